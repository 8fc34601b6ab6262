/**
 * A match's kick-off as the match and competition pages show it: `Thu, 26 Nov 2026, 18:00`, in the viewer's
 * time zone on a 24-hour clock. Intl rather than dayjs: these public pages' first load stays small (issue 13).
 */
const KICK_OFF = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatKickOff(iso: string): string {
  return KICK_OFF.format(new Date(iso));
}

const KICK_OFF_SHORT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A kick-off in a list of matches (home page cards, compact lists and widgets): `Thu 26 Nov, 18:00`, the
 * day and month in the order the match and competition pages use, without the year.
 */
export function formatKickOffShort(iso: string): string {
  return KICK_OFF_SHORT.format(new Date(iso));
}
