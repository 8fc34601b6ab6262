import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { champReporting, fixtureReporting, fixtureReports } from '../../db/schema/reports.ts';

export type ChampReportingRow = typeof champReporting.$inferSelect;
export type ReportRow = typeof fixtureReports.$inferSelect;
export type NewReportRow = typeof fixtureReports.$inferInsert;
export type FixtureReportingRow = typeof fixtureReporting.$inferSelect;
export type ReportingState = NonNullable<FixtureReportingRow['state']>;

/**
 * One report at a time per fixture (ADR 0029 "Locking"): two reports arriving together are taken one after the
 * other, so the second sees the first and the result is confirmed once. Held until the transaction ends.
 */
export async function lockFixtureReports(db: Db, fixtureId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`fixture_reports:${fixtureId}`}))`);
}

export async function findChampReporting(db: Db, champId: string): Promise<ChampReportingRow | undefined> {
  const [row] = await db.select().from(champReporting).where(eq(champReporting.champId, champId));
  return row;
}

export async function upsertChampReporting(db: Db, row: typeof champReporting.$inferInsert): Promise<void> {
  await db
    .insert(champReporting)
    .values(row)
    .onConflictDoUpdate({
      target: champReporting.champId,
      set: {
        mode: row.mode,
        confirmHours: row.confirmHours,
        reportDeadlineHours: row.reportDeadlineHours,
        updatedAt: row.updatedAt!,
      },
    });
}

/** The competitions whose teams report their results. */
export function findTeamReportingChamps(db: Db): Promise<ChampReportingRow[]> {
  return db.select().from(champReporting).where(eq(champReporting.mode, 'teams'));
}

export function listReports(db: Db, fixtureId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(fixtureReports)
    .where(eq(fixtureReports.fixtureId, fixtureId))
    .orderBy(asc(fixtureReports.createdAt), asc(fixtureReports.id));
}

/** Inserts the team's report, or replaces its earlier one (same id). */
export async function saveReport(db: Db, row: NewReportRow): Promise<ReportRow> {
  const [saved] = await db
    .insert(fixtureReports)
    .values(row)
    .onConflictDoUpdate({
      target: [fixtureReports.fixtureId, fixtureReports.teamId],
      set: {
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        games: row.games,
        evidence: row.evidence,
        comment: row.comment ?? '',
        reportedBy: row.reportedBy,
        updatedAt: row.updatedAt!,
      },
    })
    .returning();
  return saved!;
}

export async function findReporting(db: Db, fixtureId: string): Promise<FixtureReportingRow | undefined> {
  const [row] = await db.select().from(fixtureReporting).where(eq(fixtureReporting.fixtureId, fixtureId));
  return row;
}

export function findReportings(db: Db, fixtureIds: readonly string[]): Promise<FixtureReportingRow[]> {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fixtureReporting)
    .where(inArray(fixtureReporting.fixtureId, [...fixtureIds]));
}

export async function saveReporting(
  db: Db,
  row: typeof fixtureReporting.$inferInsert & { fixtureId: string; champId: string },
): Promise<void> {
  const { fixtureId, ...set } = row;
  await db
    .insert(fixtureReporting)
    .values(row)
    .onConflictDoUpdate({ target: fixtureReporting.fixtureId, set });
}

/** Single reports whose window has passed (reported at or before `before`). */
export function findReportedBefore(db: Db, before: Date): Promise<FixtureReportingRow[]> {
  return db
    .select()
    .from(fixtureReporting)
    .where(and(eq(fixtureReporting.state, 'reported'), lte(fixtureReporting.reportedAt, before)));
}

/** Disputes not settled as far as this module knows (the organiser may have entered the score since). */
export function findDisputed(db: Db, champId?: string): Promise<FixtureReportingRow[]> {
  return db
    .select()
    .from(fixtureReporting)
    .where(
      and(
        eq(fixtureReporting.state, 'disputed'),
        champId ? eq(fixtureReporting.champId, champId) : undefined,
      ),
    );
}

/** Matches flagged as unreported in a competition. */
export function findFlagged(db: Db, champId: string): Promise<FixtureReportingRow[]> {
  return db
    .select()
    .from(fixtureReporting)
    .where(and(eq(fixtureReporting.champId, champId), isNotNull(fixtureReporting.flaggedAt)));
}

/** Forgets the reports and reporting state of `fixtureIds` (their results were reset: they are to be played). */
export async function deleteReportsOf(db: Db, fixtureIds: readonly string[]): Promise<void> {
  if (fixtureIds.length === 0) return;
  await db.delete(fixtureReports).where(inArray(fixtureReports.fixtureId, [...fixtureIds]));
  await db.delete(fixtureReporting).where(inArray(fixtureReporting.fixtureId, [...fixtureIds]));
}
