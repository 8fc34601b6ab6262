import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarTokens } from '../../db/schema/calendar.ts';

export type CalendarTokenRow = typeof calendarTokens.$inferSelect;

export async function findTokenOfUser(db: Db, userId: string): Promise<CalendarTokenRow | undefined> {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId));
  return row;
}

export async function findTokenByHash(db: Db, tokenHash: string): Promise<CalendarTokenRow | undefined> {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.tokenHash, tokenHash));
  return row;
}

/** The user's first token (generation 0), unless a racing request made it first. */
export async function insertToken(db: Db, row: typeof calendarTokens.$inferInsert): Promise<void> {
  await db.insert(calendarTokens).values(row).onConflictDoNothing({ target: calendarTokens.userId });
}

/** The next generation of the user's token (the row stays locked until the transaction ends). */
export async function bumpGeneration(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db
    .update(calendarTokens)
    .set({ generation: sql`${calendarTokens.generation} + 1` })
    .where(eq(calendarTokens.userId, userId))
    .returning({ generation: calendarTokens.generation });
  return row?.generation;
}

export async function setTokenHash(
  db: Db,
  userId: string,
  tokenHash: string,
  updatedAt: Date,
): Promise<void> {
  await db.update(calendarTokens).set({ tokenHash, updatedAt }).where(eq(calendarTokens.userId, userId));
}
