import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import {
  MatchCentrePage,
  MatchMediaAdminPage,
  MatchSheetPage,
  ObserveMatchPage,
} from '../pages/MatchCentrePages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Match centre (issue 10): an organiser runs a match live from the match sheet — line-ups, kick-off, a goal,
// a card, a substitution, an undo, half-time, the second half, full time — while a fan follows the public match
// page in another browser; every change reaches the fan through the hub, without a reload. Then a YouTube
// link added on the media page shows on the fan's Media tab.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A fan's update arrives through the hub within a second or so; this leaves room for a loaded machine. */
const LIVE = { timeout: 5_000 };

/** Journeys stay off the internet: embedded players get a stand-in page, anything else is refused. */
async function offline(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    /youtube(-nocookie)?\.com\/embed\//.test(route.request().url())
      ? route.fulfill({
          contentType: 'text/html',
          body: '<body style="margin:0;display:grid;place-items:center;background:#111;color:#eee;font:16px sans-serif">YouTube player (stand-in)</body>',
        })
      : route.abort(),
  );
}

// The organiser's browser keeps UTC, the day the fixture is generated for: the match is in "Today".
test.use({ timezoneId: 'UTC' });

test('an organiser runs a match from the match sheet while a fan watches it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 6);
  const home = `Harbour ${run}`;
  const away = `Quarry ${run}`;
  const squads = {
    [home]: [
      { name: 'Ada Stone', shirt: 1, position: 'Goalkeeper' },
      { name: 'Bea Quinn', shirt: 7, position: 'Midfielder' },
      { name: 'Cleo Park', shirt: 9, position: 'Forward' },
      { name: 'Dina Ross', shirt: 14, position: 'Forward' },
    ],
    [away]: [
      { name: 'Eli Ward', shirt: 1, position: 'Goalkeeper' },
      { name: 'Finn Cole', shirt: 5, position: 'Defender' },
      { name: 'Gus Hale', shirt: 10, position: 'Forward' },
    ],
  };

  // The organiser: the test's own page (its uncaught errors fail the test).
  await offline(page.context());
  const api = page.request;
  await registerByApi(api, newAccount('Otto Organiser'));

  await test.step('set up through the API: league, competition, teams with squads, a stage, its fixture', async () => {
    const league = await post<{ id: string }>(api, '/api/champ-leagues', {
      name: `Match League ${run}`,
      sportKindId: 'football',
      subdomain: `match-${run}`,
    });
    const champ = await post<{ id: string }>(api, '/api/champs', {
      champLeagueId: league.id,
      name: 'Harbour Cup',
    });
    for (const [teamName, players] of Object.entries(squads)) {
      const team = await post<{ id: string }>(api, '/api/teams', { name: teamName, sportKindId: 'football' });
      await post(api, `/api/champs/${champ.id}/teams`, { teamId: team.id });
      for (const p of players) {
        const player = await post<{ id: string }>(api, '/api/player', {
          name: p.name,
          sportKindId: 'football',
          shirtNumber: p.shirt,
          position: p.position,
        });
        await post(api, `/api/teams/${team.id}/player`, {
          playerId: player.id,
          shirtNumber: p.shirt,
          position: p.position,
        });
        await post(api, '/api/champ-team-players', {
          champId: champ.id,
          teamId: team.id,
          playerId: player.id,
          shirtNumber: p.shirt,
        });
      }
    }
    const stage = await post<{ id: string }>(api, `/api/champs/${champ.id}/stage`, {
      type: 'league',
      name: 'Table',
    });
    // Today (UTC), this minute: the match is in "Today", and in "Needing a result" once the minute began.
    const now = new Date().toISOString();
    const fixtures = await post<{ items: { homeTeamName: string }[] }>(api, '/api/fixture/generate', {
      stageId: stage.id,
      startDate: now.slice(0, 10),
      kickoffTime: now.slice(11, 16),
    });
    // Two teams, one leg: one match, the first team entered at home.
    expect(fixtures.items.map((f) => f.homeTeamName)).toEqual([home]);
  });

  const centre = new MatchCentrePage(page);
  const sheet = new MatchSheetPage(page);
  let fixtureId = '';

  await test.step('the organiser finds the match in the match centre and opens its sheet', async () => {
    await centre.goto();
    await expect(centre.match('Today', home, away)).toBeVisible();
    // Kick-off was this minute and nobody started the match: it also waits for its result.
    await expect(centre.match('Today', home, away).getByText('Result needed', { exact: true })).toBeVisible();
    await expect(centre.match('Needing a result', home, away)).toBeVisible();
    await snap(page, 'match-centre');
    await centre.openSheet('Needing a result', home, away);
    fixtureId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home);
    await expect(page.getByLabel('No score yet', { exact: true })).toBeVisible();
  });

  // The fan: anonymous, another browser context, the public page open from before kick-off.
  const fanContext = await browser.newContext({ baseURL: baseURL ?? '' });
  await offline(fanContext);
  const fanPage = await fanContext.newPage();
  const fan = new ObserveMatchPage(fanPage);
  const loads: string[] = [];
  fanPage.on('load', () => loads.push(fanPage.url()));
  const fanErrors: string[] = [];
  fanPage.on('pageerror', (error) => fanErrors.push(error.stack ?? error.message));

  await test.step('the fan opens the public match page before kick-off', async () => {
    await fan.goto(fixtureId);
    await expect(fanPage.getByRole('heading', { level: 1, name: `${home} vs ${away}` })).toBeAttached();
    await expect(fan.tab('Preview')).toHaveAttribute('aria-selected', 'true');
    await expect(fan.status).toContainText('Scheduled');
    await expect(fan.clock).toHaveCount(0);
    await expect(fan.hub).toHaveAttribute('data-status', 'live');
    await fan.markDocument();
  });

  await test.step('line-ups: whole squad and save for each side; the fan sees them', async () => {
    await fan.tab('Line-ups').click();
    await expect(fanPage.getByText('The line-up has not been announced yet.').first()).toBeVisible();

    await sheet.setLineup(home, { bench: ['Dina Ross'], expectCount: '3 starting · 1 on the bench' });
    const homeStarters = fanPage.getByRole('list', { name: `${home}: Starting line-up`, exact: true });
    await expect(homeStarters.getByRole('link', { name: 'Cleo Park', exact: true })).toBeVisible(LIVE);
    // Left empty on the sheet, the shirt number is the squad's.
    await expect(
      homeStarters.getByRole('listitem').filter({ hasText: 'Cleo Park' }).getByTitle('Shirt number'),
    ).toHaveText('9');
    await expect(
      fanPage
        .getByRole('list', { name: `${home}: Substitutes`, exact: true })
        .getByRole('link', { name: 'Dina Ross', exact: true }),
    ).toBeVisible();

    await sheet.setLineup(away, { expectCount: '3 starting · 0 on the bench' });
    await expect(
      fanPage
        .getByRole('list', { name: `${away}: Starting line-up`, exact: true })
        .getByRole('link', { name: 'Gus Hale', exact: true }),
    ).toBeVisible(LIVE);
    await snap(fanPage, 'match-lineups');
    await fan.tab('Timeline').click();
    await expect(fanPage.getByText(/^No events yet\./)).toBeVisible();
    await fan.expectSameDocument();
  });

  await test.step('kick-off: the fan sees Live, the first half and a running clock', async () => {
    await sheet.runStatus('Kick off');
    await expect(sheet.clock).toBeVisible();
    await expect(sheet.statusControls.getByRole('button', { name: 'Half-time', exact: true })).toBeVisible();

    await expect(fan.status).toContainText('Live', LIVE);
    await expect(fan.status).toContainText('First half');
    await expect(fan.score(home, 0, away, 0)).toBeVisible();
    await expect(fan.clock).toHaveText(/^\d{2}:\d{2}$/);
    // It runs: the reading changes by itself.
    const first = await fan.clock.textContent();
    await expect(fan.clock).not.toHaveText(first ?? '', { timeout: 3_000 });
    await expect(fan.tab('Preview')).toHaveCount(0);
    await fan.expectSameDocument();
  });

  await test.step('a goal, one tap on the scorer: the fan sees the score and the scorer', async () => {
    const minute = await sheet.record('Goal', home, '9 · Cleo Park');
    await expect(sheet.score(1, 0)).toBeVisible();
    await expect(sheet.event(`Goal, Cleo Park, ${minute}'`)).toBeVisible();

    await expect(fan.score(home, 1, away, 0)).toBeVisible(LIVE);
    const goal = fan.timelineEvent('Goal', 'Cleo Park');
    await expect(goal).toBeVisible();
    await expect(goal).toContainText(`${minute}'`);
    await expect(goal.getByLabel('Score 1–0', { exact: true })).toBeVisible();
    await expect(fanPage.getByTestId('scorers')).toContainText(`Cleo Park ${minute}'`);
    await fan.expectSameDocument();
  });

  await test.step('a yellow card for the away side', async () => {
    const minute = await sheet.record('Yellow card', away, '5 · Finn Cole');
    await expect(sheet.event(`Yellow card, Finn Cole, ${minute}'`)).toBeVisible();

    const card = fan.timelineEvent('Yellow card', 'Finn Cole');
    await expect(card).toBeVisible(LIVE);
    await expect(card).toContainText(`${minute}'`);
    await fan.expectSameDocument();
  });

  await test.step('a substitution from the bench: off, then on', async () => {
    const minute = await sheet.record('Substitution', home, '7 · Bea Quinn', '14 · Dina Ross');
    await expect(sheet.event(`Substitution, Bea Quinn, ${minute}'`)).toBeVisible();

    const sub = fan.timelineEvent('Substitution', 'Dina Ross');
    await expect(sub).toBeVisible(LIVE);
    await expect(sub).toContainText('On: Dina Ross');
    await expect(sub).toContainText('Off: Bea Quinn');
    await fan.expectSameDocument();
  });

  await test.step('a goal entered by mistake and undone: the fan sees 1–1, then 1–0 again', async () => {
    const minute = await sheet.record('Goal', away, '10 · Gus Hale');
    await expect(sheet.score(1, 1)).toBeVisible();
    await expect(fan.score(home, 1, away, 1)).toBeVisible(LIVE);
    await expect(fan.timelineEvent('Goal', 'Gus Hale')).toBeVisible();
    await sheet.dismissNotifications();
    await snap(page, 'match-sheet-live');
    await snap(fanPage, 'match-live');

    await sheet.undo();
    await expect(sheet.score(1, 0)).toBeVisible();
    await expect(sheet.event(`Goal, Gus Hale, ${minute}'`)).toHaveCount(0);
    await expect(fan.score(home, 1, away, 0)).toBeVisible(LIVE);
    await expect(fan.timelineEvent('Goal', 'Gus Hale')).toHaveCount(0);
    await expect(fan.timeline.getByRole('listitem')).toHaveCount(3);
    await fan.expectSameDocument();
  });

  await test.step('half-time stops the clock; the second half starts it again at 45:00', async () => {
    await sheet.runStatus('Half-time');
    await expect(
      sheet.statusControls.getByRole('button', { name: 'Start 2nd half', exact: true }),
    ).toBeVisible();
    await expect(fan.status).toContainText('Half-time', LIVE);
    await expect(fan.clock).toHaveCount(0);

    await sheet.runStatus('Start 2nd half');
    await expect(fan.status).toContainText('Second half', LIVE);
    await expect(fan.clock).toHaveText(/^45:\d{2}$/);
    await fan.expectSameDocument();
  });

  await test.step('full time: the fan sees the result', async () => {
    await sheet.runStatus('Full time');
    await expect(page.getByText('The match is over. Correct the score below if it is wrong.')).toBeVisible();
    await expect(sheet.score(1, 0)).toBeVisible();

    await expect(fan.status).toContainText('Full time', LIVE);
    await expect(fan.clock).toHaveCount(0);
    await expect(fan.score(home, 1, away, 0)).toBeVisible();
    await fan.expectSameDocument();
    await sheet.dismissNotifications();
    await snap(page, 'match-sheet-full-time');
    await snap(fanPage, 'match-full-time');
  });

  await test.step('media: a YouTube link on the media page shows on the fan’s Media tab', async () => {
    await page.getByRole('link', { name: 'Add photos and videos', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/match-center/create-media/${fixtureId}$`));
    await expect(page.getByRole('heading', { name: 'Match media', level: 1 })).toBeVisible();
    const media = new MatchMediaAdminPage(page);
    const saved = await media.addLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Highlights');
    await expect(saved).toHaveText('Saved and recognised as YouTube video.');
    await expect(media.item('Highlights')).toBeVisible();
    await expect(media.item('Highlights').getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await sheet.dismissNotifications();
    await snap(page, 'match-media-admin');

    // The tab counts the new item by itself.
    await fan.tab('Media (1)').click();
    const list = fanPage.getByRole('list', { name: 'Media', exact: true });
    await expect(list.getByTitle('Highlights')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(list.getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await fan.expectSameDocument();
    await snap(fanPage, 'match-media');
  });

  // One document load for the fan: the first one.
  expect(loads).toHaveLength(1);
  expect(fanErrors, 'uncaught errors in the fan’s page').toEqual([]);
  await fanContext.close();
});
