import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { DisplayTimeZoneProvider } from '../../lib/display-time-zone.tsx';
import { TEST_TIME_ZONE } from '../../test/render.tsx';

type Route = { method?: string; path: string | RegExp; status?: number; body: unknown };

/**
 * Replaces `fetch` with a router over canned answers: each test states exactly what the server says.
 * Returns the mock, so a test can assert which calls were made.
 */
export function stubServer(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (!route)
      return new Response(JSON.stringify({ code: 'test.no_route', detail: url.pathname }), { status: 404 });
    return new Response(JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const testRuntimeConfig = { storageBaseUrl: '/storage', webEngineDomain: 'matchday.test' };

/** Renders `ui` in the app's providers at `route`, showing times in `timeZone` (test/render.tsx's TEST_TIME_ZONE). */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', timeZone = TEST_TIME_ZONE }: { route?: string; timeZone?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <RuntimeConfigProvider>
            <DisplayTimeZoneProvider timeZone={timeZone}>
              <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
            </DisplayTimeZoneProvider>
          </RuntimeConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

export const footballSport = {
  id: 'football',
  name: 'football',
  displayName: 'Football',
  isESport: false,
  order: 1,
  allowsDraws: true,
  points: { win: 3, draw: 1, loss: 0 },
  periods: { count: 2, minutes: 45, name: 'half' },
  eventTypes: [],
  playersOnField: 11,
  squadSize: 18,
};
