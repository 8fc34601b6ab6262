import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stages } from '../../db/schema/index.ts';

export type StageRow = typeof stages.$inferSelect;

export async function insertStage(db: Db, row: typeof stages.$inferInsert): Promise<StageRow> {
  const [inserted] = await db.insert(stages).values(row).returning();
  return inserted!;
}

export async function findStage(db: Db, stageId: string): Promise<StageRow | undefined> {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row;
}

export function listStages(db: Db, champId: string): Promise<StageRow[]> {
  return db
    .select()
    .from(stages)
    .where(eq(stages.champId, champId))
    .orderBy(asc(stages.order), asc(stages.createdAt));
}

export async function nextOrder(db: Db, champId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(stages.order) })
    .from(stages)
    .where(eq(stages.champId, champId));
  return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
}

export async function updateStage(db: Db, stageId: string, patch: Partial<typeof stages.$inferInsert>) {
  await db.update(stages).set(patch).where(eq(stages.id, stageId));
}

export async function deleteStage(db: Db, stageId: string) {
  await db.delete(stages).where(eq(stages.id, stageId));
}
