import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeDoubleEliminationPlacements,
  type EliminationResult,
  generateDoubleEliminationBracket,
} from './double-elimination.ts';
import { type Bracket, type BracketSide, type BracketSlot, computeAdvancement } from './knockout.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 60_000;

interface PlayedMatch {
  key: string;
  section: string;
  round: number;
  home: number;
  away: number;
  winner: number;
  loser: number;
}

/**
 * Plays a whole bracket the way a server does: entrants enter at their seed slots, every result is sent to
 * computeAdvancement, and its winner and loser are placed where it says (byes are already pruned away).
 */
function playThrough(bracket: Bracket, pick: (key: string, home: number, away: number) => BracketSide) {
  const placed = new Map<string, { home?: number; away?: number }>();
  const cancelled = new Set<string>();
  const played: PlayedMatch[] = [];
  const results: EliminationResult[] = [];
  const entrantIn = (key: string, slot: BracketSlot, side: BracketSide) =>
    slot.kind === 'seed' ? slot.seed : placed.get(key)?.[side];
  // Matches come after the matches that feed them, so one pass in order plays the whole bracket.
  for (const match of bracket.matches) {
    if (cancelled.has(match.key)) continue;
    const home = entrantIn(match.key, match.home, 'home');
    const away = entrantIn(match.key, match.away, 'away');
    if (home === undefined || away === undefined)
      throw new Error(`${match.key} is not ready when its turn comes`);
    const side = pick(match.key, home, away);
    const next = computeAdvancement(bracket, match.key, side);
    const [winner, loser] = side === 'home' ? [home, away] : [away, home];
    played.push({ key: match.key, section: match.section, round: match.round, home, away, winner, loser });
    results.push({ key: match.key, winner: side });
    for (const [target, entrant] of [
      [next.winnerTo, winner],
      [next.loserTo, loser],
    ] as const) {
      if (!target) continue;
      const slots = placed.get(target.match) ?? {};
      slots[target.side] = entrant;
      placed.set(target.match, slots);
    }
    for (const key of next.cancels) cancelled.add(key);
  }
  const losses = new Map<number, number>();
  for (const { loser } of played) losses.set(loser, (losses.get(loser) ?? 0) + 1);
  const last = played[played.length - 1]!;
  return { played, results, losses, champion: last.winner, runnerUp: last.loser };
}

const side = fc.constantFrom<BracketSide>('home', 'away');
const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

describe('computeDoubleEliminationPlacements', () => {
  it('places 8 entrants 1, 2, 3, 4, 5–6, 7–8 when the better seed always wins', () => {
    const bracket = generateDoubleEliminationBracket(8, { grandFinalReset: true });
    const { results } = playThrough(bracket, (_, home, away) => (home < away ? 'home' : 'away'));
    const places = computeDoubleEliminationPlacements(bracket, results);
    expect([...places.entries()].sort(([a], [b]) => a - b)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
      [6, 5],
      [7, 7],
      [8, 7],
    ]);
  });

  it('places only the entrants already out while the event is on, and the finalists once GF2 is played', () => {
    const bracket = generateDoubleEliminationBracket(4, { grandFinalReset: true });
    // WB1-1: 1 beats 4; WB1-2: 2 beats 3; LB1-1: 4 beats 3 (3 is out, 4th).
    const early: EliminationResult[] = [
      { key: 'WB1-1', winner: 'home' },
      { key: 'WB1-2', winner: 'home' },
      { key: 'LB1-1', winner: 'home' },
    ];
    expect([...computeDoubleEliminationPlacements(bracket, early)]).toEqual([[3, 4]]);
    // WB2-1: 2 beats 1; LB2-1: 1 beats 4 (3rd); GF: 1 beats 2, so both have one loss and GF2 decides.
    const toReset: EliminationResult[] = [
      ...early,
      { key: 'WB2-1', winner: 'away' },
      { key: 'LB2-1', winner: 'home' },
      { key: 'GF', winner: 'away' },
    ];
    expect(new Map(computeDoubleEliminationPlacements(bracket, toReset))).toEqual(
      new Map([
        [3, 4],
        [4, 3],
      ]),
    );
    const afterReset = computeDoubleEliminationPlacements(bracket, [
      ...toReset,
      { key: 'GF2', winner: 'away' },
    ]);
    // GF2: home is GF's loser (2), away GF's winner (1): 1 wins the reset.
    expect(afterReset.get(1)).toBe(1);
    expect(afterReset.get(2)).toBe(2);
  });

  it('ends the event at GF when the winners champion wins it, and rejects a result for the cancelled GF2', () => {
    const bracket = generateDoubleEliminationBracket(4, { grandFinalReset: true });
    const { results } = playThrough(bracket, () => 'home');
    expect(results.map((r) => r.key)).not.toContain('GF2');
    expect(computeDoubleEliminationPlacements(bracket, results).get(1)).toBe(1);
    expect(() =>
      computeDoubleEliminationPlacements(bracket, [...results, { key: 'GF2', winner: 'home' }]),
    ).toThrow(expect.objectContaining({ code: 'bracket.match_cancelled' }));
  });

  it('rejects unknown keys, a match twice and a result before the match can be played', () => {
    const bracket = generateDoubleEliminationBracket(4);
    const placements = (results: EliminationResult[]) => () =>
      computeDoubleEliminationPlacements(bracket, results);
    expect(placements([{ key: 'LB9-9', winner: 'home' }])).toThrow(
      expect.objectContaining({ code: 'bracket.match_not_found' }),
    );
    expect(
      placements([
        { key: 'WB1-1', winner: 'home' },
        { key: 'WB1-1', winner: 'away' },
      ]),
    ).toThrow(expect.objectContaining({ code: 'bracket.result_duplicate' }));
    expect(placements([{ key: 'WB2-1', winner: 'home' }])).toThrow(
      expect.objectContaining({ code: 'bracket.match_not_ready' }),
    );
  });
});

