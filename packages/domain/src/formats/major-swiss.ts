import { DomainError } from '../errors.ts';
import { computeMaximumMatching } from './matching.ts';

/**
 * Swiss stages as the Counter-Strike Major rules publish them (Valve's major-supplemental-rulebook.md and PGL's
 * 2021 rules; see /work/shared/reference/swiss/README.md for the quotes and the real stages they were checked
 * against). Unlike the chess-style Swiss of swiss.ts, teams stop when they reach a number of wins (advanced) or
 * losses (eliminated), the tie-breaker is the Difficulty Score (Buchholz as wins minus losses of every opponent
 * met) and the pairing within a record group is "highest seed v lowest seed available", or Valve's fixed
 * priority table for groups of six.
 */

/**
 * Which rulebook pairs the stage. `valve-2023-11` is the current one: round 1 is 1v9 .. 8v16, rounds 2–3 are
 * "highest v lowest available", later rounds use the priority table for groups of six. `valve-2022-09`: round
 * 1 is 1v16 .. 8v9, round 3 "highest v lowest available", other rounds the table. `pgl-2021`: round 1 is
 * 1v16 .. 8v9 and every later round "highest v lowest available".
 */
export type MajorSwissRules = 'valve-2023-11' | 'valve-2022-09' | 'pgl-2021';

/** The rulebooks pairNextSwissRound knows, newest first. */
export const MAJOR_SWISS_RULES: readonly MajorSwissRules[] = ['valve-2023-11', 'valve-2022-09', 'pgl-2021'];

/** How a Major-style Swiss stage runs. */
export interface MajorSwissOptions {
  rules: MajorSwissRules;
  /** A team with this many wins has advanced (3 at a Major). */
  winsToAdvance: number;
  /** A team with this many losses is eliminated (3 at a Major). */
  lossesToEliminate: number;
  /** Optional cap: the stage ends after this many rounds even if teams are still playing. */
  rounds?: number;
  /** Series length of an ordinary match (1 at a Major). */
  bestOf: number;
  /**
   * Series length of an advancement or elimination match: one where a team can reach winsToAdvance or
   * lossesToEliminate (3 at a Major: "All elimination and advancement matches are to be best of three").
   */
  decidingBestOf: number;
}

/**
 * A match of the stage as stored: `winner` is `home` or `away`, null while it is not decided. A bye is not a
 * match: a round that has been paired gives the bye to the one team still playing that has no match in it
 * (see computeSwissRecords).
 */
export interface SwissPlayedMatch {
  round: number;
  home: string;
  away: string;
  winner: string | null;
}

/** A team's line in the Swiss table. */
export interface SwissRecord {
  teamId: string;
  /** Initial seed, 1-based: the position in `seeding`. */
  seed: number;
  /** Matches won, byes included (a bye counts as a win). */
  wins: number;
  losses: number;
  /** Difficulty Score: the sum, over every opponent met, of that opponent's current wins minus losses. */
  buchholz: number;
  /** Opponents in the order met (a rematch, if one was unavoidable, appears twice). */
  opponents: string[];
  /**
   * `advanced` at winsToAdvance wins, `eliminated` at lossesToEliminate losses, otherwise `playing` — also
   * after the `rounds` cap has ended the stage.
   */
  status: 'advanced' | 'eliminated' | 'playing';
  byes: number;
}

/** A pairing of the next round: `home` is the better mid-stage seed. */
export interface SwissPairedMatch {
  home: string;
  away: string;
  bestOf: number;
}

/** The next round: its number, its matches (best-seeded home team first) and the team with the bye, if any. */
export interface SwissNextRound {
  round: number;
  pairs: SwissPairedMatch[];
  bye: string | null;
}

interface TeamState {
  index: number;
  id: string;
  wins: number;
  losses: number;
  opponents: number[];
  byes: number;
}

interface Replay {
  teams: TeamState[];
  /** met[a * n + b] = 1 when teams a and b have already been paired in this stage. */
  met: Uint8Array;
  lastRound: number;
  unfinished: SwissPlayedMatch | undefined;
}

