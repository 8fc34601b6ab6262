import type {
  PlayerMatch,
  PlayerMatchesQuery,
  PlayerMatchList,
  PlayerOverallStats,
  PlayerStatLine,
  PlayerStats,
  PlayerStatsItem,
} from '@matchday/contracts';
import { computePlayerStats, emptyStatLine, type StatsMatch } from '@matchday/domain';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import * as champs from '../champs/champs.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as players from '../players/players.service.ts';
import { getSportType } from '../reference/reference.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import * as repo from './player-stats.repo.ts';

/**
 * A player's statistics and matches (spec §3 "Player stats item", §7 "Players", §9 grouping option 1).
 *
 * The facts are the player's competition squads (players module: competition + team) and the fixtures of those
 * teams in those competitions (fixtures module). Lineups are not tracked yet (spec §4): an appearance is a
 * finished fixture of the team in the competition, started, for the sport's match length (90 minutes when the
 * sport's periods are not timed). Match events come with the match-centre issue; until then goals, assists and
 * cards are 0. The numbers are always the domain's `computePlayerStats` over those facts, so they cannot drift
 * from them; the read cache keeps them (tagged in player-stats.routes.ts) and the events after commit
 * (fixture and score events drop `playerStats`, squad events the player) keep the cache honest.
 *
 * Overall stats: the totals are computed from the facts on every (uncached) read. `player_overall_stats` holds
 * the snapshot `recalcoverallstats` wrote, and gives the totals their `updatedAt` while it still equals what
 * the facts give (fresh); otherwise the read answers the facts' totals as of now, and the next recalc stores
 * them. A recalc writes only when the totals differ, so recalculating with unchanged facts changes nothing,
 * not even `updatedAt`.
 */

type Entry = { champId: string; teamId: string };
type ChampView = champs.ChampView;

const DEFAULT_MATCH_MINUTES = 90;
const keyOf = (champId: string, teamId: string) => `${champId}:${teamId}`;

/** Match length per sport: periods × minutes, or 90 when the sport's periods are not timed (sets, innings). */
async function findMatchMinutes(ctx: RequestContext, sportIds: string[]): Promise<Map<string, number>> {
  const sports = await Promise.all([...new Set(sportIds)].map((id) => getSportType(ctx, id)));
  return new Map(
    sports.map((s) => [
      s.id,
      s.periods.minutes ? s.periods.count * s.periods.minutes : DEFAULT_MATCH_MINUTES,
    ]),
  );
}

/** Everything the stats are computed from: squads, their competitions, match lengths and results. */
interface Facts {
  entries: Entry[];
  champOf: Map<string, ChampView>;
  minutesOf: Map<string, number>;
  /** Finished fixtures per squad entry (`champId:teamId`). No events yet, so the number is all there is. */
  resultsOf: Map<string, number>;
}

/**
 * The squad entries whose team's fixtures count as the player's matches. A competition with lineup tracking on
 * (spec §4) counts only the fixtures whose match sheet lists the player; match sheets arrive with issue 10
 * (the match centre), so until then no match of such a competition counts: its squad entries are left out
 * here. Issue 10 replaces this exclusion with the match-sheet facts for those competitions.
 */
function withoutLineupTracking(entries: readonly Entry[], views: readonly ChampView[]): Entry[] {
  const tracked = new Set(views.filter((v) => v.champ.lineupTracking).map((v) => v.champ.id));
  return entries.filter((e) => !tracked.has(e.champId));
}

/** The facts of a player known to exist: four small queries (squads, competitions and leagues, results). */
async function loadFacts(ctx: RequestContext, entries: Entry[]): Promise<Facts> {
  const views = await champs.findChampViews(
    ctx,
    entries.map((e) => e.champId),
  );
  const resultsOf = await fixtures.countFixturesOfTeamsInChamps(ctx, withoutLineupTracking(entries, views), {
    finishedOnly: true,
  });
  const minutesOf = await findMatchMinutes(
    ctx,
    views.map((v) => v.sportKindId),
  );
  return { entries, champOf: new Map(views.map((v) => [v.champ.id, v])), minutesOf, resultsOf };
}

