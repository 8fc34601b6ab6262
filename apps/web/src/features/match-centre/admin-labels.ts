import type { TFunction } from 'i18next';
import type { ClockSettings } from './match-clock.ts';
import type { MatchClockView } from './useMatchClock.ts';

type Periods = ClockSettings & { name: string };

/** A period in words: football's halves, extra time and shoot-out, or the sport's numbered periods. */
export function periodName(t: TFunction, period: number, periods: Periods, football: boolean): string {
  if (football && period >= 1 && period <= 5) return t(`matchAdmin.clock.football.${period}`);
  if (period > periods.count) return t('matchAdmin.clock.overtime', { n: period - periods.count });
  return t(`matchAdmin.clock.periods.${periods.name}`, {
    n: period,
    defaultValue: t('matchAdmin.clock.periods.other', { n: period }),
  });
}

/** What the clock says besides the minute: the period in play, the break, or how the match stands. */
export function clockLabel(
  t: TFunction,
  clock: Pick<MatchClockView, 'phase' | 'period' | 'football'>,
  periods: Periods,
): string {
  const period = clock.period ?? 1;
  switch (clock.phase) {
    case 'live':
      return periodName(t, period, periods, clock.football);
    case 'break':
      if (clock.football && period <= 4) return t(`matchAdmin.clock.footballBreak.${period}`);
      return t('matchAdmin.clock.breakAfter', { period: periodName(t, period, periods, clock.football) });
    case 'finished':
      return t('matchAdmin.clock.fullTime');
    case 'scheduled':
      return t('matchAdmin.clock.notStarted');
    case 'postponed':
      return t('matchAdmin.clock.postponed');
    case 'cancelled':
      return t('matchAdmin.clock.cancelled');
  }
}
