import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stageSchedules } from '../../db/schema/schedule.ts';

export type StageScheduleRow = typeof stageSchedules.$inferSelect;

export async function findStageSchedule(db: Db, stageId: string): Promise<StageScheduleRow | undefined> {
  const [row] = await db.select().from(stageSchedules).where(eq(stageSchedules.stageId, stageId));
  return row;
}

/** Keeps what the stage was scheduled with, replacing what it was scheduled with before. */
export async function saveStageSchedule(
  db: Db,
  row: Omit<typeof stageSchedules.$inferInsert, 'savedAt'>,
): Promise<void> {
  const savedAt = new Date();
  await db
    .insert(stageSchedules)
    .values({ ...row, savedAt })
    .onConflictDoUpdate({
      target: stageSchedules.stageId,
      set: { settings: row.settings, venueIds: row.venueIds, savedAt },
    });
}
