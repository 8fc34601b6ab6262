import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContractPeriod,
  doPeriodsOverlap,
  findRosterProblem,
  isContractPeriodValid,
  isDayInPeriod,
  type RosterEntry,
  RosterProblemCode,
} from './roster.ts';

const entry = (over: Partial<RosterEntry> = {}): RosterEntry => ({
  id: null,
  playerId: 'p1',
  shirtNumber: null,
  startDate: null,
  endDate: null,
  ...over,
});
const check = (
  candidate: RosterEntry,
  roster: RosterEntry[],
  playerSport = 'football',
  teamSport = 'football',
) =>
  findRosterProblem({ entry: candidate, roster, playerSportKindId: playerSport, teamSportKindId: teamSport });

describe('contract periods', () => {
  it('are valid unless the end is before the start', () => {
    expect(isContractPeriodValid({ startDate: '2024-01-01', endDate: '2024-01-01' })).toBe(true);
    expect(isContractPeriodValid({ startDate: '2024-01-02', endDate: '2024-01-01' })).toBe(false);
    expect(isContractPeriodValid({ startDate: null, endDate: '2000-01-01' })).toBe(true);
    expect(isContractPeriodValid({ startDate: '2030-01-01', endDate: null })).toBe(true);
  });

  it('overlap when they share a day, ends inclusive, nulls open', () => {
    const a = { startDate: '2024-01-01', endDate: '2024-06-30' };
    expect(doPeriodsOverlap(a, { startDate: '2024-06-30', endDate: null })).toBe(true);
    expect(doPeriodsOverlap(a, { startDate: '2024-07-01', endDate: null })).toBe(false);
    expect(doPeriodsOverlap(a, { startDate: null, endDate: '2024-01-01' })).toBe(true);
    expect(doPeriodsOverlap(a, { startDate: null, endDate: '2023-12-31' })).toBe(false);
    expect(doPeriodsOverlap({ startDate: null, endDate: null }, a)).toBe(true);
  });

  it('contain a day within them', () => {
    const a = { startDate: '2024-01-01', endDate: '2024-06-30' };
    expect(isDayInPeriod(a, '2024-01-01')).toBe(true);
    expect(isDayInPeriod(a, '2024-06-30')).toBe(true);
    expect(isDayInPeriod(a, '2024-07-01')).toBe(false);
    expect(isDayInPeriod({ startDate: '2024-01-01', endDate: null }, '2099-01-01')).toBe(true);
  });
});

describe('findRosterProblem', () => {
  it('accepts a first entry', () => {
    expect(check(entry({ shirtNumber: 9 }), [])).toBeUndefined();
  });

  it('refuses a player of another sport, naming playerId', () => {
    expect(check(entry(), [], 'basketball', 'football')).toMatchObject({
      code: RosterProblemCode.SportMismatch,
      kind: 'invalid',
      field: 'playerId',
    });
  });

  it('refuses an end before the start, naming endDate', () => {
    expect(check(entry({ startDate: '2024-02-01', endDate: '2024-01-31' }), [])).toMatchObject({
      code: RosterProblemCode.PeriodInvalid,
      kind: 'invalid',
      field: 'endDate',
    });
  });

  it('refuses the same player in an overlapping period, allows a later one', () => {
    const stored = entry({ id: 'e1', startDate: '2023-07-01', endDate: '2024-06-30' });
    expect(check(entry({ startDate: '2024-06-30' }), [stored])).toMatchObject({
      code: RosterProblemCode.AlreadyOnRoster,
      kind: 'conflict',
      conflictingEntryId: 'e1',
    });
    expect(check(entry({ startDate: '2024-07-01' }), [stored])).toBeUndefined();
  });

  it('refuses a shirt number worn by another entry at the same time, naming shirtNumber', () => {
    const stored = entry({ id: 'e1', playerId: 'p2', shirtNumber: 10, startDate: '2024-01-01' });
    expect(check(entry({ shirtNumber: 10, startDate: '2025-01-01' }), [stored])).toMatchObject({
      code: RosterProblemCode.ShirtNumberTaken,
      field: 'shirtNumber',
    });
    expect(check(entry({ shirtNumber: 10, endDate: '2023-12-31' }), [stored])).toBeUndefined();
    expect(check(entry({ shirtNumber: 11 }), [stored])).toBeUndefined();
    expect(check(entry({ shirtNumber: null }), [stored])).toBeUndefined();
  });

  it('does not compare an entry with its own stored version', () => {
    const stored = entry({ id: 'e1', shirtNumber: 7, startDate: '2024-01-01' });
    expect(check({ ...stored, shirtNumber: 7, endDate: '2025-01-01' }, [stored])).toBeUndefined();
  });
});

describe('findRosterProblem, property', () => {
  const day = fc
    .integer({ min: 0, max: 60 })
    .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
  const period: fc.Arbitrary<ContractPeriod> = fc
    .tuple(fc.option(day), fc.option(day))
    .map(([a, b]) =>
      a !== null && b !== null && b < a ? { startDate: b, endDate: a } : { startDate: a, endDate: b },
    );
  const candidate = fc.record({
    playerId: fc.constantFrom('p1', 'p2', 'p3'),
    shirtNumber: fc.option(fc.integer({ min: 1, max: 4 })),
    period,
  });

  it('keeps every accepted roster free of clashes on every day', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 25 }), (candidates) => {
        const roster: RosterEntry[] = [];
        for (const [index, c] of candidates.entries()) {
          const next: RosterEntry = {
            id: null,
            playerId: c.playerId,
            shirtNumber: c.shirtNumber,
            ...c.period,
          };
          const problem = check(next, roster);
          if (problem === undefined) roster.push({ ...next, id: `e${index}` });
          else expect(problem.kind).toBe('conflict');
        }
        for (let n = 0; n <= 61; n++) {
          const today = new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
          const current = roster.filter((e) => isDayInPeriod(e, today));
          const playerIds = current.map((e) => e.playerId);
          const shirts = current.flatMap((e) => (e.shirtNumber === null ? [] : [e.shirtNumber]));
          expect(new Set(playerIds).size).toBe(playerIds.length);
          expect(new Set(shirts).size).toBe(shirts.length);
        }
      }),
    );
  });

  it('overlap is symmetric and agrees with sharing a day', () => {
    fc.assert(
      fc.property(period, period, (a, b) => {
        const overlap = doPeriodsOverlap(a, b);
        expect(doPeriodsOverlap(b, a)).toBe(overlap);
        // Open ends reach beyond the generated days; check the days in the window plus one either side.
        let shared = false;
        for (let n = -1; n <= 61 && !shared; n++) {
          const d = new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
          shared = isDayInPeriod(a, d) && isDayInPeriod(b, d);
        }
        expect(shared).toBe(overlap);
      }),
    );
  });
});
