import { Notifications, notifications } from '@mantine/notifications';
import { DateRangeCode, DateRangeMessage } from '@matchday/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/index.ts';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { findDateMessageKey, findRangeProblem, isSendEnabled } from '../registrations/offer-dialog.ts';
import { PlayerDetailsPage } from './PlayerDetailsPage.tsx';

const PLAYER = '00000000-0000-4000-8000-0000000000a1';
const LIONS = '00000000-0000-4000-8000-0000000000b1';
const LIONESSES = '00000000-0000-4000-8000-0000000000b2';
const FC_LIONS = '00000000-0000-4000-8000-0000000000b3';
const TIGERS = '00000000-0000-4000-8000-0000000000b4';
const OFFER = '00000000-0000-4000-8000-0000000000c1';
const OFFER_PATH = '/api/champ-registration/userplayerteamrequest';

const player = {
  id: PLAYER,
  name: 'Ada Striker',
  photo: null,
  sportKindId: 'beach-volleyball',
  // Name and display name differ, so the subtitle shows which one it uses (spec §2: the sport name).
  sportKind: { id: 'beach-volleyball', name: 'Beach volleyball', displayName: 'Beach Volleyball' },
  shirtNumber: 9,
  position: 'Forward',
  birthDate: '2000-05-01',
  nationality: 'Welsh',
  ownerId: 'owner-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: false,
};

const team = (id: string, name: string, logo: string | null) => ({
  id,
  name,
  shortName: null,
  sportKindId: 'beach-volleyball',
  logo,
  teamLeagueId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});

// The fake server answers every search with all four teams: the starts-with rule must hold in the dialog itself.
const teams = [
  team(LIONS, 'Lions FC', 'images/lions.webp'),
  team(LIONESSES, 'lionesses', 'https://cdn.example.test/lionesses.png'),
  team(FC_LIONS, 'FC Lions', null),
  team(TIGERS, 'Tigers', null),
];

type Reply = { status?: number; body?: unknown };

/** The server's 201: the request as the contract's PlayerTeamRequest. */
const offerCreated = (sent: Record<string, unknown>, dateWarning: unknown = null) => ({
  id: OFFER,
  kind: 'player',
  status: 'pending',
  senderId: 'u1',
  senderName: 'Ada',
  reason: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  direction: 'sent',
  canDecide: false,
  canWithdraw: true,
  isSentByUser: false,
  userId: sent.userId,
  userName: 'Olga Owner',
  playerId: sent.playerId,
  playerName: 'Ada Striker',
  teamId: sent.teamId,
  teamName: 'Lions FC',
  teamLogo: null,
  teamOwnerId: 'u1',
  teamOwnerName: 'Ada',
  sportKindId: 'beach-volleyball',
  startDate: sent.startDate,
  endDate: sent.endDate,
  isWithinOneYear: dateWarning === null,
  dateWarning,
  rosterEntryId: null,
});

function setup({
  signedIn = true,
  offerReply,
}: {
  signedIn?: boolean;
  offerReply?: (body: Record<string, unknown>) => Reply;
} = {}) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    [`GET /api/player/${PLAYER}`]: { body: player },
    'GET /api/user/owner-1/profile': {
      body: { id: 'owner-1', name: 'Olga Owner', image: null, createdAt: '2026-01-01T00:00:00.000Z' },
    },
    'GET /api/favorite': { body: { players: [], teams: [], champs: [], champLeagues: [] } },
    'GET /api/teams/search': { body: { items: teams, totalItems: teams.length, pageIndex: 0, pageSize: 64 } },
    [`POST ${OFFER_PATH}`]: ({ body }) => {
      const sent = body as Record<string, unknown>;
      return offerReply?.(sent) ?? { status: 201, body: offerCreated(sent) };
    },
  });
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/observe/player/:playerId" element={<PlayerDetailsPage mode="observe" />} />
      </Routes>
    </>,
    { route: `/observe/player/${PLAYER}` },
  );
  return { ...server, user: userEvent.setup() };
}

