import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { SubscriptionTab } from './SubscriptionTab.tsx';

afterEach(() => vi.unstubAllGlobals());

const subscription = {
  plan: 'premium',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2026-12-26T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-11-26T12:00:00.000Z',
  provider: 'sandbox',
  amount: 2900,
  currency: 'EUR',
  endedAt: null,
};
const invoice = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  plan: 'premium',
  interval: 'month',
  amount: 2900,
  currency: 'EUR',
  status: n === 1 ? 'failed' : 'paid',
  periodStart: '2026-11-26T12:00:00.000Z',
  periodEnd: '2026-12-26T12:00:00.000Z',
  createdAt: '2026-11-26T12:00:00.000Z',
  url: null,
});
const noInvoices = { items: [], totalItems: 0, pageIndex: 0, pageSize: 10 };
const notFound = { status: 404, body: { status: 404, code: 'subscription.not_found', title: 'Not found' } };

const routes = [{ path: '/admin/profile', element: <SubscriptionTab /> }];

describe('SubscriptionTab (the billing centre)', () => {
  it('shows plan, period, status and next renewal, and pages the invoices through the server', async () => {
    const all = Array.from({ length: 12 }, (_, i) => invoice(i + 1));
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/subscription': { body: subscription },
      'GET /api/v1/payments/invoices': ({ url }) => {
        const pageIndex = Number(url.searchParams.get('pageIndex'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        return {
          body: {
            items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
            totalItems: all.length,
            pageIndex,
            pageSize,
          },
        };
      },
    });
    renderRoutes(routes, '/admin/profile?tabs=subscription');
    const card = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText(/Monthly · €29\.00/)).toBeInTheDocument();
    expect(within(card).getByText('Next renewal')).toBeInTheDocument();
    expect(within(card).getByText('26 Dec 2026')).toBeInTheDocument();
    // A sandbox subscription has no customer portal.
    expect(within(card).queryByRole('button', { name: 'Open the customer portal' })).not.toBeInTheDocument();
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('row')).toHaveLength(11);
    expect(within(invoices).getByText('Failed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Invoices' })).getAllByRole('row')).toHaveLength(3),
    );
    // Each page is the server's: nothing beyond a page is fetched or kept.
    expect(calls.filter((c) => c.path.startsWith('/api/v1/payments/invoices')).map((c) => c.path)).toEqual([
      '/api/v1/payments/invoices?pageIndex=0&pageSize=10',
      '/api/v1/payments/invoices?pageIndex=1&pageSize=10',
    ]);
  });

  it('cancels at period end only after a confirmation, then offers to resume', async () => {
    let current = subscription;
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/subscription': () => ({ body: current }),
      'DELETE /api/v1/payments/subscription': () => {
        current = { ...subscription, cancelAtPeriodEnd: true };
        return { body: current };
      },
      'GET /api/v1/payments/invoices': { body: noInvoices },
    });
    const { queryClient } = renderRoutes(routes, '/admin/profile?tabs=subscription');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/stays active until 26 Dec 2026/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
    expect(screen.getByText('Ends on')).toBeInTheDocument();
  });

  it('shows a downgrade’s credit before confirming, then changes the plan (issue 30, item 4)', async () => {
    const yearly = { ...subscription, interval: 'year', amount: 29000 };
    const proration = {
      credit: 23200,
      charge: 900,
      amountDue: 0,
      balanceAfter: 22300,
      currency: 'EUR',
      periodResets: true,
    };
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/subscription': { body: yearly },
      'POST /api/v1/payments/subscription/change': ({ url }) =>
        url.searchParams.get('preview') === 'true'
          ? { body: { ...proration, preview: true } }
          : { body: { ...yearly, plan: 'basic', interval: 'month', amount: 900, proration } },
      'GET /api/v1/payments/invoices': { body: noInvoices },
    });
    renderRoutes(routes, '/admin/profile?tabs=subscription');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Basic' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));

    const summary = await within(dialog).findByRole('alert', { name: 'What changes now' });
    expect(summary).toHaveTextContent('Credit for the unused time you paid for−€232.00');
    expect(summary).toHaveTextContent('New plan, a monthly period from today€9.00');
    expect(summary).toHaveTextContent('Charged now€0.00');
    expect(summary).toHaveTextContent('€223.00 stays as credit and pays your next invoices first.');
    // Only previews were asked so far (one per choice): nothing changed.
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.every((c) => c.path === '/api/v1/payments/subscription/change?preview=true')).toBe(true);
    expect(posts.at(-1)?.body).toEqual({ plan: 'basic', interval: 'month' });

    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && !c.path.includes('preview'))?.body).toEqual({
        plan: 'basic',
        interval: 'month',
      }),
    );
  });

  it('leads to the pricing page when there is no subscription', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/subscription': notFound,
      'GET /api/v1/payments/invoices': { body: noInvoices },
    });
    renderRoutes(routes, '/admin/profile?tabs=subscription');
    expect(await screen.findByText('You are on the Free plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
  });

  it('offers the customer portal with a real provider', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/subscription': { body: { ...subscription, provider: 'stripe' } },
      'GET /api/v1/payments/invoices': { body: noInvoices },
    });
    renderRoutes(routes, '/admin/profile?tabs=subscription');
    expect(await screen.findByRole('button', { name: 'Open the customer portal' })).toBeInTheDocument();
  });
});
