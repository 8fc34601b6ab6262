import type { ChatMessage, ChatMessagePage, ChatRoomState } from '@matchday/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { ChatProvider } from './ChatProvider.tsx';
import { FakeChatSocket } from './fake-chat-socket.ts';
import { chatMessage, chatPage, ROOM, ROOM_PATH, roomState } from './test-data.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAGE_PATH = '/observe/match-center/x?tabs=stats';

function setup({
  state = roomState(),
  pages = { newest: chatPage(1, 3) },
  session = signedInSession(),
  extra = {},
  collapsed = false,
  deferSocket = false,
}: {
  state?: ChatRoomState;
  /** Pages by the `before` they answer (`newest`: none). */
  pages?: Record<string, ChatMessagePage>;
  session?: ReturnType<typeof signedInSession> | null;
  extra?: Parameters<typeof mockServer>[0];
  /** A phone's panel: closed, opened by its header. */
  collapsed?: boolean;
  /** The socket opens when the test says (`connectSocket`), as a slow network's would. */
  deferSocket?: boolean;
} = {}) {
  const socket = new FakeChatSocket();
  let connectSocket = () => {};
  const opened = deferSocket
    ? new Promise<FakeChatSocket>((resolve) => {
        connectSocket = () => resolve(socket);
      })
    : socket;
  const server = {
    state,
    pages,
  };
  const mock = mockServer({
    'GET /security/v1/auth/get-session': { body: session },
    [`GET ${ROOM_PATH}`]: () => ({ body: server.state }),
    [`GET ${ROOM_PATH}/messages`]: ({ url }) => ({
      body: server.pages[url.searchParams.get('before') ?? 'newest'],
    }),
    ...extra,
  });
  renderWithProviders(
    <ChatProvider openSocket={() => opened}>
      <ChatPanel room={ROOM} collapsible={collapsed} defaultCollapsed={collapsed} />
    </ChatProvider>,
    { route: PAGE_PATH },
  );
  return { socket, server, connectSocket: () => connectSocket(), ...mock };
}

const shownSeqs = () => screen.queryAllByTestId('chat-message').map((row) => Number(row.dataset.seq));
const callsTo = (calls: { method: string; path: string; body: unknown }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path.split('?')[0] === path);

