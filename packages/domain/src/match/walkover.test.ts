import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sportWalkover, walkoverScore } from './walkover.ts';

describe('walkoverScore', () => {
  it.each([
    ['football', 'away', 3, 0],
    ['football', 'home', 0, 3],
    ['basketball', 'away', 20, 0],
    ['basketball', 'home', 0, 20],
    ['counter-strike-2', 'away', 1, 0],
    ['a-sport-nobody-knows', 'home', 0, 1],
  ] as const)('%s, %s forfeits: %i–%i', (sportId, forfeit, home, away) => {
    expect(walkoverScore({ sportId, bestOf: 1, forfeit })).toEqual({
      homeScore: home,
      awayScore: away,
      games: null,
    });
  });

  it('gives an esports best of three 2–0 with its games, one map to none each', () => {
    expect(walkoverScore({ sportId: 'league-of-legends', bestOf: 3, forfeit: 'home' })).toEqual({
      homeScore: 0,
      awayScore: 2,
      games: [
        { home: 0, away: 1 },
        { home: 0, away: 1 },
      ],
    });
  });

  it("takes the competition's own rule over the sport's", () => {
    expect(
      walkoverScore({ sportId: 'football', bestOf: 1, forfeit: 'away', rule: { winner: 5, loser: 0 } }),
    ).toMatchObject({ homeScore: 5, awayScore: 0 });
    expect(
      walkoverScore({ sportId: 'football', bestOf: 5, forfeit: 'away', rule: { winner: 2, loser: 1 } }).games,
    ).toEqual([
      { home: 2, away: 1 },
      { home: 2, away: 1 },
      { home: 2, away: 1 },
    ]);
  });

  it('always has a winner, the side that did not forfeit, and a finished series', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('football', 'basketball', 'counter-strike-2', 'volleyball', 'tennis'),
        fc.constantFrom(1, 3, 5, 7),
        fc.constantFrom('home' as const, 'away' as const),
        (sportId, bestOf, forfeit) => {
          const score = walkoverScore({ sportId, bestOf, forfeit });
          const [mine, theirs] =
            forfeit === 'home' ? [score.homeScore, score.awayScore] : [score.awayScore, score.homeScore];
          expect(theirs).toBeGreaterThan(mine);
          if (bestOf > 1) {
            expect(theirs).toBe((bestOf + 1) / 2);
            expect(score.games).toHaveLength(theirs);
          }
        },
      ),
    );
  });

  it('knows each sport the issue names', () => {
    expect(sportWalkover('football')).toEqual({ winner: 3, loser: 0 });
    expect(sportWalkover('basketball')).toEqual({ winner: 20, loser: 0 });
    expect(sportWalkover('rocket-league')).toEqual({ winner: 1, loser: 0 });
  });
});
