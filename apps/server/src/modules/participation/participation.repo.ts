import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkIns,
  checkInWindows,
  roundCheckIns,
  roundCheckInWindows,
  withdrawals,
} from '../../db/schema/participation.ts';

export type CheckInWindowRow = typeof checkInWindows.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type RoundWindowRow = typeof roundCheckInWindows.$inferSelect;
export type RoundCheckInRow = typeof roundCheckIns.$inferSelect;

export async function findWindow(db: Db, champId: string): Promise<CheckInWindowRow | undefined> {
  const [row] = await db.select().from(checkInWindows).where(eq(checkInWindows.champId, champId));
  return row;
}

/** Sets the window anew: not closed, the opening not told yet (a new window is told again). */
export async function upsertWindow(
  db: Db,
  row: { champId: string; opensAt: Date; closesAt: Date; missing: 'drop' | 'forfeit'; now: Date },
): Promise<void> {
  const values = {
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    missing: row.missing,
    openNoticeAt: null,
    closedAt: null,
    droppedTeamIds: [],
    updatedAt: row.now,
  };
  await db
    .insert(checkInWindows)
    .values({ champId: row.champId, ...values })
    .onConflictDoUpdate({ target: checkInWindows.champId, set: values });
}

/** Marks the window closed; only one caller gets the row (two closes at once close once). */
export async function claimClose(db: Db, champId: string, now: Date): Promise<CheckInWindowRow | undefined> {
  const [row] = await db
    .update(checkInWindows)
    .set({ closedAt: now, updatedAt: now })
    .where(and(eq(checkInWindows.champId, champId), isNull(checkInWindows.closedAt)))
    .returning();
  return row;
}

export async function setDropped(db: Db, champId: string, teamIds: string[]): Promise<void> {
  await db.update(checkInWindows).set({ droppedTeamIds: teamIds }).where(eq(checkInWindows.champId, champId));
}

/** Marks the opening told; only one caller gets the row. */
export async function claimOpenNotice(db: Db, champId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(checkInWindows)
    .set({ openNoticeAt: now })
    .where(and(eq(checkInWindows.champId, champId), isNull(checkInWindows.openNoticeAt)))
    .returning({ champId: checkInWindows.champId });
  return rows.length > 0;
}

/** Windows whose closing time has passed and whose close has not run. */
export function findDueToClose(db: Db, now: Date): Promise<CheckInWindowRow[]> {
  return db
    .select()
    .from(checkInWindows)
    .where(and(isNull(checkInWindows.closedAt), lte(checkInWindows.closesAt, now)));
}

/** Open windows whose teams were not told yet. */
export function findDueToOpen(db: Db, now: Date): Promise<CheckInWindowRow[]> {
  return db
    .select()
    .from(checkInWindows)
    .where(
      and(
        isNull(checkInWindows.closedAt),
        isNull(checkInWindows.openNoticeAt),
        lte(checkInWindows.opensAt, now),
      ),
    );
}

export function listCheckIns(db: Db, champId: string): Promise<CheckInRow[]> {
  return db.select().from(checkIns).where(eq(checkIns.champId, champId)).orderBy(asc(checkIns.createdAt));
}

/** A team's check-in, once: a second one (or two at once) leaves the first. */
export async function insertCheckIn(db: Db, row: typeof checkIns.$inferInsert): Promise<void> {
  await db.insert(checkIns).values(row).onConflictDoNothing();
}

/** The withdrawal, or undefined when the team has one already (the second of two at once waits, then finds it). */
export async function insertWithdrawal(
  db: Db,
  row: typeof withdrawals.$inferInsert,
): Promise<WithdrawalRow | undefined> {
  const [inserted] = await db.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setWithdrawalFixtures(
  db: Db,
  champId: string,
  teamId: string,
  fixtureIds: string[],
): Promise<void> {
  await db
    .update(withdrawals)
    .set({ fixtureIds })
    .where(and(eq(withdrawals.champId, champId), eq(withdrawals.teamId, teamId)));
}

export function listWithdrawals(db: Db, champId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.champId, champId))
    .orderBy(asc(withdrawals.createdAt));
}

// ---- a round's check-in (issue 27: "optionally before each round") --------------------------------------------

const roundKey = (stageId: string, round: number) =>
  and(eq(roundCheckInWindows.stageId, stageId), eq(roundCheckInWindows.round, round));

export async function findRoundWindow(
  db: Db,
  stageId: string,
  round: number,
): Promise<RoundWindowRow | undefined> {
  const [row] = await db.select().from(roundCheckInWindows).where(roundKey(stageId, round));
  return row;
}

