import { isSafeReturnUrl } from '@matchday/contracts';

/**
 * Where to go after sign-in, registration or a password reset: `returnUrl` only when it is on this site, or,
 * given the web-engine domain, on one of its league sites (they share the session; the shared rule of the
 * contracts, the same the server applies), else `fallback`. An absolute same-origin address is made relative so
 * the router can navigate without a reload; another site's stays absolute (`isOtherSite`).
 */
export function toSafeReturnPath(
  value: string | null | undefined,
  origin: string,
  fallback = '/',
  webEngineDomain?: string,
): string {
  if (!value || !isSafeReturnUrl(value, origin, webEngineDomain)) return fallback;
  if (value.startsWith('/')) return value;
  const url = new URL(value);
  if (url.origin !== new URL(origin).origin) return url.href;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a return path from `toSafeReturnPath` is another of our sites (a league site): a page load, not a route. */
export function isOtherSite(returnPath: string): boolean {
  return /^https?:\/\//.test(returnPath);
}

/** `/login?returnUrl=<path>` (or `/register?…`); used by RequireAuth and the header's sign-in link. */
export function toLoginPath(
  returnPath: string,
  page: 'login' | 'register' | 'forgot-password' = 'login',
): string {
  return `/${page}?returnUrl=${encodeURIComponent(returnPath)}`;
}
