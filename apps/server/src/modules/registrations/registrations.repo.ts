import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  playerTeamRequests,
  registrationPaymentMarks,
  registrationSettings,
  teamRequests,
} from '../../db/schema/registrations.ts';

export type SettingsRow = typeof registrationSettings.$inferSelect;
export type TeamRequestRow = typeof teamRequests.$inferSelect;
export type PlayerRequestRow = typeof playerTeamRequests.$inferSelect;

// ---- settings ------------------------------------------------------------------------------------------------

export async function findSettings(db: Db, champId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(registrationSettings).where(eq(registrationSettings.champId, champId));
  return row;
}

export async function upsertSettings(
  db: Db,
  champId: string,
  values: Partial<Omit<typeof registrationSettings.$inferInsert, 'champId'>>,
): Promise<void> {
  await db
    .insert(registrationSettings)
    .values({ champId, ...values })
    .onConflictDoUpdate({ target: registrationSettings.champId, set: { ...values, updatedAt: new Date() } });
}

/** Locks the competition's settings row (made if missing) so registrations to one competition queue up. */
export async function lockSettings(db: Db, champId: string): Promise<SettingsRow> {
  await db.insert(registrationSettings).values({ champId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.champId, champId))
    .for('update');
  return row!;
}

// ---- team requests -------------------------------------------------------------------------------------------

export async function insertTeamRequest(
  db: Db,
  row: typeof teamRequests.$inferInsert,
): Promise<TeamRequestRow> {
  const [inserted] = await db.insert(teamRequests).values(row).returning();
  return inserted!;
}

export async function findTeamRequest(db: Db, id: string): Promise<TeamRequestRow | undefined> {
  const [row] = await db.select().from(teamRequests).where(eq(teamRequests.id, id));
  return row;
}

export function findTeamRequests(db: Db, ids: readonly string[]): Promise<TeamRequestRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(teamRequests)
    .where(inArray(teamRequests.id, [...ids]));
}

export async function findPendingTeamRequest(
  db: Db,
  champId: string,
  teamId: string,
): Promise<TeamRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRequests)
    .where(
      and(
        eq(teamRequests.champId, champId),
        eq(teamRequests.teamId, teamId),
        eq(teamRequests.status, 'pending'),
      ),
    );
  return row;
}

/** Moves a pending request to `status`; undefined when it was not pending any more (someone decided first). */
export async function decideTeamRequest(
  db: Db,
  id: string,
  values: { status: string; reason: string | null; decidedBy: string; decidedAt: Date },
): Promise<TeamRequestRow | undefined> {
  const [row] = await db
    .update(teamRequests)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(and(eq(teamRequests.id, id), eq(teamRequests.status, 'pending')))
    .returning();
  return row;
}

/** Marks the unpaid ones of `ids` paid and records one payment mark each; answers the ids it marked. */
export async function markTeamRequestsPaid(
  db: Db,
  ids: readonly string[],
  mark: { by: string; at: Date; reference: string | null },
): Promise<string[]> {
  const marked = await db
    .update(teamRequests)
    .set({
      paid: true,
      paidAt: mark.at,
      paidBy: mark.by,
      paymentReference: mark.reference,
      updatedAt: mark.at,
    })
    .where(and(inArray(teamRequests.id, [...ids]), eq(teamRequests.paid, false)))
    .returning({ id: teamRequests.id });
  if (marked.length > 0) {
    await db.insert(registrationPaymentMarks).values(
      marked.map((m) => ({
        teamRequestId: m.id,
        markedBy: mark.by,
        reference: mark.reference,
        markedAt: mark.at,
      })),
    );
  }
  return marked.map((m) => m.id);
}

/** Clears a request's paid mark when `mark` made it (that provider, that reference); true when it did. */
export async function unmarkTeamRequestPaid(
  db: Db,
  id: string,
  mark: { by: string; reference: string; at: Date },
): Promise<boolean> {
  const cleared = await db
    .update(teamRequests)
    .set({ paid: false, paidAt: null, paidBy: null, paymentReference: null, updatedAt: mark.at })
    .where(
      and(
        eq(teamRequests.id, id),
        eq(teamRequests.paid, true),
        eq(teamRequests.paidBy, mark.by),
        eq(teamRequests.paymentReference, mark.reference),
      ),
    )
    .returning({ id: teamRequests.id });
  return cleared.length > 0;
}

export function listPaymentMarks(db: Db, teamRequestId: string) {
  return db
    .select()
    .from(registrationPaymentMarks)
    .where(eq(registrationPaymentMarks.teamRequestId, teamRequestId))
    .orderBy(registrationPaymentMarks.markedAt);
}

export interface TeamRequestFilter {
  userId: string;
  /** Teams the caller owns or manages: the sending side. */
  teamIds: string[];
  /** Competitions the caller organises: the receiving side. */
  champIds: string[];
  direction?: 'sent' | 'received' | undefined;
  status?: string | undefined;
  champId?: string | undefined;
  teamId?: string | undefined;
  paid?: boolean | undefined;
}

