import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateRoundRobin } from './round-robin.ts';
import { generateMatchDates, ScheduleError, type ScheduleOptions, scheduleRounds } from './scheduling.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

describe('generateMatchDates', () => {
  it.each([
    [
      { start: '2026-03-07', weekdays: [6, 0], count: 4 },
      ['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15'],
    ],
    [{ start: '2026-03-08', weekdays: [3], count: 2 }, ['2026-03-11', '2026-03-18']],
    [
      { start: '2026-12-26', weekdays: [6], count: 3, except: ['2027-01-02'] },
      ['2026-12-26', '2027-01-09', '2027-01-16'],
    ],
  ])('lists match days for %j', (options, expected) => {
    expect(generateMatchDates(options)).toEqual(expected);
  });

  it.each([
    [{ start: '2026-02-30', weekdays: [6], count: 1 }, 'schedule.date_invalid'],
    [{ start: '7 March 2026', weekdays: [6], count: 1 }, 'schedule.date_invalid'],
    [{ start: '2026-03-07', weekdays: [7], count: 1 }, 'schedule.weekdays_invalid'],
    [{ start: '2026-03-07', weekdays: [], count: 1 }, 'schedule.weekdays_invalid'],
  ])('rejects %j', (options, code) => {
    expect(() => generateMatchDates(options)).toThrow(expect.objectContaining({ code }));
  });
});

