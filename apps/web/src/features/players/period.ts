import type { TeamPlayer } from '@matchday/contracts';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

const day = (date: string) => dayjs(date).format('D MMM YYYY');

/** A contract period in words: both ends, one end, or open-ended. */
export function formatPeriod(t: TFunction, entry: Pick<TeamPlayer, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = entry;
  if (startDate && endDate) return t('players.teams.range', { start: day(startDate), end: day(endDate) });
  if (startDate) return t('players.teams.since', { date: day(startDate) });
  if (endDate) return t('players.teams.until', { date: day(endDate) });
  return t('players.teams.open');
}