function teamRequestWhere(f: TeamRequestFilter): SQL | undefined {
  const sent = or(
    eq(teamRequests.senderId, f.userId),
    f.teamIds.length > 0 ? inArray(teamRequests.teamId, f.teamIds) : undefined,
  );
  // No competition: nothing received (`false` keeps the SQL simple).
  const received = f.champIds.length > 0 ? inArray(teamRequests.champId, f.champIds) : sql`false`;
  const side = f.direction === 'sent' ? sent : f.direction === 'received' ? received : or(sent, received);
  return and(
    side,
    f.status ? eq(teamRequests.status, f.status) : undefined,
    f.champId ? eq(teamRequests.champId, f.champId) : undefined,
    f.teamId ? eq(teamRequests.teamId, f.teamId) : undefined,
    f.paid !== undefined ? eq(teamRequests.paid, f.paid) : undefined,
  );
}

export async function listTeamRequests(
  db: Db,
  filter: TeamRequestFilter,
  offset: number,
  limit: number,
): Promise<{ items: TeamRequestRow[]; totalItems: number }> {
  const where = teamRequestWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(teamRequests)
      .where(where)
      .orderBy(desc(teamRequests.createdAt), desc(teamRequests.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(teamRequests).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}

// ---- player requests -----------------------------------------------------------------------------------------

export async function insertPlayerRequest(
  db: Db,
  row: typeof playerTeamRequests.$inferInsert,
): Promise<PlayerRequestRow> {
  const [inserted] = await db.insert(playerTeamRequests).values(row).returning();
  return inserted!;
}

export async function findPlayerRequest(db: Db, id: string): Promise<PlayerRequestRow | undefined> {
  const [row] = await db.select().from(playerTeamRequests).where(eq(playerTeamRequests.id, id));
  return row;
}

export async function findPendingPlayerRequest(
  db: Db,
  playerId: string,
  teamId: string,
): Promise<PlayerRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(playerTeamRequests)
    .where(
      and(
        eq(playerTeamRequests.playerId, playerId),
        eq(playerTeamRequests.teamId, teamId),
        eq(playerTeamRequests.status, 'pending'),
      ),
    );
  return row;
}

export async function decidePlayerRequest(
  db: Db,
  id: string,
  values: { status: string; reason: string | null; decidedBy: string; decidedAt: Date },
): Promise<PlayerRequestRow | undefined> {
  const [row] = await db
    .update(playerTeamRequests)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(and(eq(playerTeamRequests.id, id), eq(playerTeamRequests.status, 'pending')))
    .returning();
  return row;
}

export async function setRosterEntry(db: Db, id: string, rosterEntryId: string): Promise<void> {
  await db.update(playerTeamRequests).set({ rosterEntryId }).where(eq(playerTeamRequests.id, id));
}

export interface PlayerRequestFilter {
  userId: string;
  /** Teams the caller owns or manages: the team's side of requests. */
  teamIds: string[];
  direction?: 'sent' | 'received' | undefined;
  status?: string | undefined;
  playerId?: string | undefined;
  teamId?: string | undefined;
}

function playerRequestWhere(f: PlayerRequestFilter): SQL | undefined {
  const ofMyTeams = f.teamIds.length > 0 ? inArray(playerTeamRequests.teamId, f.teamIds) : undefined;
  const asPlayerOwner = eq(playerTeamRequests.userId, f.userId);
  // Sent: join requests of the caller's players, offers of the caller's teams (or whatever the caller sent).
  const sent = or(
    eq(playerTeamRequests.senderId, f.userId),
    and(eq(playerTeamRequests.isSentByUser, true), asPlayerOwner),
    ofMyTeams ? and(eq(playerTeamRequests.isSentByUser, false), ofMyTeams) : undefined,
  );
  // Received: offers to the caller's players, join requests to the caller's teams.
  const received = or(
    and(eq(playerTeamRequests.isSentByUser, false), asPlayerOwner),
    ofMyTeams ? and(eq(playerTeamRequests.isSentByUser, true), ofMyTeams) : undefined,
  );
  const side = f.direction === 'sent' ? sent : f.direction === 'received' ? received : or(sent, received);
  return and(
    side,
    f.status ? eq(playerTeamRequests.status, f.status) : undefined,
    f.playerId ? eq(playerTeamRequests.playerId, f.playerId) : undefined,
    f.teamId ? eq(playerTeamRequests.teamId, f.teamId) : undefined,
  );
}

export async function listPlayerRequests(
  db: Db,
  filter: PlayerRequestFilter,
  offset: number,
  limit: number,
): Promise<{ items: PlayerRequestRow[]; totalItems: number }> {
  const where = playerRequestWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(playerTeamRequests)
      .where(where)
      .orderBy(desc(playerTeamRequests.createdAt), desc(playerTeamRequests.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(playerTeamRequests).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}
