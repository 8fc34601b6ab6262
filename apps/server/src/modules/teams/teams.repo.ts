import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';
import { searchByName } from '../../db/search.ts';

export type TeamRow = typeof teams.$inferSelect;

export async function insertTeam(db: Db, row: typeof teams.$inferInsert): Promise<TeamRow> {
  const [inserted] = await db.insert(teams).values(row).returning();
  return inserted!;
}

export async function findTeam(db: Db, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export function findTeams(db: Db, teamIds: string[]): Promise<TeamRow[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.select().from(teams).where(inArray(teams.id, teamIds));
}

export interface TeamFilter {
  sportKindId?: string | undefined;
  /** Names starting with this text, case-insensitive (spec §5 team filter). */
  namePrefix?: string | undefined;
  ownerId?: string | undefined;
  orIds?: string[] | undefined;
}

export async function listTeams(
  db: Db,
  filter: TeamFilter,
  sort: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.sportKindId) parts.push(eq(teams.sportKindId, filter.sportKindId));
  if (filter.namePrefix) parts.push(ilike(teams.name, `${escapeLike(filter.namePrefix)}%`));
  if (filter.ownerId) parts.push(eq(teams.ownerId, filter.ownerId));
  const where = parts.length ? and(...parts) : undefined;
  const byName = sql`lower(${teams.name})`;
  const order = sort === 'desc' ? [desc(byName), desc(teams.id)] : [asc(byName), asc(teams.id)];
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(teams)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(teams).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateTeam(db: Db, teamId: string, patch: Partial<typeof teams.$inferInsert>) {
  await db
    .update(teams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(teams.id, teamId));
}

export async function deleteTeam(db: Db, teamId: string) {
  await db.delete(teams).where(eq(teams.id, teamId));
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many teams there are (the site's figures). */
export async function countTeams(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(teams);
  return row?.value ?? 0;
}

/** Teams whose name matches a search query (db/search.ts), best first, and how many matched. */
export function searchTeamsByName(db: Db, q: string, limit: number) {
  const { id, name, sportKindId, logo } = teams;
  return searchByName(db, teams, name, { id, name, sportKindId, logo }, q, limit);
}
