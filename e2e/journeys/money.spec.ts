import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, registerByApi, test } from '../support/fixtures.ts';
import { snap } from '../support/screenshots.ts';

// Money that makes sense (issue 30, item 4): an organiser setting an entry fee without a payout account is told
// at once, with where to connect one; a downgrade from premium yearly shows its credit before it is confirmed.

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('an entry fee without a payout account is flagged; a downgrade shows its credit first', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = randomUUID().slice(0, 6);
  await registerByApi(page.request, newAccount('Mona Money'));
  const league = await post<{ id: string }>(page.request, '/api/champ-leagues', {
    name: `Money League ${run}`,
    sportKindId: 'football',
    subdomain: `money-${run}`,
  });
  const champ = await post<{ id: string }>(page.request, '/api/champs', {
    champLeagueId: league.id,
    name: 'Fee Cup',
  });

  await page.goto(`/admin/competitions/details/${champ.id}?tabs=registrations`);
  await expect(page.getByText('Accepting requests')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Entry fee' }).getByText('Entry fee').click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('25');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Teams cannot pay this fee online yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect a payout account' })).toHaveAttribute(
    'href',
    '/admin/profile?tabs=payouts',
  );
  await snap(page, 'entry-fee-no-payout');

  // Premium yearly through the sandbox's checkout, then the billing centre's change dialog.
  const checkout = await post<{ sessionId: string }>(
    page.request,
    '/api/v1/payments/create-checkout-session',
    {
      plan: 'premium',
      interval: 'year',
    },
  );
  await post(page.request, `/api/v1/payments/sandbox/sessions/${checkout.sessionId}/pay`, {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
  });
  await page.goto('/admin/profile?tabs=subscription');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByText('Basic', { exact: true }).click();
  await dialog.getByText('Monthly', { exact: true }).click();
  const summary = dialog.getByRole('alert', { name: 'What changes now' });
  // Bought a moment ago: nearly all of the €290 is credit; basic monthly (€9) starts today; nothing is due.
  await expect(summary).toContainText('Charged now€0.00');
  await expect(summary).toContainText('New plan, a monthly period from today€9.00');
  await expect(summary).toContainText(/−€(289|290)\.\d\d/);
  await snap(page, 'plan-change-proration');
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText('Your plan is now Basic, monthly.')).toBeVisible();
});