const STATUS_ORDER = { advanced: 0, playing: 1, eliminated: 2 } as const;

/** Priority table of valve-2022-09 and valve-2023-11 for a group of six (positions 1–6 after ordering). */
const SIX_TEAM_TABLE: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [1, 6],
    [2, 5],
    [3, 4],
  ],
  [
    [1, 6],
    [2, 4],
    [3, 5],
  ],
  [
    [1, 5],
    [2, 6],
    [3, 4],
  ],
  [
    [1, 5],
    [2, 4],
    [3, 6],
  ],
  [
    [1, 4],
    [2, 6],
    [3, 5],
  ],
  [
    [1, 4],
    [2, 5],
    [3, 6],
  ],
  [
    [1, 6],
    [2, 3],
    [4, 5],
  ],
  [
    [1, 5],
    [2, 3],
    [4, 6],
  ],
  [
    [1, 3],
    [2, 6],
    [4, 5],
  ],
  [
    [1, 3],
    [2, 5],
    [4, 6],
  ],
  [
    [1, 4],
    [2, 3],
    [5, 6],
  ],
  [
    [1, 3],
    [2, 4],
    [5, 6],
  ],
  [
    [1, 2],
    [3, 6],
    [4, 5],
  ],
  [
    [1, 2],
    [3, 5],
    [4, 6],
  ],
  [
    [1, 2],
    [3, 4],
    [5, 6],
  ],
];

/** Steps the depth-first "highest v lowest available" search may take in one group before an exact matching
 * guides it instead (only reached in adversarial late rounds of very large fields). */
const SEARCH_LIMIT = 20_000;
/** Floater sets tried per record group before an exact matching picks them. */
const FLOATER_LIMIT = 200;

function ensureOptions(seeding: readonly string[], options: MajorSwissOptions): void {
  if (seeding.length < 2) {
    throw new DomainError('swiss.too_few_teams', 'A Swiss stage needs at least two teams');
  }
  if (new Set(seeding).size !== seeding.length) {
    throw new DomainError('swiss.duplicate_team', 'A team appears twice in the seeding');
  }
  if (!MAJOR_SWISS_RULES.includes(options.rules)) {
    throw new DomainError('swiss.rules_unknown', `Unknown Swiss rules ${String(options.rules)}`);
  }
  const positive = (value: number | undefined) =>
    value !== undefined && Number.isInteger(value) && value >= 1;
  for (const field of ['winsToAdvance', 'lossesToEliminate', 'bestOf', 'decidingBestOf'] as const) {
    if (!positive(options[field])) {
      throw new DomainError('swiss.options_invalid', `${field} must be a whole number of at least 1`);
    }
  }
  if (options.rounds !== undefined && !positive(options.rounds)) {
    throw new DomainError('swiss.options_invalid', 'rounds must be a whole number of at least 1');
  }
}

function statusOf(team: TeamState, options: MajorSwissOptions): SwissRecord['status'] {
  if (team.wins >= options.winsToAdvance) return 'advanced';
  if (team.losses >= options.lossesToEliminate) return 'eliminated';
  return 'playing';
}

/**
 * Plays the stored matches back round by round. A round in which exactly one of an odd number of teams still
 * playing has no match gave that team the bye, which counts as a win.
 */
