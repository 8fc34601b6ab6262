import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champLeagues } from '../../db/schema/leagues.ts';
import { searchByName } from '../../db/search.ts';

export type LeagueRow = typeof champLeagues.$inferSelect;

export async function insertLeague(db: Db, row: typeof champLeagues.$inferInsert): Promise<LeagueRow> {
  const [inserted] = await db.insert(champLeagues).values(row).returning();
  return inserted!;
}

export async function findLeague(db: Db, leagueId: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(champLeagues).where(eq(champLeagues.id, leagueId));
  return row;
}

export function findLeagues(db: Db, leagueIds: string[]): Promise<LeagueRow[]> {
  if (leagueIds.length === 0) return Promise.resolve([]);
  return db.select().from(champLeagues).where(inArray(champLeagues.id, leagueIds));
}

export async function findLeagueBySubdomain(db: Db, value: string): Promise<LeagueRow | undefined> {
  const [row] = await db.select().from(champLeagues).where(eq(champLeagues.subdomain, value));
  return row;
}

export interface LeagueFilter {
  sportKindId?: string | undefined;
  keyword?: string | undefined;
  subdomain?: string | undefined;
  ownerId?: string | undefined;
}

function whereOf(filter: LeagueFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.sportKindId) parts.push(eq(champLeagues.sportKindId, filter.sportKindId));
  if (filter.subdomain) parts.push(eq(champLeagues.subdomain, filter.subdomain.toLowerCase()));
  if (filter.keyword) parts.push(ilike(champLeagues.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.ownerId) parts.push(eq(champLeagues.ownerId, filter.ownerId));
  return parts.length ? and(...parts) : undefined;
}

export async function listLeagues(db: Db, filter: LeagueFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(champLeagues)
      .where(where)
      .orderBy(asc(champLeagues.name), asc(champLeagues.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champLeagues).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/** The ids of the leagues that match (for other modules' filters: "competitions of this sport"). */
export async function findLeagueIds(db: Db, filter: LeagueFilter): Promise<string[]> {
  const rows = await db.select({ id: champLeagues.id }).from(champLeagues).where(whereOf(filter));
  return rows.map((r) => r.id);
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

/** Adds `delta` to the competition count in one statement, so concurrent writers never lose an update. */
export async function adjustChampCount(db: Db, leagueId: string, delta: number) {
  await db
    .update(champLeagues)
    .set({ champCount: sql`${champLeagues.champCount} + ${delta}` })
    .where(eq(champLeagues.id, leagueId));
}

export async function deleteLeague(db: Db, leagueId: string) {
  await db.delete(champLeagues).where(eq(champLeagues.id, leagueId));
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * The caller's admin list: leagues owned by `userId` or whose id is in `extraIds` (or every league with
 * `all`), owned first, then managed, then the rest; `keyword` narrows by name.
 */
export async function listUserLeagues(
  db: Db,
  scope: { userId: string; extraIds: string[]; all: boolean },
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const extra = scope.extraIds.length ? scope.extraIds : [NIL];
  const where = and(
    scope.all ? undefined : or(eq(champLeagues.ownerId, scope.userId), inArray(champLeagues.id, extra)),
    keyword ? ilike(champLeagues.name, `%${escapeLike(keyword)}%`) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(champLeagues)
      .where(where)
      .orderBy(
        sql`${champLeagues.ownerId} = ${scope.userId} desc`,
        sql`${inArray(champLeagues.id, extra)} desc`,
        asc(champLeagues.name),
        asc(champLeagues.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champLeagues).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/** How many leagues there are (the site's figures). */
export async function countLeagues(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(champLeagues);
  return row?.value ?? 0;
}

/** Leagues whose name matches a search query (db/search.ts), best first, and how many matched. */
export function searchLeagues(db: Db, q: string, limit: number) {
  const { id, name, sportKindId, logo } = champLeagues;
  return searchByName(db, champLeagues, name, { id, name, sportKindId, logo }, q, limit);
}
