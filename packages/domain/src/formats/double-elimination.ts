import { DomainError } from '../errors.ts';
import {
  type Bracket,
  BracketSections,
  type BracketSlot,
  type DraftMatch,
  pruneDraftBracket,
} from './knockout.ts';
import {
  draftEliminationRounds,
  ensureFirstRound,
  type SeedPair,
  seedBracket,
} from './single-elimination.ts';

/** Options of generateDoubleEliminationBracket: optional bracket reset and a custom first round. */
export interface DoubleEliminationOptions {
  /** Add "GF2", played only if the losers-bracket champion wins "GF" (both then have one loss). */
  grandFinalReset?: boolean;
  /** First-round pairs instead of seedBracket(entrants); see SingleEliminationOptions.firstRound. */
  firstRound?: readonly SeedPair[];
}

/**
 * The complete double-elimination fixture tree.
 *
 * Winners bracket "WB{round}-{position}" is a single-elimination bracket. Losers bracket "LB{round}-{position}"
 * for a bracket of 2^k places has 2(k−1) rounds: odd rounds pair the survivors among themselves (round 1:
 * the losers of WB round 1, in order), even rounds 2j bring in the losers of WB round j+1 against the
 * survivors — in reverse order when j is odd, natural order when j is even, so an entrant does not meet
 * again at once the one who sent it down (the usual alternation, as in brackets-manager.js). "GF" is the
 * winners' champion (home) against the losers' champion; "GF2" the optional reset.
 * Byes remove matches as in single elimination, so N entrants give 2N−2 matches (2N−1 with the reset).
 */
export function generateDoubleEliminationBracket(
  entrants: number,
  options: DoubleEliminationOptions = {},
): Bracket {
  if (!Number.isInteger(entrants) || entrants < 2) {
    throw new DomainError(
      'bracket.too_few_entrants',
      `A bracket needs at least two entrants, got ${entrants}`,
    );
  }
  const firstRound = options.firstRound ?? seedBracket(entrants);
  ensureFirstRound(firstRound, entrants);
  const winners = draftEliminationRounds(
    firstRound,
    entrants,
    (r, p) => `WB${r}-${p}`,
    BracketSections.winners,
  );
  const drafts: DraftMatch[] = winners[0] ? [...winners[0]] : [];
  const lbKey = (round: number, position: number) => `LB${round}-${position}`;
  let survivors: BracketSlot[] = (winners[0] ?? []).map((match) => ({ kind: 'loser', match: match.key }));
  let lbRound = 0;
  for (let wbRound = 2; wbRound <= winners.length; wbRound++) {
    // Odd losers round: the survivors play each other.
    lbRound++;
    const paired: BracketSlot[] = [];
    for (let position = 1; position <= survivors.length / 2; position++) {
      drafts.push({
        key: lbKey(lbRound, position),
        section: BracketSections.losers,
        round: lbRound,
        position,
        home: survivors[2 * position - 2]!,
        away: survivors[2 * position - 1]!,
      });
      paired.push({ kind: 'winner', match: lbKey(lbRound, position) });
    }
    const wbMatches = winners[wbRound - 1] ?? [];
    drafts.push(...wbMatches);
    // Even losers round: the losers of this winners round drop in.
    lbRound++;
    const dropping: BracketSlot[] = wbMatches.map((match) => ({ kind: 'loser', match: match.key }));
    if ((wbRound - 1) % 2 === 1) dropping.reverse();
    survivors = paired.map((survivor, index) => {
      drafts.push({
        key: lbKey(lbRound, index + 1),
        section: BracketSections.losers,
        round: lbRound,
        position: index + 1,
        home: dropping[index]!,
        away: survivor,
      });
      return { kind: 'winner', match: lbKey(lbRound, index + 1) };
    });
  }
  const finalRound = winners[winners.length - 1]!;
  const winnersChampion: BracketSlot = { kind: 'winner', match: finalRound[0]!.key };
  // With two places there is no losers bracket: the loser of the only winners match goes to the final.
  const losersChampion = survivors[0]!;
  drafts.push({
    key: 'GF',
    section: BracketSections.grandFinal,
    round: 1,
    position: 1,
    home: winnersChampion,
    away: losersChampion,
  });
  if (options.grandFinalReset) {
    drafts.push({
      key: 'GF2',
      section: BracketSections.grandFinal,
      round: 2,
      position: 1,
      home: { kind: 'loser', match: 'GF' },
      away: { kind: 'winner', match: 'GF' },
      resetOnly: true,
    });
  }
  return { format: 'double_elimination', entrants, matches: pruneDraftBracket(drafts, entrants) };
}
