import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, mockServer, renderRoutes } from '../../test/render.tsx';
import { RequestsPage } from './RequestsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const TEAM_REQUEST = '00000000-0000-4000-8000-0000000000c1';
const PLAYER_REQUEST = '00000000-0000-4000-8000-0000000000c2';
const INVITATION = '00000000-0000-4000-8000-0000000000c3';
const PLAYER_INVITATION = '00000000-0000-4000-8000-0000000000c4';
const CHAMP = '00000000-0000-4000-8000-0000000000d1';
const LEAGUE = '00000000-0000-4000-8000-0000000000d2';
const LIONS = '00000000-0000-4000-8000-0000000000b1';
const TIGERS = '00000000-0000-4000-8000-0000000000b2';
const ANA = '00000000-0000-4000-8000-0000000000a1';
const N1 = '00000000-0000-4000-8000-0000000000e1';
const N2 = '00000000-0000-4000-8000-0000000000e2';

const TEAM_REQUESTS = 'GET /api/champ-registration/userteamrequests';
const PLAYER_REQUESTS = 'GET /api/champ-registration/userplayerteamrequests';
const INVITATIONS = 'GET /api/champ-registration/invitations';
const NOTIFICATIONS = 'GET /api/notifications';
const UNREAD = 'GET /api/notifications/unread-count';

const paged = <T,>(items: T[]) => ({ body: { items, totalItems: items.length, pageIndex: 0, pageSize: 20 } });

const common = {
  status: 'pending',
  senderId: 'u2',
  senderName: 'Olga Organiser',
  reason: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  direction: 'received',
  canDecide: true,
  canWithdraw: false,
};

const teamRequest = (over: Record<string, unknown> = {}) => ({
  ...common,
  id: TEAM_REQUEST,
  kind: 'team',
  champId: CHAMP,
  champName: 'Spring Cup',
  leagueId: LEAGUE,
  leagueName: 'City League',
  teamId: LIONS,
  teamName: 'Lions FC',
  teamLogo: null,
  teamOwnerId: 'u2',
  teamOwnerName: 'Olga Organiser',
  entryFee: { amount: 2500, currency: 'EUR' },
  paid: false,
  paidAt: null,
  paidBy: null,
  paymentReference: null,
  ...over,
});

const playerRequest = (over: Record<string, unknown> = {}) => ({
  ...common,
  id: PLAYER_REQUEST,
  kind: 'player',
  isSentByUser: false,
  userId: 'u1',
  userName: 'Ada',
  playerId: ANA,
  playerName: 'Ana Silva',
  teamId: LIONS,
  teamName: 'Lions FC',
  teamLogo: null,
  teamOwnerId: 'u2',
  teamOwnerName: 'Olga Organiser',
  sportKindId: 'football',
  startDate: '2026-12-01',
  endDate: '2027-06-30',
  isWithinOneYear: true,
  dateWarning: null,
  rosterEntryId: null,
  ...over,
});

const invitation = (over: Record<string, unknown> = {}) => ({
  ...common,
  id: INVITATION,
  kind: 'team',
  champId: CHAMP,
  champName: 'Spring Cup',
  leagueId: LEAGUE,
  leagueName: 'City League',
  teamId: null,
  teamName: null,
  teamLogo: null,
  playerId: null,
  playerName: null,
  sportKindId: 'football',
  inviteeUserId: 'u1',
  inviteeName: 'Ada',
  inviteeEmail: 'ada@example.com',
  message: 'Join us!',
  startDate: null,
  endDate: null,
  expiresAt: '2026-12-08T10:00:00.000Z',
  ...over,
});

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

const player = (id: string, name: string) => ({
  id,
  name,
  photo: null,
  sportKindId: 'football',
  sportKind: { id: 'football', name: 'football', displayName: 'Football' },
  shirtNumber: null,
  position: null,
  birthDate: null,
  nationality: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});

const notification = (id: string, title: string, over: Record<string, unknown> = {}) => ({
  id,
  kind: 'playerRequest.received',
  title,
  body: '1 Dec 2026 – 30 Jun 2027',
  link: '/admin/requests?tab=player',
  subjectId: PLAYER_REQUEST,
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

const inbox = (items: unknown[], unreadCount: number) => ({
  body: { items, totalItems: items.length, pageIndex: 0, pageSize: 20, unreadCount },
});

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/admin/requests', element: <RequestsPage /> },
      { path: '/observe/*', element: <LocationProbe /> },
    ],
    path,
  );
}

