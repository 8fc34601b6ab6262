import { asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fixtureMedia } from '../../db/schema/match-sheets.ts';

export type MediaRow = typeof fixtureMedia.$inferSelect;
export type MediaInsert = typeof fixtureMedia.$inferInsert;

/** Newest first; the id breaks ties between items added in one transaction (same `now()`). */
const newestFirst = [desc(fixtureMedia.createdAt), desc(fixtureMedia.id)];

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(fixtureMedia).where(eq(fixtureMedia.id, id));
  return row;
}

/** One page of a fixture's media, newest first, and how many it has. */
export async function listMediaPage(
  db: Db,
  fixtureId: string,
  page: { offset: number; limit: number },
): Promise<{ items: MediaRow[]; totalItems: number }> {
  const where = eq(fixtureMedia.fixtureId, fixtureId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(fixtureMedia)
      .where(where)
      .orderBy(...newestFirst)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(fixtureMedia).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/**
 * The newest `perFixture` media of each fixture with each fixture's total, in one statement: window functions
 * rank and count per fixture, so a page of matches costs one query however many it holds.
 */
export async function listLatestMediaOfFixtures(
  db: Db,
  fixtureIds: readonly string[],
  perFixture: number,
): Promise<(MediaRow & { total: number })[]> {
  if (fixtureIds.length === 0 || perFixture <= 0) return [];
  const ranked = db
    .select({
      id: fixtureMedia.id,
      rank: sql<number>`row_number() over (partition by ${fixtureMedia.fixtureId} order by ${fixtureMedia.createdAt} desc, ${fixtureMedia.id} desc)`.as(
        'rank',
      ),
      total: sql<number>`(count(*) over (partition by ${fixtureMedia.fixtureId}))::int`.as('total'),
    })
    .from(fixtureMedia)
    .where(inArray(fixtureMedia.fixtureId, [...fixtureIds]))
    .as('ranked');
  const rows = await db
    .select({ media: fixtureMedia, total: ranked.total })
    .from(ranked)
    .innerJoin(fixtureMedia, eq(fixtureMedia.id, ranked.id))
    .where(lte(ranked.rank, perFixture))
    .orderBy(asc(fixtureMedia.fixtureId), ...newestFirst);
  return rows.map((r) => ({ ...r.media, total: r.total }));
}

export async function insertMedia(db: Db, row: MediaInsert): Promise<MediaRow> {
  const [inserted] = await db.insert(fixtureMedia).values(row).returning();
  return inserted!;
}

/** The updated row, or undefined when it is gone. */
export async function updateMedia(
  db: Db,
  id: string,
  patch: Pick<Partial<MediaInsert>, 'title' | 'kind'>,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(fixtureMedia)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(fixtureMedia.id, id))
    .returning();
  return row;
}

export async function deleteMedia(db: Db, id: string): Promise<void> {
  await db.delete(fixtureMedia).where(eq(fixtureMedia.id, id));
}
