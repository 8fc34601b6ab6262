import { wallClock } from './zoned-time.ts';

/**
 * A match's kick-off as the match and competition pages show it: `Thu, 26 Nov 2026, 18:00`, in `timeZone` (the
 * visitor's, `useDisplayTimeZone()`) on a 24-hour clock, as `Intl.DateTimeFormat('en-GB', { timeZone })` writes it
 * (kick-off.test.ts holds the two together in many zones). Written out from the wall clock's fields rather than
 * with Intl's names: a page's first Intl date or number format loads the browser's locale data, 20–40 ms of a fast
 * machine's main thread and four times that on a phone, while the page is loading (issue 13); nor dayjs, so these
 * public pages' first load stays small. In UTC the fields are the Date's own (no Intl at all); in any other zone
 * they come from one cached Intl formatter per zone (lib/zoned-time.ts).
 */
export function formatKickOff(iso: string, timeZone: string): string {
  const date = wallClock(iso, timeZone);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${clock(date)}`;
}

/**
 * A kick-off in a list of matches (home page cards, compact lists and widgets): `Thu 26 Nov, 18:00`, the
 * day and month in the order the match and competition pages use, without the year.
 */
export function formatKickOffShort(iso: string, timeZone: string): string {
  const date = wallClock(iso, timeZone);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${clock(date)}`;
}

/** A kick-off's time of day: `18:00`, in `timeZone` on a 24-hour clock. */
export function formatKickOffTime(iso: string, timeZone: string): string {
  return clock(wallClock(iso, timeZone));
}

// en-GB's short names (CLDR's: September is "Sept").
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** The wall clock's time (its UTC fields, lib/zoned-time.ts). */
function clock(wall: Date): string {
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}
