import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Issue 27, item 4, in the browser: a cup's semi-final result turns out wrong after the final was played. The
// organiser corrects it from the competition's fixtures, is shown the final that will be reset, confirms; the
// match page shows the result's history. The set-up goes through the API.

type Fixture = {
  id: string;
  round: number;
  homeTeamName: string | null;
  awayTeamName: string | null;
};

async function post<T>(request: APIRequestContext, url: string, data?: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function put(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.put(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

test('an organiser corrects a semi-final after the final, resetting the final, and the match page keeps the history', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Cora Cup'));
  const league = await post<{ id: string }>(page.request, '/api/champ-leagues', {
    name: `Cup ${run}`,
    sportKindId: 'football',
    subdomain: `corr-${run}`,
  });
  const champ = await post<{ id: string }>(page.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'County Cup',
  });
  const teamIds: string[] = [];
  for (const name of ['Lions', 'Tigers', 'Eagles', 'Wolves']) {
    const team = await post<{ id: string }>(page.request, '/api/teams', {
      name: `${name} ${run}`,
      sportKindId: 'football',
    });
    await post(page.request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    teamIds.push(team.id);
  }
  const stage = await post<{ id: string }>(page.request, `/api/champs/${champ.id}/stage`, {
    name: 'Cup',
    type: 'knockout',
    seeding: teamIds,
  });
  const all = (
    (await (await page.request.get(`/api/fixture/search?stageId=${stage.id}&pageSize=10`)).json()) as {
      items: Fixture[];
    }
  ).items;
  const [semiA, semiB] = all.filter((f) => f.round === 1);
  const final = all.find((f) => f.round === 2)!;
  await put(page.request, `/api/fixture/${semiA!.id}/score`, { homeScore: 2, awayScore: 1 });
  await put(page.request, `/api/fixture/${semiB!.id}/score`, { homeScore: 0, awayScore: 1 });
  await put(page.request, `/api/fixture/${final.id}/score`, { homeScore: 3, awayScore: 2 });

  await test.step('1. the correction names the final already played, and resets it once confirmed', async () => {
    await page.goto(`/admin/competitions/details/${champ.id}?tabs=fixtures`);
    const card = page.getByRole('article', { name: `${semiA!.homeTeamName} – ${semiA!.awayTeamName}` });
    await card.getByRole('button', { name: 'Edit score' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Enter score' });
    await dialog.getByRole('textbox', { name: `${semiA!.homeTeamName} (home)` }).fill('1');
    await dialog.getByRole('textbox', { name: `${semiA!.awayTeamName} (away)` }).fill('2');
    await dialog.getByRole('button', { name: 'Save score' }).click();
    await expect(dialog.getByText('Reset the later matches?')).toBeVisible();
    await expect(dialog).toContainText(`Round 2: ${semiA!.homeTeamName} 3–2`);
    await snap(page, 'corrections-reset-confirm');
    await dialog.getByRole('button', { name: 'Correct and reset 1 match' }).click();
    await expect(dialog).toBeHidden();
    const after = (await (await page.request.get(`/api/fixture/${final.id}`)).json()) as {
      status: string;
      homeTeamName: string;
    };
    expect(after).toMatchObject({ status: 'scheduled', homeTeamName: semiA!.awayTeamName });
  });

  await test.step('2. the match page shows who changed the result, when, and what it reset', async () => {
    await page.goto(`/observe/match-center/${semiA!.id}`);
    const history = page.getByRole('region', { name: 'Result history' });
    await expect(history).toContainText('Cora Cup corrected the result from 2–1 to 1–2');
    await expect(history).toContainText('Cora Cup entered the result 2–1');
    await expect(
      history.getByRole('link', { name: `${semiA!.awayTeamName} vs ${semiB!.awayTeamName}` }),
    ).toBeVisible();
    await snap(page, 'corrections-history');
    await page.goto(`/observe/match-center/${final.id}`);
    await expect(page.getByRole('region', { name: 'Result history' })).toContainText(
      'cleared the result 3–2',
    );
  });

  await test.step('3. the match sheet asks the same before resetting', async () => {
    await put(page.request, `/api/fixture/${final.id}/score`, { homeScore: 1, awayScore: 0 });
    await page.goto(`/admin/match-center/edit-match/${semiA!.id}`);
    const score = page.getByRole('region', { name: 'Score' });
    await score.getByRole('textbox', { name: semiA!.homeTeamName!, exact: true }).fill('4');
    await score.getByRole('textbox', { name: semiA!.awayTeamName!, exact: true }).fill('0');
    await score.getByRole('textbox', { name: 'Reason for the correction' }).fill('The referee’s report');
    await score.getByRole('button', { name: 'Save result' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset the later matches?' });
    await expect(confirm).toContainText('Cup, round 2:');
    await snap(page, 'corrections-match-sheet-confirm');
    await confirm.getByRole('button', { name: 'Correct and reset 1 match' }).click();
    await expect(page.getByText('Result saved')).toBeVisible();
  });
});
