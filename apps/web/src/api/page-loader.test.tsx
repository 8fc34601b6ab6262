import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../app/HubProvider.tsx';
import { createQueryClient } from '../app/providers.tsx';
import { RuntimeConfigProvider } from '../app/RuntimeConfigProvider.tsx';
import { createRoutes } from '../app/router.tsx';
import { calendarFixture, page as calendarPage } from '../features/calendar/test-data.ts';
import { footballSport, testRuntimeConfig } from '../features/leagues/test-utils.tsx';
import { toSettings } from '../features/registrations/test-data.ts';
import {
  aChamp,
  aLeague,
  aStage,
  CHAMP,
  id,
  LEAGUE,
  LIONS,
  noCheckIn,
} from '../features/widgets/test-data.ts';
import { isPhoneScreen, PHONE_MEDIA_QUERY } from '../lib/phone-screen.tsx';
import { FakeSocket } from '../test/fake-hub-socket.ts';
import { mockServer } from '../test/render.tsx';
import { queryKeys } from './query-keys.ts';

/**
 * A public page's route loader (api/page-loader.ts, ADR 0026) reads what the page's first screen shows, with the
 * query definitions its components use: when the page first shows, everything it reads has been read, once, and
 * nothing is asked again afterwards. A component that asks for something its loader does not read (a new
 * query, a changed page size) fails here, as does a loader reading with another key than its component.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Answers = Record<string, { body: unknown }>;

/**
 * The app's routes at `path`, as the browser runs them (its query client), against the canned answers; on a
 * phone's screen when `phone`.
 */
