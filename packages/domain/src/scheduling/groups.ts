import type { Constraint } from './types.ts';

/**
 * A groups stage is scheduled group by group (issue 28, ADR 0027): each group is a round robin of its own, its
 * rounds on the same dates as the other groups'. A constraint of the whole stage is projected onto a group: the
 * part of it about the group's teams. That is exact for what ITC2021 counts per team or per pair (home/away caps,
 * games against, breaks per team, fixed and forbidden games, separation). What it counts as one sum over several
 * teams (a group's games, total breaks, games in rounds, home balance between teams) cannot be split between
 * groups solved apart: such a constraint must be about one group's teams (`spansGroups`).
 */
export type GroupProjection<T> =
  | { kind: 'kept'; constraint: Constraint<T> }
  | { kind: 'none' }
  | { kind: 'spansGroups'; message: string };

/**
 * The part of `c` about the group whose teams `inGroup` says, with rounds after the group's last (`rounds`,
 * counted as `c` counts them: `firstRound` is the number of the first round) left out. `none`: nothing of it is
 * about the group.
 */
export function projectConstraintOnGroup<T>(
  c: Constraint<T>,
  inGroup: (team: T) => boolean,
  rounds: number,
  firstRound = 1,
): GroupProjection<T> {
  const roundsIn = (list: number[]) => list.filter((r) => r < rounds + firstRound);
  const someIn = (list: T[]) => list.some(inGroup);
  const allIn = (list: T[]) => list.every(inGroup);
  const oneGroup = (list: T[], what: string): GroupProjection<T> | null =>
    someIn(list) && !allIn(list)
      ? {
          kind: 'spansGroups',
          message: `Its ${what} are in different groups; give one constraint per group.`,
        }
      : null;
  const keep = (constraint: Constraint<T>): GroupProjection<T> =>
    'rounds' in constraint && constraint.rounds.length === 0
      ? { kind: 'none' }
      : { kind: 'kept', constraint };
  switch (c.kind) {
    case 'maxHomeInRounds':
    case 'maxAwayInRounds':
    case 'maxBreaks': {
      const teams = c.teams.filter(inGroup);
      return teams.length === 0 ? { kind: 'none' } : keep({ ...c, teams, rounds: roundsIn(c.rounds) });
    }
    case 'maxGamesAgainstInRounds': {
      const teams = c.teams.filter(inGroup);
      const opponents = c.opponents.filter(inGroup);
      if (teams.length === 0 || opponents.length === 0) return { kind: 'none' };
      return keep({ ...c, teams, opponents, rounds: roundsIn(c.rounds) });
    }
    case 'maxGamesAgainstInAnyWindow': {
      const teams = c.teams.filter(inGroup);
      const opponents = c.opponents.filter(inGroup);
      if (teams.length === 0 || opponents.length === 0) return { kind: 'none' };
      return keep({ ...c, teams, opponents, window: Math.min(c.window, rounds) });
    }
    case 'maxGroupGames': {
      const spans = oneGroup(c.teams, 'teams');
      if (spans) return spans;
      if (!someIn(c.teams)) return { kind: 'none' };
      const opponents = c.opponents.filter(inGroup);
      if (opponents.length === 0) return { kind: 'none' };
      return keep({ ...c, opponents, rounds: roundsIn(c.rounds) });
    }
    case 'maxTotalBreaks':
    case 'homeBalance': {
      const spans = oneGroup(c.teams, 'teams');
      if (spans) return spans;
      return someIn(c.teams) ? keep({ ...c, rounds: roundsIn(c.rounds) }) : { kind: 'none' };
    }
    case 'fixedGame':
    case 'forbiddenGame': {
      const home = inGroup(c.home);
      const away = inGroup(c.away);
      if (home && away) return keep({ ...c, rounds: roundsIn(c.rounds) });
      if (home !== away && c.kind === 'fixedGame' && !c.soft) {
        return { kind: 'spansGroups', message: 'The two teams are in different groups: they never meet.' };
      }
      return { kind: 'none' };
    }
    case 'gamesInRounds': {
      const teams = c.games.flatMap((g) => [g.home, g.away]);
      const spans = oneGroup(teams, 'games');
      if (spans) return spans;
      return someIn(teams) ? keep({ ...c, rounds: roundsIn(c.rounds) }) : { kind: 'none' };
    }
    case 'separation': {
      const teams = c.teams.filter(inGroup);
      return teams.length < 2 ? { kind: 'none' } : { kind: 'kept', constraint: { ...c, teams } };
    }
  }
}
