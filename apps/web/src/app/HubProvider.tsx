import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { Hub, type HubSocket } from '../api/hub.ts';
import { nextPaint } from '../lib/after-paint.ts';
import { useRuntimeConfig } from './RuntimeConfigProvider.tsx';

const HubContext = createContext<Hub | null>(null);

/**
 * A socket.io socket to the hub: `hubPath` is a path on this site (`/api/hub`) or an absolute URL when the
 * standings API lives on another host. The client library loads only when a page goes live, and only once the
 * page has painted: the connection is not part of its first picture (issue 13).
 */
async function openHubSocket(hubPath: string): Promise<HubSocket> {
  await nextPaint();
  const { io } = await import('socket.io-client');
  const url = new URL(hubPath, window.location.href);
  // WebSocket first: long-polling needs sticky sessions behind a load balancer; it stays as the fallback.
  const options = {
    path: url.pathname,
    autoConnect: false,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  };
  return io(url.origin, options) as unknown as HubSocket;
}

/**
 * The tab's one realtime hub connection (api/hub.ts), at the runtime config's `hubPath`. `openSocket` lets
 * tests pass a fake.
 */
export function HubProvider({
  children,
  openSocket = openHubSocket,
}: {
  children: ReactNode;
  openSocket?: (path: string) => HubSocket | Promise<HubSocket>;
}) {
  const { hubPath } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [hub] = useState(() => new Hub(() => openSocket(hubPath), queryClient));
  return <HubContext.Provider value={hub}>{children}</HubContext.Provider>;
}

/** The hub; only inside HubProvider. */
export function useHub(): Hub {
  const hub = useContext(HubContext);
  if (!hub) throw new Error('useHub must be used inside HubProvider');
  return hub;
}
