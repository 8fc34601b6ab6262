import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changesSomething } from '../../db/patch.ts';
import { stageGroups, stageGroupTeams, stages } from '../../db/schema/stages.ts';

export type StageRow = typeof stages.$inferSelect;
export type GroupRow = typeof stageGroups.$inferSelect;
export type GroupTeamRow = typeof stageGroupTeams.$inferSelect;

export async function insertStage(db: Db, row: typeof stages.$inferInsert): Promise<StageRow> {
  const [inserted] = await db.insert(stages).values(row).returning();
  return inserted!;
}

export async function findStage(db: Db, stageId: string): Promise<StageRow | undefined> {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row;
}

export function findStages(db: Db, stageIds: string[]): Promise<StageRow[]> {
  if (stageIds.length === 0) return Promise.resolve([]);
  return db.select().from(stages).where(inArray(stages.id, stageIds));
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
  if (!changesSomething(patch)) return;
  await db.update(stages).set(patch).where(eq(stages.id, stageId));
}

/** Adds `delta` finished fixtures in one statement, so two results entered at once are both counted. */
export async function addResults(db: Db, stageId: string, delta: number) {
  await db
    .update(stages)
    .set({ resultCount: sql`${stages.resultCount} + ${delta}` })
    .where(eq(stages.id, stageId));
}

export async function deleteStage(db: Db, stageId: string) {
  await db.delete(stages).where(eq(stages.id, stageId));
}

export function findGroupsOfStages(db: Db, stageIds: string[]): Promise<GroupRow[]> {
  if (stageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(stageGroups)
    .where(inArray(stageGroups.stageId, stageIds))
    .orderBy(asc(stageGroups.order));
}

export function findGroups(db: Db, groupIds: string[]): Promise<GroupRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db.select().from(stageGroups).where(inArray(stageGroups.id, groupIds));
}

export function findGroupTeams(db: Db, groupIds: string[]): Promise<GroupTeamRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db.select().from(stageGroupTeams).where(inArray(stageGroupTeams.groupId, groupIds));
}

/** Removes the stage's groups (their team lists cascade) and inserts these, in order. */
export async function replaceGroups(
  db: Db,
  stageId: string,
  groups: { name: string; teamIds: string[] }[],
): Promise<GroupRow[]> {
  await db.delete(stageGroups).where(eq(stageGroups.stageId, stageId));
  if (groups.length === 0) return [];
  const inserted = await db
    .insert(stageGroups)
    .values(groups.map((g, index) => ({ stageId, name: g.name, order: index })))
    .returning();
  const ordered = [...inserted].sort((a, b) => a.order - b.order);
  const members = groups.flatMap((g, index) =>
    g.teamIds.map((teamId) => ({ groupId: ordered[index]!.id, teamId })),
  );
  if (members.length > 0) await db.insert(stageGroupTeams).values(members);
  return ordered;
}
