import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Issue 27, items 2 and 3, in the browser. A team misses check-in and is dropped: the organiser sets a window,
// a captain checks their team in on the public competition page, the organiser checks in their own team and
// closes the check-in now (the close the scheduled job runs at `closesAt`); the draw has only the two teams in.
// Then a check-in before a round of a knockout (the side not checked in forfeits its match), a withdrawal with
// its note on the standings, and a walkover entered from the score dialog that moves the winner on in a bracket.

type Fixture = {
  id: string;
  round: number;
  slot: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeTeamName: string | null;
  awayTeamName: string | null;
  forfeit: string | null;
};

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function competition(request: APIRequestContext, run: string, teamNames: string[]) {
  const league = await post<{ id: string }>(request, '/api/champ-leagues', {
    name: `Check-in League ${run}`,
    sportKindId: 'football',
    subdomain: `chk-${run}`,
  });
  const champ = await post<{ id: string; name: string }>(request, '/api/champs', {
    champLeagueId: league.id,
    name: `Spring Cup ${run}`,
  });
  const teams: { id: string; name: string }[] = [];
  for (const name of teamNames) {
    const team = await post<{ id: string; name: string }>(request, '/api/teams', {
      name,
      sportKindId: 'football',
    });
    await post(request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    teams.push(team);
  }
  return { champ, teams };
}

async function stageWithFixtures(
  request: APIRequestContext,
  champId: string,
  type: string,
): Promise<Fixture[]> {
  const stage = await post<{ id: string }>(request, `/api/champs/${champId}/stage`, { name: type, type });
  await post(request, '/api/fixture/generate', { stageId: stage.id });
  const response = await request.get(`/api/fixture/search?stageId=${stage.id}&pageSize=100`);
  return ((await response.json()) as { items: Fixture[] }).items;
}

/** A `datetime-local` value in the browser's own zone, `minutes` from now. */
function localInput(page: Page, minutes: number): Promise<string> {
  return page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);
}

