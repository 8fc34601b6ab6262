import type { Fixture } from '@matchday/contracts';

/**
 * A knockout stage's fixtures arranged as a bracket: rounds in order (each in bracket order, by slot) and
 * the third-place match apart. The third-place match is recognised only by the semi-finals' `loserGoesTo`
 * pointing at it; where the server files it (round, slot) is left to the server.
 */
export interface BracketRound {
  readonly round: number;
  /** 0 for the final, 1 for the semi-finals… (names the round). */
  readonly fromEnd: number;
  readonly fixtures: readonly Fixture[];
}

export interface Bracket {
  readonly rounds: readonly BracketRound[];
  readonly thirdPlace: readonly Fixture[];
}

export function toBracket(fixtures: readonly Fixture[]): Bracket {
  const losersGoTo = new Set(fixtures.flatMap((f) => (f.loserGoesTo ? [f.loserGoesTo.fixtureId] : [])));
  const thirdPlace = fixtures.filter((f) => losersGoTo.has(f.id));
  const byRound = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    if (losersGoTo.has(f.id)) continue;
    byRound.set(f.round, [...(byRound.get(f.round) ?? []), f]);
  }
  const numbers = [...byRound.keys()].sort((a, b) => a - b);
  const last = numbers.at(-1) ?? 0;
  return {
    rounds: numbers.map((round) => {
      const inRound = byRound.get(round) ?? [];
      // A round of n ties is at least ⌈log2 n⌉ rounds from the final: in a cup drawn round by round the later
      // rounds do not exist yet, so counting back from the last round drawn would call a round of 16 the final.
      const ties = new Set(inRound.map((f) => f.slot)).size;
      return {
        round,
        fromEnd: Math.max(last - round, Math.ceil(Math.log2(Math.max(1, ties)))),
        fixtures: [...inRound].sort((a, b) => a.slot - b.slot || a.leg - b.leg),
      };
    }),
    thirdPlace,
  };
}

/**
 * The side that went through: the higher score, on a level score the shoot-out; in a bye the side that
 * has a team. Null while undecided (not finished, or level with no shoot-out recorded).
 */
export function winnerOf(f: Fixture): 'home' | 'away' | null {
  if (f.isBye) return f.homeTeamId ? 'home' : f.awayTeamId ? 'away' : null;
  if (f.status !== 'finished' || f.homeScore === null || f.awayScore === null) return null;
  if (f.homeScore !== f.awayScore) return f.homeScore > f.awayScore ? 'home' : 'away';
  if (f.homePenalties === null || f.awayPenalties === null || f.homePenalties === f.awayPenalties)
    return null;
  return f.homePenalties > f.awayPenalties ? 'home' : 'away';
}

/** Teams left in a round: 2 in the final, 4 in the semi-finals, 16 in the round of 16. */
export const teamsInRound = (fromEnd: number): number => 2 ** (fromEnd + 1);
