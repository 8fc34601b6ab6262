import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ChatProvider } from '../features/chat/ChatProvider.tsx';
import { findLeagueSiteSubdomain } from '../features/league-site/league-site-host.ts';
import { leagueSiteRoutes } from '../features/league-site/league-site-routes.tsx';
import { HubProvider } from './HubProvider.tsx';
import { RuntimeConfigProvider, useRuntimeConfig } from './RuntimeConfigProvider.tsx';
import { createRouter } from './router.tsx';

export function App() {
  return (
    <RuntimeConfigProvider>
      <HubProvider>
        <ChatProvider>
          <AppRouter />
        </ChatProvider>
      </HubProvider>
    </RuntimeConfigProvider>
  );
}

/**
 * The main site, or a league's own site when the page is served on `{subdomain}.{webEngineDomain}` (spec §2):
 * one build, two sets of routes, chosen once from the address.
 */
function AppRouter() {
  const { webEngineDomain } = useRuntimeConfig();
  const [router] = useState(() => {
    const subdomain = findLeagueSiteSubdomain(window.location.hostname, webEngineDomain);
    return subdomain === null ? createRouter() : createBrowserRouter(leagueSiteRoutes(subdomain));
  });
  return <RouterProvider router={router} />;
}
