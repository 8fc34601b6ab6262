import type { IncomingHttpHeaders } from 'node:http';
import {
  CHAT_NAMESPACE,
  ChatJoin,
  type ChatJoinAck,
  type DomainEvent,
  type HubAck,
  HubJoin,
  HubProblemCode,
  hubRoomsOf,
  PUBLIC_HUB_ROOM_KINDS,
  toHubRoom,
} from '@matchday/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { Caller } from '../core/context.ts';
import { type HubSequence, memorySequence, redisSequence } from './hub-sequence.ts';

/**
 * The realtime hub (docs/ARCHITECTURE.md "Realtime"; docs/adr/0010-hub-and-read-cache.md): socket.io on this
 * server's HTTP server at the runtime config's `hubPath` (`/api/hub`). Clients `join` rooms (fixture, champ, stage,
 * league: anyone; user: only one's own); every committed event is emitted to the rooms it concerns, under its
 * type name, with the room's next sequence number. With REDIS_URL the socket.io Redis adapter carries each
 * emit to the clients of every instance, so only the instance that committed a batch emits it. The `/chat`
 * namespace (docs/adr/0018-chat.md) shares the server, the caller middleware and the adapter: clients join chat
 * rooms (`fixture:{id}`…) and hear the committed `chat.*` events as `chat.message`, `chat.messageDeleted`,
 * `chat.roomChanged`.
 */
export interface Hub {
  readonly io: Server;
  /** Resolves once every batch heard so far has been emitted (tests and the bench wait on it). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

interface SocketData {
  caller: Caller | null;
}
type HubSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** Rooms one connection may be in at once: a page follows a few; thousands would be abuse. */
export const MAX_ROOMS_PER_SOCKET = 64;

export interface HubPluginOptions {
  /** Whether cookies from this Origin count (the app's trusted origins); a cookie from elsewhere is ignored. */
  isTrustedOrigin: (origin: string) => boolean;
}

export const hubPlugin = fp<HubPluginOptions>(
  async (app: FastifyInstance, { isTrustedOrigin }) => {
    const { config, bus } = app.deps;
    const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
      app.server,
      // The runtime config's hub may be an absolute URL (STANDINGS_API_BASE on another host): serve its path.
      {
        path: new URL(config.runtime.hubPath, 'http://localhost').pathname,
        serveClient: false,
        maxHttpBufferSize: 16_384,
      },
    );
    const redis = app.redis;
    if (redis) io.adapter(createAdapter(redis.pub, redis.sub, { key: 'matchday:hub' }));
    const sequence: HubSequence = redis ? redisSequence(redis.pub) : memorySequence();

    // The caller, once per connection, from the session cookie. A cookie sent from a site we do not trust
    // (cross-site WebSocket hijacking) is ignored: that connection is anonymous. Every namespace uses it.
    function resolveSocketCaller(socket: HubSocket, next: (error?: Error) => void): void {
      socket.data.caller = null;
      const { cookie, origin } = socket.request.headers;
      if (!cookie || (origin !== undefined && !isTrustedOrigin(origin))) {
        next();
        return;
      }
      app.resolveCaller(toFetchHeaders(socket.request.headers)).then(
        ({ caller }) => {
          socket.data.caller = caller;
          next();
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'hub: could not resolve the caller; connection is anonymous');
          next();
        },
      );
    }
    io.use(resolveSocketCaller);

    io.on('connection', (socket) => {
      socket.on('join', (payload: unknown, ack: unknown) => {
        join(socket, payload).then(reply(ack), (error: unknown) => {
          app.log.error({ err: error }, 'hub: join failed');
          reply(ack)({
            ok: false,
            code: HubProblemCode.unavailable,
            message: 'The live service is unavailable.',
          });
        });
      });
      socket.on('leave', (payload: unknown, ack: unknown) => {
        const room = toRoom(socket, payload);
        if (typeof room !== 'string') return reply(ack)(room);
        void socket.leave(room);
        reply(ack)({ ok: true, room, seq: 0 });
      });
    });

