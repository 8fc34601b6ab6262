import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { mockServer } from '../../test/render.tsx';
import { ObserveVenuePage } from './ObserveVenuePage.tsx';
import { assignedFixture, paged, VENUE, venue } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

/** The test has no network: the embedded map (an iframe) must not load its page. */
type HappyWindow = { happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
beforeAll(() => {
  const happy = (window as unknown as HappyWindow).happyDOM;
  if (happy) happy.settings.navigation.disableChildFrameNavigation = true;
});

function setup(mapsApiKey: string | null, fixtures: unknown[] = []) {
  mockServer({
    [`GET /api/venues/${VENUE}`]: { body: venue() },
    [`GET /api/venues/${VENUE}/fixtures`]: { body: paged(fixtures) },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.runtimeConfig, { storageBaseUrl: '/storage', mapsApiKey });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RuntimeConfigProvider>
          <MemoryRouter initialEntries={[`/observe/venue/${VENUE}`]}>
            <Routes>
              <Route path="/observe/venue/:id" element={<ObserveVenuePage />} />
            </Routes>
          </MemoryRouter>
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ObserveVenuePage', () => {
  it('without a maps key shows the address as text with a link to OpenStreetMap, and no map', async () => {
    setup(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Ground' })).toBeInTheDocument();
    expect(screen.getByText('1 River Lane, Leeds, England')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=1%20River%20Lane%2C%20Leeds%2C%20England',
    );
    expect(screen.queryByTitle('Map of Riverside Ground')).not.toBeInTheDocument();
  });

  it('with a maps key embeds a map of the venue', async () => {
    setup('maps-key');
    const map = await screen.findByTitle('Map of Riverside Ground');
    expect(map.getAttribute('src')).toContain('key=maps-key');
    expect(map.getAttribute('src')).toContain(encodeURIComponent('Riverside Ground, 1 River Lane'));
  });

  it('lists the matches to come, each linking to its public match page', async () => {
    const next = assignedFixture(1);
    setup(null, [next, assignedFixture(2, { startsAt: '2020-05-01T18:00:00.000Z', status: 'finished' })]);
    const list = await screen.findByRole('list', { name: 'Upcoming matches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Home 1 – Away 1' })).toHaveAttribute(
      'href',
      `/observe/match-center/${next.id}`,
    );
  });

  it('says so when no match is to come', async () => {
    setup(null);
    expect(await screen.findByText('No upcoming matches at this venue.')).toBeInTheDocument();
  });
});
