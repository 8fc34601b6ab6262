import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap, viewports } from '../support/screenshots.ts';

// Issue 13's quality bar: no accessibility violation of axe-core's `serious` or `critical` level (WCAG 2.1 A and
// AA rules) on any public page, at desktop and at phone width. The data every page shows (a league with its own
// site, a competition with teams, stages, fixtures and a result, news, a venue, players) is made through the API
// first, as the journeys do; then a visitor, not signed in, opens each page and axe checks it.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function put<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.put(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Seeded = {
  organiserId: string;
  subdomain: string;
  leagueId: string;
  champId: string;
  teamId: string;
  playerId: string;
  venueId: string;
  newsId: string;
  /** A match with a result (timeline, line-ups, stats, media). */
  playedId: string;
  /** A match still to come (its preview). */
  upcomingId: string;
  /** A match under way. */
  liveId: string;
};

/** A league with its own site, a competition of four teams with a league stage, a result, news, a venue. */
async function seed(api: APIRequestContext): Promise<Seeded> {
  const run = randomUUID().slice(0, 6);
  const organiser = await registerByApi(api, newAccount('Ada Access'));
  const subdomain = `a11y-${run}`;
  const league = await post<{ id: string }>(api, '/api/champ-leagues', {
    name: `Access League ${run}`,
    sportKindId: 'football',
    subdomain,
    description: 'Five-a-side on Sunday mornings, open to everyone.',
  });
  await put(api, `/api/champ-leagues/${league.id}/page-configuration`, {
    primaryColor: '#1c7ed6',
    welcomeText: 'Welcome to the Access League!',
    links: [{ label: 'Rules', url: 'https://example.com/rules' }],
  });
  const champ = await post<{ id: string }>(api, '/api/champs', {
    champLeagueId: league.id,
    name: `Access Cup ${run}`,
    season: '2026',
  });
  const teamIds: string[] = [];
  let playerId = '';
  for (const [index, name] of ['Harbour', 'Quarry', 'Meadow', 'Summit'].entries()) {
    const team = await post<{ id: string }>(api, '/api/teams', {
      name: `${name} ${run}`,
      shortName: name.slice(0, 3).toUpperCase(),
      sportKindId: 'football',
    });
    teamIds.push(team.id);
    await post(api, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    const player = await post<{ id: string }>(api, '/api/player', {
      name: `${name} Striker ${run}`,
      sportKindId: 'football',
      shirtNumber: 9 + index,
      position: 'Forward',
    });
    playerId ||= player.id;
    await post(api, `/api/teams/${team.id}/player`, {
      playerId: player.id,
      shirtNumber: 9 + index,
      position: 'Forward',
    });
    await post(api, '/api/champ-team-players', {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
      shirtNumber: 9 + index,
    });
  }
  const stage = await post<{ id: string }>(api, `/api/champs/${champ.id}/stage`, {
    type: 'league',
    name: 'Regular season',
  });
  const today = new Date().toISOString().slice(0, 10);
  const fixtures = await post<{ items: { id: string }[] }>(api, '/api/fixture/generate', {
    stageId: stage.id,
    startDate: today,
    kickoffTime: '18:00',
  });
  const [played, upcoming, live] = fixtures.items as [{ id: string }, { id: string }, { id: string }];
  const venue = await post<{ id: string }>(api, '/api/venues', {
    name: `Riverside Park ${run}`,
    address: '1 Mill Lane',
    city: 'Bristol',
    country: 'England',
    surface: 'grass',
    capacity: 2500,
  });
  await put(api, `/api/fixture/${played.id}`, { venueId: venue.id });
  await put(api, `/api/fixture/${played.id}/score`, { homeScore: 2, awayScore: 1 });
  // A match under way: the home page's "Live now", the red live badges and the running clock.
  await put(api, `/api/fixture/${live.id}`, { status: 'live' });
  const news = await post<{ id: string }>(api, `/api/champs/${champ.id}/news`, {
    title: `Access Cup kicks off ${run}`,
    body: '<p>The season starts this <strong>Sunday</strong>. <a href="https://example.com">Read the rules</a>.</p>',
  });
  return {
    organiserId: organiser.user.id,
    subdomain,
    leagueId: league.id,
    champId: champ.id,
    teamId: teamIds[0]!,
    playerId,
    venueId: venue.id,
    newsId: news.id,
    playedId: played.id,
    upcomingId: upcoming.id,
    liveId: live.id,
  };
}

/** Every public page, by the router's paths (apps/web/src/app/router.tsx and the league site's routes). */
function publicPages(s: Seeded, port: string): string[] {
  const champ = `/observe/competition/${s.champId}`;
  const match = `/observe/match-center/${s.playedId}`;
  const team = `/observe/team/${s.teamId}`;
  const leagueSite = `http://${s.subdomain}.localhost:${port}`;
  return [
    '/',
    '/sports',
    '/competitions',
    `/observe/league/${s.leagueId}`,
    champ,
    ...['standings', 'players', 'teams', 'chat'].map((tab) => `${champ}?tabs=${tab}`),
    match,
    ...['lineups', 'stats', 'media'].map((tab) => `${match}?tabs=${tab}`),
    `/observe/match-center/${s.upcomingId}`,
    `/observe/match-center/${s.liveId}`,
    team,
    ...['fixtures', 'results', 'competitions'].map((tab) => `${team}?tabs=${tab}`),
    `/observe/player/${s.playerId}`,
    `/observe/venue/${s.venueId}`,
    `/news/${s.newsId}`,
    `/user-profile/${s.organiserId}`,
    '/calendar',
    '/search?q=Access',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=no-such-token',
    '/verify-email?token=no-such-token',
    '/contact-us',
    '/about-us',
    '/how-it-works',
    '/services',
    '/pricing',
    '/cases',
    '/faq',
    '/efootball-championship',
    '/organize-fifa-competition',
    '/efootball-cooperative-gaming-events',
    '/donate',
    '/terms-and-conditions',
    '/privacy-policy',
    `/widget/champ/${s.champId}/standings`,
    `/widget/champ/${s.champId}/fixtures`,
    `/widget/champ/${s.champId}/results`,
    `/widget/champ/${s.champId}/standings?theme=dark`,
    '/no-such-page',
    `${leagueSite}/`,
    `${leagueSite}/champ/${s.champId}`,
    `${leagueSite}/champ/${s.champId}?tabs=standings`,
  ];
}

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

let seeded: Seeded;

test.beforeAll(async () => {
  // The accessibility checks' own server (playwright.config.ts picks its port and hands it down through the environment).
  const api = await playwrightRequest.newContext({
    baseURL: `http://localhost:${process.env.E2E_A11Y_PORT}`,
  });
  seeded = await seed(api);
  await api.dispose();
});

for (const [label, viewport] of Object.entries(viewports)) {
  test(`public pages have no serious or critical axe violations (${label})`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    // Stay off the internet (embedded maps, videos, external images); league sites are `*.localhost`.
    await page.context().route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost[:/])/, (route) => route.abort());
    const port = process.env.E2E_A11Y_PORT ?? '';
    for (const path of publicPages(seeded, port)) {
      await test.step(path, async () => {
        await page.goto(path);
        await settle(page);
        await expectNoBlockingViolations(page, `${path} (${label})`);
        // A few pages into e2e/screenshots (both widths), to look at after a change of colours.
        const name = label === 'desktop' ? snapNameOf(path, seeded) : undefined;
        if (name) await snap(page, name);
      });
    }
    if (label === 'phone') {
      await test.step('the phone navigation menu, open', async () => {
        await page.goto('/');
        await settle(page);
        await page.getByRole('button', { name: 'Toggle navigation' }).click();
        await expect(page.getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
        await page.waitForTimeout(300);
        await expectNoBlockingViolations(page, '/ with the navigation menu open (phone)');
      });
    }
  });
}

