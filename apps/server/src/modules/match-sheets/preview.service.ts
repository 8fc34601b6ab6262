import type { Fixture, FixturePreview, TeamPreview } from '@matchday/contracts';
import { MAX_PAGE_SIZE } from '@matchday/contracts';
import { MatchEventType } from '@matchday/domain';
import type { RequestContext } from '../../core/context.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import { findPlayerRows, listChampTeamPlayers } from '../players/players.service.ts';
import * as repo from './preview.repo.ts';

/**
 * `GET /teams/preview/fixture/{id}`: both teams before the match (spec §7 "Fixtures") — their recent form,
 * their meetings, their competition squads and top scorers. Results are read through the fixtures service,
 * goals from this module's events.
 */

const FORM_LENGTH = 5;
const HEAD_TO_HEAD_LENGTH = 10;
const TOP_SCORERS_LENGTH = 5;
/** Results are read a page at a time until form and head-to-head are full: most teams need one page. */
const RESULTS_PAGE_SIZE = 100;
/** A player's goals: own goals count for the other side, never for the scorer. */
const SCORER_GOAL_TYPES = [MatchEventType.Goal, MatchEventType.PenaltyGoal];

type Result = Fixture & { homeTeamId: string; awayTeamId: string; homeScore: number; awayScore: number };

const isResult = (f: Fixture): f is Result =>
  !f.isBye && f.homeTeamId !== null && f.awayTeamId !== null && f.homeScore !== null && f.awayScore !== null;

const meets = (f: Result, teamId: string, opponentId: string) =>
  (f.homeTeamId === teamId && f.awayTeamId === opponentId) ||
  (f.homeTeamId === opponentId && f.awayTeamId === teamId);

/** Goals for and against `teamId` in a result it played. */
function goalsOf(f: Result, teamId: string) {
  return f.homeTeamId === teamId
    ? { goalsFor: f.homeScore, goalsAgainst: f.awayScore }
    : { goalsFor: f.awayScore, goalsAgainst: f.homeScore };
}

/**
 * By the score, as the team totals count it: a match won on a penalty shoot-out is a draw (FIFA's statistics
 * count it so), the shoot-out only deciding who goes through.
 */
function letterOf(goals: { goalsFor: number; goalsAgainst: number }): 'W' | 'D' | 'L' {
  if (goals.goalsFor > goals.goalsAgainst) return 'W';
  return goals.goalsFor < goals.goalsAgainst ? 'L' : 'D';
}

/**
 * A team's finished matches before `fixture`, newest first, read page by page until `isEnough` or the end.
 * Before means an earlier kick-off; a result without a kick-off time cannot be placed, so it is left out
 * unless `fixture` has none either (then every other result is earlier).
 */
async function findEarlierResults(
  ctx: RequestContext,
  teamId: string,
  fixture: Fixture,
  isEnough: (results: Result[]) => boolean,
): Promise<Result[]> {
  const to = fixture.startsAt ? new Date(Date.parse(fixture.startsAt) - 1).toISOString() : undefined;
  const results: Result[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await fixtures.searchFixtures(ctx, {
      teamId,
      status: 'finished',
      ...(to ? { to } : {}),
      sort: 'desc',
      pageIndex,
      pageSize: RESULTS_PAGE_SIZE,
    });
    results.push(...page.items.filter((f) => f.id !== fixture.id).filter(isResult));
    if (isEnough(results) || (pageIndex + 1) * RESULTS_PAGE_SIZE >= page.totalItems) return results;
  }
}

/** The competition squad, in shirt-number order. */
async function findSquad(
  ctx: RequestContext,
  champId: string,
  teamId: string,
): Promise<TeamPreview['squad']> {
  const squad = await listChampTeamPlayers(ctx, { champId, teamId, pageIndex: 0, pageSize: MAX_PAGE_SIZE });
  return squad.items.map((p) => ({
    playerId: p.playerId,
    name: p.name,
    shirtNumber: p.shirtNumber,
    position: p.position,
  }));
}

