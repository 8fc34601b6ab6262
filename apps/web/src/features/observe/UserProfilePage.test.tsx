import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
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
});
