import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { AskToJoinTeamDialog } from './AskToJoinTeamDialog.tsx';
import { InviteByEmailDialog } from './InviteByEmailDialog.tsx';
import { PLAYER, paged, TEAM, toInvitation, toPlayerRequest } from './test-data.ts';

const INVITE = '/api/champ-registration/player/inviteuser';
const REGISTER = `/api/teams/${TEAM}/register-player`;
const KEEPER = '00000000-0000-4000-8000-000000000041';

const team = {
  id: TEAM,
  name: 'Lions FC',
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'someone-else',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: false,
};

function serve() {
  return mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession() },
    [`POST ${INVITE}`]: ({ body }) => ({
      status: 201,
      body: toInvitation({
        kind: 'player',
        champId: null,
        inviteeEmail: (body as { email?: string }).email ?? null,
      }),
    }),
    'GET /api/teams/search': { body: paged([team]) },
    'GET /api/user': { body: paged([{ id: KEEPER, name: 'Kim Keeper', image: null }]) },
    [`POST ${REGISTER}`]: { status: 201, body: toPlayerRequest({ direction: 'sent' }) },
  });
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Invite a player', () => {
  it('asks for somebody, then invites the email typed with the message and no period when none is chosen', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Notifications />
        <InviteByEmailDialog target={{ kind: 'player', teamId: TEAM }} opened onClose={() => {}} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite a player to this team' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Pick a person from the list or type an email address'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === INVITE)).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Who to invite/ }), ' keeper@example.com ');
    await user.click(await screen.findByRole('option', { name: 'Use the address keeper@example.com' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Trial on Saturday');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.path === INVITE)).toBe(true));
    expect(calls.find((c) => c.path === INVITE)?.body).toEqual({
      teamId: TEAM,
      email: 'keeper@example.com',
      message: 'Trial on Saturday',
    });
    expect(await screen.findByText('Invitation sent to keeper@example.com')).toBeInTheDocument();
  });

  it('invites a person found by name by their id, never asking for their email', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Notifications />
        <InviteByEmailDialog target={{ kind: 'player', teamId: TEAM }} opened onClose={() => {}} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite a player to this team' });
    await user.type(within(dialog).getByRole('textbox', { name: /Who to invite/ }), 'kim');
    await user.click(await screen.findByRole('option', { name: 'Kim Keeper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.path === INVITE)).toBe(true));
    expect(calls.find((c) => c.path === INVITE)?.body).toEqual({ teamId: TEAM, userId: KEEPER });
    expect(await screen.findByText('Invitation sent to Kim Keeper')).toBeInTheDocument();
  });
});

describe('Ask to join a team', () => {
  it('searches every team of the player’s sport and asks the chosen one to take the player', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Notifications />
        <AskToJoinTeamDialog
          opened
          onClose={() => {}}
          player={{ id: PLAYER, name: 'Ada Striker', sportKindId: 'football', sportName: 'Football' }}
        />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask a team to take Ada Striker' });
    const send = within(dialog).getByRole('button', { name: 'Send request' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Team' }), 'Li');
    // The typed start of the name goes to the server (debounced), not only Mantine's own filter.
    await waitFor(() => expect(calls.some((c) => c.path.includes('keyword=Li'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Lions FC' }));
    await user.click(send);
    await waitFor(() => expect(calls.some((c) => c.path === REGISTER)).toBe(true));
    expect(calls.find((c) => c.path === REGISTER)?.body).toEqual({ playerId: PLAYER });
    const searches = calls.filter((c) => c.path.startsWith('/api/teams/search')).map((c) => c.path);
    expect(searches.every((p) => !p.includes('isOnlyMyTeams') && p.includes('sportKindId=football'))).toBe(
      true,
    );
    expect(
      await screen.findByText('Request sent. The team will decide; you will be notified.'),
    ).toBeInTheDocument();
  });
});