/** The player's squad entries, or a 404 `player.not_found` (both asked at once). */
async function findEntries(ctx: RequestContext, playerId: string): Promise<Entry[]> {
  const [, entries] = await Promise.all([
    players.ensurePlayerExists(ctx, playerId),
    players.findSquadEntriesOfPlayer(ctx, playerId),
  ]);
  return entries.map((e) => ({ champId: e.champId, teamId: e.teamId }));
}

/** A finished fixture as the domain's stats input: the player started and played the whole match. */
function toStatsMatch(
  playerId: string,
  champ: ChampView,
  minutesOf: Map<string, number>,
): StatsMatch<string> {
  const duration = minutesOf.get(champ.sportKindId) ?? DEFAULT_MATCH_MINUTES;
  return {
    league: { id: champ.leagueId, name: champ.leagueName },
    duration,
    appearances: [{ player: playerId, started: true, minutes: duration }],
    // Match events arrive with the match-centre issue; none are stored yet.
    events: [],
  };
}

/** The player's line over `matches`, through the domain. */
function lineOf(playerId: string, matches: StatsMatch<string>[]): PlayerStatLine {
  return computePlayerStats(matches).find((s) => s.player === playerId)?.overall ?? emptyStatLine();
}

function matchesOf(playerId: string, facts: Facts, entries: readonly Entry[]): StatsMatch<string>[] {
  return entries.flatMap((e) => {
    const champ = facts.champOf.get(e.champId);
    if (!champ) return [];
    const results = facts.resultsOf.get(keyOf(e.champId, e.teamId)) ?? 0;
    return Array.from({ length: results }, () => toStatsMatch(playerId, champ, facts.minutesOf));
  });
}