const bodiesOf = (calls: { method: string; path: string; body: unknown }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.startsWith(path)).map((c) => c.body);

describe('RequestsPage tabs', () => {
  it('opens on the inbox, and a tab puts its name in the address', async () => {
    mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [NOTIFICATIONS]: inbox([], 0),
      [TEAM_REQUESTS]: paged([teamRequest()]),
    });
    const { router } = renderPage('/admin/requests');
    expect(await screen.findByRole('tab', { name: 'Inbox', selected: true })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Team requests' }));
    expect(
      await screen.findByRole('listitem', { name: 'Lions FC asks to enter Spring Cup' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=team');
  });

  it('lists received requests by default and sent ones after choosing Sent', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [PLAYER_REQUESTS]: ({ url }) =>
        url.searchParams.get('direction') === 'sent'
          ? paged([playerRequest({ direction: 'sent', canDecide: false, canWithdraw: true })])
          : paged([]),
    });
    renderPage('/admin/requests?tab=player');
    expect(
      await screen.findByText(
        'No player requests yet. Offers for your players, and players asking to join your teams, appear here.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Sent' }));
    const item = await screen.findByRole('listitem', { name: 'Lions FC offers Ana Silva a contract' });
    expect(within(item).getByRole('link', { name: 'Ana Silva' })).toHaveAttribute(
      'href',
      `/observe/player/${ANA}`,
    );
    expect(within(item).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/observe/team/${LIONS}`,
    );
    expect(within(item).getByText('1 Dec 2026 – 30 Jun 2027')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const paths = calls.filter((c) => c.path.startsWith('/api/champ-registration')).map((c) => c.path);
    expect(paths).toContain(
      '/api/champ-registration/userplayerteamrequests?direction=received&pageIndex=0&pageSize=20',
    );
    expect(paths).toContain(
      '/api/champ-registration/userplayerteamrequests?direction=sent&pageIndex=0&pageSize=20',
    );
  });

  it('filters by status', async () => {
    const { calls } = mockServer({ [UNREAD]: { body: { unreadCount: 0 } }, [TEAM_REQUESTS]: paged([]) });
    renderPage('/admin/requests?tab=team&status=accepted');
    expect(
      await screen.findByText('Nothing matches this filter. Choose “All statuses” to see everything.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(
      '/api/champ-registration/userteamrequests?direction=received&status=accepted&pageIndex=0&pageSize=20',
    );
  });

  it('says what to do when nothing was sent yet', async () => {
    mockServer({ [UNREAD]: { body: { unreadCount: 0 } }, [TEAM_REQUESTS]: paged([]) });
    renderPage('/admin/requests?tab=team&direction=sent');
    expect(
      await screen.findByText(
        'No requests sent yet. Register one of your teams for a competition from the competition’s page.',
      ),
    ).toBeInTheDocument();
  });
});

describe('RequestsPage decisions', () => {
  it('shows a team request with its fee, links and status, and accepts it', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [TEAM_REQUESTS]: paged([teamRequest()]),
      [`PUT /api/champ-registration/userteamrequests/${TEAM_REQUEST}`]: {
        body: teamRequest({ status: 'accepted', canDecide: false }),
      },
    });
    renderPage('/admin/requests?tab=team');
    const item = await screen.findByRole('listitem', { name: 'Lions FC asks to enter Spring Cup' });
    expect(within(item).getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    expect(within(item).getByText('€25.00')).toBeInTheDocument();
    expect(within(item).getByText('Not paid')).toBeInTheDocument();
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/userteamrequests/')).toEqual([
        { decision: 'accept' },
      ]),
    );
    expect(await screen.findByText('Accepted.')).toBeInTheDocument();
  });

  it('rejects with the reason typed in the dialog', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [TEAM_REQUESTS]: paged([teamRequest()]),
      [`PUT /api/champ-registration/userteamrequests/${TEAM_REQUEST}`]: {
        body: teamRequest({ status: 'rejected', canDecide: false, reason: 'The cup is full' }),
      },
    });
    renderPage('/admin/requests?tab=team');
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: 'Lions FC asks to enter Spring Cup' });
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  The cup is full ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/userteamrequests/')).toEqual([
        { decision: 'reject', reason: 'The cup is full' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects without a reason when none is given', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [PLAYER_REQUESTS]: paged([playerRequest()]),
      [`PUT /api/champ-registration/userplayerteamrequest/${PLAYER_REQUEST}`]: {
        body: playerRequest({ status: 'rejected', canDecide: false }),
      },
    });
    renderPage('/admin/requests?tab=player');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/userplayerteamrequest/')).toEqual([
        { decision: 'reject' },
      ]),
    );
  });

  it('asks before withdrawing, and sends nothing when cancelled', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [TEAM_REQUESTS]: paged([teamRequest({ direction: 'sent', canDecide: false, canWithdraw: true })]),
      [`PUT /api/champ-registration/userteamrequests/${TEAM_REQUEST}`]: {
        body: teamRequest({ status: 'withdrawn', canDecide: false }),
      },
    });
    renderPage('/admin/requests?tab=team&direction=sent');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(calls, 'PUT', '/api/champ-registration/')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/userteamrequests/')).toEqual([
        { decision: 'withdraw' },
      ]),
    );
  });

  it('shows the server’s refusal in its own words and keeps the dialog open', async () => {
    mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [TEAM_REQUESTS]: paged([teamRequest()]),
      [`PUT /api/champ-registration/userteamrequests/${TEAM_REQUEST}`]: {
        status: 409,
        contentType: 'application/problem+json',
        body: {
          status: 409,
          code: 'registration.already_decided',
          title: 'Conflict',
          detail: 'This request was already decided by Olga Organiser.',
        },
      },
    });
    renderPage('/admin/requests?tab=team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request was already decided by Olga Organiser.',
    );
  });
});

describe('RequestsPage invitations', () => {
  it('accepts a team invitation only once one of my teams is chosen, and sends its id', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [INVITATIONS]: paged([invitation()]),
      'GET /api/teams/search': paged([team(LIONS, 'Lions FC'), team(TIGERS, 'Tigers')]),
      [`PUT /api/champ-registration/invitation/${INVITATION}`]: {
        body: invitation({ status: 'accepted', canDecide: false, teamId: TIGERS, teamName: 'Tigers' }),
      },
    });
    renderPage('/admin/requests?tab=invitations');
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', {
      name: 'Olga Organiser invites you to enter a team into Spring Cup',
    });
    expect(within(item).getByText('Join us!')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the invitation' });
    const select = await within(dialog).findByRole('combobox', { name: /Your team/ });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Choose the team you bring')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/champ-registration/')).toEqual([]);

    await user.click(select);
    await user.click(await within(dialog).findByRole('option', { name: 'Tigers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/invitation/')).toEqual([
        { decision: 'accept', teamId: TIGERS },
      ]),
    );
    const search = calls.find((c) => c.path.startsWith('/api/teams/search'));
    const query = new URL(search?.path ?? '', 'http://localhost').searchParams;
    expect(query.get('isOnlyMyTeams')).toBe('true');
    expect(query.get('sportKindId')).toBe('football');
  });

  it('accepts a player invitation with one of my players, on the player route', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [INVITATIONS]: paged([
        invitation({
          id: PLAYER_INVITATION,
          kind: 'player',
          champId: null,
          champName: null,
          leagueId: null,
          leagueName: null,
          teamId: LIONS,
          teamName: 'Lions FC',
          startDate: '2026-12-01',
          endDate: '2027-11-30',
        }),
      ]),
      'GET /api/player': paged([player(ANA, 'Ana Silva')]),
      [`PUT /api/champ-registration/player/invitation/${PLAYER_INVITATION}`]: {
        body: invitation({ id: PLAYER_INVITATION, kind: 'player', status: 'accepted', canDecide: false }),
      },
    });
    renderPage('/admin/requests?tab=invitations');
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', {
      name: 'Lions FC invites you to bring one of your players',
    });
    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the invitation' });
    await user.click(await within(dialog).findByRole('combobox', { name: /Your player/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Ana Silva' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/player/invitation/')).toEqual([
        { decision: 'accept', playerId: ANA },
      ]),
    );
    expect(calls.map((c) => c.path)).toContain(
      '/api/player?pageIndex=0&pageSize=100&sportKindId=football&isOnlyMine=true',
    );
  });

  it('declines an invitation with a reason', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [INVITATIONS]: paged([invitation()]),
      [`PUT /api/champ-registration/invitation/${INVITATION}`]: {
        body: invitation({ status: 'rejected', canDecide: false }),
      },
    });
    renderPage('/admin/requests?tab=invitations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'No team this season');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/champ-registration/invitation/')).toEqual([
        { decision: 'reject', reason: 'No team this season' },
      ]),
    );
  });

  it('opens the invitation a link names, even when it is not on the first page', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 0 } },
      [INVITATIONS]: paged([]),
      [`GET /api/champ-registration/invitation/${INVITATION}`]: { body: invitation() },
    });
    const { router } = renderPage(`/admin/requests?invitation=${INVITATION}`);
    const spotlight = await screen.findByRole('region', { name: 'Invitation' });
    expect(
      await within(spotlight).findByRole('listitem', {
        name: 'Olga Organiser invites you to enter a team into Spring Cup',
      }),
    ).toBeInTheDocument();
    expect(within(spotlight).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(spotlight).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    // The invitations tab is the one shown under it.
    expect(screen.getByRole('tab', { name: 'Invitations', selected: true })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/api/champ-registration/invitation/${INVITATION}`);

    await userEvent.setup().click(within(spotlight).getByRole('button', { name: 'Close the invitation' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitation' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says so when the linked invitation cannot be opened', async () => {
    mockServer({ [UNREAD]: { body: { unreadCount: 0 } }, [INVITATIONS]: paged([]) });
    renderPage(`/admin/requests?invitation=${INVITATION}`);
    const spotlight = await screen.findByRole('region', { name: 'Invitation' });
    expect(await within(spotlight).findByRole('alert')).toHaveTextContent(
      'This invitation could not be opened. It may have been withdrawn, or it was sent to another account.',
    );
  });
});

describe('RequestsPage inbox', () => {
  it('says what will arrive when there is nothing yet', async () => {
    mockServer({ [UNREAD]: { body: { unreadCount: 0 } }, [NOTIFICATIONS]: inbox([], 0) });
    renderPage('/admin/requests');
    expect(
      await screen.findByText(
        'No notifications yet. Requests, decisions and invitations that concern you appear here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('marks the unread ones, and marks nothing read just by opening the page', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 1 } },
      [NOTIFICATIONS]: inbox(
        [
          notification(N1, 'Lions FC offers Ana Silva a contract'),
          notification(N2, 'Spring Cup accepted Lions FC', { readAt: '2026-11-24T11:00:00.000Z' }),
        ],
        1,
      ),
    });
    renderPage('/admin/requests');
    const unread = await screen.findByRole('listitem', { name: 'Lions FC offers Ana Silva a contract' });
    expect(within(unread).getByText('Unread:')).toBeInTheDocument();
    expect(within(unread).getByText('5 minutes ago')).toBeInTheDocument();
    const read = screen.getByRole('listitem', { name: 'Spring Cup accepted Lions FC' });
    expect(within(read).queryByText('Unread:')).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Inbox/ })).toHaveTextContent('1');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('marks a notification read when it is opened, and follows its link', async () => {
    const { calls } = mockServer({
      [UNREAD]: { body: { unreadCount: 1 } },
      [NOTIFICATIONS]: inbox([notification(N1, 'Lions FC offers Ana Silva a contract')], 1),
      [PLAYER_REQUESTS]: paged([playerRequest()]),
      'POST /api/notifications/read': { body: { unreadCount: 0 } },
    });
    const { router } = renderPage('/admin/requests');
    const item = await screen.findByRole('listitem', { name: 'Lions FC offers Ana Silva a contract' });
    await userEvent.setup().click(within(item).getByRole('link'));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/notifications/read')).toEqual([{ ids: [N1] }]));
    expect(router.state.location.search).toBe('?tab=player');
    expect(await screen.findByRole('tab', { name: 'Player requests', selected: true })).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    let unreadCount = 2;
    const { calls } = mockServer({
      [UNREAD]: () => ({ body: { unreadCount } }),
      [NOTIFICATIONS]: () =>
        inbox(
          [
            notification(N1, 'Lions FC offers Ana Silva a contract', {
              readAt: unreadCount ? null : '2026-11-25T10:00:00.000Z',
            }),
            notification(N2, 'Olga Organiser invites you', {
              readAt: unreadCount ? null : '2026-11-25T10:00:00.000Z',
            }),
          ],
          unreadCount,
        ),
      'POST /api/notifications/read': () => {
        unreadCount = 0;
        return { body: { unreadCount } };
      },
    });
    renderPage('/admin/requests');
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/notifications/read')).toEqual([{}]));
    expect(await screen.findByText('All caught up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText('Unread:')).not.toBeInTheDocument();
  });
});