/** Each team's top scorers in the competition (most goals, then name): one query for every goal of both. */
async function findTopScorers(
  ctx: RequestContext,
  champId: string,
  teamIds: string[],
): Promise<Map<string, TeamPreview['topScorers']>> {
  const scorers = new Map(teamIds.map((id) => [id, [] as TeamPreview['topScorers']]));
  if (teamIds.length === 0) return scorers;
  const champFixtures = await fixtures.listFixtureRows(ctx, { champId });
  const counts = await repo.countEventsByPlayer(ctx.db, {
    fixtureIds: champFixtures.map((f) => f.id),
    teamIds,
    types: SCORER_GOAL_TYPES,
  });
  const names = await findPlayerRows(
    ctx,
    counts.map((c) => c.playerId),
  );
  for (const c of counts) {
    scorers.get(c.teamId)?.push({
      playerId: c.playerId,
      playerName: names.get(c.playerId)?.name ?? '',
      goals: c.value,
    });
  }
  for (const [teamId, list] of scorers) {
    list.sort((a, b) => b.goals - a.goals || a.playerName.localeCompare(b.playerName, 'en'));
    scorers.set(teamId, list.slice(0, TOP_SCORERS_LENGTH));
  }
  return scorers;
}

function toForm(results: Result[], teamId: string): TeamPreview['form'] {
  return results.slice(0, FORM_LENGTH).map((f) => {
    const goals = goalsOf(f, teamId);
    const home = f.homeTeamId === teamId;
    return {
      fixtureId: f.id,
      result: letterOf(goals),
      ...goals,
      opponentId: home ? f.awayTeamId : f.homeTeamId,
      opponentName: (home ? f.awayTeamName : f.homeTeamName) ?? '',
      startsAt: f.startsAt,
    };
  });
}

/** Meetings newest first, counted from the point of view of this fixture's home team. */
function toHeadToHead(meetings: Result[], homeTeamId: string): FixturePreview['headToHead'] {
  const items = meetings.slice(0, HEAD_TO_HEAD_LENGTH);
  const letters = items.map((f) => letterOf(goalsOf(f, homeTeamId)));
  return {
    items,
    homeWins: letters.filter((l) => l === 'W').length,
    awayWins: letters.filter((l) => l === 'L').length,
    draws: letters.filter((l) => l === 'D').length,
  };
}

export async function getFixturePreview(ctx: RequestContext, fixtureId: string): Promise<FixturePreview> {
  const fixture = await fixtures.getFixture(ctx, fixtureId);
  const { homeTeamId, awayTeamId } = fixture;
  const meetingsOf = (results: Result[]) =>
    homeTeamId && awayTeamId ? results.filter((f) => meets(f, homeTeamId, awayTeamId)) : [];
  const [homeResults, awayResults, squads, scorers] = await Promise.all([
    homeTeamId
      ? findEarlierResults(
          ctx,
          homeTeamId,
          fixture,
          // The home team's results hold the meetings too: read on until both are full.
          (r) => r.length >= FORM_LENGTH && (!awayTeamId || meetingsOf(r).length >= HEAD_TO_HEAD_LENGTH),
        )
      : [],
    awayTeamId ? findEarlierResults(ctx, awayTeamId, fixture, (r) => r.length >= FORM_LENGTH) : [],
    Promise.all(
      [homeTeamId, awayTeamId].map((teamId) => (teamId ? findSquad(ctx, fixture.champId, teamId) : [])),
    ),
    findTopScorers(
      ctx,
      fixture.champId,
      [homeTeamId, awayTeamId].filter((id): id is string => id !== null),
    ),
  ]);
  const sideOf = (
    teamId: string | null,
    teamName: string | null,
    results: Result[],
    squad: TeamPreview['squad'],
  ) =>
    teamId
      ? {
          teamId,
          teamName: teamName ?? '',
          form: toForm(results, teamId),
          squad,
          topScorers: scorers.get(teamId) ?? [],
        }
      : null;
  return {
    fixture,
    home: sideOf(homeTeamId, fixture.homeTeamName, homeResults, squads[0] ?? []),
    away: sideOf(awayTeamId, fixture.awayTeamName, awayResults, squads[1] ?? []),
    headToHead: homeTeamId
      ? toHeadToHead(meetingsOf(homeResults), homeTeamId)
      : { items: [], homeWins: 0, awayWins: 0, draws: 0 },
  };
}
