import {
  type CreatedReport,
  type CreateReportBody,
  DEFAULT_REPORTING,
  type Fixture,
  type ReportIssue,
  type ReportIssueList,
  type ReportingSettings,
  type ReportStatus,
  type ResultReport,
  type ResultReportList,
  type ResultStatus,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { ensureSignedIn, findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import * as champs from '../champs/champs.service.ts';
import { checkSeries, getFixture, listFixtureRows } from '../fixtures/fixtures.service.ts';
import { setScore } from '../match-sheets/events.service.ts';
import { type Notice, notify } from '../notifications/notifications.service.ts';
import { findUserIdsWithRoleOn } from '../permissions/permissions.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import { findPublicProfiles } from '../users/users.service.ts';
import * as repo from './reports.repo.ts';

/**
 * Results reported by the teams (issue 27, item 1; docs/adr/0029-results-reported-by-teams.md). A competition in
 * `teams` mode lets each side's owner or manager report a match; two matching reports confirm it (applied as the
 * organiser's `PUT /api/fixture/{id}/score` would be, through the same function), two different ones open a
 * dispute the organiser settles with that same route. The sweep (`reports.sweep`, every minute) confirms single
 * reports whose window has passed, tells the teams when the organiser settled a dispute, and flags matches nobody
 * reported by their deadline. Every step tells the parties (inbox) and records `fixture.reportsChanged` (hub).
 */

const HOUR_MS = 60 * 60 * 1000;

/** Where the stored media ids are served (the runtime `storageBaseUrl`); wired by `startReports`. */
let storageBaseUrl = '/storage';
export function provideStorageBaseUrl(base: string): void {
  storageBaseUrl = base.replace(/\/+$/, '');
}

const matchLink = (fixtureId: string) => `/observe/match-center/${fixtureId}`;
const disputeLink = (fixtureId: string) => `/admin/match-center/edit-match/${fixtureId}`;

// ---- settings ------------------------------------------------------------------------------------------------

async function settingsOf(ctx: RequestContext, champId: string): Promise<ReportingSettings> {
  const row = await repo.findChampReporting(ctx.db, champId);
  return row
    ? { mode: row.mode, confirmHours: row.confirmHours, reportDeadlineHours: row.reportDeadlineHours }
    : DEFAULT_REPORTING;
}

export async function getReporting(ctx: RequestContext, champId: string): Promise<ReportingSettings> {
  await champs.getChampRow(ctx, champId);
  return settingsOf(ctx, champId);
}

export async function setReporting(
  ctx: RequestContext,
  champId: string,
  body: ReportingSettings,
): Promise<ReportingSettings> {
  await withTransaction(ctx, async (tx) => {
    const view = await champs.getChampView(tx, champId);
    await repo.upsertChampReporting(tx.db, { champId, ...body, updatedAt: tx.clock.now() });
    tx.events.record({ type: 'champ.reportingChanged', champId, leagueId: view.leagueId });
  });
  return settingsOf(ctx, champId);
}

/** For the fixtures module's `resultStatus` (app.ts hands it over with `provideReportStates`). */
export async function findReportStates(
  ctx: RequestContext,
  fixtureIds: readonly string[],
): Promise<Map<string, repo.ReportingState>> {
  const rows = await repo.findReportings(ctx.db, fixtureIds);
  return new Map(rows.filter((r) => r.state !== null).map((r) => [r.fixtureId, r.state!]));
}

// ---- who is told -----------------------------------------------------------------------------------------------

/** The owners and managers of these teams. */
async function peopleOfTeams(ctx: RequestContext, teamIds: string[]): Promise<string[]> {
  const [rows, managers] = await Promise.all([
    findTeamRows(ctx, teamIds),
    findUserIdsWithRoleOn(ctx, teamIds),
  ]);
  return [...new Set([...rows.map((t) => t.ownerId), ...managers])];
}

/** The competition's organiser: its owner, its league's owner and the league's managers. */
async function organisersOf(ctx: RequestContext, champId: string): Promise<string[]> {
  const view = await champs.getChampView(ctx, champId);
  const managers = await findUserIdsWithRoleOn(ctx, [view.leagueId]);
  return [...new Set([view.champ.ownerId, view.leagueOwnerId, ...managers])];
}

function noticesTo(userIds: readonly string[], content: Omit<Notice, 'userId' | 'email'>): Notice[] {
  return [...new Set(userIds)].map((userId) => ({ ...content, userId }) as Notice);
}

const scoreText = (r: { homeScore: number; awayScore: number }) => `${r.homeScore}–${r.awayScore}`;
const matchTitle = (f: Fixture) => `${f.homeTeamName ?? 'Home'} – ${f.awayTeamName ?? 'Away'}`;

async function recordChange(
  tx: RequestContext,
  f: Fixture,
  resultStatus: ResultStatus,
  reason: 'reported' | 'disputed' | 'confirmed' | 'unreported',
): Promise<void> {
  const leagueId = (await champs.getChampView(tx, f.champId)).leagueId;
  tx.events.record({
    type: 'fixture.reportsChanged',
    fixtureId: f.id,
    stageId: f.stageId,
    champId: f.champId,
    leagueId,
    resultStatus,
    reason,
  });
}

// ---- reporting ---------------------------------------------------------------------------------------------------

const sameGames = (a: repo.ReportRow, b: repo.ReportRow) =>
  a.games.length === 0 ||
  b.games.length === 0 ||
  (a.games.length === b.games.length &&
    a.games.every((g, i) => g.home === b.games[i]!.home && g.away === b.games[i]!.away));

/** Two reports agree when the score is the same, and so are the games where both gave them. */
function agree(a: repo.ReportRow, b: repo.ReportRow): boolean {
  return a.homeScore === b.homeScore && a.awayScore === b.awayScore && sameGames(a, b);
}

/** Applies a report's result as the organiser's `PUT /api/fixture/{id}/score` would. */
async function applyReport(
  tx: RequestContext,
  fixtureId: string,
  report: repo.ReportRow,
  other?: repo.ReportRow,
) {
  const games = report.games.length > 0 ? report.games : (other?.games ?? []);
  await setScore(tx, fixtureId, {
    homeScore: report.homeScore,
    awayScore: report.awayScore,
    ...(games.length > 0 ? { games } : {}),
  });
}

/**
 * `POST /api/fixture/{id}/reports`: the caller's team's report (403 unless they own or manage a side). Under the
 * fixture's report lock, so two reports arriving together are taken in turn and the result is confirmed once.
 */
export async function createReport(
  ctx: RequestContext,
  fixtureId: string,
  body: CreateReportBody,
): Promise<CreatedReport> {
  const caller = ensureSignedIn(ctx);
  return withTransaction(ctx, async (tx) => {
    await repo.lockFixtureReports(tx.db, fixtureId);
    const f = await getFixture(tx, fixtureId);
    if (!f.homeTeamId || !f.awayTeamId) {
      throw AppError.conflict(
        'fixture.teams_unknown',
        'Both teams must be known before the result is reported.',
      );
    }
    const granted = await findGranted(tx, Permission.TeamEdit, [f.homeTeamId, f.awayTeamId]);
    if (granted.size === 0) {
      throw AppError.forbidden(
        'permission.denied',
        'Only the owner or a manager of either team reports the result.',
      );
    }
    if (f.status === 'finished') {
      throw AppError.conflict('fixture.result_confirmed', 'The result of this match is confirmed already.');
    }
    if (f.status === 'cancelled') {
      throw AppError.conflict(
        'fixture.cancelled',
        'This match was called off: there is no result to report.',
      );
    }
    const settings = await settingsOf(tx, f.champId);
    if (settings.mode !== 'teams') {
      throw AppError.conflict(
        'fixture.reported_by_organiser',
        "The organiser enters this competition's results; the teams do not report them.",
      );
    }
    const teamId = teamOfReport(body, granted, f);
    const games = checkSeries(f.bestOf, body) ?? [];
    const now = tx.clock.now();
    const mine = await repo.saveReport(tx.db, {
      fixtureId,
      teamId,
      side: teamId === f.homeTeamId ? 'home' : 'away',
      homeScore: body.homeScore,
      awayScore: body.awayScore,
      games,
      evidence: body.evidence ?? [],
      comment: body.comment ?? '',
      reportedBy: caller.id,
      createdAt: now,
      updatedAt: now,
    });
    const other = (await repo.listReports(tx.db, fixtureId)).find((r) => r.teamId !== teamId);
    const otherTeamId = teamId === f.homeTeamId ? f.awayTeamId : f.homeTeamId;
    const reporterName = (teamId === f.homeTeamId ? f.homeTeamName : f.awayTeamName) ?? 'A team';
    if (!other) {
      await repo.saveReporting(tx.db, {
        fixtureId,
        champId: f.champId,
        state: 'reported',
        reportedAt: now,
        disputedAt: null,
        updatedAt: now,
      });
      await notify(
        tx,
        noticesTo(await peopleOfTeams(tx, [otherTeamId]), {
          kind: 'result.reported',
          title: `${reporterName} reported ${scoreText(mine)} in ${matchTitle(f)}`,
          body: `Report yours on the match page; without it this result is confirmed after ${settings.confirmHours} h.`,
          link: matchLink(fixtureId),
          subjectId: fixtureId,
        }),
      );
      await recordChange(tx, f, 'reported', 'reported');
      return { id: mine.id, teamId, status: 'reported' };
    }
    if (agree(mine, other)) {
      await applyReport(tx, fixtureId, mine, other);
      await repo.saveReporting(tx.db, { fixtureId, champId: f.champId, state: 'confirmed', updatedAt: now });
      await notify(
        tx,
        noticesTo(await peopleOfTeams(tx, [f.homeTeamId, f.awayTeamId]), {
          kind: 'result.confirmed',
          title: `${matchTitle(f)}: ${scoreText(mine)} confirmed`,
          body: 'Both teams reported the same result.',
          link: matchLink(fixtureId),
          subjectId: fixtureId,
        }),
      );
      await recordChange(tx, f, 'confirmed', 'confirmed');
      return { id: mine.id, teamId, status: 'confirmed' };
    }
    await repo.saveReporting(tx.db, {
      fixtureId,
      champId: f.champId,
      state: 'disputed',
      disputedAt: now,
      updatedAt: now,
    });
    const [home, away] = mine.side === 'home' ? [mine, other] : [other, mine];
    const content = {
      kind: 'result.disputed' as const,
      title: `${matchTitle(f)}: the teams disagree on the result`,
      body: `${f.homeTeamName ?? 'Home'} reported ${scoreText(home)}, ${f.awayTeamName ?? 'Away'} ${scoreText(away)}. The organiser decides.`,
      subjectId: fixtureId,
    };
    const organisers = await organisersOf(tx, f.champId);
    const teamPeople = (await peopleOfTeams(tx, [f.homeTeamId, f.awayTeamId])).filter(
      (id) => !organisers.includes(id),
    );
    await notify(tx, [
      ...noticesTo(teamPeople, { ...content, link: matchLink(fixtureId) }),
      ...noticesTo(organisers, { ...content, link: disputeLink(fixtureId) }),
    ]);
    await recordChange(tx, f, 'disputed', 'disputed');
    return { id: mine.id, teamId, status: 'disputed' };
  });
}

/** The side reported for: the one the caller runs, or `body.teamId` when they run both. */
function teamOfReport(body: CreateReportBody, granted: Set<string>, f: Fixture): string {
  if (body.teamId) {
    if (body.teamId !== f.homeTeamId && body.teamId !== f.awayTeamId) {
      throw AppError.invalid('report.team_not_in_match', 'That team does not play this match.', [
        { field: 'body.teamId', message: 'Not a team of this match' },
      ]);
    }
    if (!granted.has(body.teamId)) {
      throw AppError.forbidden('permission.denied', 'You report only for a team you own or manage.');
    }
    return body.teamId;
  }
  if (granted.size > 1) {
    throw AppError.invalid('report.team_required', 'You run both teams: say which one you report for.', [
      { field: 'body.teamId', message: 'Required when you run both teams' },
    ]);
  }
  return [...granted][0]!;
}

// ---- reading -------------------------------------------------------------------------------------------------------

function statusOfReport(r: repo.ReportRow, f: Fixture, state: repo.ReportingState | null): ReportStatus {
  if (f.status === 'finished') {
    return r.homeScore === f.homeScore && r.awayScore === f.awayScore ? 'confirmed' : 'overruled';
  }
  return state === 'disputed' ? 'disputed' : 'reported';
}

/** `GET /api/fixture/{id}/reports`: the reports, their evidence, and what the caller may do. */
export async function listReports(ctx: RequestContext, fixtureId: string): Promise<ResultReportList> {
  const f = await getFixture(ctx, fixtureId);
  const [settings, rows, reporting] = await Promise.all([
    settingsOf(ctx, f.champId),
    repo.listReports(ctx.db, fixtureId),
    repo.findReporting(ctx.db, fixtureId),
  ]);
  const state = reporting?.state ?? null;
  const [teams, people] = await Promise.all([
    findTeamRows(
      ctx,
      rows.map((r) => r.teamId),
    ),
    findPublicProfiles(
      ctx,
      rows.map((r) => r.reportedBy),
    ),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const personName = new Map(people.map((p) => [p.id, p.name]));
  const open = settings.mode === 'teams' && f.status !== 'finished' && f.status !== 'cancelled';
  const canReportFor =
    open && ctx.caller && f.homeTeamId && f.awayTeamId
      ? [...(await findGranted(ctx, Permission.TeamEdit, [f.homeTeamId, f.awayTeamId]))]
      : [];
  // Home side first, as the match is written.
  const sorted = [...rows].sort((a, b) => (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  const items: ResultReport[] = sorted.map((r) => ({
    id: r.id,
    fixtureId: r.fixtureId,
    teamId: r.teamId,
    teamName: teamName.get(r.teamId) ?? '',
    side: r.side,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    games: r.games,
    evidence: r.evidence.map((id) => ({ id, url: `${storageBaseUrl}/${id}` })),
    comment: r.comment,
    status: statusOfReport(r, f, state),
    reportedBy: r.reportedBy,
    reportedByName: personName.get(r.reportedBy) ?? '',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return {
    items,
    totalItems: items.length,
    resultStatus: f.resultStatus,
    mode: settings.mode,
    canReportFor: canReportFor.filter((id) => id === f.homeTeamId || id === f.awayTeamId),
    confirmsAt:
      f.resultStatus === 'reported' && reporting?.reportedAt
        ? new Date(reporting.reportedAt.getTime() + settings.confirmHours * HOUR_MS).toISOString()
        : null,
  };
}

/** `GET /api/champs/{id}/reporting/issues`: disputed matches, then those nobody reported by their deadline. */
export async function listReportIssues(ctx: RequestContext, champId: string): Promise<ReportIssueList> {
  await champs.getChampRow(ctx, champId);
  const [disputed, flagged] = await Promise.all([
    repo.findDisputed(ctx.db, champId),
    repo.findFlagged(ctx.db, champId),
  ]);
  const items: ReportIssue[] = [];
  for (const row of disputed) {
    const fixture = await getFixture(ctx, row.fixtureId);
    if (fixture.resultStatus !== 'disputed') continue;
    items.push({ kind: 'disputed', fixture, since: (row.disputedAt ?? row.updatedAt).toISOString() });
  }
  for (const row of flagged) {
    if (row.state !== null) continue;
    const fixture = await getFixture(ctx, row.fixtureId);
    if (fixture.resultStatus !== 'awaiting') continue;
    items.push({ kind: 'unreported', fixture, since: row.flaggedAt!.toISOString() });
  }
  return { items, totalItems: items.length };
}

// ---- the sweep -------------------------------------------------------------------------------------------------------

/**
 * A correction reset these matches' results (`fixture.corrected`, ADR 0031): they are to be played again, so the
 * teams' reports of the old result and its state go, and the teams report afresh (`resultStatus` is `awaiting`).
 */
export async function forgetReportsOf(ctx: RequestContext, fixtureIds: readonly string[]): Promise<void> {
  if (fixtureIds.length === 0) return;
  await withTransaction(ctx, (tx) => repo.deleteReportsOf(tx.db, fixtureIds));
}

/**
 * `reports.sweep` (every minute; tests call it after moving a fake clock): single reports past their window are
 * confirmed, disputes the organiser settled are announced, and matches past their report deadline with no report
 * are flagged to the organiser. Each match in its own transaction under its report lock, so a sweep and a report
 * arriving together never confirm twice. Answers what it did, for tests and the log.
 */
export async function runReportSweep(
  ctx: RequestContext,
): Promise<{ confirmed: number; settled: number; flagged: number }> {
  const done = { confirmed: 0, settled: 0, flagged: 0 };
  const now = ctx.clock.now();
  const teamChamps = await repo.findTeamReportingChamps(ctx.db);
  const settingsOfChamp = new Map(teamChamps.map((c) => [c.champId, c]));

  for (const row of await repo.findReportedBefore(ctx.db, now)) {
    const settings = settingsOfChamp.get(row.champId) ?? { confirmHours: DEFAULT_REPORTING.confirmHours };
    if (row.reportedAt!.getTime() + settings.confirmHours * HOUR_MS > now.getTime()) continue;
    if (await confirmSingleReport(ctx, row.fixtureId)) done.confirmed++;
  }
  for (const row of await repo.findDisputed(ctx.db)) {
    if (await announceSettled(ctx, row.fixtureId)) done.settled++;
  }
  for (const champ of teamChamps) {
    const due = now.getTime() - champ.reportDeadlineHours * HOUR_MS;
    const rows = (await listFixtureRows(ctx, { champId: champ.champId })).filter(
      (f) =>
        f.startsAt !== null &&
        f.startsAt.getTime() <= due &&
        !f.isBye &&
        f.homeTeamId &&
        f.awayTeamId &&
        f.status !== 'finished' &&
        f.status !== 'cancelled',
    );
    if (rows.length === 0) continue;
    const known = new Map(
      (
        await repo.findReportings(
          ctx.db,
          rows.map((f) => f.id),
        )
      ).map((r) => [r.fixtureId, r]),
    );
    for (const f of rows) {
      const seen = known.get(f.id);
      if (seen && (seen.state !== null || seen.flaggedAt !== null)) continue;
      if (await flagUnreported(ctx, f.id)) done.flagged++;
    }
  }
  return done;
}

async function confirmSingleReport(ctx: RequestContext, fixtureId: string): Promise<boolean> {
  try {
    return await withTransaction(ctx, async (tx) => {
      await repo.lockFixtureReports(tx.db, fixtureId);
      const reporting = await repo.findReporting(tx.db, fixtureId);
      if (reporting?.state !== 'reported') return false;
      const f = await getFixture(tx, fixtureId);
      const [report] = await repo.listReports(tx.db, fixtureId);
      if (!report || f.status === 'finished' || !f.homeTeamId || !f.awayTeamId) return false;
      await applyReport(tx, fixtureId, report);
      await repo.saveReporting(tx.db, {
        fixtureId,
        champId: f.champId,
        state: 'confirmed',
        updatedAt: tx.clock.now(),
      });
      await notify(
        tx,
        noticesTo(await peopleOfTeams(tx, [f.homeTeamId, f.awayTeamId]), {
          kind: 'result.confirmed',
          title: `${matchTitle(f)}: ${scoreText(report)} confirmed`,
          body: 'The other team did not report within the confirmation window.',
          link: matchLink(fixtureId),
          subjectId: fixtureId,
        }),
      );
      await recordChange(tx, f, 'confirmed', 'confirmed');
      return true;
    });
  } catch (error) {
    // The result cannot stand as reported (the bracket moved on, the rules refuse it): the organiser decides.
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn(
      { err: error, fixtureId },
      'a single report could not be confirmed; handed to the organiser',
    );
    await withTransaction(ctx, async (tx) => {
      await repo.lockFixtureReports(tx.db, fixtureId);
      const f = await getFixture(tx, fixtureId);
      const now = tx.clock.now();
      await repo.saveReporting(tx.db, {
        fixtureId,
        champId: f.champId,
        state: 'disputed',
        disputedAt: now,
        updatedAt: now,
      });
      await notify(
        tx,
        noticesTo(await organisersOf(tx, f.champId), {
          kind: 'result.disputed',
          title: `${matchTitle(f)}: a reported result could not be confirmed`,
          body: error.message,
          link: disputeLink(fixtureId),
          subjectId: fixtureId,
        }),
      );
      await recordChange(tx, f, 'disputed', 'disputed');
    });
    return false;
  }
}

/** A dispute the organiser settled with `PUT /api/fixture/{id}/score`: both teams are told. */
async function announceSettled(ctx: RequestContext, fixtureId: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    await repo.lockFixtureReports(tx.db, fixtureId);
    const reporting = await repo.findReporting(tx.db, fixtureId);
    if (reporting?.state !== 'disputed') return false;
    const f = await getFixture(tx, fixtureId);
    if (f.status !== 'finished' || !f.homeTeamId || !f.awayTeamId) return false;
    await repo.saveReporting(tx.db, {
      fixtureId,
      champId: f.champId,
      state: 'confirmed',
      updatedAt: tx.clock.now(),
    });
    await notify(
      tx,
      noticesTo(await peopleOfTeams(tx, [f.homeTeamId, f.awayTeamId]), {
        kind: 'result.confirmed',
        title: `${matchTitle(f)}: ${f.homeScore}–${f.awayScore} confirmed by the organiser`,
        body: 'The organiser settled the dispute.',
        link: matchLink(fixtureId),
        subjectId: fixtureId,
      }),
    );
    await recordChange(tx, f, 'confirmed', 'confirmed');
    return true;
  });
}

async function flagUnreported(ctx: RequestContext, fixtureId: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    await repo.lockFixtureReports(tx.db, fixtureId);
    const seen = await repo.findReporting(tx.db, fixtureId);
    if (seen && (seen.state !== null || seen.flaggedAt !== null)) return false;
    const f = await getFixture(tx, fixtureId);
    const now = tx.clock.now();
    await repo.saveReporting(tx.db, { fixtureId, champId: f.champId, flaggedAt: now, updatedAt: now });
    await notify(
      tx,
      noticesTo(await organisersOf(tx, f.champId), {
        kind: 'result.unreported',
        title: `${matchTitle(f)}: nobody reported the result`,
        body: 'Neither team reported by the deadline. Enter the result, or remind the teams.',
        link: disputeLink(fixtureId),
        subjectId: fixtureId,
      }),
    );
    await recordChange(tx, f, 'awaiting', 'unreported');
    return true;
  });
}
