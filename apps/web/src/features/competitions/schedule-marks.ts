import type { Constraint } from '@matchday/contracts';

/** The part of a previewed fixture the marks look at: its round (from 1) and its two teams. */
export type MarkedGame = { round: number; homeTeamId: string | null; awayTeamId: string | null };

/**
 * Where in a schedule each broken wish shows: the games that make it broken and the rounds it is about. The API's
 * preview names the broken constraints (`brokenConstraints[].index`) but not where; this counts it from the
 * constraint and the games, as ITC2021 counts a deviation (which home games go over a cap, which two games in a row
 * make a break, which meetings of a pair are too close).
 *
 * Returns, per constraint index, the indexes of the games to mark and the rounds to mark.
 */
export function brokenMarks(
  constraints: readonly Constraint[],
  games: readonly MarkedGame[],
  broken: readonly number[],
): Map<number, { games: Set<number>; rounds: Set<number> }> {
  const out = new Map<number, { games: Set<number>; rounds: Set<number> }>();
  for (const index of broken) {
    const c = constraints[index];
    if (!c) continue;
    out.set(index, marksOf(c, games));
  }
  return out;
}

function marksOf(c: Constraint, games: readonly MarkedGame[]): { games: Set<number>; rounds: Set<number> } {
  const marked = new Set<number>();
  const rounds = new Set<number>('rounds' in c ? c.rounds : []);
  const inRounds = (g: MarkedGame) => !('rounds' in c) || c.rounds.includes(g.round);
  const plays = (g: MarkedGame, team: string, venue: 'home' | 'away' | 'any') =>
    (venue !== 'away' && g.homeTeamId === team) || (venue !== 'home' && g.awayTeamId === team);
  const meets = (g: MarkedGame, team: string, opponents: string[], venue: 'home' | 'away' | 'any') =>
    (venue !== 'away' && g.homeTeamId === team && opponents.includes(g.awayTeamId ?? '')) ||
    (venue !== 'home' && g.awayTeamId === team && opponents.includes(g.homeTeamId ?? ''));
  const each = (test: (g: MarkedGame) => boolean) =>
    games.forEach((g, i) => {
      if (test(g)) marked.add(i);
    });

  switch (c.kind) {
    case 'maxHomeInRounds':
    case 'maxAwayInRounds': {
      const venue = c.kind === 'maxHomeInRounds' ? 'home' : 'away';
      each((g) => inRounds(g) && c.teams.some((team) => plays(g, team, venue)));
      break;
    }
    case 'maxGamesAgainstInRounds':
    case 'maxGroupGames':
      each((g) => inRounds(g) && c.teams.some((team) => meets(g, team, c.opponents, c.venue)));
      break;
    case 'maxGamesAgainstInAnyWindow':
      each((g) => c.teams.some((team) => meets(g, team, c.opponents, c.venue)));
      break;
    case 'fixedGame':
      // Where the game is instead, and the rounds it should have been in.
      each((g) => g.homeTeamId === c.home && g.awayTeamId === c.away);
      break;
    case 'forbiddenGame':
      each((g) => inRounds(g) && g.homeTeamId === c.home && g.awayTeamId === c.away);
      break;
    case 'gamesInRounds':
      each((g) => inRounds(g) && c.games.some((x) => x.home === g.homeTeamId && x.away === g.awayTeamId));
      break;
    case 'maxBreaks':
    case 'maxTotalBreaks': {
      const breakType = c.kind === 'maxBreaks' ? c.breakType : 'any';
      for (const team of c.teams) {
        for (const [before, now] of breaksOf(games, team)) {
          const g = games[now]!;
          const atHome = g.homeTeamId === team;
          if (!c.rounds.includes(g.round)) continue;
          if (breakType === 'home' && !atHome) continue;
          if (breakType === 'away' && atHome) continue;
          marked.add(before);
          marked.add(now);
        }
      }
      break;
    }
    case 'homeBalance':
      // The rounds after which the balance is off; which games tipped it is not one set.
      break;
    case 'separation': {
      const pairs = new Map<string, number[]>();
      games.forEach((g, i) => {
        if (!g.homeTeamId || !g.awayTeamId) return;
        if (!c.teams.includes(g.homeTeamId) || !c.teams.includes(g.awayTeamId)) return;
        const key = [g.homeTeamId, g.awayTeamId].sort().join('|');
        pairs.set(key, [...(pairs.get(key) ?? []), i]);
      });
      for (const list of pairs.values()) {
        if (list.length < 2) continue;
        const [a, b] = list.map((i) => games[i]!);
        if (Math.abs(a!.round - b!.round) - 1 < c.min) for (const i of list) marked.add(i);
      }
      break;
    }
  }
  for (const i of marked) if (c.kind !== 'fixedGame') rounds.add(games[i]!.round);
  return { games: marked, rounds };
}

/** A team's breaks: pairs of game indexes in consecutive rounds where it is home twice or away twice. */
function breaksOf(games: readonly MarkedGame[], team: string): [number, number][] {
  const byRound = new Map<number, number>();
  games.forEach((g, i) => {
    if (g.homeTeamId === team || g.awayTeamId === team) byRound.set(g.round, i);
  });
  const out: [number, number][] = [];
  for (const [round, i] of byRound) {
    const before = byRound.get(round - 1);
    if (before === undefined) continue;
    if ((games[before]!.homeTeamId === team) === (games[i]!.homeTeamId === team)) out.push([before, i]);
  }
  return out;
}