/** The pages whose screenshots are kept (`a11y-<name>-{desktop,phone}.png`). */
function snapNameOf(path: string, s: Seeded): string | undefined {
  const names: Record<string, string> = {
    '/': 'a11y-home',
    [`/observe/competition/${s.champId}?tabs=standings`]: 'a11y-standings',
    [`/observe/match-center/${s.playedId}`]: 'a11y-match',
    [`/observe/player/${s.playerId}`]: 'a11y-player',
    '/calendar': 'a11y-calendar',
    '/about-us': 'a11y-static',
    [`/widget/champ/${s.champId}/standings?theme=dark`]: 'a11y-widget-dark',
  };
  return (
    names[path] ??
    (path.endsWith(`.localhost:${process.env.E2E_A11Y_PORT}/`) ? 'a11y-league-site' : undefined)
  );
}

/** Runs axe (WCAG 2.1 A and AA rules) and fails softly, listing each rule, its help and the failing elements. */
async function expectNoBlockingViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_A_AA).analyze();
  const report = results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ')}`)
          .join('\n'),
    );
  expect.soft(report, `axe violations on ${where}`).toEqual([]);
}

/** Waits until the page has loaded its data and its skeletons and transitions are gone. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.locator('#root > :not(style)').first()).toBeVisible();
  // Mantine's enter transitions (opacity) would skew the colour-contrast check.
  await page.waitForTimeout(300);
}