describe('scheduleRounds', () => {
  const rounds = generateRoundRobin(['A', 'B', 'C', 'D']);
  const base: ScheduleOptions<string> = {
    dates: generateMatchDates({ start: '2026-03-07', weekdays: [6, 0], count: 6 }),
    firstKickoff: '15:00',
    slotMinutes: 120,
    slotsPerDay: 2,
    venues: [{ id: 'park' }],
  };
  const brief = (options: ScheduleOptions<string>) =>
    scheduleRounds(rounds, options).map(
      (m) => `${m.round} ${m.home}-${m.away} ${m.date} ${m.kickoff} ${m.venue}`,
    );

  it('fills the earliest date, slot and venue, round after round', () => {
    expect(brief(base)).toEqual([
      '0 A-D 2026-03-07 15:00 park',
      '0 B-C 2026-03-07 17:00 park',
      '1 D-C 2026-03-08 15:00 park',
      '1 A-B 2026-03-08 17:00 park',
      '2 B-D 2026-03-14 15:00 park',
      '2 C-A 2026-03-14 17:00 park',
    ]);
  });

  it('keeps the minimum rest between two matches of a team', () => {
    expect(brief({ ...base, minRestDays: 2 }).map((line) => line.split(' ')[2])).toEqual([
      '2026-03-07',
      '2026-03-07',
      '2026-03-14',
      '2026-03-14',
      '2026-03-21',
      '2026-03-21',
    ]);
  });

  it('skips dates on which a venue is closed and plays home matches at the home ground', () => {
    const venues = [
      { id: 'north', unavailableDates: ['2026-03-07'] },
      { id: 'south', availableDates: ['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28'] },
    ];
    const homeVenueOf = (team: string) => (team === 'A' || team === 'B' ? 'north' : 'south');
    const dates = generateMatchDates({ start: '2026-03-07', weekdays: [6, 0], count: 8 });
    expect(brief({ ...base, dates, venues, homeVenueOf, slotsPerDay: 1 })).toEqual([
      '0 A-D 2026-03-08 15:00 north',
      '0 B-C 2026-03-14 15:00 north',
      '1 D-C 2026-03-21 15:00 south',
      '1 A-B 2026-03-15 15:00 north',
      '2 B-D 2026-03-22 15:00 north',
      '2 C-A 2026-03-28 15:00 south',
    ]);
  });

  it.each<[string, Partial<ScheduleOptions<string>>, string]>([
    ['one match day for three rounds', { dates: ['2026-03-07'] }, 'schedule.one_match_per_day'],
    [
      'one slot for a round of two matches',
      { dates: ['2026-03-07'], slotsPerDay: 1 },
      'schedule.venue_slots',
    ],
    [
      'a venue closed on every date',
      { venues: [{ id: 'park', availableDates: [] }] },
      'schedule.venue_availability',
    ],
    [
      'rest longer than the gaps',
      { dates: ['2026-03-07', '2026-03-08', '2026-03-09'], minRestDays: 3 },
      'schedule.min_rest',
    ],
    ['no dates at all', { dates: [] }, 'schedule.dates_exhausted'],
  ])('names the constraint that fails: %s', (_, change, code) => {
    const call = () => scheduleRounds(rounds, { ...base, ...change });
    expect(call).toThrow(ScheduleError);
    expect(call).toThrow(expect.objectContaining({ code }));
  });

  it('tells which fixture could not be placed', () => {
    try {
      scheduleRounds(rounds, { ...base, dates: ['2026-03-07'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScheduleError);
      expect((error as ScheduleError<string>).fixture).toEqual({ round: 1, home: 'D', away: 'C' });
      expect((error as ScheduleError<string>).constraint).toBe('one_match_per_day');
    }
  });

  it.each<[string, Partial<ScheduleOptions<string>>, string]>([
    ['a kick-off time that is not HH:MM', { firstKickoff: '3pm' }, 'schedule.time_invalid'],
    ['slots running past midnight', { firstKickoff: '22:00', slotsPerDay: 2 }, 'schedule.slots_invalid'],
    ['no venue', { venues: [] }, 'schedule.venues_invalid'],
    ['a negative rest', { minRestDays: -1 }, 'schedule.rest_invalid'],
    ['a home ground that is not a venue', { homeVenueOf: () => 'moon' }, 'schedule.venue_unknown'],
  ])('rejects %s', (_, change, code) => {
    expect(() => scheduleRounds(rounds, { ...base, ...change })).toThrow(expect.objectContaining({ code }));
  });

  const setup = fc.record({
    teams: fc.integer({ min: 2, max: 12 }),
    legs: fc.integer({ min: 1, max: 2 }),
    dateCount: fc.integer({ min: 1, max: 60 }),
    gapDays: fc.integer({ min: 1, max: 4 }),
    venues: fc.integer({ min: 1, max: 3 }),
    slotsPerDay: fc.integer({ min: 1, max: 4 }),
    minRestDays: fc.integer({ min: 0, max: 3 }),
    closed: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 59 })), {
      maxLength: 20,
    }),
    homeGrounds: fc.boolean(),
  });

  it(
    'never double-books a team on a day or a venue slot, and keeps rest, availability and round order',
    () => {
      fc.assert(
        fc.property(setup, (s) => {
          const teams = Array.from({ length: s.teams }, (_, i) => `T${i}`);
          const rr = generateRoundRobin(teams, { legs: s.legs });
          const dates = Array.from({ length: s.dateCount }, (_, i) =>
            new Date(Date.UTC(2026, 0, 1) + i * s.gapDays * DAY_MS).toISOString().slice(0, 10),
          );
          const venues = Array.from({ length: s.venues }, (_, v) => ({
            id: `V${v}`,
            unavailableDates: s.closed
              .filter(([venue]) => venue === v)
              .map(([, index]) => dates[index] ?? '2030-01-01'),
          }));
          const options: ScheduleOptions<string> = {
            dates,
            firstKickoff: '12:00',
            slotMinutes: 90,
            slotsPerDay: s.slotsPerDay,
            venues,
            minRestDays: s.minRestDays,
            homeVenueOf: s.homeGrounds ? (team) => `V${Number(team.slice(1)) % s.venues}` : undefined,
          };
          let schedule: ReturnType<typeof scheduleRounds<string>>;
          try {
            schedule = scheduleRounds(rr, options);
          } catch (error) {
            expect(error).toBeInstanceOf(ScheduleError);
            return;
          }
          expect(schedule).toHaveLength(rr.flat().length);
          const teamDays = new Map<string, number[]>();
          const slots = new Set<string>();
          let previousRoundEnd = Number.NEGATIVE_INFINITY;
          let roundEnd = Number.NEGATIVE_INFINITY;
          let round = 0;
          for (const match of schedule) {
            const day = dayOf(match.date);
            if (match.round !== round) {
              previousRoundEnd = roundEnd;
              round = match.round;
            }
            expect(day).toBeGreaterThanOrEqual(previousRoundEnd);
            roundEnd = Math.max(roundEnd, day);
            expect(dates).toContain(match.date);
            const slot = `${match.date} ${match.kickoff} ${match.venue}`;
            expect(slots.has(slot)).toBe(false);
            slots.add(slot);
            const venue = venues.find((v) => v.id === match.venue);
            expect(venue?.unavailableDates).not.toContain(match.date);
            if (options.homeVenueOf) expect(match.venue).toBe(options.homeVenueOf(match.home));
            for (const team of [match.home, match.away]) {
              const days = teamDays.get(team) ?? [];
              for (const other of days) expect(Math.abs(other - day)).toBeGreaterThan(s.minRestDays);
              teamDays.set(team, [...days, day]);
            }
          }
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'always succeeds with one free venue, enough slots and rounds × (rest + 1) consecutive days',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 14 }), fc.integer({ min: 0, max: 3 }), (count, rest) => {
          const rr = generateRoundRobin(Array.from({ length: count }, (_, i) => i));
          const dates = Array.from({ length: rr.length * (rest + 1) }, (_, i) =>
            new Date(Date.UTC(2026, 5, 1) + i * DAY_MS).toISOString().slice(0, 10),
          );
          const schedule = scheduleRounds(rr, {
            dates,
            firstKickoff: '10:00',
            slotMinutes: 60,
            slotsPerDay: 7,
            venues: [{ id: 'arena' }],
            minRestDays: rest,
          });
          expect(schedule).toHaveLength(rr.flat().length);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
