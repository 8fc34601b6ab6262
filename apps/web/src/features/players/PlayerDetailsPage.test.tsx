import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { PlayerDetailsPage } from './PlayerDetailsPage.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';
const LEAGUE = '00000000-0000-4000-8000-000000000001';
const CHAMP = '00000000-0000-4000-8000-000000000002';
const TEAM = '00000000-0000-4000-8000-000000000007';
const AWAY = '00000000-0000-4000-8000-000000000008';
const ENTRY = '00000000-0000-4000-8000-000000000009';
const FIXTURE = '00000000-0000-4000-8000-000000000010';
const MEDIA = '00000000-0000-4000-8000-000000000011';

const player = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  name: 'Ada Striker',
  photo: null,
  sportKindId: 'football',
  sportKind: { id: 'football', name: 'football', displayName: 'Football' },
  shirtNumber: 9,
  position: 'Forward',
  birthDate: '2000-05-01',
  nationality: 'Welsh',
  ownerId: 'owner-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: false,
  ...overrides,
});
const line = {
  appearances: 12,
  starts: 10,
  minutes: 950,
  goals: 7,
  penaltyGoals: 1,
  ownGoals: 0,
  assists: 3,
  yellowCards: 2,
  redCards: 0,
  events: {},
};
const stats = {
  items: [
    {
      ...line,
      champLeagueRef: { id: LEAGUE, name: 'Sunday League' },
      champ: { id: CHAMP, name: 'Spring Cup', season: '2026' },
      team: { id: TEAM, name: 'Lions FC' },
      champId: CHAMP,
      teamId: TEAM,
    },
  ],
  totalItems: 1,
};
const match = {
  id: FIXTURE,
  champ: { id: CHAMP, name: 'Spring Cup' },
  champLeagueRef: { id: LEAGUE, name: 'Sunday League' },
  homeTeam: { id: TEAM, name: 'Lions FC' },
  awayTeam: { id: AWAY, name: 'Tigers' },
  homeScore: 2,
  awayScore: 1,
  startDate: '2026-03-01T15:00:00.000Z',
  status: 'finished',
  teamId: TEAM,
  media: {
    items: [{ id: MEDIA, url: 'images/goal.webp', kind: 'image', title: 'The winner' }],
    totalItems: 3,
  },
};
const rosterEntry = {
  id: ENTRY,
  teamId: TEAM,
  teamName: 'Lions FC',
  playerId: ID,
  name: 'Ada Striker',
  photo: null,
  shirtNumber: 9,
  position: 'Forward',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const paged = (items: unknown[], pageIndex = 0, pageSize = 20, totalItems = items.length) => ({
  items,
  totalItems,
  pageIndex,
  pageSize,
});
const favorites = (playerIds: string[]) => ({
  players: playerIds.map((id) => ({
    id,
    name: 'Ada Striker',
    imageUrl: null,
    sportKindId: 'football',
    addedAt: '2026-01-01T00:00:00.000Z',
  })),
  teams: [],
  champs: [],
  champLeagues: [],
});

type Options = {
  signedIn?: boolean;
  canEdit?: boolean;
  favoriteIds?: () => string[];
  ownerFails?: boolean;
  matches?: (url: URL) => unknown;
};

function setup({ signedIn = false, canEdit = false, favoriteIds = () => [], ownerFails, matches }: Options) {
  return mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    [`GET /api/player/${ID}`]: { body: player({ canEdit }) },
    [`GET /api/player/${ID}/overallstats`]: {
      body: { ...line, playerId: ID, updatedAt: '2026-01-01T00:00:00.000Z' },
    },
    [`GET /api/player/${ID}/stats`]: { body: stats },
    [`GET /api/player/${ID}/teams`]: { body: paged([rosterEntry], 0, 100) },
    [`GET /api/fixture/player/${ID}`]: ({ url }) => ({ body: matches ? matches(url) : paged([match]) }),
    'GET /api/user/owner-1/profile': ownerFails
      ? { status: 500, body: { code: 'boom', title: 'Boom', status: 500 } }
      : { body: { id: 'owner-1', name: 'Olga Owner', image: null, createdAt: '2026-01-01T00:00:00.000Z' } },
    'GET /api/favorite': () => ({ body: favorites(favoriteIds()) }),
    'GET /api/champ-registration/userplayerteamrequests': { body: paged([]) },
    [`POST /api/player/${ID}/favorite`]: { body: { kind: 'player', id: ID, favorite: true } },
    [`DELETE /api/player/${ID}/favorite`]: { body: { kind: 'player', id: ID, favorite: false } },
  });
}

