import type { PlayerStatLine } from '@matchday/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerOverallStats } from '../../db/schema/player-stats.ts';

export type OverallStatsRow = typeof playerOverallStats.$inferSelect;

export async function findOverallStats(db: Db, playerId: string): Promise<OverallStatsRow | undefined> {
  const [row] = await db.select().from(playerOverallStats).where(eq(playerOverallStats.playerId, playerId));
  return row;
}

export async function saveOverallStats(
  db: Db,
  playerId: string,
  line: PlayerStatLine,
  updatedAt: Date,
): Promise<OverallStatsRow> {
  const [row] = await db
    .insert(playerOverallStats)
    .values({ playerId, line, updatedAt })
    .onConflictDoUpdate({ target: playerOverallStats.playerId, set: { line, updatedAt } })
    .returning();
  return row!;
}
