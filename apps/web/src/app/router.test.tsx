import { MantineProvider } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutes } from './router.tsx';

const routes = createRoutes({ queryClient: new QueryClient(), timeZone: 'UTC', isPhone: () => false });

import { theme } from './theme.ts';

afterEach(() => vi.restoreAllMocks());

describe('router', () => {
  it('gives every top-level route a HydrateFallback', () => {
    for (const route of routes) expect(route.HydrateFallback).toBeDefined();
  });

  it('shows a loading view, without React Router’s warning, while the first page’s code loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [publicRoute] = routes;
    // The first page's chunk never arrives: what shows meanwhile is the fallback.
    const pending: RouteObject = {
      element: publicRoute?.element,
      HydrateFallback: publicRoute?.HydrateFallback,
      children: [{ index: true, lazy: () => new Promise<never>(() => {}) }],
    };
    const router = createMemoryRouter([pending], { initialEntries: ['/'] });
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByLabelText('Loading…')).toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });
});
