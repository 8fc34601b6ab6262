import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { DisplayTimeZoneProvider } from '../lib/display-time-zone.tsx';

/**
 * The zone the test helpers show dates and times in unless a test names another: explicit, so a test's expected
 * times do not depend on the zone of the machine it runs on. A test that asserts a time says which zone it
 * expects (this one, or its own through the helpers' `timeZone` option).
 */
export const TEST_TIME_ZONE = 'UTC';

/** Shows where the router ended up, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders routes inside the app's providers with a memory router at `path`, showing times in `timeZone`. Every
 * route also gets a `*` catch-all showing the location, so a redirect to a page the test did not mount is still
 * visible.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { timeZone = TEST_TIME_ZONE }: { timeZone?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const utils = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <DisplayTimeZoneProvider timeZone={timeZone}>
          <Notifications />
          <RouterProvider router={router} />
        </DisplayTimeZoneProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient };
}

type Reply = { status?: number; body?: unknown; contentType?: string };
type Handler = (request: { method: string; url: URL; body: unknown }) => Reply | undefined;

/**
 * Replaces `fetch` with a tiny fake server: `handlers` maps "METHOD /path" to a reply (or a function of
 * the request). Unknown calls answer 404 problem+json, as the real server does. Returns the call log.
 */
export function mockServer(handlers: Record<string, Reply | Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler({ method, url, body }) : handler;
    if (!reply) {
      return new Response(JSON.stringify({ status: 404, code: 'route.not_found', title: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const signedInSession = (role: 'SystemAdmin' | 'User' = 'User') => ({
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    role,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
});