function replay(
  seeding: readonly string[],
  matches: readonly SwissPlayedMatch[],
  options: MajorSwissOptions,
): Replay {
  ensureOptions(seeding, options);
  const n = seeding.length;
  const teams: TeamState[] = seeding.map((id, index) => ({
    index,
    id,
    wins: 0,
    losses: 0,
    opponents: [],
    byes: 0,
  }));
  const indexOf = new Map(seeding.map((id, index) => [id, index]));
  const met = new Uint8Array(n * n);
  const byRound = new Map<number, SwissPlayedMatch[]>();
  for (const match of matches) {
    if (!Number.isInteger(match.round) || match.round < 1) {
      throw new DomainError('swiss.round_invalid', `Round ${match.round} is not a round number`);
    }
    const list = byRound.get(match.round) ?? [];
    list.push(match);
    byRound.set(match.round, list);
  }
  let unfinished: SwissPlayedMatch | undefined;
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  for (const round of rounds) {
    const playing = teams.filter((team) => statusOf(team, options) === 'playing');
    const seen = new Set<number>();
    for (const match of byRound.get(round) ?? []) {
      const home = indexOf.get(match.home);
      const away = indexOf.get(match.away);
      if (home === undefined || away === undefined) {
        throw new DomainError(
          'swiss.unknown_team',
          `Round ${round} names ${home === undefined ? match.home : match.away}, who is not in the seeding`,
        );
      }
      if (home === away || seen.has(home) || seen.has(away)) {
        throw new DomainError(
          'swiss.round_invalid',
          `A team plays twice in round ${round} (${match.home} v ${match.away})`,
        );
      }
      seen.add(home);
      seen.add(away);
      met[home * n + away] = 1;
      met[away * n + home] = 1;
      teams[home]!.opponents.push(away);
      teams[away]!.opponents.push(home);
      if (match.winner === null) {
        unfinished ??= match;
        continue;
      }
      if (match.winner !== match.home && match.winner !== match.away) {
        throw new DomainError(
          'swiss.winner_invalid',
          `The winner of ${match.home} v ${match.away} in round ${round} must be one of them`,
        );
      }
      const [winner, loser] = match.winner === match.home ? [home, away] : [away, home];
      teams[winner]!.wins++;
      teams[loser]!.losses++;
    }
    const absent = playing.filter((team) => !seen.has(team.index));
    if (playing.length % 2 === 1 && absent.length === 1) {
      absent[0]!.byes++;
      absent[0]!.wins++;
    }
  }
  return { teams, met, lastRound: rounds[rounds.length - 1] ?? 0, unfinished };
}

function computeBuchholz(teams: readonly TeamState[]): number[] {
  return teams.map((team) =>
    team.opponents.reduce((sum, opponent) => sum + teams[opponent]!.wins - teams[opponent]!.losses, 0),
  );
}

/**
 * Mid-stage seed ("1. Current W-L record in the stage 2. Difficulty Score in the current stage 3. Initial
 * seeding"): better record first (wins minus losses, then wins), then Difficulty Score, then initial seed.
 */
function compareMidStage(a: TeamState, b: TeamState, buchholz: readonly number[]): number {
  return (
    b.wins - b.losses - (a.wins - a.losses) ||
    b.wins - a.wins ||
    buchholz[b.index]! - buchholz[a.index]! ||
    a.index - b.index
  );
}

/**
 * The Swiss table: every team's record, Difficulty Score (`buchholz`), opponents and status. Sorted advanced,
 * then playing, then eliminated; within each by record (wins minus losses, then wins), Difficulty Score and
 * initial seed — the order the rules use to seed the teams that advance into the next stage. A bye counts as a
 * win and adds nothing to the Difficulty Score. Throws `swiss.unknown_team`, `swiss.round_invalid` (a team twice
 * in a round), `swiss.winner_invalid`, `swiss.duplicate_team`, `swiss.too_few_teams`, `swiss.options_invalid`.
 */
export function computeSwissRecords(
  seeding: readonly string[],
  matches: readonly SwissPlayedMatch[],
  options: MajorSwissOptions,
): SwissRecord[] {
  const { teams } = replay(seeding, matches, options);
  const buchholz = computeBuchholz(teams);
  return [...teams]
    .sort(
      (a, b) =>
        STATUS_ORDER[statusOf(a, options)] - STATUS_ORDER[statusOf(b, options)] ||
        compareMidStage(a, b, buchholz),
    )
    .map((team) => ({
      teamId: team.id,
      seed: team.index + 1,
      wins: team.wins,
      losses: team.losses,
      buchholz: buchholz[team.index]!,
      opponents: team.opponents.map((opponent) => teams[opponent]!.id),
      status: statusOf(team, options),
      byes: team.byes,
    }));
}

