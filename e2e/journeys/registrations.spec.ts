import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { choose } from '../pages/SeasonPages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Registrations (issue 11): taking part is a conversation between two parties. A team owner offers a player a
// contract from the player's page; the player's owner sees the offer arrive live in their inbox, accepts it,
// and the player is on the team's roster. Then the team asks to enter a competition; its organiser accepts the
// request and marks the entry fee paid.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A notice arrives through the hub within a second or so; this leaves room for a loaded machine. */
const LIVE = { timeout: 5_000 };

/** A signed-in browser of its own for `name`: its page and API context share the session. */
async function personOf(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL: baseURL ?? '', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  const account = await registerByApi(context.request, newAccount(name));
  return { context, page, api: context.request, userId: account.user.id, errors };
}

/** The account menu's trigger carries the unread count (none: no count). */
function accountMenu(page: Page) {
  return page.getByRole('button', { name: /account|menu/i }).first();
}

test('a player accepts a contract offered live; a team registers and the organiser accepts and marks it paid', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  const coach = await personOf(browser, baseURL, 'Cora Coach');
  const owner = await personOf(browser, baseURL, 'Pavel Owner');
  const organiser = await personOf(browser, baseURL, 'Olga Organiser');

  const teamName = `Harriers ${run}`;
  const playerName = `Pia Novak ${run}`;
  const team = await post<{ id: string }>(coach.api, '/api/teams', {
    name: teamName,
    sportKindId: 'football',
  });
  const player = await post<{ id: string }>(owner.api, '/api/player', {
    name: playerName,
    sportKindId: 'football',
    shirtNumber: 10,
    position: 'Forward',
  });
  const league = await post<{ id: string }>(organiser.api, '/api/champ-leagues', {
    name: `Open League ${run}`,
    sportKindId: 'football',
    subdomain: `open-${run}`,
  });
  const champ = await post<{ id: string }>(organiser.api, '/api/champs', {
    champLeagueId: league.id,
    name: `Autumn Cup ${run}`,
  });

  await test.step("the player's owner waits in an empty inbox", async () => {
    await owner.page.goto('/admin/requests');
    await expect(owner.page.getByRole('heading', { name: 'Requests' })).toBeVisible();
    await expect(
      owner.page.getByText(
        'No notifications yet. Requests, decisions and invitations that concern you appear here.',
      ),
    ).toBeVisible();
  });

  await test.step('the team owner offers the player a contract from the player page', async () => {
    const { page } = coach;
    await page.goto(`/observe/player/${player.id}`);
    await expect(page.getByRole('heading', { name: playerName })).toBeVisible();
    await page.getByRole('button', { name: 'Offer to my team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer Player to join my Team' });
    await expect(dialog.getByText('Please select Your Team (Football)')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Team name' }).fill('harr');
    await page.getByRole('option', { name: teamName }).click();
    await expect(dialog.getByRole('button', { name: 'Send Offer' })).toBeEnabled();
    await snap(page, 'registrations-offer-dialog');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the owner's inbox shows the offer live; they accept it", async () => {
    const { page } = owner;
    const notice = page.getByText(`${teamName} offers ${playerName} a contract`, { exact: false });
    await expect(notice.first()).toBeVisible(LIVE);
    await expect(page.getByRole('tab', { name: /Inbox/ })).toBeVisible();
    await snap(page, 'registrations-inbox');
    await page.getByRole('tab', { name: 'Player requests' }).click();
    const card = page.getByRole('listitem', { name: `${teamName} offers ${playerName} a contract` });
    await expect(card.getByText('Pending')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Accepted')).toBeVisible();
    await snap(page, 'registrations-player-requests');
  });

  await test.step('the player is on the team roster', async () => {
    const { page } = coach;
    await page.goto(`/observe/team/${team.id}`);
    await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
    await expect(page.getByRole('link', { name: playerName }).first()).toBeVisible();
  });

  await test.step('the organiser asks an entry fee', async () => {
    const { page } = organiser;
    await page.goto(`/admin/competitions/details/${champ.id}?tabs=registrations`);
    await expect(page.getByText('Accepting requests')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Entry fee' }).getByText('Entry fee').click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Registration settings saved')).toBeVisible();
  });

  await test.step('the team asks to enter the competition from its public page', async () => {
    const { page } = coach;
    await page.goto(`/observe/competition/${champ.id}`);
    await expect(page.getByText(/Entry fee €25\.00/)).toBeVisible();
    await page.getByRole('button', { name: 'Register your team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a team' });
    await choose(dialog, 'Team', teamName);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Request sent. The organiser will decide; you will be notified.'),
    ).toBeVisible();
    await snap(page, 'registrations-register-team');
  });

  await test.step('the organiser accepts the request and marks the entry paid', async () => {
    const { page } = organiser;
    await expect(page.getByRole('heading', { name: 'Team requests' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: teamName });
    await expect(row.getByText('Pending')).toBeVisible(LIVE);
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row.getByText('Accepted')).toBeVisible();
    await row.getByRole('checkbox', { name: `Select request of ${teamName}` }).check();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark 1 request paid?' });
    await confirm.getByRole('textbox', { name: 'Payment reference (optional)' }).fill('CASH-7');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('Ref. CASH-7')).toBeVisible();
    await snap(page, 'registrations-organiser');
  });

  await test.step('the team owner hears both decisions', async () => {
    const { page } = coach;
    await page.goto('/admin/requests');
    await expect(page.getByText(`Autumn Cup ${run} accepted ${teamName}`).first()).toBeVisible();
    await expect(page.getByText(`marked the entry fee of ${teamName} paid`).first()).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
  });

  for (const person of [coach, owner, organiser]) {
    expect(person.errors, 'uncaught errors in the page').toEqual([]);
    await person.context.close();
  }
});
