import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import { toPlayerRequest } from '../registrations/test-data.ts';
import { ObserveTeamPage } from './ObserveTeamPage.tsx';

const TEAM = '00000000-0000-4000-8000-000000000007';
const RIVAL = '00000000-0000-4000-8000-000000000008';
const CHAMP = '00000000-0000-4000-8000-000000000002';
const LEAGUE = '00000000-0000-4000-8000-000000000001';
const STAGE = '00000000-0000-4000-8000-000000000003';
const NOW = '2026-01-01T00:00:00.000Z';

const team = {
  id: TEAM,
  name: 'Lions FC',
  shortName: 'LIO',
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'owner-1',
  createdAt: NOW,
  updatedAt: NOW,
  canEdit: false,
};
const entry = (n: number, name: string, dates: { startDate: string | null; endDate: string | null }) => ({
  id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  teamId: TEAM,
  teamName: 'Lions FC',
  playerId: `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`,
  name,
  photo: null,
  shirtNumber: n,
  position: null,
  createdAt: NOW,
  ...dates,
});
/** The server's order (shirt number): a former player first, so the page must put current players first. */
const roster = [
  entry(1, 'Old Keeper', { startDate: '2020-01-01', endDate: '2021-06-30' }),
  entry(9, 'Ada Striker', { startDate: '2024-01-01', endDate: null }),
];
const fixture = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-0000000004${String(n).padStart(2, '0')}`,
  champId: CHAMP,
  champName: 'Spring Cup',
  stageId: STAGE,
  stageName: 'League',
  stageType: 'league',
  groupId: null,
  groupName: null,
  round: n,
  slot: 0,
  leg: 1,
  homeTeamId: TEAM,
  awayTeamId: RIVAL,
  homeTeamName: 'Lions FC',
  awayTeamName: 'Tigers',
  homeScore: null,
  awayScore: null,
  homePenalties: null,
  awayPenalties: null,
  status: 'scheduled',
  startsAt: '2026-05-01T15:00:00.000Z',
  isBye: false,
  winnerGoesTo: null,
  loserGoesTo: null,
  period: null,
  periodStartedAt: null,
  periodScores: null,
  canEdit: false,
  venueId: null,
  venueName: null,
  referees: [],
  ...overrides,
});
const paged = (items: unknown[], pageIndex = 0, pageSize = 10, totalItems = items.length) => ({
  items,
  totalItems,
  pageIndex,
  pageSize,
});
const champs = paged(
  [
    {
      id: CHAMP,
      name: 'Spring Cup',
      season: '2026',
      startDate: '2026-03-01',
      champLeagueId: LEAGUE,
      champLeagueName: 'Sunday League',
      sportKindId: 'football',
    },
  ],
  0,
  100,
);
const favorites = (teamIds: string[]) => ({
  players: [],
  teams: teamIds.map((id) => ({
    id,
    name: 'Lions FC',
    imageUrl: null,
    sportKindId: 'football',
    addedAt: NOW,
  })),
  champs: [],
  champLeagues: [],
});

type Options = {
  signedIn?: boolean;
  favoriteIds?: () => string[];
  empty?: boolean;
  fixtures?: (url: URL) => unknown;
  playerRequests?: unknown[];
  canEdit?: boolean;
};

function setup({
  signedIn = false,
  favoriteIds = () => [],
  empty = false,
  fixtures,
  playerRequests = [],
  canEdit = false,
}: Options = {}) {
  return mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    'GET /api/sport-types': { body: [footballSport] },
    [`GET /api/teams/${TEAM}`]: { body: { ...team, canEdit } },
    [`GET /api/teams/${TEAM}/players`]: { body: paged(empty ? [] : roster, 0, 100) },
    [`GET /api/teams/${TEAM}/champs`]: { body: empty ? paged([], 0, 100) : champs },
    'GET /api/fixture/search': ({ url }) => {
      if (fixtures) return { body: fixtures(url) };
      if (empty) return { body: paged([]) };
      const finished = url.searchParams.get('status') === 'finished';
      return {
        body: paged([
          finished
            ? fixture(1, {
                status: 'finished',
                homeScore: 2,
                awayScore: 1,
                startsAt: '2026-04-01T15:00:00.000Z',
              })
            : fixture(2),
        ]),
      };
    },
    'GET /api/user/owner-1/profile': {
      body: { id: 'owner-1', name: 'Olga Owner', image: null, createdAt: NOW },
    },
    'GET /api/favorite': () => ({ body: favorites(favoriteIds()) }),
    'GET /api/champ-registration/userplayerteamrequests': { body: paged(playerRequests) },
    [`POST /api/teams/${TEAM}/favorite`]: { body: { kind: 'team', id: TEAM, favorite: true } },
    [`DELETE /api/teams/${TEAM}/favorite`]: { body: { kind: 'team', id: TEAM, favorite: false } },
  });
}

function renderAt(path = `/observe/team/${TEAM}`) {
  renderWithProviders(
    <Routes>
      <Route path="/observe/team/:id" element={<ObserveTeamPage />} />
    </Routes>,
    { route: path },
  );
}

const user = () => userEvent.setup();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ObserveTeamPage', () => {
  it('shows the header: logo, name, sport and the owner linked to their profile', async () => {
    setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Lions FC' })).toBeInTheDocument();
    expect(await screen.findByText('Football')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Olga Owner' })).toHaveAttribute(
      'href',
      '/user-profile/owner-1',
    );
  });

  it('lists the roster with current players first, each linked to their public page', async () => {
    setup();
    renderAt();
    const current = await screen.findByRole('list', { name: 'Current players' });
    expect(within(current).getByRole('link', { name: 'Ada Striker' })).toHaveAttribute(
      'href',
      `/observe/player/${roster[1]!.playerId}`,
    );
    const former = screen.getByRole('list', { name: 'Former players' });
    expect(within(former).getByRole('link', { name: 'Old Keeper' })).toBeInTheDocument();
    const names = screen.getAllByRole('link').map((a) => a.textContent);
    expect(names.indexOf('Ada Striker')).toBeLessThan(names.indexOf('Old Keeper'));
  });

  it('shows each roster entry’s contract period', async () => {
    setup();
    renderAt();
    const current = await screen.findByRole('list', { name: 'Current players' });
    // Twice in the DOM: under the name on a phone, at the end of the row on wider screens (CSS picks one).
    expect(within(current).getAllByText('Since 1 Jan 2024').length).toBeGreaterThan(0);
    const former = screen.getByRole('list', { name: 'Former players' });
    expect(within(former).getAllByText('1 Jan 2020 – 30 Jun 2021').length).toBeGreaterThan(0);
  });

  it('shows pending player requests of the team to a signed-in user they concern', async () => {
    setup({ signedIn: true, playerRequests: [toPlayerRequest({ teamId: TEAM, teamName: 'Lions FC' })] });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Contracts and offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('shows the team’s editor its requests section, empty when no request is pending', async () => {
    setup({ signedIn: true, canEdit: true, playerRequests: [] });
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Contracts and offers' })).toBeInTheDocument();
    expect(await screen.findByText(/No pending requests/)).toBeInTheDocument();
  });

  it('neither shows nor asks for requests when the visitor is not signed in', async () => {
    const { calls } = setup({ signedIn: false });
    renderAt();
    await screen.findByRole('list', { name: 'Current players' });
    expect(screen.queryByRole('heading', { name: 'Contracts and offers' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/champ-registration'))).toBe(false);
  });

  it('hides the requests section when the visitor has none here and cannot edit the team', async () => {
    setup({ signedIn: true, playerRequests: [] });
    renderAt();
    await screen.findByRole('heading', { name: 'Lions FC' });
    expect(screen.queryByRole('heading', { name: 'Contracts and offers' })).not.toBeInTheDocument();
  });

  it('shows fixtures and results with opponent and competition links, asking the server for the right order', async () => {
    const { calls } = setup();
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('tab', { name: 'Fixtures' }));
    const fixtures = await screen.findByRole('list', { name: 'Fixtures' });
    expect(within(fixtures).getByRole('link', { name: 'Tigers' })).toHaveAttribute(
      'href',
      `/observe/team/${RIVAL}`,
    );
    expect(await within(fixtures).findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    await u.click(screen.getByRole('tab', { name: 'Results' }));
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(results).toHaveTextContent('2 – 1');
    expect(within(results).getByRole('link', { name: 'Tigers' })).toBeInTheDocument();
    const searches = calls.filter((c) => c.path.startsWith('/api/fixture/search')).map((c) => c.path);
    expect(searches).toContain(
      `/api/fixture/search?teamId=${TEAM}&status=scheduled&sort=asc&pageIndex=0&pageSize=10`,
    );
    expect(searches).toContain(
      `/api/fixture/search?teamId=${TEAM}&status=finished&sort=desc&pageIndex=0&pageSize=10`,
    );
  });

  it('loads more results from the server on demand', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      fixture(i + 1, { status: 'finished', homeScore: 1, awayScore: 0 }),
    );
    const { calls } = setup({
      fixtures: (url) =>
        url.searchParams.get('pageIndex') === '0'
          ? paged(first, 0, 10, 11)
          : paged([fixture(11, { status: 'finished', homeScore: 0, awayScore: 0 })], 1, 10, 11),
    });
    const u = user();
    renderAt(`/observe/team/${TEAM}?tabs=results`);
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(10);
    await u.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(
      `/api/fixture/search?teamId=${TEAM}&status=finished&sort=desc&pageIndex=1&pageSize=10`,
    );
  });

  it('lists the competitions the team plays in, linked to their public pages', async () => {
    setup();
    renderAt(`/observe/team/${TEAM}?tabs=competitions`);
    const list = await screen.findByRole('list', { name: 'Competitions' });
    expect(within(list).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    expect(within(list).getByRole('link', { name: 'Sunday League' })).toHaveAttribute(
      'href',
      `/observe/league/${LEAGUE}`,
    );
  });

  it('says what is missing when a tab has nothing', async () => {
    setup({ empty: true });
    const u = user();
    renderAt();
    expect(await screen.findByText('No players on the roster yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Fixtures' }));
    expect(await screen.findByText('No fixtures to come.')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Results' }));
    expect(await screen.findByText('No results yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Competitions' }));
    expect(await screen.findByText('The team has not entered a competition yet.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown team', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderAt();
    expect(await screen.findByText('This team does not exist or was deleted.')).toBeInTheDocument();
  });

  describe('favourite toggle', () => {
    it('is absent for anonymous users, whose favourites are never loaded', async () => {
      const { calls } = setup({ signedIn: false });
      renderAt();
      await screen.findByRole('list', { name: 'Current players' });
      expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/favorite'))).toBe(false);
    });

    it('posts a favourite and then reloads the favourites when the team is not one', async () => {
      let ids: string[] = [];
      const { calls } = setup({ signedIn: true, favoriteIds: () => ids });
      renderAt();
      const add = await screen.findByRole('button', { name: 'Add to favourites' });
      await waitFor(() => expect(add).toBeEnabled());
      ids = [TEAM];
      await user().click(add);
      expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
      const sequence = calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes('favorite'));
      expect(sequence).toEqual([
        'GET /api/favorite',
        `POST /api/teams/${TEAM}/favorite`,
        'GET /api/favorite',
      ]);
    });

    it('deletes the favourite and then reloads the favourites when the team is one', async () => {
      let ids = [TEAM];
      const { calls } = setup({ signedIn: true, favoriteIds: () => ids });
      renderAt();
      const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
      ids = [];
      await user().click(remove);
      expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
      const sequence = calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes('favorite'));
      expect(sequence).toEqual([
        'GET /api/favorite',
        `DELETE /api/teams/${TEAM}/favorite`,
        'GET /api/favorite',
      ]);
    });
  });
});
