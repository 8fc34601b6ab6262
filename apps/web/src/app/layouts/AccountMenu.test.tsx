import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { testRuntimeConfig } from '../../test/runtime-config.ts';
import { HubProvider } from '../HubProvider.tsx';
import { RuntimeConfigProvider } from '../RuntimeConfigProvider.tsx';
import { AccountMenu } from './AccountMenu.tsx';

afterEach(() => vi.unstubAllGlobals());

const runtimeConfig = testRuntimeConfig;

type Handlers = Parameters<typeof mockServer>[0];

/** The menu as the app has it: under the runtime configuration and the hub (a fake socket the test plays). */
function renderMenu(handlers: Handlers, socket = new FakeSocket()) {
  const server = mockServer({ 'GET /runtime-config.json': { body: runtimeConfig }, ...handlers });
  const utils = renderRoutes(
    [
      {
        path: '/sports',
        element: (
          <RuntimeConfigProvider>
            <HubProvider openSocket={() => socket}>
              <AccountMenu />
            </HubProvider>
          </RuntimeConfigProvider>
        ),
      },
    ],
    '/sports',
  );
  return { ...server, ...utils, socket };
}

describe('AccountMenu', () => {
  // The signed-in menu is a lazy chunk (issue 13); loaded once here, so no test waits on its first import.
  beforeAll(async () => {
    await import('./UserMenu.tsx');
  });

  it('offers sign-in and registration returning to the current page when signed out', async () => {
    const { calls, socket } = renderMenu({ 'GET /security/v1/auth/get-session': { body: null } });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fsports',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?returnUrl=%2Fsports',
    );
    // A visitor has no inbox and no user room.
    expect(calls.map((c) => c.path)).not.toContain('/api/notifications/unread-count');
    expect(socket.joins).toEqual([]);
  });

  it('shows the outbox only to a SystemAdmin', async () => {
    renderMenu({
      'GET /security/v1/auth/get-session': { body: signedInSession('User') },
      'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Outbox' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the menu and on its Requests item', async () => {
    renderMenu({
      'GET /security/v1/auth/get-session': { body: signedInSession('User') },
      'GET /api/notifications/unread-count': { body: { unreadCount: 3 } },
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu, 3 unread notifications' });
    expect(screen.getByTestId('unread-indicator')).toHaveTextContent('3');
    await userEvent.setup().click(trigger);
    const requests = await screen.findByRole('menuitem', { name: /Requests/ });
    expect(requests).toHaveAttribute('href', '/admin/requests');
    expect(requests).toHaveTextContent('3');
  });

  it('shows no badge when everything is read', async () => {
    renderMenu({
      'GET /security/v1/auth/get-session': { body: signedInSession('User') },
      'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
    });
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.setup().click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Requests' })).toHaveTextContent(/^Requests$/);
  });

  it('follows the user’s hub room and refreshes the count when a notification arrives', async () => {
    let unreadCount = 0;
    const { socket } = renderMenu({
      'GET /security/v1/auth/get-session': { body: signedInSession('User') },
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount } }),
    });
    await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(socket.joins).toEqual([{ kind: 'user', id: 'u1' }]));
    unreadCount = 1;
    act(() =>
      socket.send('user:u1', 1, {
        type: 'notification.changed',
        userId: 'u1',
        newIds: ['00000000-0000-4000-8000-0000000000e1'],
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Account menu, 1 unread notification' }),
    ).toBeInTheDocument();
  });

  it('signs out through the end-session call, returning home', async () => {
    renderMenu({
      'GET /security/v1/auth/get-session': () => ({ body: signedInSession('SystemAdmin') }),
      'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
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
