import type { Db } from '../../db/client.ts';

/**
 * A small in-process cache of public reads that cost a computation (standings, champ totals, Elo ratings), so
 * match-day traffic does not recompute a table per visitor. Entries are tagged with their champ; the services
 * that change a champ's results, teams or rules call `invalidateChamp` **after** their transaction commits
 * (invalidating inside it would let a concurrent read cache the old state). The TTL bounds staleness when
 * several server instances run: each has its own cache and only hears its own writes.
 * TODO(#4 follow-up): fan invalidations out through Redis pub/sub when REDIS_URL is set.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  champId: string;
  value: unknown;
  expiresAt: number;
}

/** One cache per database, so test apps (one database each) never share entries. */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function cachedRead<T>(
  db: Db,
  key: string,
  champId: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as T;
  const value = await compute();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { champId, value, expiresAt: now + TTL_MS });
  return value;
}

/** Forget every cached read of these champs. */
export function invalidateChamp(db: Db, ...champIds: string[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, entry] of cache) if (champIds.includes(entry.champId)) cache.delete(key);
}

/** Forget everything (a team renamed appears in many tables). */
export function invalidateAll(db: Db): void {
  caches.get(db)?.clear();
}
