import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { theme } from '../../app/theme.ts';
import { LocationProbe } from '../../test/render.tsx';

/** Routes inside the app's providers, the runtime configuration known (media addresses need it). */
export function renderWithConfig(routes: RouteObject[], path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.runtimeConfig, { storageBaseUrl: '/storage' });
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const wrap = (children: ReactNode) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications />
          <RuntimeConfigProvider>{children}</RuntimeConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { ...render(wrap(<RouterProvider router={router} />)), router, client };
}
