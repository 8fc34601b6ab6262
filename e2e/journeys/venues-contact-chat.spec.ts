import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { choose } from '../pages/SeasonPages.ts';
import { expect, newAccount, registerByApi, signInByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';
import { recallSystemAdmin, rememberSystemAdmin } from '../support/system-admin.ts';

// Venues, referees, contact and chat (issue 14). An organiser adds a venue and a referee and assigns them to a
// match; a fan sees both on the public match page and follows the venue's link. A visitor writes through the
// contact form, whose proof-of-work captcha is solved in the browser, and the administrator reads the message.
// While the match runs, the organiser opens its chat room and talks with a fan, each hearing the other live,
// and an anonymous visitor reads along.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function put<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.put(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A chat message arrives through the hub within a second or so; this leaves room for a loaded machine. */
const LIVE = { timeout: 5_000 };

/** A browser of its own for `name` (signed up unless anonymous): its page and API context share the session. */
async function personOf(browser: Browser, baseURL: string | undefined, name?: string) {
  const context = await browser.newContext({ baseURL: baseURL ?? '', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  const account = name ? newAccount(name) : undefined;
  const session = account ? await registerByApi(context.request, account) : undefined;
  return { context, page, api: context.request, account, userId: session?.user.id, errors };
}

/**
 * The SystemAdmin of this run: the first account of a fresh installation; when another journey ran first, it
 * left the SystemAdmin's sign-in behind.
 */
async function systemAdminOf(browser: Browser, baseURL: string | undefined) {
  const admin = await personOf(browser, baseURL, 'Sam Admin');
  const session = await admin.api.get('/security/v1/auth/get-session');
  const role = ((await session.json()) as { user?: { role?: string } } | null)?.user?.role;
  if (role === 'SystemAdmin') rememberSystemAdmin(admin.account!);
  else {
    const recalled = recallSystemAdmin();
    expect(recalled, 'the SystemAdmin of this run (registered by the first journey)').toBeDefined();
    await admin.context.clearCookies();
    await signInByApi(admin.api, recalled!.email, recalled!.password);
  }
  return admin;
}

test.use({ timezoneId: 'UTC' });

test('an organiser assigns a venue and a referee, a visitor writes to us, and a match room chats live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = randomUUID().slice(0, 6);
  const admin = await systemAdminOf(browser, baseURL);
  const organiser = await personOf(browser, baseURL, 'Orla Organiser');
  const fan = await personOf(browser, baseURL, 'Finn Fan');
  const visitor = await personOf(browser, baseURL);

  const home = `Harbour ${run}`;
  const away = `Quarry ${run}`;
  const venueName = `Riverside Park ${run}`;
  const refereeName = `Rita Whistle ${run}`;
  let fixtureId = '';

  await test.step('set up through the API: a league, a competition with two teams, a stage and its match', async () => {
    const { api } = organiser;
    const league = await post<{ id: string }>(api, '/api/champ-leagues', {
      name: `Riverside League ${run}`,
      sportKindId: 'football',
      subdomain: `river-${run}`,
    });
    const champ = await post<{ id: string }>(api, '/api/champs', {
      champLeagueId: league.id,
      name: `River Cup ${run}`,
    });
    for (const name of [home, away]) {
      const team = await post<{ id: string }>(api, '/api/teams', { name, sportKindId: 'football' });
      await post(api, `/api/champs/${champ.id}/teams`, { teamId: team.id });
    }
    const stage = await post<{ id: string }>(api, `/api/champs/${champ.id}/stage`, {
      type: 'league',
      name: 'Table',
    });
    const now = new Date().toISOString();
    const fixtures = await post<{ items: { id: string }[] }>(api, '/api/fixture/generate', {
      stageId: stage.id,
      startDate: now.slice(0, 10),
      kickoffTime: now.slice(11, 16),
    });
    fixtureId = fixtures.items[0]!.id;
  });

  await test.step('the organiser adds a venue', async () => {
    const { page } = organiser;
    await page.goto('/admin/venues');
    await expect(
      page.getByText('No venues yet. Add the grounds and halls your matches are played at.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Create venue' }).first().click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(venueName);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Mill Lane');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Bristol');
    await page.getByRole('textbox', { name: 'Country', exact: true }).fill('England');
    await choose(page, 'Surface', 'Grass');
    await page.getByRole('textbox', { name: 'Capacity', exact: true }).fill('2500');
    await page.getByRole('button', { name: 'Create venue' }).click();
    await expect(page.getByRole('heading', { name: venueName })).toBeVisible();
    await expect(page.getByText('2,500 seats')).toBeVisible();
    await snap(page, 'venues-details');
  });

  await test.step('the organiser adds a referee', async () => {
    const { page } = organiser;
    await page.goto('/admin/referees');
    await page.getByRole('link', { name: 'Create referee' }).first().click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(refereeName);
    await page.getByRole('textbox', { name: 'Grade', exact: true }).fill('National');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`rita-${run}@example.com`);
    await page.getByRole('button', { name: 'Create referee' }).click();
    await expect(page.getByRole('heading', { name: refereeName })).toBeVisible();
    await expect(page.getByText(`rita-${run}@example.com`)).toBeVisible();
    await snap(page, 'referees-details');
  });

  await test.step('the organiser assigns both on the match sheet', async () => {
    const { page } = organiser;
    await page.goto(`/admin/match-center/edit-match/${fixtureId}`);
    const card = page.getByRole('region', { name: 'Venue and officials' });
    await card.getByRole('combobox', { name: 'Venue' }).fill(venueName.slice(0, 12));
    await page.getByRole('option', { name: venueName }).click();
    await card.getByRole('combobox', { name: 'Referee', exact: true }).fill(refereeName.slice(0, 8));
    await page.getByRole('option', { name: refereeName }).click();
    await card.getByRole('button', { name: 'Save venue and officials' }).click();
    await expect(page.getByText('Venue and officials saved')).toBeVisible();
    await snap(page, 'match-assignment');
  });

  await test.step('a fan sees the venue and the referee on the match page and opens the venue', async () => {
    const { page } = fan;
    await page.goto(`/observe/match-center/${fixtureId}`);
    await expect(page.getByText(refereeName)).toBeVisible();
    await page.getByRole('link', { name: venueName }).first().click();
    await expect(page.getByRole('heading', { name: venueName })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeVisible();
    await expect(page.getByText(home).first()).toBeVisible();
    await snap(page, 'venue-public');
  });

  await test.step('a visitor writes through the contact form; the proof of work is solved in the browser', async () => {
    const { page } = visitor;
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Vera Visitor');
    await page.getByRole('textbox', { name: 'Your email', exact: true }).fill(`vera-${run}@example.com`);
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Hosting our cup ${run}`);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Can we run a 16-team eFootball cup with group stage and knockout on Matchday?');
    await snap(page, 'contact-form');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thanks — your message is on its way.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`We sent a confirmation to vera-${run}@example.com.`)).toBeVisible();
    await snap(page, 'contact-sent');
  });

  await test.step('the administrator reads it', async () => {
    const { page } = admin;
    await page.goto('/admin/contact-messages');
    await expect(page.getByText(`Hosting our cup ${run}`)).toBeVisible();
    await expect(page.getByText(`vera-${run}@example.com`).first()).toBeVisible();
    await snap(page, 'contact-messages');
  });

  await test.step('the match kicks off', async () => {
    await put(organiser.api, `/api/fixture/${fixtureId}`, { status: 'live', period: 1 });
  });

  await test.step('the match room is open beside the live match, as it follows its match (issue 30)', async () => {
    const { page } = organiser;
    await page.goto(`/observe/match-center/${fixtureId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' }).first()).toBeVisible(LIVE);
    await expect(
      page
        .getByRole('radiogroup', { name: 'Chat mode' })
        .getByRole('radio', { name: 'Open around the match' }),
    ).toBeChecked();
    await expect(page.getByText('No messages yet — say hello')).toBeVisible(LIVE);
  });

  await test.step('a fan and the organiser talk, each hearing the other live', async () => {
    await fan.page.goto(`/observe/match-center/${fixtureId}`);
    const fanBox = fan.page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(fanBox).toBeEnabled(LIVE);
    await fanBox.fill('Come on Harbour! <b>not bold</b>');
    await fanBox.press('Enter');
    // The message list, not the composer (which still holds the text until the POST answers).
    const fanMessage = (p: Page) =>
      p.getByTestId('chat-message').filter({ hasText: 'Come on Harbour! <b>not bold</b>' });
    await expect(fanMessage(fan.page)).toBeVisible(LIVE);
    await expect(fanMessage(organiser.page)).toBeVisible(LIVE);
    await expect(fanBox).toHaveValue('', LIVE);

    const organiserBox = organiser.page.getByRole('textbox', { name: 'Message', exact: true });
    await organiserBox.fill('Welcome to the match room — kick-off at https://example.com/live');
    await organiserBox.press('Enter');
    await expect(fan.page.getByText(/Welcome to the match room/)).toBeVisible(LIVE);
    const link = fan.page.getByRole('link', { name: 'https://example.com/live' });
    await expect(link).toHaveAttribute('rel', /nofollow/);
    await snap(fan.page, 'chat-match');
    await snap(organiser.page, 'chat-match-organiser');
  });

  await test.step('an anonymous visitor reads along and is asked to sign in to write', async () => {
    const { page } = visitor;
    await page.goto(`/observe/match-center/${fixtureId}`);
    await expect(page.getByText('Come on Harbour! <b>not bold</b>')).toBeVisible();
    await expect(page.getByText(/Welcome to the match room/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to chat' })).toBeVisible();
    await snap(page, 'chat-match-visitor');
  });

  for (const person of [admin, organiser, fan, visitor]) {
    expect(person.errors, 'uncaught errors in the browser').toEqual([]);
    await person.context.close();
  }
});
