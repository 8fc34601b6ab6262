import type { ChatMessage, ChatRoomState } from '@matchday/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type ChatMessagePages, insertChatMessage, removeChatMessage } from './chat-messages.ts';

/**
 * The tab's chat connection (packages/contracts/src/chat.ts): one socket on the hub's `/chat` namespace, opened
 * when a panel first follows a room. Unlike the hub's other rooms (api/hub.ts), whose events only make queries
 * stale, chat messages are written straight into the room's infinite messages query: a busy room must not
 * refetch a page per message.
 *
 * Missed messages: every reconnect refetches what the followed rooms show (messages may have been posted
 * while offline). A message can arrive while such a fetch is on its way and be missing from its answer, so
 * the live messages of each followed room are kept (the last `LIVE_KEPT`) and merged again into every
 * fetched answer; merging is idempotent (by id, ordered by `seq`).
 */

/** The part of a socket.io client socket chat uses (tests pass a fake). */
export interface ChatSocket {
  readonly connected: boolean;
  readonly id: string | undefined;
  connect(): unknown;
  disconnect(): unknown;
  /** `connect`, `disconnect` (reason), `connect_error` (error) and the server's `chat.*` events. */
  on(event: string, listener: (arg?: unknown) => void): unknown;
  off(event: string, listener: (arg?: unknown) => void): unknown;
  emit(event: 'join' | 'leave', payload: { room: string }, ack: (ack: unknown) => void): unknown;
  emit(event: 'ping', ack: (ack: unknown) => void): unknown;
  /** socket.io's manager: the transport in use (`websocket` or `polling`), for the chat test page. */
  readonly io?: {
    engine?: { transport?: { name?: string }; on?(event: 'upgrade', listener: () => void): unknown };
  };
}

/** Whether a room is live: connected and joined; `connecting` until then; `offline` when cut off or refused. */
export type ChatRoomStatus = 'live' | 'connecting' | 'offline';

const LIVE_KEPT = 200;

/** `{ room, id }` of `chat.messageDeleted`, `{ room }` of `chat.roomChanged`: checked at the edge. */
function stringsOf(payload: unknown, ...names: string[]): Record<string, string> | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const values = payload as Record<string, unknown>;
  return names.every((name) => typeof values[name] === 'string')
    ? (values as Record<string, string>)
    : undefined;
}

/** A `join` ack (`ChatJoinAck`): `{ ok: true, room }` when joined, `{ ok: false, code, message }` when refused. */
function isJoined(ack: unknown): boolean {
  return stringsOf(ack, 'room') !== undefined && (ack as { ok?: unknown }).ok === true;
}

interface Room {
  readonly name: string;
  followers: number;
  joined: boolean;
  refused: boolean;
  /** Live messages since the room was followed (newest last), merged into every fetched answer. */
  live: ChatMessage[];
  deleted: Set<string>;
}

export class ChatClient {
  readonly #open: () => ChatSocket | Promise<ChatSocket>;
  readonly #queryClient: QueryClient;
  readonly #rooms = new Map<string, Room>();
  readonly #listeners = new Set<() => void>();
  #socket: ChatSocket | undefined;
  #opening = false;
  #everConnected = false;
  #self: string | null = null;
  /** The message schema (./chat-schemas.ts, zod), loaded with the first live message. */
  #schemas: Promise<typeof import('./chat-schemas.ts')> | undefined;

  /** `open` makes the socket (not connected yet); called when a panel first follows a room. */
  constructor(open: () => ChatSocket | Promise<ChatSocket>, queryClient: QueryClient) {
    this.#open = open;
    this.#queryClient = queryClient;
  }

  /** Who is signed in: their own messages never count as unread. */
  setSelf(userId: string | null): void {
    this.#self = userId;
  }

