import { DomainEvent } from '@matchday/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The Redis channel of committed event batches. */
export const RELAY_CHANNEL = 'matchday:events';

/** One relayed batch: the events of one commit and the instance that committed them. */
const RelayedBatch = z.object({ origin: z.string(), events: z.array(z.unknown()) });

/**
 * Cross-instance events (docs/adr/0010-hub-and-read-cache.md). With REDIS_URL, every batch committed here is
 * published on one channel, tagged with this instance's id; batches from the other instances are dispatched
 * to the local subscribers that asked for remote batches (the read cache) — not to the hub, whose emits the
 * socket.io Redis adapter already carries to every instance. Our own batches come back and are ignored.
 *
 * Ordering: the publish is issued on the same connection as the hub's socket.io broadcast that follows it,
 * and the other instances hear both on one subscriber connection, so their caches are invalidated before
 * their clients hear the event and refetch. The remote dispatch must stay synchronous for that to hold.
 */
export const relayPlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.redis;
    if (!redis) return;
    const { bus } = app.deps;
    const { pub, sub, instanceId } = redis;

    const unsubscribe = bus.subscribe('relay', (events) => {
      const batch = { origin: instanceId, events: [...events] } satisfies z.input<typeof RelayedBatch>;
      // Not awaited: a slow Redis must not hold the write's response; ioredis keeps the command order.
      pub.publish(RELAY_CHANNEL, JSON.stringify(batch)).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not relay committed events to other instances');
      });
    });

    const onMessage = (channel: string, message: string) => {
      if (channel !== RELAY_CHANNEL) return;
      const parsed = RelayedBatch.safeParse(safeJson(message));
      if (!parsed.success) {
        app.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'ignored a malformed relayed event batch');
        return;
      }
      if (parsed.data.origin === instanceId) return;
      const events: DomainEvent[] = [];
      for (const raw of parsed.data.events) {
        const event = DomainEvent.safeParse(raw);
        if (event.success) events.push(event.data);
      }
      // An event this version does not know (a newer instance, mid-deploy) changed something we cannot name.
      if (events.length < parsed.data.events.length) app.readCache.clear();
      void bus.dispatchRemote(events);
    };
    sub.on('message', onMessage);
    await sub.subscribe(RELAY_CHANNEL);

    app.addHook('preClose', async () => {
      unsubscribe();
      sub.off('message', onMessage);
      await sub.unsubscribe(RELAY_CHANNEL).catch(() => {});
    });
  },
  { name: 'relay', dependencies: ['redis', 'read-cache'] },
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
