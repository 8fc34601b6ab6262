import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  BillingCentrePage,
  PayoutsPage,
  PricingPage,
  SandboxCheckoutPage,
  testCards,
} from '../pages/PaymentsPages.ts';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Payments (issue 12) on the built-in sandbox provider, the whole way through the browser: a user buys Premium
// monthly on /pricing through the sandbox checkout (a declined card first), sees it in the billing centre and
// cancels it at the period's end; an organiser connects a payout account; a team pays its entry fee through the
// same checkout and the organiser sees the request paid. Every step waits on the real webhook path.

async function call<T>(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const response = await request[method](url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A signed-in browser of its own for `name`: its page and API context share the session. */
async function personOf(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL: baseURL ?? '', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  const account = await registerByApi(context.request, newAccount(name));
  return { context, page, api: context.request, userId: account.user.id, errors };
}

/** The webhook is delivered in-process right after paying; this leaves room for a loaded machine. */
const WEBHOOK = { timeout: 15_000 };

test('a user buys Premium and cancels it; an organiser connects payouts; a team pays its entry fee', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = randomUUID().slice(0, 6);
  const buyer = await personOf(browser, baseURL, 'Bea Buyer');
  const organiser = await personOf(browser, baseURL, 'Otto Organiser');
  const coach = await personOf(browser, baseURL, 'Cleo Coach');

  await test.step('the buyer sees the prices from the server and chooses Premium monthly', async () => {
    const pricing = new PricingPage(buyer.page);
    await pricing.goto();
    await expect(pricing.plan('Premium').getByText('€29.00')).toBeVisible();
    await expect(pricing.plan('Free').getByText('Your plan')).toBeVisible();
    await pricing.period('Yearly');
    await expect(pricing.plan('Premium').getByText('€290.00')).toBeVisible();
    await snap(buyer.page, 'payments-pricing');
    await pricing.period('Monthly');
    await expect(pricing.plan('Premium').getByText('€29.00')).toBeVisible();
    await pricing.choose('Premium');
  });

  await test.step('the sandbox checkout declines a card, then takes the success card', async () => {
    const checkout = new SandboxCheckoutPage(buyer.page);
    await checkout.expectOpen();
    await expect(buyer.page.getByText('Premium', { exact: false }).first()).toBeVisible();
    await checkout.fill('4242 4242 4242 4241');
    await expect(buyer.page.getByText('Card number is not valid: check the digits')).toBeVisible();
    await checkout.pay(testCards.declined);
    await expect(buyer.page.getByText('Your card was declined. Try another card.')).toBeVisible();
    await snap(buyer.page, 'payments-checkout-declined');
    await checkout.pay(testCards.success);
    await expect(buyer.page).toHaveURL(/\/admin\/profile\?tabs=subscription&checkout=success/);
  });

  await test.step('the billing centre shows Premium, monthly, active, with its next renewal', async () => {
    const billing = new BillingCentrePage(buyer.page);
    await expect(billing.subscription).toBeVisible(WEBHOOK);
    await expect(billing.subscription.getByText('Active').first()).toBeVisible(WEBHOOK);
    await expect(billing.subscription.getByText('Premium', { exact: true })).toBeVisible();
    await expect(billing.subscription.getByText(/Monthly · €29\.00/)).toBeVisible();
    await expect(billing.subscription.getByText('Next renewal', { exact: true })).toBeVisible();
    await expect(buyer.page.getByRole('table', { name: 'Invoices' }).getByText('Paid')).toBeVisible(WEBHOOK);
    await snap(buyer.page, 'payments-billing-centre');
  });

  await test.step('the buyer cancels at the period end and can resume', async () => {
    const billing = new BillingCentrePage(buyer.page);
    await billing.goto();
    await billing.cancelAtPeriodEnd();
    await expect(billing.subscription.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(billing.subscription.getByText('Ends on', { exact: true })).toBeVisible();
    await expect(billing.subscription.getByText(/Your subscription ends on/)).toBeVisible();
    await snap(buyer.page, 'payments-billing-cancelled');
    const pricing = new PricingPage(buyer.page);
    await pricing.goto();
    await expect(pricing.plan('Premium').getByText('Your plan')).toBeVisible();
  });

  await test.step('the organiser connects a Stripe payout account', async () => {
    const payouts = new PayoutsPage(organiser.page);
    await payouts.goto();
    await expect(payouts.provider('Stripe').getByText('Not connected')).toBeVisible();
    await payouts.connect('Stripe');
    await expect(organiser.page.getByText('Your payout account is connected.')).toBeVisible();
    await expect(payouts.provider('Stripe').getByText('Connected', { exact: true })).toBeVisible(WEBHOOK);
    await snap(organiser.page, 'payments-payouts');
  });

  const teamName = `Payers ${run}`;
  const champName = `Fee Cup ${run}`;
  const { champId } = await test.step('the organiser opens a competition with an entry fee', async () => {
    const league = await call<{ id: string }>(organiser.api, 'post', '/api/champ-leagues', {
      name: `Paid League ${run}`,
      sportKindId: 'football',
      subdomain: `paid-${run}`,
    });
    const champ = await call<{ id: string }>(organiser.api, 'post', '/api/champs', {
      champLeagueId: league.id,
      name: champName,
    });
    await call(organiser.api, 'put', `/api/champs/${champ.id}/registration`, {
      registrationOpen: true,
      entryFee: { amount: 2500, currency: 'EUR' },
    });
    const team = await call<{ id: string }>(coach.api, 'post', '/api/teams', {
      name: teamName,
      sportKindId: 'football',
    });
    await call(coach.api, 'post', `/api/champs/${champ.id}/register-team`, { teamId: team.id });
    return { champId: champ.id };
  });

  await test.step('the team owner pays the entry fee through the checkout', async () => {
    const { page } = coach;
    await page.goto('/admin/requests?tab=team&direction=sent');
    const card = page.getByRole('listitem', { name: `${teamName} asks to enter ${champName}` });
    await expect(card.getByText('Not paid')).toBeVisible();
    await snap(page, 'payments-entry-fee-request');
    await card.getByRole('button', { name: 'Pay entry fee €25.00' }).click();
    const checkout = new SandboxCheckoutPage(page);
    await checkout.expectOpen();
    await expect(
      page.getByRole('region', { name: 'Order summary' }).getByText('€25.00').first(),
    ).toBeVisible();
    await snap(page, 'payments-checkout');
    await checkout.pay(testCards.success);
    await expect(page).toHaveURL(/\/admin\/requests\?.*entryFee=paid/);
    await expect(page.getByText('Entry fee paid')).toBeVisible();
    await page.goto('/admin/requests?tab=team&direction=sent');
    await expect(card.getByText('Paid', { exact: true })).toBeVisible(WEBHOOK);
    await expect(card.getByRole('button', { name: /Pay entry fee/ })).toHaveCount(0);
  });

  await test.step('the organiser sees the request paid', async () => {
    const { page } = organiser;
    await page.goto(`/admin/competitions/details/${champId}?tabs=registrations`);
    const row = page.getByRole('listitem').filter({ hasText: teamName });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible(WEBHOOK);
    await snap(page, 'payments-organiser-paid');
  });

  await test.step('a visitor donates through the same checkout', async () => {
    const { page } = buyer;
    await page.goto('/donate');
    const form = page.getByRole('region', { name: 'Make a donation' });
    await form.getByText('€10.00', { exact: true }).click();
    await snap(page, 'payments-donate');
    await form.getByRole('button', { name: 'Donate €10.00' }).click();
    const checkout = new SandboxCheckoutPage(page);
    await checkout.expectOpen();
    await checkout.pay(testCards.success);
    await expect(page).toHaveURL(/\/donate\?donation=thanks/);
    await expect(page.getByText('Thank you for your donation!')).toBeVisible();
  });

  for (const person of [buyer, organiser, coach]) {
    expect(person.errors, 'uncaught errors in the page').toEqual([]);
    await person.context.close();
  }
});
