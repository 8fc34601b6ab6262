import type {
  ReplayOption,
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
  checkTimetable,
  computeKickoff,
  describeConstraint,
  isVenueOpen,
  mapConstraintTeams,
  minutesOfClock,
  projectConstraintOnGroup,
  roundCount,
  StageType,
  shiftConstraintRounds,
  type TeamKickoffTimes,
  type TimetableGame,
  type TimetableProblem,
  withinTeamTimes,
} from '@matchday/domain';
import type { RequestContext } from '../../core/context.ts';
import { AppError, type FieldError } from '../../errors.ts';
import * as champs from '../champs/champs.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as stages from '../stages/stages.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import * as venues from '../venues/venues.service.ts';
import * as repo from './schedule.repo.ts';

type StageScheduleSettingsRow = repo.StageScheduleRow['settings'];

import { SolveCancelled, type SolveProgress, type SolveResult, solveTimetable } from './solver.ts';

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

/** One round robin to solve: the whole league, or one group of a groups stage. */
interface GroupPlan {
  /** The group's name and index among the stage's groups; null for a league stage. */
  name: string | null;
  index: number | null;
  teamIds: string[];
  problem: TimetableProblem;
  /** Index into the body's `constraints` of each constraint of `problem`. */
  bodyIndex: number[];
}

/** What the organiser asked, checked against the stage: its round robins and what the solver is given. */
interface Prepared {
  stage: stages.StageRow;
  champStartDate: string | null;
  teamIds: string[];
  teamNames: Map<string, string>;
  /** The league, or each group of a groups stage (ADR 0027 "Groups"). */
  groups: GroupPlan[];
  /** The groups to save with a groups stage's fixtures. */
  drawnGroups: { name: string; teamIds: string[] }[] | null;
}

