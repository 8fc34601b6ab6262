import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champs, champTeams } from '../../db/schema/champs.ts';
import { searchByName } from '../../db/search.ts';

export type ChampRow = typeof champs.$inferSelect;
export type ChampTeamRow = typeof champTeams.$inferSelect;

export async function insertChamp(db: Db, row: typeof champs.$inferInsert): Promise<ChampRow> {
  const [inserted] = await db.insert(champs).values(row).returning();
  return inserted!;
}

export async function findChamp(db: Db, champId: string): Promise<ChampRow | undefined> {
  const [row] = await db.select().from(champs).where(eq(champs.id, champId));
  return row;
}

export function findChamps(db: Db, champIds: string[]): Promise<ChampRow[]> {
  if (champIds.length === 0) return Promise.resolve([]);
  return db.select().from(champs).where(inArray(champs.id, champIds));
}

export interface ChampFilter {
  /** Competitions of these leagues only (a sport's leagues, the caller's leagues). */
  leagueIds?: string[] | undefined;
  champLeagueId?: string | undefined;
  keyword?: string | undefined;
}

const NIL = '00000000-0000-0000-0000-000000000000';

export async function listChamps(db: Db, filter: ChampFilter, offset: number, limit: number) {
  const parts: SQL[] = [];
  if (filter.leagueIds)
    parts.push(inArray(champs.champLeagueId, filter.leagueIds.length ? filter.leagueIds : [NIL]));
  if (filter.champLeagueId) parts.push(eq(champs.champLeagueId, filter.champLeagueId));
  if (filter.keyword) parts.push(ilike(champs.name, `%${escapeLike(filter.keyword)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(champs)
      .where(where)
      .orderBy(sql`${champs.startDate} desc nulls last`, asc(champs.name), asc(champs.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champs).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateChamp(db: Db, champId: string, patch: Partial<typeof champs.$inferInsert>) {
  await db
    .update(champs)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(champs.id, champId));
}

export async function deleteChamp(db: Db, champId: string) {
  await db.delete(champs).where(eq(champs.id, champId));
}

/** Teams entered per competition, for the lists' `teamCount`. */
export async function countTeams(db: Db, champIds: string[]): Promise<Map<string, number>> {
  if (champIds.length === 0) return new Map();
  const rows = await db
    .select({ champId: champTeams.champId, value: count() })
    .from(champTeams)
    .where(inArray(champTeams.champId, champIds))
    .groupBy(champTeams.champId);
  return new Map(rows.map((r) => [r.champId, r.value]));
}

export function listEntries(db: Db, champId: string): Promise<ChampTeamRow[]> {
  return db
    .select()
    .from(champTeams)
    .where(eq(champTeams.champId, champId))
    .orderBy(asc(champTeams.createdAt), asc(champTeams.teamId));
}

/** The entries of every competition of a league. */
export function listEntriesOfLeague(db: Db, leagueId: string): Promise<ChampTeamRow[]> {
  return db
    .select({ champId: champTeams.champId, teamId: champTeams.teamId, createdAt: champTeams.createdAt })
    .from(champTeams)
    .innerJoin(champs, eq(champs.id, champTeams.champId))
    .where(eq(champs.champLeagueId, leagueId));
}

/** The ids of a league's competitions, oldest first (creation, then id). */
export async function listChampIdsOfLeague(db: Db, leagueId: string): Promise<string[]> {
  const rows = await db
    .select({ id: champs.id })
    .from(champs)
    .where(eq(champs.champLeagueId, leagueId))
    .orderBy(asc(champs.createdAt), asc(champs.id));
  return rows.map((r) => r.id);
}

export async function addEntry(db: Db, champId: string, teamId: string) {
  const inserted = await db.insert(champTeams).values({ champId, teamId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** Fails with a foreign-key violation while the team has fixtures in the competition (fixtures' entry key). */
export async function removeEntry(db: Db, champId: string, teamId: string) {
  const deleted = await db
    .delete(champTeams)
    .where(and(eq(champTeams.champId, champId), eq(champTeams.teamId, teamId)))
    .returning();
  return deleted.length > 0;
}

/** The ids of every competition a team is entered in. */
export async function listChampIdsOfTeam(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ champId: champTeams.champId })
    .from(champTeams)
    .where(eq(champTeams.teamId, teamId));
  return rows.map((r) => r.champId);
}

/** The competitions a team is entered in, newest first, paged. */
export async function listChampsOfTeam(db: Db, teamId: string, offset: number, limit: number) {
  const where = eq(champTeams.teamId, teamId);
  const [items, [total]] = await Promise.all([
    db
      .select({ champ: champs })
      .from(champTeams)
      .innerJoin(champs, eq(champs.id, champTeams.champId))
      .where(where)
      .orderBy(sql`${champs.startDate} desc nulls last`, asc(champs.name), asc(champs.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champTeams).where(where),
  ]);
  return { items: items.map((r) => r.champ), totalItems: total?.value ?? 0 };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many competitions there are (the site's figures). */
export async function countChamps(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(champs);
  return row?.value ?? 0;
}

/** Competitions whose name matches a search query (db/search.ts), best first, and how many matched. */
export function searchChamps(db: Db, q: string, limit: number) {
  const { id, name, logo, champLeagueId } = champs;
  return searchByName(db, champs, name, { id, name, logo, champLeagueId }, q, limit);
}
