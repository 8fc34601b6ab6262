import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BusyInterval,
  isVenueOpen,
  type SpreadFixture,
  spreadOverVenues,
  type VenueAvailability,
} from './scheduling.ts';

const PROPERTY_TIMEOUT_MS = 30_000;
const MIN = 60_000;
const at = (time: string) => new Date(`2026-03-07T${time}:00.000Z`);
const fixture = (key: string, home: string | null, away: string | null, kickoff = at('15:00')) => ({
  key,
  kickoff,
  teamIds: [home, away],
});

describe('spreadOverVenues', () => {
  it('fills venues in order, then later slots', () => {
    const result = spreadOverVenues(
      [fixture('f1', 'A', 'B'), fixture('f2', 'C', 'D'), fixture('f3', 'E', 'F')],
      { venueIds: ['v1', 'v2'], slotsPerDay: 2, slotMinutes: 150, durationMinutes: 120 },
    );
    expect(result.unplaced).toEqual([]);
    expect(result.placed).toEqual([
      { key: 'f1', venueId: 'v1', startsAt: at('15:00') },
      { key: 'f2', venueId: 'v2', startsAt: at('15:00') },
      { key: 'f3', venueId: 'v1', startsAt: at('17:30') },
    ]);
  });

  it('skips a venue busy at an overlapping time, and one that ends at kick-off is free', () => {
    const busy: BusyInterval[] = [
      { venueId: 'v1', start: at('14:00'), end: at('16:00') },
      { venueId: 'v2', start: at('13:00'), end: at('15:00') },
    ];
    const result = spreadOverVenues([fixture('f1', 'A', 'B')], {
      venueIds: ['v1', 'v2'],
      slotsPerDay: 1,
      slotMinutes: 150,
      durationMinutes: 120,
      busy,
    });
    expect(result.placed).toEqual([{ key: 'f1', venueId: 'v2', startsAt: at('15:00') }]);
  });

  it('never puts a team in two fixtures at once', () => {
    const result = spreadOverVenues([fixture('f1', 'A', 'B'), fixture('f2', 'A', 'C')], {
      venueIds: ['v1', 'v2'],
      slotsPerDay: 2,
      slotMinutes: 120,
      durationMinutes: 120,
    });
    expect(result.placed).toEqual([
      { key: 'f1', venueId: 'v1', startsAt: at('15:00') },
      { key: 'f2', venueId: 'v1', startsAt: at('17:00') },
    ]);
  });

  it('reports what fits nowhere, and handles no venues at all', () => {
    const result = spreadOverVenues(
      [fixture('f1', 'A', 'B'), fixture('f2', 'C', 'D'), fixture('f3', null, null)],
      { venueIds: ['v1'], slotsPerDay: 1, slotMinutes: 150, durationMinutes: 120 },
    );
    expect(result.placed.map((p) => p.key)).toEqual(['f1']);
    expect(result.unplaced).toEqual(['f2', 'f3']);
    expect(
      spreadOverVenues([fixture('f1', 'A', 'B')], {
        venueIds: [],
        slotsPerDay: 1,
        slotMinutes: 10,
        durationMinutes: 10,
      }).unplaced,
    ).toEqual(['f1']);
  });

  it.each([
    [{ slotsPerDay: 0 }, 'schedule.slots_invalid'],
    [{ slotMinutes: 0 }, 'schedule.slots_invalid'],
    [{ venueIds: ['v1', 'v1'] }, 'schedule.venues_invalid'],
  ])('rejects %j', (patch, code) => {
    expect(() =>
      spreadOverVenues([], {
        venueIds: ['v1'],
        slotsPerDay: 1,
        slotMinutes: 60,
        durationMinutes: 60,
        ...patch,
      }),
    ).toThrow(expect.objectContaining({ code }));
  });

  it(
    'never double-books a venue or a team, respects busy times and places or reports every fixture',
    () => {
      const team = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', null);
      const venue = fc.constantFrom('v1', 'v2', 'v3');
      fc.assert(
        fc.property(
          fc.array(fc.record({ home: team, away: team, round: fc.integer({ min: 0, max: 2 }) }), {
            maxLength: 25,
          }),
          fc.uniqueArray(venue, { maxLength: 3 }),
          fc.array(
            fc.record({
              venueId: venue,
              from: fc.integer({ min: -300, max: 1500 }),
              len: fc.integer({ min: 1, max: 400 }),
            }),
            { maxLength: 6 },
          ),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 10, max: 300 }),
          fc.integer({ min: 30, max: 240 }),
          (drawn, venueIds, busyDrawn, slotsPerDay, slotMinutes, durationMinutes) => {
            const base = at('12:00').getTime();
            const fixtures: SpreadFixture<number>[] = drawn
              .filter((d) => d.home === null || d.home !== d.away)
              .map((d, key) => ({
                key,
                kickoff: new Date(base + d.round * 24 * 60 * MIN),
                teamIds: [d.home, d.away],
              }));
            const busy = busyDrawn.map((b) => ({
              venueId: b.venueId,
              start: new Date(base + b.from * MIN),
              end: new Date(base + (b.from + b.len) * MIN),
            }));
            const { placed, unplaced } = spreadOverVenues(fixtures, {
              venueIds,
              slotsPerDay,
              slotMinutes,
              durationMinutes,
              busy,
            });
            // Every fixture once, placed or reported.
            expect([...placed.map((p) => p.key), ...unplaced].sort((a, b) => a - b)).toEqual(
              fixtures.map((f) => f.key),
            );
            const spans = placed.map((p) => {
              const f = fixtures[p.key]!;
              const start = p.startsAt.getTime();
              const offset = (start - f.kickoff.getTime()) / MIN;
              // On one of the round's slots, at a listed venue.
              expect(offset % slotMinutes).toBe(0);
              expect(offset / slotMinutes).toBeLessThan(slotsPerDay);
              expect(venueIds).toContain(p.venueId);
              return { ...p, teams: f.teamIds, start, end: start + durationMinutes * MIN };
            });
            for (const [i, a] of spans.entries()) {
              for (const b of busy) {
                if (b.venueId !== a.venueId) continue;
                expect(a.start < b.end.getTime() && b.start.getTime() < a.end).toBe(false);
              }
              for (const b of spans.slice(i + 1)) {
                if (!(a.start < b.end && b.start < a.end)) continue;
                expect(a.venueId).not.toBe(b.venueId);
                const shared = a.teams.filter((t) => t !== null && b.teams.includes(t));
                expect(shared).toEqual([]);
              }
            }
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('isVenueOpen', () => {
  // 2026-03-07 is a Saturday (ISO day 6).
  const open = (availability: VenueAvailability | null, from: string, to: string) =>
    isVenueOpen(availability, at(from), at(to));
  const weekly: VenueAvailability = {
    weekly: [{ day: 6, from: '09:00', to: '17:00' }],
    dates: [],
    closed: [],
  };

  it('is open any time without availability, or with only closures elsewhere', () => {
    expect(open(null, '03:00', '05:00')).toBe(true);
    expect(
      open({ weekly: [], dates: [], closed: [{ from: '2026-03-01', to: '2026-03-02' }] }, '03:00', '05:00'),
    ).toBe(true);
  });

  it('fits a match inside a window of its weekday, not one running past it or on another day', () => {
    expect(open(weekly, '09:00', '17:00')).toBe(true);
    expect(open(weekly, '16:00', '18:00')).toBe(false);
    expect(open({ ...weekly, weekly: [{ day: 7, from: '09:00', to: '17:00' }] }, '10:00', '12:00')).toBe(
      false,
    );
  });

  it('adds dated windows and closes on dated closures, both ends included', () => {
    const dated: VenueAvailability = {
      weekly: [],
      dates: [{ date: '2026-03-07', from: '18:00', to: '24:00' }],
      closed: [],
    };
    expect(open(dated, '19:00', '21:00')).toBe(true);
    expect(open(dated, '10:00', '12:00')).toBe(false);
    expect(open({ ...weekly, closed: [{ from: '2026-03-07', to: '2026-03-08' }] }, '10:00', '12:00')).toBe(
      false,
    );
    expect(open({ ...weekly, closed: [{ from: '2026-03-01', to: '2026-03-07' }] }, '10:00', '12:00')).toBe(
      false,
    );
  });
});

describe('spreadOverVenues with availability, team times and rest', () => {
  const base = { venueIds: ['v1', 'v2'], slotsPerDay: 8, slotMinutes: 60, durationMinutes: 50 };

  it('skips a venue closed at the slot and a slot outside a team’s times', () => {
    const availability = new Map<string, VenueAvailability>([
      ['v1', { weekly: [{ day: 6, from: '12:00', to: '18:00' }], dates: [], closed: [] }],
      ['v2', { weekly: [], dates: [], closed: [{ from: '2026-03-07', to: '2026-03-07' }] }],
    ]);
    const result = spreadOverVenues([fixture('f1', 'A', 'B', at('09:00'))], {
      ...base,
      availability,
      teamTimes: new Map([['B', { earliest: 13 * 60 }]]),
    });
    expect(result.placed).toEqual([{ key: 'f1', venueId: 'v1', startsAt: at('13:00') }]);
  });

  it('keeps a team’s matches of one day in order and rested', () => {
    const day = at('09:00');
    const result = spreadOverVenues(
      [
        fixture('r1a', 'A', 'B', day),
        fixture('r1b', 'C', 'D', day),
        fixture('r2a', 'A', 'C', day),
        fixture('r2b', 'B', 'D', day),
      ],
      { ...base, restMinutes: 60 },
    );
    expect(result.unplaced).toEqual([]);
    const startOf = new Map(result.placed.map((p) => [p.key, p.startsAt.getTime()]));
    // Round 1 at 9:00 on both venues; round 2 needs 50 + 60 minutes: 11:00.
    expect(startOf.get('r1a')).toBe(at('09:00').getTime());
    expect(startOf.get('r1b')).toBe(at('09:00').getTime());
    expect(startOf.get('r2a')).toBe(at('11:00').getTime());
    expect(startOf.get('r2b')).toBe(at('11:00').getTime());
  });

  it('leaves unplaced what fits no slot under the rules', () => {
    const result = spreadOverVenues([fixture('f1', 'A', 'B', at('09:00'))], {
      ...base,
      teamTimes: new Map([
        ['A', { latest: 10 * 60 }],
        ['B', { earliest: 11 * 60 }],
      ]),
    });
    expect(result.unplaced).toEqual(['f1']);
  });
});
