import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE_DEFAULT, CHAT_ROOM_KINDS } from './chat-names.ts';
import { Id } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

/**
 * Chat (the runtime configuration's chat API base, `/chat`; docs/adr/0018-chat.md). A room belongs to a match,
 * a competition or a league and is named `fixture:{id}`, `champ:{id}`, `league:{id}`. Its organisers (whoever
 * may edit the item) open and close it, delete messages and mute users; anyone may read it; writing needs
 * sign-in, an open room and no mute. Messages are plain text (no HTML; links are shown as safe links).
 *
 * Live delivery: the hub's `/chat` namespace (socket.io at the runtime config's `hubPath`):
 *   client → server `join` `{ room }` / `leave` `{ room }` → ack `ChatJoinAck` (refusals use the hub's codes:
 *   `hub.invalid_room`, `hub.too_many_rooms`); `ping` → ack `{ t }` (the server's time, for the latency shown
 *   on the chat test page)
 *   server → client `chat.message` `ChatMessage`, `chat.messageDeleted` `{ room, id }`,
 *   `chat.roomChanged` `{ room }` (opened, closed, someone muted: refetch the room's state).
 */
export { CHAT_ROOM_KINDS } from './chat-names.ts';
export const ChatRoomKind = z.enum(CHAT_ROOM_KINDS);
export type ChatRoomKind = z.infer<typeof ChatRoomKind>;

export { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE_DEFAULT } from './chat-names.ts';
/** Messages one user may post in any rooms within `CHAT_RATE_WINDOW_SECONDS` (then 429 `chat.rate_limited`). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_SECONDS = 10;
/** A match room in `matchWindow` mode opens this long before kick-off and closes when the match is over. */
export const CHAT_MATCH_WINDOW_MINUTES_BEFORE = 60;
export const CHAT_PAGE_SIZE_MAX = 100;
/** Longest mute a moderator can set in minutes (30 days); no `minutes` mutes until lifted. */
export const CHAT_MUTE_MINUTES_MAX = 43_200;

const ROOM_PATTERN = /^(fixture|champ|league):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `fixture:{uuid}`, `champ:{uuid}` or `league:{uuid}` (ids in lower case, as the API gives them). */
export const ChatRoomName = z
  .string()
  .regex(ROOM_PATTERN, 'A room is fixture:{id}, champ:{id} or league:{id}');
export type ChatRoomName = z.infer<typeof ChatRoomName>;

export { toChatRoom } from './chat-names.ts';

/** Splits a valid room name (see `ChatRoomName`). */
export function parseChatRoom(room: string): { kind: ChatRoomKind; itemId: string } {
  const [kind, itemId] = room.split(':') as [ChatRoomKind, string];
  return { kind, itemId };
}

export const ChatRoomParams = z.object({ room: ChatRoomName });

/**
 * `closed`: nobody writes (the default of a room nobody has opened); `open`: signed-in users write;
 * `matchWindow` (match rooms only): open from an hour before kick-off until the match is finished.
 */
export const CHAT_ROOM_MODES = ['closed', 'open', 'matchWindow'] as const;
export const ChatRoomMode = z.enum(CHAT_ROOM_MODES);
export type ChatRoomMode = z.infer<typeof ChatRoomMode>;