test('a team misses check-in and is dropped before the draw', async ({ page, browser, baseURL }) => {
  const run = randomUUID().slice(0, 6);
  const organiser = newAccount('Check Organiser');
  await registerByApi(page.request, organiser);
  const captain = newAccount('Check Captain');
  const captainContext = await browser.newContext({ baseURL: baseURL! });
  const { user } = await registerByApi(captainContext.request, captain);
  const { champ, teams } = await competition(page.request, run, [
    'Harbour Rovers',
    'Mill Lane',
    'Quarry Town',
  ]);
  const [rovers, mill, quarry] = teams as [(typeof teams)[0], (typeof teams)[0], (typeof teams)[0]];
  // The captain runs Harbour Rovers (its Manager).
  await post(page.request, `/api/permissions/${rovers.id}/itemrole`, { userId: user.id, role: 'Manager' });

  // The organiser sets the window: open from a few minutes ago for an hour; missing teams are dropped.
  await page.goto(`/admin/competitions/details/${champ.id}?tabs=checkIn`);
  await expect(page.getByText('No check-in window yet. Set one below')).toBeVisible();
  await page.getByLabel('Opens at').fill(await localInput(page, -5));
  await page.getByLabel('Closes at').fill(await localInput(page, 60));
  await page.getByRole('button', { name: 'Save window' }).click();
  await expect(page.getByText('0 of 3 teams checked in')).toBeVisible();
  await snap(page, 'check-in-admin-open');

  // The captain checks Harbour Rovers in on the public competition page.
  const captainPage = await captainContext.newPage();
  await captainPage.goto(`/observe/competition/${champ.id}`);
  await captainPage.getByRole('button', { name: `Check in ${rovers.name}` }).click();
  await expect(captainPage.getByText('1 of 3 teams checked in')).toBeVisible();
  // The captain runs no other team: no button for them.
  await expect(captainPage.getByRole('button', { name: `Check in ${mill.name}` })).toHaveCount(0);
  await snap(captainPage, 'check-in-public-card');

  // The organiser checks in their own Mill Lane, then closes the check-in now.
  await page.reload();
  await page.getByRole('button', { name: `Check in ${mill.name}` }).click();
  await expect(page.getByText('2 of 3 teams checked in')).toBeVisible();
  await page.getByRole('button', { name: 'Close check-in now' }).click();
  await expect(page.getByRole('dialog', { name: 'Close check-in now?' })).toBeVisible();
  await page.getByRole('button', { name: 'Close check-in', exact: true }).click();
  await expect(page.getByText('Dropped for not checking in:')).toBeVisible();
  await expect(page.getByRole('link', { name: quarry.name })).toBeVisible();
  await snap(page, 'check-in-admin-closed');

  // The draw: Quarry Town is not in it.
  const fixtures = await stageWithFixtures(page.request, champ.id, 'league');
  const drawn = new Set(fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
  expect(drawn.has(quarry.id)).toBe(false);
  expect(drawn.has(rovers.id) && drawn.has(mill.id)).toBe(true);
  await page.goto(`/admin/competitions/details/${champ.id}?tabs=fixtures`);
  await expect(
    page
      .getByRole('article', { name: `${rovers.name} – ${mill.name}` })
      .or(page.getByRole('article', { name: `${mill.name} – ${rovers.name}` })),
  ).toBeVisible();
  await expect(page.getByText(quarry.name)).toHaveCount(0);
  // The dropped team's people were told.
  const inbox = await page.request.get('/api/notifications?pageSize=50');
  const kinds = ((await inbox.json()) as { items: { kind: string }[] }).items.map((n) => n.kind);
  expect(kinds).toContain('checkIn.dropped');
  await captainContext.close();
});

test('a check-in before a round: the side that did not check in forfeits its match', async ({
  page,
  browser,
  baseURL,
}) => {
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Round Organiser'));
  const captain = newAccount('Round Captain');
  const captainContext = await browser.newContext({ baseURL: baseURL! });
  const { user } = await registerByApi(captainContext.request, captain);
  const cup = await competition(page.request, `r${run}`, ['Ash', 'Birch', 'Cedar', 'Damson']);
  const fixtures = await stageWithFixtures(page.request, cup.champ.id, 'knockout');
  const [semiA, semiB] = fixtures.filter((f) => f.round === 1) as [Fixture, Fixture];
  // The captain runs semi A's home side.
  await post(page.request, `/api/permissions/${semiA.homeTeamId}/itemrole`, {
    userId: user.id,
    role: 'Manager',
  });

  // The organiser adds a window before round 1 from the Check-in tab's stage and round pickers.
  await page.goto(`/admin/competitions/details/${cup.champ.id}?tabs=checkIn`);
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'knockout' }).click();
  await page.getByRole('combobox', { name: 'Round' }).click();
  await page.getByRole('option', { name: 'Round 1' }).click();
  await page.getByLabel('Round check-in opens at').fill(await localInput(page, -5));
  await page.getByLabel('Round check-in closes at').fill(await localInput(page, 60));
  await page.getByRole('button', { name: 'Save round window' }).click();
  await expect(page.getByText('knockout: check-in for round 1')).toBeVisible();
  await expect(page.getByText('0 of 4 teams checked in')).toBeVisible();

  // The captain checks in for round 1 on the public competition page.
  const captainPage = await captainContext.newPage();
  await captainPage.goto(`/observe/competition/${cup.champ.id}`);
  await captainPage.getByRole('button', { name: `Check in for round 1: ${semiA.homeTeamName}` }).click();
  await expect(captainPage.getByText('1 of 4 teams checked in')).toBeVisible();
  await snap(captainPage, 'check-in-round-public');

  // The organiser checks in both sides of semi B, then closes round 1's check-in now.
  await page.reload();
  for (const name of [semiB.homeTeamName, semiB.awayTeamName]) {
    await page.getByRole('button', { name: `Check in for round 1: ${name}` }).click();
  }
  await expect(page.getByText('3 of 4 teams checked in')).toBeVisible();
  await page.getByRole('button', { name: 'Close check-in now for knockout, round 1' }).click();
  await page.getByRole('button', { name: 'Close check-in', exact: true }).click();
  await expect(page.getByText('Walkovers: 1; matches cancelled (neither side checked in): 0')).toBeVisible();
  await snap(page, 'check-in-round-admin-closed');
  const after = (
    (await (await page.request.get(`/api/fixture/champ/${cup.champ.id}`)).json()) as { items: Fixture[] }
  ).items;
  expect(after.find((f) => f.id === semiA.id)?.forfeit).toBe('away');
  expect(after.find((f) => f.id === semiB.id)?.forfeit).toBeNull();
  const final = after.find((f) => f.round === 2)!;
  expect([final.homeTeamId, final.awayTeamId]).toContain(semiA.homeTeamId);
  await captainContext.close();
});

