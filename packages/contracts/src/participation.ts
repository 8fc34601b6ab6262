import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Id, IdParams } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

/**
 * Check-in, withdrawals and disqualifications of a competition's teams (issue 27, items 2 and 3; ADR 0030).
 */

/** What the close does to a team that did not check in: dropped before the draw, or its matches forfeited. */
export const CheckInMissing = z.enum(['drop', 'forfeit']);
export type CheckInMissing = z.infer<typeof CheckInMissing>;

/** The round of a stage a check-in window is for (issue 27: "optionally before each round"). */
const RoundOfStage = {
  /** With `round`: the window before that round of this stage; without both, the competition's window. */
  stageId: Id.optional(),
  round: z.number().int().min(1).max(1000).optional(),
};

/** `stageId` and `round` come together (400 naming the one missing). */
function bothOrNeither(
  body: { stageId?: string | undefined; round?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (body.stageId !== undefined && body.round === undefined) {
    ctx.addIssue({ code: 'custom', message: 'A round goes with the stage', path: ['round'] });
  }
  if (body.round !== undefined && body.stageId === undefined) {
    ctx.addIssue({ code: 'custom', message: 'A stage goes with the round', path: ['stageId'] });
  }
}

export const SetCheckInBody = z
  .object({
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }),
    /**
     * `drop` (default for the competition's window): teams not checked in leave the competition before the
     * draw; once fixtures exist they cannot leave, so their matches are forfeited. `forfeit`: their unplayed
     * matches are forfeited, never dropped. A round's window only forfeits (`drop` there is a 400).
     */
    missing: CheckInMissing.optional(),
    ...RoundOfStage,
  })
  .superRefine((b, ctx) => {
    if (new Date(b.closesAt).getTime() <= new Date(b.opensAt).getTime()) {
      ctx.addIssue({ code: 'custom', message: 'Closes after it opens', path: ['closesAt'] });
    }
    bothOrNeither(b, ctx);
    if (b.stageId !== undefined && b.missing === 'drop') {
      ctx.addIssue({
        code: 'custom',
        message: "A round's check-in forfeits the matches of teams not checked in: only `forfeit`",
        path: ['missing'],
      });
    }
  });
export type SetCheckInBody = z.infer<typeof SetCheckInBody>;

export const CheckInBody = z.object({ teamId: Id, ...RoundOfStage }).superRefine(bothOrNeither);
export type CheckInBody = z.infer<typeof CheckInBody>;

/** `POST /champs/{id}/check-in/close?stageId=…&round=…`: a round's window; without both, the competition's. */
export const CloseCheckInQuery = z
  .object({ stageId: Id.optional(), round: z.coerce.number().int().min(1).max(1000).optional() })
  .superRefine(bothOrNeither);
export type CloseCheckInQuery = z.infer<typeof CloseCheckInQuery>;

/** `DELETE /champs/{id}/check-in?stageId=…&round=…`: the round whose window goes. */
export const RoundCheckInQuery = z.object({
  stageId: Id,
  round: z.coerce.number().int().min(1).max(1000),
});
export type RoundCheckInQuery = z.infer<typeof RoundCheckInQuery>;

export const CheckInStateName = z.enum(['none', 'scheduled', 'open', 'closed']);

export const CheckInTeam = z.object({
  teamId: Id,
  teamName: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  /** The caller may check this team in (its owner or Manager, the organiser, SystemAdmin). */
  canCheckIn: z.boolean(),
});
export type CheckInTeam = z.infer<typeof CheckInTeam>;

/**
 * A round's check-in window: the teams that play in that round (those known when asked), checked in or not.
 * At the close, a match loses the side that did not check in (a walkover), or is cancelled when neither did.
 */
export const RoundCheckIn = z.object({
  stageId: Id,
  stageName: z.string(),
  round: z.number().int(),
  state: CheckInStateName,
  opensAt: z.string(),
  closesAt: z.string(),
  /** Always `forfeit`: a round's missing team forfeits its match. */
  missing: z.literal('forfeit'),
  closedAt: z.string().nullable(),
  checkedInCount: z.number().int(),
  items: z.array(CheckInTeam),
  /** The matches the close forfeited (one side missing) and cancelled (neither side checked in). */
  forfeitedFixtureIds: z.array(Id),
  cancelledFixtureIds: z.array(Id),
});
export type RoundCheckIn = z.infer<typeof RoundCheckIn>;

/** A competition's check-in: its window (null fields without one) and every entered team, checked in or not. */
export const CheckIn = z.object({
  champId: Id,
  state: CheckInStateName,
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  missing: CheckInMissing.nullable(),
  /** When the close ran. */
  closedAt: z.string().nullable(),
  /** Teams the close dropped from the competition (no longer entered), with their names. */
  dropped: z.array(z.object({ teamId: Id, teamName: z.string() })),
  checkedInCount: z.number().int(),
  items: z.array(CheckInTeam),
  /** The windows before single rounds of a stage, in stage and round order. */
  rounds: z.array(RoundCheckIn),
});
export type CheckIn = z.infer<typeof CheckIn>;

