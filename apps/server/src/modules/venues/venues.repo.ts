import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champVenues, referees, venues } from '../../db/schema/venues.ts';

export type VenueRow = typeof venues.$inferSelect;
export type RefereeRow = typeof referees.$inferSelect;

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---- venues -------------------------------------------------------------------------------------------------

export async function insertVenue(db: Db, row: typeof venues.$inferInsert): Promise<VenueRow> {
  const [inserted] = await db.insert(venues).values(row).returning();
  return inserted!;
}

export async function findVenue(db: Db, id: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id));
  return row;
}

/** The venue's row, locked until the transaction ends (`FOR UPDATE`: a fixture's new reference to it waits). */
export async function lockVenue(db: Db, id: string): Promise<VenueRow | undefined> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).for('update');
  return row;
}

/**
 * `keyShare`: held until the transaction ends, so a delete (which locks the row for update) waits for the
 * transaction that is about to point a fixture at it, or runs first and this finds no row.
 */
export function findVenues(db: Db, ids: string[], keyShare = false): Promise<VenueRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db.select().from(venues).where(inArray(venues.id, ids));
  return keyShare ? query.for('key share') : query;
}

/** By name (then id); `keyword` anywhere in the name or the city; `ids` narrows to those venues. */
export async function listVenues(
  db: Db,
  filter: { keyword?: string | undefined; ids?: string[] | undefined },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    parts.push(or(ilike(venues.name, pattern), ilike(venues.city, pattern))!);
  }
  if (filter.ids) {
    if (filter.ids.length === 0) return { items: [], totalItems: 0 };
    parts.push(inArray(venues.id, filter.ids));
  }
  const where = parts.length ? and(...parts) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(where)
      .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(venues).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateVenue(db: Db, id: string, patch: Partial<typeof venues.$inferInsert>) {
  await db
    .update(venues)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(venues.id, id));
}

export async function deleteVenue(db: Db, id: string) {
  await db.delete(venues).where(eq(venues.id, id));
}

// ---- a competition's own venues ------------------------------------------------------------------------------

/** The venue ids a competition listed, in its order. */
export async function findChampVenueIds(db: Db, champId: string): Promise<string[]> {
  const rows = await db
    .select({ venueId: champVenues.venueId })
    .from(champVenues)
    .where(eq(champVenues.champId, champId))
    .orderBy(asc(champVenues.position));
  return rows.map((r) => r.venueId);
}

/** Replaces a competition's list (the caller's transaction makes it one change). */
export async function replaceChampVenues(db: Db, champId: string, venueIds: string[]): Promise<void> {
  await db.delete(champVenues).where(eq(champVenues.champId, champId));
  if (venueIds.length === 0) return;
  await db.insert(champVenues).values(venueIds.map((venueId, position) => ({ champId, venueId, position })));
}

// ---- referees -----------------------------------------------------------------------------------------------

export async function insertReferee(db: Db, row: typeof referees.$inferInsert): Promise<RefereeRow> {
  const [inserted] = await db.insert(referees).values(row).returning();
  return inserted!;
}

export async function findReferee(db: Db, id: string): Promise<RefereeRow | undefined> {
  const [row] = await db.select().from(referees).where(eq(referees.id, id));
  return row;
}

/** The referee's row, locked until the transaction ends (`FOR UPDATE`: a fixture's new reference waits). */
export async function lockReferee(db: Db, id: string): Promise<RefereeRow | undefined> {
  const [row] = await db.select().from(referees).where(eq(referees.id, id)).for('update');
  return row;
}

/** `keyShare`: as `findVenues`. */
export function findReferees(db: Db, ids: string[], keyShare = false): Promise<RefereeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = db.select().from(referees).where(inArray(referees.id, ids));
  return keyShare ? query.for('key share') : query;
}

/** By name (then id); `keyword` anywhere in the name; `ids` narrows to those referees. */
export async function listReferees(
  db: Db,
  filter: { keyword?: string | undefined; ids?: string[] | undefined },
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.keyword) parts.push(ilike(referees.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.ids) {
    if (filter.ids.length === 0) return { items: [], totalItems: 0 };
    parts.push(inArray(referees.id, filter.ids));
  }
  const where = parts.length ? and(...parts) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(referees)
      .where(where)
      .orderBy(asc(sql`lower(${referees.name})`), asc(referees.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(referees).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateReferee(db: Db, id: string, patch: Partial<typeof referees.$inferInsert>) {
  await db
    .update(referees)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(referees.id, id));
}

export async function deleteReferee(db: Db, id: string) {
  await db.delete(referees).where(eq(referees.id, id));
}
