import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changesSomething } from '../../db/patch.ts';
import { fixtureEvents, fixtureLineups } from '../../db/schema/match-sheets.ts';

export type LineupRow = typeof fixtureLineups.$inferSelect;
export type LineupInsert = typeof fixtureLineups.$inferInsert;
export type EventRow = typeof fixtureEvents.$inferSelect;
export type EventInsert = typeof fixtureEvents.$inferInsert;

/**
 * Serializes the writes of one fixture's sheet until the transaction ends: the score is computed from the
 * events read before the write, so two racing goals must not both start from the same count.
 */
export async function lockFixtureSheet(db: Db, fixtureId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`match_sheet:${fixtureId}`}))`);
}

// ---- line-ups -------------------------------------------------------------------------------------------------

/** Both sides' sheets (one side's with `side`): starters first, then the bench, each in the order given. */
export function listLineup(db: Db, fixtureId: string, side?: 'home' | 'away'): Promise<LineupRow[]> {
  return db
    .select()
    .from(fixtureLineups)
    .where(and(eq(fixtureLineups.fixtureId, fixtureId), side ? eq(fixtureLineups.side, side) : undefined))
    .orderBy(desc(fixtureLineups.started), asc(fixtureLineups.order), asc(fixtureLineups.id));
}

/** Replaces one side's sheet with `rows`. */
export async function replaceLineup(
  db: Db,
  fixtureId: string,
  side: 'home' | 'away',
  rows: LineupInsert[],
): Promise<void> {
  await db
    .delete(fixtureLineups)
    .where(and(eq(fixtureLineups.fixtureId, fixtureId), eq(fixtureLineups.side, side)));
  if (rows.length > 0) await db.insert(fixtureLineups).values(rows);
}

// ---- events ---------------------------------------------------------------------------------------------------

/** A fixture's events in entry order (the service orders them by when they happened). */
export function listEvents(db: Db, fixtureId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(fixtureEvents)
    .where(eq(fixtureEvents.fixtureId, fixtureId))
    .orderBy(asc(fixtureEvents.createdAt), asc(fixtureEvents.id));
}

export async function findEvent(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(fixtureEvents).where(eq(fixtureEvents.id, eventId));
  return row;
}

/** Many events in one statement, answered in the given order. */
export async function insertEvents(db: Db, rows: EventInsert[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  return db.insert(fixtureEvents).values(rows).returning();
}

export async function updateEvent(db: Db, eventId: string, patch: Partial<EventInsert>): Promise<void> {
  if (!changesSomething(patch)) return;
  await db.update(fixtureEvents).set(patch).where(eq(fixtureEvents.id, eventId));
}

export async function deleteEvent(db: Db, eventId: string): Promise<void> {
  await db.delete(fixtureEvents).where(eq(fixtureEvents.id, eventId));
}

/** A fixture whose sheet names the player (line-up, event, assist or substitute), or undefined. */
export async function findFixtureIdNamingPlayer(db: Db, playerId: string): Promise<string | undefined> {
  const [lineup] = await db
    .select({ fixtureId: fixtureLineups.fixtureId })
    .from(fixtureLineups)
    .where(eq(fixtureLineups.playerId, playerId))
    .limit(1);
  if (lineup) return lineup.fixtureId;
  const [event] = await db
    .select({ fixtureId: fixtureEvents.fixtureId })
    .from(fixtureEvents)
    .where(or(eq(fixtureEvents.playerId, playerId), eq(fixtureEvents.relatedPlayerId, playerId)))
    .limit(1);
  return event?.fixtureId;
}
