import { isSafeReturnUrl } from '@matchday/contracts';

/**
 * Where to go after sign-in, registration or a password reset: `returnUrl` only when it is on this site
 * (the shared rule of the contracts, the same the server applies to end-session), else `fallback`.
 * An absolute same-origin address is made relative so the router can navigate without a reload.
 */
export function toSafeReturnPath(value: string | null | undefined, origin: string, fallback = '/'): string {
  if (!value || !isSafeReturnUrl(value, origin)) return fallback;
  if (value.startsWith('/')) return value;
  const url = new URL(value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?returnUrl=<path>` (or `/register?…`); used by RequireAuth and the header's sign-in link. */
export function toLoginPath(
  returnPath: string,
  page: 'login' | 'register' | 'forgot-password' = 'login',
): string {
  return `/${page}?returnUrl=${encodeURIComponent(returnPath)}`;
}
