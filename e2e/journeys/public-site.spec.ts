import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type ConsoleMessage, devices, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { LeagueSitePage, SearchPages, SiteFooter } from '../pages/PublicSitePages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { e2eBlogUrl } from '../support/public-site.ts';
import { snap } from '../support/screenshots.ts';

// The public site (issue 13, ADRs 0019–0021): an organiser sets up a league with its own site, a competition,
// dated fixtures, a player and news through the API; a visitor opens the league's site on its subdomain, reads
// the news, finds the player by a misspelt name, subscribes to a team's calendar feed (parsed with ical.js, an
// independent parser), browses the calendar and every static page of the footer.

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

interface Fixture {
  id: string;
  round: number;
  startsAt: string | null;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeTeamName: string | null;
  awayTeamName: string | null;
}

/** The feed's events as ical.js reads them: UID, summary, start and status. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
    };
  });
}

/** Console errors of a page from now on (a failed request, a React warning logged as an error…). */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  const listener = (message: ConsoleMessage) => {
    if (message.type() === 'error')
      errors.push(`${page.url()}: ${message.text()} (${message.location().url || 'no address'})`);
  };
  page.on('console', listener);
  return { errors, stop: () => page.off('console', listener) };
}

/** The static pages (spec §2) by their footer link, path and first heading (static.en.ts, contact.en.ts). */
const STATIC_PAGES = [
  { link: 'How it works', path: '/how-it-works', heading: 'How Matchday works' },
  { link: 'Services', path: '/services', heading: 'What Matchday offers' },
  { link: 'Pricing', path: '/pricing', heading: 'Pricing' },
  { link: 'Cases', path: '/cases', heading: 'How organisers use Matchday' },
  { link: 'FAQ', path: '/faq', heading: 'Frequently asked questions' },
  {
    link: 'eFootball championship',
    path: '/efootball-championship',
    heading: 'Run an eFootball championship',
  },
  {
    link: 'Organise a FIFA competition',
    path: '/organize-fifa-competition',
    heading: 'Organise a FIFA or EA SPORTS FC competition',
  },
  {
    link: 'Cooperative gaming events',
    path: '/efootball-cooperative-gaming-events',
    heading: 'eFootball cooperative gaming events',
  },
  { link: 'About us', path: '/about-us', heading: 'About Matchday' },
  { link: 'Donate', path: '/donate', heading: 'Support Matchday' },
  { link: 'Contact us', path: '/contact-us', heading: 'Contact us' },
  { link: 'Terms and conditions', path: '/terms-and-conditions', heading: 'Terms and conditions' },
  { link: 'Privacy policy', path: '/privacy-policy', heading: 'Privacy policy' },
] as const;

const DAY = 24 * 3600 * 1000;

test.use({ timezoneId: 'UTC' });

