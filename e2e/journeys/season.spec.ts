import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CompetitionAdminPage, choose, LeagueFormPage } from '../pages/SeasonPages.ts';
import { expect, newAccount, registerByApi, signInByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';
import { recallSystemAdmin, rememberSystemAdmin } from '../support/system-admin.ts';

// Issue 4, in the browser: an organiser runs a season end to end (league with its public page, competition
// with editable rules, teams, a league stage and a knockout stage, fixtures, scores, standings), a visitor
// follows it without signing in, and only the owner, a league Manager and the SystemAdmin may edit it.

type Fixture = {
  id: string;
  stageName: string;
  round: number;
  homeTeamName: string | null;
  awayTeamName: string | null;
  homeScore: number | null;
};

async function fixturesOf(request: APIRequestContext, champId: string): Promise<Fixture[]> {
  const response = await request.get(`/api/fixture/champ/${champId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Fixture[] }).items;
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an organiser runs a season end to end and anyone can follow it', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const run = randomUUID().slice(0, 6);
  const subdomain = `sunday-${run}`;
  const leagueName = `Sunday League ${run}`;
  const champName = 'Spring Cup';
  const teams = ['Lions', 'Tigers', 'Bears', 'Wolves'].map((name) => `${name} ${run}`);
  const [lions, tigers, bears, wolves] = teams as [string, string, string, string];
  const owner = newAccount('Olivia Owner');
  const other = newAccount('Oscar Other');
  const manager = newAccount('Mia Manager');
  let leagueId = '';
  let champId = '';
  let lionsId = '';

  // Every account signs up in its own browser context, which keeps its session: no extra sign-ins.
  const contextOf = async () =>
    browser.newContext({ baseURL: baseURL ?? '', viewport: { width: 1280, height: 800 } });
  // The first account of a fresh installation is the SystemAdmin; when another journey ran first, it left
  // the SystemAdmin's sign-in behind.
  const adminContext = await contextOf();
  const candidate = newAccount('Sam Admin');
  await registerByApi(adminContext.request, candidate);
  const session = await adminContext.request.get('/security/v1/auth/get-session');
  const role = ((await session.json()) as { user?: { role?: string } } | null)?.user?.role;
  if (role === 'SystemAdmin') rememberSystemAdmin(candidate);
  else {
    const recalled = recallSystemAdmin();
    expect(recalled, 'the SystemAdmin of this run (registered by the first journey)').toBeDefined();
    await adminContext.clearCookies();
    await signInByApi(adminContext.request, recalled!.email, recalled!.password);
  }

  await registerByApi(page.request, owner);
  const otherContext = await contextOf();
  await registerByApi(otherContext.request, other);
  const managerContext = await contextOf();
  await registerByApi(managerContext.request, manager);

  await test.step('1. create a league: the subdomain is checked while typing, then the public page is set up', async () => {
    await page.goto('/admin/leagues');
    await expect(page.getByRole('heading', { name: 'No leagues yet' })).toBeVisible();
    await snap(page, 'leagues-empty');
    await page.getByRole('link', { name: 'Create league' }).first().click();
    await expect(page).toHaveURL(/\/admin\/leagues\/create$/);

    const form = new LeagueFormPage(page);
    await form.fill({ name: leagueName, description: 'Five-a-side on Sunday mornings.' });
    await form.typeSubdomain('admin');
    await expect(page.getByText('This subdomain is reserved')).toBeVisible();
    await form.typeSubdomain(subdomain);
    await expect(page.getByRole('status').filter({ hasText: `${subdomain}.` })).toContainText('is free');
    await page.getByLabel('Choose an image for Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG_1PX,
    });
    await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
    await snap(page, 'league-create');
    await page.getByRole('button', { name: 'Create league' }).click();

    await expect(page).toHaveURL(/\/admin\/leagues\/edit\/[0-9a-f-]+\?params=true$/);
    leagueId = /edit\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByText('Finish setting up the public page')).toBeVisible();
    await page.getByRole('textbox', { name: 'Primary colour' }).fill('#1c7ed6');
    await page.getByRole('textbox', { name: 'Welcome text' }).fill('Welcome to the Sunday League!');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Rules');
    await page.getByRole('textbox', { name: 'Address' }).fill('example');
    await expect(page.getByText('Use an address starting with http:// or https://')).toBeVisible();
    await page.getByRole('textbox', { name: 'Address' }).fill('https://example.com/rules');
    await snap(page, 'league-edit-setup');
    await page.getByRole('button', { name: 'Save public page' }).click();
    await expect(page.getByText('Public page saved')).toBeVisible();

    // A second league cannot take the same subdomain.
    await page.goto('/admin/leagues/create');
    await form.typeSubdomain(subdomain);
    await expect(page.getByText(`“${subdomain}” is already taken; choose another subdomain`)).toBeVisible();
  });

  await test.step('2. create a competition with rules pre-filled from the sport and reordered', async () => {
    await page.goto(`/admin/leagues/details/${leagueId}?tabs=competitions`);
    await expect(page.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
    await expect(page.getByText(`${subdomain}.`)).toBeVisible();
    await snap(page, 'league-details');
    await page.getByRole('link', { name: 'Create competition' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/competitions/create\\?leagueId=${leagueId}$`));

    await page.getByRole('textbox', { name: 'Name' }).fill(champName);
    await page.getByRole('textbox', { name: 'Season' }).fill('2026');
    await page.getByLabel('Start date').fill('2026-03-01');
    const criteria = page.getByRole('list', { name: 'Tie-breakers, in order' }).getByRole('listitem');
    await expect(criteria).toHaveText(
      ['1. Points', '2. Goal difference', '3. Goals scored'].map((s) => new RegExp(s)),
    );
    await expect(page.getByRole('textbox', { name: 'Points for a win' })).toHaveValue('3');
    await page.getByRole('button', { name: 'Move Goals scored up' }).click();
    await expect(criteria.nth(1)).toContainText('Goals scored');
    await choose(page, 'Add a tie-breaker', 'Head-to-head points');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(criteria.nth(3)).toContainText('Head-to-head points');
    await expect(page.getByRole('combobox', { name: 'Head-to-head scope' })).toBeVisible();
    await snap(page, 'competition-create');
    await page.getByRole('button', { name: 'Create competition' }).click();
    await expect(page).toHaveURL(/\/admin\/competitions\/details\/[0-9a-f-]+\?tabs=teams$/);
    champId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
  });

  const admin4 = new CompetitionAdminPage(page);

  await test.step('3. create teams and add them to the competition', async () => {
    await page.goto('/admin/teams');
    await snap(page, 'teams-empty');
    await page.getByRole('link', { name: 'Create team' }).first().click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(lions);
    await page.getByRole('textbox', { name: 'Short name' }).fill('LIO');
    await choose(page, 'Sport', 'Football');
    await snap(page, 'team-create');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByRole('heading', { name: lions, level: 1 })).toBeVisible();
    await snap(page, 'team-details');
    lionsId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1] ?? '';
    // The others through the API: the form is proven once.
    for (const name of [tigers, bears, wolves]) {
      const response = await page.request.post('/api/teams', { data: { name, sportKindId: 'football' } });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.goto('/admin/teams');
    await expect(page.getByRole('link', { name: wolves })).toBeVisible();
    await snap(page, 'teams');

    await admin4.goto(champId, 'teams');
    await admin4.addTeams(teams);
    await snap(page, 'competition-teams');
  });

  await test.step('4. add a league stage and a knockout stage and generate their fixtures', async () => {
    await admin4.openTab('Stages');
    await admin4.addStage({ type: 'League (round robin)', name: 'Regular season', legs: 1 });
    await admin4.generate('Regular season', { startDate: '2026-03-01', days: 7, time: '15:00' });
    await expect(page.getByText('6 fixtures generated')).toBeVisible();
    await admin4.addStage({ type: 'Knockout', name: 'Cup' });
    await admin4.generate('Cup', { startDate: '2026-05-03', days: 7, time: '18:30' });
    await expect(page.getByText('3 fixtures generated')).toBeVisible();
    await admin4.addStage({ type: 'Groups', name: 'Groups', groups: 2 });
    await admin4.generate('Groups', { startDate: '2026-06-07', days: 7, time: '12:00' });
    await expect(page.getByText('2 fixtures generated')).toBeVisible();
    await snap(page, 'competition-stages');
  });

  await test.step('the admin lists and edit pages show what was made', async () => {
    await page.goto('/admin/leagues');
    await expect(page.getByRole('link', { name: leagueName })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search leagues' }).fill('no such league');
    await expect(page.getByText('No league matches “no such league”.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search leagues' }).fill('sunday');
    await expect(page.getByRole('link', { name: leagueName })).toBeVisible();
    await snap(page, 'leagues');
    await page.goto('/admin/competitions');
    await expect(page.getByRole('link', { name: champName })).toBeVisible();
    await snap(page, 'competitions');
    await page.goto(`/admin/competitions/edit/${champId}`);
    const criteria = page.getByRole('list', { name: 'Tie-breakers, in order' }).getByRole('listitem');
    await expect(criteria.nth(1)).toContainText('Goals scored');
    await expect(criteria.nth(3)).toContainText('Head-to-head points');
    await snap(page, 'competition-edit');
    await page.goto(`/admin/teams/${lionsId}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(lions);
    await snap(page, 'team-edit');
    // The team page says where the team plays, and a team that plays somewhere is not deleted (409).
    await page.goto(`/admin/teams/details/${lionsId}?tabs=competitions`);
    const playsIn = page.getByRole('region', { name: 'Competitions', exact: true });
    await expect(playsIn.getByRole('link', { name: champName })).toBeVisible();
    await expect(playsIn).toContainText(leagueName);
    await page.getByRole('button', { name: 'Delete team' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('The team plays in a competition')).toBeVisible();
    await snap(page, 'team-plays-in');
  });

  await test.step('5. enter scores: standings update, a knockout draw is refused, the winner moves on', async () => {
    const fixtures = await fixturesOf(page.request, champId);
    const first = fixtures.find((f) => f.stageName === 'Regular season' && f.round === 1)!;
    await admin4.goto(champId, 'fixtures');
    await expect(page.getByRole('region', { name: 'Round 1' }).first()).toBeVisible();
    const dialog = await admin4.enterScore('Regular season', first.homeTeamName!, first.awayTeamName!, 2, 1);
    await expect(dialog).toBeHidden();
    await expect(admin4.fixtureIn('Regular season', first.homeTeamName!, first.awayTeamName!)).toContainText(
      '2 – 1',
    );
    await snap(page, 'competition-fixtures');

    await admin4.openTab('Standings');
    const leader = page.getByRole('table').first().getByRole('row').nth(1);
    await expect(leader).toContainText(first.homeTeamName!);
    await expect(leader.getByRole('cell').last()).toHaveText('3');
    await snap(page, 'competition-standings');

    const semi = fixtures.find(
      (f) => f.stageName === 'Cup' && f.round === 1 && f.homeTeamName && f.awayTeamName,
    )!;
    await admin4.openTab('Fixtures');
    const refused = await admin4.enterScore('Cup', semi.homeTeamName!, semi.awayTeamName!, 1, 1);
    await expect(refused.getByRole('alert')).toBeVisible();
    await snap(page, 'score-refused');
    // A penalty shoot-out decides it.
    await refused.getByRole('textbox', { name: `${semi.homeTeamName} penalties` }).fill('5');
    await refused.getByRole('textbox', { name: `${semi.awayTeamName} penalties` }).fill('4');
    await refused.getByRole('button', { name: 'Save score' }).click();
    await expect(refused).toBeHidden();
    await expect(admin4.fixtureIn('Cup', semi.homeTeamName!, semi.awayTeamName!)).toContainText(
      '1 – 1 (5–4 pens)',
    );
    const after = await fixturesOf(page.request, champId);
    const final = after.find((f) => f.stageName === 'Cup' && f.round === 2)!;
    expect([final.homeTeamName, final.awayTeamName]).toContain(semi.homeTeamName);
    await expect(page.getByRole('region', { name: 'Final', exact: true })).toContainText(semi.homeTeamName!);

    // Regenerating a stage with results is refused with the server's reason.
    await admin4.openTab('Stages');
    await admin4.generate('Regular season', { startDate: '2026-03-08', days: 7, time: '15:00' });
    await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
    await expect(
      page.getByRole('form', { name: 'Generate fixtures of Regular season' }).getByRole('alert'),
    ).toBeVisible();
    await snap(page, 'regenerate-refused');
  });

  await test.step('6. a visitor follows the season without signing in', async () => {
    const visitorContext = await browser.newContext({ baseURL: baseURL ?? '' });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/competitions');
    await expect(visitor.getByRole('heading', { name: 'Competitions', level: 1 })).toBeVisible();
    // The browse page's sport filter is the browser's own select.
    const sportFilter = visitor.getByRole('combobox', { name: 'Sport' });
    await sportFilter.selectOption({ label: 'Football' });
    await expect(visitor).toHaveURL(/\/competitions\?sportKindId=football$/);
    await expect(visitor.getByRole('link', { name: champName }).first()).toBeVisible();
    await sportFilter.selectOption({ label: 'All Sports' });
    await expect(visitor).toHaveURL(/\/competitions$/);
    await snap(visitor, 'public-competitions');

    await visitor.goto(`/observe/league/${leagueId}`);
    await expect(visitor.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Welcome to the Sunday League!')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
    await expect(visitor.getByRole('link', { name: new RegExp(`^${subdomain}\\.`) })).toBeVisible();
    await snap(visitor, 'observe-league');

    await visitor.getByRole('link', { name: champName }).click();
    await expect(visitor).toHaveURL(new RegExp(`/observe/competition/${champId}$`));
    await expect(
      visitor.getByRole('link', { name: new RegExp(`${subdomain}\\..*/champ/${champId}$`) }),
    ).toBeVisible();
    await expect(visitor.getByText('2 – 1')).toBeVisible();
    await expect(visitor.getByRole('button', { name: /score/ })).toHaveCount(0);
    await snap(visitor, 'observe-competition');

    await visitor.goto(`/observe/competition/${champId}?tabs=standings`);
    // The league stage's table, then one table per group of the group stage.
    await expect(visitor.getByRole('table')).toHaveCount(3);
    await expect(visitor.getByRole('table').first().getByRole('row')).toHaveCount(5);
    await expect(visitor.getByRole('table').nth(1).getByRole('row')).toHaveCount(3);
    // Teams level on points are told apart by the rules' tie-breakers, and the page says how.
    await expect(visitor.getByLabel('Tie-breaks').getByText(/^\* /).first()).toBeVisible();
    await snap(visitor, 'observe-standings');
    await visitorContext.close();
  });

  await test.step('7. another user cannot edit; a league Manager and the SystemAdmin can', async () => {
    const outsider = await otherContext.newPage();
    const outsiderView = new CompetitionAdminPage(outsider);
    await outsiderView.goto(champId);
    await expect(outsider.getByRole('heading', { name: champName })).toBeVisible();
    await expect(outsider.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(outsider.getByRole('button', { name: /score/ })).toHaveCount(0);
    const [anyFixture] = await fixturesOf(outsider.request, champId);
    const forbidden = await outsider.request.put(`/api/fixture/${anyFixture!.id}/score`, {
      data: { homeScore: 9, awayScore: 0 },
    });
    expect(forbidden.status()).toBe(403);
    await snap(outsider, 'competition-other-user');

    // The owner makes Mia a Manager of the league.
    await page.goto(`/admin/leagues/details/${leagueId}?tabs=managers`);
    await page.getByRole('textbox', { name: 'Person to appoint' }).fill(manager.email);
    await page.getByRole('option', { name: `Use the address ${manager.email}` }).click();
    await page.getByRole('button', { name: 'Add manager' }).click();
    await expect(page.getByText(manager.name)).toBeVisible();
    await snap(page, 'league-managers');

    const managerPage = await managerContext.newPage();
    await new CompetitionAdminPage(managerPage).goto(champId);
    await expect(managerPage.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(managerPage.getByRole('button', { name: 'Enter score' }).first()).toBeVisible();

    const adminPage = await adminContext.newPage();
    await new CompetitionAdminPage(adminPage).goto(champId);
    await expect(adminPage.getByRole('link', { name: 'Edit' })).toBeVisible();
    const allowed = await adminPage.request.put(`/api/champs/${champId}`, {
      data: { season: '2026 spring' },
    });
    expect(allowed.status()).toBe(200);

    // Removing the Manager takes the right away again.
    await page.getByRole('button', { name: `Remove ${manager.name}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Remove ${manager.name}` })
      .click();
    await expect(page.getByText('No managers yet.')).toBeVisible();
    await managerPage.reload();
    await expect(managerPage.getByRole('heading', { name: champName })).toBeVisible();
    await expect(managerPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });
  for (const context of [adminContext, otherContext, managerContext]) await context.close();
});
