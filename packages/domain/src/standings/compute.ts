// The standings engine: results → a league table in the competition's order, each place explained.
// How criteria read, and the difference between a mini-league built once ("tiedGroup": La Liga art. 201, Serie A
// NOIF art. 51.6) and one re-applied to a sub-group still level ("recursive": UEFA competition regulations,
// "criteria a) to d) are reapplied exclusively to the matches between the remaining teams"), is described in
// /work/shared/reference/README.md and in this folder's tests.

import { DomainError } from '../errors.ts';
import {
  type Criterion,
  type FormResult,
  HeadToHeadCriteria,
  LastResortCriteria,
  MatchDecision,
  MatchStatus,
  OverallCriteria,
  type Separation,
  type StandingsInput,
  type StandingsMatch,
  type StandingsRow,
  type StandingsRules,
} from './types.ts';

interface Outcome<T> {
  readonly home: T;
  readonly away: T;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly homePoints: number;
  readonly awayPoints: number;
  readonly homeBonus: number;
  readonly awayBonus: number;
  readonly decidedBy: MatchDecision;
  readonly live: boolean;
  readonly order: number;
  readonly date: string | undefined;
}

interface Totals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoalsFor: number;
  awayWon: number;
  matchPoints: number;
  bonusPoints: number;
  overtimeWon: number;
  overtimeLost: number;
  live: boolean;
}

const emptyTotals = (): Totals => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  awayGoalsFor: 0,
  awayWon: 0,
  matchPoints: 0,
  bonusPoints: 0,
  overtimeWon: 0,
  overtimeLost: 0,
  live: false,
});

const KNOWN_CRITERIA: ReadonlySet<string> = new Set<string>([
  ...OverallCriteria,
  ...HeadToHeadCriteria,
  ...LastResortCriteria,
]);
const H2H: ReadonlySet<string> = new Set<string>(HeadToHeadCriteria);
/** Criteria where the lower value ranks higher. */
const ASCENDING: ReadonlySet<Criterion> = new Set<Criterion>([
  'goalsAgainst',
  'fairPlay',
  'manualOrder',
  'lots',
]);

/** True for the criteria computed over the mini-league of the tied teams (`h2h*`). */
export function isHeadToHeadCriterion(criterion: Criterion): boolean {
  return H2H.has(criterion);
}

function isCounted<T>(match: StandingsMatch<T>, includeLive: boolean): boolean {
  const status = match.status ?? MatchStatus.Finished;
  if (status === MatchStatus.Finished) return true;
  return includeLive && status === MatchStatus.Live;
}

function ensureScore(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new DomainError(
      'standings.invalid_score',
      `${what} must be a whole number of at least 0, got ${value}`,
    );
  }
}

/** Points one side earns from one match, before bonus points. */
function basePoints(
  rules: StandingsRules,
  goalsFor: number,
  goalsAgainst: number,
  decidedBy: MatchDecision,
): number {
  const exact = rules.scorePoints?.find((s) => s.for === goalsFor && s.against === goalsAgainst);
  if (exact) return exact.points;
  if (goalsFor === goalsAgainst) return rules.draw;
  const won = goalsFor > goalsAgainst;
  if (decidedBy === MatchDecision.Overtime) {
    return won ? (rules.overtimeWin ?? rules.win) : (rules.overtimeLoss ?? rules.loss);
  }
  if (decidedBy === MatchDecision.Shootout) {
    return won
      ? (rules.shootoutWin ?? rules.overtimeWin ?? rules.win)
      : (rules.shootoutLoss ?? rules.overtimeLoss ?? rules.loss);
  }
  return won ? rules.win : rules.loss;
}

function bonusPoints(
  rules: StandingsRules,
  goalsFor: number,
  goalsAgainst: number,
  tries: number | undefined,
): number {
  let bonus = 0;
  if (rules.tryBonus && tries !== undefined && tries >= rules.tryBonus.minTries)
    bonus += rules.tryBonus.points;
  if (
    rules.losingBonus &&
    goalsFor < goalsAgainst &&
    goalsAgainst - goalsFor <= rules.losingBonus.maxMargin
  ) {
    bonus += rules.losingBonus.points;
  }
  return bonus;
}

