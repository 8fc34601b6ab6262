import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champLeagues, champs, champTeams, teams } from '../../db/schema/index.ts';

export type LeagueRow = typeof champLeagues.$inferSelect;
export type LeagueRowWithCount = LeagueRow & { champCount: number };

const withCount = (db: Db) => ({
  ...tableColumns,
  champCount: db.$count(champs, eq(champs.champLeagueId, champLeagues.id)),
});
const {
  id,
  name,
  sportKindId,
  subdomain,
  description,
  logo,
  pageConfiguration,
  ownerId,
  createdAt,
  updatedAt,
} = champLeagues;
const tableColumns = {
  id,
  name,
  sportKindId,
  subdomain,
  description,
  logo,
  pageConfiguration,
  ownerId,
  createdAt,
  updatedAt,
};

export async function insertLeague(db: Db, row: typeof champLeagues.$inferInsert): Promise<LeagueRow> {
  const [inserted] = await db.insert(champLeagues).values(row).returning();
  return inserted!;
}

export async function findLeague(db: Db, leagueId: string): Promise<LeagueRowWithCount | undefined> {
  const [row] = await db.select(withCount(db)).from(champLeagues).where(eq(champLeagues.id, leagueId));
  return row;
}

export async function findLeagueBySubdomain(db: Db, value: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(champLeagues).where(eq(champLeagues.subdomain, value));
  return row;
}

export interface LeagueFilter {
  sportKindId?: string | undefined;
  keyword?: string | undefined;
  subdomain?: string | undefined;
  ids?: string[] | undefined;
}

function whereOf(filter: LeagueFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.sportKindId) parts.push(eq(champLeagues.sportKindId, filter.sportKindId));
  if (filter.subdomain) parts.push(eq(champLeagues.subdomain, filter.subdomain.toLowerCase()));
  if (filter.keyword) parts.push(ilike(champLeagues.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.ids) parts.push(inArray(champLeagues.id, filter.ids.length ? filter.ids : [NIL]));
  return parts.length ? and(...parts) : undefined;
}

export async function listLeagues(db: Db, filter: LeagueFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    db
      .select(withCount(db))
      .from(champLeagues)
      .where(where)
      .orderBy(asc(champLeagues.name), asc(champLeagues.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champLeagues).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateLeague(
  db: Db,
  leagueId: string,
  patch: Partial<typeof champLeagues.$inferInsert>,
) {
  await db
    .update(champLeagues)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(champLeagues.id, leagueId));
}

export async function deleteLeague(db: Db, leagueId: string) {
  await db.delete(champLeagues).where(eq(champLeagues.id, leagueId));
}

export function findChampIdsOfLeague(db: Db, leagueId: string) {
  return db.select({ id: champs.id }).from(champs).where(eq(champs.champLeagueId, leagueId));
}

/** Distinct teams entered in any competition of the league, with the competitions they play in. */
export async function listLeagueTeams(db: Db, leagueId: string, offset: number, limit: number) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      shortName: teams.shortName,
      logo: teams.logo,
      champId: champTeams.champId,
    })
    .from(champTeams)
    .innerJoin(champs, eq(champs.id, champTeams.champId))
    .innerJoin(teams, eq(teams.id, champTeams.teamId))
    .where(eq(champs.champLeagueId, leagueId))
    .orderBy(asc(teams.name), asc(teams.id));
  const byTeam = new Map<
    string,
    { id: string; name: string; shortName: string | null; logo: string | null; champIds: string[] }
  >();
  for (const r of rows) {
    const entry = byTeam.get(r.id) ?? {
      id: r.id,
      name: r.name,
      shortName: r.shortName,
      logo: r.logo,
      champIds: [],
    };
    entry.champIds.push(r.champId);
    byTeam.set(r.id, entry);
  }
  const all = [...byTeam.values()];
  return { items: all.slice(offset, offset + limit), totalItems: all.length };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const NIL = '00000000-0000-0000-0000-000000000000';

/** Leagues owned by `userId` or whose id is in `extraIds`, owned first; `keyword` narrows by name. */
export async function listOwnedOrIn(
  db: Db,
  userId: string,
  extraIds: string[],
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    or(eq(champLeagues.ownerId, userId), inArray(champLeagues.id, extraIds.length ? extraIds : [NIL])),
    keyword ? ilike(champLeagues.name, `%${escapeLike(keyword)}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(withCount(db))
      .from(champLeagues)
      .where(where)
      .orderBy(sql`${champLeagues.ownerId} = ${userId} desc`, asc(champLeagues.name), asc(champLeagues.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champLeagues).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}
