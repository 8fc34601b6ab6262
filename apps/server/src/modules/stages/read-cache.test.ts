import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { cachedRead, invalidateAll, invalidateChamp } from './read-cache.ts';

// The cache only uses the database object as an identity key.
const db = {} as Db;
const otherDb = {} as Db;

describe('read cache', () => {
  it('computes once, recomputes after its champ is invalidated, and keeps databases apart', async () => {
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cachedRead(db, 'k1', 'champ-a', compute)).toBe(1);
    expect(await cachedRead(db, 'k1', 'champ-a', compute)).toBe(1);
    expect(await cachedRead(otherDb, 'k1', 'champ-a', compute)).toBe(2);
    invalidateChamp(db, 'champ-b');
    expect(await cachedRead(db, 'k1', 'champ-a', compute)).toBe(1);
    invalidateChamp(db, 'champ-a');
    expect(await cachedRead(db, 'k1', 'champ-a', compute)).toBe(3);
    invalidateAll(db);
    expect(await cachedRead(db, 'k1', 'champ-a', compute)).toBe(4);
  });
});
