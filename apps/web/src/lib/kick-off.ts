/**
 * A match's kick-off as the match and competition pages show it: `Thu, 26 Nov 2026, 18:00`, in the viewer's
 * time zone on a 24-hour clock, as `Intl.DateTimeFormat('en-GB')` writes it (kick-off.test.ts holds the two
 * together). Written out from the Date's own fields rather than with Intl: a page's first Intl date or number
 * format loads the browser's locale data, 20–40 ms of a fast machine's main thread and four times that on a
 * phone, while the page is loading (issue 13); nor dayjs, so these public pages' first load stays small.
 */
export function formatKickOff(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${clock(date)}`;
}

/**
 * A kick-off in a list of matches (home page cards, compact lists and widgets): `Thu 26 Nov, 18:00`, the
 * day and month in the order the match and competition pages use, without the year.
 */
export function formatKickOffShort(iso: string): string {
  const date = new Date(iso);
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}, ${clock(date)}`;
}

/** A kick-off's time of day: `18:00`, in the viewer's time zone on a 24-hour clock. */
export function formatKickOffTime(iso: string): string {
  return clock(new Date(iso));
}

// en-GB's short names (CLDR's: September is "Sept").
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

function clock(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
