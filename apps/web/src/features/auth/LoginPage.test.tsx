import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/login', element: <LoginPage /> }];

describe('LoginPage', () => {
  it('names the field that is wrong while the user types', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: /email/i });
    await user.type(email, 'ada@');
    expect(
      await screen.findByText('Email must be a valid address such as name@example.com'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(
      screen.queryByText('Email must be a valid address such as name@example.com'),
    ).not.toBeInTheDocument();
  });

  it('does not call the server when required fields are empty, and says which', async () => {
    const { calls } = mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('sign-in'))).toHaveLength(0);
  });

  it('shows a wrong password under the password field', async () => {
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Invalid email or password.');
  });

  it.each([
    ['/login?returnUrl=%2Fadmin%2Fprofile', '/admin/profile'],
    ['/login?returnUrl=https%3A%2F%2Fevil.example%2Fsteal', '/'],
    ['/login?returnUrl=%2F%2Fevil.example', '/'],
  ])('after signing in from %s it goes to %s', async (start, expected) => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-in/email': { body: { token: null, ...signedInSession() } },
    });
    renderRoutes(routes, start);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), ' ada@example.com ');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      new RegExp(`^${expected.replace(/\//g, '\\/')}$`),
    );
    expect(calls.find((c) => c.path === '/security/v1/auth/sign-in/email')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    });
  });

  it('warns after signing in that the email is not confirmed yet', async () => {
    const session = signedInSession();
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      'POST /security/v1/auth/sign-in/email': {
        body: { token: null, user: { ...session.user, emailVerified: false } },
      },
    });
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Your email ada@example.com is not confirmed yet/)).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
  });

  it('sends someone already signed in straight on to returnUrl', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: signedInSession() } });
    renderRoutes(routes, '/login?returnUrl=%2Fsports');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sports$/);
    expect(document.title).toBe('Sign in to Matchday · Matchday');
  });
});
