import { randomBytes } from 'node:crypto';
import { RESET_PASSWORD_PAGE, type ResetLink } from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import type { Caller, RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import type { Auth } from './auth.ts';
import { findSystemAdminIds as findSystemAdminIdsIn, findUserRole } from './security.repo.ts';

/** The account's role as the domain knows it; anything unexpected is an ordinary user. */
export function toRole(role: unknown): SystemRole {
  return role === SystemRole.SystemAdmin ? SystemRole.SystemAdmin : SystemRole.User;
}

/** The account's role as stored now, or `undefined` when there is no such account. */
export async function findRole(ctx: RequestContext, userId: string): Promise<SystemRole | undefined> {
  const role = await findUserRole(ctx.db, userId);
  return role === undefined ? undefined : toRole(role);
}

/** Every SystemAdmin's user id (whom the contact form's messages reach), in no order. */
export function findSystemAdminIds(ctx: Pick<RequestContext, 'db'>): Promise<string[]> {
  return findSystemAdminIdsIn(ctx.db);
}

/**
 * The caller behind a request's cookie, or `null`, for plugins/auth.ts (given to it by app.ts) and transports
 * outside Fastify routes (the realtime hub's handshake). `setCookies` are better-auth's refreshed session
 * cookies, if any.
 */
export async function findCaller(
  auth: Auth,
  headers: Headers,
): Promise<{ caller: Caller | null; setCookies: string[] }> {
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const found = result.response;
  const setCookies = result.headers.getSetCookie();
  if (!found) return { caller: null, setCookies };
  return {
    caller: {
      id: found.user.id,
      role: toRole(found.user.role),
      email: found.user.email,
      name: found.user.name,
    },
    setCookies,
  };
}

/** What `Sec-Fetch-Site` says about a request, with the Origin/Referer fallback of older browsers. */
export interface RequestSite {
  secFetchSite: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
}

/**
 * Whether a sign-out by plain GET comes from this site: the browser says so (`Sec-Fetch-Site: same-origin`,
 * or `none` for an address typed or bookmarked), or, where it does not send that header, the Origin or
 * Referer is one we trust. A link on another site (or a subdomain's page: `same-site`) is not enough: it
 * could sign anyone out who follows it.
 */
export function isSameSiteRequest(site: RequestSite, trustedOrigins: readonly string[]): boolean {
  if (site.secFetchSite !== undefined)
    return site.secFetchSite === 'same-origin' || site.secFetchSite === 'none';
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  for (const address of [site.origin, site.referer]) {
    if (!address) continue;
    try {
      if (trusted.has(new URL(address).origin)) return true;
    } catch {
      // Not an address: not trusted.
    }
  }
  return false;
}

/** How long a reset link the SystemAdmin hands over works: long enough to reach the member by other means. */
export const HANDED_RESET_LINK_HOURS = 24;

/**
 * `POST /api/admin/users/{userId}/reset-link` (SystemAdmin, issue 30): a one-time reset link for a member while
 * mail cannot reach them. The same token a reset mail carries (better-auth's `reset-password:<token>`
 * verification row, consumed by its reset-password endpoint, so it works once), valid for a day. better-auth
 * checks the expiry against the real clock, as for a mailed link, so the expiry is set from it too.
 */
export async function createResetLink(
  ctx: RequestContext,
  auth: Auth,
  publicUrl: string,
  userId: string,
): Promise<ResetLink> {
  if ((await findRole(ctx, userId)) === undefined) {
    throw AppError.notFound('user.not_found', 'There is no account with this id.');
  }
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + HANDED_RESET_LINK_HOURS * 3600_000);
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  ctx.log.info({ userId, by: ctx.caller?.id }, 'a SystemAdmin made a password reset link');
  return {
    url: `${publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}