function renderRoute(path: string, server: Answers, { phone = false } = {}) {
  const { calls } = mockServer(server);
  if (phone) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (media: string) =>
        ({
          matches: media === PHONE_MEDIA_QUERY,
          media,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  }
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
  const router = createMemoryRouter(createRoutes({ queryClient, timeZone: 'UTC', isPhone: isPhoneScreen }), {
    initialEntries: [path],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RuntimeConfigProvider>
            <HubProvider openSocket={() => new FakeSocket()}>
              <RouterProvider router={router} />
            </HubProvider>
          </RuntimeConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const reads = () =>
    calls.filter((call) => call.method === 'GET' && !call.path.startsWith('/chat/')).map((call) => call.path);
  // What the route loaders had read when the page first rendered (the router renders it once they are done).
  let beforeRender: string[] | undefined;
  const stop = router.subscribe((state) => {
    if (!state.initialized || beforeRender) return;
    beforeRender = reads();
    stop();
  });
  const readsBeforeRender = () => beforeRender;
  return { reads, readsBeforeRender, queryClient };
}

/** Lets lazy parts load and effects run, and any request they start be made. */
async function settle() {
  await act(() => new Promise((done) => setTimeout(done, 300)));
}

/** Each read made once: a second one is a component asking for what its loader read under another key. */
function expectEachOnce(paths: string[]) {
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
}

/** Nothing read that no component on screen reads: a loader reading a hidden tab's data, or with a stray key. */
function expectNoneUnused(queryClient: QueryClient) {
  const unused = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() === 0 && query.queryKey !== queryKeys.runtimeConfig)
    .map((query) => query.queryKey);
  expect(unused).toEqual([]);
}

const pageConfiguration = {
  champLeagueId: LEAGUE,
  primaryColor: null,
  secondaryColor: null,
  bannerImage: null,
  welcomeText: 'Sunday mornings on the harbour pitches.',
  links: [],
};
const emptyPage = (pageSize: number) => ({ items: [], totalItems: 0, pageIndex: 0, pageSize });

describe('a public page’s route loader', () => {
  it('reads everything the competition page shows first, once', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      [`GET /api/champs/${CHAMP}`]: { body: aChamp() },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
      [`GET /api/fixture/champ/${CHAMP}`]: { body: { items: [], totalItems: 0 } },
      [`GET /api/champs/${CHAMP}/teams`]: { body: emptyPage(500) },
      [`GET /api/champs/${CHAMP}/registration`]: { body: toSettings({ champId: CHAMP }) },
      [`GET /api/champs/${CHAMP}/check-in`]: { body: noCheckIn() },
      [`GET /api/champs/${CHAMP}/news`]: { body: emptyPage(5) },
    };
    const { reads } = renderRoute(`/observe/competition/${CHAMP}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aChamp().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(screen.getByRole('tab', { name: 'Fixtures' })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  it('reads everything the league page shows first, once', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: { body: pageConfiguration },
      [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
        body: { items: [aChamp()], totalItems: 1, pageIndex: 0, pageSize: 20 },
      },
      [`GET /api/champ-leagues/${LEAGUE}/news`]: { body: emptyPage(5) },
    };
    const { reads } = renderRoute(`/observe/league/${LEAGUE}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aLeague().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(screen.getByText('Sunday mornings on the harbour pitches.')).toBeVisible();
    expect(screen.getByRole('link', { name: aChamp().name })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  // Issue 26, item 7: the ratings tab of a league and of a competition, read before the page shows when it
  // opens on that tab (and not otherwise: the two tests above list every read of the default tabs).
  it.each([
    ['league', `/observe/league/${LEAGUE}?tabs=ratings`, `/api/champ-leagues/${LEAGUE}/teams/rating`],
    ['competition', `/observe/competition/${CHAMP}?tabs=ratings`, `/api/champs/${CHAMP}/teams/rating`],
  ])(
    'reads the ratings a %s page opened on its ratings tab shows, once',
    async (_page, path, ratingsPath) => {
      const server: Answers = {
        'GET /security/v1/auth/get-session': { body: null },
        'GET /api/sport-types': { body: [footballSport] },
        [`GET /api/champs/${CHAMP}`]: { body: aChamp() },
        [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
        [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: { body: pageConfiguration },
        [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
          body: { items: [aChamp()], totalItems: 1, pageIndex: 0, pageSize: 20 },
        },
        [`GET /api/champ-leagues/${LEAGUE}/news`]: { body: emptyPage(5) },
        [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
        [`GET /api/fixture/champ/${CHAMP}`]: { body: { items: [], totalItems: 0 } },
        [`GET /api/champs/${CHAMP}/teams`]: { body: emptyPage(500) },
        [`GET /api/champs/${CHAMP}/registration`]: { body: toSettings({ champId: CHAMP }) },
        [`GET /api/champs/${CHAMP}/check-in`]: { body: noCheckIn() },
        [`GET /api/champs/${CHAMP}/news`]: { body: emptyPage(5) },
        [`GET ${ratingsPath}`]: {
          body: {
            items: [
              { teamId: LIONS, teamName: 'Lions', rating: 1523.4, played: 2 },
              { teamId: id(11), teamName: 'Tigers', rating: 1476.6, played: 2 },
            ],
            totalItems: 2,
          },
        },
      };
      const { reads, readsBeforeRender } = renderRoute(path, server);
      const lions = await screen.findByRole('link', { name: 'Lions' }, { timeout: 8000 });
      expect(lions).toHaveAttribute('href', `/observe/team/${LIONS}`);
      expect(screen.getByRole('tab', { name: 'Ratings', selected: true })).toBeVisible();
      expect(screen.getByText('1523')).toBeVisible();
      expect(readsBeforeRender()).toContain(ratingsPath);
      await settle();
      expectEachOnce(reads());
    },
  );

  it('reads everything the team page shows first, once, and nothing it does not show', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      [`GET /api/teams/${LIONS}`]: { body: aTeam() },
      [`GET /api/teams/${LIONS}/players`]: {
        body: { ...emptyPage(100), items: [rosterEntry], totalItems: 1 },
      },
      [`GET /api/teams/${LIONS}/news`]: { body: emptyPage(5) },
      [`GET /api/user/${OWNER}/profile`]: { body: owner },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute(`/observe/team/${LIONS}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aTeam().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(readsBeforeRender()).toEqual(loaded);
    expect(screen.getByRole('link', { name: rosterEntry.name })).toBeVisible();
    expect(screen.getByRole('link', { name: owner.name })).toBeVisible();
    expect(screen.getByText('Football')).toBeVisible();
    expect(screen.getByText('No news yet.')).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expectNoneUnused(queryClient);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  it('reads no roster for a team page that opens on another tab', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      [`GET /api/teams/${LIONS}`]: { body: aTeam() },
      [`GET /api/teams/${LIONS}/champs`]: { body: { ...emptyPage(100), items: [aChamp()], totalItems: 1 } },
      [`GET /api/teams/${LIONS}/news`]: { body: emptyPage(5) },
      [`GET /api/user/${OWNER}/profile`]: { body: owner },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute(
      `/observe/team/${LIONS}?tabs=competitions`,
      server,
    );
    expect(await screen.findByRole('link', { name: aChamp().name }, { timeout: 8000 })).toBeVisible();
    await settle();
    expect(readsBeforeRender()?.some((path) => path.startsWith(`/api/teams/${LIONS}`))).toBe(true);
    expect(reads().some((path) => path.startsWith(`/api/teams/${LIONS}/players`))).toBe(false);
    expectEachOnce(reads());
    expectNoneUnused(queryClient);
  });

  it('reads everything the player page shows first, once, and nothing it does not show', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/player/${PLAYER}`]: { body: aPlayer() },
      [`GET /api/player/${PLAYER}/overallstats`]: {
        body: { ...statsLine, playerId: PLAYER, updatedAt: STAMP },
      },
      [`GET /api/player/${PLAYER}/stats`]: { body: playerStats },
      [`GET /api/user/${OWNER}/profile`]: { body: owner },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute(`/observe/player/${PLAYER}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aPlayer().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(readsBeforeRender()).toEqual(loaded);
    expect(screen.getByRole('region', { name: 'Career totals' })).toBeVisible();
    expect(screen.getByRole('region', { name: `Stats in ${aLeague().name}` })).toBeVisible();
    expect(screen.getByRole('link', { name: owner.name })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expectNoneUnused(queryClient);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  it('reads everything the user profile page shows first, once, and nothing it does not show', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/user/${OWNER}/profile`]: { body: owner },
      [`GET /api/user/${OWNER}/stats`]: { body: userStats },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute(`/user-profile/${OWNER}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: owner.name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(readsBeforeRender()).toEqual(loaded);
    expect(screen.getByRole('region', { name: 'Figures' })).toBeVisible();
    expect(screen.getByRole('link', { name: aTeam().name })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expectNoneUnused(queryClient);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  it('reads the results the search page shows first, once', async () => {
    const result = {
      items: [
        {
          kind: 'team',
          id: LIONS,
          name: 'Harbour Lions',
          score: 1,
          sportKindId: 'football',
          image: null,
          parentId: null,
          parentName: null,
          excerpt: null,
          publishedAt: null,
        },
      ],
      totalItems: 1,
      pageIndex: 0,
      pageSize: 20,
      kinds: { league: 0, champ: 0, team: 1, player: 0, news: 0 },
    };
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      'GET /api/search': { body: result },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute('/search?q=Harbour', server);
    expect(await screen.findByRole('link', { name: 'Harbour Lions' }, { timeout: 8000 })).toBeVisible();
    const loaded = reads();
    expect(readsBeforeRender()).toEqual(loaded);
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expectNoneUnused(queryClient);
    expect(loaded.some((path) => path.startsWith('/api/search?'))).toBe(true);
  });

  it('reads the sports /sports lists before it shows', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
    };
    const { reads, readsBeforeRender } = renderRoute('/sports', server);
    expect(await screen.findByText(footballSport.displayName, {}, { timeout: 8000 })).toBeVisible();
    expect(readsBeforeRender()).toContain('/api/sport-types');
    await settle();
    expectEachOnce(reads());
  });

  it.each([
    [
      'the month’s whole weeks on a wide screen',
      false,
      '2026-02-23T00:00:00.000Z',
      '2026-04-05T23:59:59.999Z',
    ],
    [
      'four weeks from the day on a phone (its list)',
      true,
      '2026-03-18T00:00:00.000Z',
      '2026-04-14T23:59:59.999Z',
    ],
  ])('reads the fixtures the calendar shows first, once: %s', async (_screen, phone, from, to) => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      'GET /api/calendar': {
        body: calendarPage([calendarFixture({ startsAt: '2026-03-20T18:00:00.000Z' })]),
      },
    };
    const { reads, readsBeforeRender, queryClient } = renderRoute('/calendar?date=2026-03-18', server, {
      phone,
    });
    expect((await screen.findAllByRole('link', { name: /Harbour FC/ }, { timeout: 8000 }))[0]).toBeVisible();
    const loaded = reads();
    expect(readsBeforeRender()).toEqual(loaded);
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expectNoneUnused(queryClient);
    const calendarReads = loaded.filter((path) => path.startsWith('/api/calendar?'));
    expect(calendarReads).toHaveLength(1);
    const asked = new URL(calendarReads[0] ?? '', 'http://x').searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual([from, to]);
  });

  // A read that fails in a loader is left to the page: an unknown id shows the page's own not-found state.
  it.each([
    ['team', `/observe/team/${LIONS}`, 'This team does not exist or was deleted.'],
    ['player', `/observe/player/${PLAYER}`, 'This player does not exist or was deleted.'],
    ['user profile', `/user-profile/${OWNER}`, 'This user does not exist.'],
  ])('leaves an unknown %s to the page’s not-found state', async (_page, path, notFound) => {
    renderRoute(path, { 'GET /security/v1/auth/get-session': { body: null } });
    expect(await screen.findByText(notFound, {}, { timeout: 8000 })).toBeVisible();
  });
});

const STAMP = '2026-01-01T00:00:00.000Z';
const OWNER = id(40);
const PLAYER = id(30);
const owner = { id: OWNER, name: 'Olga Owner', image: null, createdAt: STAMP };

function aTeam() {
  return {
    id: LIONS,
    name: 'Lions FC',
    shortName: 'LIO',
    sportKindId: 'football',
    logo: null,
    teamLeagueId: null,
    ownerId: OWNER,
    createdAt: STAMP,
    updatedAt: STAMP,
    canEdit: false,
  };
}

const rosterEntry = {
  id: id(50),
  teamId: LIONS,
  teamName: 'Lions FC',
  playerId: PLAYER,
  name: 'Ada Striker',
  photo: null,
  shirtNumber: 9,
  position: null,
  startDate: null,
  endDate: null,
  createdAt: STAMP,
};

function aPlayer() {
  return {
    id: PLAYER,
    name: 'Ada Striker',
    photo: null,
    sportKindId: 'football',
    sportKind: { id: 'football', name: 'football', displayName: 'Football' },
    shirtNumber: 9,
    position: 'Forward',
    birthDate: null,
    nationality: null,
    ownerId: OWNER,
    createdAt: STAMP,
    updatedAt: STAMP,
    canEdit: false,
  };
}

const statsLine = {
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

const playerStats = {
  items: [
    {
      ...statsLine,
      champLeagueRef: { id: LEAGUE, name: aLeague().name },
      champ: { id: CHAMP, name: aChamp().name, season: '2026' },
      team: { id: LIONS, name: 'Lions FC' },
      champId: CHAMP,
      teamId: LIONS,
    },
  ],
  totalItems: 1,
};

const owned = (items: { id: string; name: string }[]) => ({
  totalItems: items.length,
  items: items.map((item) => ({ ...item, imageUrl: null, sportKindId: 'football' })),
});
const userStats = {
  userId: OWNER,
  teams: owned([{ id: LIONS, name: 'Lions FC' }]),
  players: owned([{ id: PLAYER, name: 'Ada Striker' }]),
  leagues: owned([]),
  champs: owned([]),
  favoritesCount: 2,
};
