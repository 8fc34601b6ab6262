import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { LeagueSitePage } from '../pages/PublicSitePages.ts';
import { choose } from '../pages/SeasonPages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Issue 30, item 1: one session for the main site and every league site. A fan on a league site follows
// "Sign in to chat", signs in on the main site and lands back on the league site's page, signed in there too;
// then chats, keeps the competition as a favourite and registers their team, all without leaving the league site.
// The journeys' server has the web-engine domain matchday.localhost:{port} (playwright.config.ts).

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A write from the page itself (the browser's own Origin and cookies), for names Node cannot resolve. */
async function postFromPage<T>(page: Page, url: string, data: unknown): Promise<T> {
  const { status, body } = await page.evaluate(
    async ([address, payload]) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: await response.text() };
    },
    [url, data] as const,
  );
  expect(status, `${url}: ${body}`).toBeLessThan(300);
  return JSON.parse(body) as T;
}

test('signed in on the main site, a fan chats, keeps a favourite and registers a team on a league site', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  const subdomain = `riverside-${run}`;
  const leagueName = `Riverside League ${run}`;
  const champName = `Riverside Cup ${run}`;
  const teamName = `River Otters ${run}`;
  const fan = newAccount('Rita Riverside');

  const organiserContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const organiser = organiserContext.request;
  await registerByApi(organiser, newAccount('Owen Organiser'));
  const league = await post<{ id: string }>(organiser, '/api/champ-leagues', {
    name: leagueName,
    sportKindId: 'football',
    subdomain,
  });
  const champ = await post<{ id: string }>(organiser, '/api/champs', {
    champLeagueId: league.id,
    name: champName,
    season: '2026',
  });
  // The league's own room, opened by its organiser (a league room starts closed).
  const opened = await organiser.put(`/chat/rooms/league:${league.id}`, { data: { mode: 'open' } });
  expect(opened.ok(), await opened.text()).toBe(true);
  // The fan's account exists; their browser has never signed in.
  await registerByApi((await browser.newContext({ baseURL: baseURL ?? '' })).request, fan);

  const site = new LeagueSitePage(page, LeagueSitePage.originOf(baseURL ?? '', subdomain));
  const mainSite = LeagueSitePage.mainSiteOf(baseURL ?? '');

  await test.step('"Sign in to chat" leads to sign-in on the main site and back to the league site, signed in', async () => {
    await site.goto('/');
    await expect(site.header.getByText(leagueName)).toBeVisible();
    await expect(site.header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `${mainSite}/login?returnUrl=${encodeURIComponent(`${site.origin}/`)}`,
    );
    await page.getByRole('link', { name: 'Sign in to chat' }).click();
    await expect(page).toHaveURL(new RegExp(`^${mainSite}/login\\?returnUrl=`));
    await expect(page.getByRole('heading', { name: 'Sign in to Matchday' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(fan.email);
    await page.getByLabel(/^Password/).fill(fan.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.origin}/`);
    await expect(site.header.getByRole('link', { name: fan.name })).toHaveAttribute(
      'href',
      `${mainSite}/admin/profile`,
    );
    await expect(site.header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await snap(page, 'league-site-signed-in');
  });

  await test.step('the fan chats in the league room on the league site', async () => {
    const box = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(box).toBeEnabled();
    await box.fill(`Hello from the riverbank ${run}`);
    await box.press('Enter');
    await expect(
      page.getByTestId('chat-message').filter({ hasText: `Hello from the riverbank ${run}` }),
    ).toBeVisible();
    await snap(page, 'league-site-chat');
  });

  await test.step('the fan keeps the competition as a favourite and registers their team, on the league site', async () => {
    await postFromPage(page, '/api/teams', { name: teamName, sportKindId: 'football' });
    await site.goto(`/champ/${champ.id}`);
    await expect(page.getByRole('heading', { name: champName, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

    await page.getByRole('button', { name: 'Register your team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a team' });
    await choose(dialog, 'Team', teamName);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Request sent. The organiser will decide; you will be notified.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${site.origin}/champ/${champ.id}`);
    await snap(page, 'league-site-registered');
  });

  await test.step('the main site under the web-engine domain knows the same fan and their favourite', async () => {
    await page.goto(`${mainSite}/`);
    await expect(page.getByRole('banner').getByText(fan.name)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(champName) }).first()).toBeVisible();
  });

  await organiserContext.close();
});
