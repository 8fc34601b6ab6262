import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { DonateForm } from './DonateForm.tsx';

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/donate', element: <DonateForm /> }];
const checkout = { body: { sessionId: 'cs_9', url: 'http://localhost/checkout/sandbox/cs_9' } };

describe('DonateForm', () => {
  it('donates a preset amount in minor units and opens the checkout', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /api/v1/payments/donation-checkout': checkout,
    });
    renderRoutes(routes, '/donate');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '€10.00' }));
    await user.type(screen.getByRole('textbox', { name: 'Email for the receipt' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Donate €10.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(checkout.body.url));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      amount: { amount: 1000, currency: 'EUR' },
      email: 'fan@example.com',
    });
  });

  it('names an amount out of bounds and sends nothing', async () => {
    const { calls } = mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/donate');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Your amount (EUR)' }), '0.5');
    expect(await screen.findByText('Amount must be between €1.00 and €10,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
