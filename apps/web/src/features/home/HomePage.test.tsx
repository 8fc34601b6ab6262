import type { Champ } from '@matchday/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { fixture } from '../match-centre/admin-test-data.ts';
import { HomePage } from './HomePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const LIVE = '00000000-0000-4000-8000-000000000f11';
const NEXT = '00000000-0000-4000-8000-000000000f12';

const stats = {
  leagues: 12,
  competitions: 34,
  matchesPlayed: 5678,
  goals: 14321,
  teams: 210,
  players: 3100,
  users: 420,
};

const champ: Champ = {
  id: '00000000-0000-4000-8000-000000000002',
  champLeagueId: '00000000-0000-4000-8000-000000000001',
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: '2026',
  startDate: null,
  description: null,
  logo: null,
  rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
  lineupTracking: false,
  ownerId: 'u1',
  teamCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: false,
  canDelete: false,
};

const page = <T,>(items: T[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 6 });

type Handlers = Parameters<typeof mockServer>[0];

function setup(handlers: Handlers = {}) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: null },
    'GET /api/stats': { body: stats },
    'GET /api/fixture/search': ({ url }) => {
      const status = url.searchParams.get('status');
      if (status === 'live,halftime') {
        return {
          body: page([
            fixture({
              id: LIVE,
              status: 'live',
              homeTeamName: 'Lions FC',
              homeScore: 2,
              awayScore: 1,
              period: 2,
            }),
          ]),
        };
      }
      if (status === 'scheduled') {
        return { body: page([fixture({ id: NEXT, homeTeamName: 'Bears', awayTeamName: 'Wolves' })]) };
      }
      return undefined;
    },
    'GET /api/champs': { body: page([champ]) },
    ...handlers,
  });
  renderWithProviders(<HomePage />);
  return server;
}

describe('HomePage', () => {
  it('shows the site figures', async () => {
    setup();
    const figures = await screen.findByRole('region', { name: 'Matchday in numbers' });
    expect(await within(figures).findByText('5,678')).toBeInTheDocument();
    expect(within(figures).getByText('Matches played')).toBeInTheDocument();
    expect(within(figures).getByText('14,321')).toBeInTheDocument();
    expect(within(figures).getByText('Members')).toBeInTheDocument();
  });

  it('lists live matches with their score and upcoming matches, each linking to its match page', async () => {
    const { calls } = setup();
    const live = await screen.findByRole('region', { name: 'Live now' });
    const liveMatch = await within(live).findByRole('link', { name: /Lions FC.*2.*Tigers.*1/ });
    expect(liveMatch).toHaveAttribute('href', `/observe/match-center/${LIVE}`);
    expect(within(live).getByText('Live')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Coming up' });
    const next = await within(upcoming).findByRole('link', { name: /Bears.*Wolves/ });
    expect(next).toHaveAttribute('href', `/observe/match-center/${NEXT}`);

    // Upcoming matches are asked for from today on, soonest first.
    const search = calls.find((c) => c.path.includes('status=scheduled'));
    expect(search?.path).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    expect(search?.path).toContain('sort=asc');
  });

  it('lists featured competitions linking to their public pages', async () => {
    setup();
    const featured = await screen.findByRole('region', { name: 'Competitions' });
    expect(await within(featured).findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${champ.id}`,
    );
    expect(within(featured).getByRole('link', { name: 'All competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
  });

  it('says so when nothing is live or scheduled and there are no competitions', async () => {
    setup({ 'GET /api/fixture/search': { body: page([]) }, 'GET /api/champs': { body: page([]) } });
    expect(await screen.findByText(/No match is being played right now/)).toBeInTheDocument();
    expect(await screen.findByText('No matches are scheduled yet.')).toBeInTheDocument();
    expect(await screen.findByText('No competitions yet. Be the first to create one.')).toBeInTheDocument();
  });

  it('shows a signed-in user their favourites first', async () => {
    setup({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/favorite': {
        body: {
          players: [],
          teams: [
            {
              id: '00000000-0000-4000-8000-000000000007',
              name: 'Lions FC',
              imageUrl: null,
              sportKindId: 'football',
              addedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          champs: [],
          champLeagues: [],
        },
      },
    });
    const favorites = await screen.findByRole('region', { name: 'Your favourites' });
    expect(await within(favorites).findByRole('link', { name: 'Lions FC' })).toBeInTheDocument();
  });
});
