import type { Redis } from 'ioredis';

/**
 * Per-room sequence numbers of the realtime hub (docs/adr/0010-hub-and-read-cache.md): each event emitted to a
 * room takes the next number, so a client that sees anything but last + 1 knows it missed events and
 * refetches. With Redis the counters are shared (INCR), so numbers grow across instances; without, they live
 * in this process.
 */
export interface HubSequence {
  /** The next number of each room, in order (a room named twice gets two numbers). */
  next(rooms: readonly string[]): Promise<number[]>;
  /** The latest number given in a room; 0 before its first event. */
  current(room: string): Promise<number>;
}

export function memorySequence(): HubSequence {
  const counters = new Map<string, number>();
  return {
    next: async (rooms) =>
      rooms.map((room) => {
        const value = (counters.get(room) ?? 0) + 1;
        counters.set(room, value);
        return value;
      }),
    current: async (room) => counters.get(room) ?? 0,
  };
}

const keyPrefix = 'matchday:hub:seq:';
/**
 * A counter untouched this long is dropped; a client that comes back later sees its room start again at 1,
 * which is not last + 1 either, so it refetches.
 */
const idleSeconds = 7 * 24 * 3600;

export function redisSequence(redis: Redis): HubSequence {
  return {
    next: async (rooms) => {
      if (rooms.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const room of rooms) pipeline.incr(keyPrefix + room).expire(keyPrefix + room, idleSeconds);
      const results = (await pipeline.exec()) ?? [];
      return rooms.map((_, i) => {
        const [error, value] = results[i * 2] ?? [new Error('no reply'), null];
        if (error) throw error;
        return Number(value);
      });
    },
    current: async (room) => Number((await redis.get(keyPrefix + room)) ?? 0),
  };
}
