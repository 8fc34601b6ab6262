import { dayOf } from '../../lib/zoned-time.ts';

/**
 * When a message was written, as a chat shows it: "just now", "5 min ago" within the hour, the time of day
 * today, else the date and time (the browser's locale), in `timeZone` (the viewer's: its "today" and its clock).
 * `now` is passed in, so it is testable.
 */
export function formatChatTime(
  createdAt: string,
  now: number,
  justNow: string,
  timeZone: string,
  locale?: string,
): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return justNow;
  if (seconds < 3600) {
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
      -Math.round(seconds / 60),
      'minute',
    );
  }
  const sameDay = dayOf(now, timeZone) === dayOf(at, timeZone);
  return sameDay
    ? new Intl.DateTimeFormat(locale, {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at)
    : new Intl.DateTimeFormat(locale, {
        timeZone,
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
}

/**
 * A moment named in a sentence ("opens at …", "muted until …"): date and time in the browser's locale, in
 * `timeZone` (the viewer's).
 */
export function formatChatMoment(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
