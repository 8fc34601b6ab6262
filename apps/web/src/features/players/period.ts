import type { TeamPlayer } from '@matchday/contracts';
import type { TFunction } from 'i18next';
import { formatCalendarDate } from '../../lib/zoned-time.ts';

// A contract period's ends are calendar dates (`YYYY-MM-DD`): written as they are, in no time zone.
const day = (date: string) => formatCalendarDate(date, 'D MMM YYYY');

/** A contract period in words: both ends, one end, or open-ended. */
export function formatPeriod(t: TFunction, entry: Pick<TeamPlayer, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = entry;
  if (startDate && endDate) return t('players.teams.range', { start: day(startDate), end: day(endDate) });
  if (startDate) return t('players.teams.since', { date: day(startDate) });
  if (endDate) return t('players.teams.until', { date: day(endDate) });
  return t('players.teams.open');
}
