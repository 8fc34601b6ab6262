// When a venue or a referee is taken: a fixture occupies [startsAt, startsAt + duration) (docs/adr/0016).

/**
 * How long a fixture holds its venue and referees, in minutes, by sport kind id: the match with its breaks,
 * stoppages and a margin to clear the ground. Sports not named use DEFAULT_MATCH_DURATION_MINUTES, e-sports
 * ESPORTS_MATCH_DURATION_MINUTES.
 */
export const MATCH_DURATION_MINUTES: Readonly<Record<string, number>> = {
  football: 120,
  futsal: 90,
  basketball: 150,
  volleyball: 150,
  'beach-volleyball': 90,
  handball: 90,
  'ice-hockey': 180,
  'field-hockey': 120,
  'rugby-union': 120,
  'water-polo': 90,
  'american-football': 210,
  baseball: 240,
  cricket: 480,
  tennis: 180,
  'table-tennis': 60,
};
export const DEFAULT_MATCH_DURATION_MINUTES = 120;
export const ESPORTS_MATCH_DURATION_MINUTES = 60;

/** The minutes a fixture of `sportKindId` occupies its venue and referees. */
export function matchDurationMinutes(sportKindId: string, isESport = false): number {
  return (
    MATCH_DURATION_MINUTES[sportKindId] ??
    (isESport ? ESPORTS_MATCH_DURATION_MINUTES : DEFAULT_MATCH_DURATION_MINUTES)
  );
}

export interface Occupancy {
  /** Kick-off; null never overlaps anything. */
  readonly startsAt: Date | null;
  readonly durationMinutes: number;
}

/** Whether two fixtures' half-open spans [startsAt, startsAt + duration) share a moment. */
export function occupanciesOverlap(a: Occupancy, b: Occupancy): boolean {
  if (!a.startsAt || !b.startsAt) return false;
  const aStart = a.startsAt.getTime();
  const bStart = b.startsAt.getTime();
  const aEnd = aStart + a.durationMinutes * 60_000;
  const bEnd = bStart + b.durationMinutes * 60_000;
  return aStart < bEnd && bStart < aEnd;
}
