// The offer dialog's decisions (spec §5), built on the domain's date and team-filter rules so the dialog and the
// server judge a contract period the same way. No React here: the dialog renders what these return. Here with the
// player requests it shapes: players' OfferPlayerDialog uses it as registrations' contract-period dialogs do.
import type { CreatePlayerTeamRequestBody } from '@matchday/contracts';
import {
  canSendOffer,
  type DateProblem,
  DateRangeCode,
  findOfferDateProblem,
  findTeamByExactName,
  type TeamOption,
} from '@matchday/domain';

/** The calendar's value: `YYYY-MM-DD` strings, null while a side is not chosen (Mantine's range value). */
export type OfferRange = [string | null, string | null];

/** The catalogue key of each date problem's text (players.en.ts holds the spec's texts verbatim). */
const dateMessageKeys = {
  [DateRangeCode.InvalidDate]: 'players.offer.errors.invalidDate',
  [DateRangeCode.StartAfterEnd]: 'players.offer.errors.startAfterEnd',
  [DateRangeCode.OutsideOneYear]: 'players.offer.errors.outsideOneYear',
} as const satisfies Record<DateRangeCode, string>;

/** The catalogue key for a date-range code (from the domain or from the server's 400), else undefined. */
export function findDateMessageKey(code: string): string | undefined {
  return Object.hasOwn(dateMessageKeys, code) ? dateMessageKeys[code as DateRangeCode] : undefined;
}

/**
 * The date error the dialog shows in red once both dates are chosen: the first of the domain's offer-date
 * problems (invalid date, start after end, outside one year from today). The last one is only a flag: it is
 * shown, but Send Offer does not wait for it (spec §5) — see isSendEnabled.
 */
export function findRangeProblem(range: OfferRange, today: string): DateProblem | undefined {
  const [start, end] = range;
  if (start === null || end === null) return undefined;
  return findOfferDateProblem(start, end, today);
}

/** Spec §5: a team chosen, both dates chosen and the date range check passing (the one-year flag not counted). */
export function isSendEnabled(teamId: string | null, range: OfferRange): boolean {
  return canSendOffer({ teamId, startDate: range[0], endDate: range[1] });
}

/**
 * Spec §5: on submit the typed text must exactly match a team name, otherwise nothing is sent. The team sent is
 * the one the text names, looked up among the listed teams and the one picked last.
 */
export function findOfferedTeam<T extends TeamOption>(
  text: string,
  listed: readonly T[],
  picked: T | null,
): T | undefined {
  return findTeamByExactName(picked ? [...listed, picked] : listed, text);
}

/** What the dialog needs to know about the player it offers a place to. */
export interface OfferedPlayer {
  readonly id: string;
  readonly ownerId: string;
}

/** Spec §3 "Offer request": the player's owner decides; the current user sends it as the team's owner. */
export function toOfferRequest(args: {
  player: OfferedPlayer;
  teamId: string;
  startDate: string;
  endDate: string;
  currentUserId: string;
}): CreatePlayerTeamRequestBody {
  return {
    userId: args.player.ownerId,
    playerId: args.player.id,
    teamId: args.teamId,
    startDate: args.startDate,
    endDate: args.endDate,
    isSentByUser: false,
    teamOwnerId: args.currentUserId,
  };
}
