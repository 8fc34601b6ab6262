import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { CloneTeamDialog } from './CloneTeamDialog.tsx';

const ID = '00000000-0000-4000-8000-000000000007';
const NEW_ID = '00000000-0000-4000-8000-000000000008';
const OWNER = '00000000-0000-4000-8000-000000000009';
const team = (id: string, name: string) => ({
  id,
  name,
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});

function setup(role: 'User' | 'SystemAdmin', reply?: { status: number; body: unknown }) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession(role) },
    [`POST /api/teams/${ID}/clone`]: reply ?? { status: 201, body: team(NEW_ID, 'Lions B') },
    'GET /api/user': {
      body: {
        items: [{ id: OWNER, name: 'Olga Owner', image: null }],
        totalItems: 1,
        pageIndex: 0,
        pageSize: 8,
      },
    },
  });
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: `/admin/teams/details/${ID}`,
        element: <CloneTeamDialog team={team(ID, 'Lions FC')} opened onClose={onClose} />,
      },
    ],
    `/admin/teams/details/${ID}`,
  );
  return { ...server, onClose, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('CloneTeamDialog', () => {
  it('clones with the chosen players option and opens the new team', async () => {
    const { calls, user, onClose } = setup('User');
    const name = await screen.findByLabelText(/New team name/);
    expect(name).toHaveValue('Lions FC (copy)');
    await user.clear(name);
    await user.type(name, 'Lions B');
    await user.click(screen.getByRole('radio', { name: /Copies of the players/ }));
    expect(screen.queryByLabelText(/Owner/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clone team' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/teams/details/${NEW_ID}`),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      newName: 'Lions B',
      clonePlayersOption: 2,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('lets a SystemAdmin choose the owner, found by name', async () => {
    const { calls, user } = setup('SystemAdmin');
    const owner = await screen.findByRole('textbox', { name: /Owner/ });
    await user.type(owner, 'olga');
    await user.click(await screen.findByRole('option', { name: 'Olga Owner' }));
    await user.click(screen.getByRole('radio', { name: /The same players/ }));
    await user.click(screen.getByRole('button', { name: 'Clone team' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        newName: 'Lions FC (copy)',
        clonePlayersOption: 1,
        ownerUserId: OWNER,
      }),
    );
  });

  it('requires a name, and shows the server’s refusal under its field', async () => {
    const { calls, user } = setup('User', {
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Invalid',
        status: 400,
        code: 'validation.failed',
        detail: 'Invalid',
        errors: [{ field: 'body.newName', message: 'Too long' }],
      },
    });
    const name = await screen.findByLabelText(/New team name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Clone team' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(name, 'X');
    await user.click(screen.getByRole('button', { name: 'Clone team' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
  });
});
