import { createContext, type ReactNode, useContext } from 'react';

/** Where the page is: its scheme, host (with port), host name and port, as `window.location` has them. */
export interface PageOrigin {
  protocol: string;
  host: string;
  hostname: string;
  port: string;
  origin: string;
}

const PageOriginContext = createContext<PageOrigin | null>(null);

/**
 * The page's origin for what a render draws (links to the main site, a league site's host, absolute links):
 * the request's on the server (entry-server.tsx provides it for each page it draws), `window.location` in the
 * browser, so both draw the same.
 */
export function usePageOrigin(): PageOrigin {
  return useContext(PageOriginContext) ?? window.location;
}

/** Provides the origin of the page being drawn, from its absolute address (the server's render). */
export function PageOriginProvider({ url, children }: { url: string; children: ReactNode }) {
  const { protocol, host, hostname, port, origin } = new URL(url);
  return (
    <PageOriginContext.Provider value={{ protocol, host, hostname, port, origin }}>
      {children}
    </PageOriginContext.Provider>
  );
}