/** Does this round pair groups of six with the priority table (rather than "highest v lowest available")? */
function usesPriorityTable(rules: MajorSwissRules, round: number): boolean {
  if (rules === 'valve-2023-11') return round >= 4;
  if (rules === 'valve-2022-09') return round !== 1 && round !== 3;
  return false;
}

/**
 * Pairs the next round of a Major-style Swiss stage from the seeding and every match so far.
 *
 * - Round 1 by initial seed: 1v9, 2v10 … (valve-2023-11: top half against bottom half) or 1v16, 2v15 …
 *   (older rules), over the teams present.
 * - Later rounds: teams still playing are ordered by mid-stage seed (record, Difficulty Score, initial seed)
 *   and paired within their W-L record group, the highest seed against the lowest seed available, where
 *   "available" means that the rest can still be paired without a rematch (depth first, with backtracking);
 *   under valve-2022-09 and valve-2023-11 a group of six takes the top-most row of the priority table that
 *   gives no rematch, in the rounds where the rulebook says so.
 * - Any number of teams: a record group with an odd number of teams floats its lowest team into the next
 *   group (at the top of it, as it has the better record), or the next-lowest when that would force a rematch
 *   later. With an odd number of teams still playing, the lowest-ranked one that has had the fewest byes sits
 *   out; a bye counts as a win.
 * - No rematch while a rematch-free pairing of all teams still playing exists (checked exactly, with a maximum
 *   matching); when none exists, the pairing avoids rematches greedily and accepts the rest.
 * - A match is best of `decidingBestOf` when it can advance or eliminate one of its teams, else of `bestOf`.
 *
 * Throws `swiss.round_unfinished` while a match has no winner and `swiss.complete` when fewer than two teams
 * are still playing or the `rounds` cap is reached (plus the errors of computeSwissRecords).
 */
export function pairNextSwissRound(
  seeding: readonly string[],
  matches: readonly SwissPlayedMatch[],
  options: MajorSwissOptions,
): SwissNextRound {
  const { teams, met, lastRound, unfinished } = replay(seeding, matches, options);
  if (unfinished) {
    throw new DomainError(
      'swiss.round_unfinished',
      `Round ${unfinished.round} is not finished: ${unfinished.home} v ${unfinished.away} has no result`,
    );
  }
  const round = lastRound + 1;
  if (options.rounds !== undefined && round > options.rounds) {
    throw new DomainError('swiss.complete', `The stage has played all its ${options.rounds} rounds`);
  }
  const buchholz = computeBuchholz(teams);
  const ranked = teams
    .filter((team) => statusOf(team, options) === 'playing')
    .sort((a, b) => compareMidStage(a, b, buchholz));
  if (ranked.length < 2) {
    throw new DomainError('swiss.complete', 'Every team has advanced or been eliminated');
  }
  const n = teams.length;
  const pairing = new RoundPairer(n, met);

  let field = ranked.map((team) => team.index);
  let bye: number | null = null;
  if (field.length % 2 === 1) {
    // The lowest-ranked team with the fewest byes, unless the others could then only be paired with a rematch.
    const candidates = [...ranked].reverse().sort((a, b) => a.byes - b.byes);
    const fits = candidates.find((team) => pairing.canPairAll(field.filter((index) => index !== team.index)));
    bye = (fits ?? candidates[0]!).index;
    field = field.filter((index) => index !== bye);
  }
  if (!pairing.canPairAll(field)) pairing.allowRematches = true;

  const pairs: Array<[number, number]> = [];
  if (round === 1) {
    // Everyone is 0-0: the field is in seed order.
    const half = field.length / 2;
    for (let i = 0; i < half; i++) {
      const opponent = options.rules === 'valve-2023-11' ? field[i + half]! : field[field.length - 1 - i]!;
      pairs.push([field[i]!, opponent]);
    }
  } else {
    const groups: number[][] = [];
    for (const index of field) {
      const team = teams[index]!;
      const last = groups[groups.length - 1];
      const head = last ? teams[last[0]!]! : undefined;
      if (last && head && head.wins === team.wins && head.losses === team.losses) last.push(index);
      else groups.push([index]);
    }
    const table = usesPriorityTable(options.rules, round);
    let floaters: number[] = [];
    for (const [g, group] of groups.entries()) {
      const members = [...floaters, ...group];
      const lower = groups.slice(g + 1).flat();
      const result = pairing.pairGroup(members, lower, table);
      pairs.push(...result.pairs);
      floaters = result.floaters;
    }
  }

  const rank = new Map(ranked.map((team, position) => [team.index, position]));
  const isDeciding = (team: TeamState) =>
    team.wins === options.winsToAdvance - 1 || team.losses === options.lossesToEliminate - 1;
  return {
    round,
    pairs: pairs
      .map(([a, b]) => (rank.get(a)! < rank.get(b)! ? [a, b] : [b, a]))
      .sort(([a], [b]) => rank.get(a!)! - rank.get(b!)!)
      .map(([home, away]) => ({
        home: teams[home!]!.id,
        away: teams[away!]!.id,
        bestOf:
          isDeciding(teams[home!]!) || isDeciding(teams[away!]!) ? options.decidingBestOf : options.bestOf,
      })),
    bye: bye === null ? null : teams[bye]!.id,
  };
}

