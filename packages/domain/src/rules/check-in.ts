// Check-in (issue 27, item 2): a window before the competition in which each entered team confirms it plays.

export interface CheckInWindow {
  readonly opensAt: Date;
  readonly closesAt: Date;
  /** When the close ran (teams not checked in were dropped or forfeited); null until then. */
  readonly closedAt: Date | null;
}

/** `none` without a window; `scheduled` before it opens; `open` while teams may check in; `closed` after. */
export type CheckInState = 'none' | 'scheduled' | 'open' | 'closed';

/** Where a window stands at `now`: closed once its close ran or its closing time passed. */
export function checkInState(window: CheckInWindow | null, now: Date): CheckInState {
  if (!window) return 'none';
  if (window.closedAt || now.getTime() >= window.closesAt.getTime()) return 'closed';
  if (now.getTime() < window.opensAt.getTime()) return 'scheduled';
  return 'open';
}

/** Teams entered but not checked in, in entry order: those the close drops or forfeits. */
export function missingCheckIns<T>(entered: readonly T[], checkedIn: readonly T[]): T[] {
  const inSet = new Set(checkedIn);
  return entered.filter((team) => !inSet.has(team));
}

/**
 * What a round's check-in close does to one match (issue 27: check-in "optionally before each round"): it goes
 * ahead when both sides checked in; the side that did not forfeits it (a walkover to the other); when neither
 * did, it is cancelled — a walkover needs a winner, and a 0–0 double forfeit would count as a draw played.
 */
export type RoundCheckInOutcome =
  | { kind: 'play' }
  | { kind: 'forfeit'; side: 'home' | 'away' }
  | { kind: 'cancel' };

export function roundCheckInOutcome<T>(
  match: { readonly homeTeamId: T; readonly awayTeamId: T },
  checkedIn: ReadonlySet<T>,
): RoundCheckInOutcome {
  const home = checkedIn.has(match.homeTeamId);
  const away = checkedIn.has(match.awayTeamId);
  if (home && away) return { kind: 'play' };
  if (home) return { kind: 'forfeit', side: 'away' };
  if (away) return { kind: 'forfeit', side: 'home' };
  return { kind: 'cancel' };
}
