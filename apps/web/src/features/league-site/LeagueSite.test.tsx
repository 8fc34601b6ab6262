import { MantineProvider } from '@mantine/core';
import type { PageConfiguration } from '@matchday/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { HubProvider } from '../../app/HubProvider.tsx';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { calendarFixture, page as calendarPage } from '../calendar/test-data.ts';
import { footballSport, testRuntimeConfig } from '../leagues/test-utils.tsx';
import { newsSummary, paged } from '../news/test-data.ts';
import { aChamp, aFixture, aLeague, aStage, CHAMP, id, LEAGUE, LIONS, STAGE } from '../widgets/test-data.ts';
import { leagueSiteRoutes } from './league-site-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = {
  primaryColor: '#1d3557',
  secondaryColor: '#e63946',
  bannerImage: null,
  welcomeText: 'Welcome to the Harbour Sunday League!',
  links: [{ label: 'League rules', url: 'https://example.com/rules' }],
};

function setup(
  path: string,
  leagues = [aLeague()],
  champ = aChamp(),
  config: Partial<PageConfiguration> = {},
  /** Calls whose path contains `path` wait for `until` before they are answered. */
  hold?: { path: string; until: Promise<void> },
  /** More answers, for the main site's public pages the league site shows too. */
  answers: Parameters<typeof mockServer>[0] = {},
) {
  const { calls } = mockServer({
    ...answers,
    'GET /api/champ-leagues': {
      body: { items: leagues, totalItems: leagues.length, pageIndex: 0, pageSize: 1 },
    },
    [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: { body: { ...page, ...config } },
    [`GET /api/champ-leagues/${LEAGUE}/news`]: {
      body: paged([newsSummary({ title: 'Derby day report', leagueId: LEAGUE })]),
    },
    'GET /api/calendar': {
      body: calendarPage([
        calendarFixture({
          leagueId: LEAGUE,
          champName: 'Autumn Cup',
          homeTeamName: 'Harbour FC',
          awayTeamName: 'Quarry United',
          status: 'live',
          homeScore: 1,
          awayScore: 0,
          startsAt: new Date().toISOString(),
        }),
      ]),
    },
    [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
      body: { items: [champ], totalItems: 1, pageIndex: 0, pageSize: 24 },
    },
    [`GET /api/champ-leagues/${LEAGUE}/teams`]: {
      body: {
        items: [{ id: LIONS, name: 'Lions', shortName: null, logo: null, champIds: [CHAMP] }],
        totalItems: 1,
        pageIndex: 0,
        pageSize: 60,
      },
    },
    [`GET /api/champs/${champ.id}`]: { body: champ },
    [`GET /api/champs/${champ.id}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
    [`GET /api/champs/${champ.id}/teams`]: {
      body: { items: [], totalItems: 0, pageIndex: 0, pageSize: 100 },
    },
    [`GET /api/stage/${STAGE}/stats`]: { body: { items: [], pageIndex: -1, pageSize: 100, totalItems: 0 } },
    [`GET /api/fixture/champ/${champ.id}`]: {
      body: { items: [aFixture(1, { status: 'finished', homeScore: 3, awayScore: 1 })], totalItems: 1 },
    },
    'GET /api/sport-types': { body: [footballSport] },
  });
  if (hold) {
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(hold.path)) await hold.until;
      return answer(input, init);
    });
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
  const router = createMemoryRouter(
    leagueSiteRoutes('harbour', { queryClient: client, timeZone: 'UTC', isPhone: () => false }),
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RuntimeConfigProvider>
          <HubProvider openSocket={() => new FakeSocket()}>
            <RouterProvider router={router} />
          </HubProvider>
        </RuntimeConfigProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, calls, view };
}

/** A promise to hold an answer back with (`setup`'s `hold`), and its release. */
function held() {
  let release = () => {};
  const until = new Promise<void>((done) => {
    release = done;
  });
  return { release, until };
}

/** The headings of the home page's sections, top to bottom. */
function sectionHeadings(container: HTMLElement) {
  return [...container.querySelectorAll('main h2')].map((h) => h.textContent);
}

describe('a league site', () => {
  it("shows a signed-in visitor's name, linking to their profile on the main site (one session, issue 30)", async () => {
    setup('/', [aLeague()], aChamp(), {}, undefined, {
      'GET /security/v1/auth/get-session': { body: signedInSession('User') },
    });
    const header = await screen.findByRole('banner', {}, { timeout: 8000 });
    const name = await within(header).findByRole('link', { name: 'Ada' });
    expect(name).toHaveAttribute('href', 'http://matchday.test:3000/admin/profile');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("sends /login?returnUrl=<a page here> to the main site's sign-in with this site's full address", async () => {
    const replace = vi.fn();
    const { protocol, host, hostname, port, origin, href } = window.location;
    vi.stubGlobal('location', { protocol, host, hostname, port, origin, href, replace });
    setup('/login?returnUrl=%2Fobserve%2Fmatch-center%2F9');
    await vi.waitFor(() => expect(replace).toHaveBeenCalled(), { timeout: 8000 });
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('http://matchday.test:3000/login');
    expect(target.searchParams.get('returnUrl')).toBe(`${window.location.origin}/observe/match-center/9`);
  });

  it("shows the league's own shell: name, welcome text, links, competitions, results and teams", async () => {
    setup('/');
    const header = await screen.findByRole('banner', {}, { timeout: 8000 });
    expect(within(header).getByText('Harbour Sunday League')).toBeInTheDocument();
    expect(header).toHaveStyle({ background: '#1d3557' });
    // Sign-in is on the main site, and comes back to this page of the league site (issue 30).
    const signIn = new URL(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href') ?? '');
    expect(`${signIn.origin}${signIn.pathname}`).toBe('http://matchday.test:3000/login');
    expect(signIn.searchParams.get('returnUrl')).toBe(`${window.location.origin}/`);
    expect(await screen.findByText('Welcome to the Harbour Sunday League!')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'League rules' })[0]).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
    expect(await screen.findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/champ/${CHAMP}`,
    );
    expect(await screen.findByTestId('compact-fixture')).toHaveTextContent('Lions3 – 1Tigers');
    expect(await screen.findByRole('link', { name: 'Lions' })).toHaveAttribute(
      'href',
      `/observe/team/${LIONS}`,
    );
  });

  it("shows every section by default: today's matches, competitions, the newest competition, news, teams", async () => {
    const { view, calls } = setup('/');
    expect(
      await screen.findByRole('heading', { name: "Today's matches" }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Derby day report' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Latest results' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Teams' });
    expect(sectionHeadings(view.container)).toEqual([
      "Today's matches",
      'Competitions',
      'Spring Cup',
      'News',
      'Teams',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Latest results',
      'Coming up',
      'Standings',
    ]);
    // Today, in the viewer's day, for this league only.
    const today = calls.find((c) => c.path.startsWith('/api/calendar'));
    expect(new URL(today?.path ?? '', 'http://x').searchParams.get('leagueId')).toBe(LEAGUE);
  });

  it('shows only the sections the league chose, in its order', async () => {
    const { view, calls } = setup('/', [aLeague()], aChamp(), {
      sections: ['news', 'standings', 'teams', 'fixtures'],
    });
    await screen.findByRole('heading', { name: 'Teams' }, { timeout: 8000 });
    await screen.findByRole('tab', { name: 'Standings' });
    expect(sectionHeadings(view.container)).toEqual(['News', 'Spring Cup', 'Teams']);
    // The chosen tabs in the chosen order, the first one open.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Standings', 'Coming up']);
    expect(screen.getByRole('tab', { name: 'Standings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('heading', { name: 'Competitions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Today's matches" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/calendar'))).toBe(false);
  });

  it('shows the page once its route loader has its first reads, all sections together', async () => {
    let release = () => {};
    const until = new Promise<void>((done) => {
      release = done;
    });
    const { view } = setup('/', [aLeague()], aChamp(), {}, { path: `/api/fixture/champ/${CHAMP}`, until });
    // The featured competition's fixtures are still out: the page waits for them (its route loader, ADR 0026),
    // so nothing is drawn and then pushed down when they come (issue 13, layout shift).
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByText('Welcome to the Harbour Sunday League!')).not.toBeInTheDocument();
    expect(sectionHeadings(view.container)).toEqual([]);
    release();
    await screen.findByRole('heading', { name: 'Teams' }, { timeout: 8000 });
    expect(screen.getByText('Welcome to the Harbour Sunday League!')).toBeVisible();
    expect(sectionHeadings(view.container).slice(0, 3)).toEqual([
      "Today's matches",
      'Competitions',
      'Spring Cup',
    ]);
  });

  it('shows a competition of the league at /champ/{id}', async () => {
    setup(`/champ/${CHAMP}`);
    // The competition page is a lazy chunk with many parts: the first load in a test takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Cup' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  // The main site's team and player pages, on the league's site, load with their route loaders too: the page
  // waits for its first screen's reads (here one held back) rather than drawing a skeleton and filling in.
  it('shows a team page once its route loader has the team, its roster and its owner', async () => {
    const { release, until } = held();
    setup(
      `/observe/team/${LIONS}`,
      [aLeague()],
      aChamp(),
      {},
      { path: `/api/teams/${LIONS}/players`, until },
      {
        [`GET /api/teams/${LIONS}`]: { body: lions },
        [`GET /api/teams/${LIONS}/players`]: { body: paged([lionsPlayer]) },
        [`GET /api/user/${OWNER}/profile`]: { body: owner },
      },
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lions FC' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Striker' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olga Owner' })).toBeInTheDocument();
  });

  it('shows a player page once its route loader has the player, their stats and their owner', async () => {
    const { release, until } = held();
    setup(
      `/observe/player/${PLAYER}`,
      [aLeague()],
      aChamp(),
      {},
      { path: `/api/player/${PLAYER}/stats`, until },
      {
        [`GET /api/player/${PLAYER}`]: { body: adaStriker },
        [`GET /api/player/${PLAYER}/overallstats`]: {
          body: { ...statsLine, playerId: PLAYER, updatedAt: STAMP },
        },
        [`GET /api/player/${PLAYER}/stats`]: { body: { items: [adaInSpringCup], totalItems: 1 } },
        [`GET /api/user/${OWNER}/profile`]: { body: owner },
      },
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Striker' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stats in Harbour Sunday League' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olga Owner' })).toBeInTheDocument();
  });

  it('says so for a competition of another league', async () => {
    const foreign = aChamp({ id: id(50), champLeagueId: id(51), name: 'Foreign Cup' });
    setup(`/champ/${foreign.id}`, [aLeague()], foreign);
    expect(
      await screen.findByRole('heading', { name: 'This league site does not exist' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Foreign Cup')).not.toBeInTheDocument();
  });

  it('says so for an unknown subdomain, with a link to the main site', async () => {
    setup('/', []);
    expect(
      await screen.findByRole('heading', { name: 'This league site does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find leagues and competitions on Matchday' })).toHaveAttribute(
      'href',
      'http://matchday.test:3000/competitions',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

const STAMP = '2026-01-01T00:00:00.000Z';
const OWNER = id(40);
const PLAYER = id(30);
const owner = { id: OWNER, name: 'Olga Owner', image: null, createdAt: STAMP };
const lions = {
  id: LIONS,
  name: 'Lions FC',
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: OWNER,
  createdAt: STAMP,
  updatedAt: STAMP,
  canEdit: false,
};
const lionsPlayer = {
  id: id(60),
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
const adaStriker = {
  id: PLAYER,
  name: 'Ada Striker',
  photo: null,
  sportKindId: 'football',
  sportKind: { id: 'football', name: 'football', displayName: 'Football' },
  shirtNumber: 9,
  position: null,
  birthDate: null,
  nationality: null,
  ownerId: OWNER,
  createdAt: STAMP,
  updatedAt: STAMP,
  canEdit: false,
};
const statsLine = {
  appearances: 3,
  starts: 3,
  minutes: 270,
  goals: 2,
  penaltyGoals: 0,
  ownGoals: 0,
  assists: 1,
  yellowCards: 0,
  redCards: 0,
  events: {},
};
const adaInSpringCup = {
  ...statsLine,
  champLeagueRef: { id: LEAGUE, name: 'Harbour Sunday League' },
  champ: { id: CHAMP, name: 'Spring Cup', season: '2026' },
  team: { id: LIONS, name: 'Lions FC' },
  champId: CHAMP,
  teamId: LIONS,
};
