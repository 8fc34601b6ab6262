import {
  type Constraint,
  roundCount,
  roundsPerLeg,
  type TimetableGame,
  type TimetableProblem,
} from './types.ts';

/**
 * Checks a timetable by counting, with no solver: the round-robin structure and, per constraint, the
 * ITC2021 deviation (0 = it holds). Written apart from the MIP model on purpose, so a wrong row in the model
 * shows up as a broken constraint here instead of being trusted.
 */
export interface ConstraintViolation {
  /** Index into `problem.constraints`. */
  index: number;
  deviation: number;
  soft: boolean;
  /** weight × deviation for a soft constraint, 0 for a hard one. */
  penalty: number;
}

export interface TimetableCheck {
  /** Broken round-robin rules (a team twice in a round, a pair that never meets…), in words. */
  structure: string[];
  /** Every constraint with a deviation above 0. */
  violations: ConstraintViolation[];
  /** True when the structure holds and no hard constraint is broken. */
  feasible: boolean;
  /** Σ weight × deviation over the soft constraints (the ITC2021 objective). */
  softPenalty: number;
}

export function checkTimetable(problem: TimetableProblem, games: readonly TimetableGame[]): TimetableCheck {
  const n = problem.teamCount;
  const rounds = roundCount(problem);
  const structure: string[] = [];

  // opponentOf[team][round] = { opponent, home } or undefined for a bye
  const slot: ({ opponent: number; home: boolean } | undefined)[][] = Array.from({ length: n }, () =>
    Array.from({ length: rounds }, () => undefined),
  );
  const meetings = new Map<string, number[]>(); // "home-away" → rounds
  for (const game of games) {
    const { round, home, away } = game;
    if (!Number.isInteger(round) || round < 0 || round >= rounds) {
      structure.push(`game ${home} v ${away} is in round ${round}, outside 0..${rounds - 1}`);
      continue;
    }
    if (home === away || home < 0 || away < 0 || home >= n || away >= n) {
      structure.push(`game ${home} v ${away} in round ${round} is not between two different teams`);
      continue;
    }
    for (const [team, opponent, atHome] of [
      [home, away, true],
      [away, home, false],
    ] as const) {
      const teamSlots = slot[team]!;
      if (teamSlots[round]) structure.push(`team ${team} plays twice in round ${round}`);
      teamSlots[round] = { opponent, home: atHome };
    }
    const key = `${home}-${away}`;
    meetings.set(key, [...(meetings.get(key) ?? []), round]);
  }
  for (let t = 0; t < n; t++) {
    const played = slot[t]!.filter(Boolean).length;
    if (played !== (n - 1) * problem.legs)
      structure.push(`team ${t} plays ${played} games, not ${(n - 1) * problem.legs}`);
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ij = meetings.get(`${i}-${j}`) ?? [];
      const ji = meetings.get(`${j}-${i}`) ?? [];
      if (problem.legs === 2) {
        if (ij.length !== 1 || ji.length !== 1)
          structure.push(`${i} and ${j} do not meet once at each ground`);
        else if (problem.phased && ij[0]! < roundsPerLeg(n) === ji[0]! < roundsPerLeg(n)) {
          structure.push(`${i} and ${j} do not meet once in each half`);
        }
      } else if (ij.length + ji.length !== 1) structure.push(`${i} and ${j} do not meet exactly once`);
    }
  }

  const isHome = (t: number, r: number) => slot[t]?.[r]?.home === true;
  const isAway = (t: number, r: number) => slot[t]?.[r]?.home === false;
  const playsAgainst = (t: number, r: number, opponents: Set<number>, venue: 'home' | 'away' | 'any') => {
    const s = slot[t]?.[r];
    if (!s || !opponents.has(s.opponent)) return 0;
    return venue === 'any' || (venue === 'home') === s.home ? 1 : 0;
  };
  const inRange = (list: number[]) => [...new Set(list)].filter((r) => r >= 0 && r < rounds);
  const over = (count: number, max: number) => Math.max(0, count - max);
  const isBreak = (t: number, r: number, type: 'home' | 'away' | 'any') =>
    r >= 1 &&
    (((type === 'home' || type === 'any') && isHome(t, r - 1) && isHome(t, r)) ||
      ((type === 'away' || type === 'any') && isAway(t, r - 1) && isAway(t, r)));
  const played = (home: number, away: number) => meetings.get(`${home}-${away}`) ?? [];

  const deviationOf = (c: Constraint): number => {
    switch (c.kind) {
      case 'maxHomeInRounds':
      case 'maxAwayInRounds': {
        const test = c.kind === 'maxHomeInRounds' ? isHome : isAway;
        let total = 0;
        for (const t of new Set(c.teams)) {
          const count = inRange(c.rounds).filter((r) => test(t, r)).length;
          total += over(count, c.max) + Math.max(0, (c.min ?? 0) - count);
        }
        return total;
      }
      case 'maxGamesAgainstInRounds': {
        const opponents = new Set(c.opponents);
        let total = 0;
        for (const t of new Set(c.teams)) {
          const count = inRange(c.rounds).reduce((sum, r) => sum + playsAgainst(t, r, opponents, c.venue), 0);
          total += over(count, c.max);
        }
        return total;
      }
      case 'maxGamesAgainstInAnyWindow': {
        const opponents = new Set(c.opponents);
        let total = 0;
        for (const t of new Set(c.teams)) {
          for (let start = 0; start + c.window <= rounds; start++) {
            let count = 0;
            for (let r = start; r < start + c.window; r++) count += playsAgainst(t, r, opponents, c.venue);
            total += over(count, c.max);
          }
        }
        return total;
      }
      case 'maxGroupGames': {
        const opponents = new Set(c.opponents);
        const countIn = (r: number) =>
          [...new Set(c.teams)].reduce((sum, t) => sum + playsAgainst(t, r, opponents, c.venue), 0);
        const list = inRange(c.rounds);
        if (c.per === 'total')
          return over(
            list.reduce((sum, r) => sum + countIn(r), 0),
            c.max,
          );
        return list.reduce((sum, r) => sum + over(countIn(r), c.max), 0);
      }
      case 'fixedGame': {
        const wanted = new Set(c.rounds);
        return played(c.home, c.away).some((r) => wanted.has(r)) ? 0 : 1;
      }
      case 'forbiddenGame': {
        const banned = new Set(c.rounds);
        return played(c.home, c.away).filter((r) => banned.has(r)).length;
      }
      case 'gamesInRounds': {
        const wanted = new Set(c.rounds);
        const count = c.games.reduce(
          (sum, g) => sum + played(g.home, g.away).filter((r) => wanted.has(r)).length,
          0,
        );
        return over(count, c.max) + Math.max(0, c.min - count);
      }
      case 'maxBreaks': {
        let total = 0;
        for (const t of new Set(c.teams)) {
          total += over(inRange(c.rounds).filter((r) => isBreak(t, r, c.breakType)).length, c.max);
        }
        return total;
      }
      case 'maxTotalBreaks': {
        let count = 0;
        for (const t of new Set(c.teams))
          count += inRange(c.rounds).filter((r) => isBreak(t, r, 'any')).length;
        return over(count, c.max);
      }
      case 'homeBalance': {
        const list = [...new Set(c.teams)];
        const homeAfter = (t: number, r: number) => {
          let count = 0;
          for (let s = 0; s <= r; s++) if (isHome(t, s)) count++;
          return count;
        };
        let total = 0;
        for (let a = 0; a < list.length; a++) {
          for (let b = a + 1; b < list.length; b++) {
            let worst = 0;
            for (const r of inRange(c.rounds)) {
              worst = Math.max(
                worst,
                Math.abs(homeAfter(list[a]!, r) - homeAfter(list[b]!, r)) - c.maxDifference,
              );
            }
            total += worst;
          }
        }
        return total;
      }
      case 'separation': {
        if (problem.legs !== 2) return 0;
        const list = [...new Set(c.teams)];
        let total = 0;
        for (let a = 0; a < list.length; a++) {
          for (let b = a + 1; b < list.length; b++) {
            const both = [...played(list[a]!, list[b]!), ...played(list[b]!, list[a]!)].sort((p, q) => p - q);
            if (both.length === 2) total += Math.max(0, c.min - (both[1]! - both[0]! - 1));
          }
        }
        return total;
      }
    }
  };

  const violations: ConstraintViolation[] = [];
  problem.constraints.forEach((c, index) => {
    const deviation = deviationOf(c);
    if (deviation > 0) {
      const soft = c.soft === true;
      violations.push({ index, deviation, soft, penalty: soft ? deviation * (c.weight ?? 1) : 0 });
    }
  });
  return {
    structure,
    violations,
    feasible: structure.length === 0 && violations.every((v) => v.soft),
    softPenalty: violations.reduce((sum, v) => sum + v.penalty, 0),
  };
}