export function listRoundWindows(db: Db, champId: string): Promise<RoundWindowRow[]> {
  return db
    .select()
    .from(roundCheckInWindows)
    .where(eq(roundCheckInWindows.champId, champId))
    .orderBy(asc(roundCheckInWindows.opensAt), asc(roundCheckInWindows.round));
}

/** Sets a round's window anew: not closed, the opening not told yet; the check-ins made so far stay. */
export async function upsertRoundWindow(
  db: Db,
  row: { champId: string; stageId: string; round: number; opensAt: Date; closesAt: Date; now: Date },
): Promise<void> {
  const values = {
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    openNoticeAt: null,
    closedAt: null,
    forfeitedFixtureIds: [],
    cancelledFixtureIds: [],
    updatedAt: row.now,
  };
  await db
    .insert(roundCheckInWindows)
    .values({ champId: row.champId, stageId: row.stageId, round: row.round, ...values })
    .onConflictDoUpdate({ target: [roundCheckInWindows.stageId, roundCheckInWindows.round], set: values });
}

/** Removes a round's window whose close has not run (its check-ins go with it); false when there is none. */
export async function deleteOpenRoundWindow(db: Db, stageId: string, round: number): Promise<boolean> {
  const rows = await db
    .delete(roundCheckInWindows)
    .where(and(roundKey(stageId, round), isNull(roundCheckInWindows.closedAt)))
    .returning({ stageId: roundCheckInWindows.stageId });
  return rows.length > 0;
}

/** Marks a round's window closed; only one caller gets the row (two closes at once close once). */
export async function claimRoundClose(
  db: Db,
  stageId: string,
  round: number,
  now: Date,
): Promise<RoundWindowRow | undefined> {
  const [row] = await db
    .update(roundCheckInWindows)
    .set({ closedAt: now, updatedAt: now })
    .where(and(roundKey(stageId, round), isNull(roundCheckInWindows.closedAt)))
    .returning();
  return row;
}

export async function setRoundOutcome(
  db: Db,
  stageId: string,
  round: number,
  outcome: { forfeitedFixtureIds: string[]; cancelledFixtureIds: string[] },
): Promise<void> {
  await db.update(roundCheckInWindows).set(outcome).where(roundKey(stageId, round));
}

/** Marks a round's opening told; only one caller gets the row. */
export async function claimRoundOpenNotice(
  db: Db,
  stageId: string,
  round: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(roundCheckInWindows)
    .set({ openNoticeAt: now })
    .where(and(roundKey(stageId, round), isNull(roundCheckInWindows.openNoticeAt)))
    .returning({ stageId: roundCheckInWindows.stageId });
  return rows.length > 0;
}

export function findRoundsDueToClose(db: Db, now: Date): Promise<RoundWindowRow[]> {
  return db
    .select()
    .from(roundCheckInWindows)
    .where(and(isNull(roundCheckInWindows.closedAt), lte(roundCheckInWindows.closesAt, now)));
}

export function findRoundsDueToOpen(db: Db, now: Date): Promise<RoundWindowRow[]> {
  return db
    .select()
    .from(roundCheckInWindows)
    .where(
      and(
        isNull(roundCheckInWindows.closedAt),
        isNull(roundCheckInWindows.openNoticeAt),
        lte(roundCheckInWindows.opensAt, now),
      ),
    );
}

/** Every round check-in of a competition's round windows. */
export function listRoundCheckIns(db: Db, champId: string): Promise<RoundCheckInRow[]> {
  return db
    .select({
      stageId: roundCheckIns.stageId,
      round: roundCheckIns.round,
      teamId: roundCheckIns.teamId,
      userId: roundCheckIns.userId,
      createdAt: roundCheckIns.createdAt,
    })
    .from(roundCheckIns)
    .innerJoin(
      roundCheckInWindows,
      and(
        eq(roundCheckInWindows.stageId, roundCheckIns.stageId),
        eq(roundCheckInWindows.round, roundCheckIns.round),
      ),
    )
    .where(eq(roundCheckInWindows.champId, champId))
    .orderBy(asc(roundCheckIns.createdAt));
}

/** A team's check-in for a round, once: a second one (or two at once) leaves the first. */
export async function insertRoundCheckIn(db: Db, row: typeof roundCheckIns.$inferInsert): Promise<void> {
  await db.insert(roundCheckIns).values(row).onConflictDoNothing();
}
