import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { testRuntimeConfig } from '../../test/runtime-config.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const noSession = { 'GET /security/v1/auth/get-session': { body: null } };

describe('VerifyEmailPage', () => {
  it('confirms the token once and continues to a safe callbackURL', async () => {
    const { calls } = mockServer({
      ...noSession,
      'GET /security/v1/auth/verify-email': { body: { status: true } },
    });
    renderRoutes(
      [{ path: '/verify-email', element: <VerifyEmailPage /> }],
      '/verify-email?token=abc&callbackURL=%2Fsports',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your email is confirmed.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/sports');
    expect(calls.filter((c) => c.path.startsWith('/security/v1/auth/verify-email'))).toEqual([
      { method: 'GET', path: '/security/v1/auth/verify-email?token=abc', body: undefined },
    ]);
  });

  it('says the link is invalid when the server refuses it, and ignores an unsafe callbackURL', async () => {
    mockServer({
      ...noSession,
      'GET /security/v1/auth/verify-email': {
        status: 401,
        body: { code: 'INVALID_TOKEN', message: 'invalid token' },
      },
    });
    renderRoutes(
      [{ path: '/verify-email', element: <VerifyEmailPage /> }],
      '/verify-email?token=bad&callbackURL=https%3A%2F%2Fevil.example',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });
});

describe('ForgotPasswordPage', () => {
  it('asks for a reset link that comes back to /reset-password with the returnUrl', async () => {
    const { calls } = mockServer({
      ...noSession,
      'POST /security/v1/auth/request-password-reset': { body: { status: true } },
    });
    renderRoutes(
      [{ path: '/forgot-password', element: <ForgotPasswordPage /> }],
      '/forgot-password?returnUrl=%2Fsports',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@example.com');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/sports',
    });
  });
});

describe('ForgotPasswordPage without mail (issue 30)', () => {
  /** The page as a member opens it, loaded while mail was `loaded`; the server says `now` when asked again. */
  async function askForReset(loaded: 'outbox' | 'smtp', now: 'outbox' | 'smtp') {
    mockServer({
      ...noSession,
      'GET /runtime-config.json': { body: { ...testRuntimeConfig, mailDelivery: now } },
      'POST /security/v1/auth/request-password-reset': { body: { status: true } },
    });
    renderRoutes(
      [
        {
          path: '/forgot-password',
          element: (
            <RuntimeConfigProvider initial={{ ...testRuntimeConfig, mailDelivery: loaded }}>
              <ForgotPasswordPage />
            </RuntimeConfigProvider>
          ),
        },
      ],
      '/forgot-password',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    return screen.findByRole('status');
  }

  it('tells the member no mail will come and to ask the administrator, with a way to write to them', async () => {
    const status = await askForReset('outbox', 'outbox');
    expect(status).toHaveTextContent('This site cannot send email yet');
    expect(status).toHaveTextContent('Ask the site’s administrator for a reset link');
    expect(status).not.toHaveTextContent('is on its way');
    expect(screen.getByRole('link', { name: 'Write to them through Contact us.' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('knows at request time: mail set up since the page was loaded promises the link again', async () => {
    const status = await askForReset('outbox', 'smtp');
    await vi.waitFor(() => expect(status).toHaveTextContent('a link to reset the password is on its way'));
    expect(screen.queryByText(/cannot send email/)).toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  it('explains a link without a token and offers a new one', async () => {
    mockServer(noSession);
    renderRoutes([{ path: '/reset-password', element: <ResetPasswordPage /> }], '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password?returnUrl=%2F',
    );
  });

  it('sets the new password with the token, then goes to sign in keeping returnUrl', async () => {
    const { calls } = mockServer({
      ...noSession,
      'POST /security/v1/auth/reset-password': { body: { status: true } },
    });
    renderRoutes(
      [{ path: '/reset-password', element: <ResetPasswordPage /> }],
      '/reset-password?token=tok&returnUrl=%2Fadmin%2Fprofile',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^new password/i), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^confirm password/i), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?returnUrl=%2Fadmin%2Fprofile');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'tok',
      newPassword: 'brand-new-pass',
    });
  });
});
