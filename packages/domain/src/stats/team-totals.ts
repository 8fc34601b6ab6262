// Team totals over a set of results (spec §7 `/teams/{id}/totalstats`, `/champs/{id}/stats`).

/** A result for the team totals: teams, score, status and date. */
export interface ResultMatch<T> {
  readonly home: T;
  readonly away: T;
  readonly homeGoals: number | null;
  readonly awayGoals: number | null;
  /** Absent means finished; only finished matches count. */
  readonly status?: string;
  /** ISO date; when every counted match has one they are read in date order, else in input order. */
  readonly date?: string;
}

/** A result letter: W, D or L. */
export type ResultLetter = 'W' | 'D' | 'L';

/** A team's biggest win: opponent, score, venue, date. */
export interface BiggestWin<T> {
  readonly opponent: T;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly atHome: boolean;
  readonly date?: string;
}

/** A team's totals over its finished matches: record, goals, clean sheets, form, streaks, biggest win. */
export interface TeamTotals<T> {
  readonly team: T;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly goalDifference: number;
  readonly cleanSheets: number;
  /** The last five results, oldest first. */
  readonly form: ResultLetter[];
  /** The run the team is on now: its kind and length (undefined before the first match). */
  readonly currentStreak?: { readonly result: ResultLetter; readonly length: number };
  readonly currentWinStreak: number;
  readonly currentUnbeatenStreak: number;
  readonly longestWinStreak: number;
  readonly longestUnbeatenStreak: number;
  /** Largest winning margin; on equal margins the one with more goals, then the earliest. */
  readonly biggestWin?: BiggestWin<T>;
}

function counted<T>(matches: readonly ResultMatch<T>[]): ResultMatch<T>[] {
  const done = matches.filter(
    (m) =>
      (m.status === undefined || m.status === 'finished') && m.homeGoals !== null && m.awayGoals !== null,
  );
  if (!done.every((m) => m.date !== undefined)) return done;
  return done
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (a.m.date! < b.m.date! ? -1 : a.m.date! > b.m.date! ? 1 : a.i - b.i))
    .map(({ m }) => m);
}

/** Totals of one team over finished results (matches of other teams are ignored). */
export function computeTeamTotals<T>(team: T, matches: readonly ResultMatch<T>[]): TeamTotals<T> {
  let won = 0;
  let drawn = 0;
  let lost = 0;
  let goalsFor = 0;
  let goalsAgainst = 0;
  let cleanSheets = 0;
  let winRun = 0;
  let unbeatenRun = 0;
  let longestWinStreak = 0;
  let longestUnbeatenStreak = 0;
  let biggestWin: BiggestWin<T> | undefined;
  const results: ResultLetter[] = [];

  for (const m of counted(matches)) {
    if (m.home !== team && m.away !== team) continue;
    const atHome = m.home === team;
    const own = (atHome ? m.homeGoals : m.awayGoals) as number;
    const other = (atHome ? m.awayGoals : m.homeGoals) as number;
    goalsFor += own;
    goalsAgainst += other;
    if (other === 0) cleanSheets += 1;
    const result: ResultLetter = own > other ? 'W' : own < other ? 'L' : 'D';
    results.push(result);
    if (result === 'W') {
      won += 1;
      const margin = own - other;
      const best = biggestWin ? biggestWin.goalsFor - biggestWin.goalsAgainst : 0;
      if (!biggestWin || margin > best || (margin === best && own > biggestWin.goalsFor)) {
        biggestWin = {
          opponent: atHome ? m.away : m.home,
          goalsFor: own,
          goalsAgainst: other,
          atHome,
          date: m.date,
        };
      }
    } else if (result === 'D') drawn += 1;
    else lost += 1;
    winRun = result === 'W' ? winRun + 1 : 0;
    unbeatenRun = result === 'L' ? 0 : unbeatenRun + 1;
    longestWinStreak = Math.max(longestWinStreak, winRun);
    longestUnbeatenStreak = Math.max(longestUnbeatenStreak, unbeatenRun);
  }

  const last = results[results.length - 1];
  let length = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) length++;

  return {
    team,
    played: results.length,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    goalDifference: goalsFor - goalsAgainst,
    cleanSheets,
    form: results.slice(-5),
    ...(last ? { currentStreak: { result: last, length } } : {}),
    currentWinStreak: winRun,
    currentUnbeatenStreak: unbeatenRun,
    longestWinStreak,
    longestUnbeatenStreak,
    ...(biggestWin ? { biggestWin } : {}),
  };
}

/** Totals of every team appearing in `matches` (plus `teams`), in order of first appearance. */
export function computeAllTeamTotals<T>(
  matches: readonly ResultMatch<T>[],
  teams: readonly T[] = [],
): TeamTotals<T>[] {
  const all = new Set<T>(teams);
  for (const m of matches) {
    all.add(m.home);
    all.add(m.away);
  }
  return [...all].map((team) => computeTeamTotals(team, matches));
}
