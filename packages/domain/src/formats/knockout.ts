import { DomainError } from '../errors.ts';

/**
 * Shared shapes of knockout brackets. A bracket is plain data a server can store row by row: every match
 * has a stable key ("R1-M3", "3P", "WB2-1", "LB3-2", "GF", "GF2"), its round and position (1-based, top to
 * bottom), two slots saying who plays, and where its winner and loser go next.
 */
export type BracketSlot =
  | { kind: 'seed'; seed: number }
  | { kind: 'winner'; match: string }
  | { kind: 'loser'; match: string };

/** The entrant named first (`home`) or second (`away`) in a bracket match. */
export type BracketSide = 'home' | 'away';

/** A place in a later match: its key and the side the entrant takes. */
export interface BracketTarget {
  match: string;
  side: BracketSide;
}

/** Parts of a bracket: main, third-place match, winners, losers and grand final. */
export const BracketSections = {
  main: 'main',
  thirdPlace: 'third_place',
  winners: 'winners',
  losers: 'losers',
  grandFinal: 'grand_final',
} as const;
/** One of BracketSections. */
export type BracketSection = (typeof BracketSections)[keyof typeof BracketSections];

/**
 * One played match of a bracket: key, section, round/position, who plays (slots) and where winner and loser
 * go.
 */
export interface BracketMatch {
  key: string;
  section: BracketSection;
  round: number;
  position: number;
  home: BracketSlot;
  away: BracketSlot;
  winnerTo: BracketTarget | null;
  loserTo: BracketTarget | null;
  /** True for the bracket-reset match "GF2": played only if the losers-bracket champion wins "GF". */
  resetOnly: boolean;
}

/** A whole knockout: its format, entrant count and every match that is played (byes are not matches). */
export interface Bracket {
  format: 'single_elimination' | 'double_elimination';
  entrants: number;
  matches: BracketMatch[];
}

/** A match before byes are removed: seeds above the entrant count are empty places. */
export interface DraftMatch {
  key: string;
  section: BracketSection;
  round: number;
  position: number;
  home: BracketSlot;
  away: BracketSlot;
  resetOnly?: boolean;
}

/**
 * Removes the matches a bye makes unnecessary, so a bracket holds only matches that are played.
 * Drafts must be listed so that a match comes after every match its slots refer to. A match with one empty
 * place is dropped and its entrant moves on to wherever the winner would have gone; its loser is empty. A
 * match with two empty places is dropped and both its results are empty. Keys keep their structural
 * positions, so a dropped match leaves a gap in the numbering (the server never sees a phantom fixture).
 */
export function pruneDraftBracket(drafts: readonly DraftMatch[], entrants: number): BracketMatch[] {
  const forwarded = new Map<string, { winner: BracketSlot | null; loser: BracketSlot | null }>();
  const kept = new Map<string, BracketMatch>();
  const resolve = (slot: BracketSlot): BracketSlot | null => {
    if (slot.kind === 'seed') return slot.seed <= entrants ? slot : null;
    if (kept.has(slot.match)) return slot;
    const dropped = forwarded.get(slot.match);
    if (!dropped) throw new Error(`Bracket draft refers to ${slot.match} before it is defined`);
    return slot.kind === 'winner' ? dropped.winner : dropped.loser;
  };
  for (const draft of drafts) {
    const home = resolve(draft.home);
    const away = resolve(draft.away);
    if (home && away) {
      kept.set(draft.key, {
        key: draft.key,
        section: draft.section,
        round: draft.round,
        position: draft.position,
        home,
        away,
        winnerTo: null,
        loserTo: null,
        resetOnly: draft.resetOnly ?? false,
      });
    } else {
      forwarded.set(draft.key, { winner: home ?? away, loser: null });
    }
  }
  for (const match of kept.values()) {
    for (const side of ['home', 'away'] as const) {
      const slot = match[side];
      if (slot.kind === 'seed') continue;
      const source = kept.get(slot.match);
      if (!source) continue;
      if (slot.kind === 'winner') source.winnerTo = { match: match.key, side };
      else source.loserTo = { match: match.key, side };
    }
  }
  return [...kept.values()];
}

/** The match with this key, or throws `bracket.match_not_found`. */
export function getBracketMatch(bracket: Bracket, key: string): BracketMatch {
  const match = bracket.matches.find((candidate) => candidate.key === key);
  if (!match) throw new DomainError('bracket.match_not_found', `The bracket has no match ${key}`);
  return match;
}

/**
 * The answer of computeAdvancement / findAdvancement: winning side, next places of winner and loser, matches
 * cancelled.
 */
export interface Advancement {
  winner: BracketSide;
  /** Where the winner plays next; null when the winner is champion (or third). */
  winnerTo: BracketTarget | null;
  /** Where the loser plays next (double elimination, third-place match); null when eliminated. */
  loserTo: BracketTarget | null;
  /** Keys of matches this result makes unnecessary (the bracket reset when the winners' champion wins GF). */
  cancels: string[];
}

/**
 * Where the two entrants of a decided match go. For the grand final with a reset, a win of the home side
 * (the winners-bracket champion) ends the event and cancels "GF2"; a win of the away side sends both to "GF2".
 */