/** Turns counted matches into scored outcomes (forfeits replaced by the awarded score). */
function toOutcomes<T>(input: StandingsInput<T>): Outcome<T>[] {
  const { rules } = input;
  const includeLive = input.includeLive ?? false;
  const outcomes: Outcome<T>[] = [];
  input.matches.forEach((match, order) => {
    if (!isCounted(match, includeLive)) return;
    if (match.home === match.away) {
      throw new DomainError('standings.same_team', `A team cannot play itself (${String(match.home)})`);
    }
    const decidedBy = match.decidedBy ?? MatchDecision.Regulation;
    const live = match.status === MatchStatus.Live;
    if (match.forfeit) {
      const [winnerGoals, loserGoals] = rules.forfeitScore ?? [3, 0];
      const homeForfeits = match.forfeit === 'home';
      const forfeitPoints = rules.forfeitLoss ?? rules.loss;
      outcomes.push({
        home: match.home,
        away: match.away,
        homeGoals: homeForfeits ? loserGoals : winnerGoals,
        awayGoals: homeForfeits ? winnerGoals : loserGoals,
        homePoints: homeForfeits ? forfeitPoints : rules.win,
        awayPoints: homeForfeits ? rules.win : forfeitPoints,
        homeBonus: 0,
        awayBonus: 0,
        decidedBy: MatchDecision.Regulation,
        live,
        order,
        date: match.date,
      });
      return;
    }
    if (match.homeGoals === null || match.awayGoals === null) return;
    ensureScore(match.homeGoals, 'homeGoals');
    ensureScore(match.awayGoals, 'awayGoals');
    if (decidedBy !== MatchDecision.Regulation && match.homeGoals === match.awayGoals) {
      throw new DomainError(
        'standings.invalid_score',
        `A match decided by ${decidedBy} needs a winner: count the decisive goal for the winner`,
      );
    }
    const homeBonus = bonusPoints(rules, match.homeGoals, match.awayGoals, match.homeTries);
    const awayBonus = bonusPoints(rules, match.awayGoals, match.homeGoals, match.awayTries);
    outcomes.push({
      home: match.home,
      away: match.away,
      homeGoals: match.homeGoals,
      awayGoals: match.awayGoals,
      homePoints: basePoints(rules, match.homeGoals, match.awayGoals, decidedBy) + homeBonus,
      awayPoints: basePoints(rules, match.awayGoals, match.homeGoals, decidedBy) + awayBonus,
      homeBonus,
      awayBonus,
      decidedBy,
      live,
      order,
      date: match.date,
    });
  });
  return outcomes;
}

function addSide(
  totals: Totals,
  goalsFor: number,
  goalsAgainst: number,
  points: number,
  bonus: number,
  atHome: boolean,
  outcome: Outcome<unknown>,
): FormResult {
  totals.played += 1;
  totals.goalsFor += goalsFor;
  totals.goalsAgainst += goalsAgainst;
  if (!atHome) totals.awayGoalsFor += goalsFor;
  totals.matchPoints += points;
  totals.bonusPoints += bonus;
  if (outcome.live) totals.live = true;
  const extraTime = outcome.decidedBy !== MatchDecision.Regulation;
  if (goalsFor > goalsAgainst) {
    totals.won += 1;
    if (!atHome) totals.awayWon += 1;
    if (extraTime) totals.overtimeWon += 1;
    return 'W';
  }
  if (goalsFor < goalsAgainst) {
    totals.lost += 1;
    if (extraTime) totals.overtimeLost += 1;
    return 'L';
  }
  totals.drawn += 1;
  return 'D';
}

function aggregate<T>(
  outcomes: readonly Outcome<T>[],
  teams: Iterable<T>,
  member?: ReadonlySet<T>,
): Map<T, Totals> {
  const totals = new Map<T, Totals>();
  for (const team of teams) totals.set(team, emptyTotals());
  for (const o of outcomes) {
    if (member && !(member.has(o.home) && member.has(o.away))) continue;
    const home = totals.get(o.home);
    const away = totals.get(o.away);
    if (home) addSide(home, o.homeGoals, o.awayGoals, o.homePoints, o.homeBonus, true, o);
    if (away) addSide(away, o.awayGoals, o.homeGoals, o.awayPoints, o.awayBonus, false, o);
  }
  return totals;
}

