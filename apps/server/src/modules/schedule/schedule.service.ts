import type {
  ReplayOptionList,
  ReplayOptionsQuery,
  ScheduledFixture,
  ScheduleProgress,
  ScheduleResult,
  ScheduleStageBody,
  StageScheduleSettings,
  Constraint as WireConstraint,
} from '@matchday/contracts';
import {
  type Constraint,
  computeKickoff,
  describeConstraint,
  mapConstraintTeams,
  roundCount,
  StageType,
  shiftConstraintRounds,
  type TimetableGame,
  type TimetableProblem,
} from '@matchday/domain';
import type { RequestContext } from '../../core/context.ts';
import { AppError, type FieldError } from '../../errors.ts';
import * as champs from '../champs/champs.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as stages from '../stages/stages.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import * as venues from '../venues/venues.service.ts';
import * as repo from './schedule.repo.ts';
import { SolveCancelled, type SolveProgress, solveTimetable } from './solver.ts';

/** Default and longest time the solver may think for one request (ADR 0027). */
export const DEFAULT_TIME_LIMIT_SECONDS = 60;

/**
 * The solves running in this process, one per stage: what `GET /stage/{id}/schedule` reports and
 * `DELETE /stage/{id}/schedule` cancels. In memory on purpose (ADR 0027): a solve lives exactly as long as the
 * request that asked for it, in the process that serves that request.
 */
interface RunningSolve {
  startedAt: Date;
  timeLimitSeconds: number;
  progress: SolveProgress | null;
  controller: AbortController;
}
const running = new Map<string, RunningSolve>();

/** What the organiser asked, checked against the stage: its teams (by index) and the problem for the solver. */
interface Prepared {
  stage: stages.StageRow;
  champStartDate: string | null;
  teamIds: string[];
  teamNames: Map<string, string>;
  problem: TimetableProblem;
}

async function prepare(ctx: RequestContext, stageId: string, body: ScheduleStageBody): Promise<Prepared> {
  const stage = await stages.getStageRow(ctx, stageId);
  if (stage.type !== StageType.league) {
    throw AppError.conflict(
      'schedule.stage_type_unsupported',
      'Only a league stage (a round robin) can be scheduled under constraints.',
    );
  }
  if (stage.legs !== 1 && stage.legs !== 2) {
    throw AppError.conflict(
      'schedule.legs_unsupported',
      'Only single and double round robins can be scheduled.',
    );
  }
  if (stage.resultCount > 0) {
    throw AppError.conflict(
      'fixture.stage_has_results',
      'The stage already has results; its fixtures can no longer be regenerated.',
    );
  }
  const champ = await champs.getChampRow(ctx, stage.champId);
  const teamIds = (await champs.listChampEntries(ctx, stage.champId)).map((e) => e.teamId);
  if (teamIds.length < 2) {
    throw AppError.conflict('fixture.too_few_teams', 'Add at least two teams to the competition first.');
  }
  const legs = stage.legs as 1 | 2;
  const rounds = roundCount({ teamCount: teamIds.length, legs });
  const errors = findBodyProblems(body, new Set(teamIds), rounds, legs);
  if (errors.length > 0) {
    throw AppError.invalid(
      'schedule.constraint_invalid',
      `${errors[0]!.field}: ${errors[0]!.message}`,
      errors,
    );
  }
  const indexOf = new Map(teamIds.map((id, index) => [id, index]));
  const teamNames = new Map((await findTeamRows(ctx, teamIds)).map((t) => [t.id, t.name]));
  return {
    stage,
    champStartDate: champ.startDate,
    teamIds,
    teamNames,
    problem: {
      teamCount: teamIds.length,
      legs,
      phased: body.phased === true,
      constraints: body.constraints.map((c) =>
        shiftConstraintRounds(
          mapConstraintTeams(c as Constraint<string>, (id) => indexOf.get(id)!),
          -1,
        ),
      ),
    },
  };
}

