import {
  type Constraint,
  type GameVenue,
  roundCount,
  roundsPerLeg,
  type TimetableGame,
  type TimetableProblem,
} from './types.ts';

/**
 * The timetabling problem as a mixed-integer program in CPLEX LP text, the format every MIP solver reads
 * (HiGHS, GLPK, CBC…), so the model stays pure data here and the solver lives with the server (ADR 0027).
 *
 * Variables: `x_i_j_r` = 1 when team i plays at home against j in round r. Hard constraints are rows;
 * a soft one gets a deviation variable per deviation the ITC2021 rules count (per team, per window, per
 * pair…) and the objective is Σ weight × deviation, so the optimum is the ITC2021 objective.
 */
export interface TimetableModel {
  /** The model in CPLEX LP format. */
  lp: string;
  rounds: number;
  /** Reads the games back from the solver's value of every variable by name. */
  decode(value: (name: string) => number): TimetableGame[];
}

type Terms = Map<string, number>;

const x = (home: number, away: number, round: number) => `x_${home}_${away}_${round}`;

class LpWriter {
  private readonly rows: string[] = [];
  private readonly objective: Terms = new Map();
  private readonly continuous = new Map<string, number>();
  private deviationCount = 0;
  private auxiliaryCount = 0;

  constructor(readonly binaries: string[]) {}

  row(terms: Terms, sense: '<=' | '>=' | '=', rhs: number): void {
    const parts: string[] = [];
    for (const [name, coef] of terms) {
      if (coef === 0) continue;
      parts.push(`${coef < 0 ? '-' : '+'} ${Math.abs(coef)} ${name}`);
    }
    if (parts.length === 0) {
      // A row without variables is either always true or can never hold: keep the latter visible to the solver.
      const holds = sense === '<=' ? 0 <= rhs : sense === '>=' ? 0 >= rhs : rhs === 0;
      if (holds) return;
      parts.push('+ 0 x_never');
      this.continuous.set('x_never', 0);
    }
    this.rows.push(` r${this.rows.length}: ${parts.join(' ')} ${sense} ${rhs}`);
  }

  /** A fresh deviation variable (≥ 0) that costs `weight` per unit in the objective. */
  deviation(weight: number): string {
    const name = `d_${this.deviationCount++}`;
    this.continuous.set(name, Number.POSITIVE_INFINITY);
    this.objective.set(name, weight);
    return name;
  }

  /** A fresh continuous helper variable with the given upper bound (lower bound 0). */
  auxiliary(prefix: string, upper = Number.POSITIVE_INFINITY): string {
    const name = `${prefix}_${this.auxiliaryCount++}`;
    this.continuous.set(name, upper);
    return name;
  }

  /**
   * `terms ≤ max` (and `≥ min` when given). Hard: plain rows. Soft: one deviation per call, so the
   * deviation is (count − max) + (min − count) where positive, as ITC2021 counts it.
   */
  bound(terms: Terms, limits: { min?: number; max?: number }, constraint: Constraint): void {
    const deviation = constraint.soft ? this.deviation(constraint.weight ?? 1) : undefined;
    if (limits.max !== undefined) {
      this.row(deviation ? withTerm(terms, deviation, -1) : terms, '<=', limits.max);
    }
    if (limits.min !== undefined && limits.min > 0) {
      this.row(deviation ? withTerm(terms, deviation, 1) : terms, '>=', limits.min);
    }
  }

  toString(): string {
    const objectiveParts = [...this.objective].map(([name, coef]) => `+ ${coef} ${name}`);
    // The LP format wants an objective; with no soft constraint the model is a pure feasibility question.
    const objective =
      objectiveParts.length > 0 ? objectiveParts.join(' ') : `0 ${this.binaries[0] ?? 'x_never'}`;
    const bounds = [...this.continuous].map(([name, upper]) =>
      upper === Number.POSITIVE_INFINITY ? ` ${name} >= 0` : ` 0 <= ${name} <= ${upper}`,
    );
    return [
      'Minimize',
      ` obj: ${objective}`,
      'Subject To',
      ...this.rows,
      'Bounds',
      ...bounds,
      'Binary',
      ...chunk(this.binaries, 20).map((names) => ` ${names.join(' ')}`),
      'End',
      '',
    ].join('\n');
  }
}

function withTerm(terms: Terms, name: string, coef: number): Terms {
  const out = new Map(terms);
  out.set(name, (out.get(name) ?? 0) + coef);
  return out;
}

