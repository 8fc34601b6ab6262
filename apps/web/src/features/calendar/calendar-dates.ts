import { formatKickOffTime } from '../../lib/kick-off.ts';
import { addDays, dayOf, endOfDay, startOfDay } from '../../lib/zoned-time.ts';

/**
 * The calendar's days are calendar dates (`YYYY-MM-DD`, in no zone): its grid, its weeks and its anchor are
 * counted in days, and only the fixtures' kick-offs and the range asked of the server are instants, which become
 * days and back in the viewer's time zone (the `timeZone` arguments, `useDisplayTimeZone()`).
 */

/** How the calendar shows its range: a month grid, a week of days, or a list of days to come. */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const isCalendarView = (value: string | null): value is CalendarView =>
  (CALENDAR_VIEWS as readonly string[]).includes(value ?? '');

/** Days the list view shows from its first day. */
export const LIST_DAYS = 28;

/** `value` when it is a real calendar date (`2026-03-18`; not `2026-02-30`), else `undefined`. */
export function parseCalendarDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : undefined;
}

/** The day of the week of a calendar date: 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00.000Z`).getUTCDay();

/** Weeks start on Monday (ISO 8601). */
export function startOfWeek(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after `day`'s (before it when negative). */
function addMonths(day: string, months: number): string {
  const date = new Date(`${firstOfMonth(day)}T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

const lastOfMonth = (day: string) => addDays(addMonths(day, 1), -1);

/**
 * The days a view shows around `anchor`, both inclusive: the month's weeks (Monday to Sunday, so at most 42
 * days), the anchor's week, or LIST_DAYS days from the anchor.
 */
export function rangeOf(view: CalendarView, anchor: string): { start: string; end: string } {
  if (view === 'month') {
    const start = startOfWeek(firstOfMonth(anchor));
    return { start, end: addDays(startOfWeek(lastOfMonth(anchor)), 6) };
  }
  if (view === 'week') {
    const start = startOfWeek(anchor);
    return { start, end: addDays(start, 6) };
  }
  return { start: anchor, end: addDays(anchor, LIST_DAYS - 1) };
}

/** The range's instants in `timeZone`, as the server is asked them: the first day's start to the last day's end. */
export function instantsOf(
  range: { start: string; end: string },
  timeZone: string,
): { from: string; to: string } {
  return {
    from: startOfDay(range.start, timeZone).toISOString(),
    to: endOfDay(range.end, timeZone).toISOString(),
  };
}

/** The anchor of the previous (−1) or next (+1) page of a view. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'month') return addMonths(anchor, step);
  if (view === 'week') return addDays(anchor, step * 7);
  return addDays(anchor, step * LIST_DAYS);
}

/** Every day from `start` to `end`, inclusive. */
export function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Groups items by the day of `startsAt` in `timeZone` (`2026-03-01`), keeping their order. */
export function groupByDay<T extends { startsAt: string }>(
  items: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayOf(item.startsAt, timeZone);
    const list = days.get(key) ?? [];
    list.push(item);
    days.set(key, list);
  }
  return days;
}

/**
 * `15:30` in `timeZone` (the viewer's): a 24-hour clock, as on every other page of the app. English without
 * Intl's names (a league site's "today" shows it on first load: lib/kick-off.ts says why).
 */
export function formatTime(iso: string, locale: string, timeZone: string): string {
  if (locale === 'en') return formatKickOffTime(iso, timeZone);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

// A calendar date is written by Intl as the UTC midnight that starts it, read in UTC: the same day in any zone.
const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `Sunday, 1 March` (the list's day headings). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(asDate(day));
}

/** `March 2026`, `2 – 8 March 2026`, `1 Mar – 28 Mar 2026`: the title of a view's range. */
export function formatRange(view: CalendarView, start: string, end: string, anchor: string, locale: string) {
  if (view === 'month') {
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      asDate(anchor),
    );
  }
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatRange(asDate(start), asDate(end));
}

/** Short weekday names, Monday first (`Mon` … `Sun`). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => format.format(asDate(addDays('2026-01-05', i))));
}
