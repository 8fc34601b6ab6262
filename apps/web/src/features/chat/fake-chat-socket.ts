import type { ChatSocket } from './chat-client.ts';

type Listener = (arg?: unknown) => void;

/** A socket on the `/chat` namespace in memory: the test plays the server (connects, answers, emits). */
export class FakeChatSocket implements ChatSocket {
  connected = false;
  id: string | undefined;
  readonly joins: string[] = [];
  readonly leaves: string[] = [];
  pings = 0;
  /** Joins are refused (`ok: false`). */
  refuse = false;
  readonly io = { engine: { transport: { name: 'websocket' }, on: () => {} } };
  readonly #handlers = new Map<string, Listener[]>();
  #connections = 0;

  connect() {
    this.connected = true;
    this.#connections += 1;
    this.id = `socket-${this.#connections}`;
    this.#fire('connect');
  }
  disconnect() {
    if (!this.connected) return;
    this.drop('io client disconnect');
  }
  /** The connection is lost (`reason` as socket.io names it). */
  drop(reason = 'transport close') {
    this.connected = false;
    this.id = undefined;
    this.#fire('disconnect', reason);
  }
  failToConnect(message: string) {
    this.#fire('connect_error', new Error(message));
  }
  on(event: string, listener: Listener) {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), listener]);
  }
  off(event: string, listener: Listener) {
    this.#handlers.set(
      event,
      (this.#handlers.get(event) ?? []).filter((l) => l !== listener),
    );
  }
  emit(event: string, payloadOrAck: unknown, ack?: (ack: unknown) => void) {
    if (event === 'ping') {
      this.pings += 1;
      (payloadOrAck as (ack: unknown) => void)({ t: Date.now() });
      return;
    }
    const { room } = payloadOrAck as { room: string };
    if (event === 'leave') {
      this.leaves.push(room);
      ack?.({ ok: true, room });
      return;
    }
    this.joins.push(room);
    ack?.(
      this.refuse ? { ok: false, code: 'chat.invalid_room', message: 'No such room' } : { ok: true, room },
    );
  }
  /** The server emits `event` (`chat.message`, `chat.messageDeleted`, `chat.roomChanged`). */
  send(event: string, payload: unknown) {
    this.#fire(event, payload);
  }
  #fire(event: string, arg?: unknown) {
    for (const listener of this.#handlers.get(event) ?? []) listener(arg);
  }
}