test('a visitor follows a league on its own site, finds a player, subscribes to a team and reads every page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = randomUUID().slice(0, 6);
  const subdomain = `harbour-${run}`;
  const leagueName = `Harbour Evening League ${run}`;
  const champName = `Harbour Shield ${run}`;
  const teamNames = ['Dockers', 'Lighthouse', 'Anchors', 'Pier Rangers'].map((name) => `${name} ${run}`);
  // Unique enough without the run's suffix (each run has a fresh database), with accents to forgive.
  const playerName = 'Jérémie Falkenrath';
  const welcome = `Welcome to the Harbour Evening League ${run}: seven-a-side under the lights, every Thursday.`;
  const leagueNews = {
    title: `Floodlights fixed for the new season ${run}`,
    body: '<p>The council has replaced the floodlights at the harbour pitches.</p><p>Kick-off stays at 18:00.</p>',
  };
  const champNews = {
    title: `Shield draw made ${run}`,
    body: '<p>Four teams, three rounds, one shield. The opening round is already played.</p>',
  };
  const primary = { hex: '#8e1b3a', rgb: 'rgb(142, 27, 58)' };

  const organiserContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const api = organiserContext.request;
  let leagueId = '';
  let champId = '';
  let playerId = '';
  let leagueNewsId = '';
  let champNewsId = '';
  const teamIds: string[] = [];
  let fixtures: Fixture[] = [];

  await test.step('the organiser sets up a league site, a competition with dated fixtures, a player and news', async () => {
    await registerByApi(api, newAccount('Nora Organiser'));
    const league = await post<{ id: string }>(api, '/api/champ-leagues', {
      name: leagueName,
      sportKindId: 'football',
      subdomain,
      description: 'Seven-a-side football by the harbour.',
    });
    leagueId = league.id;
    await put(api, `/api/champ-leagues/${leagueId}/page-configuration`, {
      primaryColor: primary.hex,
      secondaryColor: '#f2b134',
      welcomeText: welcome,
      links: [
        { label: 'League rules', url: 'https://example.com/harbour/rules' },
        { label: 'Find the pitches', url: 'https://example.com/harbour/map' },
      ],
    });
    const champ = await post<{ id: string }>(api, '/api/champs', {
      champLeagueId: leagueId,
      name: champName,
      season: '2026',
    });
    champId = champ.id;
    for (const name of teamNames) {
      const team = await post<{ id: string }>(api, '/api/teams', { name, sportKindId: 'football' });
      await post(api, `/api/champs/${champId}/teams`, { teamId: team.id });
      teamIds.push(team.id);
    }
    const stage = await post<{ id: string }>(api, `/api/champs/${champId}/stage`, {
      type: 'league',
      name: 'Table',
    });
    // Three weekly rounds: the first played six days ago, the others in the coming fortnight.
    const firstRound = new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10);
    fixtures = (
      await post<{ items: Fixture[] }>(api, '/api/fixture/generate', {
        stageId: stage.id,
        startDate: firstRound,
        daysBetweenRounds: 7,
        kickoffTime: '18:00',
      })
    ).items;
    expect(fixtures).toHaveLength(6);
    for (const [index, fixture] of fixtures.filter((f) => f.round === 1).entries()) {
      await put(api, `/api/fixture/${fixture.id}/score`, { homeScore: 2 + index, awayScore: 1 });
    }

    const player = await post<{ id: string }>(api, '/api/player', {
      name: playerName,
      sportKindId: 'football',
      shirtNumber: 10,
      position: 'Forward',
    });
    playerId = player.id;
    await post(api, `/api/teams/${teamIds[0]}/player`, { playerId, shirtNumber: 10 });

    leagueNewsId = (await post<{ id: string }>(api, `/api/champ-leagues/${leagueId}/news`, leagueNews)).id;
    champNewsId = (await post<{ id: string }>(api, `/api/champs/${champId}/news`, champNews)).id;
  });

  const site = new LeagueSitePage(page, LeagueSitePage.originOf(baseURL ?? '', subdomain));

  await test.step("a visitor opens the league's site on its subdomain: welcome, colours, links, competition", async () => {
    await site.goto('/');
    await expect(page).toHaveURL(`${site.origin}/`);
    await expect(site.header.getByText(leagueName)).toBeVisible();
    await expect(site.header).toHaveCSS('background-color', primary.rgb);
    await expect(page.getByText(welcome)).toBeVisible();
    await expect(page.getByRole('link', { name: 'League rules' }).first()).toHaveAttribute(
      'href',
      'https://example.com/harbour/rules',
    );
    await expect(site.footer.getByRole('link', { name: 'Find the pitches' })).toBeVisible();
    await expect(site.competitions.getByRole('link', { name: champName })).toBeVisible();
    // The newest competition's results at a glance: the first round was played.
    await expect(page.getByRole('tab', { name: 'Latest results' })).toBeVisible();
    // The page the server sent already carries the league's title for link previews.
    expect(await page.title()).toContain(leagueName);
    await snap(page, 'public-site-league');
  });

  await test.step('the competition opens at /champ/{id} on the same host, with its news', async () => {
    await site.competitions.getByRole('link', { name: champName }).click();
    await expect(page).toHaveURL(`${site.origin}/champ/${champId}`);
    await expect(page.getByRole('heading', { name: champName, level: 1 })).toBeVisible();
    await expect(site.header.getByText(leagueName)).toBeVisible();
    const news = page.getByRole('region', { name: 'News', exact: true });
    await expect(news.getByRole('link', { name: champNews.title })).toHaveAttribute(
      'href',
      `/news/${champNewsId}`,
    );
    await snap(page, 'public-site-competition');
  });

  await test.step("the league site's own team, player and news pages are drawn and become the app", async () => {
    // A production build once left these routes without their loaders ('e.teamPageLoader is not a function'):
    // drawn by the server, never hydrated. Each must become the app (its kept events handed over), and a
    // console error fails the journey.
    const pages: [string, string][] = [
      [`/observe/team/${teamIds[0]}`, teamNames[0]!],
      [`/observe/player/${playerId}`, playerName],
      [`/news/${champNewsId}`, champNews.title],
    ];
    for (const [path, heading] of pages) {
      await site.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForFunction(() => (window as { __earlyEvents?: unknown }).__earlyEvents === null);
      await expect(site.header.getByText(leagueName)).toBeVisible();
    }
  });

  await test.step('the news items read on their pages, with the way back to their owner', async () => {
    await page.goto(`/news/${champNewsId}`);
    await expect(page.getByRole('heading', { name: champNews.title, level: 1 })).toBeVisible();
    await expect(page.getByText('The opening round is already played.')).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${champName}` })).toBeVisible();

    await page.goto(`/observe/league/${leagueId}`);
    await page.getByRole('link', { name: leagueNews.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${leagueNewsId}$`));
    await expect(page.getByRole('heading', { name: leagueNews.title, level: 1 })).toBeVisible();
    await expect(
      page.getByText('The council has replaced the floodlights at the harbour pitches.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${leagueName}` })).toBeVisible();
    await snap(page, 'public-site-news');
  });

  await test.step('an unknown subdomain shows the friendly not-found page', async () => {
    const unknown = new LeagueSitePage(page, LeagueSitePage.originOf(baseURL ?? '', `no-such-league-${run}`));
    const response = await unknown.goto('/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This league site does not exist' })).toBeVisible();
    await expect(page.getByText(`no-such-league-${run}.`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Find leagues and competitions on Matchday' }),
    ).toHaveAttribute('href', `${baseURL}/competitions`);
    // Another league's competition is not part of this site either.
    const other = await site.goto(`/champ/${randomUUID()}`);
    expect(other?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This league site does not exist' })).toBeVisible();
  });

  const search = new SearchPages(page);

  await test.step('on the main site, the player is found by a misspelt name, without its accents', async () => {
    await page.goto('/');
    // One wrong letter (s for a) and no accents.
    await search.searchFromHeader('Jeremie Falkenrsth');
    const players = search.group('Players');
    await expect(players.getByRole('link', { name: playerName })).toBeVisible();
    await expect(page.getByText(/results? for “Jeremie Falkenrsth”/)).toBeVisible();
    await snap(page, 'public-site-search');

    // The results page's own box: another letter wrong, the surname alone.
    await search.searchOnPage('Falkenrafh');
    await expect(page).toHaveURL(/\/search\?q=Falkenrafh/);
    await expect(search.group('Players').getByRole('link', { name: playerName })).toBeVisible();
    await search.group('Players').getByRole('link', { name: playerName }).click();
    await expect(page).toHaveURL(new RegExp(`/observe/player/${playerId}$`));
    await expect(page.getByRole('heading', { name: playerName })).toBeVisible();
  });

  const dockers = teamNames[0]!;
  const dockersId = teamIds[0]!;
  const dockersFixtures = () =>
    fixtures.filter((f) => f.homeTeamId === dockersId || f.awayTeamId === dockersId);

  await test.step("the team's page offers its calendar feed; the feed lists its fixtures with stable UIDs", async () => {
    await page.getByRole('tab', { name: 'Teams' }).click();
    await page.getByRole('link', { name: dockers }).click();
    await expect(page).toHaveURL(new RegExp(`/observe/team/${dockersId}`));
    await expect(page.getByRole('heading', { name: dockers })).toBeVisible();

    const feedPath = `/api/teams/${dockersId}/calendar.ics`;
    await page.getByRole('button', { name: `Subscribe to calendar: ${dockers}` }).click();
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByRole('menuitem', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      `webcal://${host}${feedPath}`,
    );
    await expect(page.getByRole('menuitem', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      `${baseURL}${feedPath}`,
    );
    await page.keyboard.press('Escape');

    const fetchFeed = async () => {
      const response = await page.request.get(feedPath);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
      return eventsOf(await response.text());
    };
    const first = await fetchFeed();
    const expected = dockersFixtures();
    expect(expected).toHaveLength(3);
    expect(first.map((e) => e.uid).sort()).toEqual(
      expected.map((f) => `fixture-${f.id}@${new URL(baseURL ?? '').host}`).sort(),
    );
    for (const fixture of expected) {
      const event = first.find((e) => e.uid.startsWith(`fixture-${fixture.id}@`))!;
      expect(event.summary).toBe(`${fixture.homeTeamName} – ${fixture.awayTeamName}`);
      expect(event.start).toBe(new Date(fixture.startsAt!).toISOString());
      expect(event.status).toBe('CONFIRMED');
    }
    const second = await fetchFeed();
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
  });

  await test.step('the calendar lists the coming fixtures', async () => {
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'View' }).getByText('List', { exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    const coming = fixtures.filter((f) => f.round > 1);
    for (const fixture of coming) {
      await expect(
        page.getByRole('link', {
          name: new RegExp(`, ${fixture.homeTeamName} – ${fixture.awayTeamName}$`),
        }),
      ).toBeVisible();
    }
    // The first round was six days ago: not in a list that starts today.
    const played = fixtures.find((f) => f.round === 1)!;
    await expect(
      page.getByRole('link', { name: new RegExp(`, ${played.homeTeamName} – ${played.awayTeamName}$`) }),
    ).toHaveCount(0);
    await snap(page, 'public-site-calendar');
  });

  await test.step('a phone is sent the calendar drawn as its list, and takes it over as it is', async () => {
    // Chrome on an Android phone: it says so in its client hint (`Sec-CH-UA-Mobile: ?1`) and its user agent.
    const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseURL ?? '' });
    const phonePage = await phone.newPage();
    const consoleErrors = collectConsoleErrors(phonePage);
    const response = await phonePage.goto('/calendar');
    // The fixtures are in the page the server sent, in the list a phone opens on (no `view` in the address).
    const coming = fixtures.filter((f) => f.round > 1);
    const sent = (await response?.text()) ?? '';
    for (const fixture of coming) expect(sent).toContain(fixture.homeTeamName);
    expect(sent, 'the list view is the one drawn').toMatch(
      /<input(?=[^>]*value="list")(?=[^>]*checked)[^>]*>/,
    );
    await phonePage.waitForFunction(() => (window as { __earlyEvents?: unknown }).__earlyEvents === null);
    await expect(phonePage.getByRole('radio', { name: 'List' })).toBeChecked();
    await expect(
      phonePage.getByRole('link', {
        name: new RegExp(`, ${coming[0]!.homeTeamName} – ${coming[0]!.awayTeamName}$`),
      }),
    ).toBeVisible();
    consoleErrors.stop();
    // A drawing the browser could not take over as it is would be reported (React's recoverable error).
    expect(consoleErrors.errors, 'console errors on the calendar').toEqual([]);
    await snap(phonePage, 'public-site-calendar-from-phone');
    await phone.close();
  });

  await test.step('every static page opens from the footer with its heading and no console errors', async () => {
    const footer = new SiteFooter(page);
    await page.goto('/');
    await expect(footer.blog).toHaveAttribute('href', e2eBlogUrl);
    await expect(footer.blog).toHaveAttribute('target', '_blank');
    const consoleErrors = collectConsoleErrors(page);
    for (const staticPage of STATIC_PAGES) {
      await footer.link(staticPage.link).click();
      await expect(page).toHaveURL(new RegExp(`${staticPage.path}$`));
      await expect(page.getByRole('heading', { name: staticPage.heading, level: 1 })).toBeVisible();
      // The footer link was clicked at the bottom of the previous page; the shot starts at the top.
      const shot = { '/about-us': 'public-site-about', '/pricing': 'public-site-pricing' }[
        staticPage.path as string
      ];
      if (shot) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await snap(page, shot);
      }
    }
    // And each one loaded on its own (a shared link, a reload), not only through the app's router.
    for (const staticPage of STATIC_PAGES) {
      const response = await page.goto(staticPage.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: staticPage.heading, level: 1 })).toBeVisible();
    }
    consoleErrors.stop();
    expect(consoleErrors.errors, 'console errors on the static pages').toEqual([]);
  });

  await organiserContext.close();
});
