import { DomainError } from '../errors.ts';
import {
  type Bracket,
  BracketSections,
  type BracketSide,
  type BracketSlot,
  computeAdvancement,
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

/** A decided match of a bracket: its key and the side that won. */
export interface EliminationResult {
  key: string;
  winner: BracketSide;
}

/**
 * Final places of a double elimination from the results so far, keyed by entrant: the seed number of the
 * bracket's `{ kind: 'seed' }` slots (1..N, as generateDoubleEliminationBracket numbers them).
 *
 * Place = 1 + the number of entrants eliminated later: 1 champion, 2 runner-up (loser of "GF", or of "GF2"
 * after a reset), then by the losers-bracket round of the second loss, later rounds first — 3 the loser of the
 * losers' final, 4 the round before, then 5–6, 7–8, 9–12, 13–16 … (the entrants eliminated in one losers round
 * share its best place). Every losers match eliminates exactly one entrant, so a place is known the moment the
 * entrant is out: only those are in the map (champion and runner-up once the grand final is decided).
 *
 * Throws `bracket.match_not_found` (unknown key), `bracket.result_duplicate` (a key twice),
 * `bracket.match_not_ready` (a result for a match whose entrants are not known yet) and
 * `bracket.match_cancelled` (a result for "GF2" after the winners' champion won "GF").
 */
export function computeDoubleEliminationPlacements(
  bracket: Bracket,
  results: readonly EliminationResult[],
): Map<number, number> {
  const keys = new Set(bracket.matches.map((match) => match.key));
  const winnerOf = new Map<string, BracketSide>();
  for (const result of results) {
    if (!keys.has(result.key)) {
      throw new DomainError('bracket.match_not_found', `The bracket has no match ${result.key}`);
    }
    if (winnerOf.has(result.key)) {
      throw new DomainError('bracket.result_duplicate', `Match ${result.key} has two results`);
    }
    winnerOf.set(result.key, result.winner);
  }
  // Entrants eliminated by the end of each losers round: places count down from there.
  const eliminatedInRound = new Map<number, number>();
  for (const match of bracket.matches) {
    if (match.section === BracketSections.losers) {
      eliminatedInRound.set(match.round, (eliminatedInRound.get(match.round) ?? 0) + 1);
    }
  }
  const placeOfLosersRound = (round: number): number => {
    let eliminatedLater = 0;
    for (const [other, count] of eliminatedInRound) if (other > round) eliminatedLater += count;
    // The two finalists are never eliminated in the losers bracket.
    return 1 + 2 + eliminatedLater;
  };

  const outcome = new Map<string, { winner: number; loser: number }>();
  const cancelled = new Set<string>();
  const entrantIn = (slot: BracketSlot): number | undefined => {
    if (slot.kind === 'seed') return slot.seed;
    const decided = outcome.get(slot.match);
    return decided === undefined ? undefined : slot.kind === 'winner' ? decided.winner : decided.loser;
  };
  const places = new Map<number, number>();
  // Matches are listed after every match their slots refer to, so one pass sees results in a playable order.
  for (const match of bracket.matches) {
    const side = winnerOf.get(match.key);
    if (side === undefined) continue;
    if (cancelled.has(match.key)) {
      throw new DomainError(
        'bracket.match_cancelled',
        `Match ${match.key} is not played: GF decided the event`,
      );
    }
    const home = entrantIn(match.home);
    const away = entrantIn(match.away);
    if (home === undefined || away === undefined) {
      throw new DomainError(
        'bracket.match_not_ready',
        `Match ${match.key} has a result before its entrants are known`,
      );
    }
    const [winner, loser] = side === 'home' ? [home, away] : [away, home];
    outcome.set(match.key, { winner, loser });
    // Only the grand final has a special rule (a win of the winners' champion cancels the reset); a lookup per
    // match would make a 256-entrant bracket quadratic.
    const next =
      match.section === BracketSections.grandFinal
        ? computeAdvancement(bracket, match.key, side)
        : { winnerTo: match.winnerTo, loserTo: match.loserTo, cancels: [] };
    for (const key of next.cancels) cancelled.add(key);
    if (next.loserTo === null) {
      places.set(loser, match.section === BracketSections.losers ? placeOfLosersRound(match.round) : 2);
    }
    if (next.winnerTo === null) places.set(winner, 1);
  }
  return places;
}
