import type { CalendarFixture } from '@matchday/contracts';

export const CHAMP = '22222222-2222-4222-8222-222222222222';
export const LEAGUE = '33333333-3333-4333-8333-333333333333';
export const HOME = '44444444-4444-4444-8444-444444444444';
export const AWAY = '55555555-5555-4555-8555-555555555555';

let counter = 0;

/** A dated fixture of the calendar, football, 120 minutes. */
export function calendarFixture(overrides: Partial<CalendarFixture> = {}): CalendarFixture {
  counter += 1;
  const startsAt = overrides.startsAt ?? '2026-03-07T15:00:00.000Z';
  return {
    id: `66666666-6666-4666-8666-${String(counter).padStart(12, '0')}`,
    champId: CHAMP,
    champName: 'Spring Cup',
    leagueId: LEAGUE,
    leagueName: 'Harbour League',
    sportKindId: 'football',
    stageName: 'League',
    groupName: null,
    round: 1,
    homeTeamId: HOME,
    awayTeamId: AWAY,
    homeTeamName: 'Harbour FC',
    awayTeamName: 'Quarry United',
    homeScore: null,
    awayScore: null,
    status: 'scheduled',
    endsAt: new Date(new Date(startsAt).getTime() + 120 * 60_000).toISOString(),
    venueId: null,
    venueName: null,
    venueCity: null,
    referees: [],
    ...overrides,
    startsAt,
  };
}

export const page = (items: CalendarFixture[]) => ({ items, totalItems: items.length, truncated: false });
