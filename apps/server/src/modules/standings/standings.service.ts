import type {
  ChampStats,
  KnownChampRules,
  PagingQuery,
  StageStats,
  StandingRow,
  TeamRatingList,
  TeamTotalStats,
} from '@matchday/contracts';
import {
  computeDisciplinaryPoints,
  computeEloRatings,
  computeStandings,
  computeSwissRecords,
  computeTeamTotals,
  FAIR_PLAY_SCHEMES,
  type FairPlayScheme,
  type ResultMatch,
  StageType,
  type StandingsMatch,
  type StandingsRow,
  toTiebreakText,
} from '@matchday/domain';
import type { RequestContext } from '../../core/context.ts';
import {
  findChampIdsOfTeam,
  findLeagueEntries,
  getChampRow,
  listChampEntries,
} from '../champs/champs.service.ts';
import {
  type FixtureRow,
  findFixturesOfTeamsInChamps,
  listFixtureRows,
  seedOrderOf,
  swissMatchesOf,
  winnerOf,
} from '../fixtures/fixtures.service.ts';
import { findCardsOfFixtures } from '../match-sheets/facts.service.ts';
import { findWithdrawalNotes } from '../participation/participation.service.ts';
import {
  findGroupTeams,
  findStageGroups,
  getStageRow,
  type StageRow,
  swissOptionsOf,
} from '../stages/stages.service.ts';
import { findTeamRows, getTeamRow } from '../teams/teams.service.ts';

/**
 * Tables computed from results (standings, totals, ratings), per request: the read cache subscribes to the
 * events that change them (fixture.scored, standings.changed, team.renamed, fixture.eventsChanged for cards…),
 * never to calls from here.
 */

/** The competition's fair-play scheme; UEFA when it names none (the contract's documented default). */
function schemeOf(rules: KnownChampRules): FairPlayScheme {
  return rules.fairPlayScheme === 'fifa' ? 'fifa' : 'uefa';
}

/**
 * The `fairPlay` input of computeStandings: disciplinary points per team from the card events of the finished
 * matches among `rows` (issue 10: nobody types fair-play points by hand), weighed by the competition's scheme.
 * A card counts for the carded player's team (`teamId`). Read only when the rules rank on fair play.
 */
async function fairPlayOf(ctx: RequestContext, rules: KnownChampRules, rows: FixtureRow[]) {
  if (!rules.tiebreakers.includes('fairPlay')) return undefined;
  const played = rows.filter((f) => f.status === 'finished' && !f.isBye);
  const cards = await findCardsOfFixtures(
    ctx,
    played.map((f) => f.id),
  );
  return computeDisciplinaryPoints(
    cards.map((c) => ({ team: c.teamId, type: c.type })),
    FAIR_PLAY_SCHEMES[schemeOf(rules)],
  );
}

/** Fixtures with both teams known, as the standings engine reads them (only finished ones count). */
export function toMatches(rows: FixtureRow[]): StandingsMatch<string>[] {
  return (
    rows
      // An expunged result (a team withdrew, issue 27) is struck out of every table.
      .filter((f) => f.homeTeamId && f.awayTeamId && !f.isBye && !f.expunged)
      .map((f) => ({
        home: f.homeTeamId!,
        away: f.awayTeamId!,
        homeGoals: f.homeScore,
        awayGoals: f.awayScore,
        status: f.status === 'finished' ? 'finished' : 'scheduled',
      }))
  );
}

