import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { AccountMenu } from './AccountMenu.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/sports', element: <AccountMenu /> }];

describe('AccountMenu', () => {
  it('offers sign-in and registration returning to the current page when signed out', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/sports');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fsports',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fsports',
    );
  });

  it('shows the outbox only to a SystemAdmin', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: signedInSession('User') } });
    renderRoutes(routes, '/sports');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('signs out through the end-session call, returning home', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': () => ({ body: signedInSession('SystemAdmin') }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderRoutes(routes, '/sports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
    expect(target.pathname).toBe('/security/v1/connect/endsession');
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${window.location.origin}/`);
    assign.mockRestore();
  });
});