type User = ReturnType<typeof setup>['user'];

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Offer to my team' }));
  return screen.findByRole('dialog', { name: 'Offer Player to join my Team' });
}

const teamInput = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Team name' });
const periodInput = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Choose Contract Period' });
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send Offer' });

async function pickTeam(user: User, dialog: HTMLElement, typed: string, name: string) {
  await user.type(teamInput(dialog), typed);
  await user.click(await screen.findByRole('option', { name }));
}

/** Chooses 24 Nov 2026 (today) to 31 Dec 2027: 402 days, longer than a year. */
async function pickLongRange(user: User, dialog: HTMLElement) {
  await user.click(periodInput(dialog));
  await user.click(await screen.findByRole('button', { name: '24 November 2026' }));
  await user.click(screen.getByRole('button', { name: 'Choose a month' }));
  await user.click(screen.getByRole('button', { name: 'Next year' }));
  await user.click(screen.getByRole('button', { name: 'Dec' }));
  await user.click(await screen.findByRole('button', { name: '31 December 2027' }));
}

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === OFFER_PATH);

beforeEach(() => {
  // Only the clock: timers stay real so user-event and the search debounce run as in a browser.
  vi.useFakeTimers({ toFake: ['Date'] });
  // 24 November in the zone the helpers show (TEST_TIME_ZONE, UTC): "today" is the viewer's day.
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 24, 10, 0, 0)));
});

