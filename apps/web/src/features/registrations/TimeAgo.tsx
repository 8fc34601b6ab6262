import { formatDateTime, formatRelativeTime } from '../../lib/relative-time.ts';

/** "5 minutes ago", with the exact time on hover and for machines. */
export function TimeAgo({ value, now }: { value: string; now: Date }) {
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