describe('ChatPanel', () => {
  it('shows the room’s messages oldest first, each with its author’s profile link, and goes live', async () => {
    const { socket } = setup();
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
    expect(screen.getByRole('region', { name: 'Lions – Tigers' })).toBeInTheDocument();
    const first = screen.getAllByTestId('chat-message')[0]!;
    expect(within(first).getByRole('link', { name: 'Bea' })).toHaveAttribute('href', '/user-profile/u2');
    expect(within(first).getByText('Message 1')).toBeInTheDocument();
    expect(socket.joins).toEqual([ROOM]);
    await waitFor(() => expect(screen.getByTestId('chat-status')).toHaveAttribute('data-status', 'live'));
  });

  it('adds a live message once though the POST answer brought it too, orders by seq and drops deleted ones', async () => {
    const mine: ChatMessage = chatMessage(4, { userId: 'u1', userName: 'Ada', text: 'Hello' });
    const { socket, calls } = setup({
      extra: { [`POST ${ROOM_PATH}/messages`]: { status: 201, body: mine } },
    });
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4]));
    expect(callsTo(calls, 'POST', `${ROOM_PATH}/messages`)[0]?.body).toEqual({ text: 'Hello' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    act(() => socket.send('chat.message', mine));
    act(() => socket.send('chat.message', chatMessage(6)));
    act(() => socket.send('chat.message', chatMessage(5)));
    act(() => socket.send('chat.message', chatMessage(6)));
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4, 5, 6]));

    act(() => socket.send('chat.messageDeleted', { room: ROOM, id: chatMessage(2).id }));
    await waitFor(() => expect(shownSeqs()).toEqual([1, 3, 4, 5, 6]));
    // Another room's message is not this room's.
    act(() => socket.send('chat.message', chatMessage(7, { room: `league:${chatMessage(7).id}` })));
    act(() => socket.send('chat.message', chatMessage(8)));
    await waitFor(() => expect(shownSeqs()).toEqual([1, 3, 4, 5, 6, 8]));
  });

  it('drops a malformed live message, and one deleted before its schema had loaded', async () => {
    const { socket } = setup();
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
    // The message schema (zod) loads with the first live message: these wait for it, the deletion does not.
    act(() => socket.send('chat.message', { ...chatMessage(4), seq: 'four' }));
    act(() => socket.send('chat.message', chatMessage(5)));
    act(() => socket.send('chat.messageDeleted', { room: ROOM, id: chatMessage(5).id }));
    act(() => socket.send('chat.message', chatMessage(6)));
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 6]));
  });

  it('fetches the messages again when they were read before the room was joined', async () => {
    const { server, connectSocket } = setup({ deferSocket: true });
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
    // Posted after the page was read, before the socket joined: no socket brings it.
    server.pages = { newest: chatPage(1, 4) };
    await act(async () => connectSocket());
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4]));
  });

  it('keeps a message that arrives while the messages are being fetched', async () => {
    const { socket } = setup();
    // The join is answered before the first page: a message then must not be lost when the page lands.
    await waitFor(() => expect(socket.joins).toEqual([ROOM]));
    act(() => socket.send('chat.message', chatMessage(4)));
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4]));
  });

  it('rejoins after a reconnect and refetches the newest messages, posted while offline', async () => {
    const { socket, server, calls } = setup();
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
    await waitFor(() => expect(screen.getByTestId('chat-status')).toHaveAttribute('data-status', 'live'));
    const fetchesBefore = callsTo(calls, 'GET', `${ROOM_PATH}/messages`).length;
    act(() => socket.drop());
    expect(screen.getByTestId('chat-status')).toHaveAttribute('data-status', 'offline');
    server.pages = { newest: chatPage(1, 5) };
    act(() => socket.connect());
    expect(socket.joins).toEqual([ROOM, ROOM]);
    await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4, 5]));
    expect(screen.getByTestId('chat-status')).toHaveAttribute('data-status', 'live');
    expect(callsTo(calls, 'GET', `${ROOM_PATH}/messages`)).toHaveLength(fetchesBefore + 1);
  });

  it('refetches the room’s state when the server says it changed', async () => {
    const { socket, server } = setup();
    await screen.findByRole('textbox', { name: 'Message' });
    server.state = roomState({ mode: 'closed', isOpen: false, canWrite: false });
    act(() => socket.send('chat.roomChanged', { room: ROOM }));
    expect(await screen.findByText('The chat is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('loads older messages above the ones shown', async () => {
    const newest = chatPage(51, 53, true);
    const { calls } = setup({ pages: { newest, [newest.nextBefore!]: chatPage(49, 50, false) } });
    await waitFor(() => expect(shownSeqs()).toEqual([51, 52, 53]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(shownSeqs()).toEqual([49, 50, 51, 52, 53]));
    const older = callsTo(calls, 'GET', `${ROOM_PATH}/messages`)[1];
    expect(older?.path).toContain(`before=${newest.nextBefore}`);
    // The beginning of the room: nothing older to load.
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('says so when the room has no messages yet', async () => {
    setup({ pages: { newest: { items: [], hasMore: false, nextBefore: null } } });
    expect(await screen.findByTestId('chat-empty')).toHaveTextContent('No messages yet — say hello');
  });

  describe('composer', () => {
    it('asks a signed-out reader to sign in, coming back to this page', async () => {
      setup({ session: null, state: roomState({ canWrite: false }) });
      const link = await screen.findByRole('link', { name: 'Sign in to chat' });
      expect(link).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent(PAGE_PATH)}`);
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    });

    it('says a closed room is closed, and when it opens', async () => {
      const opensAt = new Date(Date.now() + 3_600_000).toISOString();
      setup({
        state: roomState({ mode: 'matchWindow', isOpen: false, canWrite: false, opensAt }),
        pages: { newest: { items: [], hasMore: false, nextBefore: null } },
      });
      expect(await screen.findByTestId('chat-composer-disabled')).toHaveTextContent(
        /^The chat is closed — It opens at .+\.$/,
      );
      expect(screen.getByTestId('chat-empty')).toHaveTextContent(/^The chat opens at .+\.$/);
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    });

    it('says a closed room is closed without a time when none is coming', async () => {
      setup({ state: roomState({ mode: 'closed', isOpen: false, canWrite: false }) });
      expect(await screen.findByTestId('chat-composer-disabled')).toHaveTextContent(/^The chat is closed$/);
    });

    it('tells a muted user until when', async () => {
      setup({ state: roomState({ canWrite: false, mute: { until: '2026-06-01T12:00:00.000Z' } }) });
      expect(await screen.findByTestId('chat-composer-disabled')).toHaveTextContent(
        /^You are muted until .+\.$/,
      );
      expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    });

    it('tells a user muted until lifted', async () => {
      setup({ state: roomState({ canWrite: false, mute: { until: null } }) });
      expect(await screen.findByTestId('chat-composer-disabled')).toHaveTextContent(
        'You are muted until a moderator lifts it.',
      );
    });

    it('starts a new line with Shift+Enter and counts characters near the limit', async () => {
      const { calls } = setup();
      const box = await screen.findByRole('textbox', { name: 'Message' });
      const user = userEvent.setup();
      await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
      expect(box).toHaveValue('one\ntwo');
      expect(callsTo(calls, 'POST', `${ROOM_PATH}/messages`)).toHaveLength(0);
      expect(screen.queryByTestId('chat-counter')).not.toBeInTheDocument();
      await user.clear(box);
      await user.click(box);
      await user.paste('x'.repeat(1001));
      expect(screen.getByTestId('chat-counter')).toHaveTextContent('1001 / 1000');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('shows the server’s refusal inline and keeps the text (too many messages: try again)', async () => {
      let refuse = true;
      const { calls } = setup({
        extra: {
          [`POST ${ROOM_PATH}/messages`]: () =>
            refuse
              ? { status: 429, body: { status: 429, code: 'chat.rate_limited', title: 'Too many messages' } }
              : { status: 201, body: chatMessage(4, { userId: 'u1', userName: 'Ada', text: 'Again' }) },
        },
      });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Again{Enter}');
      expect(await screen.findByTestId('chat-send-error')).toHaveTextContent(
        'You are sending messages too fast. Wait a moment and try again.',
      );
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Again');
      refuse = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3, 4]));
      expect(screen.queryByTestId('chat-send-error')).not.toBeInTheDocument();
      expect(callsTo(calls, 'POST', `${ROOM_PATH}/messages`)).toHaveLength(2);
    });

    it('shows an unknown refusal by the server’s message', async () => {
      setup({
        extra: {
          [`POST ${ROOM_PATH}/messages`]: {
            status: 400,
            body: { status: 400, code: 'validation.failed', title: 'Bad', detail: 'The text is not allowed' },
          },
        },
      });
      await userEvent.setup().type(await screen.findByRole('textbox', { name: 'Message' }), 'Hm{Enter}');
      expect(await screen.findByTestId('chat-send-error')).toHaveTextContent('The text is not allowed');
    });
  });

  describe('moderation', () => {
    it('gives readers no mode control and no menu on others’ messages, but their own may be deleted', async () => {
      setup({
        pages: {
          newest: {
            items: [chatMessage(2, { userId: 'u1', userName: 'Ada' }), chatMessage(1)],
            hasMore: false,
            nextBefore: null,
          },
        },
      });
      await waitFor(() => expect(shownSeqs()).toEqual([1, 2]));
      expect(screen.queryByTestId('chat-moderation')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Message actions by Bea' })).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Message actions by Ada' }));
      expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: /for 1 hour/ })).not.toBeInTheDocument();
    });

    it('lets a moderator set the mode, open around the match only in a match room', async () => {
      const { calls } = setup({
        state: roomState({ canModerate: true }),
        extra: { [`PUT ${ROOM_PATH}`]: { body: roomState({ canModerate: true, mode: 'matchWindow' }) } },
      });
      // The moderation controls load lazily (their own chunk).
      const around = await screen.findByRole('radio', { name: 'Open around the match' }, { timeout: 5000 });
      expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
      await userEvent.setup().click(around);
      await waitFor(() => expect(callsTo(calls, 'PUT', ROOM_PATH)[0]?.body).toEqual({ mode: 'matchWindow' }));
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Open around the match' })).toBeChecked());
    });

    it('offers no match window in a league room', async () => {
      setup({ state: roomState({ canModerate: true, kind: 'league' }) });
      expect(await screen.findByRole('radio', { name: 'Closed' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Open around the match' })).not.toBeInTheDocument();
    });

    it('lets a moderator delete a message after confirming, and mute its author', async () => {
      const { calls } = setup({
        state: roomState({ canModerate: true }),
        extra: {
          [`DELETE /chat/messages/${chatMessage(2).id}`]: {
            body: { id: chatMessage(2).id, room: ROOM, deleted: true },
          },
          [`POST ${ROOM_PATH}/mutes`]: {
            status: 201,
            body: {
              room: ROOM,
              userId: 'u2',
              userName: 'Bea',
              until: null,
              mutedBy: 'u1',
              createdAt: '2026-05-01T15:00:00.000Z',
            },
          },
        },
      });
      await waitFor(() => expect(shownSeqs()).toEqual([1, 2, 3]));
      const user = userEvent.setup();
      const second = screen.getAllByTestId('chat-message')[1]!;
      await user.click(within(second).getByRole('button', { name: 'Message actions by Bea' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(shownSeqs()).toEqual([1, 3]));
      expect(callsTo(calls, 'DELETE', `/chat/messages/${chatMessage(2).id}`)).toHaveLength(1);

      await user.click(
        within(screen.getAllByTestId('chat-message')[0]!).getByRole('button', {
          name: 'Message actions by Bea',
        }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'for 1 hour' }));
      await waitFor(() =>
        expect(callsTo(calls, 'POST', `${ROOM_PATH}/mutes`)[0]?.body).toEqual({ userId: 'u2', minutes: 60 }),
      );
    });

    it('lists the muted users with Unmute', async () => {
      let mutes = [
        {
          room: ROOM,
          userId: 'u2',
          userName: 'Bea',
          until: null,
          mutedBy: 'u1',
          createdAt: '2026-05-01T15:00:00.000Z',
        },
      ];
      const { calls } = setup({
        state: roomState({ canModerate: true }),
        extra: {
          [`GET ${ROOM_PATH}/mutes`]: () => ({ body: { items: mutes } }),
          [`DELETE ${ROOM_PATH}/mutes/u2`]: () => {
            mutes = [];
            return { body: { room: ROOM, userId: 'u2', deleted: true } };
          },
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Muted users' }, { timeout: 5000 }));
      const list = await screen.findByRole('list', { name: 'Muted users' });
      expect(await within(list).findByText('Bea')).toBeInTheDocument();
      await user.click(within(list).getByRole('button', { name: 'Unmute Bea' }));
      expect(await screen.findByText('Nobody is muted.')).toBeInTheDocument();
      expect(callsTo(calls, 'DELETE', `${ROOM_PATH}/mutes/u2`)).toHaveLength(1);
    });
  });

  describe('unread', () => {
    it('counts unread messages on a closed panel, live ones too, and marks them read when opened', async () => {
      const { socket, calls } = setup({
        collapsed: true,
        state: roomState({ unread: 3 }),
        extra: { [`POST ${ROOM_PATH}/read`]: { body: { room: ROOM, unread: 0, lastReadSeq: 4 } } },
      });
      expect(await screen.findByLabelText('3 unread messages')).toHaveTextContent('3');
      expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
      await waitFor(() => expect(socket.joins).toEqual([ROOM]));
      act(() => socket.send('chat.message', chatMessage(4)));
      expect(await screen.findByLabelText('4 unread messages')).toBeInTheDocument();
      // One's own message is never unread.
      act(() => socket.send('chat.message', chatMessage(5, { userId: 'u1', userName: 'Ada' })));
      act(() => socket.send('chat.message', chatMessage(6)));
      expect(await screen.findByLabelText('5 unread messages')).toBeInTheDocument();
      expect(callsTo(calls, 'POST', `${ROOM_PATH}/read`)).toHaveLength(0);

      await userEvent.setup().click(screen.getByRole('button', { name: 'Show the chat' }));
      expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
      await waitFor(() => expect(callsTo(calls, 'POST', `${ROOM_PATH}/read`)).toHaveLength(1), {
        timeout: 3000,
      });
      expect(screen.queryByLabelText(/unread message/)).not.toBeInTheDocument();
    });

    it('marks the room read while the panel is open', async () => {
      const { calls } = setup({
        state: roomState({ unread: 2 }),
        extra: { [`POST ${ROOM_PATH}/read`]: { body: { room: ROOM, unread: 0, lastReadSeq: 3 } } },
      });
      await waitFor(() => expect(callsTo(calls, 'POST', `${ROOM_PATH}/read`)).toHaveLength(1), {
        timeout: 3000,
      });
    });
  });
});