afterEach(() => {
  // Mantine's notification store outlives a render: without this, earlier messages fill the queue.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OfferPlayerDialog on the player details screen', () => {
  it('opens with the title, the subtitle naming the player’s sport, at extra-small width', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'Offer Player to join my Team' })).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Your Team (Beach volleyball)')).toBeInTheDocument();
    expect(dialog.closest('.mantine-Modal-root')?.getAttribute('style')).toContain(
      '--modal-size: var(--modal-size-xs)',
    );
    expect(within(dialog).getByRole('button', { name: 'Send Offer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('is not rendered for an anonymous visitor, and their teams are never asked for', async () => {
    const { calls } = setup({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Ada Striker' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.includes('get-session'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Offer to my team' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/teams/search'))).toBe(false);
  });

  it('searches the user’s own teams of the player’s sport: 64 of them, sorted descending, by the typed keyword', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user);
    await user.type(teamInput(dialog), 'li');
    await waitFor(() => expect(calls.some((c) => c.path.includes('keyword=li'))).toBe(true));
    const searched = calls.find((c) => c.path.startsWith('/api/teams/search') && c.path.includes('keyword='));
    const query = new URL(searched?.path ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      pageIndex: '0',
      pageSize: '64',
      sportKindId: 'beach-volleyball',
      sort: 'desc',
      keyword: 'li',
      isOnlyMyTeams: 'true',
    });
  });

  it('offers only the names starting with the typed text, ignoring case, each with a 32 × 32 image', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(teamInput(dialog), 'LI');
    await screen.findByRole('option', { name: 'Lions FC' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Lions FC', 'lionesses']);
    const images = options.map((o) => o.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('src'))).toEqual([
      '/storage/images/lions.webp',
      'https://cdn.example.test/lionesses.png',
    ]);
    for (const img of images) {
      expect(img).toHaveAttribute('width', '32');
      expect(img).toHaveAttribute('height', '32');
    }
  });

  it('shows a placeholder image of 32 × 32 for a team without a logo', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.type(teamInput(dialog), 'ti');
    const option = await screen.findByRole('option', { name: 'Tigers' });
    expect(option.querySelector('.mantine-Avatar-root')?.getAttribute('style')).toContain(
      '--avatar-size: calc(2rem * var(--mantine-scale))',
    );
  });

  it('has a contract period calendar titled “Choose Contract Period”, today to tomorrow by default, no day before today', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(periodInput(dialog)).toHaveTextContent('24 Nov 2026 – 25 Nov 2026');
    await user.click(periodInput(dialog));
    expect(await screen.findByRole('button', { name: '23 November 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '24 November 2026' })).toBeEnabled();
  });

  it('shows the placeholder “Select contract period” once the period is cleared', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Clear the contract period' }));
    expect(periodInput(dialog)).toHaveTextContent('Select contract period');
  });

  it('flags a range beyond one year from today in red, and still lets the offer be sent', async () => {
    const { user, calls } = setup({
      offerReply: (sent) => ({
        status: 201,
        body: offerCreated(sent, { code: 'offer.date_outside_one_year', message: 'server wording' }),
      }),
    });
    const dialog = await openDialog(user);
    await pickTeam(user, dialog, 'Lio', 'Lions FC');
    await pickLongRange(user, dialog);
    const error = within(dialog).getByText('Please select a date within 1 year from today.');
    expect(error).toHaveClass('mantine-InputWrapper-error');
    expect(periodInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton(dialog)).toBeEnabled();
    await user.click(sendButton(dialog));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ startDate: '2026-11-24', endDate: '2027-12-31' });
    // The server accepts it with the same flag: a warning after the success.
    const warning = await screen.findByText('Please select a date within 1 year from today.');
    expect(warning.closest('.mantine-Notification-root')?.getAttribute('style')).toContain(
      'var(--mantine-color-yellow-filled)',
    );
    expect(screen.getByText('Offer sent. The player’s owner decides.')).toBeInTheDocument();
  });

  it('enables Send Offer only with a team chosen and both dates chosen', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    expect(sendButton(dialog)).toBeDisabled();
    await pickTeam(user, dialog, 'Lio', 'Lions FC');
    expect(sendButton(dialog)).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Clear the contract period' }));
    expect(sendButton(dialog)).toBeDisabled();
    await user.click(periodInput(dialog));
    await user.click(await screen.findByRole('button', { name: '26 November 2026' }));
    expect(sendButton(dialog)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '30 November 2026' }));
    expect(sendButton(dialog)).toBeEnabled();
    expect(periodInput(dialog)).toHaveTextContent('26 Nov 2026 – 30 Nov 2026');
  });

  it.each([
    ['a shorter text', 'Lions F'],
    ['the name in other letter case', 'lions fc'],
    ['the name with a trailing space', 'Lions FC '],
  ])('sends nothing when the typed text is %s rather than a team’s exact name', async (_case, typed) => {
    const { user, calls } = setup();
    const dialog = await openDialog(user);
    await pickTeam(user, dialog, 'Lio', 'Lions FC');
    await user.clear(teamInput(dialog));
    await user.type(teamInput(dialog), typed);
    await user.keyboard('{Escape}');
    expect(sendButton(dialog)).toBeEnabled();
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByText('Choose one of your teams from the list')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Offer Player to join my Team' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the team named by the typed text, even after another team was picked', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user);
    await pickTeam(user, dialog, 'Lio', 'Lions FC');
    await user.clear(teamInput(dialog));
    await user.type(teamInput(dialog), 'Tigers');
    await user.keyboard('{Escape}');
    await user.click(sendButton(dialog));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ teamId: TIGERS });
  });

  it('sends the offer request: the player’s owner, the player, the team, the period, not sent by the user, the current user as team owner', async () => {
    const { user, calls } = setup();
    const dialog = await openDialog(user);
    await pickTeam(user, dialog, 'lio', 'Lions FC');
    await user.click(sendButton(dialog));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      userId: 'owner-1',
      playerId: PLAYER,
      teamId: LIONS,
      startDate: '2026-11-24',
      endDate: '2026-11-25',
      isSentByUser: false,
      teamOwnerId: 'u1',
    });
    expect(await screen.findByText('Offer sent. The player’s owner decides.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [DateRangeCode.InvalidDate, 'Invalid date format'],
    [DateRangeCode.StartAfterEnd, 'Start date must be before end date'],
    [DateRangeCode.OutsideOneYear, 'Please select a date within 1 year from today.'],
  ])('reads the server’s refusal %s as “%s” in a red notification', async (code, text) => {
    const { user } = setup({
      offerReply: () => ({
        status: 400,
        body: {
          status: 400,
          code,
          title: 'Bad Request',
          detail: 'server wording',
          errors: [{ field: 'body.startDate', message: 'server wording' }],
        },
      }),
    });
    const dialog = await openDialog(user);
    await pickTeam(user, dialog, 'Lio', 'Lions FC');
    await user.click(sendButton(dialog));
    const message = await screen.findByText(text);
    expect(message.closest('.mantine-Notification-root')?.getAttribute('style')).toContain(
      'var(--mantine-color-red-filled)',
    );
    expect(screen.queryByText('server wording')).toBeNull();
  });

  it.each<[string, (user: User, dialog: HTMLElement) => Promise<void>]>([
    ['Cancel', async (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
    [
      'a click outside',
      async (user) => {
        const overlay = document.querySelector('.mantine-Modal-overlay');
        if (!overlay) throw new Error('no overlay');
        await user.click(overlay);
      },
    ],
    ['submitting', async (user, dialog) => user.click(sendButton(dialog))],
  ])(
    'closes on %s and clears the team, the search text, the date error and the calendar selection',
    async (_how, close) => {
      const { user } = setup();
      let dialog = await openDialog(user);
      await pickTeam(user, dialog, 'Lio', 'Lions FC');
      await pickLongRange(user, dialog);
      expect(within(dialog).getByText('Please select a date within 1 year from today.')).toBeInTheDocument();
      await close(user, dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      dialog = await openDialog(user);
      expect(teamInput(dialog)).toHaveValue('');
      expect(sendButton(dialog)).toBeDisabled();
      expect(periodInput(dialog)).toHaveTextContent('24 Nov 2026 – 25 Nov 2026');
      expect(within(dialog).queryByText('Please select a date within 1 year from today.')).toBeNull();
    },
  );
});

describe('the offer dialog’s date rules', () => {
  const today = '2026-11-24';

  it.each([
    {
      range: 'an unparseable date',
      start: '2026-13-40',
      end: '2026-11-25',
      text: 'Invalid date format',
      enabled: false,
    },
    {
      range: 'a start after the end',
      start: '2026-11-30',
      end: '2026-11-25',
      text: 'Start date must be before end date',
      enabled: false,
    },
    {
      range: 'a start before today',
      start: '2026-11-20',
      end: '2026-11-25',
      text: 'Please select a date within 1 year from today.',
      enabled: true,
    },
    {
      range: 'a range of 366 days',
      start: '2026-11-24',
      end: '2027-11-25',
      text: 'Please select a date within 1 year from today.',
      enabled: true,
    },
    {
      range: 'a range of exactly 365 days',
      start: '2026-11-24',
      end: '2027-11-24',
      text: undefined,
      enabled: true,
    },
    { range: 'a one-day range', start: '2026-11-24', end: '2026-11-24', text: undefined, enabled: true },
  ] as const)('$range: the error $text; Send Offer enabled: $enabled', ({ start, end, text, enabled }) => {
    const problem = findRangeProblem([start, end], today);
    const key = problem ? findDateMessageKey(problem.code) : undefined;
    expect(key ? i18n.t(key) : undefined).toBe(text);
    expect(isSendEnabled(LIONS, [start, end])).toBe(enabled);
  });

  it('shows no date error while a side of the range is not chosen', () => {
    expect(findRangeProblem(['2026-11-24', null], today)).toBeUndefined();
    expect(findRangeProblem([null, null], today)).toBeUndefined();
    expect(isSendEnabled(LIONS, ['2026-11-24', null])).toBe(false);
  });

  it('keeps the catalogue’s texts equal to the spec’s (the domain’s messages)', () => {
    for (const [key, message] of Object.entries(DateRangeMessage)) {
      const code = DateRangeCode[key as keyof typeof DateRangeCode];
      expect(i18n.t(findDateMessageKey(code) ?? '')).toBe(message);
    }
  });
});