/** The pairing search of one round over team indices; `met` says who has played whom. */
class RoundPairer {
  /** Set when no rematch-free pairing exists: rematches are then only avoided where the search can. */
  allowRematches = false;
  private steps = 0;

  constructor(
    private readonly n: number,
    private readonly met: Uint8Array,
  ) {}

  private fresh(a: number, b: number): boolean {
    return this.met[a * this.n + b] === 0;
  }

  private allowed(a: number, b: number): boolean {
    return this.allowRematches || this.fresh(a, b);
  }

  /** Can these teams all be paired (without a rematch unless allowed)? Greedy first, exact matching if that fails. */
  canPairAll(teams: readonly number[]): boolean {
    if (teams.length % 2 === 1) return false;
    if (this.allowRematches) return true;
    const used = new Uint8Array(teams.length);
    let greedy = true;
    for (let i = 0; i < teams.length && greedy; i++) {
      if (used[i]) continue;
      let partner = -1;
      for (let j = i + 1; j < teams.length; j++) {
        if (!used[j] && this.fresh(teams[i]!, teams[j]!)) {
          partner = j;
          break;
        }
      }
      if (partner === -1) greedy = false;
      else {
        used[i] = 1;
        used[partner] = 1;
      }
    }
    if (greedy) return true;
    return this.exactMatching(teams).every((mate) => mate !== -1);
  }

  private exactMatching(teams: readonly number[]): number[] {
    return computeMaximumMatching(teams.length, (a, b) => this.fresh(teams[a]!, teams[b]!));
  }

  /**
   * Pairs one record group (`members`, ordered, floaters from above first) and says who floats down to the
   * groups below (`lower`). Floats as few teams as possible, the lowest first, such that the teams below can
   * still be paired; the last group floats nobody.
   */
  pairGroup(
    members: readonly number[],
    lower: readonly number[],
    table: boolean,
  ): { pairs: Array<[number, number]>; floaters: number[] } {
    const last = lower.length === 0;
    const parity = members.length % 2;
    let tried = 0;
    for (let count = parity; count <= (last ? 0 : members.length); count += 2) {
      for (const floaters of subsetsFromTheBottom(members, count)) {
        if (++tried > FLOATER_LIMIT) return this.pairGroupExactly(members, lower, table);
        if (!last && !this.canPairAll([...floaters, ...lower])) continue;
        const rest = members.filter((team) => !floaters.includes(team));
        const pairs = this.pairWithin(rest, table);
        if (pairs)
          return { pairs, floaters: [...floaters].sort((a, b) => members.indexOf(a) - members.indexOf(b)) };
      }
    }
    return this.pairGroupExactly(members, lower, table);
  }

