// Security rules without zod (re-exported by security.ts): the web app's first load imports them, and a
// module that builds zod schemas would bring zod with it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * Whether `url` may be used as a redirect target after sign-in, registration or sign-out (`returnUrl`,
 * `post_logout_redirect_uri`): a relative path starting with one `/` (not `//` or `/\`, which browsers treat
 * as another host), or an absolute http(s) address with the same origin as `publicUrl`. Anything else
 * would make the product an open redirector.
 */
export function isSafeReturnUrl(url: string | null | undefined, publicUrl: string): boolean {
  if (!url) return false;
  // Browsers drop tabs and newlines inside URLs and treat `\` as `/`; judge the URL as a browser would.
  for (const ch of url) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  if (url.startsWith('/')) {
    const second = url.charAt(1);
    return second !== '/' && second !== '\\';
  }
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(publicUrl);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return target.origin === base.origin;
}
