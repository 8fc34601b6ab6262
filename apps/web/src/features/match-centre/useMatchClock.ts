import type { Fixture } from '@matchday/contracts';
import { isFootballFamily } from '@matchday/domain';
import { useEffect, useState } from 'react';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { type ClockReading, type ClockSettings, currentEventMinute, readMatchClock } from './match-clock.ts';

/** Where a match stands, for the clock's badge: before, in play, in a break, over, or not played. */
export type MatchPhase = 'scheduled' | 'live' | 'break' | 'finished' | 'postponed' | 'cancelled';

export type MatchClockView = {
  phase: MatchPhase;
  /** The period being played or just ended (1 = first half, quarter, set…); null before kick-off. */
  period: number | null;
  /** Football's halves, extra time and shoot-out rather than the sport's numbered periods. */
  football: boolean;
  /** The running clock, or null when none runs (not live, untimed sport, shoot-out). */
  reading: ClockReading | null;
  /** The minute an event happening now is given (45 and 2 added at 46:30 of the first half), or null. */
  eventMinute: { minute: number; addedTime: number } | null;
};

type ClockFixture = Pick<Fixture, 'status' | 'period' | 'periodStartedAt'>;

const phaseOf = (status: Fixture['status']): MatchPhase => (status === 'halftime' ? 'break' : status);

/**
 * The live match clock of a fixture (match-clock.ts's pure reading, ticked): re-renders every second while a
 * timed period is played, never otherwise.
 *
 *   const clock = useMatchClock(sheet.fixture, sheet.periods, sheet.sportKindId);
 *   clock.reading && formatClock(clock.reading) // "45+2:13"
 */
export function useMatchClock(
  fixture: ClockFixture,
  periods: ClockSettings,
  sportKindId: string,
): MatchClockView {
  // The tick only re-renders: the reading is taken at render time, so a new period starts from its own start.
  const [, setTick] = useState(0);
  // No reading in a drawing made on the server, nor while the browser takes it over: the seconds would differ.
  const inBrowser = useInBrowser();
  const reading = inBrowser ? readMatchClock(fixture, periods, sportKindId, Date.now()) : null;
  const running = reading !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    phase: phaseOf(fixture.status),
    period: fixture.period,
    football: isFootballFamily(sportKindId),
    reading,
    eventMinute: reading ? currentEventMinute(reading) : null,
  };
}