    async function join(socket: HubSocket, payload: unknown): Promise<HubAck> {
      const room = toRoom(socket, payload);
      if (typeof room !== 'string') return room;
      if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
        return { ok: false, code: HubProblemCode.tooManyRooms, message: 'Too many rooms on one connection.' };
      }
      await socket.join(room);
      return { ok: true, room, seq: await sequence.current(room) };
    }

    /** The room a join or leave names, or the problem with it. */
    function toRoom(socket: HubSocket, payload: unknown): string | HubAck {
      const parsed = HubJoin.safeParse(payload);
      if (!parsed.success) {
        return {
          ok: false,
          code: HubProblemCode.invalid,
          message: 'A room is { kind: fixture | champ | stage | league | user, id }.',
          errors: parsed.error.issues.map((issue) => ({
            field: issue.path.join('.'),
            message: issue.message,
          })),
        };
      }
      const { kind, id } = parsed.data;
      if (!PUBLIC_HUB_ROOM_KINDS.includes(kind)) {
        const caller = socket.data.caller;
        if (!caller)
          return { ok: false, code: HubProblemCode.unauthenticated, message: 'Sign in to do this.' };
        if (caller.id !== id) {
          return { ok: false, code: HubProblemCode.forbidden, message: 'A user room is for its own user.' };
        }
      }
      return toHubRoom(kind, id);
    }

    // Chat (docs/adr/0018-chat.md): the `/chat` namespace on the same server, so the same path, engine, caller
    // and Redis adapter (namespaces made after `io.adapter()` get it too). Rooms are `fixture:{id}`… as the
    // chat API names them; they are public to read, so anyone may join. Writing goes through the API.
    const chat = io.of(CHAT_NAMESPACE);
    chat.use(resolveSocketCaller);
    chat.on('connection', (socket) => {
      socket.on('join', (payload: unknown, ack: unknown) => {
        const room = toChatRoom(payload);
        if (typeof room !== 'string') return replyChat(ack)(room);
        if (!socket.rooms.has(room) && socket.rooms.size > MAX_ROOMS_PER_SOCKET) {
          return replyChat(ack)({
            ok: false,
            code: HubProblemCode.tooManyRooms,
            message: 'Too many rooms on one connection.',
          });
        }
        Promise.resolve(socket.join(room)).then(
          () => replyChat(ack)({ ok: true, room }),
          (error: unknown) => {
            app.log.error({ err: error }, 'hub: chat join failed');
            replyChat(ack)({
              ok: false,
              code: HubProblemCode.unavailable,
              message: 'The live service is unavailable.',
            });
          },
        );
      });
      socket.on('leave', (payload: unknown, ack: unknown) => {
        const room = toChatRoom(payload);
        if (typeof room !== 'string') return replyChat(ack)(room);
        void socket.leave(room);
        replyChat(ack)({ ok: true, room });
      });
      // The chat test page shows the round trip: the server's time, at once.
      socket.on('ping', (payload: unknown, ack: unknown) => {
        const answer = typeof payload === 'function' ? payload : ack;
        if (typeof answer === 'function') (answer as (reply: { t: number }) => void)({ t: Date.now() });
      });
    });

    /** The chat room a join or leave names, or the refusal. */
    function toChatRoom(payload: unknown): string | ChatJoinAck {
      const parsed = ChatJoin.safeParse(payload);
      if (parsed.success) return parsed.data.room;
      return {
        ok: false,
        code: HubProblemCode.invalid,
        message: 'A chat room is { room: "fixture:{id}" | "champ:{id}" | "league:{id}" }.',
      };
    }

    /** Committed chat events to the chat room they name (the main namespace never hears them). */
    function emitChat(events: readonly DomainEvent[]): void {
      for (const event of events) {
        if (event.type === 'chat.messagePosted') {
          chat.to(event.room).emit('chat.message' as never, event.message as never);
        } else if (event.type === 'chat.messageDeleted') {
          chat
            .to(event.room)
            .emit('chat.messageDeleted' as never, { room: event.room, id: event.messageId } as never);
        } else if (event.type === 'chat.roomChanged') {
          chat.to(event.room).emit('chat.roomChanged' as never, { room: event.room } as never);
        }
      }
    }

    // Batches are emitted one after another, in commit order, off the write's path: a slow Redis delays the
    // live update, not the organiser's response.
    let queue: Promise<void> = Promise.resolve();
    async function emit(events: readonly DomainEvent[]): Promise<void> {
      const targets = events.flatMap((event) => hubRoomsOf(event).map((room) => ({ event, room })));
      if (targets.length === 0) return;
      const seqs = await sequence.next(targets.map((t) => t.room));
      targets.forEach(({ event, room }, i) => {
        io.to(room).emit(event.type as never, { ...event, room, seq: seqs[i] } as never);
      });
    }
    const unsubscribe = bus.subscribe('hub', (events) => {
      queue = queue
        .then(() => {
          emitChat(events);
          return emit(events);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'hub: could not emit committed events'));
    });

    app.decorate('hub', { io, idle: () => queue } satisfies Hub);

    // Before the HTTP server closes: it waits for open connections, and upgraded sockets count.
    app.addHook('preClose', async () => {
      unsubscribe();
      await queue;
      io.local.disconnectSockets(true);
      chat.local.disconnectSockets(true);
      await Promise.all([io.of('/').adapter.close(), chat.adapter.close()]);
      io.engine.close();
    });
  },
  { name: 'hub', dependencies: ['auth', 'redis', 'read-cache', 'relay'] },
);

/** An ack callback, or nothing when the client sent none. */
function reply(ack: unknown): (answer: HubAck) => void {
  return typeof ack === 'function' ? (answer) => (ack as (answer: HubAck) => void)(answer) : () => {};
}

/** An ack callback of the chat namespace, or nothing when the client sent none. */
function replyChat(ack: unknown): (answer: ChatJoinAck) => void {
  return typeof ack === 'function' ? (answer) => (ack as (answer: ChatJoinAck) => void)(answer) : () => {};
}

function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) result.append(name, v);
    else result.set(name, value);
  }
  return result;
}
