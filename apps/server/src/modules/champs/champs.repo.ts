import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champLeagues, champs, champTeams, teams } from '../../db/schema/index.ts';

export type ChampRow = typeof champs.$inferSelect;

const champColumns = (db: Db) => ({
  champ: champs,
  leagueName: champLeagues.name,
  leagueOwnerId: champLeagues.ownerId,
  sportKindId: champLeagues.sportKindId,
  teamCount: db.$count(champTeams, eq(champTeams.champId, champs.id)),
});
export type ChampView = {
  champ: ChampRow;
  leagueName: string;
  leagueOwnerId: string;
  sportKindId: string;
  teamCount: number;
};

export async function insertChamp(db: Db, row: typeof champs.$inferInsert): Promise<ChampRow> {
  const [inserted] = await db.insert(champs).values(row).returning();
  return inserted!;
}

export async function findChamp(db: Db, champId: string): Promise<ChampView | undefined> {
  const [row] = await db
    .select(champColumns(db))
    .from(champs)
    .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
    .where(eq(champs.id, champId));
  return row;
}

export interface ChampFilter {
  sportKindId?: string | undefined;
  champLeagueId?: string | undefined;
  keyword?: string | undefined;
  /** Champs in leagues owned by this user or in `leagueIds`. */
  ownerOrLeagues?: { ownerId: string; leagueIds: string[] } | undefined;
}

export async function listChamps(db: Db, filter: ChampFilter, offset: number, limit: number) {
  const parts: SQL[] = [];
  if (filter.sportKindId) parts.push(eq(champLeagues.sportKindId, filter.sportKindId));
  if (filter.champLeagueId) parts.push(eq(champs.champLeagueId, filter.champLeagueId));
  if (filter.keyword) parts.push(ilike(champs.name, `%${escapeLike(filter.keyword)}%`));
  const mine = filter.ownerOrLeagues;
  if (mine) {
    const ids = mine.leagueIds.length ? mine.leagueIds : ['00000000-0000-0000-0000-000000000000'];
    parts.push(or(eq(champLeagues.ownerId, mine.ownerId), inArray(champs.champLeagueId, ids))!);
  }
  const where = parts.length ? and(...parts) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(champColumns(db))
      .from(champs)
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(where)
      .orderBy(sql`${champs.startDate} desc nulls last`, asc(champs.name), asc(champs.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ value: count() })
      .from(champs)
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(where),
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

export async function listChampTeams(db: Db, champId: string) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      ownerId: teams.ownerId,
      addedAt: champTeams.createdAt,
    })
    .from(champTeams)
    .innerJoin(teams, eq(teams.id, champTeams.teamId))
    .where(eq(champTeams.champId, champId))
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function addChampTeam(db: Db, champId: string, teamId: string) {
  const inserted = await db.insert(champTeams).values({ champId, teamId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function removeChampTeam(db: Db, champId: string, teamId: string) {
  const deleted = await db
    .delete(champTeams)
    .where(and(eq(champTeams.champId, champId), eq(champTeams.teamId, teamId)))
    .returning();
  return deleted.length > 0;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
