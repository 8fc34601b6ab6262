import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ReadCache } from '../core/read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read cache of public GET responses (core/read-cache.ts); routes opt in through `defineHandlers`. */
    readCache: ReadCache;
  }
}

/**
 * The read cache of this instance, invalidated by every committed event batch: this instance's, and (with
 * REDIS_URL) the other instances' relayed through Redis (plugins/relay.ts). Registered before the relay and
 * the hub, so that by the time a client hears of an event and refetches, the entry it would read is gone.
 */
export const cachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new ReadCache();
    app.decorate('readCache', cache);
    const unsubscribe = app.deps.bus.subscribe('read-cache', (events) => cache.apply(events), {
      remote: true,
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      cache.clear();
    });
  },
  { name: 'read-cache' },
);
