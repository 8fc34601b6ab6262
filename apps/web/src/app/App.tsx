import type { RuntimeConfig } from '@matchday/contracts';
import type { ReactNode } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ChatProvider } from '../features/chat/index.ts';
import { HubProvider } from './HubProvider.tsx';
import { RuntimeConfigProvider } from './RuntimeConfigProvider.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app in the browser: the router main.tsx made for the site the page is on. */
export function App({ router, runtimeConfig }: { router: Router; runtimeConfig?: RuntimeConfig }) {
  return (
    <AppShell runtimeConfig={runtimeConfig}>
      <RouterProvider router={router} />
    </AppShell>
  );
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
  runtimeConfig?: RuntimeConfig | undefined;
}) {
  return (
    <RuntimeConfigProvider initial={runtimeConfig}>
      <HubProvider>
        <ChatProvider>{children}</ChatProvider>
      </HubProvider>
    </RuntimeConfigProvider>
  );
}
