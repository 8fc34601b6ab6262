import { formatCalendarDate, formatDayOf, formatInstant } from './zoned-time.ts';

const UNITS = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * `formatRelativeTime('2026-11-25T10:00:00Z', now)` → "5 minutes ago", "in 13 days", "yesterday". Under a minute
 * reads "now". Days rather than weeks: "next week" hides whether an invitation lapses in 8 days or 13. `now` is
 * an argument so the text is the same for every row of one render.
 */
export function formatRelativeTime(iso: string, now: Date, locale = 'en'): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact instant in `timeZone` (the viewer's), for a tooltip beside a relative time: "25 Nov 2026, 10:00". */
export function formatDateTime(iso: string, timeZone: string): string {
  return formatInstant(iso, timeZone, 'D MMM YYYY, HH:mm');
}

/**
 * A day as "25 Nov 2026": a calendar date (`YYYY-MM-DD`) as it is, an instant (a payment, an expiry) as its day
 * in `timeZone`.
 */
export function formatDay(value: string, timeZone: string): string {
  return formatDayOf(value, timeZone, 'D MMM YYYY');
}

/** A contract period, whose ends are calendar dates (`YYYY-MM-DD`, in no zone), as "1 Dec 2026 – 30 Jun 2027". */
export function formatPeriod(start: string, end: string): string {
  return `${formatCalendarDate(start, 'D MMM YYYY')} – ${formatCalendarDate(end, 'D MMM YYYY')}`;
}
