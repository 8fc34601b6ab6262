import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const profile = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  emailVerified: false,
  image: null,
  role: 'User',
  phoneNumber: null,
  phoneVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const emptyAddress = { line1: null, line2: null, city: null, postalCode: null, country: null };

function serve(extra: Parameters<typeof mockServer>[0] = {}) {
  return mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession() },
    'GET /security/v1/users/u1/profile': { body: profile },
    'GET /security/v1/users/u1/address': { body: emptyAddress },
    ...extra,
  });
}

const routes = [{ path: '/admin/profile', element: <ProfilePage /> }];

describe('ProfilePage', () => {
  it('names an invalid phone number while typing and sends nothing', async () => {
    const { calls } = serve();
    renderRoutes(routes, '/admin/profile');
    const phone = within(await screen.findByRole('region', { name: 'Phone' }));
    const user = userEvent.setup();
    await user.type(phone.getByRole('textbox', { name: /phone number/i }), '0770');
    expect(
      await phone.findByText('Phone number must be an international number such as +447700900123'),
    ).toBeInTheDocument();
    await user.click(phone.getByRole('button', { name: 'Send verification code' }));
    expect(calls.some((c) => c.path.endsWith('/phone'))).toBe(false);
  });

  it('puts a wrong verification code under the code field', async () => {
    serve({
      'GET /security/v1/users/u1/profile': { body: { ...profile, phoneNumber: '+447700900123' } },
      'POST /security/v1/users/u1/verify-phone': {
        status: 400,
        body: {
          status: 400,
          code: 'phone.code_invalid',
          title: 'The code is wrong or has expired.',
          detail: 'The code is wrong or has expired.',
        },
      },
    });
    renderRoutes(routes, '/admin/profile');
    const phone = within(await screen.findByRole('region', { name: 'Phone' }));
    const user = userEvent.setup();
    await user.type(phone.getByRole('textbox', { name: /verification code/i }), '123456');
    await user.click(phone.getByRole('button', { name: 'Verify phone' }));
    expect(await phone.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(phone.getByRole('textbox', { name: /verification code/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("maps the server's address field errors onto the address fields", async () => {
    const { calls } = serve({
      'PUT /security/v1/users/u1/address': {
        status: 400,
        body: {
          status: 400,
          code: 'request.invalid',
          title: 'Invalid request',
          errors: [{ field: 'body.postalCode', message: 'Postal code is not valid for GB' }],
        },
      },
    });
    renderRoutes(routes, '/admin/profile');
    const address = within(await screen.findByRole('region', { name: 'Address' }));
    const user = userEvent.setup();
    await user.type(address.getByRole('textbox', { name: /address line 1/i }), '1 Stadium Way');
    await user.type(address.getByRole('textbox', { name: /city/i }), 'Manchester');
    await user.type(address.getByRole('textbox', { name: /postal code/i }), 'X');
    await user.type(address.getByRole('textbox', { name: /country code/i }), 'gb');
    await user.click(address.getByRole('button', { name: 'Save' }));
    expect(await address.findByText('Postal code is not valid for GB')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      line1: '1 Stadium Way',
      line2: null,
      city: 'Manchester',
      postalCode: 'X',
      country: 'GB',
    });
  });

  it('offers to send the confirmation mail again while the email is unconfirmed', async () => {
    const { calls } = serve({ 'POST /security/v1/auth/send-verification-email': { body: { status: true } } });
    renderRoutes(routes, '/admin/profile');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText('A new confirmation link is on its way to ada@example.com.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/send-verification-email'))?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/admin/profile',
    });
  });

  it('opens the billing centre and the payouts as tabs named in the address', async () => {
    serve({
      'GET /api/v1/payments/subscription': {
        status: 404,
        body: { status: 404, code: 'subscription.not_found', title: 'Not found' },
      },
      'GET /api/v1/payments/invoices': { body: { items: [], totalItems: 0, pageIndex: 0, pageSize: 10 } },
      'GET /api/v1/payments/connected-accounts': { body: { items: [] } },
    });
    const { router } = renderRoutes(routes, '/admin/profile?tabs=subscription');
    expect(await screen.findByRole('tab', { name: 'Subscription', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('You are on the Free plan.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Payouts' }));
    expect(await screen.findByRole('heading', { name: 'Payout accounts' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tabs=payouts');
    expect(screen.queryByRole('region', { name: 'Phone' })).not.toBeInTheDocument();
  });
});