test('an organiser withdraws a team and awards a walkover', async ({ page }) => {
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Walkover Organiser'));
  const league = await competition(page.request, `l${run}`, ['Abbey', 'Bridge', 'Castle', 'Dockside']);
  await stageWithFixtures(page.request, league.champ.id, 'league');

  // Withdraw Castle from the teams list, with confirmation; its row on the standings says why.
  await page.goto(`/admin/competitions/details/${league.champ.id}?tabs=teams`);
  await page.getByRole('button', { name: 'Withdraw or disqualify Castle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw or disqualify Castle' });
  await dialog.getByLabel('Keep played results, forfeit their remaining matches').check();
  await dialog.getByLabel('Reason').fill('Could not raise a side');
  await expect(dialog.getByRole('button', { name: 'Withdraw team' })).toBeDisabled();
  await dialog.getByLabel('I understand this cannot be undone').check();
  await snap(page, 'withdraw-dialog');
  await dialog.getByRole('button', { name: 'Withdraw team' }).click();
  await expect(page.getByText('Withdrawn: Could not raise a side').first()).toBeVisible();
  await page.goto(`/admin/competitions/details/${league.champ.id}?tabs=standings`);
  await expect(page.getByRole('table').getByText('Withdrawn: Could not raise a side')).toBeVisible();
  await snap(page, 'withdraw-standings-note');

  // A knockout: the organiser awards a walkover from the score dialog; the winner moves on.
  const cup = await competition(page.request, `k${run}`, ['Elm', 'Fir', 'Gorse', 'Hazel']);
  const fixtures = await stageWithFixtures(page.request, cup.champ.id, 'knockout');
  const semi = fixtures.find((f) => f.round === 1 && f.slot === 0)!;
  await page.goto(`/admin/competitions/details/${cup.champ.id}?tabs=fixtures`);
  await page
    .getByRole('article', { name: `${semi.homeTeamName} – ${semi.awayTeamName}` })
    .getByRole('button', { name: 'Enter score' })
    .click();
  await snap(page, 'forfeit-score-dialog');
  await page.getByRole('button', { name: `${semi.homeTeamName} forfeits` }).click();
  await page.getByRole('button', { name: 'Award walkover' }).click();
  await expect(page.getByText('Walkover recorded; standings updated')).toBeVisible();
  await expect(page.getByText(`W/O: ${semi.homeTeamName} forfeited`)).toBeVisible();
  const final = (
    (await (await page.request.get(`/api/fixture/champ/${cup.champ.id}`)).json()) as { items: Fixture[] }
  ).items.find((f) => f.round === 2)!;
  expect([final.homeTeamId, final.awayTeamId]).toContain(semi.awayTeamId);
  await page.goto(`/observe/competition/${cup.champ.id}?tabs=standings`);
  await snap(page, 'forfeit-bracket-note');
});