const fraction = (numerator: number, denominator: number): number =>
  denominator === 0 ? (numerator === 0 ? 0 : Number.POSITIVE_INFINITY) : numerator / denominator;

function overallValue(criterion: Criterion, totals: Totals, adjustment: number): number {
  switch (criterion) {
    case 'points':
      return totals.matchPoints + adjustment;
    case 'goalDifference':
      return totals.goalsFor - totals.goalsAgainst;
    case 'goalsFor':
      return totals.goalsFor;
    case 'goalsAgainst':
      return totals.goalsAgainst;
    case 'awayGoalsFor':
      return totals.awayGoalsFor;
    case 'wins':
      return totals.won;
    case 'awayWins':
      return totals.awayWon;
    case 'pointsPerGame':
      // Ligue 1 2019-20 and other curtailed seasons: points (after adjustments) per match played.
      return totals.played === 0 ? 0 : (totals.matchPoints + adjustment) / totals.played;
    case 'winPercentage':
      return totals.played === 0 ? 0 : (2 * totals.won + totals.drawn) / (2 * totals.played);
    case 'goalRatio':
      return fraction(totals.goalsFor, totals.goalsAgainst);
    default:
      throw new DomainError('standings.unknown_criterion', `Not an overall criterion: ${criterion}`);
  }
}

function headToHeadValue(criterion: Criterion, totals: Totals): number {
  switch (criterion) {
    case 'h2hPoints':
      return totals.matchPoints;
    case 'h2hGoalDifference':
      return totals.goalsFor - totals.goalsAgainst;
    case 'h2hGoalsFor':
      return totals.goalsFor;
    case 'h2hAwayGoals':
      return totals.awayGoalsFor;
    case 'h2hWins':
      return totals.won;
    default:
      throw new DomainError('standings.unknown_criterion', `Not a head-to-head criterion: ${criterion}`);
  }
}

interface MiniLeague<T> {
  readonly teams: readonly T[];
  readonly totals: Map<T, Totals>;
  /** Index range of the run of head-to-head criteria it serves (recursive scope). */
  readonly blockStart: number;
  readonly blockEnd: number;
}

type Value = number | string;

/** The value the `identifier` criterion ranks on: numbers as numbers (9 before 10), anything else as text. */
function identifierValue<T>(team: T): Value {
  return typeof team === 'number' ? team : String(team);
}

/**
 * Deterministic order of team identifiers, the final fallback: numbers numerically, text by code units (not by
 * locale, so every machine agrees), numbers before text.
 */
