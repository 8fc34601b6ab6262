import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// A visitor's open standings page follows the competition live: the organiser enters a score in another
// browser, and the visitor's table changes through the realtime hub, without a reload (ADR 0010).

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a visitor sees the table change when the organiser enters a score, without reloading', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  const organiser = await browser.newContext({ baseURL: baseURL ?? '' });
  await registerByApi(organiser.request, newAccount('Lena Live'));
  const league = await post<{ id: string }>(organiser.request, '/api/champ-leagues', {
    name: `Live League ${run}`,
    sportKindId: 'football',
    subdomain: `live-${run}`,
  });
  const champ = await post<{ id: string }>(organiser.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Evening Cup',
  });
  const teamNames = [`Harbour ${run}`, `Quarry ${run}`];
  for (const name of teamNames) {
    const team = await post<{ id: string }>(organiser.request, '/api/teams', {
      name,
      sportKindId: 'football',
    });
    await post(organiser.request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
  }
  const stage = await post<{ id: string }>(organiser.request, `/api/champs/${champ.id}/stage`, {
    type: 'league',
    name: 'Table',
  });
  const fixtures = await post<{ items: { id: string; homeTeamName: string }[] }>(
    organiser.request,
    '/api/fixture/generate',
    { stageId: stage.id },
  );
  const first = fixtures.items[0]!;

  const visitorContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/observe/competition/${champ.id}?tabs=standings`);
  const row = visitor.getByRole('row').filter({ hasText: first.homeTeamName });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('0');
  await expect(visitor.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  // Marks this document: a reload or navigation would lose it.
  await visitor.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const scored = await organiser.request.put(`/api/fixture/${first.id}/score`, {
    data: { homeScore: 2, awayScore: 0 },
  });
  expect(scored.ok(), await scored.text()).toBe(true);

  await expect(row.getByRole('cell').last()).toHaveText('3', { timeout: 5_000 });
  expect(
    await visitor.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);
  await snap(visitor, 'live-standings');

  await visitorContext.close();
  await organiser.close();
});