/** Every field of the body that does not fit the stage, named (400). */
function findBodyProblems(
  body: ScheduleStageBody,
  teams: Set<string>,
  rounds: number,
  legs: 1 | 2,
): FieldError[] {
  const errors: FieldError[] = [];
  if (body.phased && legs !== 2) {
    errors.push({ field: 'body.phased', message: 'Only a double round robin (two legs) can be phased.' });
  }
  if (body.roundDates && body.roundDates.length !== rounds) {
    errors.push({
      field: 'body.roundDates',
      message: `Give one date per round: ${rounds}, not ${body.roundDates.length}.`,
    });
  }
  body.constraints.forEach((c: WireConstraint, i) => {
    const at = `body.constraints.${i}`;
    const team = (id: string, field: string) => {
      if (!teams.has(id)) errors.push({ field: `${at}.${field}`, message: 'Not a team of the competition.' });
    };
    if ('teams' in c) for (const [j, id] of c.teams.entries()) team(id, `teams.${j}`);
    if ('opponents' in c) for (const [j, id] of c.opponents.entries()) team(id, `opponents.${j}`);
    if ('home' in c) {
      team(c.home, 'home');
      team(c.away, 'away');
      if (c.home === c.away) errors.push({ field: `${at}.away`, message: 'A team cannot play itself.' });
    }
    if ('games' in c) {
      c.games.forEach((g, j) => {
        team(g.home, `games.${j}.home`);
        team(g.away, `games.${j}.away`);
        if (g.home === g.away)
          errors.push({ field: `${at}.games.${j}.away`, message: 'A team cannot play itself.' });
      });
    }
    if ('rounds' in c) {
      c.rounds.forEach((round, j) => {
        if (round > rounds) {
          errors.push({
            field: `${at}.rounds.${j}`,
            message: `Round ${round} is after the last round (${rounds}).`,
          });
        }
      });
    }
    if (c.kind === 'maxGamesAgainstInAnyWindow' && c.window > rounds) {
      errors.push({ field: `${at}.window`, message: `The window is longer than the ${rounds} rounds.` });
    }
    if (
      (c.kind === 'maxHomeInRounds' || c.kind === 'maxAwayInRounds') &&
      c.min !== undefined &&
      c.min > c.max
    ) {
      errors.push({ field: `${at}.min`, message: 'min is above max.' });
    }
    if (c.kind === 'gamesInRounds' && c.min > c.max) {
      errors.push({ field: `${at}.min`, message: 'min is above max.' });
    }
    if (c.weight !== undefined && !c.soft) {
      errors.push({ field: `${at}.weight`, message: 'Only a soft constraint has a weight.' });
    }
  });
  return errors;
}

/** Round r (from 0) of a game: its leg, 2 for the second meeting of a pair in a double round robin. */
function legsOf(games: readonly TimetableGame[]): number[] {
  const seen = new Set<string>();
  const order = games.map((g, index) => ({ g, index })).sort((a, b) => a.g.round - b.g.round);
  const legs: number[] = [];
  for (const { g, index } of order) {
    const pair = g.home < g.away ? `${g.home}-${g.away}` : `${g.away}-${g.home}`;
    legs[index] = seen.has(pair) ? 2 : 1;
    seen.add(pair);
  }
  return legs;
}

function kickoffOf(body: ScheduleStageBody, startDate: string | null, round: number): Date | null {
  const date = body.roundDates?.[round - 1];
  if (date) return new Date(`${date}T${body.kickoffTime ?? '15:00'}:00.000Z`);
  return computeKickoff(
    {
      startDate: body.startDate ?? startDate,
      daysBetweenRounds: body.daysBetweenRounds,
      kickoffTime: body.kickoffTime,
    },
    round,
  );
}

/**
 * The route has checked `StageEdit`. Solves the stage's round robin under the body's constraints (ADR 0027)
 * and replaces its fixtures in one transaction, or with `dryRun` answers the preview and saves nothing.
 * `signal` ends the solve early (the client went away); `DELETE` on the same path does too.
 */
