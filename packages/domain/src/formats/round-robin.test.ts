import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { generateBergerTable, generateRoundRobin, generateRoundRobinByes } from './round-robin.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

const teamsOf = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const asPairs = (rounds: Array<Array<{ home: number; away: number }>>) =>
  rounds.map((round) => round.map(({ home, away }) => [home, away]));

describe('generateRoundRobin — Berger tables (FIDE C.05 Annex 1)', () => {
  it('reproduces the published 6-team table exactly', () => {
    expect(asPairs(generateRoundRobin(teamsOf(6)))).toEqual([
      [
        [1, 6],
        [2, 5],
        [3, 4],
      ],
      [
        [6, 4],
        [5, 3],
        [1, 2],
      ],
      [
        [2, 6],
        [3, 1],
        [4, 5],
      ],
      [
        [6, 5],
        [1, 4],
        [2, 3],
      ],
      [
        [3, 6],
        [4, 2],
        [5, 1],
      ],
    ]);
  });

  it.each([
    [4, ['1-4 2-3', '4-3 1-2', '2-4 3-1']],
    [
      8,
      [
        '1-8 2-7 3-6 4-5',
        '8-5 6-4 7-3 1-2',
        '2-8 3-1 4-7 5-6',
        '8-6 7-5 1-4 2-3',
        '3-8 4-2 5-1 6-7',
        '8-7 1-6 2-5 3-4',
        '4-8 5-3 6-2 7-1',
      ],
    ],
  ])('reproduces the published %i-player Berger table', (size, expected) => {
    const printed = generateBergerTable(size).map((round) => round.map(([h, a]) => `${h}-${a}`).join(' '));
    expect(printed).toEqual(expected);
  });

  it('keeps the identifiers it was given (generic teams)', () => {
    expect(generateRoundRobin(['Ajax', 'PSV', 'Feyenoord', 'AZ'])[0]).toEqual([
      { home: 'Ajax', away: 'AZ' },
      { home: 'PSV', away: 'Feyenoord' },
    ]);
  });

  it('swaps home and away in the second leg', () => {
    const rounds = generateRoundRobin(teamsOf(6), { legs: 2 });
    expect(rounds).toHaveLength(10);
    const firstLeg = new Set(rounds.slice(0, 5).flatMap((r) => r.map((m) => `${m.home}-${m.away}`)));
    const secondLeg = rounds.slice(5).flatMap((r) => r.map((m) => `${m.away}-${m.home}`));
    expect(secondLeg.every((key) => firstLeg.has(key))).toBe(true);
  });

  it('leaves the bye out with an odd number of teams and names who sits out', () => {
    const rounds = generateRoundRobin(teamsOf(5));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((round) => round.length === 2)).toBe(true);
    // Team 6 is the dummy of the 6-table: whoever it meets sits out.
    expect(generateRoundRobinByes(teamsOf(5))).toEqual([1, 4, 2, 5, 3]);
    expect(generateRoundRobinByes(teamsOf(6))).toEqual([null, null, null, null, null]);
  });

  it.each([
    [[1], 'round_robin.too_few_teams'],
    [[1, 1, 2], 'round_robin.duplicate_team'],
  ])('rejects %j with %s', (teams, code) => {
    expect(() => generateRoundRobin(teams)).toThrow(expect.objectContaining({ code }));
  });

  it.each([0, 1.5, -1])('rejects %s legs', (legs) => {
    const call = () => generateRoundRobin(teamsOf(4), { legs });
    expect(call).toThrow(DomainError);
    expect(call).toThrow(expect.objectContaining({ code: 'round_robin.legs_invalid' }));
  });
});

describe('generateRoundRobin — properties', () => {
  const field = fc.record({ count: fc.integer({ min: 2, max: 26 }), legs: fc.integer({ min: 1, max: 4 }) });

  it(
    'makes every pair meet exactly once per leg, nobody playing twice in a round',
    () => {
      fc.assert(
        fc.property(field, ({ count, legs }) => {
          const rounds = generateRoundRobin(teamsOf(count), { legs });
          const perLeg = count % 2 === 0 ? count - 1 : count;
          expect(rounds).toHaveLength(perLeg * legs);
          for (let leg = 0; leg < legs; leg++) {
            const met = new Map<string, number>();
            for (const round of rounds.slice(leg * perLeg, (leg + 1) * perLeg)) {
              const seen = new Set<number>();
              for (const { home, away } of round) {
                expect(home).not.toBe(away);
                expect(seen.has(home) || seen.has(away)).toBe(false);
                seen.add(home);
                seen.add(away);
                const key = `${Math.min(home, away)}-${Math.max(home, away)}`;
                met.set(key, (met.get(key) ?? 0) + 1);
              }
              expect(seen.size).toBe(count - (count % 2));
            }
            expect(met.size).toBe((count * (count - 1)) / 2);
            expect([...met.values()].every((times) => times === 1)).toBe(true);
          }
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'balances home and away (within one) and never gives three home or away matches in a row',
    () => {
      fc.assert(
        fc.property(field, ({ count, legs }) => {
          const venues = new Map<number, string>();
          for (const round of generateRoundRobin(teamsOf(count), { legs })) {
            for (const { home, away } of round) {
              venues.set(home, `${venues.get(home) ?? ''}H`);
              venues.set(away, `${venues.get(away) ?? ''}A`);
            }
          }
          for (const sequence of venues.values()) {
            const homes = sequence.replaceAll('A', '').length;
            expect(Math.abs(2 * homes - sequence.length)).toBeLessThanOrEqual(1);
            expect(sequence).not.toMatch(/HHH|AAA/);
          }
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives every team of an odd field exactly one bye per leg',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 3 }), (half, legs) => {
          const count = 2 * half + 1;
          const byes = generateRoundRobinByes(teamsOf(count), { legs });
          const rounds = generateRoundRobin(teamsOf(count), { legs });
          byes.forEach((team, index) => {
            const playing = (rounds[index] ?? []).flatMap((m) => [m.home, m.away]);
            expect(team === null || playing.includes(team)).toBe(false);
          });
          for (const team of teamsOf(count)) expect(byes.filter((bye) => bye === team)).toHaveLength(legs);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
