import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { TeamDetailsPage } from './TeamDetailsPage.tsx';

const ID = '00000000-0000-4000-8000-000000000007';
const LEAGUE = '00000000-0000-4000-8000-000000000001';
const CHAMP = '00000000-0000-4000-8000-000000000002';
const team = {
  id: ID,
  name: 'Lions FC',
  shortName: 'LIO',
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
  canDelete: true,
};
const champsOf = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 100 });
const springCup = {
  id: CHAMP,
  name: 'Spring Cup',
  season: '2026',
  startDate: '2026-03-01',
  champLeagueId: LEAGUE,
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
};

function setup(
  items: unknown[],
  deleteAnswer?: { status: number; body: unknown },
  access: { canEdit: boolean; canDelete: boolean } = { canEdit: true, canDelete: true },
) {
  stubServer([
    { path: `/api/teams/${ID}`, body: { ...team, ...access } },
    { path: `/api/teams/${ID}/champs`, body: champsOf(items) },
    { path: `/api/teams/${ID}/players`, body: { items: [], totalItems: 0, pageIndex: 0, pageSize: 100 } },
    {
      method: 'DELETE',
      path: `/api/teams/${ID}`,
      status: deleteAnswer?.status ?? 200,
      body: deleteAnswer?.body ?? { id: ID, deleted: true },
    },
  ]);
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/admin/teams/details/:id" element={<TeamDetailsPage />} />
      </Routes>
    </>,
    { route: `/admin/teams/details/${ID}?tabs=competitions` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamDetailsPage', () => {
  it('lists the competitions the team plays in, each with its league and season', async () => {
    setup([springCup]);
    const section = await screen.findByRole('region', { name: 'Competitions' });
    const link = await within(section).findByRole('link', { name: 'Spring Cup' });
    expect(link).toHaveAttribute('href', `/admin/competitions/details/${CHAMP}`);
    expect(section).toHaveTextContent('Sunday League · 2026');
  });

  it('says so when the team plays nowhere yet', async () => {
    setup([]);
    expect(await screen.findByText(/does not play in any competition yet/)).toBeInTheDocument();
  });

  // Issue 29, item 7: deleting the team is its owner's (and SystemAdmin's); its Manager edits it only.
  it('offers the team’s Manager editing but not deleting it', async () => {
    setup([], undefined, { canEdit: true, canDelete: false });
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  });

  it('offers the owner deleting the team', async () => {
    setup([]);
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeInTheDocument();
  });

  it('shows the server’s reason when a team that plays somewhere cannot be deleted', async () => {
    const detail = 'The team plays in Spring Cup (Sunday League). Remove it from there first.';
    setup([springCup], {
      status: 409,
      body: { type: 'about:blank', title: detail, status: 409, code: 'team.in_use', detail },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(screen.getByText(detail)).toBeInTheDocument());
  });
});