/** The same line with the sport's events in key order: equal totals give equal JSON. */
function canonical(line: PlayerStatLine): PlayerStatLine {
  return {
    appearances: line.appearances,
    starts: line.starts,
    minutes: line.minutes,
    goals: line.goals,
    penaltyGoals: line.penaltyGoals,
    ownGoals: line.ownGoals,
    assists: line.assists,
    yellowCards: line.yellowCards,
    redCards: line.redCards,
    events: Object.fromEntries(Object.entries(line.events).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

const sameLine = (a: PlayerStatLine, b: PlayerStatLine) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Newest competition first: start date (none last), then creation, then id. */
function byChampNewestFirst(a: ChampView, b: ChampView): number {
  const x = a.champ.startDate;
  const y = b.champ.startDate;
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? 1 : -1;
  }
  const created = b.champ.createdAt.getTime() - a.champ.createdAt.getTime();
  if (created !== 0) return created;
  return a.champ.id < b.champ.id ? -1 : a.champ.id > b.champ.id ? 1 : 0;
}

// ---- reads -----------------------------------------------------------------------------------------------

/**
 * `GET /player/{id}/stats?groupingOption=1`: one item per competition and team the player is registered for,
 * with its league (`champLeagueRef`), ordered by league name, then competition newest first.
 */
export async function getPlayerStats(ctx: RequestContext, playerId: string): Promise<PlayerStats> {
  const entries = await findEntries(ctx, playerId);
  const [facts, teamRows] = await Promise.all([
    loadFacts(ctx, entries),
    findTeamRows(ctx, [...new Set(entries.map((e) => e.teamId))]),
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const rows = facts.entries.flatMap((e) => {
    const champ = facts.champOf.get(e.champId);
    return champ ? [{ entry: e, champ }] : [];
  });
  rows.sort(
    (a, b) =>
      a.champ.leagueName.localeCompare(b.champ.leagueName, 'en') ||
      (a.champ.leagueId < b.champ.leagueId ? -1 : a.champ.leagueId > b.champ.leagueId ? 1 : 0) ||
      byChampNewestFirst(a.champ, b.champ) ||
      (teamName.get(a.entry.teamId) ?? '').localeCompare(teamName.get(b.entry.teamId) ?? '', 'en'),
  );
  const items: PlayerStatsItem[] = rows.map(({ entry, champ }) => ({
    ...canonical(lineOf(playerId, matchesOf(playerId, facts, [entry]))),
    champLeagueRef: { id: champ.leagueId, name: champ.leagueName },
    champ: { id: champ.champ.id, name: champ.champ.name, season: champ.champ.season },
    team: { id: entry.teamId, name: teamName.get(entry.teamId) ?? '' },
  }));
  return { items, totalItems: items.length };
}

/** The totals over every competition, from the facts. */
async function computeOverall(ctx: RequestContext, playerId: string): Promise<PlayerStatLine> {
  const facts = await loadFacts(ctx, await findEntries(ctx, playerId));
  return canonical(lineOf(playerId, matchesOf(playerId, facts, facts.entries)));
}

/** `GET /player/{id}/overallstats`: the facts' totals, dated by the stored snapshot while it is fresh. */
export async function getPlayerOverallStats(
  ctx: RequestContext,
  playerId: string,
): Promise<PlayerOverallStats> {
  const [line, stored] = await Promise.all([
    computeOverall(ctx, playerId),
    repo.findOverallStats(ctx.db, playerId),
  ]);
  const updatedAt = stored && sameLine(stored.line, line) ? stored.updatedAt : ctx.clock.now();
  return { playerId, ...line, updatedAt: updatedAt.toISOString() };
}

/**
 * `POST /player/{id}/recalcoverallstats` (the route has checked `PlayerEdit`): recomputes the totals from the
 * facts and stores them when they differ from the snapshot. Unchanged facts change nothing (not even
 * `updatedAt`); a change records `player.updated`, so cached reads of the player go.
 */
export async function recalcPlayerOverallStats(
  ctx: RequestContext,
  playerId: string,
): Promise<PlayerOverallStats> {
  return withTransaction(ctx, async (tx) => {
    const line = await computeOverall(tx, playerId);
    let stored = await repo.findOverallStats(tx.db, playerId);
    if (!stored || !sameLine(stored.line, line)) {
      stored = await repo.saveOverallStats(tx.db, playerId, line, tx.clock.now());
      tx.events.record({ type: 'player.updated', playerId });
    }
    return { playerId, ...canonical(stored.line), updatedAt: stored.updatedAt.toISOString() };
  });
}

/**
 * `GET /fixture/player/{playerId}/`: the finished and scheduled fixtures of the player's squads (both sides
 * known), newest first, paged in the database; `teamName` narrows to matches of teams whose name contains it.
 */
export async function listPlayerMatches(
  ctx: RequestContext,
  playerId: string,
  query: PlayerMatchesQuery,
): Promise<PlayerMatchList> {
  const all = await findEntries(ctx, playerId);
  const entries = withoutLineupTracking(
    all,
    await champs.findChampViews(
      ctx,
      all.map((e) => e.champId),
    ),
  );
  const page = await fixtures.findFixturesOfTeamsInChamps(ctx, entries, {
    teamName: query.teamName,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  });
  const teamIds = page.items.flatMap((f) => [f.homeTeamId, f.awayTeamId]).filter((id): id is string => !!id);
  const [views, teamRows] = await Promise.all([
    champs.findChampViews(
      ctx,
      page.items.map((f) => f.champId),
    ),
    findTeamRows(ctx, [...new Set(teamIds)]),
  ]);
  const champOf = new Map(views.map((v) => [v.champ.id, v]));
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const teamsOf = new Map<string, Set<string>>();
  for (const e of entries) teamsOf.set(e.champId, (teamsOf.get(e.champId) ?? new Set()).add(e.teamId));
  const items = page.items.flatMap((f): PlayerMatch[] => {
    const champ = champOf.get(f.champId);
    if (!champ || !f.homeTeamId || !f.awayTeamId) return [];
    const own = teamsOf.get(f.champId);
    return [
      {
        id: f.id,
        champ: { id: champ.champ.id, name: champ.champ.name },
        champLeagueRef: { id: champ.leagueId, name: champ.leagueName },
        homeTeam: { id: f.homeTeamId, name: teamName.get(f.homeTeamId) ?? '' },
        awayTeam: { id: f.awayTeamId, name: teamName.get(f.awayTeamId) ?? '' },
        homeScore: f.homeScore,
        awayScore: f.awayScore,
        startDate: f.startsAt ? f.startsAt.toISOString() : null,
        status: f.status,
        teamId: own?.has(f.homeTeamId) ? f.homeTeamId : f.awayTeamId,
        // No media table yet: match media come with the match-centre issue (issue 10).
        media: { items: [], totalItems: 0 },
      },
    ];
  });
  return { items, totalItems: page.totalItems, pageIndex: query.pageIndex, pageSize: query.pageSize };
}
