import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { screenshotDir, snap } from '../support/screenshots.ts';

// Issue 26, in the browser: an esports organiser runs a 16-team Swiss stage (results, "Pair next round")
// into an 8-team double elimination with best-of-three; a football organiser runs a cup drawn round by
// round with two-legged ties. Most results go in through the API; the screens that are new are driven and
// photographed.

type Fixture = {
  id: string;
  stageId: string;
  round: number;
  slot: number;
  leg: number;
  bracket: string | null;
  bestOf: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeTeamName: string | null;
  awayTeamName: string | null;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
};

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function fixturesOf(request: APIRequestContext, stageId: string): Promise<Fixture[]> {
  const response = await request.get(`/api/fixture/search?stageId=${stageId}&pageSize=500`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Fixture[] }).items;
}

/** A home win (or away win): in a series, the games that give it. */
async function score(request: APIRequestContext, f: Fixture, homeWins: boolean) {
  const series = f.bestOf > 1;
  const games = homeWins
    ? [
        { home: 13, away: 8 },
        { home: 9, away: 13 },
        { home: 13, away: 11 },
      ]
    : [
        { home: 10, away: 13 },
        { home: 7, away: 13 },
      ];
  const [homeScore, awayScore] = series ? (homeWins ? [2, 1] : [0, 2]) : homeWins ? [1, 0] : [0, 1];
  const response = await request.put(`/api/fixture/${f.id}/score`, {
    data: { homeScore, awayScore, ...(series ? { games } : {}) },
  });
  expect(response.ok(), `score ${f.id}: ${await response.text()}`).toBe(true);
}

async function setUpCompetition(
  request: APIRequestContext,
  sportKindId: string,
  run: string,
  teamNames: string[],
) {
  const league = await post<{ id: string }>(request, '/api/champ-leagues', {
    name: `${sportKindId} ${run}`,
    sportKindId,
    subdomain: `fmt-${sportKindId.slice(0, 4)}-${run}`,
  });
  const champ = await post<{ id: string }>(request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Season',
  });
  const teamIds: string[] = [];
  for (const name of teamNames) {
    const team = await post<{ id: string }>(request, '/api/teams', { name, sportKindId });
    await post(request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    teamIds.push(team.id);
  }
  return { champId: champ.id, teamIds };
}

async function stageNamed(request: APIRequestContext, champId: string, name: string) {
  const response = await request.get(`/api/champs/${champId}/stage`);
  const stages = ((await response.json()) as { items: { id: string; name: string }[] }).items;
  const stage = stages.find((s) => s.name === name);
  expect(stage, `stage ${name}`).toBeDefined();
  return stage!.id;
}

/** A phone screenshot after a tap that only a phone shows (the bracket picker). */
async function phoneShot(page: Page, name: string, act: () => Promise<void>) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await act();
  await page.screenshot({
    path: `${screenshotDir}/${name}-phone.png`,
    fullPage: true,
    animations: 'disabled',
  });
  if (before) await page.setViewportSize(before);
}