async function prepare(ctx: RequestContext, stageId: string, body: ScheduleStageBody): Promise<Prepared> {
  const stage = await stages.getStageRow(ctx, stageId);
  if (stage.type !== StageType.league && stage.type !== StageType.groups) {
    throw AppError.conflict(
      'schedule.stage_type_unsupported',
      'Only a league stage or a groups stage (round robins) can be scheduled under constraints.',
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
  const legs = stage.legs as 1 | 2;
  let drawnGroups: { name: string; teamIds: string[] }[] | null = null;
  let teamIds: string[];
  if (stage.type === StageType.groups) {
    drawnGroups = await fixtures.drawStageGroups(ctx, stage);
    teamIds = drawnGroups.flatMap((g) => g.teamIds);
  } else {
    teamIds = (await champs.listChampEntries(ctx, stage.champId)).map((e) => e.teamId);
    if (teamIds.length < 2) {
      throw AppError.conflict('fixture.too_few_teams', 'Add at least two teams to the competition first.');
    }
  }
  const members = drawnGroups ?? [{ name: null, teamIds }];
  const rounds = Math.max(...members.map((g) => roundCount({ teamCount: g.teamIds.length, legs })));
  const errors = findBodyProblems(body, new Set(teamIds), rounds, legs);
  const groups: GroupPlan[] = members.map((member, groupIndex) => {
    const indexOf = new Map(member.teamIds.map((id, index) => [id, index]));
    const groupRounds = roundCount({ teamCount: member.teamIds.length, legs });
    const constraints: Constraint[] = [];
    const bodyIndex: number[] = [];
    body.constraints.forEach((wire, i) => {
      let c = wire as Constraint<string>;
      if (drawnGroups) {
        const projected = projectConstraintOnGroup(c, (id) => indexOf.has(id), groupRounds);
        if (projected.kind === 'spansGroups') {
          if (!errors.some((e) => e.field === `body.constraints.${i}`)) {
            errors.push({ field: `body.constraints.${i}`, message: projected.message });
          }
          return;
        }
        if (projected.kind === 'none') return;
        c = projected.constraint;
      }
      constraints.push(
        shiftConstraintRounds(
          mapConstraintTeams(c, (id) => indexOf.get(id)!),
          -1,
        ),
      );
      bodyIndex.push(i);
    });
    return {
      name: member.name,
      index: drawnGroups ? groupIndex : null,
      teamIds: member.teamIds,
      problem: { teamCount: member.teamIds.length, legs, phased: body.phased === true, constraints },
      bodyIndex,
    };
  });
  if (errors.length > 0) {
    throw AppError.invalid(
      'schedule.constraint_invalid',
      `${errors[0]!.field}: ${errors[0]!.message}`,
      errors,
    );
  }
  const teamNames = new Map((await findTeamRows(ctx, teamIds)).map((t) => [t.id, t.name]));
  return { stage, champStartDate: champ.startDate, teamIds, teamNames, groups, drawnGroups };
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
  if (!body.spreadOverVenues) {
    if (body.teamTimes) {
      errors.push({ field: 'body.teamTimes', message: 'Team kick-off times need spreadOverVenues.' });
    }
    if (body.minRestMinutes !== undefined) {
      errors.push({
        field: 'body.minRestMinutes',
        message: 'A rest between matches needs spreadOverVenues.',
      });
    }
  }
  const timed = new Set<string>();
  body.teamTimes?.forEach((t, i) => {
    if (!teams.has(t.team)) {
      errors.push({ field: `body.teamTimes.${i}.team`, message: 'Not a team of the stage.' });
    } else if (timed.has(t.team)) {
      errors.push({ field: `body.teamTimes.${i}.team`, message: 'This team has times already.' });
    }
    timed.add(t.team);
    if (t.earliest && t.latest && t.earliest > t.latest) {
      errors.push({ field: `body.teamTimes.${i}.latest`, message: 'latest is before earliest.' });
    }
  });
  body.constraints.forEach((c: WireConstraint, i) => {
    const at = `body.constraints.${i}`;
    const team = (id: string, field: string) => {
      if (!teams.has(id)) errors.push({ field: `${at}.${field}`, message: 'Not a team of the stage.' });
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
  const { teamNames } = prepared;
  const words = (index: number) =>
    describeConstraint(
      shiftConstraintRounds(body.constraints[index] as Constraint<string>, -1),
      (team) => teamNames.get(team) ?? 'a team',
    );
  const started = performance.now();
  const solvedGroups: { plan: GroupPlan; result: Extract<SolveResult, { outcome: 'solved' }> }[] = [];
  try {
    for (const plan of prepared.groups) {
      const left = timeLimitSeconds - (performance.now() - started) / 1000;
      const result = await solveTimetable(plan.problem, {
        timeLimitSeconds: Math.max(1, left),
        signal: controller.signal,
        onProgress: (progress) => {
          solve.progress = { ...solve.progress, ...progress };
        },
      });
      if (result.outcome === 'infeasible') {
        const { irreducible } = result.conflict;
        const conflicts = result.conflict.conflicts.map((i) => plan.bodyIndex[i]!);
        const list = conflicts.map((i) => `#${i} ${words(i)}`).join('; ');
        const where = plan.name === null ? '' : ` in ${plan.name}`;
        const error = AppError.unprocessable(
          'schedule.infeasible',
          `These constraints cannot all hold together${where}${irreducible ? '' : ' (the search ran out of time, so the set may not be the smallest)'}: ${list}.`,
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
      solvedGroups.push({ plan, result });
    }
  } catch (error) {
    if (error instanceof SolveCancelled) {
      throw AppError.conflict('schedule.cancelled', 'The scheduling was cancelled; nothing was saved.');
    }
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    running.delete(stageId);
  }

  // Every group's games in round order (then group), so the venue placement fills each day round by round.
  const games = solvedGroups
    .flatMap(({ plan, result }) => {
      const legs = legsOf(result.games);
      return result.games.map((g, index) => ({ plan, g, leg: legs[index]! }));
    })
    .sort((a, b) => a.g.round - b.g.round || (a.plan.index ?? 0) - (b.plan.index ?? 0));
  const slotInRound = new Map<number, number>();
  const solved = games.map(({ plan, g, leg }): fixtures.ScheduledFixtureInput => {
    const round = g.round + 1;
    const slot = slotInRound.get(round) ?? 0;
    slotInRound.set(round, slot + 1);
    return {
      round,
      slot,
      leg,
      homeTeamId: plan.teamIds[g.home]!,
      awayTeamId: plan.teamIds[g.away]!,
      startsAt: kickoffOf(body, prepared.champStartDate, round),
      venueId: null,
      ...(plan.index === null ? {} : { group: plan.index }),
    };
  });
  // A soft constraint projected onto several groups is broken by the sum of its parts.
  const broken = new Map<number, { deviation: number; penalty: number }>();
  for (const { plan, result } of solvedGroups) {
    for (const v of result.check.violations) {
      const index = plan.bodyIndex[v.index]!;
      const sum = broken.get(index) ?? { deviation: 0, penalty: 0 };
      broken.set(index, { deviation: sum.deviation + v.deviation, penalty: sum.penalty + v.penalty });
    }
  }
  const brokenConstraints = [...broken]
    .sort((a, b) => a[0] - b[0])
    .map(([index, v]) => ({ index, ...v, text: words(index) }));
  const summary = {
    optimal: solvedGroups.every(({ result }) => result.optimal),
    softPenalty: solvedGroups.reduce((sum, { result }) => sum + result.check.softPenalty, 0),
    brokenConstraints,
    solveSeconds: Math.round(solvedGroups.reduce((sum, { result }) => sum + result.seconds, 0) * 1000) / 1000,
  };
  const spread = body.spreadOverVenues
    ? {
        // A date list needs no start date; the placement only needs one when no fixture has a kick-off.
        startDate: body.startDate ?? prepared.champStartDate ?? body.roundDates?.[0],
        slotsPerDay: body.slotsPerDay,
        slotMinutes: body.slotMinutes,
        teamTimes: teamTimesOf(body),
        restMinutes: body.minRestMinutes,
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
  const { dryRun: _dryRun, timeLimitSeconds: _limit, ...settings } = body;
  const saved = await fixtures.replaceStageFixtures(ctx, stageId, solved, spread, {
    ...(prepared.drawnGroups ? { groups: prepared.drawnGroups } : {}),
    onSaved: (tx, venueIds) => repo.saveStageSchedule(tx.db, { stageId, settings, venueIds }),
  });
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

/** The body's team kick-off times, minutes after midnight UTC, by team. */
function teamTimesOf(settings: Pick<ScheduleStageBody, 'teamTimes'>): Map<string, TeamKickoffTimes> {
  return new Map(
    (settings.teamTimes ?? []).map((t) => [
      t.team,
      {
        ...(t.earliest ? { earliest: minutesOfClock(t.earliest) } : {}),
        ...(t.latest ? { latest: minutesOfClock(t.latest) } : {}),
      },
    ]),
  );
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
    groupName: f.group === undefined ? null : (prepared.drawnGroups?.[f.group]?.name ?? null),
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
    resultStatus: 'awaiting' as const,
    forfeit: null,
    expunged: false,
    resultNote: null,
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

/** How far ahead replay options are looked for. */
const REPLAY_HORIZON_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The route has checked `FixtureEdit` (ADR 0027 "Replay options"): where the fixture can be played again without
 * breaking a rule the stage was scheduled with. Each day from `from` (default tomorrow), each kick-off slot of the
 * saved settings, each venue the schedule was spread over (else the fixture's own): neither team plays that day
 * (on tournament days, `minRestMinutes`: none of its matches closer than the duration plus the rest), both teams'
 * kick-off times hold, the venue is free and open, and no hard constraint is broken that the schedule as it is
 * keeps, with the game counted in the round whose dates the day falls in.
 */
export async function getReplayOptions(
  ctx: RequestContext,
  fixtureId: string,
  query: ReplayOptionsQuery,
): Promise<ReplayOptionList> {
  const fixture = await fixtures.findFixtureRow(ctx, fixtureId);
  if (fixture.status === 'finished') {
    throw AppError.conflict('fixture.already_finished', 'The fixture has its result; it is not replayed.');
  }
  const saved = fixture.stageId ? await repo.findStageSchedule(ctx.db, fixture.stageId) : undefined;
  if (!saved || !fixture.stageId) {
    throw AppError.conflict(
      'schedule.not_scheduled',
      'Its stage was not saved by the scheduler (POST /stage/{id}/schedule), so there are no rules to check a replay date against.',
    );
  }
  const { settings } = saved;
  const stage = await stages.getStageRow(ctx, fixture.stageId);
  const duration = await fixtures.matchDurationOfChamp(ctx, stage.champId);
  const durationMs = duration * 60_000;
  const stageRows = await fixtures.findStageFixtureRows(ctx, stage.id);
  const teams = [fixture.homeTeamId, fixture.awayTeamId].filter((t): t is string => t !== null);

  // The round windows: round r runs from the first kick-off of its fixtures to the next round's.
  const roundStart = new Map<number, string>();
  for (const f of stageRows) {
    if (!f.startsAt || f.id === fixture.id) continue;
    const date = f.startsAt.toISOString().slice(0, 10);
    const known = roundStart.get(f.round);
    if (!known || date < known) roundStart.set(f.round, date);
  }
  const windows = [...roundStart].sort((a, b) => a[0] - b[0]);
  const roundOfDate = (date: string) => {
    let round = windows[0]?.[0] ?? fixture.round;
    for (const [r, first] of windows) if (first <= date) round = r;
    return round;
  };
  const breaksNothing = roundCheckerFor(settings, stage.legs, stageRows, fixture);

  // What is already there in the horizon: the teams' matches (any competition) and the venues' bookings.
  const now = ctx.clock.now();
  const fromDay = query.from
    ? new Date(`${query.from}T00:00:00.000Z`)
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const horizonEnd = new Date(fromDay.getTime() + REPLAY_HORIZON_DAYS * DAY_MS);
  const spread = settings.spreadOverVenues === true && saved.venueIds.length > 0;
  const venueIds: (string | null)[] = spread ? saved.venueIds : [fixture.venueId];
  const realVenues = venueIds.filter((v): v is string => v !== null);
  const busy = (
    await fixtures.busyAtVenues(ctx, realVenues, fromDay, new Date(horizonEnd.getTime() + DAY_MS))
  ).filter((b) => b.fixtureId !== fixture.id);
  const availability = await fixtures.venueAvailability(ctx, realVenues);
  const venueNames = new Map((await venues.findVenueRows(ctx, realVenues)).map((v) => [v.id, v.name]));
  const teamMatches = (
    await fixtures.findTeamFixturesBetween(
      ctx,
      teams,
      new Date(fromDay.getTime() - DAY_MS),
      new Date(horizonEnd.getTime() + DAY_MS),
    )
  ).filter((f) => f.id !== fixture.id && f.status !== 'cancelled' && f.status !== 'postponed');
  const times = teamTimesOf(settings);
  const rest = settings.minRestMinutes;
  const slotMinutes = settings.slotMinutes ?? duration + 30;
  const slots = spread ? (settings.slotsPerDay ?? 1) : 1;
  const firstKickoff = minutesOfClock(settings.kickoffTime ?? '15:00');

  const teamFree = (team: string, start: number, end: number) =>
    teamMatches
      .filter((f) => f.homeTeamId === team || f.awayTeamId === team)
      .every((f) => {
        const s = f.startsAt!.getTime();
        if (rest === undefined) return f.startsAt!.toISOString().slice(0, 10) !== isoDate(start);
        return !(s < end + rest * 60_000 && start < s + durationMs + rest * 60_000);
      });

  const items: ReplayOption[] = [];
  for (let day = fromDay.getTime(); day < horizonEnd.getTime() && items.length < query.limit; day += DAY_MS) {
    const date = isoDate(day);
    const round = roundOfDate(date);
    for (let slot = 0; slot < slots && items.length < query.limit; slot++) {
      const start = day + (firstKickoff + slot * slotMinutes) * 60_000;
      const end = start + durationMs;
      if (start <= now.getTime()) continue;
      if (!teams.every((t) => withinTeamTimes(times.get(t), new Date(start)))) continue;
      if (!teams.every((t) => teamFree(t, start, end))) continue;
      if (!breaksNothing(round)) continue;
      for (const venueId of venueIds) {
        if (items.length >= query.limit) break;
        if (venueId !== null) {
          if (busy.some((b) => b.venueId === venueId && b.start.getTime() < end && start < b.end.getTime()))
            continue;
          if (!isVenueOpen(availability.get(venueId), new Date(start), new Date(end))) continue;
        }
        if (venueId === fixture.venueId && start === fixture.startsAt?.getTime()) continue;
        items.push({
          startsAt: new Date(start).toISOString(),
          venueId,
          venueName: venueId ? (venueNames.get(venueId) ?? null) : null,
          round,
        });
      }
    }
  }
  return { items };
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Whether moving the fixture into round `round` (from 1) keeps every hard constraint the schedule keeps now,
 * judged by the independent checker on the fixture's round robin (its group in a groups stage). The round-robin
 * structure (one game per team a round) is not asked: a replay is a game played out of its round. In a round where
 * a team has another game, the checker sees the replayed game as the team's game of that round (so a cap of one
 * home game in rounds where both games are at home is seen as one, not two: ADR 0027 "Replay options").
 */
function roundCheckerFor(
  settings: StageScheduleSettingsRow,
  legs: number,
  stageRows: readonly fixtures.FixtureRowView[],
  fixture: fixtures.FixtureRowView,
): (round: number) => boolean {
  const games = stageRows.filter(
    (f) =>
      f.groupId === fixture.groupId &&
      f.status !== 'cancelled' &&
      !f.isBye &&
      f.homeTeamId !== null &&
      f.awayTeamId !== null,
  );
  const teamIds = [...new Set(games.flatMap((f) => [f.homeTeamId!, f.awayTeamId!]))];
  const indexOf = new Map(teamIds.map((id, index) => [id, index]));
  const rounds = roundCount({ teamCount: teamIds.length, legs: legs === 2 ? 2 : 1 });
  const constraints: Constraint[] = [];
  for (const wire of settings.constraints) {
    if (wire.soft) continue;
    const projected = projectConstraintOnGroup(wire as Constraint<string>, (id) => indexOf.has(id), rounds);
    if (projected.kind !== 'kept') continue;
    constraints.push(
      shiftConstraintRounds(
        mapConstraintTeams(projected.constraint, (id) => indexOf.get(id)!),
        -1,
      ),
    );
  }
  if (constraints.length === 0 || fixture.homeTeamId === null || fixture.awayTeamId === null)
    return () => true;
  const problem: TimetableProblem = { teamCount: teamIds.length, legs: legs === 2 ? 2 : 1, constraints };
  // The moved game last: in a round where its teams play another game too, the checker (one game per team a
  // round) counts the replayed one as theirs.
  const ordered = [...games.filter((f) => f.id !== fixture.id), ...games.filter((f) => f.id === fixture.id)];
  const timetable = (moveTo: number) =>
    ordered.map((f) => ({
      round: (f.id === fixture.id ? moveTo : f.round) - 1,
      home: indexOf.get(f.homeTeamId!)!,
      away: indexOf.get(f.awayTeamId!)!,
    }));
  const deviations = (round: number) =>
    new Map(checkTimetable(problem, timetable(round)).violations.map((v) => [v.index, v.deviation]));
  const now = deviations(fixture.round);
  const cache = new Map<number, boolean>();
  return (round) => {
    if (!cache.has(round)) {
      const after = deviations(round);
      cache.set(
        round,
        [...after].every(([index, deviation]) => deviation <= (now.get(index) ?? 0)),
      );
    }
    return cache.get(round)!;
  };
}
