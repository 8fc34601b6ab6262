import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Spreadsheets (issue 30, item 3): an organiser pastes a squad from a spreadsheet onto a roster, sees the bad
// lines named before anything is saved, fixes them and saves; the roster's file downloads as CSV; teams are
// imported into a competition the same way.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('an organiser pastes players onto a roster, fixes the named lines, saves, and downloads the file', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Paula Paste'));
  const team = await post<{ id: string }>(page.request, '/api/teams', {
    name: `Équipe ${run}`,
    sportKindId: 'football',
  });
  const league = await post<{ id: string }>(page.request, '/api/champ-leagues', {
    name: `Sheet League ${run}`,
    sportKindId: 'football',
    subdomain: `sheets-${run}`,
  });
  const champ = await post<{ id: string }>(page.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Autumn Cup',
  });

  await page.goto(`/admin/teams/details/${team.id}`);
  await page.getByRole('button', { name: 'Paste players' }).click();
  const dialog = page.getByRole('dialog', { name: `Add players to Équipe ${run}` });
  const box = dialog.getByRole('textbox', { name: 'One a line' });
  const lines = [
    'José Álvarez\t1\tGoalkeeper',
    'Zoë Müller\t7\tWinger',
    '\t8\tDefender',
    'Łukasz Żółć\tten\tStriker',
    'Ångström Öberg\t7\tMidfielder',
  ];
  await box.fill(lines.join('\n'));
  await dialog.getByRole('button', { name: 'Check' }).click();
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('3 problems to fix before anything is saved:');
  await expect(problems).toContainText('Line 3, Name: Required');
  await expect(problems).toContainText('Line 4, Shirt number: A whole number from 0 to 999');
  await expect(problems).toContainText('Line 5, Shirt number: Shirt number 7 is taken');
  await expect(dialog.getByRole('button', { name: /^Add \d+ players$/ })).toHaveCount(0);
  await snap(page, 'roster-paste-problems');

  await box.fill(
    [
      'José Álvarez\t1\tGoalkeeper',
      'Zoë Müller\t7\tWinger',
      'Núñez Darío\t8\tDefender',
      'Łukasz Żółć\t10\tStriker',
      'Ångström Öberg\t6\tMidfielder',
    ].join('\n'),
  );
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('Every row can be saved. Nothing is saved until you confirm.')).toBeVisible();
  await snap(page, 'roster-paste-preview');
  await dialog.getByRole('button', { name: 'Add 5 players' }).click();
  await expect(dialog).toBeHidden();
  const roster = page.getByRole('table', { name: 'Roster' });
  await expect(roster.getByRole('row')).toHaveCount(6);
  await expect(roster).toContainText('Łukasz Żółć');
  await snap(page, 'roster-after-paste');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Équipe-${run}-players.csv`);
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.startsWith('\uFEFF"name","shirtNumber","position"\r\n"José Álvarez","1","Goalkeeper"\r\n')).toBe(
    true,
  );

  // A competition's teams from a file.
  await page.goto(`/admin/competitions/details/${champ.id}?tabs=teams`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const teams = page.getByRole('dialog', { name: 'Import teams into Autumn Cup' });
  await teams.getByText('CSV file', { exact: true }).click();
  // Mantine's FileInput is a button over a hidden file input: the file goes to the input.
  await teams.locator('input[type="file"]').setInputFiles({
    name: 'teams.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFname;shortName\r\nAtlético Fénix;ATF\r\nSporting Ñandú;SPÑ\r\n', 'utf8'),
  });
  await teams.getByRole('button', { name: 'Check' }).click();
  await expect(teams.getByRole('table')).toContainText('Atlético Fénix');
  await snap(page, 'champ-teams-import-preview');
  await teams.getByRole('button', { name: 'Create and add 2 teams' }).click();
  await expect(teams).toBeHidden();
  await expect(page.getByRole('list', { name: 'Teams' })).toContainText('Sporting Ñandú');
});
