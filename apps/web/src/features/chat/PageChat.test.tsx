import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChatProvider } from './ChatProvider.tsx';
import { FakeChatSocket } from './fake-chat-socket.ts';
import { PageChat } from './PageChat.tsx';
import { chatPage, roomState } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver (happy-dom's never reports) that says the chat came near the screen when told. */
function stubObserver() {
  const observer = { report: () => {} };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observer.report = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observer;
}

const LEAGUE = 'AAAAAAAA-0000-4000-8000-000000000001';
const room = `league:${LEAGUE.toLowerCase()}`;

describe('PageChat', () => {
  it('shows the item’s room, its id in lower case as the API spells it', async () => {
    const observer = stubObserver();
    const socket = new FakeChatSocket();
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /chat/rooms/${encodeURIComponent(room)}`]: {
        body: roomState({ room, kind: 'league', itemId: LEAGUE.toLowerCase(), title: 'City League' }),
      },
      [`GET /chat/rooms/${encodeURIComponent(room)}/messages`]: { body: chatPage(1, 2) },
    });
    renderWithProviders(
      <ChatProvider openSocket={() => socket}>
        <PageChat kind="league" id={LEAGUE} />
      </ChatProvider>,
    );
    act(() => observer.report());
    // The panel's code loads lazily (its own chunk).
    expect(await screen.findByRole('region', { name: 'City League' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(socket.joins).toEqual([room]));
  });

  it('loads the room once it comes near the screen, not with the page above it', async () => {
    const observer = stubObserver();
    const socket = new FakeChatSocket();
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /chat/rooms/${encodeURIComponent(room)}`]: {
        body: roomState({ room, kind: 'league', itemId: LEAGUE.toLowerCase(), title: 'City League' }),
      },
      [`GET /chat/rooms/${encodeURIComponent(room)}/messages`]: { body: chatPage(1, 2) },
    });
    const { container } = renderWithProviders(
      <ChatProvider openSocket={() => socket}>
        <PageChat kind="league" id={LEAGUE} />
      </ChatProvider>,
    );
    // Its place is held below the page; nothing of the room is asked for.
    await new Promise((done) => setTimeout(done, 50));
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/chat/'))).toEqual([]);
    expect(socket.joins).toEqual([]);

    act(() => observer.report());
    expect(await screen.findByRole('region', { name: 'City League' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(socket.joins).toEqual([room]));
  });

  it('shows nothing where the app provides no chat connection', () => {
    const { container } = renderWithProviders(<PageChat kind="league" id={LEAGUE} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });
});
