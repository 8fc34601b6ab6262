import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { choose } from '../pages/SeasonPages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Players (issue 9): an organiser creates players, builds a team's roster and registers a competition squad;
// a fan signs in, opens the player's page, makes the player a favourite and finds them on the home page.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('an organiser builds a roster and a squad; a fan favourites a player and finds them at home', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  const organiserContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const organiser = await organiserContext.newPage();
  await registerByApi(organiserContext.request, newAccount('Olga Organiser'));
  const league = await post<{ id: string }>(organiserContext.request, '/api/champ-leagues', {
    name: `Player League ${run}`,
    sportKindId: 'football',
    subdomain: `players-${run}`,
  });
  const champ = await post<{ id: string }>(organiserContext.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Spring Cup',
  });
  const teamName = `Rovers ${run}`;
  const team = await post<{ id: string }>(organiserContext.request, '/api/teams', {
    name: teamName,
    sportKindId: 'football',
  });
  await post(organiserContext.request, `/api/champs/${champ.id}/teams`, { teamId: team.id });

  // The empty list says what to do.
  await organiser.goto('/admin/players');
  await expect(organiser.getByText('No players yet')).toBeVisible();
  await snap(organiser, 'players-empty');

  // A player through the form.
  const playerName = `Mira Keller ${run}`;
  await organiser.getByRole('link', { name: 'Create player' }).first().click();
  await expect(organiser.getByRole('heading', { name: 'Create player' })).toBeVisible();
  await organiser.getByRole('textbox', { name: 'Name', exact: true }).fill(playerName);
  await choose(organiser, 'Sport', 'Football');
  await organiser.getByRole('textbox', { name: 'Shirt number' }).fill('9');
  await organiser.getByRole('textbox', { name: 'Position' }).fill('Forward');
  await snap(organiser, 'player-create');
  await organiser.getByRole('button', { name: 'Create player' }).click();
  await expect(organiser).toHaveURL(/\/admin\/players\/details\/[0-9a-f-]{36}$/);
  const playerId = organiser.url().split('/').pop() ?? '';
  await expect(organiser.getByRole('heading', { name: playerName })).toBeVisible();

  // A second player, by the API, to see a roster of two.
  const second = await post<{ id: string }>(organiserContext.request, '/api/player', {
    name: `Jonas Weber ${run}`,
    sportKindId: 'football',
    shirtNumber: 1,
    position: 'Goalkeeper',
  });
  await post(organiserContext.request, `/api/teams/${team.id}/player`, {
    playerId: second.id,
    shirtNumber: 1,
  });

  // The roster: add the first player through the dialog; a taken shirt number is refused on its field.
  await organiser.goto(`/admin/teams/details/${team.id}`);
  await organiser.getByRole('button', { name: 'Add player' }).first().click();
  const dialog = organiser.getByRole('dialog');
  const picker = dialog.getByRole('combobox', { name: 'Player' });
  await picker.fill('Mira');
  await organiser.getByRole('option', { name: new RegExp(playerName) }).click();
  await dialog.getByRole('textbox', { name: 'Shirt number' }).fill('1');
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expect(dialog.getByText(/shirt number/i).last()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Shirt number' }).fill('9');
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expect(dialog).toBeHidden();
  const rosterRow = organiser.getByRole('row').filter({ hasText: playerName });
  await expect(rosterRow).toBeVisible();
  await expect(rosterRow).toContainText('9');
  await snap(organiser, 'team-roster');

  // More teams for the competition, created inline from its Teams tab (the sport comes from the league).
  await organiser.goto(`/admin/competitions/details/${champ.id}?tabs=teams`);
  await expect(organiser.getByRole('textbox', { name: 'Sport' })).toHaveValue('Football');
  await organiser.getByRole('textbox', { name: 'Team names' }).fill(`Harriers ${run}\n\nAlbion ${run}`);
  await organiser.getByRole('button', { name: 'Create and add 2 teams' }).click();
  for (const name of [`Harriers ${run}`, `Albion ${run}`]) {
    await expect(
      organiser.getByRole('list', { name: 'Teams' }).getByText(name, { exact: true }),
    ).toBeVisible();
  }
  await snap(organiser, 'competition-teams-inline');

  // The competition squad, from the roster.
  await organiser.goto(`/admin/competitions/details/${champ.id}?tabs=squads`);
  const squad = organiser.getByRole('region', { name: teamName });
  await squad.getByRole('combobox', { name: 'Add from the roster' }).click();
  await organiser.getByRole('option', { name: `9 · ${playerName}` }).click();
  await squad.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(squad.getByText(playerName)).toBeVisible();
  await snap(organiser, 'competition-squads');

  // A fan: the public player page, a favourite, and the home page shows it first.
  const fanContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const fan = await fanContext.newPage();
  await fan.goto(`/observe/player/${playerId}`);
  await expect(fan.getByRole('heading', { name: playerName })).toBeVisible();
  // Anonymous: no favourite toggle, no edit controls.
  await expect(fan.getByRole('button', { name: 'Add to favourites' })).toHaveCount(0);
  await expect(fan.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await fan.getByRole('tab', { name: 'Teams' }).click();
  await expect(fan.getByRole('link', { name: teamName })).toBeVisible();

  // From the player to the team's public page (its roster links back), and to the profile owner's page.
  await fan.getByRole('link', { name: teamName }).click();
  await expect(fan).toHaveURL(new RegExp(`/observe/team/${team.id}`));
  await expect(fan.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(fan.getByRole('link', { name: playerName })).toBeVisible();
  await snap(fan, 'observe-team');
  await fan.getByRole('link', { name: playerName }).click();
  await expect(fan.getByRole('heading', { name: playerName })).toBeVisible();
  await fan.getByRole('link', { name: 'Olga Organiser' }).click();
  await expect(fan).toHaveURL(/\/user-profile\//);
  await expect(fan.getByRole('heading', { name: 'Olga Organiser' })).toBeVisible();
  await expect(fan.getByRole('link', { name: teamName })).toBeVisible();
  await snap(fan, 'user-profile');
  await fan.goto(`/observe/player/${playerId}`);

  await registerByApi(fanContext.request, newAccount('Finn Fan'));
  await fan.reload();
  await fan.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(fan.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await snap(fan, 'player-details');

  await fan.goto('/');
  const favourites = fan.getByRole('region', { name: /favourites/i });
  await expect(favourites.getByRole('link', { name: playerName })).toBeVisible();
  await snap(fan, 'home-favourites');
  await favourites.getByRole('link', { name: playerName }).click();
  await expect(fan).toHaveURL(new RegExp(`/observe/player/${playerId}$`));

  await fanContext.close();
  await organiserContext.close();
});
