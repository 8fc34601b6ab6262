// Security rules without zod (re-exported by security.ts): the web app's first load imports them, and a
// module that builds zod schemas would bring zod with it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * Whether `url` may be used as a redirect target after sign-in, registration or sign-out (`returnUrl`,
 * `post_logout_redirect_uri`): a relative path starting with one `/` (not `//` or `/\`, which browsers treat
 * as another host), an absolute http(s) address with the same origin as `publicUrl`, or, when the
 * web-engine domain is given, a page of one of our league sites (`isLeagueSiteUrl`). Anything else would make
 * the product an open redirector.
 */
export function isSafeReturnUrl(
  url: string | null | undefined,
  publicUrl: string,
  webEngineDomain?: string,
): boolean {
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
  if (target.origin === base.origin) return true;
  if (webEngineDomain === undefined) return false;
  return (
    isMainSiteOnEngineDomain(target, base, webEngineDomain) || isLeagueSiteUrl(target, base, webEngineDomain)
  );
}

/** The main site under the web-engine domain's own name (where league sites send people to sign in). */
function isMainSiteOnEngineDomain(target: URL, publicUrl: URL, webEngineDomain: string): boolean {
  const engine = leagueSiteHostOf(webEngineDomain, publicUrl);
  return (
    target.protocol === publicUrl.protocol &&
    target.username === '' &&
    target.password === '' &&
    target.hostname.toLowerCase() === engine.hostname &&
    target.port === engine.port
  );
}

/**
 * Whether `target` is on a league site, `{subdomain}.{webEngineDomain}` (spec §2): one label of letters,
 * digits and dashes before the web-engine domain, the main site's scheme, and the domain's port (the main
 * site's when the domain names none, as on a developer's machine). `evil.example/riverside.matchday.example`,
 * `a.b.matchday.example` and another scheme or port are not.
 */
export function isLeagueSiteUrl(target: URL, publicUrl: URL, webEngineDomain: string): boolean {
  const engine = leagueSiteHostOf(webEngineDomain, publicUrl);
  if (target.protocol !== publicUrl.protocol || target.username !== '' || target.password !== '')
    return false;
  if (target.port !== engine.port) return false;
  const host = target.hostname.toLowerCase();
  if (!host.endsWith(`.${engine.hostname}`)) return false;
  return /^[a-z0-9-]+$/.test(host.slice(0, -engine.hostname.length - 1));
}

/** The web-engine domain's host name and the port its league sites answer on. */
function leagueSiteHostOf(webEngineDomain: string, publicUrl: URL): { hostname: string; port: string } {
  const [hostname = '', port] = webEngineDomain.toLowerCase().split(':');
  return { hostname, port: port ?? publicUrl.port };
}
