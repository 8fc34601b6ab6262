import type { HubRoomKind } from '@matchday/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHubRoom } from '../api/useHubRoom.ts';
import { HubProvider } from '../app/HubProvider.tsx';
import { RuntimeConfigProvider } from '../app/RuntimeConfigProvider.tsx';
import { FakeSocket } from '../test/fake-hub-socket.ts';
import { mockServer, renderRoutes } from '../test/render.tsx';
import { testRuntimeConfig } from '../test/runtime-config.ts';
import { LiveIndicator } from './LiveIndicator.tsx';

afterEach(() => vi.unstubAllGlobals());

const C = '20000000-0000-4000-8000-000000000002';

function LivePage({ kind, id }: { kind: HubRoomKind; id: string }) {
  useHubRoom(kind, id);
  return <LiveIndicator kind={kind} id={id} />;
}

function renderLive(socket: FakeSocket) {
  mockServer({ 'GET /runtime-config.json': { body: runtimeConfig } });
  const opened: string[] = [];
  const openSocket = (path: string) => {
    opened.push(path);
    return socket;
  };
  const utils = renderRoutes(
    [
      {
        path: '/',
        element: (
          <RuntimeConfigProvider>
            <HubProvider openSocket={openSocket}>
              <LivePage kind="champ" id={C} />
            </HubProvider>
          </RuntimeConfigProvider>
        ),
      },
    ],
    '/',
  );
  return { ...utils, opened };
}

describe('LiveIndicator with useHubRoom', () => {
  it('says Live once the page’s room is joined, on the runtime config’s hub path', async () => {
    const socket = new FakeSocket();
    const { opened } = renderLive(socket);
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'live');
    expect(opened).toEqual(['/api/hub']);
    expect(socket.joins).toEqual([{ kind: 'champ', id: C }]);
  });

  it('says Offline when the connection drops, and Live again after it comes back', async () => {
    const socket = new FakeSocket();
    renderLive(socket);
    await screen.findByText('Live');
    act(() => socket.drop());
    expect(screen.getByText('Offline')).toBeInTheDocument();
    act(() => socket.connect());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('leaves the room when the page goes', async () => {
    const socket = new FakeSocket();
    const { unmount } = renderLive(socket);
    await screen.findByText('Live');
    unmount();
    expect(socket.leaves).toEqual([{ kind: 'champ', id: C }]);
  });
});

const runtimeConfig = testRuntimeConfig;
