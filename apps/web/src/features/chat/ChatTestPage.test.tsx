import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChatProvider } from './ChatProvider.tsx';
import { ChatTestPage } from './ChatTestPage.tsx';
import { FakeChatSocket } from './fake-chat-socket.ts';
import { chatMessage, ROOM, ROOM_PATH } from './test-data.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(session: ReturnType<typeof signedInSession> | null = null, extra = {}) {
  const socket = new FakeChatSocket();
  const opens: boolean[] = [];
  const server = mockServer({ 'GET /security/v1/auth/get-session': { body: session }, ...extra });
  renderWithProviders(
    <ChatProvider
      openSocket={(_path, { forceNew }) => {
        opens.push(forceNew);
        return socket;
      }}
    >
      <Routes>
        <Route path="/chat-test" element={<ChatTestPage />} />
      </Routes>
    </ChatProvider>,
    { route: `/chat-test?room=${encodeURIComponent(ROOM)}` },
  );
  return { socket, opens, ...server };
}

const field = (id: string) => screen.getByTestId(id);
const logText = () => screen.queryAllByTestId('chat-test-log').map((row) => row.textContent ?? '');

describe('ChatTestPage', () => {
  it('connects a socket of its own, joins the room and shows the transport, id, latency and events', async () => {
    const { socket, opens } = setup();
    expect(screen.getByRole('textbox', { name: /Room/ })).toHaveValue(ROOM);
    expect(field('chat-test-state')).toHaveTextContent('Not connected');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(field('chat-test-state')).toHaveTextContent('Connected (websocket)'));
    expect(opens).toEqual([true]);
    expect(socket.joins).toEqual([ROOM]);
    expect(field('chat-test-socket-id')).toHaveTextContent('socket-1');
    expect(field('chat-test-join')).toHaveTextContent(`joined ${ROOM}`);
    expect(field('chat-test-latency')).toHaveTextContent(/^\d+ ms \(average \d+ ms\)$/);
    expect(socket.pings).toBe(1);

    act(() => socket.send('chat.message', chatMessage(9, { text: 'Live!' })));
    expect(logText()[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} chat\.message .*Live!/);
    act(() => socket.send('chat.roomChanged', { room: ROOM }));
    expect(logText()[0]).toContain('chat.roomChanged');
  });

  it('says why the connection dropped, and reconnects on its own', async () => {
    const { socket } = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(field('chat-test-state')).toHaveTextContent('Connected'));
    act(() => socket.drop('transport close'));
    expect(field('chat-test-state')).toHaveTextContent('Disconnected: transport close');
    expect(field('chat-test-socket-id')).toHaveTextContent('—');
    act(() => socket.connect());
    expect(field('chat-test-state')).toHaveTextContent('Connected (websocket)');
    expect(socket.joins).toEqual([ROOM, ROOM]);
  });

  it('disconnects on request', async () => {
    const { socket } = setup();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(field('chat-test-state')).toHaveTextContent('Connected'));
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(field('chat-test-state')).toHaveTextContent('Disconnected: io client disconnect');
    expect(socket.connected).toBe(false);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('shows a refused join and a failed connection', async () => {
    const { socket } = setup();
    socket.refuse = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(field('chat-test-join')).toHaveTextContent('refused: chat.invalid_room — No such room'),
    );
    act(() => socket.drop());
    act(() => socket.failToConnect('xhr poll error'));
    expect(field('chat-test-state')).toHaveTextContent('Disconnected: xhr poll error');
  });

  it('measures the latency every 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { socket } = setup();
    act(() => screen.getByRole('button', { name: 'Connect' }).click());
    await waitFor(() => expect(socket.pings).toBe(1));
    act(() => vi.advanceTimersByTime(2000));
    expect(socket.pings).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(socket.pings).toBe(4);
  });

  it('rejects a room that is not fixture:, champ: or league: with an id', async () => {
    setup();
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: /Room/ });
    await user.clear(input);
    await user.type(input, 'lobby');
    expect(screen.getByText('A room is fixture:{id}, champ:{id} or league:{id}')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDisabled();
  });

  it('posts a message through the chat API when signed in', async () => {
    const sent = chatMessage(4, { userId: 'u1', userName: 'Ada', text: 'Testing' });
    const { calls } = setup(signedInSession(), {
      [`POST ${ROOM_PATH}/messages`]: { status: 201, body: sent },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Send a message' }), 'Testing');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(logText()[0]).toContain(`POST {"id":"${sent.id}","seq":4}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Testing' });
  });

  it('asks a signed-out operator to sign in before sending', async () => {
    setup(null);
    expect(await screen.findByRole('link', { name: 'Sign in to send messages.' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent(`/chat-test?room=${ROOM}`)}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Send a message' })).not.toBeInTheDocument();
  });
});
