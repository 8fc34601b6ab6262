import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../auth/index.ts';
import { useChatConnection } from './ChatProvider.tsx';
import type { ChatRoomStatus } from './chat-client.ts';

/**
 * Follows a chat room while the calling panel is mounted: live messages go into the room's messages query,
 * deleted ones leave it, a changed room refetches its state, a reconnect rejoins and refetches
 * (chat-client.ts). Returns the connection's status for the room.
 */
export function useChatRoom(room: string): ChatRoomStatus {
  const { client } = useChatConnection();
  const { user_id } = useSession();
  useEffect(() => client.setSelf(user_id), [client, user_id]);
  useEffect(() => client.follow(room), [client, room]);
  const status = useCallback(() => client.status(room), [client, room]);
  return useSyncExternalStore(client.subscribe, status, status);
}