export function computeAdvancement(bracket: Bracket, key: string, winner: BracketSide): Advancement {
  const match = getBracketMatch(bracket, key);
  const reset = match.winnerTo
    ? bracket.matches.find((m) => m.key === match.winnerTo?.match && m.resetOnly)
    : undefined;
  if (reset && winner === 'home') {
    return { winner, winnerTo: null, loserTo: null, cancels: [reset.key] };
  }
  return { winner, winnerTo: match.winnerTo, loserTo: match.loserTo, cancels: [] };
}

/** How a knockout tie is decided. Extra time, where played, is part of the score of the last match. */
export type TieFormat =
  | { kind: 'single_match'; decider: 'penalties' | 'none' }
  | { kind: 'two_legs'; awayGoals: boolean; decider: 'penalties' | 'none' }
  | { kind: 'best_of'; games: number };

/** Goals (points, games) of the two entrants of a tie, in the bracket's home/away terms. */
export interface TieScore {
  home: number;
  away: number;
}

/**
 * The matches of a tie played so far. Scores are always in the tie's terms: `home` is the entrant named first
 * in the bracket, even in the second leg, which it plays away from home.
 */
export interface TieResult {
  games: readonly TieScore[];
  penalties?: TieScore;
}

function decideLevel(format: { decider: 'penalties' | 'none' }, result: TieResult): BracketSide {
  if (format.decider === 'none') {
    throw new DomainError('knockout.draw_without_decider', 'A knockout tie ended level and has no decider');
  }
  const { penalties } = result;
  if (!penalties) {
    throw new DomainError(
      'knockout.penalties_missing',
      'The tie ended level: the penalty shoot-out result is needed',
    );
  }
  if (penalties.home === penalties.away) {
    throw new DomainError('knockout.penalties_level', 'A penalty shoot-out cannot end level');
  }
  return penalties.home > penalties.away ? 'home' : 'away';
}

function ensureNoPenalties(result: TieResult): void {
  if (result.penalties) {
    throw new DomainError('knockout.penalties_unexpected', 'Penalties are only taken when the tie is level');
  }
}

/**
 * The winning side of a tie, or undefined while it is still open (a leg or game to play). Throws a
 * DomainError when the result cannot end the tie: `knockout.draw_without_decider` (level, no decider),
 * `knockout.penalties_missing`, `knockout.penalties_level`, `knockout.penalties_unexpected`,
 * `knockout.too_many_games`, `knockout.best_of_invalid`.
 */
export function findTieWinner(format: TieFormat, result: TieResult): BracketSide | undefined {
  const { games } = result;
  if (format.kind === 'best_of') {
    if (!Number.isInteger(format.games) || format.games < 1 || format.games % 2 === 0) {
      throw new DomainError(
        'knockout.best_of_invalid',
        `A best-of series needs an odd number of games, got ${format.games}`,
      );
    }
    ensureNoPenalties(result);
    const needed = (format.games + 1) / 2;
    let home = 0;
    let away = 0;
    for (const [index, game] of games.entries()) {
      if (home === needed || away === needed) {
        throw new DomainError(
          'knockout.too_many_games',
          `Game ${index + 1} was played after the series was decided`,
        );
      }
      if (game.home === game.away) {
        throw new DomainError('knockout.draw_without_decider', `Game ${index + 1} of the series ended level`);
      }
      if (game.home > game.away) home++;
      else away++;
    }
    if (home === needed) return 'home';
    if (away === needed) return 'away';
    return undefined;
  }
  const expected = format.kind === 'single_match' ? 1 : 2;
  if (games.length > expected) {
    throw new DomainError(
      'knockout.too_many_games',
      `This tie has ${expected} match(es), got ${games.length}`,
    );
  }
  if (games.length < expected) return undefined;
  const home = games.reduce((sum, game) => sum + game.home, 0);
  const away = games.reduce((sum, game) => sum + game.away, 0);
  if (home !== away) {
    ensureNoPenalties(result);
    return home > away ? 'home' : 'away';
  }
  if (format.kind === 'two_legs' && format.awayGoals) {
    // The home entrant plays away in leg 2, the away entrant in leg 1.
    const homeAwayGoals = games[1]?.home ?? 0;
    const awayAwayGoals = games[0]?.away ?? 0;
    if (homeAwayGoals !== awayAwayGoals) {
      ensureNoPenalties(result);
      return homeAwayGoals > awayAwayGoals ? 'home' : 'away';
    }
  }
  return decideLevel(format, result);
}

/**
 * Where the entrants of a knockout tie go once its result is final: findTieWinner, then computeAdvancement.
 * Undefined while the tie is still open; throws as findTieWinner does (e.g. `knockout.draw_without_decider`).
 */
export function findAdvancement(
  bracket: Bracket,
  key: string,
  format: TieFormat,
  result: TieResult,
): Advancement | undefined {
  getBracketMatch(bracket, key);
  const winner = findTieWinner(format, result);
  return winner === undefined ? undefined : computeAdvancement(bracket, key, winner);
}
