import type { ChatMessage, ChatMessagePage, ChatRoomState } from '@matchday/contracts';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const FIXTURE_ID = uuid(1);
export const ROOM = `fixture:${FIXTURE_ID}`;
/** The room as the chat API's paths carry it (URL-encoded). */
export const ROOM_PATH = `/chat/rooms/${encodeURIComponent(ROOM)}`;

export function chatMessage(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: uuid(1000 + seq),
    room: ROOM,
    seq,
    text: `Message ${seq}`,
    userId: 'u2',
    userName: 'Bea',
    userImage: null,
    createdAt: new Date(Date.UTC(2026, 4, 1, 15, 0, seq)).toISOString(),
    ...over,
  };
}

/** A page, newest first, of the messages numbered `from`..`to`. */
export function chatPage(from: number, to: number, hasMore = false): ChatMessagePage {
  const items: ChatMessage[] = [];
  for (let seq = to; seq >= from; seq--) items.push(chatMessage(seq));
  return { items, hasMore, nextBefore: hasMore ? (items[items.length - 1]?.id ?? null) : null };
}

export function roomState(over: Partial<ChatRoomState> = {}): ChatRoomState {
  return {
    room: ROOM,
    kind: 'fixture',
    itemId: FIXTURE_ID,
    title: 'Lions – Tigers',
    mode: 'open',
    isOpen: true,
    opensAt: null,
    canModerate: false,
    canWrite: true,
    mute: null,
    unread: 0,
    ...over,
  };
}
