/**
 * When a message was written, as a chat shows it: "just now", "5 min ago" within the hour, the time of day
 * today, else the date and time (the browser's locale). `now` is passed in, so it is testable.
 */
export function formatChatTime(createdAt: string, now: number, justNow: string, locale?: string): string {
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
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : date.toLocaleString(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
}

/** A moment named in a sentence ("opens at …", "muted until …"): date and time in the browser's locale. */
export function formatChatMoment(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
}
