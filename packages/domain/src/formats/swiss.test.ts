import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeSwissTiebreaks,
  pairSwissRound,
  rankSwissStandings,
  type SwissRound,
  type SwissStanding,
} from './swiss.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

const field = (...scores: number[]): Array<SwissStanding<number>> =>
  scores.map((score, index) => ({ player: index + 1, score }));
const asPairs = (pairs: Array<{ home: number; away: number }>) => pairs.map(({ home, away }) => [home, away]);

describe('pairSwissRound', () => {
  it('pairs round 1 top half against bottom half, alternating home from board to board', () => {
    expect(asPairs(pairSwissRound(field(0, 0, 0, 0, 0, 0, 0, 0), []).pairs)).toEqual([
      [1, 5],
      [6, 2],
      [3, 7],
      [8, 4],
    ]);
  });

  it('gives the bye of an odd field to the lowest-ranked player', () => {
    const round = pairSwissRound(field(0, 0, 0, 0, 0), []);
    expect(round.bye).toBe(5);
    expect(asPairs(round.pairs)).toEqual([
      [1, 3],
      [4, 2],
    ]);
  });

  it('passes the bye up to the lowest-ranked player who has not had one', () => {
    const history: Array<SwissRound<number>> = [
      {
        pairs: [
          { home: 1, away: 3 },
          { home: 4, away: 2 },
        ],
        bye: 5,
      },
    ];
    // 1 and 2 won; 3, 4 and 5 are on zero (the bye scored nothing here). 5 is last but had the bye.
    const round = pairSwissRound(field(1, 1, 0, 0, 0), history);
    expect(round.bye).toBe(4);
    expect(asPairs(round.pairs)).toEqual([
      [2, 1],
      [3, 5],
    ]);
  });

  it('pairs by score groups and never repeats a pairing', () => {
    const history: Array<SwissRound<number>> = [
      {
        pairs: [
          { home: 1, away: 3 },
          { home: 4, away: 2 },
        ],
        bye: null,
      },
    ];
    // 1 and 4 won: they meet; 2 and 3 lost: they meet.
    expect(asPairs(pairSwissRound(field(1, 0, 0, 1), history).pairs)).toEqual([
      [4, 1],
      [2, 3],
    ]);
    // If 1 and 4 had already met, the winners must cross with the losers.
    const met: Array<SwissRound<number>> = [
      ...history,
      {
        pairs: [
          { home: 1, away: 4 },
          { home: 3, away: 2 },
        ],
        bye: null,
      },
    ];
    const third = pairSwissRound(field(2, 0, 0, 1), met).pairs;
    const keys = third.map(({ home, away }) => [home, away].sort().join('-'));
    expect(keys.sort()).toEqual(['1-2', '3-4']);
  });

  it.each([
    [
      'a field whose only pairing is a rematch',
      field(1, 0),
      [{ pairs: [{ home: 1, away: 2 }], bye: null }],
      'swiss.no_valid_pairing',
    ],
    ['a duplicate player', [...field(0, 0), { player: 1, score: 0 }], [], 'swiss.duplicate_player'],
    [
      'history naming a stranger',
      field(0, 0),
      [{ pairs: [{ home: 1, away: 9 }], bye: null }],
      'swiss.unknown_player',
    ],
    ['a single player', field(0), [], 'swiss.too_few_players'],
  ])('rejects %s', (_, players, history, code) => {
    expect(() => pairSwissRound(players, history)).toThrow(expect.objectContaining({ code }));
  });

  it(
    'pairs whole events without rematches, one bye per player at most and home/away within two',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 24 }),
          fc.array(fc.constantFrom(1, 0.5, 0), { minLength: 300, maxLength: 300 }),
          (count, outcomes) => {
            const rounds = Math.max(1, Math.floor(count / 2));
            const scores = new Map<number, number>(Array.from({ length: count }, (_, i) => [i + 1, 0]));
            const history: Array<SwissRound<number>> = [];
            const balance = new Map<number, number>();
            let draw = 0;
            for (let r = 0; r < rounds; r++) {
              const standings = [...scores].map(([player, score]) => ({ player, score }));
              const round = pairSwissRound(standings, history);
              const seen = new Set<number>();
              for (const { home, away } of round.pairs) {
                for (const player of [home, away]) {
                  expect(seen.has(player)).toBe(false);
                  seen.add(player);
                }
                const met = history.some((past) =>
                  past.pairs.some(
                    (p) => (p.home === home && p.away === away) || (p.home === away && p.away === home),
                  ),
                );
                expect(met).toBe(false);
                balance.set(home, (balance.get(home) ?? 0) + 1);
                balance.set(away, (balance.get(away) ?? 0) - 1);
                const outcome = outcomes[draw++ % outcomes.length] as number;
                scores.set(home, (scores.get(home) ?? 0) + outcome);
                scores.set(away, (scores.get(away) ?? 0) + 1 - outcome);
              }
              expect(round.bye === null).toBe(count % 2 === 0);
              if (round.bye !== null) {
                expect(seen.has(round.bye)).toBe(false);
                expect(history.some((past) => past.bye === round.bye)).toBe(false);
                scores.set(round.bye, (scores.get(round.bye) ?? 0) + 1);
              }
              expect(seen.size).toBe(count - (count % 2));
              history.push(round);
            }
            for (const value of balance.values()) expect(Math.abs(value)).toBeLessThanOrEqual(2);
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('pairSwissRound — late rounds', () => {
  /** Whether the players can be paired without rematches (and with a bye for one who has not had one). */
  const canPair = (players: number[], met: Set<string>, hadBye: Set<number>): boolean => {
    if (players.length % 2 === 1) {
      return players.some(
        (p) =>
          !hadBye.has(p) &&
          canPair(
            players.filter((q) => q !== p),
            met,
            hadBye,
          ),
      );
    }
    const [first, ...rest] = players;
    if (first === undefined) return true;
    return rest.some(
      (q) =>
        !met.has(`${first}-${q}`) &&
        canPair(
          rest.filter((r) => r !== q),
          met,
          hadBye,
        ),
    );
  };

  it(
    'plays on until no rematch-free round exists, and only then refuses',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 3, max: 11 }),
          fc.array(fc.constantFrom(1, 0.5, 0), { minLength: 100, maxLength: 100 }),
          (count, outcomes) => {
            const scores = new Map<number, number>(Array.from({ length: count }, (_, i) => [i + 1, 0]));
            const history: Array<SwissRound<number>> = [];
            const met = new Set<string>();
            const hadBye = new Set<number>();
            let draw = 0;
            for (let r = 0; r < count; r++) {
              const standings = [...scores].map(([player, score]) => ({ player, score }));
              const possible = canPair([...scores.keys()], met, hadBye);
              if (!possible) {
                expect(() => pairSwissRound(standings, history)).toThrow(
                  expect.objectContaining({ code: 'swiss.no_valid_pairing' }),
                );
                return;
              }
              const round = pairSwissRound(standings, history);
              for (const { home, away } of round.pairs) {
                expect(met.has(`${home}-${away}`)).toBe(false);
                met.add(`${home}-${away}`).add(`${away}-${home}`);
                const outcome = outcomes[draw++ % outcomes.length] as number;
                scores.set(home, (scores.get(home) ?? 0) + outcome);
                scores.set(away, (scores.get(away) ?? 0) + 1 - outcome);
              }
              if (round.bye !== null) {
                expect(hadBye.has(round.bye)).toBe(false);
                hadBye.add(round.bye);
              }
              history.push(round);
            }
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('Swiss tie-breaks', () => {
  // Round 1: 1 beat 2, 3 drew 4. Round 2: 1 beat 3, 4 beat 2. Scores: 1→2, 2→0, 3→0.5, 4→1.5.
  const players = [
    { player: 1, score: 2 },
    { player: 2, score: 0 },
    { player: 3, score: 0.5 },
    { player: 4, score: 1.5 },
  ];
  const history: Array<SwissRound<number>> = [
    {
      pairs: [
        { home: 1, away: 2 },
        { home: 3, away: 4 },
      ],
      bye: null,
    },
    {
      pairs: [
        { home: 1, away: 3 },
        { home: 4, away: 2 },
      ],
      bye: null,
    },
  ];

  it.each([
    [1, 0.5, 0],
    [2, 3.5, 0],
    [3, 3.5, 0],
    [4, 0.5, 0],
  ])('player %i has Buchholz %s and Median-Buchholz %s', (player, buchholz, medianBuchholz) => {
    expect(computeSwissTiebreaks(players, history).get(player)).toEqual({ buchholz, medianBuchholz });
  });

  it('cuts the highest and lowest opponent for Median-Buchholz', () => {
    const five = field(3, 2, 1, 0.5, 0);
    const rounds: Array<SwissRound<number>> = [
      { pairs: [{ home: 1, away: 2 }], bye: null },
      { pairs: [{ home: 1, away: 3 }], bye: null },
      { pairs: [{ home: 4, away: 1 }], bye: null },
      { pairs: [{ home: 1, away: 5 }], bye: null },
    ];
    expect(computeSwissTiebreaks(five, rounds).get(1)).toEqual({ buchholz: 3.5, medianBuchholz: 1.5 });
  });

  it('ranks on score, then Buchholz, then initial order', () => {
    const tied = [
      { player: 1, score: 1 },
      { player: 2, score: 1 },
      { player: 3, score: 0 },
      { player: 4, score: 2 },
    ];
    const rounds: Array<SwissRound<number>> = [
      {
        pairs: [
          { home: 1, away: 3 },
          { home: 2, away: 4 },
        ],
        bye: null,
      },
    ];
    expect(rankSwissStandings(tied, rounds).map((row) => row.player)).toEqual([4, 2, 1, 3]);
  });
});
