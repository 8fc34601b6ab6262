import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { RegisterPage } from './RegisterPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/register', element: <RegisterPage /> }];

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByRole('textbox', { name: /name/i }), values.name);
  if (values.email) await user.type(screen.getByRole('textbox', { name: /email/i }), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^password/i), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/confirm password/i), values.confirm);
  return user;
}

describe('RegisterPage', () => {
  it('names each invalid field while typing', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/register');
    await fill({ email: 'not-an-email', password: 'short', confirm: 'other' });
    expect(
      await screen.findByText('Email must be a valid address such as name@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('puts "email already used" under the email field', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-up/email': {
        status: 422,
        body: { code: 'USER_ALREADY_EXISTS', message: 'User already exists' },
      },
    });
    renderRoutes(routes, '/register');
    const user = await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough-1',
      confirm: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it('maps problem+json field errors onto their fields', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-up/email': {
        status: 400,
        body: {
          status: 400,
          code: 'request.invalid',
          errors: [{ field: 'body.name', message: 'Name is reserved' }],
        },
      },
    });
    renderRoutes(routes, '/register');
    const user = await fill({
      name: 'admin',
      email: 'ada@example.com',
      password: 'long-enough-1',
      confirm: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is reserved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers, passes the safe returnUrl as callbackURL and goes there', async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-up/email': { body: { token: 't', ...signedInSession() } },
    });
    renderRoutes(routes, '/register?returnUrl=%2Fsports');
    const user = await fill({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough-1',
      confirm: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sports$/);
    expect(calls.find((c) => c.path.endsWith('/sign-up/email'))?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough-1',
      callbackURL: '/sports',
    });
  });

  it.each([
    ['console', true],
    ['outbox', true],
    ['smtp', false],
  ])(
    'with mail delivery %s, tells the member plainly what to do when mail cannot go out',
    async (mailDelivery, shown) => {
      mockServer({
        'GET /runtime-config.json': { body: { ...runtimeConfig, mailDelivery } },
        'GET /security/v1/auth/get-session': { body: null },
        'POST /security/v1/auth/sign-up/email': { body: { token: 't', ...signedInSession() } },
      });
      renderRoutes(
        [
          {
            path: '/register',
            element: (
              <RuntimeConfigProvider>
                <RegisterPage />
              </RuntimeConfigProvider>
            ),
          },
        ],
        '/register',
      );
      await screen.findByRole('button', { name: 'Create account' });
      const user = await fill({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'long-enough-1',
        confirm: 'long-enough-1',
      });
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      // Notifications of earlier tests may still be on screen: read the newest.
      const said = await screen.findAllByText(shown ? /cannot send email yet/ : /We sent a link to ada@/);
      const last = said.at(-1)?.textContent ?? '';
      if (shown) expect(last).toContain(NO_MAIL_HINT);
    },
  );
});

// Issue 30: members are told plainly what to do (not where a developer's console is), whenever mail cannot go out.
const NO_MAIL_HINT =
  'The confirmation mail will not arrive. You can use your account meanwhile; ask the site’s administrator if you need your email confirmed.';

const runtimeConfig = {
  environment: 'development',
  standingsApiBase: '/api',
  securityApiBase: '/security',
  chatApiBase: '/chat',
  hubPath: '/api/hub',
  storageBaseUrl: '/storage',
  mapsApiKey: null,
  payments: {
    provider: 'sandbox',
    publicKey: 'sandbox',
    connectClientId: 'sandbox',
    priceIds: { basicMonthly: 'a', basicYearly: 'b', premiumMonthly: 'c', premiumYearly: 'd' },
  },
  billingCentreUrl: '/admin/profile',
  captchaSiteKey: null,
  webEngineDomain: 'localhost:3000',
};
