import type { Constraint, GameVenue } from './types.ts';

/**
 * A constraint in the organiser's words ("Riverside: no home game in rounds 3–5"), rounds numbered from 1
 * as organisers count them (the domain's rounds are from 0). `name` turns a team into its name.
 */
export function describeConstraint<T>(constraint: Constraint<T>, name: (team: T) => string): string {
  const c = constraint;
  const teams = (list: T[]) => joinWords(list.map(name));
  const soft = c.soft ? ` (wish, weight ${c.weight ?? 1})` : '';
  const games = (count: number, venue?: GameVenue) =>
    `${count} ${venue === 'home' ? 'home ' : venue === 'away' ? 'away ' : ''}game${count === 1 ? '' : 's'}`;
  const each = (list: T[]) => (list.length > 1 ? 'each of ' : '');
  switch (c.kind) {
    case 'maxHomeInRounds':
    case 'maxAwayInRounds': {
      const where = c.kind === 'maxHomeInRounds' ? 'home' : 'away';
      const limit =
        c.max === 0
          ? `no ${where} game`
          : `${c.min ? `at least ${c.min} and ` : ''}at most ${games(c.max, where)}`;
      return `${each(c.teams)}${teams(c.teams)}: ${limit} in ${describeRounds(c.rounds)}${soft}`;
    }
    case 'maxGamesAgainstInRounds':
      return `${each(c.teams)}${teams(c.teams)}: at most ${games(c.max, c.venue)} against ${teams(c.opponents)} in ${describeRounds(c.rounds)}${soft}`;
    case 'maxGamesAgainstInAnyWindow':
      return `${each(c.teams)}${teams(c.teams)}: at most ${games(c.max, c.venue)} against ${teams(c.opponents)} in any ${c.window} rounds in a row${soft}`;
    case 'maxGroupGames':
      return `${teams(c.teams)} together: at most ${games(c.max, c.venue)} against ${teams(c.opponents)} ${c.per === 'eachRound' ? 'in each of' : 'in'} ${describeRounds(c.rounds)}${soft}`;
    case 'fixedGame':
      return `${name(c.home)} v ${name(c.away)} must be in ${c.rounds.length > 1 ? 'one of ' : ''}${describeRounds(c.rounds)}${soft}`;
    case 'forbiddenGame':
      return `${name(c.home)} v ${name(c.away)} may not be in ${describeRounds(c.rounds)}${soft}`;
    case 'gamesInRounds': {
      const list = joinWords(c.games.map((g) => `${name(g.home)} v ${name(g.away)}`));
      const count =
        c.min === c.max ? `exactly ${c.min}` : c.min > 0 ? `${c.min} to ${c.max}` : `at most ${c.max}`;
      return `${count} of ${list} in ${describeRounds(c.rounds)}${soft}`;
    }
    case 'maxBreaks': {
      const kind = c.breakType === 'any' ? 'break' : `${c.breakType} break`;
      return `${each(c.teams)}${teams(c.teams)}: at most ${c.max} ${kind}${c.max === 1 ? '' : 's'} (two ${c.breakType === 'any' ? 'home or two away' : c.breakType} games in a row) in ${describeRounds(c.rounds)}${soft}`;
    }
    case 'maxTotalBreaks':
      return `${teams(c.teams)} together: at most ${c.max} break${c.max === 1 ? '' : 's'} in ${describeRounds(c.rounds)}${soft}`;
    case 'homeBalance':
      return `${teams(c.teams)}: home games played differ by at most ${c.maxDifference} after each of ${describeRounds(c.rounds)}${soft}`;
    case 'separation':
      return `${teams(c.teams)}: at least ${c.min} round${c.min === 1 ? '' : 's'} between the two meetings of each pair${soft}`;
  }
}

/** "round 4", "rounds 3–5", "rounds 1, 3 and 7–9" from rounds numbered from 0. */
export function describeRounds(list: readonly number[]): string {
  const sorted = [...new Set(list)].sort((a, b) => a - b).map((r) => r + 1);
  if (sorted.length === 0) return 'no round';
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) runs.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) runs.push(`${sorted[k]}`);
    i = j + 1;
  }
  return `${sorted.length === 1 ? 'round' : 'rounds'} ${joinWords(runs)}`;
}

function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