export function compareIdentifiers<T>(a: T, b: T): number {
  const x = identifierValue(a);
  const y = identifierValue(b);
  if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

class Ranker<T> {
  readonly separations = new Map<T, Separation<T>>();
  private readonly positionOf: Record<'manualOrder' | 'lots' | 'fairPlay', Map<T, number>>;

  constructor(
    private readonly criteria: readonly Criterion[],
    private readonly scope: StandingsRules['h2hScope'],
    private readonly outcomes: readonly Outcome<T>[],
    private readonly totals: Map<T, Totals>,
    private readonly adjustmentOf: Map<T, number>,
    input: StandingsInput<T>,
  ) {
    const indexMap = (list: readonly T[] | undefined) =>
      new Map((list ?? []).map((t, i) => [t, i + 1] as const));
    this.positionOf = {
      manualOrder: indexMap(input.manualOrder),
      lots: indexMap(input.lots),
      fairPlay: new Map((input.fairPlay ?? []).map((f) => [f.team, f.points] as const)),
    };
  }

  rank(group: readonly T[], index: number, mini: MiniLeague<T> | undefined): T[] {
    if (group.length <= 1) return [...group];
    const criterion = this.criteria[index];
    if (criterion === undefined) return [...group];

    if (!isHeadToHeadCriterion(criterion)) {
      const keep = this.scope === 'tiedGroup' ? mini : undefined;
      return this.split(
        group,
        criterion,
        (t) => this.value(criterion, t),
        undefined,
        (part) => this.rank(part, index + 1, keep),
      );
    }

    const league = mini ?? this.buildMiniLeague(group, index);
    const values = (t: T) => headToHeadValue(criterion, league.totals.get(t) ?? emptyTotals());
    if (this.scope === 'tiedGroup') {
      return this.split(group, criterion, values, league.teams, (part) => this.rank(part, index + 1, league));
    }
    return this.split(group, criterion, values, league.teams, (part) => {
      if (index + 1 < league.blockEnd) return this.rank(part, index + 1, league);
      // All head-to-head criteria applied: a smaller group still level starts again on its own matches.
      if (part.length < league.teams.length) return this.rank(part, league.blockStart, undefined);
      return this.rank(part, league.blockEnd, undefined);
    });
  }

  private buildMiniLeague(group: readonly T[], index: number): MiniLeague<T> {
    let blockEnd = index;
    while (blockEnd < this.criteria.length && isHeadToHeadCriterion(this.criteria[blockEnd] as Criterion))
      blockEnd++;
    return {
      teams: [...group],
      totals: aggregate(this.outcomes, group, new Set(group)),
      blockStart: index,
      blockEnd,
    };
  }

  private value(criterion: Criterion, team: T): Value {
    switch (criterion) {
      case 'identifier':
        return identifierValue(team);
      case 'manualOrder':
      case 'lots':
        return this.positionOf[criterion].get(team) ?? Number.POSITIVE_INFINITY;
      case 'fairPlay':
        return this.positionOf.fairPlay.get(team) ?? 0;
      default:
        return overallValue(
          criterion,
          this.totals.get(team) ?? emptyTotals(),
          this.adjustmentOf.get(team) ?? 0,
        );
    }
  }

  /** Splits `group` by one criterion, ranks each part, and records why each part sits above the next. */
  private split(
    group: readonly T[],
    criterion: Criterion,
    valueFor: (team: T) => Value,
    miniLeague: readonly T[] | undefined,
    rankPart: (part: T[]) => T[],
  ): T[] {
    const ascending = ASCENDING.has(criterion) || criterion === 'identifier';
    const valued = group.map((team) => ({ team, value: valueFor(team) }));
    const distinct = [...new Set(valued.map((v) => v.value))].sort((a, b) => {
      // Only `identifier` can mix numbers and text; numbers come first, as in compareIdentifiers.
      const order = typeof a !== typeof b ? (typeof a === 'number' ? -1 : 1) : a < b ? -1 : a > b ? 1 : 0;
      return ascending ? order : -order;
    });
    if (distinct.length === 1) return rankPart([...group]);
    const ranked = distinct.map((value) => ({
      value,
      teams: rankPart(valued.filter((v) => v.value === value).map((v) => v.team)),
    }));
    for (let k = 0; k + 1 < ranked.length; k++) {
      const upper = ranked[k]!;
      const lower = ranked[k + 1]!;
      const values = [upper.value, lower.value] as readonly [number, number] | readonly [string, string];
      this.separations.set(upper.teams[upper.teams.length - 1]!, {
        criterion,
        above: lower.teams[0]!,
        values,
        ...(miniLeague ? { miniLeague } : {}),
      });
    }
    return ranked.flatMap((r) => r.teams);
  }
}

const SCOPES: ReadonlySet<string> = new Set(['tiedGroup', 'recursive']);

/**
 * Asserts that `rules` can rank a table: known criteria, a known head-to-head scope, finite points. Throws
 * DomainError `standings.unknown_criterion`, `standings.unknown_h2h_scope` or `standings.invalid_rules`.
 */
export function ensureValidStandingsRules(rules: StandingsRules): void {
  if (!Array.isArray(rules.tiebreakers)) {
    throw new DomainError('standings.invalid_rules', 'tiebreakers must be a list of criterion names');
  }
  for (const criterion of rules.tiebreakers) {
    if (!KNOWN_CRITERIA.has(criterion)) {
      throw new DomainError(
        'standings.unknown_criterion',
        `Unknown tie-breaking criterion: ${String(criterion)}`,
      );
    }
  }
  if (rules.h2hScope !== undefined && !SCOPES.has(rules.h2hScope)) {
    throw new DomainError(
      'standings.unknown_h2h_scope',
      `Unknown head-to-head scope: ${String(rules.h2hScope)}`,
    );
  }
  for (const key of ['win', 'draw', 'loss'] as const) {
    if (!Number.isFinite(rules[key])) {
      throw new DomainError('standings.invalid_rules', `${key} must be a number of points`);
    }
  }
}

/** The criteria applied: (points,) the rules' list, then manual order and lots when given, then team id. */
function effectiveCriteria<T>(input: StandingsInput<T>): Criterion[] {
  ensureValidStandingsRules(input.rules);
  const criteria: Criterion[] = [...input.rules.tiebreakers];
  // A list of tie-breakers alone ("goal difference, then goals") still means points first; only a table ranked by
  // win percentage (basketball) may leave points out.
  const ranksOnRate = criteria.includes('winPercentage') || criteria.includes('pointsPerGame');
  if (!criteria.includes('points') && !ranksOnRate) criteria.unshift('points');
  if (input.manualOrder && !criteria.includes('manualOrder')) criteria.push('manualOrder');
  if (input.lots && !criteria.includes('lots')) criteria.push('lots');
  if (!criteria.includes('identifier')) criteria.push('identifier');
  return criteria;
}

function formOf<T>(outcomes: readonly Outcome<T>[], team: T, length: number): FormResult[] {
  const mine = outcomes.filter((o) => o.home === team || o.away === team);
  const results = mine.map((o): FormResult => {
    const [own, other] = o.home === team ? [o.homeGoals, o.awayGoals] : [o.awayGoals, o.homeGoals];
    return own > other ? 'W' : own < other ? 'L' : 'D';
  });
  return length <= 0 ? [] : results.slice(-length);
}

/**
 * A league table from results: counted matches (finished; live too with `includeLive`), the rules' points and
 * criteria, adjustments with reasons. Rows come in table order with `pos`, and each row but the last says which
 * criterion put it above the next one. Deterministic: the same input in any match order gives the same table.
 */
export function computeStandings<T>(input: StandingsInput<T>): StandingsRow<T>[] {
  const outcomes = toOutcomes(input);
  const ordered = outcomes.every((o) => o.date !== undefined)
    ? [...outcomes].sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : a.order - b.order))
    : outcomes;

  const teams = new Set<T>(input.teams ?? []);
  for (const m of input.matches) {
    teams.add(m.home);
    teams.add(m.away);
  }
  const adjustmentOf = new Map<T, number>();
  for (const a of input.adjustments ?? []) {
    teams.add(a.team);
    adjustmentOf.set(a.team, (adjustmentOf.get(a.team) ?? 0) + a.points);
  }

  const totals = aggregate(outcomes, teams);
  // A rules object without a scope (no head-to-head criteria, say) reads as the mini-league built once.
  const ranker = new Ranker(
    effectiveCriteria(input),
    input.rules.h2hScope ?? 'tiedGroup',
    outcomes,
    totals,
    adjustmentOf,
    input,
  );
  // Start from a fixed order so that nothing (not even a mini-league's member list) depends on the input order.
  const order = ranker.rank([...teams].sort(compareIdentifiers), 0, undefined);
  const formLength = input.formLength ?? 5;

  const rows: StandingsRow<T>[] = [];
  order.forEach((team, i) => {
    const t = totals.get(team) ?? emptyTotals();
    const adjustment = adjustmentOf.get(team) ?? 0;
    const previous = rows[i - 1];
    const sharesPlace = input.sharedPlaces === true && previous?.explanation?.criterion === 'identifier';
    const row: StandingsRow<T> = {
      pos: sharesPlace && previous ? previous.pos : i + 1,
      team,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.goalsFor,
      goalsAgainst: t.goalsAgainst,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: t.matchPoints + adjustment,
      awayGoalsFor: t.awayGoalsFor,
      overtimeWon: t.overtimeWon,
      overtimeLost: t.overtimeLost,
      bonusPoints: t.bonusPoints,
      pointsAdjustment: adjustment,
      adjustments: (input.adjustments ?? [])
        .filter((a) => a.team === team)
        .map((a) => ({ points: a.points, reason: a.reason })),
      form: formOf(ordered, team, formLength),
      live: t.live,
    };
    const separation = ranker.separations.get(team);
    if (separation && i + 1 < order.length) row.explanation = separation;
    rows.push(row);
  });
  return rows;
}

/** Live standings: finished matches and matches in progress. */
export function computeLiveStandings<T>(input: StandingsInput<T>): StandingsRow<T>[] {
  return computeStandings({ ...input, includeLive: true });
}
