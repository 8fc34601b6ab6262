import type {
  PlayerLeaderboard,
  PlayerLeaderboardRow,
  PlayerMatch,
  PlayerMatchesQuery,
  PlayerMatchList,
  PlayerOverallStats,
  PlayerStatLine,
  PlayerStats,
  PlayerStatsItem,
} from '@matchday/contracts';
import {
  boxScoreKeysOf,
  computeMatchLength,
  computePlayerStats,
  emptyStatLine,
  type PlayerLeaderboardSort,
  rankStatLines,
  type SheetSide,
  type StatsMatch,
  toSheetStatsMatch,
} from '@matchday/domain';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import * as champs from '../champs/champs.service.ts';
import type { FixtureRow } from '../fixtures/fixtures.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import {
  findFixtureIdsWithPlayerOnSheet,
  findSheetFacts,
  type SheetFacts,
} from '../match-sheets/facts.service.ts';
import { findMediaOfFixtures } from '../match-sheets/media.service.ts';
import * as players from '../players/players.service.ts';
import { getSportType } from '../reference/reference.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import * as repo from './player-stats.repo.ts';

/**
 * A player's statistics and matches (spec §3 "Player stats item", §7 "Players", §9 grouping option 1) and a
 * competition's player leaderboard (issue 10 "Stats that follow from the facts").
 *
 * The facts are the competition squads (players module), the finished fixtures of those teams (fixtures
 * module) and their match sheets (match-sheets facts: line-ups, events, box scores). For each finished fixture
 * and side:
 * - the side has a sheet: a player appears when they started or came on (a substitution event; in box-score
 *   sports, which record no substitutions, a bench player with a box-score line), minutes from the sheet and
 *   the events (or the box score's `minutes`) over the sport's match length, extra time included;
 * - the side has no sheet: with lineup tracking off (spec §4) its whole squad appears, started; on, nobody.
 * Goals, penalty goals, assists (the goal's related player), own goals (never goals) and cards come from the
 * events through the domain's `toStatsEvents`; box-score lines become the sport's own events (`events.points`).
 *
 * Only finished fixtures count: a live match's figures move with every event, and a stats page or leaderboard
 * that mixed finished and half-played matches would rank players on matches still being played (the match
 * page shows the live figures). The numbers are always the domain's `computePlayerStats` over those facts, so
 * they cannot drift from them; the read cache keeps them (tagged in player-stats.routes.ts) and the events
 * after commit (score, fixture, line-up and match events drop `playerStats` and the competition, squad events
 * the player) keep the cache honest.
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

/** Regular match length per sport: periods × minutes, or 90 when the periods are not timed (sets, innings). */
async function findMatchMinutes(ctx: RequestContext, sportIds: string[]): Promise<Map<string, number>> {
  const sports = await Promise.all([...new Set(sportIds)].map((id) => getSportType(ctx, id)));
  return new Map(
    sports.map((s) => [
      s.id,
      s.periods.minutes ? s.periods.count * s.periods.minutes : DEFAULT_MATCH_MINUTES,
    ]),
  );
}

/** Played fixtures: finished, both teams known, no byes (the fixtures module filters the last two for pairs). */
const isPlayed = (f: FixtureRow) => f.status === 'finished' && !!f.homeTeamId && !!f.awayTeamId && !f.isBye;

/**
 * One finished fixture as the domain's stats input. `withoutSheet(teamId)`: who plays for a side that has no
 * match sheet when the competition does not track line-ups (the squad, or just the player asked about).
 */
function toMatch(
  f: FixtureRow,
  sheet: SheetFacts | undefined,
  champ: ChampView,
  regularOf: Map<string, number>,
  withoutSheet: (teamId: string) => readonly string[],
): StatsMatch<string> {
  const regular = regularOf.get(champ.sportKindId) ?? DEFAULT_MATCH_MINUTES;
  const sides = (['home', 'away'] as const).map((side): SheetSide<string> => {
    const teamId = (side === 'home' ? f.homeTeamId : f.awayTeamId) ?? '';
    if (sheet?.sides.has(side)) {
      return {
        lineup: sheet.lineups
          .filter((l) => l.side === side)
          .map((l) => ({ player: l.playerId, started: l.started, stats: l.stats })),
        withoutSheet: [],
      };
    }
    return { lineup: null, withoutSheet: champ.champ.lineupTracking ? [] : withoutSheet(teamId) };
  });
  return toSheetStatsMatch({
    league: { id: champ.leagueId, name: champ.leagueName },
    duration: computeMatchLength(
      champ.sportKindId,
      regular,
      [{ period: sheet?.lastPeriod ?? 0 }],
      f.homePenalties !== null,
    ),
    sides,
    events: sheet?.events ?? [],
    boxScoreKeys: boxScoreKeysOf(champ.sportKindId),
  });
}

