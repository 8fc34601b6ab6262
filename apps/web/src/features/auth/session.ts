import type { UserRole } from '@matchday/contracts';
import { ApiError } from '../../api/http.ts';

/** Roles named by the spec (§6). Other role names: not shown. */
export const Role = { systemAdmin: 'SystemAdmin', user: 'User' } as const satisfies Record<string, UserRole>;

/** The profile the web app sees (spec §3, Auth state). */
export interface Profile {
  sub: string;
  role: string;
  email: string;
  name: string;
  allPayConnectedAccountId: string | null;
}

/** Spec §3 "Auth state": user_id, isAuthenticated, profile. */
export interface AuthState {
  user_id: string | null;
  isAuthenticated: boolean;
  profile: Profile | null;
}

export const anonymous: AuthState = { user_id: null, isAuthenticated: false, profile: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * better-auth's get-session answers `null` when signed out, else `{ session, user }`. The user carries
 * the extra fields the identity module adds (`role`, `allPayConnectedAccountId`).
 */
export function toAuthState(body: unknown): AuthState {
  if (!isRecord(body) || !isRecord(body.user)) return anonymous;
  const user = body.user;
  const id = text(user.id);
  if (!id) return anonymous;
  return {
    user_id: id,
    isAuthenticated: true,
    profile: {
      sub: id,
      role: text(user.role) ?? Role.user,
      email: text(user.email) ?? '',
      name: text(user.name) ?? '',
      allPayConnectedAccountId: text(user.allPayConnectedAccountId) ?? null,
    },
  };
}

/**
 * Whether a failed session read says nothing about the session: the server could not be reached, was busy
 * (429) or failed (5xx). Such a failure never means "signed out"; the last known session stays.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
