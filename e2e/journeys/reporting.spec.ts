import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Issue 27, item 1, in the browser: an esports organiser lets the teams report; two captains (each owning one of
// the two teams of a best-of-three) report it, disagree, and one adds a screenshot as evidence; the organiser
// settles it from the dispute screen, and the bracket moves on (the next match shows the winner).

type Fixture = {
  id: string;
  round: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeTeamName: string | null;
  awayTeamName: string | null;
  winnerGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
  resultStatus: string;
};

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function fixtureOf(request: APIRequestContext, id: string): Promise<Fixture> {
  const response = await request.get(`/api/fixture/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Fixture;
}

// A 64×36 PNG (red), a "screenshot" the server re-encodes to WebP.
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZ0lEQVRYhe2SUQkAQBSDlsT+URbrOtyPPBgYwMlSOE10g24AesXuQtwlukE3AL1idyHuEt2gG4BesbsQd4lu0A1Ar9hdiLtEN+gGoFfsLsRdoht0A9ArdhfiLtENugHoFbsLoYf85gHifSSIAQBKfwAAAABJRU5ErkJggg==',
  'base64',
);

test('two captains report a best-of-three, disagree, and the organiser settles it from the dispute screen', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const run = randomUUID().slice(0, 6);
  const organiser = await registerByApi(page.request, newAccount('Orla Organiser'));
  const captainA = await browser.newContext({ baseURL: baseURL ?? '' });
  const captainB = await browser.newContext({ baseURL: baseURL ?? '' });
  const pageA = await captainA.newPage();
  const pageB = await captainB.newPage();
  await registerByApi(captainA.request, newAccount('Cass Captain'));
  await registerByApi(captainB.request, newAccount('Bo Captain'));

  // Each captain owns a team and lets the organiser enter it (a Manager role on the team).
  const sport = 'counter-strike-2';
  const lions = await post<{ id: string }>(captainA.request, '/api/teams', {
    name: `Lions ${run}`,
    sportKindId: sport,
  });
  const tigers = await post<{ id: string }>(captainB.request, '/api/teams', {
    name: `Tigers ${run}`,
    sportKindId: sport,
  });
  for (const [request, teamId] of [
    [captainA.request, lions.id],
    [captainB.request, tigers.id],
  ] as const) {
    await post(request, `/api/permissions/${teamId}/itemrole`, {
      userId: organiser.user.id,
      role: 'Manager',
    });
  }
  const league = await post<{ id: string }>(page.request, '/api/champ-leagues', {
    name: `Reporting ${run}`,
    sportKindId: sport,
    subdomain: `rep-${run}`,
  });
  const champ = await post<{ id: string }>(page.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Cup',
  });
  const owls = await post<{ id: string }>(page.request, '/api/teams', {
    name: `Owls ${run}`,
    sportKindId: sport,
  });
  const bears = await post<{ id: string }>(page.request, '/api/teams', {
    name: `Bears ${run}`,
    sportKindId: sport,
  });
  for (const team of [lions, owls, bears, tigers]) {
    await post(page.request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
  }
  // Seed 1 meets seed 4: the captains' teams play each other in the first round.
  const stage = await post<{ id: string }>(page.request, `/api/champs/${champ.id}/stage`, {
    name: 'Playoffs',
    type: 'knockout',
    bestOf: 3,
    seeding: [lions.id, owls.id, bears.id, tigers.id],
  });
  let fixtures = (
    (await (await page.request.get(`/api/fixture/search?stageId=${stage.id}`)).json()) as { items: Fixture[] }
  ).items;
  if (fixtures.length === 0) {
    fixtures = (
      await post<{ items: Fixture[] }>(page.request, '/api/fixture/generate', { stageId: stage.id })
    ).items;
  }
  const match = fixtures.find((f) => [f.homeTeamId, f.awayTeamId].includes(lions.id))!;
  expect([match.homeTeamId, match.awayTeamId].sort()).toEqual([lions.id, tigers.id].sort());
  const lionsHome = match.homeTeamId === lions.id;

  await test.step('1. the organiser lets the teams report, on the competition’s Results tab', async () => {
    await page.goto(`/admin/competitions/details/${champ.id}?tabs=reporting`);
    await expect(page.getByRole('heading', { name: 'Who enters results' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: /The teams/ }).check();
    await page.getByRole('textbox', { name: 'Confirm a single report after (hours)' }).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reporting settings saved')).toBeVisible();
    await expect(page.getByText('Nothing to settle: no disputed or unreported matches.')).toBeVisible();
    await snap(page, 'reporting-settings');
  });

  // The score as the home side sees it: Lions win 2–1 (Lions' captain) or Tigers win 2–0 (Tigers' captain).
  const lionsWin = lionsHome ? { home: '2', away: '1' } : { home: '1', away: '2' };
  const tigersWin = lionsHome ? { home: '0', away: '2' } : { home: '2', away: '0' };
  const homeName = lionsHome ? `Lions ${run}` : `Tigers ${run}`;
  const awayName = lionsHome ? `Tigers ${run}` : `Lions ${run}`;

  await test.step('2. the Lions’ captain reports the series, game by game', async () => {
    await pageA.goto(`/observe/match-center/${match.id}`);
    await expect(pageA.getByRole('heading', { name: 'Report the result' })).toBeVisible({ timeout: 30_000 });
    await pageA.getByRole('textbox', { name: `${homeName} score` }).fill(lionsWin.home);
    await pageA.getByRole('textbox', { name: `${awayName} score` }).fill(lionsWin.away);
    const games = lionsHome
      ? [
          ['13', '9'],
          ['7', '13'],
          ['13', '11'],
        ]
      : [
          ['9', '13'],
          ['13', '7'],
          ['11', '13'],
        ];
    for (const [i, [h, a]] of games.entries()) {
      if (i > 0) await pageA.getByRole('button', { name: 'Add game' }).click();
      await pageA.getByRole('textbox', { name: `Game ${i + 1}, ${homeName}` }).fill(h!);
      await pageA.getByRole('textbox', { name: `Game ${i + 1}, ${awayName}` }).fill(a!);
    }
    await snap(pageA, 'report-form');
    await pageA.getByRole('button', { name: 'Send report' }).click();
    await expect(pageA.getByText('Reported by one team')).toBeVisible();
    expect((await fixtureOf(page.request, match.id)).resultStatus).toBe('reported');
  });

  await test.step('3. the Tigers’ captain disagrees, with a screenshot as evidence', async () => {
    await pageB.goto(`/observe/match-center/${match.id}`);
    await expect(pageB.getByRole('heading', { name: 'Report the result' })).toBeVisible({ timeout: 30_000 });
    await expect(pageB.getByRole('article', { name: `Lions ${run}` })).toBeVisible();
    await pageB.getByRole('textbox', { name: `${homeName} score` }).fill(tigersWin.home);
    await pageB.getByRole('textbox', { name: `${awayName} score` }).fill(tigersWin.away);
    await pageB.getByRole('button', { name: /Remove game 1/ }).click();
    await pageB.locator('input[type="file"]').setInputFiles({
      name: 'scoreboard.png',
      mimeType: 'image/png',
      buffer: SCREENSHOT,
    });
    await expect(pageB.getByText('1 screenshot added')).toBeVisible({ timeout: 20_000 });
    await pageB
      .getByRole('textbox', { name: 'Comment (optional)' })
      .fill('We won both maps, see the scoreboard');
    await pageB.getByRole('button', { name: 'Send report' }).click();
    await expect(pageB.getByText('Disputed: the organiser decides')).toBeVisible();
    await expect(
      pageB.getByRole('article', { name: `Tigers ${run}` }).getByRole('img', { name: /Evidence 1/ }),
    ).toBeVisible();
    await snap(pageB, 'report-disputed');
  });

  await test.step('4. the organiser sees the dispute, compares both reports and confirms the Tigers’ result', async () => {
    await page.goto(`/admin/competitions/details/${champ.id}?tabs=reporting`);
    await expect(page.getByText('Disputed', { exact: true })).toBeVisible({ timeout: 30_000 });
    await snap(page, 'reporting-issues');
    await page.getByRole('link', { name: /^Open:/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Dispute: the teams reported different results' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    const tigersCard = page.getByRole('article', { name: `Tigers ${run}` });
    await expect(tigersCard.getByRole('img', { name: /Evidence 1/ })).toBeVisible();
    await expect(tigersCard.getByText('We won both maps, see the scoreboard')).toBeVisible();
    await snap(page, 'report-dispute-screen');
    const accept = `Confirm ${tigersWin.home}–${tigersWin.away}`;
    await tigersCard.getByRole('button', { name: accept }).click();
    await page.getByRole('dialog').getByRole('button', { name: accept }).click();
    await expect(page.getByText('Result confirmed', { exact: true }).first()).toBeVisible();
    expect((await fixtureOf(page.request, match.id)).resultStatus).toBe('confirmed');
  });

  await test.step('5. the bracket moves on: the next match shows the Tigers', async () => {
    const next = await fixtureOf(page.request, match.winnerGoesTo!.fixtureId);
    expect(match.winnerGoesTo!.side === 'home' ? next.homeTeamId : next.awayTeamId).toBe(tigers.id);
    await pageA.goto(`/observe/match-center/${next.id}`);
    await expect(pageA.getByRole('link', { name: `Tigers ${run}` }).first()).toBeVisible({ timeout: 30_000 });
    await pageB.goto(`/observe/match-center/${match.id}`);
    await expect(pageB.getByText('Result confirmed', { exact: true })).toBeVisible({ timeout: 30_000 });
    await snap(pageB, 'report-confirmed');
  });
  await captainA.close();
  await captainB.close();
});
