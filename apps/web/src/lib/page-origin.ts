/** Where the page is: its scheme, host (with port), host name and port, as `window.location` has them. */
export interface PageOrigin {
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  origin: string;
}

let serverOrigin: PageOrigin | null = null;

/**
 * The page's origin for what a render draws (links to the main site, a league site's host, absolute links):
 * `window.location` in the browser, the request's on the server (entry-server.tsx sets it for each render,
 * ADR 0025), so both draw the same.
 */
export function pageOrigin(): PageOrigin {
  return serverOrigin ?? window.location;
}

/** The server's render: the origin of the page being drawn, from an absolute URL (`null` after the render). */
export function setServerPageOrigin(url: string | null): void {
  if (url === null) {
    serverOrigin = null;
    return;
  }
  const { protocol, host, hostname, port, origin } = new URL(url);
  serverOrigin = { protocol, host, hostname, port, origin };
}
