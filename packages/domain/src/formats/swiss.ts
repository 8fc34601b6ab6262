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
  const paired = new Set<PlayerRecord<T>>();
  const pairs: Array<[PlayerRecord<T>, PlayerRecord<T>]> = [];
  const compatible = (a: PlayerRecord<T>, b: PlayerRecord<T>) =>
    !a.opponents.has(b.player) &&
    (!strictColours || !((a.balance >= 2 && b.balance >= 2) || (a.balance <= -2 && b.balance <= -2)));

  // Forward check: a branch where some unpaired player has no possible partner left is dead; cut it now
  // instead of discovering it deep down (late rounds of big fields would otherwise explode).
  const everyoneHasAPartner = (): boolean => {
    const open = field.filter((record) => !paired.has(record));
    return open.every((a) => open.some((b) => a !== b && compatible(a, b)));
  };

  const search = (): boolean => {
    const first = field.find((record) => !paired.has(record));
    if (!first) return true;
    if (++budget.steps > SEARCH_LIMIT) return false;
    const open = field.filter((record) => !paired.has(record) && record !== first);
    const sameGroup = open.filter((record) => record.score === first.score);
    const lower = open.filter((record) => record.score !== first.score);
    // S1 meets S2: in a group of g unpaired players, the first meets the one g/2 places down; then the rest of
    // the bottom half, then the top half, then the groups below (the first player floats down).
    const half = Math.floor((sameGroup.length + 1) / 2);
    const candidates = [
      ...sameGroup.slice(half - 1),
      ...sameGroup.slice(0, Math.max(0, half - 1)).reverse(),
      ...lower,
    ];
    for (const opponent of candidates) {
      if (!compatible(first, opponent)) continue;
      paired.add(first);
      paired.add(opponent);
      pairs.push([first, opponent]);
      if (everyoneHasAPartner() && search()) return true;
      pairs.pop();
      paired.delete(first);
      paired.delete(opponent);
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