/** Team names, read from the teams module for every team of the table at once (never stale after a rename). */
async function namesOf(ctx: RequestContext, teamIds: Iterable<string>): Promise<(id: string) => string> {
  const rows = await findTeamRows(ctx, [...new Set(teamIds)]);
  const names = new Map(rows.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? id;
}

function teamsOf(rows: FixtureRow[]): string[] {
  return rows.flatMap((f) => [f.homeTeamId, f.awayTeamId]).filter((id): id is string => id !== null);
}

function toRow(
  row: StandingsRow<string>,
  nameOf: (id: string) => string,
  group: { id: string; name: string } | null,
): StandingRow {
  const tiebreak = toTiebreakText(row, nameOf);
  return {
    pos: row.pos,
    teamId: row.team,
    teamName: nameOf(row.team),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goalsFor: row.goalsFor,
    goalsAgainst: row.goalsAgainst,
    goalDifference: row.goalDifference,
    points: row.points,
    groupId: group?.id ?? null,
    groupName: group?.name ?? null,
    // Only a decision between teams level on points is explained: "above X on points" says nothing.
    tiebreak,
    tiebreakCriterion: tiebreak === null ? null : (row.explanation?.criterion ?? null),
    note: null,
  };
}

/**
 * A Swiss stage's table in the order the rules rank it (status, record, Difficulty Score, seed; the domain's
 * `computeSwissRecords`), each row with the results table's counts beside record, Buchholz, status and
 * opponents.
 */
async function swissTable(
  ctx: RequestContext,
  stage: StageRow,
  fixtures: FixtureRow[],
  nameOf: (id: string) => string,
  results: (teams: string[]) => StandingsRow<string>[],
): Promise<StandingRow[]> {
  const seeds = await seedOrderOf(ctx, stage);
  const records = computeSwissRecords(seeds, swissMatchesOf(fixtures), swissOptionsOf(stage));
  const counts = new Map(results(seeds).map((r) => [r.team, toRow(r, nameOf, null)]));
  return records.map((record, index) => ({
    ...counts.get(record.teamId)!,
    pos: index + 1,
    tiebreak: null,
    tiebreakCriterion: null,
    wins: record.wins,
    losses: record.losses,
    buchholz: record.buchholz,
    status: record.status,
    opponents: record.opponents.map((teamId) => ({ teamId, teamName: nameOf(teamId) })),
  }));
}

/**
 * A double elimination's final places: a team is out at its second loss (the grand final's loser at its
 * first, when there is no reset to play), and teams out in the same round share the place after all who
 * went further: 1, 2, 3, 4, 5–6, 7–8, … Teams still in have no place yet; the table is ordered by place.
 */
function withPlaces(rows: StandingRow[], fixtures: FixtureRow[]): StandingRow[] {
  const played = fixtures
    .filter((f) => f.status === 'finished' && f.homeTeamId && f.awayTeamId)
    .sort((a, b) => bracketOrder(a) - bracketOrder(b));
  const losses = new Map<string, number>();
  const outAt = new Map<string, number>();
  let champion: string | null = null;
  for (const f of played) {
    const winner = winnerOf(f);
    if (!winner) continue;
    const loser = winner === f.homeTeamId ? f.awayTeamId! : f.homeTeamId!;
    const count = (losses.get(loser) ?? 0) + 1;
    losses.set(loser, count);
    const final = f.bracket === 'grandFinal';
    // The grand final's decisive match: the reset when played; the first one when the winners' side won it.
    const decisive = final && (f.round === 2 || !f.nextFixtureId || winner === f.homeTeamId);
    if (count >= 2 || decisive) outAt.set(loser, bracketOrder(f));
    if (decisive) champion = winner;
  }
  const placeOf = (teamId: string): number | null => {
    if (teamId === champion) return 1;
    const key = outAt.get(teamId);
    if (key === undefined) return null;
    const later = rows.filter((r) => r.teamId === champion || (outAt.get(r.teamId) ?? Infinity) > key).length;
    return later + 1;
  };
  return rows
    .map((row) => ({ ...row, place: placeOf(row.teamId) }))
    .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || a.pos - b.pos)
    .map((row, index) => ({ ...row, pos: index + 1 }));
}

/** Playing order of a double elimination's matches for eliminations: losers rounds, then the grand final. */
function bracketOrder(f: FixtureRow): number {
  if (f.bracket === 'grandFinal') return 1000 + f.round;
  if (f.bracket === 'losers') return f.round;
  return 0;
}

/**
 * `GET /stage/{id}/stats`: the stage's table with the competition's rules, one table per group for group
 * stages (rows ordered by group, then position). Spec §3/§9: without teams or fixtures, `{ items: [], pageIndex: -1 }`.
 */
