import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { PlayerRequestsSection } from './PlayerRequestsSection.tsx';
import { PLAYER, paged, TEAM, toPlayerRequest, uuid } from './test-data.ts';

const LIST = '/api/champ-registration/userplayerteamrequests';
const DECIDE = '/api/champ-registration/userplayerteamrequest';

const joinRequest = toPlayerRequest({ id: uuid(11) });
const myOffer = toPlayerRequest({
  id: uuid(12),
  isSentByUser: false,
  playerName: 'Bo Keeper',
  direction: 'sent',
  canDecide: false,
  canWithdraw: true,
  isWithinOneYear: false,
});

function setup({
  items = [joinRequest, myOffer],
  isEditor = true,
  filter = { teamId: TEAM } as { teamId: string } | { playerId: string },
} = {}) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession() },
    [`GET ${LIST}`]: { body: paged(items) },
    [`PUT ${DECIDE}/${joinRequest.id}`]: ({ body }) => ({
      body: {
        ...joinRequest,
        status: (body as { decision: string }).decision === 'accept' ? 'accepted' : 'rejected',
      },
    }),
    [`PUT ${DECIDE}/${myOffer.id}`]: { body: { ...myOffer, status: 'withdrawn' } },
  });
  renderWithProviders(
    <>
      <Notifications />
      <PlayerRequestsSection filter={filter} isEditor={isEditor} mode="admin" />
    </>,
  );
  return { ...server, user: userEvent.setup() };
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Contracts and offers', () => {
  it('lists the team’s pending requests with their periods and the actions the caller may take', async () => {
    const { calls } = setup();
    const list = await screen.findByRole('list', { name: 'Pending requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const joinItem = within(list).getByRole('listitem', { name: 'Ada Striker asks to join Lions FC' });
    expect(within(joinItem).getByText('1 Dec 2026 – 30 Jun 2027')).toBeInTheDocument();
    // The page's mode decides where the names lead: here the admin pages.
    expect(within(joinItem).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/admin/teams/details/${TEAM}`,
    );
    expect(within(list).getByText('Longer than a year')).toBeInTheDocument();
    // The join request is the caller's to decide; their own offer is theirs to withdraw.
    expect(within(list).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    expect(within(list).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    const query = calls.find((c) => c.path.startsWith(LIST))?.path ?? '';
    expect(query).toContain(`teamId=${TEAM}`);
    expect(query).toContain('status=pending');
  });

  it('accepts a join request at once, with no dialog', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${DECIDE}/${joinRequest.id}`,
      body: { decision: 'accept' },
    });
    expect(await screen.findByText('Accepted.')).toBeInTheDocument();
  });

  it('rejects without a reason when none is typed', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ decision: 'reject' });
  });

  it('withdraws the caller’s own offer', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${DECIDE}/${myOffer.id}`,
      body: { decision: 'withdraw' },
    });
  });

  it('stays hidden for a visitor who is not an editor and has no requests here', async () => {
    const { calls } = setup({ items: [], isEditor: false, filter: { playerId: PLAYER } });
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(LIST))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Contracts and offers' })).not.toBeInTheDocument();
  });

  it('tells an editor what to do when nothing is pending', async () => {
    setup({ items: [], isEditor: true });
    expect(await screen.findByText(/No pending requests\. Invite a player/)).toBeInTheDocument();
  });
});
