/**
 * Instants as wall-clock dates and times in a named time zone (IANA), and calendar dates (`YYYY-MM-DD`, a day
 * with no zone: a contract period's ends, a registration deadline). The zone is always an argument — components
 * take it from `useDisplayTimeZone()` (lib/display-time-zone.tsx) — and the process's own zone is never read:
 * no local Date getters, no `toLocale*` or Intl without `timeZone`, no local dayjs.
 *
 * Without dayjs, and without Intl for UTC (its fields are the Date's UTC getters): a page's first Intl date format
 * loads the browser's locale data (lib/kick-off.ts says what that costs on a phone). Any other zone goes through
 * one cached `Intl.DateTimeFormat` per zone.
 */

/** An instant: an ISO date-time, epoch milliseconds or a Date. */
export type Instant = string | number | Date;

const DAY = 86_400_000;

/** Zones whose wall clock is UTC's at every instant. */
const UTC_ZONES: ReadonlySet<string> = new Set([
  'UTC',
  'Etc/UTC',
  'GMT',
  'Etc/GMT',
  'Etc/UCT',
  'UCT',
  'Zulu',
]);

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's cached formatter of every wall-clock field; `null` for a zone the platform does not know. */
function fieldsFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // A RangeError: not a zone of the platform's. Shown in UTC rather than failing the page.
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function millisecondsOf(instant: Instant): number {
  if (typeof instant === 'number') return instant;
  if (typeof instant === 'string') return Date.parse(instant);
  return instant.getTime();
}

/**
 * The wall clock of `instant` in `timeZone`, as a Date whose UTC fields (`getUTCHours()`, `getUTCDay()`, …) read
 * it. For arithmetic and formatting only: it is not the instant. An invalid instant gives an invalid Date; a zone
 * the platform does not know reads as UTC.
 */
export function wallClock(instant: Instant, timeZone: string): Date {
  const ms = millisecondsOf(instant);
  if (Number.isNaN(ms) || UTC_ZONES.has(timeZone)) return new Date(ms);
  const formatter = fieldsFormatter(timeZone);
  if (!formatter) return new Date(ms);
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1);
  // `% 24`: an engine that writes midnight as "24" even on a 23-hour cycle (older Chrome did) still reads 00.
  wall.setUTCHours(
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
    ((ms % 1000) + 1000) % 1000,
  );
  return wall;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone).getTime() - instant;
}

/** The calendar date (`YYYY-MM-DD`) at `instant` in `timeZone`: "today" is `dayOf(Date.now(), timeZone)`. */
export function dayOf(instant: Instant, timeZone: string): string {
  return wallClock(instant, timeZone).toISOString().slice(0, 10);
}

/**
 * The first instant of calendar day `day` (`YYYY-MM-DD`) in `timeZone`: its midnight, or, where the clocks
 * jumped over midnight that day (a spring-forward at 00:00), the moment they jumped.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(midnight) || UTC_ZONES.has(timeZone)) return new Date(midnight);
  // The offset at the start of the day is the one in force a day before midnight (UTC) or a day after, unless
  // the zone changed its offset twice within two days, which none does.
  const offsets = [
    ...new Set([
      offsetAt(midnight - DAY, timeZone),
      offsetAt(midnight, timeZone),
      offsetAt(midnight + DAY, timeZone),
    ]),
  ];
  const candidates = offsets.map((offset) => midnight - offset);
  const starts = candidates.filter((instant) => wallClock(instant, timeZone).getTime() === midnight);
  // Two midnights when the clocks went back across it: the day starts at the first.
  if (starts.length > 0) return new Date(Math.min(...starts));
  // No midnight: the clocks jumped from before it to after it. The day starts at the jump, found by halving.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > 1) {
    const middle = before + Math.floor((after - before) / 2);
    if (wallClock(middle, timeZone).getTime() >= midnight) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** The last millisecond of calendar day `day` in `timeZone`. */
export function endOfDay(day: string, timeZone: string): Date {
  return new Date(startOfDay(addDays(day, 1), timeZone).getTime() - 1);
}

/** The calendar date `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Whether `value` is a calendar date, `YYYY-MM-DD`, rather than an instant. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

// dayjs's English names, which the pages wrote their dates with before (September is "Sep" here; lib/kick-off.ts
// writes en-GB's "Sept").
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const TOKENS = /\[([^\]]*)]|YYYY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|mm|ss/g;
const two = (n: number) => String(n).padStart(2, '0');

/** Writes the UTC fields of `date` with the tokens of `pattern` (dayjs's: `D MMM YYYY, HH:mm`; `[text]` as is). */
function writeFields(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(date.getUTCFullYear()).padStart(4, '0');
      case 'MMMM':
        return MONTHS[date.getUTCMonth()]!;
      case 'MMM':
        return MONTHS[date.getUTCMonth()]!.slice(0, 3);
      case 'MM':
        return two(date.getUTCMonth() + 1);
      case 'M':
        return String(date.getUTCMonth() + 1);
      case 'DD':
        return two(date.getUTCDate());
      case 'D':
        return String(date.getUTCDate());
      case 'dddd':
        return WEEKDAYS[date.getUTCDay()]!;
      case 'ddd':
        return WEEKDAYS[date.getUTCDay()]!.slice(0, 3);
      case 'HH':
        return two(date.getUTCHours());
      case 'mm':
        return two(date.getUTCMinutes());
      default:
        return two(date.getUTCSeconds());
    }
  });
}

/**
 * `instant` in `timeZone`, written with dayjs's tokens in English: `formatInstant(iso, zone, 'ddd D MMM YYYY,
 * HH:mm')` → `Thu 26 Nov 2026, 18:00`. An invalid instant writes nothing.
 */
export function formatInstant(instant: Instant, timeZone: string, pattern: string): string {
  return writeFields(wallClock(instant, timeZone), pattern);
}

/** A calendar date (`YYYY-MM-DD`, no zone) written with dayjs's tokens: `D MMM YYYY` → `1 Dec 2026`. */
export function formatCalendarDate(day: string, pattern: string): string {
  return writeFields(new Date(Date.parse(`${day}T00:00:00.000Z`)), pattern);
}

/**
 * A day given either as a calendar date (`YYYY-MM-DD`, written as it is) or as an instant (written as its date in
 * `timeZone`): `D MMM YYYY` → `25 Nov 2026`.
 */
export function formatDayOf(value: string, timeZone: string, pattern = 'D MMM YYYY'): string {
  return isCalendarDate(value) ? formatCalendarDate(value, pattern) : formatInstant(value, timeZone, pattern);
}
