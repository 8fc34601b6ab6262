import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { SandboxCheckoutPage } from './SandboxCheckoutPage.tsx';

const session = {
  id: 'cs_1',
  kind: 'subscription',
  description: 'Premium plan, monthly',
  amount: 2900,
  currency: 'EUR',
  interval: 'month',
  status: 'open',
  successUrl: 'http://localhost/admin/profile?tabs=subscription&checkout=success',
  cancelUrl: 'http://localhost/pricing?checkout=cancelled',
  customerEmail: 'ada@example.com',
};

const declined = {
  status: 402,
  body: {
    status: 402,
    code: 'card_declined',
    title: 'The card was declined',
    errors: [{ field: 'body.cardNumber', message: 'The card was declined' }],
  },
};

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/checkout/sandbox/:sessionId', element: <SandboxCheckoutPage /> }];

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  return user;
}

describe('SandboxCheckoutPage', () => {
  it('shows the order, says it is a sandbox and lists the test cards', async () => {
    mockServer({ 'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session } });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    expect(await screen.findByText('Sandbox — no real money moves')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Premium plan, monthly')).toBeInTheDocument();
    expect(within(summary).getByText('Paying Matchday')).toBeInTheDocument();
    expect(within(summary).getByText(/ada@example\.com/)).toBeInTheDocument();
    expect(within(summary).getAllByText('€29.00').length).toBeGreaterThan(0);
    const cards = screen.getByRole('table', { name: 'Test cards' });
    expect(within(cards).getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(within(cards).getByText('Card is declined')).toBeInTheDocument();
  });

  it('groups the card number in fours and names a wrong check digit as soon as it is complete', async () => {
    const { calls } = mockServer({ 'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session } });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, '42424242');
    expect(number).toHaveValue('4242 4242');
    expect(screen.queryByText(/Card number/, { selector: '.mantine-InputWrapper-error' })).toBeNull();
    await user.type(number, '42424241');
    expect(await screen.findByText('Card number is not valid: check the digits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Expiry must be a month and year as MM / YY')).toBeInTheDocument();
    expect(screen.getByText('CVC must be 3 or 4 digits')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('pays with the success card and returns to the success address', async () => {
    const { calls } = mockServer({
      'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session },
      'POST /api/v1/payments/sandbox/sessions/cs_1/pay': {
        body: { status: 'succeeded', redirectUrl: session.successUrl },
      },
    });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    const user = await fillCard('4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Expiry (MM / YY)' })).toHaveValue('12 / 30');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(session.successUrl));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
    });
  });

  it('puts a declined card under the card number and stays on the page', async () => {
    mockServer({
      'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session },
      'POST /api/v1/payments/sandbox/sessions/cs_1/pay': declined,
    });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const number = screen.getByRole('textbox', { name: 'Card number' });
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks to confirm a card that needs authentication, then returns to the success address', async () => {
    mockServer({
      'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session },
      'POST /api/v1/payments/sandbox/sessions/cs_1/pay': {
        body: { status: 'requires_action', redirectUrl: null },
      },
      'POST /api/v1/payments/sandbox/sessions/cs_1/confirm': {
        body: { status: 'succeeded', redirectUrl: session.successUrl },
      },
    });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    const user = await fillCard('4000002760003184');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const step = await screen.findByRole('group', { name: 'Confirm this payment' });
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(step).getByRole('button', { name: 'Confirm payment' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(session.successUrl));
  });

  it('goes back to the cancel address on Cancel', async () => {
    mockServer({ 'GET /api/v1/payments/sandbox/sessions/cs_1': { body: session } });
    renderRoutes(routes, '/checkout/sandbox/cs_1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel and go back' }));
    expect(assign).toHaveBeenCalledWith(session.cancelUrl);
  });

  it('says so when the session does not exist', async () => {
    mockServer({});
    renderRoutes(routes, '/checkout/sandbox/nope');
    expect(await screen.findByText('This checkout does not exist or has expired.')).toBeInTheDocument();
  });
});
