import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import { ObserveTeamPage } from './ObserveTeamPage.tsx';
import { UserProfilePage } from './UserProfilePage.tsx';

const USER = '00000000-0000-4000-8000-0000000000b1';
const id = (n: number) => `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`;
const item = (n: number, name: string, sportKindId = 'football') => ({
  id: id(n),
  name,
  imageUrl: null,
  sportKindId,
});
const stats = {
  userId: USER,
  teams: { totalItems: 14, items: [item(1, 'Lions FC'), item(2, 'Tigers')] },
  players: { totalItems: 1, items: [item(3, 'Ada Striker')] },
  leagues: { totalItems: 1, items: [item(4, 'Sunday League')] },
  champs: { totalItems: 0, items: [] },
  favoritesCount: 7,
};

function renderAt(path = `/user-profile/${USER}`) {
  renderWithProviders(
    <Routes>
      <Route path="/user-profile/:id" element={<UserProfilePage />} />
    </Routes>,
    { route: path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UserProfilePage', () => {
  it('shows the public profile, the counts, and the lists linked to the public pages', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/user/${USER}/profile`]: {
        body: { id: USER, name: 'Olga Owner', image: null, createdAt: '2025-03-10T00:00:00.000Z' },
      },
      [`GET /api/user/${USER}/stats`]: { body: stats },
    });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Olga Owner' })).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Favourites').previousSibling).toHaveTextContent('7');
    expect(within(figures).getByText('Teams').previousSibling).toHaveTextContent('14');

    const teams = screen.getByRole('list', { name: 'Teams' });
    expect(within(teams).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/observe/team/${id(1)}`,
    );
    expect(screen.getByText('and 12 more')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).getByRole('link')).toHaveAttribute(
      'href',
      `/observe/player/${id(3)}`,
    );
    expect(within(screen.getByRole('list', { name: 'Leagues' })).getByRole('link')).toHaveAttribute(
      'href',
      `/observe/league/${id(4)}`,
    );
    expect(screen.getByText('No competitions.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/api/user/${USER}/stats`);
  });

  it('links competitions to their public pages', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/user/${USER}/profile`]: {
        body: { id: USER, name: 'Olga Owner', image: null, createdAt: '2025-03-10T00:00:00.000Z' },
      },
      [`GET /api/user/${USER}/stats`]: {
        body: { ...stats, champs: { totalItems: 1, items: [item(5, 'Spring Cup')] } },
      },
    });
    renderAt();
    const champs = await screen.findByRole('list', { name: 'Competitions' });
    expect(within(champs).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${id(5)}`,
    );
  });

  it('shows a not-found state for a user who does not exist', async () => {
    const problem = {
      status: 404,
      code: 'user.not_found',
      title: 'Not found',
      detail: 'No user has this id.',
    };
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/user/${USER}/profile`]: { status: 404, body: problem },
      [`GET /api/user/${USER}/stats`]: { status: 404, body: problem },
    });
    renderAt();
    expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Figures' })).not.toBeInTheDocument();
  });

  // The team and player pages read their owner's name through this page's cache entry; a failed owner lookup
  // holds `null` there (players/queries.ts, ownerProfileQuery). Opening the profile from the owner link then read
  // `null.name` and the page crashed.
  describe('after a team page whose owner lookup failed', () => {
    const TEAM = '00000000-0000-4000-8000-0000000000c1';
    const team = {
      id: TEAM,
      name: 'Lions FC',
      shortName: null,
      sportKindId: 'football',
      logo: null,
      teamLeagueId: null,
      ownerId: USER,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      canEdit: false,
    };
    const notFound = { status: 404, body: { status: 404, code: 'user.not_found', title: 'Not found' } };

    function openProfileFromTeamPage() {
      renderWithProviders(
        <Routes>
          <Route path="/observe/team/:id" element={<ObserveTeamPage />} />
          <Route path="/user-profile/:id" element={<UserProfilePage />} />
        </Routes>,
        { route: `/observe/team/${TEAM}` },
      );
    }

    it('shows the not-found state when the user does not exist', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockServer({
        'GET /security/v1/auth/get-session': { body: null },
        'GET /api/sport-types': { body: [footballSport] },
        [`GET /api/teams/${TEAM}`]: { body: team },
        [`GET /api/user/${USER}/profile`]: notFound,
        [`GET /api/user/${USER}/stats`]: notFound,
      });
      openProfileFromTeamPage();
      await userEvent.click(await screen.findByRole('link', { name: 'Owner’s profile' }));
      expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Figures' })).not.toBeInTheDocument();
    });

    it('asks for the profile again, and shows it when the server now has it', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let profileCalls = 0;
      const { calls } = mockServer({
        'GET /security/v1/auth/get-session': { body: null },
        'GET /api/sport-types': { body: [footballSport] },
        [`GET /api/teams/${TEAM}`]: { body: team },
        [`GET /api/user/${USER}/profile`]: () => {
          profileCalls += 1;
          // The team page's lookup fails; the profile page's own read finds the user.
          return profileCalls === 1
            ? { status: 500, body: { status: 500, code: 'boom', title: 'Boom' } }
            : { body: { id: USER, name: 'Olga Owner', image: null, createdAt: '2025-03-10T00:00:00.000Z' } };
        },
        [`GET /api/user/${USER}/stats`]: { body: stats },
      });
      openProfileFromTeamPage();
      await userEvent.click(await screen.findByRole('link', { name: 'Owner’s profile' }));
      expect(await screen.findByRole('heading', { name: 'Olga Owner' })).toBeInTheDocument();
      expect(calls.filter((c) => c.path === `/api/user/${USER}/profile`)).toHaveLength(2);
    });
  });
});