function renderAt(path: string, mode: 'admin' | 'observe') {
  const pattern = mode === 'admin' ? '/admin/players/details/:playerId' : '/observe/player/:playerId';
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={<PlayerDetailsPage mode={mode} />} />
    </Routes>,
    { route: path },
  );
}

const user = () => userEvent.setup();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlayerDetailsPage', () => {
  it('loads the player, the overall stats and the stats on entering, and shows the summary', async () => {
    const { calls } = setup({});
    renderAt(`/observe/player/${ID}`, 'observe');
    expect(await screen.findByRole('heading', { name: 'Ada Striker' })).toBeInTheDocument();
    expect(screen.getByText('Football')).toBeInTheDocument();
    expect(screen.getByText('Forward')).toBeInTheDocument();
    expect(screen.getByText('Welsh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Stats in Sunday League' });
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toContain(`GET /api/player/${ID}`);
    expect(paths).toContain(`GET /api/player/${ID}/overallstats`);
    expect(paths).toContain(`GET /api/player/${ID}/stats?groupingOption=1`);
  });

  it('takes the player id from a passed-in property when there is no route parameter', async () => {
    setup({});
    renderWithProviders(<PlayerDetailsPage mode="observe" playerId={ID} />, { route: '/somewhere' });
    expect(await screen.findByRole('heading', { name: 'Ada Striker' })).toBeInTheDocument();
  });

  it('groups the stats by league name, a table per league with the stat columns', async () => {
    setup({});
    renderAt(`/admin/players/details/${ID}`, 'admin');
    const league = await screen.findByRole('region', { name: 'Stats in Sunday League' });
    const table = within(league).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Competition', 'Team', 'Apps', 'Min', 'Goals', 'Assists', 'Yellow', 'Red']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Spring Cup');
    expect(row).toHaveTextContent('950');
  });

  it('links competitions and teams to the admin pages in admin mode', async () => {
    setup({});
    renderAt(`/admin/players/details/${ID}`, 'admin');
    const league = await screen.findByRole('region', { name: 'Stats in Sunday League' });
    expect(within(league).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/admin/competitions/details/${CHAMP}`,
    );
    expect(within(league).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/admin/teams/details/${TEAM}`,
    );
    await user().click(screen.getByRole('tab', { name: 'Teams' }));
    const teams = await screen.findByRole('list', { name: 'Teams' });
    expect(within(teams).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/admin/teams/details/${TEAM}`,
    );
    expect(teams).toHaveTextContent('1 Jan 2026 – 31 Dec 2026');
  });

  it('links competitions and teams to the public pages in observe mode, and the owner to their profile', async () => {
    setup({});
    renderAt(`/observe/player/${ID}`, 'observe');
    const league = await screen.findByRole('region', { name: 'Stats in Sunday League' });
    expect(within(league).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    expect(within(league).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/observe/team/${TEAM}`,
    );
    expect(await screen.findByRole('link', { name: 'Olga Owner' })).toHaveAttribute(
      'href',
      '/user-profile/owner-1',
    );
    await user().click(screen.getByRole('tab', { name: 'Matches' }));
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(within(matches).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
  });

  it('shows each match with its media count and thumbnails', async () => {
    setup({});
    renderAt(`/observe/player/${ID}?tabs=matches`, 'observe');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(matches).toHaveTextContent('2 : 1');
    expect(within(matches).getByText('3 media items')).toBeInTheDocument();
    expect(within(matches).getByRole('img', { name: 'The winner' })).toHaveAttribute(
      'src',
      '/storage/images/goal.webp',
    );
  });

  it('links each match to its match page, and shows videos as links rather than thumbnails', async () => {
    setup({
      matches: () =>
        paged([
          {
            ...match,
            media: {
              items: [
                { id: MEDIA, url: 'images/goal.webp', kind: 'photo', title: 'The winner' },
                { id: OTHER, url: 'https://youtu.be/abcdefghijk', kind: 'video', title: 'Highlights' },
              ],
              totalItems: 2,
            },
          },
        ]),
    });
    renderAt(`/admin/players/details/${ID}?tabs=matches`, 'admin');
    const matches = await screen.findByRole('list', { name: 'Matches' });
    // The public match page in both modes: the admin match sheet is for those who run the match.
    // Its name begins with the score it shows (WCAG 2.5.3, label in name).
    const score = within(matches).getByRole('link', { name: '2 : 1, match page: Lions FC – Tigers' });
    expect(score).toHaveTextContent('2 : 1');
    expect(score).toHaveAttribute('href', `/observe/match-center/${FIXTURE}`);
    expect(within(matches).getByRole('link', { name: 'The winner' })).toHaveAttribute(
      'href',
      `/observe/match-center/${FIXTURE}?tabs=media`,
    );
    expect(within(matches).getByRole('link', { name: 'Highlights' })).toHaveAttribute(
      'href',
      'https://youtu.be/abcdefghijk',
    );
    expect(within(matches).getAllByRole('img')).toHaveLength(1);
  });

  it('loads matches 20 a page, loads the next page on demand, and searches by team name', async () => {
    const firstPage = Array.from({ length: 20 }, (_, i) => ({
      ...match,
      id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
    }));
    const { calls } = setup({
      matches: (url) => {
        const pageIndex = Number(url.searchParams.get('pageIndex'));
        if (url.searchParams.get('teamName')) return paged([], 0, 20, 0);
        return pageIndex === 0 ? paged(firstPage, 0, 20, 21) : paged([{ ...match, id: OTHER }], 1, 20, 21);
      },
    });
    const u = user();
    renderAt(`/observe/player/${ID}?tabs=matches`, 'observe');
    const list = await screen.findByRole('list', { name: 'Matches' }, { timeout: 3000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await u.click(screen.getByRole('button', { name: 'Load more matches' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Load more matches' })).not.toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Search matches by team name' }), 'Tig');
    expect(
      await screen.findByText('No match of a team whose name contains “Tig”.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const matchCalls = calls.filter((c) => c.path.startsWith(`/api/fixture/player/${ID}`)).map((c) => c.path);
    expect(matchCalls[0]).toBe(`/api/fixture/player/${ID}?pageIndex=0&pageSize=20`);
    expect(matchCalls).toContain(`/api/fixture/player/${ID}?pageIndex=1&pageSize=20`);
    expect(matchCalls.at(-1)).toBe(`/api/fixture/player/${ID}?pageIndex=0&pageSize=20&teamName=Tig`);
  }, 15_000);

  it('says what is missing when a tab has nothing', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/player/${ID}`]: { body: player() },
      [`GET /api/player/${ID}/overallstats`]: {
        body: { ...line, playerId: ID, updatedAt: '2026-01-01T00:00:00.000Z' },
      },
      [`GET /api/player/${ID}/stats`]: { body: { items: [], totalItems: 0 } },
      [`GET /api/player/${ID}/teams`]: { body: paged([], 0, 100) },
      [`GET /api/fixture/player/${ID}`]: { body: paged([]) },
      'GET /api/user/owner-1/profile': {
        body: { id: 'owner-1', name: 'Olga Owner', image: null, createdAt: '2026-01-01T00:00:00.000Z' },
      },
    });
    const u = user();
    renderAt(`/observe/player/${ID}`, 'observe');
    expect(await screen.findByText(/No stats yet/)).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText(/No matches yet/)).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(await screen.findByText(/Not on any team’s roster yet/)).toBeInTheDocument();
  });

  it('only logs a failed owner profile load and shows the page anyway', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ ownerFails: true });
    renderAt(`/observe/player/${ID}`, 'observe');
    expect(await screen.findByRole('heading', { name: 'Ada Striker' })).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Owner’s profile' })).toHaveAttribute(
      'href',
      '/user-profile/owner-1',
    );
    expect(await screen.findByRole('region', { name: 'Stats in Sunday League' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows edit controls only when the player can be edited', async () => {
    setup({ canEdit: true });
    renderAt(`/admin/players/details/${ID}`, 'admin');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/players/edit/${ID}`,
    );
    expect(screen.getByRole('button', { name: 'Delete player' })).toBeInTheDocument();
  });

  it('hides edit controls when the player cannot be edited', async () => {
    setup({ canEdit: false });
    renderAt(`/admin/players/details/${ID}`, 'admin');
    await screen.findByRole('heading', { name: 'Ada Striker' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete player' })).not.toBeInTheDocument();
  });

  describe('what only a signed-in user sees', () => {
    it('is absent for a visitor who is not signed in, and nothing of it is asked for', async () => {
      const { calls } = setup({ signedIn: false });
      renderAt(`/observe/player/${ID}`, 'observe');
      await screen.findByRole('region', { name: 'Stats in Sunday League' });
      expect(screen.queryByRole('button', { name: 'Offer to my team' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Contracts and offers' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/champ-registration'))).toBe(false);
    });

    it('opens the offer dialog from the header', async () => {
      setup({ signedIn: true });
      renderAt(`/observe/player/${ID}`, 'observe');
      await user().click(await screen.findByRole('button', { name: 'Offer to my team' }));
      expect(
        await screen.findByRole('dialog', { name: 'Offer Player to join my Team' }, { timeout: 3000 }),
      ).toBeInTheDocument();
    });

    it('shows the player’s editor the requests section, whose button opens the ask-to-join dialog', async () => {
      setup({ signedIn: true, canEdit: true });
      renderAt(`/observe/player/${ID}`, 'observe');
      expect(await screen.findByRole('heading', { name: 'Contracts and offers' })).toBeInTheDocument();
      await user().click(await screen.findByRole('button', { name: 'Ask to join a team' }));
      expect(
        await screen.findByRole('dialog', { name: 'Ask a team to take Ada Striker' }, { timeout: 3000 }),
      ).toBeInTheDocument();
    });
  });

  describe('favourite toggle', () => {
    it('is absent for anonymous users, whose favourites are never loaded', async () => {
      const { calls } = setup({ signedIn: false });
      renderAt(`/observe/player/${ID}`, 'observe');
      await screen.findByRole('heading', { name: 'Ada Striker' });
      await screen.findByRole('region', { name: 'Stats in Sunday League' });
      expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/favorite'))).toBe(false);
    });

    it('posts a favourite and then reloads the favourites when the player is not one', async () => {
      let ids: string[] = [];
      const { calls } = setup({ signedIn: true, favoriteIds: () => ids });
      renderAt(`/observe/player/${ID}`, 'observe');
      const add = await screen.findByRole('button', { name: 'Add to favourites' });
      await waitFor(() => expect(add).toBeEnabled());
      ids = [ID];
      await user().click(add);
      expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
      const sequence = calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes('favorite'));
      expect(sequence).toEqual(['GET /api/favorite', `POST /api/player/${ID}/favorite`, 'GET /api/favorite']);
    });

    it('deletes the favourite and then reloads the favourites when the player is one', async () => {
      let ids = [ID];
      const { calls } = setup({ signedIn: true, favoriteIds: () => ids });
      renderAt(`/observe/player/${ID}`, 'observe');
      const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
      ids = [];
      await user().click(remove);
      expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
      const sequence = calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes('favorite'));
      expect(sequence).toEqual([
        'GET /api/favorite',
        `DELETE /api/player/${ID}/favorite`,
        'GET /api/favorite',
      ]);
    });
  });
});
