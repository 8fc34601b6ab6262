// Test helpers of the chat: rooms of a cast's items, a fake clock to move, socket clients of the `/chat` namespace.
import { CHAT_NAMESPACE, type ChatJoinAck } from '@matchday/contracts';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { call } from '../champs/champs.testing.ts';

/** Replaces the app's clock with the real one moved by `offsetMs` (chat rules read `ctx.clock`). */
export function moveClock(app: App, offsetMs: number): void {
  app.deps.clock = { now: () => new Date(Date.now() + offsetMs) };
}

/** Sets a room's mode as `cookie` (a moderator), expecting success. */
export async function setRoomMode(app: App, room: string, mode: string, cookie: string) {
  const res = await call(app, 'PUT', `/chat/rooms/${room}`, cookie, { mode });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Posts `text` in `room` as `cookie`, expecting 201. */
export async function postMessage(app: App, room: string, text: string, cookie: string) {
  const res = await call(app, 'POST', `/chat/rooms/${room}/messages`, cookie, { text });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; seq: number; text: string };
}

/** A socket.io client of the hub's `/chat` namespace at `baseUrl`, connected. */
export async function connectChat(baseUrl: string, options: { cookie?: string } = {}): Promise<Socket> {
  const socket = io(`${baseUrl}${CHAT_NAMESPACE}`, {
    path: '/api/hub',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export function joinChat(socket: Socket, payload: unknown): Promise<ChatJoinAck> {
  return socket.timeout(2_000).emitWithAck('join', payload);
}

/** Collects what a socket hears under `type`. */
export function collect<T>(socket: Socket, type: string): T[] {
  const heard: T[] = [];
  socket.on(type, (message: T) => heard.push(message));
  return heard;
}

/** Waits until `check` holds (or fails after `timeoutMs`). */
export async function until(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
