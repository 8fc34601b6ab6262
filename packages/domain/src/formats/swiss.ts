import { DomainError } from '../errors.ts';
import { computeMaximumMatching } from './matching.ts';
import type { Pairing } from './round-robin.ts';

/** A player (or team) of a Swiss event with its current score; the list order is the initial ranking. */
export interface SwissStanding<T> {
  player: T;
  score: number;
}

/** One round already paired: its pairs (first named at home / white) and who had the bye. */
export interface SwissRound<T> {
  pairs: ReadonlyArray<Pairing<T>>;
  bye: T | null;
}

/** The pairs of a Swiss round (first named at home / white) and the player with the bye, if any. */
export interface SwissPairing<T> {
  pairs: Array<Pairing<T>>;
  bye: T | null;
}

interface PlayerRecord<T> {
  player: T;
  score: number;
  initial: number;
  opponents: Set<T>;
  /** Home matches minus away matches. */
  balance: number;
  last: 'home' | 'away' | null;
  hadBye: boolean;
}

/** Steps the preference-ordered search may take (per attempt, all bye candidates together) before the exact
 * matching takes over. */
const SEARCH_LIMIT = 5_000;

function collectRecords<T>(players: ReadonlyArray<SwissStanding<T>>, history: ReadonlyArray<SwissRound<T>>) {
  if (new Set(players.map((p) => p.player)).size !== players.length) {
    throw new DomainError('swiss.duplicate_player', 'A player appears twice in the standings');
  }
  const records = new Map<T, PlayerRecord<T>>(
    players.map((p, initial) => [
      p.player,
      {
        player: p.player,
        score: p.score,
        initial,
        opponents: new Set<T>(),
        balance: 0,
        last: null,
        hadBye: false,
      },
    ]),
  );
  const recordOf = (player: T): PlayerRecord<T> => {
    const record = records.get(player);
    if (!record)
      throw new DomainError('swiss.unknown_player', 'The history names a player who is not in the standings');
    return record;
  };
  for (const round of history) {
    for (const { home, away } of round.pairs) {
      const h = recordOf(home);
      const a = recordOf(away);
      h.opponents.add(away);
      a.opponents.add(home);
      h.balance++;
      a.balance--;
      h.last = 'home';
      a.last = 'away';
    }
    if (round.bye !== null) recordOf(round.bye).hadBye = true;
  }
  return records;
}

/**
 * Pairs the next round of a Swiss event.
 *
 * Source: FIDE Handbook C.04.3, the Dutch system, simplified. Kept: players ranked by score, then initial
 * ranking; within a score group the top half meets the bottom half (S1 against S2); no rematches; a bye for
 * the lowest-ranked player who has not had one (C.04.1); nobody gets a home/away (colour) imbalance above
 * two when it can be avoided; the one with fewer home matches plays at home, ties broken by alternating
 * from the last match, then the higher ranked at home on odd boards. Simplified: no floater history
 * (upfloat/downfloat criteria), no transposition/exchange ordering beyond "nearest to the S1–S2 partner",
 * no rule against the same colour three times in a row, and a player left over in a score group simply
 * meets the best available player of the groups below. If that ordered search gives up, an exact
 * maximum matching (Edmonds) is used, so if any rematch-free pairing exists one is found; otherwise
 * `swiss.no_valid_pairing` is thrown.
 */
export function pairSwissRound<T>(
  players: ReadonlyArray<SwissStanding<T>>,
  history: ReadonlyArray<SwissRound<T>>,
): SwissPairing<T> {
  const records = collectRecords(players, history);
  const ranked = [...records.values()].sort((a, b) => b.score - a.score || a.initial - b.initial);
  if (ranked.length < 2)
    throw new DomainError('swiss.too_few_players', 'A Swiss round needs at least two players');

  const attempt = (strictColours: boolean): SwissPairing<T> | null => {
    const budget = { steps: 0 };
    const byeCandidates: Array<PlayerRecord<T> | null> =
      ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((record) => !record.hadBye);
    for (const bye of byeCandidates) {
      const field = ranked.filter((record) => record !== bye);
      const matched = pairField(field, strictColours, budget);
      if (matched)
        return { pairs: matched.map((pair, board) => orient(pair, board)), bye: bye?.player ?? null };
    }
    return null;
  };
  const pairing = attempt(true) ?? attempt(false) ?? attemptExact(ranked);
  if (!pairing) {
    throw new DomainError(
      'swiss.no_valid_pairing',
      'No pairing of this round avoids a rematch (or a second bye)',
    );
  }
  return pairing;
}

