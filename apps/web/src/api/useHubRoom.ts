import type { HubRoomKind } from '@matchday/contracts';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useHub } from '../app/HubProvider.tsx';
import type { HubRoomStatus } from './hub.ts';

/**
 * Follows a hub room while the calling page is mounted (and rejoins it after a reconnect): its events
 * refresh the queries that show the item. Returns whether the page is live, for `LiveIndicator`.
 * `id` undefined (not loaded yet) follows nothing.
 *
 *   const live = useHubRoom('champ', champId);
 *   <LiveIndicator status={live} />
 */
export function useHubRoom(kind: HubRoomKind, id: string | undefined): HubRoomStatus {
  const hub = useHub();
  useEffect(() => (id ? hub.follow(kind, id) : undefined), [hub, kind, id]);
  const status = useCallback(() => (id ? hub.status(kind, id) : 'connecting'), [hub, kind, id]);
  return useSyncExternalStore(hub.subscribe, status, status);
}