/** Everything one player's stats are computed from: squads, their competitions, match lengths, sheets. */
interface Facts {
  entries: Entry[];
  champOf: Map<string, ChampView>;
  regularOf: Map<string, number>;
  /** The finished fixtures of the player's squad teams in those competitions. */
  played: FixtureRow[];
  /** Their sheets, narrowed to the player's own rows and events. */
  sheets: Map<string, SheetFacts>;
}

/** The facts of a player known to exist: a few queries whatever the number of matches. */
async function loadFacts(ctx: RequestContext, playerId: string, entries: Entry[]): Promise<Facts> {
  const views = await champs.findChampViews(
    ctx,
    entries.map((e) => e.champId),
  );
  const [played, regularOf] = await Promise.all([
    fixtures.findFixturesOfTeamsInChamps(ctx, entries, { finishedOnly: true }),
    findMatchMinutes(
      ctx,
      views.map((v) => v.sportKindId),
    ),
  ]);
  const sheets = await findSheetFacts(
    ctx,
    played.items.map((f) => f.id),
    { playerId },
  );
  return {
    entries,
    champOf: new Map(views.map((v) => [v.champ.id, v])),
    regularOf,
    played: played.items.filter(isPlayed),
    sheets,
  };
}

/** The player's squad entries, or a 404 `player.not_found` (both asked at once). */
async function findEntries(ctx: RequestContext, playerId: string): Promise<Entry[]> {
  const [, entries] = await Promise.all([
    players.ensurePlayerExists(ctx, playerId),
    players.findSquadEntriesOfPlayer(ctx, playerId),
  ]);
  return entries.map((e) => ({ champId: e.champId, teamId: e.teamId }));
}

/** The player's line over `matches`, through the domain. */
function lineOf(playerId: string, matches: StatsMatch<string>[]): PlayerStatLine {
  return computePlayerStats(matches).find((s) => s.player === playerId)?.overall ?? emptyStatLine();
}

/** The matches of the player's squad `entries`; a side without a sheet plays the player for their own team. */
function matchesOf(playerId: string, facts: Facts, entries: readonly Entry[]): StatsMatch<string>[] {
  return entries.flatMap((e) => {
    const champ = facts.champOf.get(e.champId);
    if (!champ) return [];
    return facts.played
      .filter((f) => f.champId === e.champId && (f.homeTeamId === e.teamId || f.awayTeamId === e.teamId))
      .map((f) =>
        toMatch(f, facts.sheets.get(f.id), champ, facts.regularOf, (teamId) =>
          teamId === e.teamId ? [playerId] : [],
        ),
      );
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
    loadFacts(ctx, playerId, entries),
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
    champId: champ.champ.id,
    teamId: entry.teamId,
  }));
  return { items, totalItems: items.length };
}