/**
 * Last resort when the ordered search gives up (dense late rounds of big fields): an exact maximum matching
 * on "has not met" decides for sure whether a rematch-free pairing exists and gives one (score groups are
 * then only respected as far as the matching happens to).
 */
function attemptExact<T>(ranked: Array<PlayerRecord<T>>): SwissPairing<T> | null {
  const byeCandidates: Array<PlayerRecord<T> | null> =
    ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((record) => !record.hadBye);
  for (const bye of byeCandidates) {
    const field = ranked.filter((record) => record !== bye);
    const mate = computeMaximumMatching(field.length, (a, b) => !field[a]?.opponents.has(field[b]!.player));
    if (mate.some((partner) => partner === -1)) continue;
    const pairs: Array<[PlayerRecord<T>, PlayerRecord<T>]> = [];
    mate.forEach((partner, index) => {
      if (index < partner) pairs.push([field[index]!, field[partner]!]);
    });
    return { pairs: pairs.map((pair, board) => orient(pair, board)), bye: bye?.player ?? null };
  }
  return null;
}

function pairField<T>(
  field: Array<PlayerRecord<T>>,
  strictColours: boolean,
  budget: { steps: number },
): Array<[PlayerRecord<T>, PlayerRecord<T>]> | null {
  // Indices into `field` (ranked by score, then initial ranking), so that a score group is a contiguous run;
  // `openList` holds the unpaired ones in order, so the first is always openList[0] and the rest of its score
  // group follows it: 1,000 players are paired in a few milliseconds.
  const size = field.length;
  const openList = Array.from({ length: size }, (_, index) => index);
  const pairs: Array<[PlayerRecord<T>, PlayerRecord<T>]> = [];
  const groupEnd = new Int32Array(size);
  for (let i = size - 1; i >= 0; i--) {
    const next = field[i + 1];
    groupEnd[i] = next !== undefined && next.score === field[i]!.score ? groupEnd[i + 1]! : i + 1;
  }
  const isHigh = (r: PlayerRecord<T>) => r.balance >= 2;
  const isLow = (r: PlayerRecord<T>) => r.balance <= -2;
  const compatible = (a: PlayerRecord<T>, b: PlayerRecord<T>) =>
    !a.opponents.has(b.player) && (!strictColours || !((isHigh(a) && isHigh(b)) || (isLow(a) && isLow(b))));
  let highOpen = strictColours ? field.filter(isHigh).length : 0;
  let lowOpen = strictColours ? field.filter(isLow).length : 0;
  const maxOpponents = field.reduce((max, r) => Math.max(max, r.opponents.size), 0);
  const count = (record: PlayerRecord<T>, delta: number) => {
    if (strictColours && isHigh(record)) highOpen += delta;
    if (strictColours && isLow(record)) lowOpen += delta;
  };

  // Forward check: a branch where some unpaired player has no possible partner left is dead; cut it now
  // instead of discovering it deep down (late rounds of big fields would otherwise explode). A player can only
  // be stuck when its past opponents and the players it may not meet for colour cover every other open player,
  // so the scan is skipped while the field is large.
  const everyoneHasAPartner = (): boolean => {
    const others = openList.length - 1;
    if (others > maxOpponents + Math.max(highOpen, lowOpen)) return true;
    for (const i of openList) {
      const x = field[i]!;
      const colourBlocked = !strictColours ? 0 : isHigh(x) ? highOpen - 1 : isLow(x) ? lowOpen - 1 : 0;
      if (others > x.opponents.size + colourBlocked) continue;
      if (!openList.some((j) => j !== i && compatible(x, field[j]!))) return false;
    }
    return true;
  };

  const search = (): boolean => {
    const first = openList[0];
    if (first === undefined) return true;
    if (++budget.steps > SEARCH_LIMIT) return false;
    const player = field[first]!;
    // openList[1 .. groupSize] is the rest of the first player's score group.
    const end = groupEnd[first]!;
    let low = 1;
    let high = openList.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (openList[middle]! < end) low = middle + 1;
      else high = middle;
    }
    const groupSize = low - 1;
    const tryAt = (position: number): boolean => {
      const j = openList[position]!;
      const opponent = field[j]!;
      if (!compatible(player, opponent)) return false;
      openList.splice(position, 1);
      openList.shift();
      count(player, -1);
      count(opponent, -1);
      pairs.push([player, opponent]);
      if (everyoneHasAPartner() && search()) return true;
      pairs.pop();
      count(player, 1);
      count(opponent, 1);
      openList.unshift(first);
      openList.splice(position, 0, j);
      return false;
    };
    // S1 meets S2: in a group of g unpaired players, the first meets the one g/2 places down; then the rest of
    // the bottom half, then the top half, then the groups below (the first player floats down).
    const half = Math.floor((groupSize + 1) / 2);
    for (let k = Math.max(0, half - 1); k < groupSize; k++) if (tryAt(1 + k)) return true;
    for (let k = half - 2; k >= 0; k--) if (tryAt(1 + k)) return true;
    for (let position = 1 + groupSize; position < openList.length; position++) {
      if (tryAt(position)) return true;
    }
    return false;
  };
  return search() ? pairs : null;
}