export async function scheduleStage(
  ctx: RequestContext,
  stageId: string,
  body: ScheduleStageBody,
  signal?: AbortSignal,
): Promise<ScheduleResult> {
  const prepared = await prepare(ctx, stageId, body);
  if (running.has(stageId)) {
    throw AppError.conflict(
      'schedule.running',
      'This stage is being scheduled already; wait or cancel it first.',
    );
  }
  const timeLimitSeconds = body.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  const controller = new AbortController();
  const solve: RunningSolve = { startedAt: new Date(), timeLimitSeconds, progress: null, controller };
  running.set(stageId, solve);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let result: Awaited<ReturnType<typeof solveTimetable>>;
  try {
    result = await solveTimetable(prepared.problem, {
      timeLimitSeconds,
      signal: controller.signal,
      onProgress: (progress) => {
        solve.progress = { ...solve.progress, ...progress };
      },
    });
  } catch (error) {
    if (error instanceof SolveCancelled) {
      throw AppError.conflict('schedule.cancelled', 'The scheduling was cancelled; nothing was saved.');
    }
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    running.delete(stageId);
  }

  const { problem, teamIds, teamNames } = prepared;
  const words = (index: number) =>
    describeConstraint(problem.constraints[index]!, (team) => teamNames.get(teamIds[team]!) ?? 'a team');
  if (result.outcome === 'infeasible') {
    const { conflicts, irreducible } = result.conflict;
    const list = conflicts.map((i) => `#${i} ${words(i)}`).join('; ');
    const error = AppError.unprocessable(
      'schedule.infeasible',
      `These constraints cannot all hold together${irreducible ? '' : ' (the search ran out of time, so the set may not be the smallest)'}: ${list}.`,
      conflicts.map((i) => ({ field: `body.constraints.${i}`, message: words(i) })),
    );
    error.conflicts = conflicts;
    throw error;
  }
  if (result.outcome === 'timeLimit') {
    throw AppError.unprocessable(
      'schedule.time_limit',
      `No schedule was found in ${timeLimitSeconds} seconds, and none was proven impossible. Give the solver more time (timeLimitSeconds) or fewer constraints.`,
    );
  }

  const legs = legsOf(result.games);
  const slotInRound = new Map<number, number>();
  const solved = result.games.map((g, index): fixtures.ScheduledFixtureInput => {
    const round = g.round + 1;
    const slot = slotInRound.get(round) ?? 0;
    slotInRound.set(round, slot + 1);
    return {
      round,
      slot,
      leg: legs[index]!,
      homeTeamId: teamIds[g.home]!,
      awayTeamId: teamIds[g.away]!,
      startsAt: kickoffOf(body, prepared.champStartDate, round),
      venueId: null,
    };
  });
  const brokenConstraints = result.check.violations.map((v) => ({
    index: v.index,
    deviation: v.deviation,
    penalty: v.penalty,
    text: words(v.index),
  }));
  const summary = {
    optimal: result.optimal,
    softPenalty: result.check.softPenalty,
    brokenConstraints,
    solveSeconds: Math.round(result.seconds * 1000) / 1000,
  };
  const spread = body.spreadOverVenues
    ? {
        // A date list needs no start date; the placement only needs one when no fixture has a kick-off.
        startDate: body.startDate ?? prepared.champStartDate ?? body.roundDates?.[0],
        slotsPerDay: body.slotsPerDay,
        slotMinutes: body.slotMinutes,
      }
    : undefined;
  if (body.dryRun) {
    let preview = solved;
    let unplacedCount: number | undefined;
    if (spread) {
      const placement = await fixtures.placeScheduleOnVenues(ctx, prepared.stage.champId, spread, solved);
      preview = solved.map((f, index) => ({ ...f, ...placement.placed.get(index) }));
      unplacedCount = placement.unplaced.length;
    }
    const items = await previewFixtures(ctx, prepared, preview);
    return {
      items,
      totalItems: items.length,
      saved: false,
      ...summary,
      ...(spread ? { unplacedCount } : {}),
    };
  }
  const saved = await fixtures.replaceStageFixtures(ctx, stageId, solved, spread);
  return {
    items: saved.items,
    totalItems: saved.totalItems,
    saved: true,
    ...summary,
    ...(saved.unplacedFixtureIds
      ? { unplacedFixtureIds: saved.unplacedFixtureIds, unplacedCount: saved.unplacedFixtureIds.length }
      : {}),
  };
}

