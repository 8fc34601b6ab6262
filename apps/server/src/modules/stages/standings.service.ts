import type { ChampStats, PagingQuery, StageStats, StandingRow, TeamRatingList } from '@matchday/contracts';
import {
  computeEloRatings,
  computeStandings,
  type StandingsMatch,
  type StandingsRow,
  toTiebreakText,
} from '@matchday/domain';
import type { Db } from '../../db/client.ts';
import { getChampView, listChampTeamRows } from '../champs/champs.service.ts';
import { toStandingsRules } from '../champs/rules.ts';
import {
  type FixtureView,
  findGroupTeams,
  findStageGroups,
  listFixtureViews,
} from '../fixtures/fixtures.service.ts';
import { cachedRead } from './read-cache.ts';
import { getStageRow, type StageRow } from './stages.service.ts';

/** Fixtures with both teams known, as the standings engine reads them (only finished ones count). */
export function toMatches(views: FixtureView[]): StandingsMatch<string>[] {
  return views
    .filter((v) => v.fixture.homeTeamId && v.fixture.awayTeamId && !v.fixture.isBye)
    .map((v) => ({
      home: v.fixture.homeTeamId!,
      away: v.fixture.awayTeamId!,
      homeGoals: v.fixture.homeScore,
      awayGoals: v.fixture.awayScore,
      status: v.fixture.status === 'finished' ? 'finished' : 'scheduled',
    }));
}

function toRow(
  row: StandingsRow<string>,
  nameOf: (id: string) => string,
  group: { id: string; name: string } | null,
): StandingRow {
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
    // Only a decision between teams level on points is explained (issue 3): "above X on points" says nothing.
    tiebreak: toTiebreakText(row, nameOf),
    tiebreakCriterion: toTiebreakText(row, nameOf) === null ? null : (row.explanation?.criterion ?? null),
  };
}

/**
 * `GET /stage/{id}/stats`: the stage's table with the champ's rules, one table per group for group stages
 * (rows ordered by group, then position). Spec §3/§9: without teams or fixtures, `{ items: [], pageIndex: -1 }`.
 */
export async function computeStageStandings(
  db: Db,
  stageId: string,
  paging: PagingQuery,
): Promise<StageStats> {
  const stage = await getStageRow(db, stageId);
  const key = `stage-stats:${stageId}:${paging.pageIndex}:${paging.pageSize}`;
  return cachedRead(db, key, stage.champId, () => computeStageTable(db, stage, paging));
}

async function computeStageTable(db: Db, stage: StageRow, paging: PagingQuery): Promise<StageStats> {
  const stageId = stage.id;
  const view = await getChampView(db, stage.champId);
  const fixtures = await listFixtureViews(db, { stageId });
  const champTeams = await listChampTeamRows(db, stage.champId);
  if (fixtures.length === 0 || champTeams.length === 0) {
    return { items: [], pageIndex: -1, pageSize: paging.pageSize, totalItems: 0 };
  }
  const names = new Map(champTeams.map((t) => [t.id, t.name]));
  for (const f of fixtures) {
    if (f.fixture.homeTeamId && f.homeTeamName) names.set(f.fixture.homeTeamId, f.homeTeamName);
    if (f.fixture.awayTeamId && f.awayTeamName) names.set(f.fixture.awayTeamId, f.awayTeamName);
  }
  const nameOf = (id: string) => names.get(id) ?? id;
  const rules = toStandingsRules(view.champ.rules);
  let rows: StandingRow[];
  if (stage.type === 'groups') {
    const groups = await findStageGroups(db, [stage.id]);
    const members = await findGroupTeams(
      db,
      groups.map((g) => g.id),
    );
    rows = groups.flatMap((group) => {
      const teams = members.filter((m) => m.groupId === group.id).map((m) => m.teamId);
      const matches = toMatches(fixtures.filter((f) => f.fixture.groupId === group.id));
      return computeStandings({ matches, rules, teams }).map((r) => toRow(r, nameOf, group));
    });
  } else {
    const matches = toMatches(fixtures);
    const teams = stage.type === 'league' ? champTeams.map((t) => t.id) : [];
    rows = computeStandings({ matches, rules, teams }).map((r) => toRow(r, nameOf, null));
  }
  const start = paging.pageIndex * paging.pageSize;
  return {
    items: rows.slice(start, start + paging.pageSize),
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    totalItems: rows.length,
  };
}

/** `GET /champs/{id}/stats`: each team's totals over every stage of the competition. */
export async function computeChampStats(db: Db, champId: string): Promise<ChampStats> {
  const view = await getChampView(db, champId);
  return cachedRead(db, `champ-stats:${champId}`, champId, () => computeChampTotals(db, view));
}

async function computeChampTotals(
  db: Db,
  view: Awaited<ReturnType<typeof getChampView>>,
): Promise<ChampStats> {
  const champId = view.champ.id;
  const fixtures = await listFixtureViews(db, { champId });
  const teams = await listChampTeamRows(db, champId);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const rows = computeStandings({
    matches: toMatches(fixtures),
    rules: toStandingsRules(view.champ.rules),
    teams: teams.map((t) => t.id),
  });
  const finished = fixtures.filter((f) => f.fixture.status === 'finished' && !f.fixture.isBye);
  return {
    items: rows.map((r) => ({
      teamId: r.team,
      teamName: names.get(r.team) ?? r.team,
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
    fixturesTotal: fixtures.filter((f) => !f.fixture.isBye).length,
    goals: finished.reduce((sum, f) => sum + (f.fixture.homeScore ?? 0) + (f.fixture.awayScore ?? 0), 0),
  };
}

/**
 * `GET /champs/{id}/teams/rating`: Elo ratings (World Football Elo formula, domain ratings) from the
 * competition's finished fixtures in playing order; every entered team starts at the initial rating.
 */
export async function computeChampRatings(db: Db, champId: string): Promise<TeamRatingList> {
  await getChampView(db, champId);
  return cachedRead(db, `champ-ratings:${champId}`, champId, () => computeRatings(db, champId));
}

async function computeRatings(db: Db, champId: string): Promise<TeamRatingList> {
  const fixtures = await listFixtureViews(db, { champId });
  const teams = await listChampTeamRows(db, champId);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  const played = fixtures
    .filter((f) => f.fixture.status === 'finished' && f.fixture.homeTeamId && f.fixture.awayTeamId)
    .sort((a, b) => (a.fixture.startsAt?.getTime() ?? 0) - (b.fixture.startsAt?.getTime() ?? 0));
  const rows = computeEloRatings(
    played.map((f) => ({
      home: f.fixture.homeTeamId!,
      away: f.fixture.awayTeamId!,
      homeGoals: f.fixture.homeScore ?? 0,
      awayGoals: f.fixture.awayScore ?? 0,
      decidedByShootout: f.fixture.homePenalties !== null,
    })),
    { teams: teams.map((t) => t.id) },
  );
  return {
    items: rows.map((r) => ({
      teamId: r.team,
      teamName: names.get(r.team) ?? r.team,
      rating: Math.round(r.rating * 10) / 10,
      played: r.played,
    })),
    totalItems: rows.length,
  };
}
