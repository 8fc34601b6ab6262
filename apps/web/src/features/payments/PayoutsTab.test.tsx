import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { PayoutsTab } from './PayoutsTab.tsx';

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stripe = {
  provider: 'stripe',
  accountId: 'acct_sandbox_1',
  status: 'active',
  createdAt: '2026-11-26T12:00:00.000Z',
  payoutsReceived: [{ amount: 2375, currency: 'EUR' }],
};

const routes = [{ path: '/admin/profile', element: <PayoutsTab /> }];

describe('PayoutsTab', () => {
  it('shows each provider with its onboarding status and payouts received', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/connected-accounts': {
        body: {
          items: [
            stripe,
            { ...stripe, provider: 'paypal', accountId: 'PP-1', status: 'pending', payoutsReceived: [] },
          ],
        },
      },
    });
    renderRoutes(routes, '/admin/profile?tabs=payouts');
    const card = await screen.findByRole('region', { name: 'Stripe' });
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByText(/€23\.75/)).toBeInTheDocument();
    const paypal = screen.getByRole('region', { name: 'PayPal' });
    expect(within(paypal).getByText('Onboarding not finished')).toBeInTheDocument();
    expect(within(paypal).getByRole('button', { name: 'Continue onboarding' })).toBeInTheDocument();
    const allpay = screen.getByRole('region', { name: 'AllPay' });
    expect(within(allpay).getByText('Not connected')).toBeInTheDocument();
  });

  it('connects a provider through its onboarding link, which returns to this tab', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/connected-accounts': { body: { items: [] } },
      'POST /api/v1/payments/allpay/connect': {
        body: { accountId: 'ap_1', url: 'http://localhost/api/v1/payments/sandbox/onboarding/ap_1' },
      },
    });
    renderRoutes(routes, '/admin/profile?tabs=payouts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect AllPay' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/api/v1/payments/sandbox/onboarding/ap_1'),
    );
    const body = calls.find((c) => c.method === 'POST')?.body as { returnUrl: string };
    expect(body.returnUrl).toMatch(/\/admin\/profile\?tabs=payouts&connected=1$/);
  });

  it('disconnects only after a confirmation', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/connected-accounts': { body: { items: [stripe] } },
      'DELETE /api/v1/payments/stripe-connected-account': {
        body: { accountId: stripe.accountId, disconnected: true },
      },
    });
    renderRoutes(routes, '/admin/profile?tabs=payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disconnect Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Stripe?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(
        '/api/v1/payments/stripe-connected-account?stripeConnectedAccountId=acct_sandbox_1',
      ),
    );
  });
});
