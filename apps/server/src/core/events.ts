import type { DomainEvent } from '@matchday/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A subscriber hears every event batch of one committed transaction, in the order they were recorded;
 * `remote` when another instance committed it (only for subscribers that asked for those).
 */
export type EventSubscriber = (
  events: readonly DomainEvent[],
  source: { remote: boolean },
) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * Also hear batches committed by other server instances (relayed through Redis, plugins/relay.ts). Only
   * subscribers that keep per-instance state want them (the read cache); one that acts once per event
   * (the hub's emit, a mail) must not, or it would act once per instance.
   */
  remote?: boolean;
}

/**
 * Where committed events go: in-process subscribers (the read cache, the realtime hub, the cross-instance
 * relay). A subscriber that fails is logged and does not stop the others: the write has committed already.
 */
export class EventBus {
  readonly #subscribers: { name: string; handle: EventSubscriber; remote: boolean }[] = [];
  readonly #log: FastifyBaseLogger | undefined;

  constructor(log?: FastifyBaseLogger) {
    this.#log = log;
  }

  subscribe(name: string, handle: EventSubscriber, options: SubscribeOptions = {}): () => void {
    const entry = { name, handle, remote: options.remote ?? false };
    this.#subscribers.push(entry);
    return () => {
      const index = this.#subscribers.indexOf(entry);
      if (index >= 0) this.#subscribers.splice(index, 1);
    };
  }

  /** A batch committed here: every subscriber, in the order they subscribed. */
  dispatch(events: readonly DomainEvent[]): Promise<void> {
    return this.#deliver(events, false);
  }

  /** A batch another instance committed: only the subscribers that asked for remote batches. */
  dispatchRemote(events: readonly DomainEvent[]): Promise<void> {
    return this.#deliver(events, true);
  }

  async #deliver(events: readonly DomainEvent[], remote: boolean): Promise<void> {
    if (events.length === 0) return;
    for (const { name, handle } of this.#subscribers.filter((s) => !remote || s.remote)) {
      try {
        await handle(events, { remote });
      } catch (error) {
        this.#log?.error({ err: error, subscriber: name }, 'event subscriber failed');
      }
    }
  }
}

/**
 * The events of one context. The root log (outside a transaction) refuses to record: an event recorded
 * outside a transaction could be dispatched for a write that never commits. `begin()` opens the log of a
 * transaction; its `commit()` hands the batch to the bus once.
 */
export class EventLog {
  readonly #bus: EventBus;
  readonly #pending: DomainEvent[] | undefined;
  #committed = false;

  private constructor(bus: EventBus, pending: DomainEvent[] | undefined) {
    this.#bus = bus;
    this.#pending = pending;
  }

  static root(bus: EventBus): EventLog {
    return new EventLog(bus, undefined);
  }

  get inTransaction(): boolean {
    return this.#pending !== undefined;
  }

  /** Records what changed; dispatched after the outermost commit. */
  record(...events: DomainEvent[]): void {
    if (!this.#pending) throw new Error('Events are recorded inside withTransaction (docs/adr/0008).');
    if (this.#committed) throw new Error('This transaction has committed already.');
    this.#pending.push(...events);
  }

  begin(): EventLog {
    return new EventLog(this.#bus, []);
  }

  async commit(): Promise<void> {
    if (!this.#pending || this.#committed) return;
    this.#committed = true;
    await this.#bus.dispatch(this.#pending);
  }
}
