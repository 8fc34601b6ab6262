import type { RuntimeConfig } from '@matchday/contracts';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { http } from '../api/http.ts';
import type { PageContext } from '../api/page-loader.ts';
import { findLeagueSiteSubdomain } from '../features/league-site/index.ts';
import { browserTimeZone } from '../lib/display-time-zone.tsx';
import { isPhoneScreen } from '../lib/phone-screen.tsx';
import { App } from './App.tsx';
import { reactListens, replayEarlyEventsSoon, takeEarlyEvents } from './early-events.ts';
import { readPageData } from './page-data.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { parseRuntimeConfig, readInlineRuntimeConfig } from './runtime-config.ts';
import { rememberTimeZone } from './time-zone-cookie.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Starts the app in `root` (main.tsx). A page the server drew comes with the query cache its route loaders
 * filled and React Router's hydration data (ADR 0026): the app starts from them and hydrates the drawing, with
 * the routes the address matches loaded first. Any other page (the admin area, or a drawing that failed) is
 * drawn here, its route loaders run by the router. Resolves once React has been given the page.
 */
export async function startApp(root: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}) {
  const queryClient = createQueryClient();
  const page = readPageData(root.ownerDocument);
  if (page) hydrate(queryClient, page.queries);
  const config = await loadRuntimeConfig();
  const routes = await routesOfThisSite(config, {
    queryClient,
    timeZone: browserTimeZone(),
    isPhone: isPhoneScreen,
  });
  const app = (router: Router, drawing?: Drawing, afterFirstCommit?: () => void) => (
    <AsDrawnUntilTakenOver drawing={drawing} afterFirstCommit={afterFirstCommit}>
      {({ timeZone, phone }) => (
        <StrictMode>
          <Providers queryClient={queryClient} timeZone={timeZone} drawnForPhone={phone}>
            <App router={router} runtimeConfig={config} />
          </Providers>
        </StrictMode>
      )}
    </AsDrawnUntilTakenOver>
  );
  if (page) {
    await loadLazyRoutes(routes, window.location);
    const router = createBrowserRouter(routes, { hydrationData: page.router });
    // What the visitor did before now is replayed after the first commit (early-events.ts).
    reactListens();
    // As a transition: hydrated in slices rather than one long task on a phone; React hydrates at once what a
    // visitor clicks or types into meanwhile, and replays the event.
    startTransition(() => {
      hydrateRoot(
        root,
        app(router, { timeZone: page.timeZone, phone: page.phone }, () => replayEarlyEventsSoon()),
        options,
      );
    });
    return;
  }
  takeEarlyEvents();
  const router = createBrowserRouter(routes);
  // The first render as a transition too: index.html's boot shell stays on screen until it commits.
  startTransition(() => {
    createRoot(root, options).render(app(router));
  });
}

/** What the server drew a page for: the visitor's time zone and whether the screen is a phone's. */
interface Drawing {
  timeZone: string;
  phone: boolean | undefined;
}

/**
 * While a drawn page is taken over, the app draws it for what the server drew it for (the same text, or React
 * would draw the page again): the zone its times are shown in and the screen it is laid out for. Then the
 * browser's own zone, and the screen's width as a media query reads it (lib/phone-screen.tsx). The server is
 * told the browser's zone for the next page load (the `tz` cookie).
 */
function AsDrawnUntilTakenOver({
  drawing,
  afterFirstCommit,
  children,
}: {
  drawing: Drawing | undefined;
  /** Run once the whole page has committed (a parent's effects run after its children's). */
  afterFirstCommit: (() => void) | undefined;
  children: (drawing: Drawing) => ReactNode;
}) {
  const [current, setCurrent] = useState<Drawing>(
    () => drawing ?? { timeZone: browserTimeZone(), phone: undefined },
  );
  useEffect(() => {
    afterFirstCommit?.();
    setCurrent({ timeZone: browserTimeZone(), phone: undefined });
    rememberTimeZone();
  }, [afterFirstCommit]);
  return children(current);
}

/**
 * The runtime configuration: inlined in the page the server sent, else (Vite's dev server) from
 * `/runtime-config.json`.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return readInlineRuntimeConfig() ?? parseRuntimeConfig(await http.get('/runtime-config.json'));
}

/**
 * The routes of the site the page is on: the main site's, or a league's own site's when the page is served on
 * `{subdomain}.{webEngineDomain}` (spec §2). One build, two sets of routes, chosen once from the address; a
 * league site's routes are a chunk of their own (the main site's first load does not carry them).
 */
export async function routesOfThisSite(config: RuntimeConfig, page: PageContext): Promise<RouteObject[]> {
  const subdomain = findLeagueSiteSubdomain(window.location.hostname, config.webEngineDomain);
  return subdomain === null
    ? (await import('./router.tsx')).createRoutes(page)
    : (await import('../features/league-site/league-site-routes.tsx')).leagueSiteRoutes(subdomain, page);
}

/**
 * Resolves the `lazy` of the routes an address matches, in place, as the server's render did: a page the server
 * drew is hydrated with its route modules loaded, or the router would draw its loading fallback first (React
 * Router's documented way to hydrate lazy routes).
 */
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
