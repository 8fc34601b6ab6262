import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * The Redis connections of this instance, when REDIS_URL is set (docs/adr/0010-hub-and-read-cache.md):
 * `pub` for commands and publishing, `sub` in subscriber mode. The hub's socket.io adapter and the event
 * relay share both on purpose: Redis delivers the messages of one connection in order, so a relayed batch
 * (which invalidates the other instances' read caches) always arrives before the socket events it caused.
 */
export interface RedisLink {
  pub: Redis;
  sub: Redis;
  /** This instance's id: relayed batches carry it so an instance ignores its own. */
  instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `null` without REDIS_URL: everything stays in-process. */
    redis: RedisLink | null;
  }
}

/** How long a start waits for Redis before it gives up: an instance that cannot fan out must not serve. */
const connectTimeoutMs = 10_000;

export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const url = app.deps.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const options = { lazyConnect: true, connectTimeout: connectTimeoutMs, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, { ...options, connectionName: 'matchday-pub' });
    const sub = new Redis(url, { ...options, connectionName: 'matchday-sub' });
    // Once started, a lost connection is retried by ioredis; say so rather than crash.
    for (const client of [pub, sub]) {
      client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis connection error'));
    }
    try {
      await Promise.all([pub.connect(), sub.connect()]);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL (${redact(url)}): ${(error as Error).message}`);
    }
    app.decorate('redis', { pub, sub, instanceId: randomUUID() });
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  },
  { name: 'redis' },
);

/** The URL without its password, for messages. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
