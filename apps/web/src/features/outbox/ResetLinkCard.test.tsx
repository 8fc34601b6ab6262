import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { ResetLinkCard } from './ResetLinkCard.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = '3f1c8f1e-0c1a-4c57-9a5e-0d6b1c2f3a4b';
const URL_MADE = 'http://localhost:3000/reset-password?token=abc123';

describe('ResetLinkCard (issue 30)', () => {
  it('finds a member by name, makes their one-time link and offers to copy it', async () => {
    const { calls } = mockServer({
      'GET /api/user': {
        body: {
          items: [{ id: USER_ID, name: 'Mia Member', image: null }],
          totalItems: 1,
          pageIndex: 0,
          pageSize: 8,
        },
      },
      [`POST /api/admin/users/${USER_ID}/reset-link`]: {
        status: 201,
        body: { url: URL_MADE, expiresAt: '2026-11-29T18:00:00.000Z' },
      },
    });
    renderRoutes([{ path: '/admin/outbox/mail', element: <ResetLinkCard /> }], '/admin/outbox/mail');
    const user = userEvent.setup();
    const make = screen.getByRole('button', { name: 'Make reset link' });
    expect(make).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'Mia');
    await user.click(await screen.findByRole('option', { name: 'Mia Member' }));
    await user.click(make);
    expect(await screen.findByRole('textbox', { name: 'Reset link for Mia Member' })).toHaveValue(URL_MADE);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByText(/^Works once, until/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/admin/users/${USER_ID}/reset-link`,
    ]);
  });
});
