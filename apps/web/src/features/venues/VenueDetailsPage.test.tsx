import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { assignedFixture, paged, VENUE, venue } from './test-data.ts';
import { VenueDetailsPage } from './VenueDetailsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(fixtures: unknown[], deleteReply?: { status: number; body: unknown }) {
  const server = mockServer({
    [`GET /api/venues/${VENUE}`]: { body: venue({ latitude: 53.8, longitude: -1.55 }) },
    [`GET /api/venues/${VENUE}/fixtures`]: { body: paged(fixtures) },
    [`DELETE /api/venues/${VENUE}`]: deleteReply ?? { body: { id: VENUE, deleted: true } },
  });
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/admin/venues/details/:id" element={<VenueDetailsPage />} />
        <Route path="/admin/venues" element={<p>Venue list</p>} />
      </Routes>
    </>,
    { route: `/admin/venues/details/${VENUE}` },
  );
  return { ...server, user: userEvent.setup() };
}

describe('VenueDetailsPage', () => {
  it('shows the facts, the map link and the matches, each linking to its match sheet', async () => {
    const upcoming = assignedFixture(1);
    setup([upcoming, assignedFixture(2, { startsAt: '2020-05-01T18:00:00.000Z', status: 'finished' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Ground' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Facts' });
    expect(facts).toHaveTextContent('2,500 seats');
    expect(facts).toHaveTextContent('1 River Lane, Leeds, England');
    expect(within(facts).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=53.8&mlon=-1.55#map=16/53.8/-1.55',
    );
    const matches = await screen.findByRole('list', { name: 'Matches' });
    const items = within(matches).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Home 1 – Away 1');
    expect(items[0]).toHaveTextContent('Scheduled');
    expect(items[1]).toHaveTextContent('Full time');
    expect(within(matches).getByRole('link', { name: 'Home 1 – Away 1' })).toHaveAttribute(
      'href',
      `/admin/match-center/edit-match/${upcoming.id}`,
    );
  });

  it('asks before deleting, then goes back to the list', async () => {
    const { user, calls } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Delete venue' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '“Riverside Ground” is deleted. The matches played at it stay, without a venue.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete venue' }));
    expect(await screen.findByText('Venue list')).toBeInTheDocument();
  });

  it('stays on the page and says so when the delete fails', async () => {
    const { user } = setup([assignedFixture(1)], {
      status: 500,
      body: { type: 'about:blank', title: 'Server error', status: 500, code: 'internal' },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete venue' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete venue' }));
    expect(
      await screen.findByText('The server could not complete the request. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside Ground' })).toBeInTheDocument();
  });
});
