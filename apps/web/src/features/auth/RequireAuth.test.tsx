import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
