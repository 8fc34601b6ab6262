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

export const SetCheckInBody = z
  .object({
    opensAt: z.iso.datetime({ offset: true }),
    closesAt: z.iso.datetime({ offset: true }),
    /**
     * `drop` (default): teams not checked in leave the competition before the draw; once fixtures exist they
     * cannot leave, so their matches are forfeited. `forfeit`: their unplayed matches are forfeited, never dropped.
     */
    missing: CheckInMissing.default('drop'),
  })
  .refine((b) => new Date(b.closesAt).getTime() > new Date(b.opensAt).getTime(), {
    message: 'Closes after it opens',
    path: ['closesAt'],
  });
export type SetCheckInBody = z.infer<typeof SetCheckInBody>;

export const CheckInBody = z.object({ teamId: Id });
export type CheckInBody = z.infer<typeof CheckInBody>;

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
      'Refused with 409 `checkIn.not_open` outside the window, 409 `checkIn.team_not_entered` (naming `body.teamId`) for a team not in the competition. Checking in twice counts once.',
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
      'What the scheduled close does at `closesAt`, run now. 409 `checkIn.none` without a window, `checkIn.closed` once closed.',
    tags,
    access: organiser,
    params: IdParams,
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
