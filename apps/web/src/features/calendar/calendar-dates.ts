import dayjs, { type Dayjs } from 'dayjs';
import { formatKickOffTime } from '../../lib/kick-off.ts';

/** How the calendar shows its range: a month grid, a week of days, or a list of days to come. */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const isCalendarView = (value: string | null): value is CalendarView =>
  (CALENDAR_VIEWS as readonly string[]).includes(value ?? '');

/** Days the list view shows from its first day. */
export const LIST_DAYS = 28;

/** Weeks start on Monday (ISO 8601), whatever dayjs's locale says. */
export function startOfWeek(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/**
 * The days a view shows around `anchor`, in the viewer's time zone: the month's weeks (Monday to Sunday, so
 * at most 42 days), the anchor's week, or LIST_DAYS days from the anchor.
 */
export function rangeOf(view: CalendarView, anchor: Dayjs): { start: Dayjs; end: Dayjs } {
  if (view === 'month') {
    const start = startOfWeek(anchor.startOf('month'));
    const end = startOfWeek(anchor.endOf('month')).add(6, 'day').endOf('day');
    return { start, end };
  }
  if (view === 'week') {
    const start = startOfWeek(anchor);
    return { start, end: start.add(6, 'day').endOf('day') };
  }
  const start = anchor.startOf('day');
  return { start, end: start.add(LIST_DAYS - 1, 'day').endOf('day') };
}

/** The anchor of the previous (−1) or next (+1) page of a view. */
export function shiftAnchor(view: CalendarView, anchor: Dayjs, step: -1 | 1): Dayjs {
  if (view === 'month') return anchor.startOf('month').add(step, 'month');
  if (view === 'week') return anchor.add(step * 7, 'day');
  return anchor.add(step * LIST_DAYS, 'day');
}

/** Every day from `start` to `end`, inclusive. */
export function daysOf(start: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = start.startOf('day'); !day.isAfter(end); day = day.add(1, 'day')) days.push(day);
  return days;
}

/** `2026-03-01` in the viewer's time zone: the key fixtures are grouped by. */
export const dayKeyOf = (date: Dayjs | string) => dayjs(date).format('YYYY-MM-DD');

/** Groups items by the local day of `startsAt`, keeping their order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKeyOf(item.startsAt);
    const list = days.get(key) ?? [];
    list.push(item);
    days.set(key, list);
  }
  return days;
}

/** The viewer's time zone name (`Europe/Lisbon`), as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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

/** `Sunday, 1 March` (the list's day headings). */
export function formatDay(day: Dayjs, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    day.toDate(),
  );
}

/** `March 2026`, `2 – 8 March 2026`, `1 Mar – 28 Mar 2026`: the title of a view's range. */
export function formatRange(view: CalendarView, start: Dayjs, end: Dayjs, anchor: Dayjs, locale: string) {
  if (view === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(anchor.toDate());
  }
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    start.toDate(),
    end.toDate(),
  );
}

/** Short weekday names, Monday first (`Mon` … `Sun`). */
export function weekdayNames(locale: string): string[] {
  const monday = startOfWeek(dayjs('2026-01-05'));
  return Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(monday.add(i, 'day').toDate()),
  );
}
