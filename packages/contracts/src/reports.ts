import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Fixture, GameScore, ResultStatus } from './fixtures.ts';
import { Id, IdParams } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

/**
 * Results reported by the teams (issue 27, item 1; docs/adr/0029-results-reported-by-teams.md). A competition
 * chooses who enters results: the organiser only (the default), or the teams. Then each side's owner or manager
 * reports the score with evidence; two matching reports confirm it, two different ones open a dispute the
 * organiser resolves with `PUT /api/fixture/{id}/score`; a single report is confirmed after `confirmHours`.
 */
export const REPORTING_MODES = ['organiser', 'teams'] as const;
export const ReportingMode = z.enum(REPORTING_MODES);
export type ReportingMode = z.infer<typeof ReportingMode>;

const Score = z.number().int().min(0).max(999);
const Hours = z
  .number()
  .int()
  .min(1)
  .max(24 * 30);

export const ReportingSettings = z.object({
  mode: ReportingMode,
  /** A single report is confirmed this many hours after it was made, unless the other side reports. */
  confirmHours: Hours,
  /** A match nobody has reported this many hours after kick-off is flagged to the organiser. */
  reportDeadlineHours: Hours,
});
export type ReportingSettings = z.infer<typeof ReportingSettings>;

export const DEFAULT_REPORTING: ReportingSettings = {
  mode: 'organiser',
  confirmHours: 24,
  reportDeadlineHours: 48,
};

/** An uploaded image's id (`POST /api/image`), as evidence. */
export const EvidenceImageId = z
  .string()
  .max(200)
  .regex(/^images\/[A-Za-z0-9_-]+(?:\.webp)?$/, 'Use the id of an image uploaded with POST /api/image');

export const CreateReportBody = z.object({
  homeScore: Score,
  awayScore: Score,
  /** Each game of a series, in order (as `PUT /api/fixture/{id}/score` takes them). */
  games: z.array(GameScore).max(7).optional(),
  /** Uploaded screenshots (`POST /api/image` ids). */
  evidence: z.array(EvidenceImageId).max(6).optional(),
  comment: text(1000).optional(),
  /** The side reported for; needed only by a caller who manages both teams (an organiser, SystemAdmin). */
  teamId: Id.optional(),
});
export type CreateReportBody = z.infer<typeof CreateReportBody>;

/**
 * A report's state: `reported` (waiting for the other side or the window), `confirmed` (the result stands as
 * it says), `disputed` (the other side reported otherwise), `overruled` (the result stands otherwise).
 */
export const REPORT_STATUSES = ['reported', 'confirmed', 'disputed', 'overruled'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const CreatedReport = z.object({ id: Id, teamId: Id, status: ReportStatus });
export type CreatedReport = z.infer<typeof CreatedReport>;

export const ResultReport = z.object({
  id: Id,
  fixtureId: Id,
  teamId: Id,
  teamName: z.string(),
  side: z.enum(['home', 'away']),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  games: z.array(GameScore),
  evidence: z.array(z.object({ id: z.string(), url: z.string() })),
  comment: z.string(),
  status: ReportStatus,
  reportedBy: z.string(),
  reportedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResultReport = z.infer<typeof ResultReport>;

export const ResultReportList = z.object({
  items: z.array(ResultReport),
  totalItems: z.number().int(),
  resultStatus: ResultStatus,
  /** Who enters this competition's results. */
  mode: ReportingMode,
  /** The teams the caller may report for (empty for anyone else, or when the organiser enters results). */
  canReportFor: z.array(Id),
  /** When a single report is confirmed on its own (null without one). */
  confirmsAt: z.string().nullable(),
});
export type ResultReportList = z.infer<typeof ResultReportList>;

/** A match that needs the organiser: two reports that differ, or nobody reported by the deadline. */
export const ReportIssue = z.object({
  kind: z.enum(['disputed', 'unreported']),
  fixture: Fixture,
  /** When it was flagged (the dispute opened, the deadline passed). */
  since: z.string(),
});
export type ReportIssue = z.infer<typeof ReportIssue>;

export const ReportIssueList = z.object({ items: z.array(ReportIssue), totalItems: z.number().int() });
export type ReportIssueList = z.infer<typeof ReportIssueList>;

const tags = ['reports'];
const editChamp = Access.permission(Permission.ChampEdit, 'params.id');

export const reportRoutes = defineRoutes({
  getReporting: {
    method: 'GET',
    path: '/api/champs/:id/reporting',
    summary: 'Who enters the results of a competition, and its windows',
    tags,
    access: Access.public,
    params: IdParams,
    response: ReportingSettings,
  },
  setReporting: {
    method: 'PUT',
    path: '/api/champs/:id/reporting',
    summary: 'Let the teams report results (or the organiser only), with the confirmation and report windows',
    tags,
    access: editChamp,
    params: IdParams,
    body: ReportingSettings,
    response: ReportingSettings,
  },
  listReportIssues: {
    method: 'GET',
    path: '/api/champs/:id/reporting/issues',
    summary: 'Matches waiting for the organiser: disputed, or not reported by their deadline',
    tags,
    access: editChamp,
    params: IdParams,
    response: ReportIssueList,
  },
  createFixtureReport: {
    method: 'POST',
    path: '/api/fixture/:id/reports',
    summary: "Report a match's result for one's team (replaces the team's earlier report until confirmed)",
    description:
      'By the owner or a manager of either team (403 otherwise), when the competition lets the teams report. Two matching reports confirm the result; two different ones open a dispute. 409 `fixture.result_confirmed` once the result stands.',
    tags,
    access: Access.signedIn,
    params: IdParams,
    body: CreateReportBody,
    status: 201,
    response: CreatedReport,
  },
  listFixtureReports: {
    method: 'GET',
    path: '/api/fixture/:id/reports',
    summary: "The teams' reports of a match, with their evidence",
    tags,
    access: Access.public,
    params: IdParams,
    response: ResultReportList,
  },
});
