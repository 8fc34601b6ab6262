import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changesSomething } from '../../db/patch.ts';
import { champTeamPlayers, players, teamPlayers } from '../../db/schema/players.ts';
import { searchByName } from '../../db/search.ts';

export type PlayerRow = typeof players.$inferSelect;
export type TeamPlayerRow = typeof teamPlayers.$inferSelect;
export type ChampTeamPlayerRow = typeof champTeamPlayers.$inferSelect;

/** The columns other modules need of a player (names and photos on their lists). */
export interface PlayerRef {
  id: string;
  name: string;
  photo: string | null;
  sportKindId: string;
  ownerId: string;
}

const playerRefColumns = {
  id: players.id,
  name: players.name,
  photo: players.photo,
  sportKindId: players.sportKindId,
  ownerId: players.ownerId,
};

// ---- players ------------------------------------------------------------------------------------------------

export function findPlayerRefs(db: Db, ids: readonly string[]): Promise<PlayerRef[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(playerRefColumns)
    .from(players)
    .where(inArray(players.id, [...ids]));
}

/** Players by id, every column; unknown ids are left out. */
export function findPlayers(db: Db, ids: readonly string[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(players)
    .where(inArray(players.id, [...ids]));
}

/** Many players in one statement, in the given order. */
export async function insertPlayers(db: Db, rows: (typeof players.$inferInsert)[]): Promise<PlayerRow[]> {
  if (rows.length === 0) return [];
  return db.insert(players).values(rows).returning();
}

/** Many roster entries in one statement (a new team's roster: cloning, generating teams). */
export async function insertRosterEntries(db: Db, rows: (typeof teamPlayers.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(teamPlayers).values(rows);
}

export async function findPlayer(db: Db, id: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

export async function insertPlayer(db: Db, row: typeof players.$inferInsert): Promise<PlayerRow> {
  const [inserted] = await db.insert(players).values(row).returning();
  return inserted!;
}

export async function updatePlayer(db: Db, id: string, patch: Partial<typeof players.$inferInsert>) {
  await db
    .update(players)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(players.id, id));
}

/** Roster and squad entries go with it (ON DELETE CASCADE). */
export async function deletePlayer(db: Db, id: string) {
  await db.delete(players).where(eq(players.id, id));
}

export interface PlayerFilter {
  sportKindId?: string | undefined;
  ownerId?: string | undefined;
  /** Names containing this text, case-insensitive. */
  nameContains?: string | undefined;
}

/** A page of players: `newest` first (the list) or by `name` (search). */
export async function listPlayers(
  db: Db,
  filter: PlayerFilter,
  order: 'newest' | 'name',
  offset: number,
  limit: number,
) {
  const parts: SQL[] = [];
  if (filter.sportKindId) parts.push(eq(players.sportKindId, filter.sportKindId));
  if (filter.ownerId) parts.push(eq(players.ownerId, filter.ownerId));
  if (filter.nameContains) parts.push(ilike(players.name, `%${escapeLike(filter.nameContains)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const orderBy =
    order === 'newest'
      ? [desc(players.createdAt), desc(players.id)]
      : [asc(sql`lower(${players.name})`), asc(players.id)];
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(players).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

// ---- rosters ------------------------------------------------------------------------------------------------

/**
 * Serializes roster writes of one team until the transaction ends, so that two racing requests cannot both
 * pass the overlap rules (they are read before the write; no constraint can express them).
 */
export async function lockTeamRoster(db: Db, teamId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`team_players:${teamId}`}))`);
}

/** Every entry of the team, any period (what the roster rules compare a new entry with). */
export function listRosterEntries(db: Db, teamId: string): Promise<TeamPlayerRow[]> {
  return db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId));
}

export async function findRosterEntry(db: Db, id: string): Promise<TeamPlayerRow | undefined> {
  const [row] = await db.select().from(teamPlayers).where(eq(teamPlayers.id, id));
  return row;
}

/** The team's entries whose own id or whose player's id is `id` (the update and remove routes take either). */
export function findRosterEntriesByEntryOrPlayer(
  db: Db,
  teamId: string,
  id: string,
): Promise<TeamPlayerRow[]> {
  return db
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), or(eq(teamPlayers.id, id), eq(teamPlayers.playerId, id))));
}

export async function insertRosterEntry(
  db: Db,
  row: typeof teamPlayers.$inferInsert,
): Promise<TeamPlayerRow> {
  const [inserted] = await db.insert(teamPlayers).values(row).returning();
  return inserted!;
}

export async function updateRosterEntry(db: Db, id: string, patch: Partial<typeof teamPlayers.$inferInsert>) {
  if (!changesSomething(patch)) return;
  await db.update(teamPlayers).set(patch).where(eq(teamPlayers.id, id));
}

export async function deleteRosterEntry(db: Db, id: string) {
  await db.delete(teamPlayers).where(eq(teamPlayers.id, id));
}

/** A roster entry with its player's name and photo. */
export type RosterLine = TeamPlayerRow & { name: string; photo: string | null };

const rosterLineColumns = {
  id: teamPlayers.id,
  teamId: teamPlayers.teamId,
  playerId: teamPlayers.playerId,
  shirtNumber: teamPlayers.shirtNumber,
  position: teamPlayers.position,
  startDate: teamPlayers.startDate,
  endDate: teamPlayers.endDate,
  createdAt: teamPlayers.createdAt,
  name: players.name,
  photo: players.photo,
};

/** Shirt number (none last), then name: how a roster reads. */
const rosterOrder = [
  sql`${teamPlayers.shirtNumber} asc nulls last`,
  asc(sql`lower(${players.name})`),
  sql`${teamPlayers.startDate} desc nulls last`,
  asc(teamPlayers.id),
];

