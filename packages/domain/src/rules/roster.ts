// Team rosters (spec §3 "Player", §7 "Teams"): a player is on a team for a contract period, with a shirt
// number. Dates are calendar days `YYYY-MM-DD`; "today" is always an argument: the domain never reads the clock.

/**
 * A contract period: inclusive at both ends. A null start is open towards the past, a null end is open-ended.
 * `YYYY-MM-DD` strings compare as dates.
 */
export interface ContractPeriod {
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** A roster entry as the rules see it: `id` null for an entry not stored yet. */
export interface RosterEntry extends ContractPeriod {
  readonly id: string | null;
  readonly playerId: string;
  readonly shirtNumber: number | null;
}

/** Stable codes of a refused roster entry; `field` names the request body field to point at. */
export const RosterProblemCode = {
  SportMismatch: 'team.player_sport_mismatch',
  PeriodInvalid: 'team.contract_period_invalid',
  AlreadyOnRoster: 'team.player_already_on_roster',
  ShirtNumberTaken: 'team.shirt_number_taken',
} as const;
export type RosterProblemCode = (typeof RosterProblemCode)[keyof typeof RosterProblemCode];

export interface RosterProblem {
  readonly code: RosterProblemCode;
  /** `invalid`: the entry itself is wrong (400); `conflict`: it clashes with another entry (409). */
  readonly kind: 'invalid' | 'conflict';
  readonly field: 'playerId' | 'endDate' | 'shirtNumber' | null;
  readonly message: string;
  /** The entry it clashes with, for a conflict. */
  readonly conflictingEntryId?: string;
}

/** An end before the start is no period; either end open is always valid. */
export function isContractPeriodValid(period: ContractPeriod): boolean {
  return period.startDate === null || period.endDate === null || period.startDate <= period.endDate;
}

/** Whether two valid periods share at least one day (ends inclusive, nulls open). */
export function doPeriodsOverlap(a: ContractPeriod, b: ContractPeriod): boolean {
  const aStartsBeforeBEnds = a.startDate === null || b.endDate === null || a.startDate <= b.endDate;
  const bStartsBeforeAEnds = b.startDate === null || a.endDate === null || b.startDate <= a.endDate;
  return aStartsBeforeBEnds && bStartsBeforeAEnds;
}

/** Whether `day` (`YYYY-MM-DD`) falls within the period: a current roster is the entries where today does. */
export function isDayInPeriod(period: ContractPeriod, day: string): boolean {
  return doPeriodsOverlap(period, { startDate: day, endDate: day });
}

export interface RosterEntryCheck {
  /** The entry being added or changed (`id` of the stored entry when changed). */
  readonly entry: RosterEntry;
  /** The team's other entries (the entry's own stored version, if present, is skipped by id). */
  readonly roster: readonly RosterEntry[];
  readonly playerSportKindId: string;
  readonly teamSportKindId: string;
}

/**
 * The first rule a roster entry breaks, or undefined: the player's sport must be the team's; the period must
 * not end before it starts; the player is on the team once at any one time; a shirt number is worn by one
 * entry of the team at any one time. Input problems come before conflicts.
 */
export function findRosterProblem(check: RosterEntryCheck): RosterProblem | undefined {
  const { entry } = check;
  if (check.playerSportKindId !== check.teamSportKindId) {
    return {
      code: RosterProblemCode.SportMismatch,
      kind: 'invalid',
      field: 'playerId',
      message: "The player's sport is not the team's.",
    };
  }
  if (!isContractPeriodValid(entry)) {
    return {
      code: RosterProblemCode.PeriodInvalid,
      kind: 'invalid',
      field: 'endDate',
      message: 'The contract cannot end before it starts.',
    };
  }
  const others = check.roster.filter((other) => entry.id === null || other.id !== entry.id);
  const samePlayer = others.find(
    (other) => other.playerId === entry.playerId && doPeriodsOverlap(other, entry),
  );
  if (samePlayer) {
    return {
      code: RosterProblemCode.AlreadyOnRoster,
      kind: 'conflict',
      field: null,
      message: 'The player is already on the team for part of this period.',
      ...(samePlayer.id !== null ? { conflictingEntryId: samePlayer.id } : {}),
    };
  }
  if (entry.shirtNumber !== null) {
    const sameShirt = others.find(
      (other) => other.shirtNumber === entry.shirtNumber && doPeriodsOverlap(other, entry),
    );
    if (sameShirt) {
      return {
        code: RosterProblemCode.ShirtNumberTaken,
        kind: 'conflict',
        field: 'shirtNumber',
        message: `Shirt number ${entry.shirtNumber} is taken in the team for part of this period.`,
        ...(sameShirt.id !== null ? { conflictingEntryId: sameShirt.id } : {}),
      };
    }
  }
  return undefined;
}