export async function getStageStandings(
  ctx: RequestContext,
  stageId: string,
  paging: PagingQuery,
): Promise<StageStats> {
  const stage = await getStageRow(ctx, stageId);
  const [champ, fixtures, entries] = await Promise.all([
    getChampRow(ctx, stage.champId),
    listFixtureRows(ctx, { stageId }),
    listChampEntries(ctx, stage.champId),
  ]);
  if (fixtures.length === 0 || entries.length === 0) {
    return { items: [], pageIndex: -1, pageSize: paging.pageSize, totalItems: 0 };
  }
  const entered = entries.map((e) => e.teamId);
  const rules = champ.rules;
  const [nameOf, fairPlay] = await Promise.all([
    namesOf(ctx, [...entered, ...teamsOf(fixtures)]),
    fairPlayOf(ctx, rules, fixtures),
  ]);
  let rows: StandingRow[];
  if (stage.type === StageType.groups) {
    const groups = await findStageGroups(ctx, [stage.id]);
    const members = await findGroupTeams(
      ctx,
      groups.map((g) => g.id),
    );
    rows = groups.flatMap((group) => {
      const teams = members.filter((m) => m.groupId === group.id).map((m) => m.teamId);
      const matches = toMatches(fixtures.filter((f) => f.groupId === group.id));
      return computeStandings({ matches, rules, teams, ...(fairPlay ? { fairPlay } : {}) }).map((r) =>
        toRow(r, nameOf, group),
      );
    });
  } else if (stage.type === StageType.swiss) {
    rows = await swissTable(ctx, stage, fixtures, nameOf, (teams) =>
      computeStandings({ matches: toMatches(fixtures), rules, teams }),
    );
  } else {
    const teams = stage.type === StageType.league ? entered : [];
    rows = computeStandings({
      matches: toMatches(fixtures),
      rules,
      teams,
      ...(fairPlay ? { fairPlay } : {}),
    }).map((r) => toRow(r, nameOf, null));
    if (stage.type === StageType.doubleElimination) rows = withPlaces(rows, fixtures);
  }
  // A withdrawn or disqualified team's rows say so (issue 27).
  const notes = await findWithdrawalNotes(ctx, stage.champId);
  rows = rows.map((row) => ({ ...row, note: notes.get(row.teamId) ?? null }));
  const start = paging.pageIndex * paging.pageSize;
  return {
    items: rows.slice(start, start + paging.pageSize),
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    totalItems: rows.length,
  };
}

/**
 * A groups stage's tables by group id, best first, as `GET /stage/{id}/stats` ranks them (the competition's
 * rules and tie-breakers): what a knockout fed by the stage takes its qualifiers from.
 */
export async function findGroupTables(
  ctx: RequestContext,
  stageId: string,
): Promise<Map<string, { team: string; points: number; goalDifference: number; goalsFor: number }[]>> {
  const { items } = await getStageStandings(ctx, stageId, { pageIndex: 0, pageSize: 10_000 });
  const tables = new Map<
    string,
    { team: string; points: number; goalDifference: number; goalsFor: number }[]
  >();
  for (const row of items) {
    if (!row.groupId) continue;
    const table = tables.get(row.groupId) ?? [];
    table.push({
      team: row.teamId,
      points: row.points,
      goalDifference: row.goalDifference,
      goalsFor: row.goalsFor,
    });
    tables.set(row.groupId, table);
  }
  return tables;
}

/** `GET /champs/{id}/stats`: each team's totals over every stage of the competition. */
export async function getChampStats(ctx: RequestContext, champId: string): Promise<ChampStats> {
  const champ = await getChampRow(ctx, champId);
  const [fixtures, entries] = await Promise.all([
    listFixtureRows(ctx, { champId }),
    listChampEntries(ctx, champId),
  ]);
  const teams = entries.map((e) => e.teamId);
  const [nameOf, fairPlay] = await Promise.all([namesOf(ctx, teams), fairPlayOf(ctx, champ.rules, fixtures)]);
  const rows = computeStandings({
    matches: toMatches(fixtures),
    rules: champ.rules,
    teams,
    ...(fairPlay ? { fairPlay } : {}),
  });
  const finished = fixtures.filter((f) => f.status === 'finished' && !f.isBye);
  return {
    items: rows.map((r) => ({
      teamId: r.team,
      teamName: nameOf(r.team),
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
    })),
    totalItems: rows.length,
    fixturesPlayed: finished.length,
    fixturesTotal: fixtures.filter((f) => !f.isBye).length,
    goals: finished.reduce((sum, f) => sum + (f.homeScore ?? 0) + (f.awayScore ?? 0), 0),
  };
}

/**
 * `GET /champs/{id}/teams/rating`: Elo ratings (World Football Elo formula, domain ratings) from the
 * competition's finished fixtures in playing order; every entered team starts at the initial rating.
 */
export async function getChampTeamRatings(ctx: RequestContext, champId: string): Promise<TeamRatingList> {
  await getChampRow(ctx, champId);
  const [fixtures, entries] = await Promise.all([
    listFixtureRows(ctx, { champId }),
    listChampEntries(ctx, champId),
  ]);
  return rateTeams(
    ctx,
    fixtures,
    entries.map((e) => e.teamId),
  );
}

/**
 * `GET /champ-leagues/{id}/teams/rating`: the competition's rating run over the whole league, one rating per
 * team carried from competition to competition (a season's end is the next one's start, as eloratings.net
 * carries national teams from tournament to tournament). The finished fixtures of every competition of the
 * league, ordered as a competition orders its own (kick-off, fixtures without one first); equal kick-offs in
 * the order of the competitions' creation, then each competition's playing order. Every team entered in any
 * of them starts at the initial rating, so a league of one competition rates exactly as that competition.
 */