function orient<T>([higher, lower]: [PlayerRecord<T>, PlayerRecord<T>], board: number): Pairing<T> {
  let higherHome: boolean;
  if (higher.balance !== lower.balance) higherHome = higher.balance < lower.balance;
  // Equal balance: the higher-ranked player gets the alternation from its last match (FIDE C.04.3 colour
  // preference), or, if it has not played yet, the lower-ranked one does; first round: alternate by board.
  else if (higher.last !== null) higherHome = higher.last === 'away';
  else if (lower.last !== null) higherHome = lower.last === 'home';
  else higherHome = board % 2 === 0;
  return higherHome
    ? { home: higher.player, away: lower.player }
    : { home: lower.player, away: higher.player };
}

/** Buchholz and Median-Buchholz of one player. */
export interface SwissTiebreaks {
  /** Sum of the current scores of all opponents met (FIDE C.07 Buchholz). */
  buchholz: number;
  /** Buchholz without the highest and the lowest opponent score (FIDE C.07 Median Buchholz 1). */
  medianBuchholz: number;
}

/**
 * Buchholz and Median-Buchholz of every player from the rounds played. Simplified from FIDE C.07: a bye
 * (an unplayed round) adds nothing, where FIDE counts a "virtual opponent".
 */
export function computeSwissTiebreaks<T>(
  players: ReadonlyArray<SwissStanding<T>>,
  history: ReadonlyArray<SwissRound<T>>,
): Map<T, SwissTiebreaks> {
  const records = collectRecords(players, history);
  const scoreOf = (player: T) => records.get(player)?.score ?? 0;
  const opponentScores = new Map<T, number[]>(players.map((p) => [p.player, []]));
  for (const round of history) {
    for (const { home, away } of round.pairs) {
      opponentScores.get(home)?.push(scoreOf(away));
      opponentScores.get(away)?.push(scoreOf(home));
    }
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return new Map(
    [...opponentScores].map(([player, scores]) => {
      const sorted = [...scores].sort((a, b) => a - b);
      return [player, { buchholz: sum(sorted), medianBuchholz: sum(sorted.slice(1, -1)) }];
    }),
  );
}

/** Final ranking of a Swiss event: score, then Buchholz, then Median-Buchholz, then initial ranking. */
export function rankSwissStandings<T>(
  players: ReadonlyArray<SwissStanding<T>>,
  history: ReadonlyArray<SwissRound<T>>,
): Array<SwissStanding<T> & SwissTiebreaks> {
  const tiebreaks = computeSwissTiebreaks(players, history);
  return players
    .map((p, initial) => ({ ...p, ...(tiebreaks.get(p.player) as SwissTiebreaks), initial }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.buchholz - a.buchholz ||
        b.medianBuchholz - a.medianBuchholz ||
        a.initial - b.initial,
    )
    .map(({ initial: _initial, ...row }) => row);
}
