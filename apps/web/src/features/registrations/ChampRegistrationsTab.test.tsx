import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChampRegistrationsTab } from './ChampRegistrationsTab.tsx';
import { CHAMP, paged, toInvitation, toSettings, toTeamRequest, uuid } from './test-data.ts';

const SETTINGS = `/api/champs/${CHAMP}/registration`;
const REQUESTS = '/api/champ-registration/userteamrequests';
const MARK_PAID = '/api/champ-registration/mark-paid-requests';
const INVITE = '/api/champ-registration/inviteuser';
const INVITATIONS = '/api/champ-registration/invitations';

const pendingUnpaid = toTeamRequest({ id: uuid(1), teamName: 'Lions FC' });
const acceptedPaid = toTeamRequest({
  id: uuid(2),
  teamName: 'Tigers',
  status: 'accepted',
  paid: true,
  paidAt: '2026-11-21T09:00:00.000Z',
  paymentReference: 'TR-7',
  canDecide: false,
});
const acceptedUnpaid = toTeamRequest({
  id: uuid(3),
  teamName: 'Bears',
  status: 'accepted',
  canDecide: false,
});

function setup({
  requests = [pendingUnpaid, acceptedPaid, acceptedUnpaid],
  invitations = [toInvitation()],
  settings = toSettings(),
  warning = null as null | { code: string; message: string; connectPath: string },
} = {}) {
  const server = mockServer({
    [`GET ${SETTINGS}`]: { body: settings },
    [`PUT ${SETTINGS}`]: ({ body }) => ({ body: { ...settings, ...(body as object), warning } }),
    [`GET ${REQUESTS}`]: { body: paged(requests) },
    [`PUT ${REQUESTS}/${pendingUnpaid.id}`]: { body: { ...pendingUnpaid, status: 'rejected' } },
    [`POST ${MARK_PAID}`]: ({ body }) => ({
      body: {
        items: (body as { requestIds: string[] }).requestIds.map((id) => ({
          ...pendingUnpaid,
          id,
          paid: true,
        })),
      },
    }),
    [`GET ${INVITATIONS}`]: { body: paged(invitations) },
    [`PUT /api/champ-registration/invitation/${uuid(601)}`]: {
      body: { ...toInvitation(), status: 'withdrawn' },
    },
    [`POST ${INVITE}`]: ({ body }) => ({
      status: 201,
      body: toInvitation({ inviteeEmail: (body as { email: string }).email }),
    }),
  });
  renderWithProviders(
    <>
      <Notifications />
      <ChampRegistrationsTab champ={{ id: CHAMP, canEdit: true }} />
    </>,
  );
  return { ...server, user: userEvent.setup() };
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('registration settings', () => {
  it('says whether requests are taken and how many teams entered', async () => {
    setup();
    expect(await screen.findByText('Accepting requests')).toBeInTheDocument();
    expect(screen.getByText('3 teams entered')).toBeInTheDocument();
  });

  it('sends the entry fee in minor units and the team limit as a number', async () => {
    const { calls, user } = setup();
    await screen.findByText('Accepting requests');
    await user.click(screen.getByRole('radio', { name: 'Entry fee' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25.5');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    await user.type(screen.getByRole('textbox', { name: 'Maximum teams' }), '16');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      registrationOpen: true,
      registrationDeadline: null,
      maxTeams: 16,
      entryFee: { amount: 2550, currency: 'GBP' },
    });
    expect(await screen.findByText('Registration settings saved')).toBeInTheDocument();
  });

  it('says at once when a fee is set that teams cannot pay it online yet, with where to connect (issue 30, item 4)', async () => {
    const { user } = setup({
      warning: {
        code: 'payment.organiser_not_connected',
        message: 'Teams cannot pay this entry fee online yet.',
        connectPath: '/admin/profile?tabs=payouts',
      },
    });
    await screen.findByText('Accepting requests');
    await user.click(screen.getByRole('radio', { name: 'Entry fee' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Teams cannot pay this fee online yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a payout account' })).toHaveAttribute(
      'href',
      '/admin/profile?tabs=payouts',
    );
  });

  it('closes registration, sending no fee and no limit when none is set', async () => {
    const { calls, user } = setup();
    await screen.findByText('Accepting requests');
    await user.click(screen.getByRole('switch', { name: /Registration open/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      registrationOpen: false,
      registrationDeadline: null,
      maxTeams: null,
      entryFee: null,
    });
  });
  it('shows a saved fee as a decimal amount and sends it back unchanged, clearing the deadline', async () => {
    const { calls, user } = setup({
      settings: toSettings({
        entryFee: { amount: 1999, currency: 'USD' },
        registrationDeadline: '2026-12-15',
        maxTeams: 8,
        teamCount: 8,
        isAcceptingRequests: false,
      }),
    });
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('8 of 8 teams entered')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('19.99');
    expect(screen.getByRole('textbox', { name: /Deadline/ })).toHaveValue('15 Dec 2026');
    await user.click(screen.getByRole('button', { name: 'Clear deadline' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      registrationOpen: true,
      registrationDeadline: null,
      maxTeams: 8,
      entryFee: { amount: 1999, currency: 'USD' },
    });
  });

  it('keeps the team limit within the contract’s range: a limit below two becomes two', async () => {
    const { calls, user } = setup();
    await screen.findByText('Accepting requests');
    await user.type(screen.getByRole('textbox', { name: 'Maximum teams' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ maxTeams: 2 });
  });
});

describe('team requests', () => {
  it('lists the competition’s received requests with fee and payment', async () => {
    const { calls } = setup();
    expect(await screen.findByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/admin/teams/details/${pendingUnpaid.teamId}`,
    );
    expect(screen.getAllByText('€25.00')).toHaveLength(3);
    expect(screen.getByText(/Paid 21 Nov 2026 · Ref\. TR-7/)).toBeInTheDocument();
    const list = calls.find((c) => c.path.startsWith(REQUESTS));
    expect(list?.path).toContain(`champId=${CHAMP}`);
    expect(list?.path).toContain('direction=received');
  });

  it('marks the selected unpaid requests paid with a reference, never a paid one', async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Lions FC' });
    expect(screen.getByRole('checkbox', { name: 'Select request of Tigers' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all unpaid requests on this page' }));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 requests paid?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Payment reference (optional)' }), ' TR-9 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls.some((c) => c.path === MARK_PAID)).toBe(true));
    expect(calls.find((c) => c.path === MARK_PAID)?.body).toEqual({
      requestIds: [pendingUnpaid.id, acceptedUnpaid.id],
      reference: 'TR-9',
    });
    expect(await screen.findByText('2 requests marked paid')).toBeInTheDocument();
  });

  it('marks one request paid without a reference when none is typed', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select request of Bears' }));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 1 request paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(calls.some((c) => c.path === MARK_PAID)).toBe(true));
    expect(calls.find((c) => c.path === MARK_PAID)?.body).toEqual({ requestIds: [acceptedUnpaid.id] });
  });

  it('accepts a request at once, with no dialog', async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Lions FC' });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${REQUESTS}/${pendingUnpaid.id}`,
      body: { decision: 'accept' },
    });
  });

  it('rejects a request with the reason typed in the dialog', async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Lions FC' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The cup is full');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${REQUESTS}/${pendingUnpaid.id}`,
      body: { decision: 'reject', reason: 'The cup is full' },
    });
    expect(await screen.findByText('Rejected.')).toBeInTheDocument();
  });

  it('asks the server for unpaid requests only when filtered', async () => {
    const { calls, user } = setup();
    await screen.findByRole('link', { name: 'Lions FC' });
    await user.click(screen.getByRole('radio', { name: 'Unpaid' }));
    await waitFor(() => expect(calls.some((c) => c.path.includes('paid=false'))).toBe(true));
  });

  it('says how to get requests when there are none', async () => {
    setup({ requests: [], invitations: [] });
    expect(await screen.findByText(/No team has asked to enter yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No invitations sent/)).toBeInTheDocument();
  });
});

describe('invitations', () => {
  it('checks the email before inviting a team, then sends it with the message', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team to this competition' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Pick a person from the list or type an email address'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === INVITE)).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Who to invite/ }), 'coach@example.com');
    await user.click(await screen.findByRole('option', { name: 'Use the address coach@example.com' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Join our cup!');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.path === INVITE)).toBe(true));
    expect(calls.find((c) => c.path === INVITE)?.body).toEqual({
      champId: CHAMP,
      email: 'coach@example.com',
      message: 'Join our cup!',
    });
    expect(await screen.findByText('Invitation sent to coach@example.com')).toBeInTheDocument();
  });

  it('lists sent invitations with their expiry and withdraws one after confirming', async () => {
    const { calls, user } = setup();
    expect(await screen.findByText('coach@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Expires 4 Dec 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/champ-registration/invitation/${uuid(601)}`,
      body: { decision: 'withdraw' },
    });
  });
});
