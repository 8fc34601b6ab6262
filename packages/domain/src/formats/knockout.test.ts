import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDoubleEliminationBracket } from './double-elimination.ts';
import {
  type Bracket,
  type BracketSide,
  computeAdvancement,
  findAdvancement,
  findTieWinner,
  type TieFormat,
} from './knockout.ts';
import { computeBracketSize, generateSingleEliminationBracket, seedBracket } from './single-elimination.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

describe('seedBracket — standard seeding', () => {
  it.each([
    [2, [[1, 2]]],
    [
      4,
      [
        [1, 4],
        [2, 3],
      ],
    ],
    [
      8,
      [
        [1, 8],
        [4, 5],
        [3, 6],
        [2, 7],
      ],
    ],
    [
      16,
      [
        [1, 16],
        [8, 9],
        [5, 12],
        [4, 13],
        [6, 11],
        [3, 14],
        [7, 10],
        [2, 15],
      ],
    ],
    [
      13,
      [
        [1, null],
        [8, 9],
        [5, 12],
        [4, 13],
        [6, 11],
        [3, null],
        [7, 10],
        [2, null],
      ],
    ],
    [
      5,
      [
        [1, null],
        [4, 5],
        [3, null],
        [2, null],
      ],
    ],
  ])('seeds %i entrants', (count, expected) => {
    expect(seedBracket(count)).toEqual(expected);
  });

  it.each([1, 0, 2.5])('rejects %s entrants', (count) => {
    expect(() => seedBracket(count)).toThrow(expect.objectContaining({ code: 'bracket.too_few_entrants' }));
  });

  /** Seeds that can still be alive in each block of `block` places, for every block of the bracket. */
  const blocks = (count: number, block: number) => {
    const places = seedBracket(count).flat();
    const out: number[][] = [];
    for (let start = 0; start < places.length; start += block) {
      out.push(places.slice(start, start + block).filter((seed): seed is number => seed !== null));
    }
    return out;
  };

  it(
    'keeps the best seeds apart: seeds 1..2^j land in different blocks of size/2^j places',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 300 }), (count) => {
          const size = computeBracketSize(count);
          for (let parts = 2; parts <= size; parts *= 2) {
            const top = Math.min(parts, count);
            for (const block of blocks(count, size / parts)) {
              expect(block.filter((seed) => seed <= top).length).toBeLessThanOrEqual(1);
            }
          }
          const pairs = seedBracket(count);
          expect(
            pairs
              .flat()
              .filter((seed) => seed !== null)
              .sort((a, b) => a - b),
          ).toEqual(Array.from({ length: count }, (_, index) => index + 1));
          // Byes go to the top seeds, one each.
          const byes = pairs.filter(([, opponent]) => opponent === null).map(([seed]) => seed);
          expect(byes.sort((a, b) => a - b)).toEqual(
            Array.from({ length: size - count }, (_, index) => index + 1),
          );
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

/** Plays a bracket to the end with the given winners, through computeAdvancement only. */
function playBracket(bracket: Bracket, pickWinner: (key: string) => BracketSide) {
  const entrants = new Map<string, { home?: number; away?: number }>();
  const losses = new Map<number, number>();
  const cancelled = new Set<string>();
  const played: string[] = [];
  let champion: number | undefined;
  for (const match of bracket.matches) {
    if (cancelled.has(match.key)) continue;
    const seats = entrants.get(match.key) ?? {};
    const home = match.home.kind === 'seed' ? match.home.seed : seats.home;
    const away = match.away.kind === 'seed' ? match.away.seed : seats.away;
    if (home === undefined || away === undefined) throw new Error(`${match.key} is missing an entrant`);
    const winnerSide = pickWinner(match.key);
    const [winner, loser] = winnerSide === 'home' ? [home, away] : [away, home];
    played.push(match.key);
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    const advancement = computeAdvancement(bracket, match.key, winnerSide);
    for (const key of advancement.cancels) cancelled.add(key);
    for (const [entrant, target] of [
      [winner, advancement.winnerTo],
      [loser, advancement.loserTo],
    ] as const) {
      if (!target) continue;
      const seat = entrants.get(target.match) ?? {};
      expect(seat[target.side]).toBeUndefined();
      seat[target.side] = entrant;
      entrants.set(target.match, seat);
    }
    if (!advancement.winnerTo && match.section !== 'third_place') champion = winner;
  }
  return { played, losses, champion };
}

const side = fc.constantFrom<BracketSide>('home', 'away');

describe('generateSingleEliminationBracket', () => {
  it('builds a 4-team bracket with a third-place match, wired for winners and losers', () => {
    const bracket = generateSingleEliminationBracket(4, { thirdPlace: true });
    expect(
      bracket.matches.map(({ key, home, away, winnerTo, loserTo }) => ({
        key,
        home,
        away,
        winnerTo,
        loserTo,
      })),
    ).toEqual([
      {
        key: 'R1-M1',
        home: { kind: 'seed', seed: 1 },
        away: { kind: 'seed', seed: 4 },
        winnerTo: { match: 'R2-M1', side: 'home' },
        loserTo: { match: '3P', side: 'home' },
      },
      {
        key: 'R1-M2',
        home: { kind: 'seed', seed: 2 },
        away: { kind: 'seed', seed: 3 },
        winnerTo: { match: 'R2-M1', side: 'away' },
        loserTo: { match: '3P', side: 'away' },
      },
      {
        key: 'R2-M1',
        home: { kind: 'winner', match: 'R1-M1' },
        away: { kind: 'winner', match: 'R1-M2' },
        winnerTo: null,
        loserTo: null,
      },
      {
        key: '3P',
        home: { kind: 'loser', match: 'R1-M1' },
        away: { kind: 'loser', match: 'R1-M2' },
        winnerTo: null,
        loserTo: null,
      },
    ]);
  });

  it('sends seeds 1, 2 and 3 of 13 straight to round 2 against first-round winners', () => {
    const bracket = generateSingleEliminationBracket(13);
    const roundTwo = bracket.matches.filter((match) => match.round === 2);
    expect(roundTwo.map((match) => [match.home, match.away])).toEqual([
      [
        { kind: 'seed', seed: 1 },
        { kind: 'winner', match: 'R1-M2' },
      ],
      [
        { kind: 'winner', match: 'R1-M3' },
        { kind: 'winner', match: 'R1-M4' },
      ],
      [
        { kind: 'winner', match: 'R1-M5' },
        { kind: 'seed', seed: 3 },
      ],
      [
        { kind: 'winner', match: 'R1-M7' },
        { kind: 'seed', seed: 2 },
      ],
    ]);
    expect(bracket.matches.filter((match) => match.round === 1).map((match) => match.key)).toEqual([
      'R1-M2',
      'R1-M3',
      'R1-M4',
      'R1-M5',
      'R1-M7',
    ]);
  });

  it('accepts an explicit first round and rejects one that does not place every seed once', () => {
    const crossed = generateSingleEliminationBracket(4, {
      firstRound: [
        [1, 3],
        [2, 4],
      ],
    });
    expect(crossed.matches[0]?.away).toEqual({ kind: 'seed', seed: 3 });
    expect(() =>
      generateSingleEliminationBracket(4, {
        firstRound: [
          [1, 3],
          [2, 3],
        ],
      }),
    ).toThrow(expect.objectContaining({ code: 'bracket.first_round_invalid' }));
  });

  it(
    'has N−1 matches (+1 third-place from 4 entrants), byes only in round 1, and plays out cleanly',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 130 }),
          fc.boolean(),
          fc.func(side),
          (count, thirdPlace, pick) => {
            const bracket = generateSingleEliminationBracket(count, { thirdPlace });
            expect(bracket.matches).toHaveLength(count - 1 + (thirdPlace && count >= 4 ? 1 : 0));
            expect(new Set(bracket.matches.map((match) => match.key)).size).toBe(bracket.matches.length);
            const size = computeBracketSize(count);
            const seedSlots = bracket.matches.flatMap((match) =>
              [match.home, match.away].flatMap((slot) =>
                slot.kind === 'seed' ? [{ round: match.round, seed: slot.seed }] : [],
              ),
            );
            expect(seedSlots).toHaveLength(count);
            // A bye only skips round 1: bye seeds enter in round 2, nobody later.
            expect(seedSlots.filter((slot) => slot.round > 2)).toEqual([]);
            expect(seedSlots.filter((slot) => slot.round === 2)).toHaveLength(size - count);
            const { played, losses, champion } = playBracket(bracket, pick);
            expect(played).toHaveLength(bracket.matches.length);
            expect(champion).toBeDefined();
            const lossCounts = Array.from({ length: count }, (_, index) => losses.get(index + 1) ?? 0);
            expect(losses.get(champion ?? 0)).toBeUndefined();
            // Everyone else loses once, except the loser of the third-place match, who loses twice.
            expect(lossCounts.filter((n) => n === 2)).toHaveLength(thirdPlace && count >= 4 ? 1 : 0);
            expect(lossCounts.filter((n) => n === 1)).toHaveLength(
              count - 1 - (thirdPlace && count >= 4 ? 1 : 0),
            );
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('generateDoubleEliminationBracket', () => {
  it('wires 4 entrants: losers drop to LB, the winners champion hosts GF, GF2 resets', () => {
    const bracket = generateDoubleEliminationBracket(4, { grandFinalReset: true });
    const wiring = Object.fromEntries(
      bracket.matches.map((m) => [m.key, [m.winnerTo?.match ?? null, m.loserTo?.match ?? null]]),
    );
    expect(wiring).toEqual({
      'WB1-1': ['WB2-1', 'LB1-1'],
      'WB1-2': ['WB2-1', 'LB1-1'],
      'LB1-1': ['LB2-1', null],
      'WB2-1': ['GF', 'LB2-1'],
      'LB2-1': ['GF', null],
      GF: ['GF2', 'GF2'],
      GF2: [null, null],
    });
    expect(bracket.matches.find((m) => m.key === 'GF2')?.resetOnly).toBe(true);
    expect(computeAdvancement(bracket, 'GF', 'home')).toEqual({
      winner: 'home',
      winnerTo: null,
      loserTo: null,
      cancels: ['GF2'],
    });
    expect(computeAdvancement(bracket, 'GF', 'away')).toEqual({
      winner: 'away',
      winnerTo: { match: 'GF2', side: 'away' },
      loserTo: { match: 'GF2', side: 'home' },
      cancels: [],
    });
  });

  it('drops the losers of WB round 2 in reverse order so they do not meet their first-round victims at once', () => {
    const bracket = generateDoubleEliminationBracket(8);
    const lb2 = bracket.matches.filter((m) => m.section === 'losers' && m.round === 2).map((m) => m.home);
    expect(lb2).toEqual([
      { kind: 'loser', match: 'WB2-2' },
      { kind: 'loser', match: 'WB2-1' },
    ]);
  });

  it('rejects an unknown match key', () => {
    expect(() => computeAdvancement(generateDoubleEliminationBracket(4), 'LB9-9', 'home')).toThrow(
      expect.objectContaining({ code: 'bracket.match_not_found' }),
    );
  });

  it(
    'has 2N−2 matches (2N−1 with reset) and eliminates everyone but the champion after two losses',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 100 }), fc.boolean(), fc.func(side), (count, reset, pick) => {
          const bracket = generateDoubleEliminationBracket(count, { grandFinalReset: reset });
          expect(bracket.matches).toHaveLength(2 * count - 2 + (reset ? 1 : 0));
          const { played, losses, champion } = playBracket(bracket, pick);
          expect(champion).toBeDefined();
          const gfWinnerIsHome = pick('GF') === 'home';
          expect(played).toHaveLength(2 * count - 2 + (reset && !gfWinnerIsHome ? 1 : 0));
          expect(losses.get(champion ?? 0) ?? 0).toBeLessThanOrEqual(1);
          const others = Array.from({ length: count }, (_, index) => index + 1).filter(
            (seed) => seed !== champion,
          );
          // Without a reset, a winners' champion beaten in GF is out after one loss; everyone else after two.
          const outAfterOne = !reset && !gfWinnerIsHome ? 1 : 0;
          expect(others.filter((seed) => losses.get(seed) === 1)).toHaveLength(outAfterOne);
          expect(others.filter((seed) => losses.get(seed) === 2)).toHaveLength(count - 1 - outAfterOne);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('findTieWinner', () => {
  const single: TieFormat = { kind: 'single_match', decider: 'penalties' };
  const noDecider: TieFormat = { kind: 'single_match', decider: 'none' };
  const twoLegsAwayGoals: TieFormat = { kind: 'two_legs', awayGoals: true, decider: 'penalties' };
  const twoLegs: TieFormat = { kind: 'two_legs', awayGoals: false, decider: 'penalties' };
  const bestOf3: TieFormat = { kind: 'best_of', games: 3 };

  it.each<[string, TieFormat, Parameters<typeof findTieWinner>[1], BracketSide | undefined]>([
    ['a single match won at home', single, { games: [{ home: 2, away: 1 }] }, 'home'],
    ['a single match not yet played', single, { games: [] }, undefined],
    [
      'a level match won on penalties',
      single,
      { games: [{ home: 1, away: 1 }], penalties: { home: 3, away: 4 } },
      'away',
    ],
    [
      'two legs on aggregate',
      twoLegs,
      {
        games: [
          { home: 0, away: 1 },
          { home: 3, away: 1 },
        ],
      },
      'home',
    ],
    ['two legs after only one leg', twoLegs, { games: [{ home: 3, away: 0 }] }, undefined],
    [
      'two legs level, away goals (home entrant scored 2 away)',
      twoLegsAwayGoals,
      {
        games: [
          { home: 1, away: 1 },
          { home: 2, away: 2 },
        ],
      },
      'home',
    ],
    [
      'two legs level, away goals (away entrant scored 2 away)',
      twoLegsAwayGoals,
      {
        games: [
          { home: 1, away: 2 },
          { home: 1, away: 0 },
        ],
      },
      'away',
    ],
    [
      'two legs level without away goals rule, penalties',
      twoLegs,
      {
        games: [
          { home: 1, away: 2 },
          { home: 1, away: 0 },
        ],
        penalties: { home: 5, away: 4 },
      },
      'home',
    ],
    [
      'best of 3 at 2–0',
      bestOf3,
      {
        games: [
          { home: 1, away: 0 },
          { home: 2, away: 1 },
        ],
      },
      'home',
    ],
    [
      'best of 3 at 1–1',
      bestOf3,
      {
        games: [
          { home: 1, away: 0 },
          { home: 0, away: 1 },
        ],
      },
      undefined,
    ],
    [
      'best of 3 at 1–2',
      bestOf3,
      {
        games: [
          { home: 1, away: 0 },
          { home: 0, away: 1 },
          { home: 0, away: 3 },
        ],
      },
      'away',
    ],
  ])('decides %s', (_, format, result, expected) => {
    expect(findTieWinner(format, result)).toBe(expected);
  });

  it.each<[string, TieFormat, Parameters<typeof findTieWinner>[1], string]>([
    ['a draw without decider', noDecider, { games: [{ home: 0, away: 0 }] }, 'knockout.draw_without_decider'],
    [
      'two legs level with no decider',
      { kind: 'two_legs', awayGoals: true, decider: 'none' },
      {
        games: [
          { home: 1, away: 1 },
          { home: 1, away: 1 },
        ],
      },
      'knockout.draw_without_decider',
    ],
    [
      'a level match without the shoot-out',
      single,
      { games: [{ home: 1, away: 1 }] },
      'knockout.penalties_missing',
    ],
    [
      'a level shoot-out',
      single,
      { games: [{ home: 1, away: 1 }], penalties: { home: 4, away: 4 } },
      'knockout.penalties_level',
    ],
    [
      'penalties after a decided match',
      single,
      { games: [{ home: 2, away: 1 }], penalties: { home: 4, away: 3 } },
      'knockout.penalties_unexpected',
    ],
    [
      'a second game in a single match',
      single,
      {
        games: [
          { home: 2, away: 1 },
          { home: 0, away: 0 },
        ],
      },
      'knockout.too_many_games',
    ],
    [
      'a game after a best-of series is won',
      bestOf3,
      {
        games: [
          { home: 1, away: 0 },
          { home: 1, away: 0 },
          { home: 1, away: 0 },
        ],
      },
      'knockout.too_many_games',
    ],
    ['a drawn game in a series', bestOf3, { games: [{ home: 1, away: 1 }] }, 'knockout.draw_without_decider'],
    ['an even best-of', { kind: 'best_of', games: 4 }, { games: [] }, 'knockout.best_of_invalid'],
  ])('rejects %s', (_, format, result, code) => {
    expect(() => findTieWinner(format, result)).toThrow(expect.objectContaining({ code }));
  });
});

describe('findAdvancement', () => {
  const bracket = generateSingleEliminationBracket(8, { thirdPlace: true });
  const twoLegs: TieFormat = { kind: 'two_legs', awayGoals: false, decider: 'penalties' };

  it('waits for the second leg, then sends the aggregate winner on', () => {
    expect(findAdvancement(bracket, 'R1-M1', twoLegs, { games: [{ home: 0, away: 2 }] })).toBeUndefined();
    expect(
      findAdvancement(bracket, 'R1-M1', twoLegs, {
        games: [
          { home: 0, away: 2 },
          { home: 1, away: 0 },
        ],
      }),
    ).toEqual({ winner: 'away', winnerTo: { match: 'R2-M1', side: 'home' }, loserTo: null, cancels: [] });
  });

  it('sends a semi-final loser to the third-place match', () => {
    const single: TieFormat = { kind: 'single_match', decider: 'none' };
    expect(findAdvancement(bracket, 'R2-M2', single, { games: [{ home: 3, away: 1 }] })).toEqual({
      winner: 'home',
      winnerTo: { match: 'R3-M1', side: 'away' },
      loserTo: { match: '3P', side: 'away' },
      cancels: [],
    });
  });

  it('refuses a drawn knockout match without a decider', () => {
    const single: TieFormat = { kind: 'single_match', decider: 'none' };
    expect(() => findAdvancement(bracket, 'R3-M1', single, { games: [{ home: 1, away: 1 }] })).toThrow(
      expect.objectContaining({ code: 'knockout.draw_without_decider' }),
    );
  });
});