describe('double elimination played through computeAdvancement — properties (3–64 entrants)', () => {
  it(
    'everyone but the champion leaves after two losses, nobody plays twice in a round, 2N−2 or 2N−1 matches',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 64 }), fc.boolean(), fc.func(side), (count, reset, pick) => {
          const bracket = generateDoubleEliminationBracket(count, { grandFinalReset: reset });
          const { played, losses, champion, runnerUp } = playThrough(bracket, (key) => pick(key));
          const resetPlayed = played.some((m) => m.key === 'GF2');
          expect(resetPlayed).toBe(reset && pick('GF') === 'away');
          expect(played).toHaveLength(2 * count - 2 + (resetPlayed ? 1 : 0));
          expect(losses.get(champion) ?? 0).toBeLessThanOrEqual(1);
          // Without a reset the winners' champion is out after one loss if it loses GF.
          const runnerUpOutAfterOne = !reset && pick('GF') === 'away';
          for (let entrant = 1; entrant <= count; entrant++) {
            if (entrant === champion) continue;
            const expected = entrant === runnerUp && runnerUpOutAfterOne ? 1 : 2;
            expect({ entrant, losses: losses.get(entrant) }).toEqual({ entrant, losses: expected });
            // … and plays no more once out.
            const lastMatch = played.findLastIndex((m) => m.home === entrant || m.away === entrant);
            expect(played[lastMatch]!.loser).toBe(entrant);
          }
          const seen = new Set<string>();
          for (const match of played) {
            for (const entrant of [match.home, match.away]) {
              const key = `${match.section} ${match.round} ${entrant}`;
              expect(seen.has(key), key).toBe(false);
              seen.add(key);
            }
          }
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'placements: 1 and 2 for the finalists, 1 + the number out later for the rest, fixed once given',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 64 }), fc.boolean(), fc.func(side), (count, reset, pick) => {
          const bracket = generateDoubleEliminationBracket(count, { grandFinalReset: reset });
          const { played, results, champion, runnerUp } = playThrough(bracket, (key) => pick(key));
          const final = computeDoubleEliminationPlacements(bracket, results);
          expect(final.size).toBe(count);
          expect(final.get(champion)).toBe(1);
          expect(final.get(runnerUp)).toBe(2);
          // When each entrant went out: the index of its last match (the champion never).
          const outAt = new Map<number, number>();
          for (const [index, match] of played.entries()) outAt.set(match.loser, index);
          outAt.delete(champion);
          const stageOf = (entrant: number) => {
            if (entrant === champion) return Number.POSITIVE_INFINITY;
            const match = played[outAt.get(entrant)!]!;
            return match.section === 'losers' ? match.round : Number.MAX_SAFE_INTEGER;
          };
          for (let entrant = 1; entrant <= count; entrant++) {
            const outLater = [...final.keys()].filter((other) => stageOf(other) > stageOf(entrant)).length;
            expect({ entrant, place: final.get(entrant) }).toEqual({ entrant, place: 1 + outLater });
          }
          if (isPowerOfTwo(count)) {
            // 1, 2, 3, 4, 5–6, 7–8, 9–12, 13–16, …: how many share each place.
            const sharing = new Map<number, number>();
            for (const place of final.values()) sharing.set(place, (sharing.get(place) ?? 0) + 1);
            const expected: number[] = [1, 1, 1, 1];
            for (let size = 2; expected.length < 2 * Math.log2(count); size *= 2) expected.push(size, size);
            expect([...sharing.entries()].sort(([a], [b]) => a - b).map(([, n]) => n)).toEqual(expected);
          }
          // Step by step: a place, once given, never changes, and is given exactly to those already out.
          for (let step = 1; step <= results.length; step++) {
            const partial = computeDoubleEliminationPlacements(bracket, results.slice(0, step));
            const over = step === results.length;
            for (const [entrant, place] of partial) expect(final.get(entrant)).toBe(place);
            const out = [...outAt.entries()].filter(([, index]) => index < step).map(([entrant]) => entrant);
            expect([...partial.keys()].sort((a, b) => a - b)).toEqual(
              (over ? [...out, champion] : out).sort((a, b) => a - b),
            );
          }
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // What the generator's drop order guarantees (measured on 200 random brackets per size, 3–64): the first losers
  // round only pairs losers of winners round 1, who cannot have met; with a power-of-two field of 8 or more,
  // the losers of winners round 2 drop in crosswise, so losers round 2 has no rematch either, and from 16 on
  // neither has losers round 3. Later rounds (and fields with byes) can pair two entrants who met in the
  // winners bracket: with two drop-ins per losers round and survivors from both halves, some cannot be avoided.
  it(
    'no rematch in losers round 1; none in losers rounds 1–2 for 8 and 1–3 for 16, 32, 64 entrants',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.integer({ min: 3, max: 64 }), fc.constantFrom(8, 16, 32, 64)),
          fc.boolean(),
          fc.func(side),
          (count, reset, pick) => {
            const bracket = generateDoubleEliminationBracket(count, { grandFinalReset: reset });
            const { played } = playThrough(bracket, (key) => pick(key));
            const fresh = isPowerOfTwo(count) && count >= 16 ? 3 : isPowerOfTwo(count) && count >= 8 ? 2 : 1;
            const met = new Set<string>();
            for (const match of played) {
              const pair = `${Math.min(match.home, match.away)}-${Math.max(match.home, match.away)}`;
              if (match.section === 'losers' && match.round <= fresh) {
                expect(met.has(pair), `${match.key}: ${pair} meet again`).toBe(false);
              }
              met.add(pair);
            }
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
