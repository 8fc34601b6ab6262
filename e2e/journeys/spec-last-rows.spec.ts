import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';

// Issue 26, item 7 ("the spec's last rows"): the ratings tabs of a league and a competition, finding a person by
// name to give a role or invite, and editing a stage.

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function put(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.put(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A league with one competition of `teamNames` entered and a one-leg league stage drawn. */
async function leagueWithSeason(request: APIRequestContext, name: string, teamNames: string[]) {
  const league = await post(request, '/api/champ-leagues', {
    name,
    sportKindId: 'football',
    subdomain: `r-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
  });
  const champ = await post(request, '/api/champs', {
    champLeagueId: league.id,
    name: `${name} 2026`,
    season: '2026',
    startDate: '2026-03-01',
  });
  const teams: { id: string; name: string }[] = [];
  for (const teamName of teamNames) {
    const team = await post(request, '/api/teams', { name: teamName, sportKindId: 'football' });
    await post(request, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    teams.push(team);
  }
  const stage = await post(request, `/api/champs/${champ.id}/stage`, { name: 'League', type: 'league' });
  const drawn = await post(request, '/api/fixture/generate', { stageId: stage.id });
  return {
    league,
    champ,
    stage,
    teams,
    fixtures: drawn.items as { id: string; homeTeamId: string; awayTeamId: string }[],
  };
}

test('a league and a competition rank their teams by rating, and say what to do before any result', async ({
  page,
  snap,
}) => {
  await registerByApi(page.request, newAccount('Rating Organiser'));
  const season = await leagueWithSeason(page.request, 'Harbour League', [
    'Harbour Lions',
    'Quay Tigers',
    'Dock Bears',
    'Pier Wolves',
  ]);
  // The team listed earlier wins by two; one draw.
  const strength = season.teams.map((t) => t.id);
  for (const [index, f] of season.fixtures.entries()) {
    const homeWins = strength.indexOf(f.homeTeamId) < strength.indexOf(f.awayTeamId);
    await put(page.request, `/api/fixture/${f.id}/score`, {
      homeScore: index === 0 ? 1 : homeWins ? 2 : 0,
      awayScore: index === 0 ? 1 : homeWins ? 0 : 2,
    });
  }

  await page.goto(`/observe/league/${season.league.id}?tabs=ratings`);
  await expect(page.getByRole('tab', { name: 'Ratings', selected: true })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText('Harbour Lions');
  await snap('ratings-league');

  await page.getByRole('link', { name: 'Pier Wolves' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pier Wolves' })).toBeVisible();

  await page.goto(`/observe/competition/${season.champ.id}`);
  await page.getByRole('tab', { name: 'Ratings' }).click();
  await expect(page).toHaveURL(/tabs=ratings/);
  await expect(page.getByRole('row').nth(1)).toContainText('Harbour Lions');
  await snap('ratings-competition');

  // Before any result: the organiser is told where ratings come from and sent to enter results.
  const quiet = await leagueWithSeason(page.request, 'Quiet League', ['Calm Rovers', 'Still United']);
  await page.goto(`/observe/competition/${quiet.champ.id}?tabs=ratings`);
  await expect(page.getByRole('heading', { name: 'No ratings yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter results' })).toHaveAttribute(
    'href',
    `/admin/competitions/details/${quiet.champ.id}`,
  );
  await snap('ratings-empty');
});

test('an organiser finds a person by name and makes them a Manager of the league', async ({
  page,
  browser,
  snap,
}) => {
  await registerByApi(page.request, newAccount('Picker Organiser'));
  // Somebody with a name nobody else in this run has, signed up in a browser of their own.
  const surname = `Qadri${Math.random().toString(36).slice(2, 7)}`;
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await registerByApi(other.request, newAccount(`Noor ${surname}`));
  await other.close();
  const league = await post(page.request, '/api/champ-leagues', {
    name: 'Picker League',
    sportKindId: 'football',
    subdomain: `p-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
  });

  await page.goto(`/admin/leagues/details/${league.id}?tabs=managers`);
  const person = page.getByRole('textbox', { name: 'Person to appoint' });
  await person.fill(surname.slice(0, 7));
  const option = page.getByRole('option', { name: `Noor ${surname}` });
  await expect(option).toBeVisible();
  await snap('person-picker');
  await option.click();
  await expect(person).toHaveValue(`Noor ${surname}`);
  await page.getByRole('button', { name: 'Add manager' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Noor ${surname}` })).toBeVisible();
  await snap('person-picker-added');
});

test('an organiser renames a stage, and learns why its legs cannot change once it has a result', async ({
  page,
  snap,
}) => {
  await registerByApi(page.request, newAccount('Stage Organiser'));
  const season = await leagueWithSeason(page.request, 'Stage League', [
    'Ash Athletic',
    'Birch Borough',
    'Cedar City',
  ]);
  const [first] = season.fixtures;
  await put(page.request, `/api/fixture/${first!.id}/score`, { homeScore: 2, awayScore: 1 });

  await page.goto(`/admin/competitions/details/${season.champ.id}?tabs=stages`);
  await page.getByRole('button', { name: 'Edit stage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “League”' });
  await dialog.getByRole('textbox', { name: /Stage name/ }).fill('Regular season');
  await dialog.getByRole('textbox', { name: /Legs/ }).fill('2');
  await expect(dialog.getByText('follow the old shape until you regenerate them')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await expect(
    dialog.getByText(/already has results, so its legs and groups can no longer change/),
  ).toBeVisible();
  await snap('stage-edit-has-results');

  await dialog.getByRole('textbox', { name: /Legs/ }).fill('1');
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Regular season' })).toBeVisible();
  await snap('stage-edit-saved');
});
