// Invariants of any table, on random seasons (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute.ts';
import { footballLeaguePresets, standingsPresets } from './presets.ts';
import type { StandingsMatch, StandingsRules } from './types.ts';

const TEAMS = ['A', 'B', 'C', 'D', 'E', 'F'];
const team = fc.constantFrom(...TEAMS);
// Low scores make ties (and so every tie-break path) frequent.
const match = fc
  .record({
    home: team,
    away: team,
    homeGoals: fc.integer({ min: 0, max: 3 }),
    awayGoals: fc.integer({ min: 0, max: 3 }),
  })
  .filter((m) => m.home !== m.away);
const season = fc.array(match, { maxLength: 40 });
const rulesArb = fc.constantFrom<StandingsRules>(
  standingsPresets.football,
  footballLeaguePresets.laLiga,
  footballLeaguePresets.serieA,
  footballLeaguePresets.bundesliga,
  footballLeaguePresets.uefaGroup,
  standingsPresets.handball,
);

const table = (matches: StandingsMatch<string>[], rules: StandingsRules) =>
  computeStandings({ matches, rules, teams: TEAMS }).map(({ form: _form, ...row }) => row);

describe('standings properties', () => {
  it('sum of points equals the points handed out by the matches', () => {
    fc.assert(
      fc.property(season, (matches) => {
        const rows = computeStandings({ matches, rules: standingsPresets.football });
        const handedOut = matches.reduce((sum, m) => sum + (m.homeGoals === m.awayGoals ? 2 : 3), 0);
        expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(handedOut);
      }),
    );
  });

  it('played = won + drawn + lost, goal difference = for − against, totals balance', () => {
    fc.assert(
      fc.property(season, rulesArb, (matches, rules) => {
        const rows = computeStandings({ matches, rules });
        for (const r of rows) {
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.goalDifference).toBe(r.goalsFor - r.goalsAgainst);
        }
        const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
        expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
        expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
        expect(sum((r) => r.played)).toBe(2 * matches.length);
      }),
    );
  });

  it('permuting the match order never changes the table', () => {
    fc.assert(
      fc.property(
        season.chain((matches) =>
          fc.tuple(fc.constant(matches), fc.shuffledSubarray(matches, { minLength: matches.length })),
        ),
        rulesArb,
        ([matches, shuffled], rules) => {
          expect(table(shuffled, rules)).toEqual(table(matches, rules));
        },
      ),
    );
  });

  it('orders rows by points and numbers positions 1..n', () => {
    fc.assert(
      fc.property(season, rulesArb, (matches, rules) => {
        const rows = computeStandings({ matches, rules, teams: TEAMS });
        rows.forEach((r, i) => {
          expect(r.pos).toBe(i + 1);
          const next = rows[i + 1];
          if (next) {
            expect(r.points).toBeGreaterThanOrEqual(next.points);
            expect(r.explanation?.above).toBe(next.team);
            if (r.points > next.points) expect(r.explanation?.criterion).toBe('points');
          } else {
            expect(r.explanation).toBeUndefined();
          }
        });
      }),
    );
  });

  it('builds the same table with either head-to-head scope when no three teams are level', () => {
    const tiedGroup = footballLeaguePresets.serieA;
    const recursive: StandingsRules = { ...tiedGroup, h2hScope: 'recursive' };
    fc.assert(
      fc.property(season, (matches) => {
        const rows = computeStandings({ matches, rules: standingsPresets.football, teams: TEAMS });
        const perPoints = new Map<number, number>();
        for (const r of rows) perPoints.set(r.points, (perPoints.get(r.points) ?? 0) + 1);
        fc.pre([...perPoints.values()].every((n) => n <= 2));
        expect(table(matches, recursive).map((r) => r.team)).toEqual(
          table(matches, tiedGroup).map((r) => r.team),
        );
      }),
    );
  });
});