  /** Follows a room until the returned function is called. */
  follow(name: string): () => void {
    let room = this.#rooms.get(name);
    if (!room) {
      room = { name, followers: 0, joined: false, refused: false, live: [], deleted: new Set() };
      this.#rooms.set(name, room);
      if (this.#socket?.connected) this.#join(room);
      else this.#start();
    }
    room.followers++;
    const followed = room;
    return () => {
      followed.followers--;
      if (followed.followers > 0 || this.#rooms.get(name) !== followed) return;
      this.#rooms.delete(name);
      if (this.#socket?.connected) this.#socket.emit('leave', { room: name }, () => {});
      this.#notify();
    };
  }

  status(name: string): ChatRoomStatus {
    if (!this.#socket?.connected) return this.#everConnected ? 'offline' : 'connecting';
    const room = this.#rooms.get(name);
    if (room?.refused) return 'offline';
    return room?.joined ? 'live' : 'connecting';
  }

  /** For `useSyncExternalStore`: told whenever a status may have changed. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Adds a message (a POST's answer, or one from the socket) to its room's loaded pages. */
  addMessage(message: ChatMessage): void {
    this.#queryClient.setQueryData<ChatMessagePages>(queryKeys.chat.messages(message.room), (data) =>
      data ? insertChatMessage(data, message) : data,
    );
  }

  removeMessage(room: string, id: string): void {
    const followed = this.#rooms.get(room);
    if (followed) {
      followed.deleted.add(id);
      followed.live = followed.live.filter((m) => m.id !== id);
    }
    this.#queryClient.setQueryData<ChatMessagePages>(queryKeys.chat.messages(room), (data) =>
      data ? removeChatMessage(data, id) : data,
    );
  }

  #start(): void {
    if (this.#socket || this.#opening) return;
    this.#opening = true;
    this.#queryClient.getQueryCache().subscribe((event) => {
      // A fetched answer (never our own writes, which `manual` marks) gets the live messages merged back in.
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const [scope, part, name] = event.query.queryKey;
      if (scope !== 'chat' || part !== 'messages' || typeof name !== 'string') return;
      const room = this.#rooms.get(name);
      if (room) queueMicrotask(() => this.#replay(room));
    });
    void Promise.resolve(this.#open()).then((socket) => {
      this.#socket = socket;
      socket.on('connect', () => this.#onConnect());
      socket.on('disconnect', () => {
        for (const room of this.#rooms.values()) room.joined = false;
        this.#notify();
      });
      socket.on('chat.message', (payload) => this.#received(payload));
      socket.on('chat.messageDeleted', (payload) => {
        const deleted = stringsOf(payload, 'room', 'id');
        if (deleted?.room && deleted.id && this.#rooms.has(deleted.room))
          this.removeMessage(deleted.room, deleted.id);
      });
      socket.on('chat.roomChanged', (payload) => {
        const room = stringsOf(payload, 'room')?.room;
        if (!room || !this.#rooms.has(room)) return;
        void this.#queryClient.invalidateQueries({ queryKey: queryKeys.chat.room(room) });
        void this.#queryClient.invalidateQueries({ queryKey: queryKeys.chat.mutes(room) });
      });
      if (socket.connected) this.#onConnect();
      else socket.connect();
    });
  }

  #onConnect(): void {
    const reconnect = this.#everConnected;
    this.#everConnected = true;
    for (const room of this.#rooms.values()) {
      room.joined = false;
      this.#join(room);
      // The room may have been closed, or the caller muted, while offline (its messages: see `#join`).
      if (reconnect) void this.#queryClient.invalidateQueries({ queryKey: queryKeys.chat.room(room.name) });
    }
    this.#notify();
  }

  #join(room: Room): void {
    const requestedAt = Date.now();
    this.#socket?.emit('join', { room: room.name }, (ack) => {
      if (this.#rooms.get(room.name) !== room) return;
      room.joined = isJoined(ack);
      room.refused = !room.joined;
      if (room.joined) this.#catchUp(room, requestedAt);
      this.#notify();
    });
  }

  /**
   * Messages posted before the join but after the loaded page was read (the page loads while the socket
   * connects; a reconnect follows time offline) reach this tab only by a refetch: one loaded before the join,
   * or still on its way, is fetched again. Live messages since are merged back in (`#replay`).
   */
  #catchUp(room: Room, joinedAt: number): void {
    const queryKey = queryKeys.chat.messages(room.name);
    const query = this.#queryClient.getQueryCache().find({ queryKey, exact: true });
    if (!query) return;
    const loadedBefore = query.state.data !== undefined && query.state.dataUpdatedAt <= joinedAt;
    if (loadedBefore || query.state.fetchStatus === 'fetching')
      void this.#queryClient.invalidateQueries({ queryKey, exact: true });
  }

  /**
   * A live message, checked against its schema. zod (~25 kB compressed) comes with the first one: a page whose
   * chat stays quiet, or is closed, never downloads it (issue 25). Messages wait for it in the order they came;
   * one deleted meanwhile stays deleted (`#onMessage` checks `deleted`).
   */
  #received(payload: unknown): void {
    this.#schemas ??= import('./chat-schemas.ts');
    this.#schemas.then(
      ({ ChatMessage }) => this.#onMessage(ChatMessage.safeParse(payload)),
      () => {
        // Not loaded (offline): this message is lost as a malformed one would be, the next one tries again.
        this.#schemas = undefined;
      },
    );
  }

  #onMessage(parsed: { success: true; data: ChatMessage } | { success: false }): void {
    if (!parsed.success) return;
    const message = parsed.data;
    const room = this.#rooms.get(message.room);
    if (!room || room.deleted.has(message.id)) return;
    const known = room.live.some((m) => m.id === message.id);
    if (!known) room.live = [...room.live, message].slice(-LIVE_KEPT);
    this.addMessage(message);
    if (!known && this.#self && message.userId !== this.#self) {
      this.#queryClient.setQueryData<ChatRoomState>(queryKeys.chat.room(message.room), (state) =>
        state ? { ...state, unread: state.unread + 1 } : state,
      );
    }
  }

  #replay(room: Room): void {
    this.#queryClient.setQueryData<ChatMessagePages>(queryKeys.chat.messages(room.name), (data) => {
      if (!data) return data;
      let next = data;
      for (const id of room.deleted) next = removeChatMessage(next, id);
      for (const message of room.live) next = insertChatMessage(next, message);
      return next;
    });
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
