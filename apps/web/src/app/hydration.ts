import { SERVER_RENDERED_ATTRIBUTE, timeZoneOffsets } from '@matchday/contracts/initial-reads';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { findLeagueSiteSubdomain } from '../features/league-site/index.ts';
import { readInlineRuntimeConfig } from './runtime-config.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Whether the server drew this page in its root element (ADR 0025) in this browser's time zone, so that the
 * first render here draws what is there and can take it over. Drawn in another zone (a first visit, before the
 * app's time zone cookie), the page's times are not the visitor's: the app draws it afresh.
 */
export function canHydrate(root: Element, now: Date = new Date()): boolean {
  return root.getAttribute(SERVER_RENDERED_ATTRIBUTE) === timeZoneOffsets(now);
}

/**
 * The router of a page the server drew (ADR 0025), ready to hydrate it: the page's lazy routes are loaded first
 * (their chunks are preloaded with the page), so the first render draws the page as the server did rather than
 * the router's loading fallback. The site (main or a league's own) is the one the inline runtime configuration
 * says, as App's router decides for a page drawn in the browser.
 */
export async function routerForServerRenderedPage(): Promise<Router> {
  const config = readInlineRuntimeConfig();
  const subdomain = config ? findLeagueSiteSubdomain(window.location.hostname, config.webEngineDomain) : null;
  const routes =
    subdomain === null
      ? (await import('./router.tsx')).routes
      : (await import('../features/league-site/league-site-routes.tsx')).leagueSiteRoutes(subdomain);
  await loadLazyRoutes(routes, window.location);
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}

/** Resolves the `lazy` of the routes an address matches, in place, as the server's render did. */
export async function loadLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
