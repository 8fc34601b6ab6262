import type { Fixture, MatchSheet } from '@matchday/contracts';
import { FootballPeriod, footballPeriodStart, isFootballFamily } from '@matchday/domain';

/**
 * The match clock, shared by the public match page and the match sheet (the minute a new event is given).
 * Pure: `now` (milliseconds) is an argument, so the page ticks it and tests fix it.
 */

/** The sport's match length (`MatchSheet.periods`): periods and minutes per period (null: untimed, e.g. sets). */
export type ClockSettings = Pick<MatchSheet['periods'], 'count' | 'minutes'>;

/** Extra periods (extra time, overtime) last a third of a regular one: 15 minutes in football. */
const extraLength = (minutes: number) => Math.max(1, Math.round(minutes / 3));

/**
 * The clock minute a period starts at. Football's halves and extra time come from the domain (0, 45, 90,
 * 105); other timed sports count their periods on from 0, extra periods a third as long (futsal 2 × 20
 * then 2 × 7). Null for untimed sports (sets).
 */
export function periodStartMinute(
  period: number,
  periods: ClockSettings,
  sportKindId: string,
): number | null {
  const { count, minutes } = periods;
  if (minutes === null) return null;
  if (isFootballFamily(sportKindId) && minutes === 45 && count === 2) return footballPeriodStart(period);
  if (period <= count) return (period - 1) * minutes;
  return count * minutes + (period - count - 1) * extraLength(minutes);
}

/** A period's regular length in minutes (null: untimed). */
export function periodLength(period: number, periods: ClockSettings): number | null {
  if (periods.minutes === null) return null;
  return period <= periods.count ? periods.minutes : extraLength(periods.minutes);
}

/** Whether a period is the football shoot-out, which has no clock. */
export const isShootoutPeriod = (period: number | null, sportKindId: string): boolean =>
  period === FootballPeriod.penalties && isFootballFamily(sportKindId);

export interface ClockReading {
  /** The clock's minute and second, from the start of the match (67:12 → 4032 s). */
  readonly seconds: number;
  /** Where the period's regular time ends (45, 90…); beyond it the clock reads added time. */
  readonly periodEndMinute: number;
}

/**
 * What the clock reads at `now` while a period is being played: the period's start minute plus the time
 * since `periodStartedAt`. Null when no clock runs (not live, no period start, untimed sport, shoot-out).
 */
export function readMatchClock(
  fixture: Pick<Fixture, 'status' | 'period' | 'periodStartedAt'>,
  periods: ClockSettings,
  sportKindId: string,
  now: number,
): ClockReading | null {
  if (fixture.status !== 'live' || fixture.period === null || fixture.periodStartedAt === null) return null;
  if (isShootoutPeriod(fixture.period, sportKindId)) return null;
  const start = periodStartMinute(fixture.period, periods, sportKindId);
  const length = periodLength(fixture.period, periods);
  const startedAt = Date.parse(fixture.periodStartedAt);
  if (start === null || length === null || Number.isNaN(startedAt)) return null;
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return { seconds: start * 60 + elapsed, periodEndMinute: start + length };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `23:45`, or `45+2:13` once the period's regular time is up. */
export function formatClock(reading: ClockReading): string {
  const end = reading.periodEndMinute * 60;
  if (reading.seconds < end) return `${pad(Math.floor(reading.seconds / 60))}:${pad(reading.seconds % 60)}`;
  const over = reading.seconds - end;
  return `${reading.periodEndMinute}+${Math.floor(over / 60)}:${pad(over % 60)}`;
}

/**
 * The minute an event happening now is recorded at, the way football writes it: minute 23 for 22:10 (the
 * 23rd minute is being played), 45 and 2 added for 46:30 in the first half.
 */
export function currentEventMinute(reading: ClockReading): { minute: number; addedTime: number } {
  const minute = Math.floor(reading.seconds / 60) + 1;
  if (minute <= reading.periodEndMinute) return { minute, addedTime: 0 };
  return { minute: reading.periodEndMinute, addedTime: minute - reading.periodEndMinute };
}

/** An event's minute as a timeline shows it: `23'`, `90+3'`; empty for shoot-out kicks (no minute). */
export function formatMinute(minute: number | null, addedTime: number | null | undefined): string {
  if (minute === null) return '';
  return addedTime ? `${minute}+${addedTime}'` : `${minute}'`;
}
