import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChatProvider } from './ChatProvider.tsx';
import { FakeChatSocket } from './fake-chat-socket.ts';
import { PageChat } from './PageChat.tsx';
import { chatPage, roomState } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const LEAGUE = 'AAAAAAAA-0000-4000-8000-000000000001';
const room = `league:${LEAGUE.toLowerCase()}`;

describe('PageChat', () => {
  it('shows the item’s room, its id in lower case as the API spells it', async () => {
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
    // The panel's code loads lazily (its own chunk).
    expect(await screen.findByRole('region', { name: 'City League' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(socket.joins).toEqual([room]));
  });

  it('shows nothing where the app provides no chat connection', () => {
    const { container } = renderWithProviders(<PageChat kind="league" id={LEAGUE} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });
});