test('an esports organiser runs a Swiss stage into a best-of-three double elimination', async ({ page }) => {
  test.setTimeout(600_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Esme Esports'));
  const names = Array.from({ length: 16 }, (_, i) => `Team ${String(i + 1).padStart(2, '0')} ${run}`);
  const { champId } = await setUpCompetition(page.request, 'counter-strike-2', run, names);
  let swissId = '';

  await test.step('1. the stage form shows the Swiss fields and creates the stage', async () => {
    await page.goto(`/admin/competitions/details/${champId}?tabs=stages`);
    await expect(page.getByRole('heading', { name: 'Add a stage' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radiogroup', { name: 'Stage type' }).getByText('Swiss', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Swiss' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Stage name' }).fill('Opening stage');
    await page.getByLabel('Games in deciding matches').first().click();
    await page.getByRole('option', { name: 'Best of 3' }).click();
    await expect(page.getByRole('group', { name: 'Seeding' })).toContainText(names[15]!);
    await snap(page, 'formats-stage-form-swiss');
    await page.getByRole('button', { name: 'Add stage' }).click();
    await expect(page.getByText('Stage added')).toBeVisible();
    swissId = await stageNamed(page.request, champId, 'Opening stage');
    expect(await fixturesOf(page.request, swissId)).toHaveLength(8);
  });

  await test.step('2. pairing before the results are in is refused in words', async () => {
    await page.goto(`/admin/competitions/details/${champId}?tabs=standings`);
    await page.getByRole('button', { name: 'Pair next round' }).click();
    await expect(page.getByRole('alert')).toContainText('Every match of the current round needs a result');
    await snap(page, 'formats-swiss-round-unfinished');
  });

  await test.step('3. results, then the next rounds paired from the standings tab', async () => {
    for (let round = 1; round <= 6; round++) {
      const open = (await fixturesOf(page.request, swissId)).filter((f) => f.status === 'scheduled');
      for (const [i, f] of open.entries()) {
        // Round 3's first best-of-three goes in through the score dialog, game by game.
        if (round === 3 && i === 0 && f.bestOf === 3) {
          await page.goto(`/admin/competitions/details/${champId}?tabs=fixtures`);
          const card = page.getByRole('article', { name: `${f.homeTeamName} – ${f.awayTeamName}` });
          await card.getByRole('button', { name: 'Enter score' }).click();
          const dialog = page.getByRole('dialog', { name: 'Enter score' });
          await dialog.getByRole('textbox', { name: `Game 1: ${f.homeTeamName}` }).fill('13');
          await dialog.getByRole('textbox', { name: `Game 1: ${f.awayTeamName}` }).fill('9');
          await dialog.getByRole('textbox', { name: `Game 2: ${f.homeTeamName}` }).fill('7');
          await dialog.getByRole('textbox', { name: `Game 2: ${f.awayTeamName}` }).fill('13');
          await dialog.getByRole('button', { name: 'Add game' }).click();
          await dialog.getByRole('textbox', { name: `Game 3: ${f.homeTeamName}` }).fill('16');
          await dialog.getByRole('textbox', { name: `Game 3: ${f.awayTeamName}` }).fill('14');
          await expect(dialog).toContainText('series 2–1');
          await snap(page, 'formats-series-score-entry');
          await dialog.getByRole('button', { name: 'Save score' }).click();
          await expect(page.getByText('Score saved; standings updated')).toBeVisible();
          continue;
        }
        await score(page.request, f, (f.slot + f.round) % 3 !== 0);
      }
      await page.goto(`/admin/competitions/details/${champId}?tabs=standings`);
      await page.getByRole('button', { name: 'Pair next round' }).click();
      const done = page.getByText('Nothing left to pair');
      const paired = page.getByText(/matches? paired/);
      await expect(done.or(paired).first()).toBeVisible({ timeout: 30_000 });
      if (round === 3) await snap(page, 'formats-swiss-round-4');
      if (await done.isVisible()) break;
    }
    await expect(page.getByRole('table', { name: 'Swiss table: Opening stage' })).toContainText('Advanced');
    await snap(page, 'formats-swiss-final');
  });

  await test.step('4. the eight that advanced play a best-of-three double elimination', async () => {
    const played = await fixturesOf(page.request, swissId);
    const wins = new Map<string, number>();
    for (const f of played) {
      if (f.homeScore === null || f.awayScore === null) continue;
      const winner = f.homeScore > f.awayScore ? f.homeTeamId! : f.awayTeamId!;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    const advanced = [...wins.entries()].filter(([, w]) => w >= 3).map(([teamId]) => teamId);
    expect(advanced).toHaveLength(8);
    const stage = await post<{ id: string }>(page.request, `/api/champs/${champId}/stage`, {
      type: 'double-elimination',
      name: 'Playoffs',
      seeding: advanced,
      grandFinalReset: true,
      bestOf: 3,
    });
    // The winners bracket's first round and the losers bracket's first round: the bracket mid-way.
    for (const f of (await fixturesOf(page.request, stage.id)).filter(
      (x) => x.round === 1 && x.bracket === 'winners' && x.homeTeamId && x.awayTeamId,
    ))
      await score(page.request, f, f.slot % 2 === 0);
    await page.goto(`/admin/competitions/details/${champId}?tabs=standings`);
    await expect(page.getByRole('region', { name: 'Winners bracket', exact: true })).toBeVisible();
    await snap(page, 'formats-double-elimination-midway');
    // Then to the end: the away side wins everything, so the losers' champion forces the reset.
    for (let guard = 0; guard < 30; guard++) {
      const ready = (await fixturesOf(page.request, stage.id)).filter(
        (f) => f.homeTeamId && f.awayTeamId && f.status === 'scheduled',
      );
      if (ready.length === 0) break;
      for (const f of ready) await score(page.request, f, false);
    }
    await page.reload();
    await expect(page.getByRole('region', { name: 'Reset (if needed)' })).toBeVisible();
    await snap(page, 'formats-double-elimination-final');
    await phoneShot(page, 'formats-double-elimination-losers', async () => {
      await page.getByText('Losers bracket', { exact: true }).first().click();
    });
    // The public page reads the same through its loader.
    await page.goto(`/observe/competition/${champId}?tabs=standings`);
    await expect(page.getByRole('region', { name: 'Grand final' }).first()).toBeVisible();
    await snap(page, 'formats-public-standings-esports');
  });
});

test('a football organiser runs a cup drawn round by round with two-legged ties', async ({ page }) => {
  test.setTimeout(300_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Fred Football'));
  const names = ['Porto', 'Roma', 'Ajax', 'Celtic', 'Lyon', 'Benfica', 'Sevilla', 'Napoli'].map(
    (n) => `${n} ${run}`,
  );
  const { champId } = await setUpCompetition(page.request, 'football', run, names);
  let cupId = '';

  await test.step('1. a two-legged knockout drawn each round, away goals counting', async () => {
    await page.goto(`/admin/competitions/details/${champId}?tabs=stages`);
    await expect(page.getByRole('heading', { name: 'Add a stage' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radiogroup', { name: 'Stage type' }).getByText('Knockout', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Knockout' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Stage name' }).fill('Cup');
    await page.getByText('Two legs (home and away)').first().click();
    await page.getByText('Drawn each round').click();
    await page.getByRole('checkbox', { name: 'Away goals' }).check();
    await snap(page, 'formats-stage-form-cup');
    await page.getByRole('button', { name: 'Add stage' }).click();
    await expect(page.getByText('Stage added')).toBeVisible();
    cupId = await stageNamed(page.request, champId, 'Cup');
  });

  await test.step('2. the draw of round 1: tap a team, then its opponent', async () => {
    const draw = page.getByRole('group', { name: 'Draw of round 1' });
    await expect(draw).toBeVisible();
    for (const [home, away] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      await draw.getByText(names[home]!, { exact: true }).click();
      await draw.getByText(names[away]!, { exact: true }).click();
    }
    await expect(draw.getByText('2 teams left undrawn go through to the next round.')).toBeVisible();
    await draw.getByText(names[6]!, { exact: true }).click();
    await draw.getByText(names[7]!, { exact: true }).click();
    await snap(page, 'formats-draw-round-1');
    await draw.getByRole('button', { name: 'Draw 4 pairs' }).click();
    await expect(page.getByText('4 ties drawn')).toBeVisible();
  });

  await test.step('3. the legs are played: aggregate, away goals and penalties decide', async () => {
    const legs = await fixturesOf(page.request, cupId);
    const put = (f: Fixture, data: Record<string, unknown>) =>
      page.request.put(`/api/fixture/${f.id}/score`, { data }).then(async (r) => {
        expect(r.ok(), await r.text()).toBe(true);
      });
    const tie = (slot: number) => legs.filter((f) => f.slot === slot).sort((a, b) => a.leg - b.leg);
    // Tie 1: 2–1, 1–0 → 2–2, the first leg's visitors through on away goals.
    await put(tie(0)[0]!, { homeScore: 2, awayScore: 1 });
    await put(tie(0)[1]!, { homeScore: 1, awayScore: 0 });
    // Tie 2: 3–0, 1–1 → on aggregate.
    await put(tie(1)[0]!, { homeScore: 3, awayScore: 0 });
    await put(tie(1)[1]!, { homeScore: 1, awayScore: 1 });
    // Tie 3: 1–1, 1–1 after extra time, penalties.
    await put(tie(2)[0]!, { homeScore: 1, awayScore: 1 });
    await put(tie(2)[1]!, {
      homeScore: 1,
      awayScore: 1,
      extraTime: true,
      homePenalties: 5,
      awayPenalties: 4,
    });
    // Tie 4: 0–1, 2–0 after extra time.
    await put(tie(3)[0]!, { homeScore: 0, awayScore: 1 });
    await put(tie(3)[1]!, { homeScore: 2, awayScore: 0, extraTime: true });
    await page.goto(`/admin/competitions/details/${champId}?tabs=standings`);
    await expect(page.getByText('Through on away goals')).toBeVisible();
    await snap(page, 'formats-cup-ties');
  });

  await test.step('4. round 2 drawn among the four still in; the public page shows the ties', async () => {
    await page.goto(`/admin/competitions/details/${champId}?tabs=stages`);
    const draw = page.getByRole('group', { name: 'Draw of round 2' });
    await expect(draw).toBeVisible();
    const chips = draw.getByRole('group', { name: 'Teams still in' }).getByRole('checkbox');
    await expect(chips).toHaveCount(4);
    await snap(page, 'formats-draw-round-2');
    for (let i = 0; i < 2; i++) {
      // A chip's checkbox is visually hidden behind its label: a click on it is what a tap does.
      await chips.first().dispatchEvent('click');
      await chips.nth(1).dispatchEvent('click');
    }
    await draw.getByRole('button', { name: 'Draw 2 pairs' }).click();
    await expect(page.getByText('2 ties drawn')).toBeVisible();
    await page.goto(`/observe/competition/${champId}?tabs=standings`);
    await expect(page.getByText('Through on penalties')).toBeVisible();
    await snap(page, 'formats-public-cup');
  });
});