/** `YYYY-MM-DD` within the entry's period (ends inclusive, nulls open): the domain's `isDayInPeriod` in SQL. */
function isCurrent(today: string): SQL {
  return sql`(${teamPlayers.startDate} is null or ${teamPlayers.startDate} <= ${today}) and (${teamPlayers.endDate} is null or ${teamPlayers.endDate} >= ${today})`;
}

export async function findRosterLine(db: Db, id: string): Promise<RosterLine | undefined> {
  const [row] = await db
    .select(rosterLineColumns)
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(eq(teamPlayers.id, id));
  return row;
}

/** A page of a team's roster, every period. */
export async function listRosterPage(db: Db, teamId: string, offset: number, limit: number) {
  const where = eq(teamPlayers.teamId, teamId);
  const [items, [total]] = await Promise.all([
    db
      .select(rosterLineColumns)
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(where)
      .orderBy(...rosterOrder)
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(teamPlayers).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/** The entries of these teams whose period contains `today`. */
export function listCurrentRosterLines(db: Db, teamIds: string[], today: string): Promise<RosterLine[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select(rosterLineColumns)
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(and(inArray(teamPlayers.teamId, teamIds), isCurrent(today)))
    .orderBy(...rosterOrder);
}

/** A page of a player's entries in every team: current ones first, then the latest start first. */
export async function listRosterPageOfPlayer(
  db: Db,
  playerId: string,
  today: string,
  offset: number,
  limit: number,
) {
  const where = eq(teamPlayers.playerId, playerId);
  const [items, [total]] = await Promise.all([
    db
      .select(rosterLineColumns)
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(where)
      .orderBy(
        sql`case when ${isCurrent(today)} then 0 else 1 end`,
        sql`${teamPlayers.startDate} desc nulls first`,
        desc(teamPlayers.createdAt),
        asc(teamPlayers.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(teamPlayers).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/** The player's entries in the team, any period, latest start first. */
export function listRosterEntriesOfPlayerInTeam(db: Db, teamId: string, playerId: string) {
  return db
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.playerId, playerId)))
    .orderBy(sql`${teamPlayers.startDate} desc nulls last`, desc(teamPlayers.createdAt));
}

// ---- squads -------------------------------------------------------------------------------------------------

export function findSquadEntriesOfPlayer(db: Db, playerId: string) {
  return db
    .select({
      champId: champTeamPlayers.champId,
      teamId: champTeamPlayers.teamId,
      shirtNumber: champTeamPlayers.shirtNumber,
    })
    .from(champTeamPlayers)
    .where(eq(champTeamPlayers.playerId, playerId))
    .orderBy(asc(champTeamPlayers.createdAt), asc(champTeamPlayers.id));
}

export async function findSquadEntry(db: Db, id: string): Promise<ChampTeamPlayerRow | undefined> {
  const [row] = await db.select().from(champTeamPlayers).where(eq(champTeamPlayers.id, id));
  return row;
}

export async function findSquadEntryOfPlayerInChamp(db: Db, champId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(champTeamPlayers)
    .where(and(eq(champTeamPlayers.champId, champId), eq(champTeamPlayers.playerId, playerId)));
  return row;
}

export async function insertSquadEntry(
  db: Db,
  row: typeof champTeamPlayers.$inferInsert,
): Promise<ChampTeamPlayerRow> {
  const [inserted] = await db.insert(champTeamPlayers).values(row).returning();
  return inserted!;
}

export async function deleteSquadEntry(db: Db, id: string) {
  await db.delete(champTeamPlayers).where(eq(champTeamPlayers.id, id));
}

export type SquadLine = ChampTeamPlayerRow & { name: string; photo: string | null };

const squadLineColumns = {
  id: champTeamPlayers.id,
  champId: champTeamPlayers.champId,
  teamId: champTeamPlayers.teamId,
  playerId: champTeamPlayers.playerId,
  shirtNumber: champTeamPlayers.shirtNumber,
  position: champTeamPlayers.position,
  createdAt: champTeamPlayers.createdAt,
  name: players.name,
  photo: players.photo,
};

export async function findSquadLine(db: Db, id: string): Promise<SquadLine | undefined> {
  const [row] = await db
    .select(squadLineColumns)
    .from(champTeamPlayers)
    .innerJoin(players, eq(players.id, champTeamPlayers.playerId))
    .where(eq(champTeamPlayers.id, id));
  return row;
}

/** A page of a competition's squads (one team's with `teamId`): by team, shirt number (none last), name. */
export async function listSquadPage(
  db: Db,
  champId: string,
  teamId: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(champTeamPlayers.champId, champId),
    teamId ? eq(champTeamPlayers.teamId, teamId) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(squadLineColumns)
      .from(champTeamPlayers)
      .innerJoin(players, eq(players.id, champTeamPlayers.playerId))
      .where(where)
      .orderBy(
        asc(champTeamPlayers.teamId),
        sql`${champTeamPlayers.shirtNumber} asc nulls last`,
        asc(sql`lower(${players.name})`),
        asc(champTeamPlayers.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(champTeamPlayers).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many player profiles there are (the site's figures). */
export async function countPlayers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(players);
  return row?.value ?? 0;
}

/** Players whose name matches a search query (db/search.ts), best first, and how many matched. */
export function searchPlayersByName(db: Db, q: string, limit: number) {
  const { id, name, sportKindId, photo } = players;
  return searchByName(db, players, name, { id, name, sportKindId, photo }, q, limit);
}