function add(terms: Terms, name: string, coef = 1): void {
  terms.set(name, (terms.get(name) ?? 0) + coef);
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function buildTimetableModel(problem: TimetableProblem): TimetableModel {
  const n = problem.teamCount;
  const rounds = roundCount(problem);
  const teams = [...Array(n).keys()];
  const allRounds = [...Array(rounds).keys()];
  const binaries: string[] = [];
  for (const i of teams)
    for (const j of teams) if (i !== j) for (const r of allRounds) binaries.push(x(i, j, r));
  const lp = new LpWriter(binaries);

  const inRange = (round: number) => round >= 0 && round < rounds;
  const validRounds = (list: number[]) => [...new Set(list)].filter(inRange);

  // Structure: one game per team per round (a bye when n is odd) and every pair meets once per leg.
  for (const t of teams) {
    for (const r of allRounds) {
      const terms: Terms = new Map();
      for (const o of teams) {
        if (o === t) continue;
        add(terms, x(t, o, r));
        add(terms, x(o, t, r));
      }
      lp.row(terms, n % 2 === 0 ? '=' : '<=', 1);
    }
  }
  for (const i of teams) {
    for (const j of teams) {
      if (j <= i) continue;
      if (problem.legs === 2) {
        for (const [home, away] of [
          [i, j],
          [j, i],
        ] as const) {
          const terms: Terms = new Map();
          for (const r of allRounds) add(terms, x(home, away, r));
          lp.row(terms, '=', 1);
        }
        if (problem.phased) {
          const terms: Terms = new Map();
          for (let r = 0; r < roundsPerLeg(n); r++) {
            add(terms, x(i, j, r));
            add(terms, x(j, i, r));
          }
          lp.row(terms, '=', 1);
        }
      } else {
        const terms: Terms = new Map();
        for (const r of allRounds) {
          add(terms, x(i, j, r));
          add(terms, x(j, i, r));
        }
        lp.row(terms, '=', 1);
      }
    }
  }

  const gamesAt = (terms: Terms, team: number, opponent: number, venue: GameVenue, round: number) => {
    if (team === opponent) return;
    if (venue !== 'away') add(terms, x(team, opponent, round));
    if (venue !== 'home') add(terms, x(opponent, team, round));
  };
  const homeGames = (terms: Terms, team: number, round: number) => {
    for (const o of teams) if (o !== team) add(terms, x(team, o, round));
  };
  const awayGames = (terms: Terms, team: number, round: number) => {
    for (const o of teams) if (o !== team) add(terms, x(o, team, round));
  };

  // Break indicators (home-home or away-away in rounds r−1 and r), made only for the rounds that are asked about.
  const breakVars = new Map<string, string>();
  const breakVar = (team: number, round: number, type: 'home' | 'away') => {
    const key = `${type}_${team}_${round}`;
    let name = breakVars.get(key);
    if (!name) {
      name = lp.auxiliary(`b${type[0]}_${team}_${round}`, 1);
      breakVars.set(key, name);
      const terms: Terms = new Map([[name, -1]]);
      if (type === 'home') {
        homeGames(terms, team, round - 1);
        homeGames(terms, team, round);
      } else {
        awayGames(terms, team, round - 1);
        awayGames(terms, team, round);
      }
      lp.row(terms, '<=', 1);
    }
    return name;
  };
  const addBreaks = (terms: Terms, team: number, roundList: number[], type: 'home' | 'away' | 'any') => {
    for (const r of roundList) {
      if (r < 1) continue; // round 0 never has a break
      if (type !== 'away') add(terms, breakVar(team, r, 'home'));
      if (type !== 'home') add(terms, breakVar(team, r, 'away'));
    }
  };

  // Home games played in rounds 0..r, one continuous variable per team and round (made on demand).
  const cumulative = new Map<string, string>();
  const homeSoFar = (team: number, round: number): string => {
    const key = `${team}_${round}`;
    let name = cumulative.get(key);
    if (!name) {
      name = lp.auxiliary(`h_${team}_${round}`);
      cumulative.set(key, name);
      const terms: Terms = new Map([[name, -1]]);
      homeGames(terms, team, round);
      if (round > 0) add(terms, homeSoFar(team, round - 1));
      lp.row(terms, '=', 0);
    }
    return name;
  };

  for (const constraint of problem.constraints) {
    const c = constraint;
    switch (c.kind) {
      case 'maxHomeInRounds':
      case 'maxAwayInRounds': {
        for (const team of new Set(c.teams)) {
          const terms: Terms = new Map();
          for (const r of validRounds(c.rounds)) {
            if (c.kind === 'maxHomeInRounds') homeGames(terms, team, r);
            else awayGames(terms, team, r);
          }
          lp.bound(terms, { max: c.max, min: c.min }, c);
        }
        break;
      }
      case 'maxGamesAgainstInRounds': {
        for (const team of new Set(c.teams)) {
          const terms: Terms = new Map();
          for (const r of validRounds(c.rounds))
            for (const o of new Set(c.opponents)) gamesAt(terms, team, o, c.venue, r);
          lp.bound(terms, { max: c.max }, c);
        }
        break;
      }
      case 'maxGamesAgainstInAnyWindow': {
        for (const team of new Set(c.teams)) {
          for (let start = 0; start + c.window <= rounds; start++) {
            const terms: Terms = new Map();
            for (let r = start; r < start + c.window; r++) {
              for (const o of new Set(c.opponents)) gamesAt(terms, team, o, c.venue, r);
            }
            lp.bound(terms, { max: c.max }, c);
          }
        }
        break;
      }
      case 'maxGroupGames': {
        const roundGroups =
          c.per === 'total' ? [validRounds(c.rounds)] : validRounds(c.rounds).map((r) => [r]);
        for (const group of roundGroups) {
          const terms: Terms = new Map();
          for (const r of group) {
            for (const team of new Set(c.teams))
              for (const o of new Set(c.opponents)) gamesAt(terms, team, o, c.venue, r);
          }
          lp.bound(terms, { max: c.max }, c);
        }
        break;
      }
      case 'fixedGame':
      case 'forbiddenGame': {
        const terms: Terms = new Map();
        if (c.home !== c.away) for (const r of validRounds(c.rounds)) add(terms, x(c.home, c.away, r));
        lp.bound(terms, c.kind === 'fixedGame' ? { min: 1 } : { max: 0 }, c);
        break;
      }
      case 'gamesInRounds': {
        const terms: Terms = new Map();
        for (const game of c.games) {
          if (game.home === game.away) continue;
          for (const r of validRounds(c.rounds)) add(terms, x(game.home, game.away, r));
        }
        lp.bound(terms, { min: c.min, max: c.max }, c);
        break;
      }
      case 'maxBreaks': {
        for (const team of new Set(c.teams)) {
          const terms: Terms = new Map();
          addBreaks(terms, team, validRounds(c.rounds), c.breakType);
          lp.bound(terms, { max: c.max }, c);
        }
        break;
      }
      case 'maxTotalBreaks': {
        const terms: Terms = new Map();
        for (const team of new Set(c.teams)) addBreaks(terms, team, validRounds(c.rounds), 'any');
        lp.bound(terms, { max: c.max }, c);
        break;
      }
      case 'homeBalance': {
        const list = [...new Set(c.teams)];
        for (let a = 0; a < list.length; a++) {
          for (let b = a + 1; b < list.length; b++) {
            // The pair's deviation is its worst excess over the rounds, so one deviation shared by all its rows.
            const deviation = c.soft ? lp.deviation(c.weight ?? 1) : undefined;
            for (const r of validRounds(c.rounds)) {
              for (const [p, q] of [
                [list[a]!, list[b]!],
                [list[b]!, list[a]!],
              ] as [number, number][]) {
                const terms: Terms = new Map([
                  [homeSoFar(p, r), 1],
                  [homeSoFar(q, r), -1],
                ]);
                if (deviation) add(terms, deviation, -1);
                lp.row(terms, '<=', c.maxDifference);
              }
            }
          }
        }
        break;
      }
      case 'separation': {
        if (problem.legs !== 2 || c.min <= 0) break;
        const list = [...new Set(c.teams)];
        for (let a = 0; a < list.length; a++) {
          for (let b = a + 1; b < list.length; b++) {
            const meet = (terms: Terms, r: number, coef = 1) => {
              add(terms, x(list[a]!, list[b]!, r), coef);
              add(terms, x(list[b]!, list[a]!, r), coef);
            };
            if (!c.soft) {
              // At most one meeting in any min+1 consecutive rounds = at least `min` rounds between the two.
              for (let start = 0; start < rounds - 1; start++) {
                const terms: Terms = new Map();
                for (let r = start; r <= Math.min(rounds - 1, start + c.min); r++) meet(terms, r);
                lp.row(terms, '<=', 1);
              }
            } else {
              // Deviation = min − gap when the meetings are `gap` rounds apart (gap < min).
              const deviation = lp.deviation(c.weight ?? 1);
              for (let gap = 0; gap < c.min; gap++) {
                for (let r = 0; r + gap + 1 < rounds; r++) {
                  const shortfall = c.min - gap;
                  const terms: Terms = new Map([[deviation, -1]]);
                  meet(terms, r, shortfall);
                  meet(terms, r + gap + 1, shortfall);
                  lp.row(terms, '<=', shortfall);
                }
              }
            }
          }
        }
        break;
      }
    }
  }

  return {
    lp: lp.toString(),
    rounds,
    decode(value) {
      const games: TimetableGame[] = [];
      for (const r of allRounds) {
        for (const i of teams) {
          for (const j of teams)
            if (i !== j && value(x(i, j, r)) > 0.5) games.push({ round: r, home: i, away: j });
        }
      }
      return games;
    },
  };
}
