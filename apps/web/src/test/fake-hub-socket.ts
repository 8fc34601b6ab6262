import type { DomainEvent, HubAck, HubJoin } from '@matchday/contracts';
import type { HubSocket } from '../api/hub.ts';

/** A socket.io socket in memory: the test plays the server (connects, answers joins, emits events). */
export class FakeSocket implements HubSocket {
  connected = false;
  readonly joins: HubJoin[] = [];
  readonly leaves: HubJoin[] = [];
  /** The `seq` each room's join answers with. */
  readonly seqs = new Map<string, number>();
  refuse = false;
  readonly #handlers = new Map<string, (() => void)[]>();
  #any: ((event: string, ...args: unknown[]) => void)[] = [];

  connect() {
    this.connected = true;
    for (const handler of this.#handlers.get('connect') ?? []) handler();
  }
  drop() {
    this.connected = false;
    for (const handler of this.#handlers.get('disconnect') ?? []) handler();
  }
  on(event: 'connect' | 'disconnect', listener: () => void) {
    this.#handlers.set(event, [...(this.#handlers.get(event) ?? []), listener]);
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.#any.push(listener);
  }
  emit(event: 'join' | 'leave', payload: HubJoin, ack: (ack: HubAck) => void) {
    const room = `${payload.kind}:${payload.id}`;
    if (event === 'leave') {
      this.leaves.push(payload);
      return ack({ ok: true, room, seq: 0 });
    }
    this.joins.push(payload);
    ack(
      this.refuse
        ? { ok: false, code: 'hub.invalid_room', message: 'no' }
        : { ok: true, room, seq: this.seqs.get(room) ?? 0 },
    );
  }
  /** The server emits `event` to `room` with `seq`. */
  send(room: string, seq: number, event: DomainEvent) {
    for (const listener of this.#any) listener(event.type, { ...event, room, seq });
  }
}
