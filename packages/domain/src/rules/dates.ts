// Spec §5 "Validation rules" (offer dialog date range) and §8 error catalogue; texts are verbatim.
// Dates are calendar days. "Today" is always an argument: the domain never reads the clock.

import { OFFER_DATE_RANGE_LIMIT_DAYS } from './constants.ts';

/** The spec's date-range messages, verbatim (spec §5, §8). */
export const DateRangeMessage = {
  InvalidDate: 'Invalid date format',
  StartAfterEnd: 'Start date must be before end date',
  OutsideOneYear: 'Please select a date within 1 year from today.',
} as const;
/** One of DateRangeMessage. */
export type DateRangeMessage = (typeof DateRangeMessage)[keyof typeof DateRangeMessage];

/** Stable codes for the same situations, for AppError and for the web app to branch on. */
export const DateRangeCode = {
  InvalidDate: 'offer.date_invalid',
  StartAfterEnd: 'offer.date_range_invalid',
  OutsideOneYear: 'offer.date_outside_one_year',
} as const;
/** One of DateRangeCode. */
export type DateRangeCode = (typeof DateRangeCode)[keyof typeof DateRangeCode];

/**
 * A calendar date: `YYYY-MM-DD`, an ISO date-time (its written date part is used), or a `Date` (its calendar date in
 * the runtime's zone — what a date picker shows). Null, undefined and '' mean "not chosen".
 */
export type DateInput = string | Date | null | undefined;

/** A date-range problem: its stable code and the spec's message. */
export interface DateProblem {
  readonly code: DateRangeCode;
  readonly message: DateRangeMessage;
}

/** The result of checkDateRange: valid, the problem if any, the 365-day flag and the length. */
export interface DateRangeCheck {
  /** Passes the spec's date range check (both dates valid, start not after end). */
  readonly isValid: boolean;
  readonly error?: DateProblem;
  /** False when the range is longer than 365 days; the dialog does not block on it (spec §5). */
  readonly isWithinOneYear: boolean;
  /** Length in days (end − start) when both dates are valid. */
  readonly days?: number;
}

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** Days since 1970-01-01 for a valid calendar date, else undefined. */
export function toDayNumber(input: DateInput): number | undefined {
  if (input === null || input === undefined) return undefined;
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return undefined;
    return Date.UTC(input.getFullYear(), input.getMonth(), input.getDate()) / MS_PER_DAY;
  }
  const match = ISO_DATE.exec(input.trim());
  if (!match) return undefined;
  if (input.length > 10 && Number.isNaN(Date.parse(input))) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return undefined;
  }
  return ms / MS_PER_DAY;
}

/** `YYYY-MM-DD` of a day number. */
export function toIsoDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of `date` plus `days`; throws RangeError for an invalid date. */
export function addDays(date: DateInput, days: number): string {
  const day = toDayNumber(date);
  if (day === undefined) throw new RangeError(DateRangeMessage.InvalidDate);
  return toIsoDate(day + days);
}

function isChosen(input: DateInput): boolean {
  return input !== null && input !== undefined && input !== '';
}

const problem = (key: keyof typeof DateRangeMessage): DateProblem => ({
  code: DateRangeCode[key],
  message: DateRangeMessage[key],
});

/**
 * The spec's date range check: an unparseable date → 'Invalid date format'; start after end → 'Start date must be
 * before end date' (the same day is allowed); otherwise valid, flagged `isWithinOneYear: false` beyond 365 days.
 */
export function checkDateRange(start: DateInput, end: DateInput): DateRangeCheck {
  const from = toDayNumber(start);
  const to = toDayNumber(end);
  if (from === undefined || to === undefined) {
    return { isValid: false, error: problem('InvalidDate'), isWithinOneYear: false };
  }
  const days = to - from;
  if (days < 0) return { isValid: false, error: problem('StartAfterEnd'), isWithinOneYear: false, days };
  return { isValid: true, isWithinOneYear: days <= OFFER_DATE_RANGE_LIMIT_DAYS, days };
}

/**
 * The spec's further rule: the start may not be before `today` and the whole range must lie within one year
 * (365 days) from `today`, else 'Please select a date within 1 year from today.'. Unparseable → 'Invalid date format'.
 * Returns undefined when the range is acceptable.
 */
export function findOneYearFromTodayProblem(
  start: DateInput,
  end: DateInput,
  today: DateInput,
): DateProblem | undefined {
  const from = toDayNumber(start);
  const to = toDayNumber(end);
  const now = toDayNumber(today);
  if (from === undefined || to === undefined || now === undefined) return problem('InvalidDate');
  if (from < now || to < now || to > now + OFFER_DATE_RANGE_LIMIT_DAYS) return problem('OutsideOneYear');
  return undefined;
}

/**
 * Everything the server checks before accepting an offer's contract period, first problem first: invalid date,
 * start after end, outside one year from today. Undefined when the offer's dates are acceptable.
 */
export function findOfferDateProblem(
  start: DateInput,
  end: DateInput,
  today: DateInput,
): DateProblem | undefined {
  const range = checkDateRange(start, end);
  if (range.error) return range.error;
  return findOneYearFromTodayProblem(start, end, today);
}

/** Spec §5: the offer dialog's default range is today to tomorrow (`YYYY-MM-DD`). */
export function defaultOfferDateRange(today: DateInput): { startDate: string; endDate: string } {
  return { startDate: addDays(today, 0), endDate: addDays(today, 1) };
}

/** Spec §5: the calendar's minimum date is today (`YYYY-MM-DD`). */
export function offerCalendarMinDate(today: DateInput): string {
  return addDays(today, 0);
}

/** What canSendOffer looks at: the chosen team and the two dates. */
export interface OfferFormState {
  readonly teamId?: string | null;
  readonly startDate?: DateInput;
  readonly endDate?: DateInput;
}

/**
 * Spec §5: Send Offer is enabled only when a team is chosen, both dates are chosen and the date range check
 * passes.
 */
export function canSendOffer(state: OfferFormState): boolean {
  if (!state.teamId) return false;
  if (!isChosen(state.startDate) || !isChosen(state.endDate)) return false;
  return checkDateRange(state.startDate, state.endDate).isValid;
}
