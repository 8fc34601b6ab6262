import type { RuntimeConfig } from '@matchday/contracts';
import { SERVER_RENDERED_ATTRIBUTE } from '@matchday/contracts/initial-reads';
import { type ReactNode, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ChatProvider } from '../features/chat/index.ts';
import { findLeagueSiteSubdomain } from '../features/league-site/index.ts';
import { HubProvider } from './HubProvider.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { RuntimeConfigProvider, useRuntimeConfig } from './RuntimeConfigProvider.tsx';
import { createRouter } from './router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app. `router` is the router main.tsx made before a server-rendered page is hydrated (ADR 0025); without
 * it the router is made here, once the runtime configuration says which site the page is on.
 */
export function App({ router }: { router?: Router }) {
  // The page is the app's now: a drawing's mark (and the buttons it holds inert, index.html) goes.
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return <AppShell>{router ? <RouterProvider router={router} /> : <AppRouter />}</AppShell>;
}

/**
 * What every page is drawn inside, in the browser and on the server (entry-server.tsx, which passes the runtime
 * configuration it inlines into the page).
 */
export function AppShell({
  children,
  runtimeConfig,
}: {
  children: ReactNode;
  runtimeConfig?: RuntimeConfig;
}) {
  return (
    <RuntimeConfigProvider initial={runtimeConfig}>
      <HubProvider>
        <ChatProvider>{children}</ChatProvider>
      </HubProvider>
    </RuntimeConfigProvider>
  );
}

/**
 * The main site, or a league's own site when the page is served on `{subdomain}.{webEngineDomain}` (spec §2):
 * one build, two sets of routes, chosen once from the address. A league site's routes are a chunk of their own
 * (the main site's first load does not carry them).
 */
function AppRouter() {
  const { webEngineDomain } = useRuntimeConfig();
  const [subdomain] = useState(() => findLeagueSiteSubdomain(window.location.hostname, webEngineDomain));
  const [router, setRouter] = useState<Router | null>(() => (subdomain === null ? createRouter() : null));
  useEffect(() => {
    if (subdomain === null) return;
    let active = true;
    void import('../features/league-site/league-site-routes.tsx').then((m) => {
      if (active) setRouter(createBrowserRouter(m.leagueSiteRoutes(subdomain)));
    });
    return () => {
      active = false;
    };
  }, [subdomain]);
  return router ? <RouterProvider router={router} /> : <RouteLoading />;
}
