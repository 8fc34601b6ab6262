import type { HubRoomKind } from '@matchday/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useHub } from '../app/HubProvider.tsx';
import type { HubRoomStatus } from './hub.ts';

/**
 * Follows a hub room while the calling page is mounted (and rejoins it after a reconnect): its events
 * refresh the queries that show the item. `id` undefined (not loaded yet) follows nothing. Whether the page is
 * live is `LiveIndicator`'s to read (`useHubRoomStatus`), not the page's: a status change then re-renders the
 * indicator alone, not the whole page in one task when the socket connects (issue 13, total blocking time).
 *
 *   useHubRoom('champ', champId);
 *   <LiveIndicator kind="champ" id={champId} />
 */
export function useHubRoom(kind: HubRoomKind, id: string | undefined): void {
  const hub = useHub();
  useEffect(() => (id ? hub.follow(kind, id) : undefined), [hub, kind, id]);
}

/** Whether a followed room is live, connecting or offline. */
export function useHubRoomStatus(kind: HubRoomKind, id: string | undefined): HubRoomStatus {
  const hub = useHub();
  const status = useCallback(() => (id ? hub.status(kind, id) : 'connecting'), [hub, kind, id]);
  return useSyncExternalStore(hub.subscribe, status, status);
}
