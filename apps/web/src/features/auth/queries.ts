import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { isTransientFailure, toAuthState } from './session.ts';

/** Waits after a failed read: 1 s, 2 s, 4 s… up to 30 s. */
export function sessionRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The signed-in user, from GET /security/v1/auth/get-session, as the spec's auth state. Every page's layout
 * loads it (the header shows who is signed in). A failed read that says nothing about the session (see
 * `isTransientFailure`) is retried; it never signs anyone out.
 */
export const sessionQuery = () => ({
  ...readQuery(queryKeys.session, api.security.getSession, {}, toAuthState),
  staleTime: 60_000,
  retry: (_failureCount: number, error: Error) => isTransientFailure(error),
  retryDelay: sessionRetryDelay,
});