export const WithdrawalMode = z.enum(['expunge', 'forfeitRemaining']);
export type WithdrawalMode = z.infer<typeof WithdrawalMode>;
export const WithdrawalKind = z.enum(['withdrawal', 'disqualification', 'noCheckIn']);
export type WithdrawalKind = z.infer<typeof WithdrawalKind>;

export const WithdrawBody = z.object({
  /**
   * `expunge`: the team's results are struck out of the standings (its matches kept, marked expunged; its
   * unplayed ones cancelled). `forfeitRemaining`: its results stand and its unplayed matches are forfeited. In a
   * knockout, double elimination or Swiss stage its unplayed matches are forfeited either way (a bracket cannot
   * strike out a result), so the opponent goes through.
   */
  mode: WithdrawalMode,
  reason: text(500).trim().min(1),
  /** A withdrawal (default) or a disqualification; the note on the standings says which. */
  kind: z.enum(['withdrawal', 'disqualification']).default('withdrawal'),
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;

export const Withdrawal = z.object({
  champId: Id,
  teamId: Id,
  teamName: z.string(),
  kind: WithdrawalKind,
  mode: WithdrawalMode,
  reason: z.string(),
  /** "Withdrawn: reason", "Disqualified: reason", "Did not check in". */
  note: z.string(),
  /** Fixtures forfeited, expunged or cancelled by it. */
  fixtureIds: z.array(Id),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalList = z.object({ items: z.array(Withdrawal) });
export type WithdrawalList = z.infer<typeof WithdrawalList>;

const TeamOfChampParams = z.object({ id: Id, teamId: Id });
const tags = ['participation'];
const organiser = Access.permission(Permission.ChampEdit, 'params.id');

export const participationRoutes = defineRoutes({
  getCheckIn: {
    method: 'GET',
    path: '/api/champs/:id/check-in',
    summary: "A competition's check-in window and who is in",
    tags,
    access: Access.public,
    params: IdParams,
    response: CheckIn,
  },
  setCheckIn: {
    method: 'PUT',
    path: '/api/champs/:id/check-in',
    summary: 'Set the check-in window (organiser); the teams are told when it opens and closes',
    description:
      'With `stageId` and `round`, the window before that round of the stage (409 `checkIn.stage_not_in_champ` naming `body.stageId` for a stage of another competition, 409 `checkIn.round_unknown` naming `body.round` for a round the stage has no match in; only `missing: "forfeit"`).',
    tags,
    access: organiser,
    params: IdParams,
    body: SetCheckInBody,
    response: CheckIn,
  },
  checkIn: {
    method: 'POST',
    path: '/api/champs/:id/check-in',
    summary: 'Check a team in (its owner or Manager) while the window is open',
    description:
      'Refused with 409 `checkIn.not_open` outside the window, 409 `checkIn.team_not_entered` (naming `body.teamId`) for a team not in the competition. Checking in twice counts once. With `stageId` and `round`, for that round: 409 `checkIn.none` (naming `body.round`) without a window for it, 409 `checkIn.team_not_in_round` (naming `body.teamId`) for a team with no match in it.',
    tags,
    access: Access.permission(Permission.TeamEdit, 'body.teamId'),
    params: IdParams,
    body: CheckInBody,
    status: 201,
    response: CheckIn,
  },
  closeCheckIn: {
    method: 'POST',
    path: '/api/champs/:id/check-in/close',
    summary: 'Close the check-in now (organiser): teams not checked in are dropped or forfeited',
    description:
      "What the scheduled close does at `closesAt`, run now. 409 `checkIn.none` without a window, `checkIn.closed` once closed. With `?stageId=…&round=…`, the close of that round's window: each of its matches is forfeited by the side not checked in, or cancelled when neither side is.",
    tags,
    access: organiser,
    params: IdParams,
    query: CloseCheckInQuery,
    response: CheckIn,
  },
  deleteRoundCheckIn: {
    method: 'DELETE',
    path: '/api/champs/:id/check-in',
    summary: "Remove a round's check-in window (organiser) before its close runs",
    description:
      'For a window set for the wrong round: its check-ins go with it and nothing is forfeited. 409 `checkIn.none` (naming `query.round`) without a window for that round, `checkIn.closed` once its close ran (its walkovers stand; correct them through the score).',
    tags,
    access: organiser,
    params: IdParams,
    query: RoundCheckInQuery,
    response: CheckIn,
  },
  listWithdrawals: {
    method: 'GET',
    path: '/api/champs/:id/withdrawals',
    summary: "A competition's withdrawn and disqualified teams",
    tags,
    access: Access.public,
    params: IdParams,
    response: WithdrawalList,
  },
  withdrawTeam: {
    method: 'POST',
    path: '/api/champs/:id/teams/:teamId/withdraw',
    summary:
      'Withdraw or disqualify a team (organiser): its results expunged or its remaining matches forfeited',
    description:
      '404 for an unknown team, 409 `withdrawal.team_not_entered` (naming `params.teamId`) for a team not in the competition, 409 `withdrawal.already` the second time.',
    tags,
    access: organiser,
    params: TeamOfChampParams,
    body: WithdrawBody,
    status: 201,
    response: Withdrawal,
  },
});
