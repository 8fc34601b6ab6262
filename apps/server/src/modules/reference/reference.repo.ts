import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sportTypes, stageTypeSports, stageTypes, teamLeagues } from '../../db/schema/reference.ts';

export type SportTypeRow = typeof sportTypes.$inferSelect;
export type TeamLeagueRow = typeof teamLeagues.$inferSelect;
export type StageTypeRow = typeof stageTypes.$inferSelect;

export function listSportTypes(db: Db): Promise<SportTypeRow[]> {
  return db.select().from(sportTypes).orderBy(asc(sportTypes.order), asc(sportTypes.id));
}

export async function findSportType(db: Db, id: string): Promise<SportTypeRow | undefined> {
  const [row] = await db.select().from(sportTypes).where(eq(sportTypes.id, id));
  return row;
}

export function listTeamLeagues(db: Db, sportTypeId?: string): Promise<TeamLeagueRow[]> {
  const query = db.select().from(teamLeagues);
  const filtered = sportTypeId === undefined ? query : query.where(eq(teamLeagues.sportTypeId, sportTypeId));
  return filtered.orderBy(asc(teamLeagues.sportTypeId), asc(teamLeagues.order));
}

export function listStageTypes(db: Db): Promise<StageTypeRow[]> {
  return db.select().from(stageTypes).orderBy(asc(stageTypes.order));
}

export function listStageTypeSports(db: Db): Promise<{ stageTypeId: string; sportTypeId: string }[]> {
  return db.select().from(stageTypeSports).orderBy(asc(stageTypeSports.sportTypeId));
}