/** The preview's fixtures, shaped as saved ones would be, with `id` null: nothing is written. */
async function previewFixtures(
  ctx: RequestContext,
  prepared: Prepared,
  solved: fixtures.ScheduledFixtureInput[],
): Promise<ScheduledFixture[]> {
  const { stage, teamNames } = prepared;
  const venueIds = [...new Set(solved.map((f) => f.venueId).filter((id): id is string => id !== null))];
  const venueNames = new Map((await venues.findVenueRows(ctx, venueIds)).map((v) => [v.id, v.name]));
  const champName = (await champs.findChampNames(ctx, [stage.champId])).get(stage.champId) ?? '';
  return solved.map((f) => ({
    id: null,
    champId: stage.champId,
    champName,
    stageId: stage.id,
    stageName: stage.name,
    stageType: stage.type,
    groupId: null,
    groupName: null,
    round: f.round,
    slot: f.slot,
    leg: f.leg,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    homeTeamName: teamNames.get(f.homeTeamId) ?? null,
    awayTeamName: teamNames.get(f.awayTeamId) ?? null,
    homeScore: null,
    awayScore: null,
    homePenalties: null,
    awayPenalties: null,
    status: 'scheduled',
    startsAt: f.startsAt?.toISOString() ?? null,
    isBye: false,
    winnerGoesTo: null,
    loserGoesTo: null,
    period: null,
    periodStartedAt: null,
    periodScores: null,
    canEdit: true,
    venueId: f.venueId,
    venueName: f.venueId ? (venueNames.get(f.venueId) ?? null) : null,
    referees: [],
    bracket: null,
    bestOf: stage.bestOf,
    games: [],
    extraTime: false,
    homeLabel: null,
    awayLabel: null,
  }));
}

/** The route has checked `StageEdit`: the stage's running solve, as its solver last reported it. */
export async function getScheduleProgress(ctx: RequestContext, stageId: string): Promise<ScheduleProgress> {
  await stages.getStageRow(ctx, stageId);
  const solve = running.get(stageId);
  const progress = solve?.progress;
  return {
    running: solve !== undefined,
    startedAt: solve?.startedAt.toISOString() ?? null,
    elapsedSeconds: solve ? (Date.now() - solve.startedAt.getTime()) / 1000 : 0,
    timeLimitSeconds: solve?.timeLimitSeconds ?? null,
    solverSeconds: progress?.solverSeconds ?? null,
    nodes: progress?.nodes ?? 0,
    foundSchedule: progress?.foundSchedule ?? false,
    bestPenalty: progress?.bestPenalty ?? null,
    conflictTests: progress?.conflictTests ?? 0,
  };
}

/** The route has checked `StageEdit`: cancels the stage's running solve; the POST then answers 409. */
export async function cancelSchedule(ctx: RequestContext, stageId: string): Promise<{ cancelled: boolean }> {
  await stages.getStageRow(ctx, stageId);
  const solve = running.get(stageId);
  solve?.controller.abort();
  return { cancelled: solve !== undefined };
}

/** The route has checked `StageEdit`: what the stage was last scheduled with (null settings until then). */
export async function getScheduleSettings(
  ctx: RequestContext,
  stageId: string,
): Promise<StageScheduleSettings> {
  await stages.getStageRow(ctx, stageId);
  const row = await repo.findStageSchedule(ctx.db, stageId);
  if (!row) return { settings: null, venueIds: [], savedAt: null, constraintTexts: [] };
  const teamIds = [...new Set(row.settings.constraints.flatMap(teamsOfConstraint))];
  const names = new Map((await findTeamRows(ctx, teamIds)).map((t) => [t.id, t.name]));
  return {
    settings: row.settings,
    venueIds: row.venueIds,
    savedAt: row.savedAt.toISOString(),
    constraintTexts: row.settings.constraints.map((c) =>
      describeConstraint(
        shiftConstraintRounds(c as Constraint<string>, -1),
        (team) => names.get(team) ?? 'a team',
      ),
    ),
  };
}

function teamsOfConstraint(c: WireConstraint): string[] {
  if ('teams' in c) return [...c.teams, ...('opponents' in c ? c.opponents : [])];
  if ('games' in c) return c.games.flatMap((g) => [g.home, g.away]);
  return [c.home, c.away];
}

/** The route has checked `FixtureEdit` (ADR 0027 "Replay options"). */
export async function getReplayOptions(
  _ctx: RequestContext,
  _fixtureId: string,
  _query: ReplayOptionsQuery,
): Promise<ReplayOptionList> {
  throw new Error('Replay options: not built yet (next commit).');
}
