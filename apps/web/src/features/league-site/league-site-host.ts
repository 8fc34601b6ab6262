/**
 * A league's own site is `{subdomain}.{web-engine domain}` (spec §2). The web-engine domain comes from the
 * runtime config, with or without a port (`localhost:3000` locally, where browsers resolve `*.localhost`).
 */

function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** The league subdomain a page is served on, or `null` on the main site (or any other host). */
export function findLeagueSiteSubdomain(hostname: string, webEngineDomain: string): string | null {
  const host = hostname.toLowerCase();
  const engine = withoutPort(webEngineDomain.toLowerCase());
  if (engine === '' || !host.endsWith(`.${engine}`)) return null;
  const subdomain = host.slice(0, -engine.length - 1);
  return /^[a-z0-9-]+$/.test(subdomain) ? subdomain : null;
}

/**
 * An address on the main site from a league site (sign-in, the admin area): the web-engine domain, with the
 * page's own port when the setting names none (a local server on another port).
 */
export function toMainSiteUrl(
  path: string,
  webEngineDomain: string,
  location: { protocol: string; port: string },
): string {
  const port = /:\d+$/.test(webEngineDomain) || location.port === '' ? '' : `:${location.port}`;
  return `${location.protocol}//${webEngineDomain}${port}${path}`;
}
