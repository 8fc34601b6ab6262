import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';

// Issue 28, in the browser: an organiser of a six-team league marks two weekends when a club's ground is taken,
// fixes the derby at Riverside (the only order a single break allows after two away games), asks for at most one break per team, previews and saves the schedule; asking for the derby
// to be both fixed and forbidden in one round gets the "why not". A postponed match is then replayed on a date
// the server offers.

type Fixture = {
  id: string;
  round: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  startsAt: string | null;
  status: string;
  venueId: string | null;
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

/** Picks `option` in the Mantine select labelled `label` (inside `scope`). */
async function pick(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organiser schedules a league around a taken ground, a derby and breaks, then replays a match', async ({
  page,
  snap,
}) => {
  test.setTimeout(300_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Sam Scheduler'));
  const league = await post<{ id: string }>(page.request, '/api/champ-leagues', {
    name: `Sunday League ${run}`,
    sportKindId: 'football',
    subdomain: `sched-${run}`,
  });
  const champ = await post<{ id: string }>(page.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Season',
  });
  const names = ['Harbour', 'Riverside', 'Northgate', 'Eastfield', 'Westbrook', 'Southport'].map(
    (name) => `${name} ${run}`,
  );
  const ids = new Map<string, string>();
  for (const name of names) {
    const team = await post<{ id: string }>(page.request, '/api/teams', { name, sportKindId: 'football' });
    await post(page.request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    ids.set(name, team.id);
  }
  const [harbour, riverside] = names as [string, string];
  const stage = await post<{ id: string }>(page.request, `/api/champs/${champ.id}/stage`, {
    type: 'league',
    name: 'League',
    legs: 1,
  });

  await test.step('1. the stage opens its scheduler, which says what to do', async () => {
    await page.goto(`/admin/competitions/details/${champ.id}?tabs=stages`);
    await page.getByRole('link', { name: 'Schedule with constraints' }).click();
    await expect(page.getByRole('heading', { name: 'Schedule League' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('No constraints yet')).toBeVisible();
    await expect(page.getByText('Preview the schedule to see its rounds here')).toBeVisible();
    await snap('scheduler-empty');
  });

  await test.step('2. weekly dates; Riverside’s ground is taken on two weekends', async () => {
    await page.getByLabel('First round on').fill('2027-03-06');
    await pick(page, 'Team', riverside, page.getByRole('region', { name: 'Ground availability' }));
    await page.getByRole('button', { name: 'Round 2, Ground free' }).click();
    await page.getByRole('button', { name: 'Round 3, Ground free' }).click();
    await expect(page.getByRole('button', { name: 'Round 2, Ground taken' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Round 3, Ground taken' })).toBeVisible();
    // The tiles show the weekends.
    await expect(page.getByRole('button', { name: 'Round 2, Ground taken' })).toContainText('Sat 13 Mar');
    const list = page.getByRole('list', { name: 'Constraints' });
    await expect(list).toContainText(`${riverside}: no home game in rounds 2 and 3`);
  });

  await test.step('3. the derby is fixed in round 4 and every team gets at most one break', async () => {
    await page.getByRole('button', { name: 'Add constraint' }).click();
    await page.getByRole('menuitem', { name: 'Fixed game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add constraint' });
    await pick(page, 'Home team', riverside, dialog);
    await pick(page, 'Away team', harbour, dialog);
    await dialog.getByLabel('Rounds', { exact: true }).first().click({ force: true });
    await page.getByRole('option', { name: 'Round 4 · Sat 27 Mar' }).click();
    // A multi-select stays open for more rounds: a click beside it closes it.
    await dialog.getByRole('heading', { name: 'Add constraint' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add constraint' }).click();
    await page.getByRole('menuitem', { name: 'Breaks per team' }).click();
    const breaks = page.getByRole('dialog', { name: 'Add constraint' });
    await expect(breaks.getByRole('checkbox', { name: 'All teams' })).toBeChecked();
    await breaks.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(breaks).toBeHidden();

    // A wish, through the generic form: Harbour would rather not play at home early on.
    await page.getByRole('button', { name: 'Add constraint' }).click();
    await page.getByRole('menuitem', { name: 'Home games in some rounds' }).click();
    const wish = page.getByRole('dialog', { name: 'Add constraint' });
    await pick(page, 'Teams', harbour, wish);
    await wish.getByRole('heading', { name: 'Add constraint' }).click();
    await wish.getByLabel('Rounds', { exact: true }).first().click({ force: true });
    for (const round of [1, 2, 3])
      await page.getByRole('option', { name: new RegExp(`^Round ${round} ·`) }).click();
    await wish.getByRole('heading', { name: 'Add constraint' }).click();
    await wish.getByRole('switch', { name: /A wish, not a rule/ }).check({ force: true });
    await wish.getByRole('textbox', { name: 'Weight' }).fill('2');
    await snap('scheduler-constraint-form');
    await wish.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(wish).toBeHidden();

    const list = page.getByRole('list', { name: 'Constraints' });
    await expect(list).toContainText(`${riverside} v ${harbour} must be in round 4`);
    await expect(list).toContainText('At most 1 break per team');
    const wishRow = list.getByRole('listitem').filter({ hasText: `${harbour}: no home game in rounds 1–3` });
    await expect(wishRow).toContainText('Wish · weight 2');
    await snap('scheduler-constraints');
  });

  await test.step('4. the preview keeps every rule; saving replaces the stage’s fixtures', async () => {
    await page.getByRole('button', { name: 'Preview schedule' }).click();
    const round4 = page.getByRole('region', { name: 'Round 4', exact: true });
    await expect(round4).toContainText(`${riverside} v ${harbour}`, { timeout: 60_000 });
    await expect(round4).toContainText('Sat 27 Mar 2027');
    // Two away games before the derby away would be a second break: Harbour's wish gives way, and shows where.
    await expect(page.getByText('Wishes this schedule breaks')).toBeVisible();
    await expect(page.getByText('Wish broken').first()).toBeVisible();
    await snap('scheduler-preview');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('Schedule saved: 15 fixtures').first()).toBeVisible({ timeout: 60_000 });

    const fixtures = await fixturesOf(page.request, stage.id);
    expect(fixtures).toHaveLength(15);
    const riversideId = ids.get(riverside)!;
    const harbourId = ids.get(harbour)!;
    for (const f of fixtures.filter((x) => x.round === 2 || x.round === 3))
      expect(f.homeTeamId).not.toBe(riversideId);
    const derby = fixtures.find((f) => f.homeTeamId === riversideId && f.awayTeamId === harbourId);
    expect(derby?.round).toBe(4);
    expect(derby?.startsAt?.slice(0, 10)).toBe('2027-03-27');
  });

  await test.step('5. fixed and forbidden in the same round: the “why not” names both, and one is removed', async () => {
    await page.getByRole('button', { name: 'Add constraint' }).click();
    await page.getByRole('menuitem', { name: 'Forbidden game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add constraint' });
    await pick(page, 'Home team', riverside, dialog);
    await pick(page, 'Away team', harbour, dialog);
    await dialog.getByLabel('Rounds', { exact: true }).first().click({ force: true });
    await page.getByRole('option', { name: 'Round 4 · Sat 27 Mar' }).click();
    // A multi-select stays open for more rounds: a click beside it closes it.
    await dialog.getByRole('heading', { name: 'Add constraint' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('The constraints or dates changed since this preview')).toBeVisible();
    await page.getByRole('button', { name: 'Preview again' }).click();
    const whyNot = page.getByRole('alert', { name: 'These cannot all hold together' });
    await expect(whyNot).toBeVisible({ timeout: 60_000 });
    await expect(whyNot).toContainText(`${riverside} v ${harbour} must be in round 4`);
    await expect(whyNot).toContainText(`${riverside} v ${harbour} may not be in round 4`);
    await snap('scheduler-why-not');
    await whyNot
      .getByRole('button', { name: `Remove: ${riverside} v ${harbour} may not be in round 4` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('list', { name: 'Constraints' })).not.toContainText('may not be in');
  });

  await test.step('6. a postponed match is replayed on a date the server offers', async () => {
    const fixtures = await fixturesOf(page.request, stage.id);
    const match = fixtures.find((f) => f.round === 1)!;
    const postponed = await page.request.put(`/api/fixture/${match.id}`, { data: { status: 'postponed' } });
    expect(postponed.ok(), await postponed.text()).toBe(true);
    const offered = await page.request.get(`/api/fixture/${match.id}/replay-options`);
    expect(offered.ok(), await offered.text()).toBe(true);
    const first = ((await offered.json()) as { items: { startsAt: string; venueId: string | null }[] })
      .items[0];
    expect(first, 'a replay date is offered').toBeDefined();

    await page.goto(`/admin/match-center/edit-match/${match.id}`);
    const picker = page.getByRole('region', { name: 'Replay date' });
    await expect(picker.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
    await snap('scheduler-replay');
    await picker.getByRole('radio').first().check();
    await picker.getByRole('button', { name: 'Move the match here' }).click();
    await expect(picker).toBeHidden({ timeout: 30_000 });
    const moved = (await fixturesOf(page.request, stage.id)).find((f) => f.id === match.id)!;
    expect(moved.status).toBe('scheduled');
    expect(new Date(moved.startsAt!).toISOString()).toBe(new Date(first!.startsAt).toISOString());
    expect(moved.venueId).toBe(first!.venueId);
  });
});
