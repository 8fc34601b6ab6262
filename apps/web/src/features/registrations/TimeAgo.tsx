import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatDateTime, formatRelativeTime } from '../../lib/relative-time.ts';

/** "5 minutes ago", with the exact time on hover and for machines. */
export function TimeAgo({ value, now }: { value: string; now: Date }) {
  const timeZone = useDisplayTimeZone();
  return (
    <time dateTime={value} title={formatDateTime(value, timeZone)}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