/** The totals over every competition, from the facts. */
async function computeOverall(ctx: RequestContext, playerId: string): Promise<PlayerStatLine> {
  const facts = await loadFacts(ctx, playerId, await findEntries(ctx, playerId));
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
 * known), newest first; `teamName` narrows to matches of teams whose name contains it. In a competition with
 * lineup tracking on (spec §4) a fixture counts only when its match sheet lists the player (starting or on the
 * bench). Without such a competition the database pages; with one, the squads' fixtures are read whole and
 * paged here after the sheet check (a player's fixtures are hundreds at most).
 */
export async function listPlayerMatches(
  ctx: RequestContext,
  playerId: string,
  query: PlayerMatchesQuery,
): Promise<PlayerMatchList> {
  const entries = await findEntries(ctx, playerId);
  const views = await champs.findChampViews(
    ctx,
    entries.map((e) => e.champId),
  );
  const tracked = new Set(views.filter((v) => v.champ.lineupTracking).map((v) => v.champ.id));
  let page: { items: FixtureRow[]; totalItems: number };
  if (!entries.some((e) => tracked.has(e.champId))) {
    page = await fixtures.findFixturesOfTeamsInChamps(ctx, entries, {
      teamName: query.teamName,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    });
  } else {
    const every = await fixtures.findFixturesOfTeamsInChamps(ctx, entries, { teamName: query.teamName });
    const onSheet = await findFixtureIdsWithPlayerOnSheet(
      ctx,
      playerId,
      every.items.filter((f) => tracked.has(f.champId)).map((f) => f.id),
    );
    const kept = every.items.filter((f) => !tracked.has(f.champId) || onSheet.has(f.id));
    const start = query.pageIndex * query.pageSize;
    page = { items: kept.slice(start, start + query.pageSize), totalItems: kept.length };
  }
  const teamIds = page.items.flatMap((f) => [f.homeTeamId, f.awayTeamId]).filter((id): id is string => !!id);
  const [teamRows, mediaOf] = await Promise.all([
    findTeamRows(ctx, [...new Set(teamIds)]),
    findMediaOfFixtures(
      ctx,
      page.items.map((f) => f.id),
      MEDIA_PER_MATCH,
    ),
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
        media: mediaOf.get(f.id) ?? { items: [], totalItems: 0 },
      },
    ];
  });
  return { items, totalItems: page.totalItems, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/** Each match in the list shows its latest few media; the match page has them all. */
const MEDIA_PER_MATCH = 6;

// ---- the competition's leaderboard ------------------------------------------------------------------------

/** Squads are a few dozen players a team; this bounds one competition's read however large it grows. */
const MAX_SQUAD_LINES = 5000;

/** Whether a line has anything to show: an appearance, or an event of any kind. */
const hasFigures = (l: PlayerStatLine) =>
  l.appearances > 0 ||
  l.goals + l.ownGoals + l.assists + l.yellowCards + l.redCards > 0 ||
  Object.keys(l.events).length > 0;

/**
 * `GET /champs/{id}/player-stats`: the competition's player leaderboard over its finished fixtures (the same
 * facts and rules as a player's own stats). The rows are the players with figures — who appeared, or were
 * named in an event (a substitute who never came on has none) — each with their squad team (or, for a player
 * no longer in a squad, the team of their sheet rows and events). `teamId` narrows to one team, ranked among
 * themselves. Sorted by `sort` (default goals; `cards`: red cards, then yellow), equal values sharing a rank,
 * ties by fewer minutes, then name (the domain's `rankStatLines`). Own goals are never goals.
 */
export async function getChampPlayerStats(
  ctx: RequestContext,
  champId: string,
  query: { sort: PlayerLeaderboardSort; teamId?: string | undefined; pageIndex: number; pageSize: number },
): Promise<PlayerLeaderboard> {
  const champ = await champs.getChampView(ctx, champId);
  const [rows, squad, regularOf] = await Promise.all([
    fixtures.listFixtureRows(ctx, { champId }),
    players.listChampTeamPlayers(ctx, { champId, pageIndex: 0, pageSize: MAX_SQUAD_LINES }),
    findMatchMinutes(ctx, [champ.sportKindId]),
  ]);
  const played = rows.filter(isPlayed);
  const sheets = await findSheetFacts(
    ctx,
    played.map((f) => f.id),
  );

  const squadOf = new Map<string, string[]>();
  const teamOf = new Map<string, string>();
  for (const line of squad.items) {
    squadOf.set(line.teamId, [...(squadOf.get(line.teamId) ?? []), line.playerId]);
    teamOf.set(line.playerId, line.teamId);
  }
  // A player taken off a squad keeps the figures of their matches, under the team they played for.
  for (const sheet of sheets.values()) {
    for (const l of sheet.lineups) if (!teamOf.has(l.playerId)) teamOf.set(l.playerId, l.teamId);
    for (const e of sheet.events) {
      if (!teamOf.has(e.playerId)) teamOf.set(e.playerId, e.teamId);
      if (e.relatedPlayerId && !teamOf.has(e.relatedPlayerId)) teamOf.set(e.relatedPlayerId, e.teamId);
    }
  }

  const matches = played.map((f) =>
    toMatch(f, sheets.get(f.id), champ, regularOf, (teamId) => squadOf.get(teamId) ?? []),
  );
  const lines = computePlayerStats(matches)
    .filter((s) => hasFigures(s.overall))
    .map((s) => ({ player: s.player, line: canonical(s.overall), teamId: teamOf.get(s.player) ?? '' }))
    .filter((l) => l.teamId !== '' && (!query.teamId || l.teamId === query.teamId));

  const [playerRows, teamRows] = await Promise.all([
    players.findPlayerRows(
      ctx,
      lines.map((l) => l.player),
    ),
    findTeamRows(ctx, [...new Set(lines.map((l) => l.teamId))]),
  ]);
  const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
  const byPlayer = new Map(lines.map((l) => [l.player, l]));
  const ranked = rankStatLines(
    lines.map((l) => ({ player: l.player, line: l.line, name: playerRows.get(l.player)?.name ?? '' })),
    query.sort,
  );
  const start = query.pageIndex * query.pageSize;
  const items = ranked.slice(start, start + query.pageSize).map((r): PlayerLeaderboardRow => {
    const teamId = byPlayer.get(r.player)?.teamId ?? '';
    const player = playerRows.get(r.player);
    const { events, ...figures } = r.line;
    return {
      rank: r.rank,
      playerId: r.player,
      playerName: player?.name ?? '',
      photo: player?.photo ?? null,
      teamId,
      teamName: teamName.get(teamId) ?? '',
      ...figures,
      events,
    };
  });
  return { items, totalItems: ranked.length, pageIndex: query.pageIndex, pageSize: query.pageSize };
}