export async function getLeagueTeamRatings(ctx: RequestContext, leagueId: string): Promise<TeamRatingList> {
  const { champIds, teamIds } = await findLeagueEntries(ctx, leagueId);
  const perChamp = await Promise.all(champIds.map((champId) => listFixtureRows(ctx, { champId })));
  return rateTeams(ctx, perChamp.flat(), teamIds);
}

/** Elo over the finished fixtures among `fixtures` (stable sort by kick-off, undated first), best first. */
async function rateTeams(
  ctx: RequestContext,
  fixtures: FixtureRow[],
  teams: string[],
): Promise<TeamRatingList> {
  const nameOf = await namesOf(ctx, teams);
  const played = fixtures
    .filter((f) => f.status === 'finished' && f.homeTeamId && f.awayTeamId)
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0));
  const rows = computeEloRatings(
    played.map((f) => ({
      home: f.homeTeamId!,
      away: f.awayTeamId!,
      homeGoals: f.homeScore ?? 0,
      awayGoals: f.awayScore ?? 0,
      decidedByShootout: f.homePenalties !== null,
    })),
    { teams },
  );
  return {
    items: rows.map((r) => ({
      teamId: r.team,
      teamName: nameOf(r.team),
      rating: Math.round(r.rating * 10) / 10,
      played: r.played,
    })),
    totalItems: rows.length,
  };
}

/**
 * `GET /teams/{id}/totalstats`: the domain's `computeTeamTotals` over the team's finished fixtures in every
 * competition it is entered in (byes and undecided sides left out), oldest first: by kick-off when every match
 * has one, else in the order the fixtures module gives (kick-off, then creation) reversed. The biggest win names
 * its fixture: the first of the ordered matches with that result (the domain keeps the earliest on ties).
 */
export async function getTeamTotalStats(ctx: RequestContext, teamId: string): Promise<TeamTotalStats> {
  const team = await getTeamRow(ctx, teamId);
  const champIds = await findChampIdsOfTeam(ctx, teamId);
  const { items } = await findFixturesOfTeamsInChamps(
    ctx,
    champIds.map((champId) => ({ champId, teamId })),
    { finishedOnly: true },
  );
  const played = [...items].reverse().filter((f) => f.homeTeamId && f.awayTeamId && !f.isBye);
  const matches: ResultMatch<string>[] = played.map((f) => ({
    home: f.homeTeamId!,
    away: f.awayTeamId!,
    homeGoals: f.homeScore,
    awayGoals: f.awayScore,
    ...(f.startsAt ? { date: f.startsAt.toISOString() } : {}),
  }));
  const totals = computeTeamTotals(teamId, matches);
  const win = totals.biggestWin;
  const winIndex = win
    ? matches.findIndex(
        (m) =>
          (win.atHome
            ? m.home === teamId && m.away === win.opponent
            : m.away === teamId && m.home === win.opponent) &&
          (win.atHome ? m.homeGoals : m.awayGoals) === win.goalsFor &&
          (win.atHome ? m.awayGoals : m.homeGoals) === win.goalsAgainst &&
          m.date === win.date,
      )
    : -1;
  const winFixture = winIndex >= 0 ? played[winIndex] : undefined;
  const nameOf = await namesOf(ctx, win ? [win.opponent] : []);
  return {
    teamId,
    teamName: team.name,
    played: totals.played,
    won: totals.won,
    drawn: totals.drawn,
    lost: totals.lost,
    goalsFor: totals.goalsFor,
    goalsAgainst: totals.goalsAgainst,
    goalDifference: totals.goalDifference,
    cleanSheets: totals.cleanSheets,
    form: totals.form,
    currentStreak: totals.currentStreak ?? null,
    currentWinStreak: totals.currentWinStreak,
    currentUnbeatenStreak: totals.currentUnbeatenStreak,
    longestWinStreak: totals.longestWinStreak,
    longestUnbeatenStreak: totals.longestUnbeatenStreak,
    biggestWin:
      win && winFixture
        ? {
            opponent: { id: win.opponent, name: nameOf(win.opponent) },
            goalsFor: win.goalsFor,
            goalsAgainst: win.goalsAgainst,
            atHome: win.atHome,
            fixtureId: winFixture.id,
            champId: winFixture.champId,
            date: win.date ?? null,
          }
        : null,
    champCount: champIds.length,
  };
}