  /** Floaters chosen by an exact matching of the group and everything below (when the ordered search gives up). */
  private pairGroupExactly(
    members: readonly number[],
    lower: readonly number[],
    table: boolean,
  ): { pairs: Array<[number, number]>; floaters: number[] } {
    const all = [...members, ...lower];
    const mate = this.allowRematches ? [] : this.exactMatching(all);
    const floaters = this.allowRematches
      ? members.slice(members.length - (members.length % 2))
      : members.filter((_, i) => (mate[i] ?? -1) >= members.length);
    const rest = members.filter((team) => !floaters.includes(team));
    const pairs = this.pairWithin(rest, table) ?? this.pairGuided(rest);
    return { pairs, floaters };
  }

  /** The group's pairs: the priority table for six (where it applies), else highest v lowest available. */
  private pairWithin(teams: readonly number[], table: boolean): Array<[number, number]> | null {
    if (teams.length % 2 === 1) return null;
    if (!this.canPairAll(teams)) return null;
    if (table && teams.length === 6) {
      for (const row of SIX_TEAM_TABLE) {
        const pairs = row.map(([a, b]) => [teams[a - 1]!, teams[b - 1]!] as [number, number]);
        if (pairs.every(([a, b]) => this.fresh(a, b))) return pairs;
      }
    }
    this.steps = 0;
    try {
      return this.highestVsLowest([...teams]);
    } catch (error) {
      if (error !== SEARCH_EXHAUSTED) throw error;
      return this.pairGuided(teams);
    }
  }

  /** Depth first: the first team against the lowest team that leaves the rest pairable. */
  private highestVsLowest(teams: number[]): Array<[number, number]> | null {
    if (teams.length === 0) return [];
    const [first, ...others] = teams as [number, ...number[]];
    const order = [...others].reverse();
    // With rematches allowed, a fresh opponent is still preferred.
    const candidates = this.allowRematches
      ? [...order.filter((t) => this.fresh(first, t)), ...order.filter((t) => !this.fresh(first, t))]
      : order.filter((t) => this.fresh(first, t));
    for (const opponent of candidates) {
      if (++this.steps > SEARCH_LIMIT) throw SEARCH_EXHAUSTED;
      const rest = this.highestVsLowest(others.filter((t) => t !== opponent));
      if (rest) return [[first, opponent], ...rest];
    }
    return null;
  }

  /** Polynomial fallback: each team in turn takes the lowest opponent that the exact matching says leaves the
   * rest pairable. */
  private pairGuided(teams: readonly number[]): Array<[number, number]> {
    const pairs: Array<[number, number]> = [];
    let open = [...teams];
    while (open.length > 0) {
      const [first, ...others] = open as [number, ...number[]];
      const opponent =
        [...others]
          .reverse()
          .find((t) => this.allowed(first, t) && this.canPairAll(others.filter((o) => o !== t))) ??
        others[others.length - 1]!;
      pairs.push([first, opponent]);
      open = others.filter((t) => t !== opponent);
    }
    return pairs;
  }
}

const SEARCH_EXHAUSTED = Symbol('search exhausted');

/** Subsets of `count` members, preferring the lowest-ranked: {last}, {second-last}, …; then pairs, and so on. */
function* subsetsFromTheBottom(members: readonly number[], count: number): Generator<number[]> {
  const bottomUp = [...members].reverse();
  function* pick(start: number, chosen: number[]): Generator<number[]> {
    if (chosen.length === count) {
      yield chosen;
      return;
    }
    for (let i = start; i <= bottomUp.length - (count - chosen.length); i++) {
      yield* pick(i + 1, [...chosen, bottomUp[i]!]);
    }
  }
  yield* pick(0, []);
}
