import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { FavoritesSection } from './FavoritesSection.tsx';

const item = (id: string, name: string) => ({
  id,
  name,
  imageUrl: null,
  sportKindId: 'football',
  addedAt: '2026-01-01T00:00:00.000Z',
});
const P = '00000000-0000-4000-8000-0000000000a1';
const T = '00000000-0000-4000-8000-000000000007';
const C = '00000000-0000-4000-8000-000000000002';
const L = '00000000-0000-4000-8000-000000000001';

afterEach(() => vi.unstubAllGlobals());

describe('FavoritesSection', () => {
  it('lists a signed-in user’s favourites, each linking to its public page', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/favorite': {
        body: {
          players: [item(P, 'Ada Striker')],
          teams: [item(T, 'Lions FC')],
          champs: [{ ...item(C, 'Spring Cup'), champLeagueId: L }],
          champLeagues: [item(L, 'Sunday League')],
        },
      },
    });
    renderWithProviders(<FavoritesSection />);
    const section = await screen.findByRole('region', { name: 'Your favourites' });
    const link = (list: string, name: string) =>
      within(within(section).getByRole('list', { name: list })).getByRole('link', { name });
    expect(await within(section).findByRole('link', { name: 'Ada Striker' })).toBeInTheDocument();
    expect(link('Players', 'Ada Striker')).toHaveAttribute('href', `/observe/player/${P}`);
    expect(link('Teams', 'Lions FC')).toHaveAttribute('href', `/observe/team/${T}`);
    expect(link('Competitions', 'Spring Cup')).toHaveAttribute('href', `/observe/competition/${C}`);
    expect(link('Leagues', 'Sunday League')).toHaveAttribute('href', `/observe/league/${L}`);
  });

  it('shows nothing to anonymous visitors and does not ask for favourites', async () => {
    const { calls } = mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderWithProviders(<FavoritesSection />);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Your favourites' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/favorite'))).toBe(false);
  });
});
