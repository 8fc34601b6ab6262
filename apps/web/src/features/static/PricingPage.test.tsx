import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { PricingPage } from './PricingPage.tsx';

const limits = (maxLeagues: number | null, paid: boolean) => ({
  maxLeagues,
  pageConfiguration: paid,
  entryFees: paid,
  branding: maxLeagues === null,
  widgets: maxLeagues === null,
  platformFeeBasisPoints: 500,
});
const link = (plan: 'basic' | 'premium', interval: 'month' | 'year', amount: number) => ({
  plan,
  interval,
  priceId: `sandbox-${plan}-${interval}ly`,
  url: `/pricing?plan=${plan}&interval=${interval}`,
  amount,
  currency: 'EUR',
});
const links = {
  items: [
    link('basic', 'month', 900),
    link('basic', 'year', 9000),
    link('premium', 'month', 2900),
    link('premium', 'year', 29000),
  ],
};
const planInfo = (plan: 'free' | 'basic' | 'premium', interval: 'month' | 'year' | null) => ({
  plan,
  interval,
  status: plan === 'free' ? null : 'active',
  limits: limits(1, false),
  enforced: true,
  leagueCount: 1,
  plans: [
    { plan: 'free', limits: limits(1, false) },
    { plan: 'basic', limits: limits(5, true) },
    { plan: 'premium', limits: limits(null, true) },
  ],
  prices: [],
});

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/pricing', element: <PricingPage /> }];

describe('PricingPage', () => {
  it("shows the server's prices per month and per year", async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/v1/payments/payment-links': { body: links },
    });
    renderRoutes(routes, '/pricing');
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(await within(premium).findByText('€29.00')).toBeInTheDocument();
    expect(within(premium).getByText('per month')).toBeInTheDocument();
    const period = screen.getByRole('group', { name: 'Billing period' });
    await userEvent.setup().click(within(period).getByRole('button', { name: 'Yearly' }));
    expect(within(period).getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(premium).findByText('€290.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Basic' })).getByText('€90.00')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first and back to the chosen plan', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/v1/payments/payment-links': { body: links },
    });
    renderRoutes(routes, '/pricing');
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(await within(premium).findByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent('/pricing?plan=premium&interval=month')}`,
    );
  });

  it('starts a checkout for the chosen plan and period and opens it', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/payment-links': { body: links },
      'GET /api/v1/payments/plan': { body: planInfo('free', null) },
      'POST /api/v1/payments/create-checkout-session': {
        body: { sessionId: 'cs_1', url: 'http://localhost/checkout/sandbox/cs_1' },
      },
    });
    renderRoutes(routes, '/pricing?interval=year');
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(await within(free).findByText('Your plan')).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Premium' });
    await within(premium).findByText('€290.00');
    await userEvent.setup().click(within(premium).getByRole('button', { name: 'Choose Premium' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/cs_1'));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, string>;
    expect(body).toMatchObject({ plan: 'premium', interval: 'year' });
    expect(body.successUrl).toMatch(/\/admin\/profile\?tabs=subscription&checkout=success$/);
    expect(body.cancelUrl).toMatch(/\/pricing\?checkout=cancelled/);
  });

  it("marks a subscriber's plan and sends plan changes to the billing centre", async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/payment-links': { body: links },
      'GET /api/v1/payments/plan': { body: planInfo('basic', 'month') },
    });
    renderRoutes(routes, '/pricing');
    const basic = await screen.findByRole('region', { name: 'Basic' });
    expect(await within(basic).findByText('Your plan')).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/admin/profile?tabs=subscription',
    );
    expect(
      within(screen.getByRole('region', { name: 'Premium' })).getByRole('link', {
        name: 'Switch to Premium',
      }),
    ).toHaveAttribute('href', '/admin/profile?tabs=subscription');
  });

  it('says a cancelled checkout charged nothing', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/v1/payments/payment-links': { body: links },
    });
    renderRoutes(routes, '/pricing?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
  });
});
