import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { RequireAuth } from './RequireAuth.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  {
    path: '/admin',
    element: <RequireAuth />,
    children: [{ path: 'profile', element: <p>Profile page</p> }],
  },
  {
    path: '/admin/outbox',
    element: <RequireAuth requiredRole="SystemAdmin" />,
    children: [{ index: true, element: <p>Outbox page</p> }],
  },
];

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login with the page as returnUrl', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/admin/profile?tab=phone');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/login?returnUrl=%2Fadmin%2Fprofile%3Ftab%3Dphone',
    );
    expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: signedInSession() } });
    renderRoutes(routes, '/admin/profile');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('refuses a page that needs a role the user lacks', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: signedInSession('User') } });
    renderRoutes(routes, '/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('Outbox page')).not.toBeInTheDocument();
  });

  it('lets a SystemAdmin open a SystemAdmin page', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: signedInSession('SystemAdmin') } });
    renderRoutes(routes, '/admin/outbox');
    expect(await screen.findByText('Outbox page')).toBeInTheDocument();
  });

  it('on a 429 from get-session shows an error state, not the sign-in page, and recovers', async () => {
    let busy = true;
    mockServer({
      'GET /security/v1/auth/get-session': () =>
        busy
          ? { status: 429, body: { code: 'auth.http_429', message: 'Too many requests' } }
          : { body: signedInSession() },
    });
    renderRoutes(routes, '/admin/profile');
    expect(await screen.findByText('We could not check whether you are signed in')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    busy = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it.each([429, 503, 0])(
    'keeps a signed-in user signed in when a later read fails with %s',
    async (status) => {
      let failing = false;
      const { fetchMock } = mockServer({
        'GET /security/v1/auth/get-session': () =>
          failing ? { status, body: { code: 'busy' } } : { body: signedInSession() },
      });
      const { queryClient } = renderRoutes(routes, '/admin/profile');
      expect(await screen.findByText('Profile page')).toBeInTheDocument();
      failing = true;
      if (status === 0) fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      void queryClient.refetchQueries({ queryKey: queryKeys.session });
      // The failed read has landed (it is retried in the background).
      await waitFor(() =>
        expect(queryClient.getQueryState(queryKeys.session)?.fetchFailureCount).toBeGreaterThan(0),
      );
      expect(screen.getByText('Profile page')).toBeInTheDocument();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    },
  );

  it('treats an answer of null as signed out', async () => {
    mockServer({ 'GET /security/v1/auth/get-session': { body: null } });
    renderRoutes(routes, '/admin/profile');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