export const ChatMessage = z.object({
  id: Id,
  room: z.string(),
  /** Grows by one per message in the room: the order messages are shown in. */
  seq: z.number().int(),
  text: z.string(),
  userId: z.string(),
  userName: z.string(),
  userImage: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessagesQuery = z.object({
  /** Page backwards: messages older than this one (its id). Without it, the newest. */
  before: Id.optional(),
  pageSize: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE_DEFAULT),
});
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>;

/** Newest first. `nextBefore`: pass it as `before` for the page of older messages; null at the beginning. */
export const ChatMessagePage = z.object({
  items: z.array(ChatMessage),
  hasMore: z.boolean(),
  nextBefore: Id.nullable(),
});
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

export const PostChatMessageBody = z.object({
  text: text(CHAT_MESSAGE_MAX + 200)
    .trim()
    .min(1, 'Write a message')
    .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`),
});
export type PostChatMessageBody = z.infer<typeof PostChatMessageBody>;

/** A room as its page shows it, for the caller. */
export const ChatRoomState = z.object({
  room: z.string(),
  kind: ChatRoomKind,
  itemId: Id,
  /** The match (`Home – Away`), competition or league name. */
  title: z.string(),
  mode: ChatRoomMode,
  /** Whether signed-in users may write now (the mode, and for `matchWindow` the clock and the match). */
  isOpen: z.boolean(),
  /** `matchWindow`: when it opens (an hour before kick-off); null when there is no kick-off or another mode. */
  opensAt: z.string().nullable(),
  canModerate: z.boolean(),
  /** Signed in, the room open and the caller not muted. */
  canWrite: z.boolean(),
  /** The caller's mute in this room: null when not muted; `until` null when muted until lifted. */
  mute: z.object({ until: z.string().nullable() }).nullable(),
  /** Messages of others the caller has not read (0 for anonymous callers). */
  unread: z.number().int().min(0),
});
export type ChatRoomState = z.infer<typeof ChatRoomState>;

export const UpdateChatRoomBody = z.object({ mode: ChatRoomMode });
export type UpdateChatRoomBody = z.infer<typeof UpdateChatRoomBody>;

export const MuteBody = z.object({
  userId: z.string().trim().min(1, 'Required').max(128),
  /** How long; omitted or null: until a moderator lifts it. */
  minutes: z.number().int().min(1).max(CHAT_MUTE_MINUTES_MAX).nullish(),
});
export type MuteBody = z.infer<typeof MuteBody>;

export const ChatMute = z.object({
  room: z.string(),
  userId: z.string(),
  userName: z.string(),
  until: z.string().nullable(),
  mutedBy: z.string(),
  createdAt: z.string(),
});
export type ChatMute = z.infer<typeof ChatMute>;

export const ChatMuteList = z.object({ items: z.array(ChatMute) });
export const MuteParams = z.object({ room: ChatRoomName, userId: z.string().min(1).max(128) });

export const ChatReadResult = z.object({
  room: z.string(),
  unread: z.literal(0),
  lastReadSeq: z.number().int(),
});

/** Rooms the caller has read or written in, with what is new in them. */
export const ChatUnreadList = z.object({
  items: z.array(z.object({ room: z.string(), title: z.string(), unread: z.number().int().min(0) })),
  total: z.number().int().min(0),
});
export type ChatUnreadList = z.infer<typeof ChatUnreadList>;

export const ChatMessageDeleted = z.object({ id: Id, room: z.string(), deleted: z.literal(true) });

/** Socket acknowledgement of `join` / `leave` on the `/chat` namespace. */
export const ChatJoinAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), room: z.string() }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);
export type ChatJoinAck = z.infer<typeof ChatJoinAck>;
export const ChatJoin = z.object({ room: ChatRoomName });

export { CHAT_NAMESPACE } from './chat-names.ts';

const tags = ['chat'];

/** Chat (`/chat/...`; the runtime config's chat API base). */
export const chatRoutes = defineRoutes({
  getChatRoom: {
    method: 'GET',
    path: '/chat/rooms/:room',
    summary: "A chat room's state for the caller: open or closed, may write, may moderate, unread",
    tags,
    access: Access.public,
    params: ChatRoomParams,
    response: ChatRoomState,
  },
  updateChatRoom: {
    method: 'PUT',
    path: '/chat/rooms/:room',
    summary: 'Open or close a room, or open a match room around its match (organisers)',
    description: '`matchWindow` is for match rooms only (400 naming `mode` elsewhere).',
    tags,
    access: Access.signedIn,
    params: ChatRoomParams,
    body: UpdateChatRoomBody,
    response: ChatRoomState,
  },
  listChatMessages: {
    method: 'GET',
    path: '/chat/rooms/:room/messages',
    summary: "A room's messages, newest first, paged backwards with `before`",
    tags,
    access: Access.public,
    params: ChatRoomParams,
    query: ChatMessagesQuery,
    response: ChatMessagePage,
  },
  postChatMessage: {
    method: 'POST',
    path: '/chat/rooms/:room/messages',
    summary: 'Write in an open room',
    description:
      '409 `chat.room_closed` when the room is closed; 403 `chat.muted` when the caller is muted; 429 ' +
      '`chat.rate_limited` (with Retry-After) after too many messages.',
    tags,
    access: Access.signedIn,
    params: ChatRoomParams,
    body: PostChatMessageBody,
    response: ChatMessage,
    status: 201,
  },
  deleteChatMessage: {
    method: 'DELETE',
    path: '/chat/messages/:id',
    summary: "Delete a message (the room's moderators, or its author)",
    tags,
    access: Access.signedIn,
    params: z.object({ id: Id }),
    response: ChatMessageDeleted,
  },
  markChatRead: {
    method: 'POST',
    path: '/chat/rooms/:room/read',
    summary: 'Mark everything in the room as read by the caller',
    tags,
    access: Access.signedIn,
    params: ChatRoomParams,
    response: ChatReadResult,
  },
  listChatUnread: {
    method: 'GET',
    path: '/chat/unread',
    summary: "Unread counts of the caller's rooms",
    tags,
    access: Access.signedIn,
    response: ChatUnreadList,
  },
  listChatMutes: {
    method: 'GET',
    path: '/chat/rooms/:room/mutes',
    summary: "A room's muted users (moderators)",
    tags,
    access: Access.signedIn,
    params: ChatRoomParams,
    response: ChatMuteList,
  },
  muteChatUser: {
    method: 'POST',
    path: '/chat/rooms/:room/mutes',
    summary: 'Mute a user in a room (moderators)',
    tags,
    access: Access.signedIn,
    params: ChatRoomParams,
    body: MuteBody,
    response: ChatMute,
    status: 201,
  },
  unmuteChatUser: {
    method: 'DELETE',
    path: '/chat/rooms/:room/mutes/:userId',
    summary: 'Lift a mute (moderators)',
    tags,
    access: Access.signedIn,
    params: MuteParams,
    response: z.object({ room: z.string(), userId: z.string(), deleted: z.literal(true) }),
  },
});
