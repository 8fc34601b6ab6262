import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Fixture } from './fixtures.ts';
import { Id, IdParams } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/**
 * The fixture scheduler (issue 28, ADR 0027): round-robin constraints in the vocabulary of ITC2021, rounds
 * numbered from 1, teams by id (the competition's), `venue` seen from `teams`.
 */
const Round = z.number().int().min(1).max(500);
const Rounds = z.array(Round).min(1).max(500);
const Teams = z.array(Id).min(1).max(200);
const Count = z.number().int().min(0).max(10_000);
const GameVenue = z.enum(['home', 'away', 'any']);
const soft = {
  /** A wish rather than a rule: each unit it is broken by costs `weight` (default 1). */
  soft: z.boolean().optional(),
  weight: z.number().int().min(1).max(1_000_000).optional(),
};

export const Constraint = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['maxHomeInRounds', 'maxAwayInRounds']),
    teams: Teams,
    rounds: Rounds,
    max: Count,
    min: Count.optional(),
    ...soft,
  }),
  z.object({
    kind: z.literal('maxGamesAgainstInRounds'),
    teams: Teams,
    opponents: Teams,
    venue: GameVenue,
    rounds: Rounds,
    max: Count,
    ...soft,
  }),
  z.object({
    kind: z.literal('maxGamesAgainstInAnyWindow'),
    teams: Teams,
    opponents: Teams,
    venue: GameVenue,
    window: z.number().int().min(1).max(500),
    max: Count,
    ...soft,
  }),
  z.object({
    kind: z.literal('maxGroupGames'),
    teams: Teams,
    opponents: Teams,
    venue: GameVenue,
    rounds: Rounds,
    per: z.enum(['total', 'eachRound']),
    max: Count,
    ...soft,
  }),
  z.object({ kind: z.enum(['fixedGame', 'forbiddenGame']), home: Id, away: Id, rounds: Rounds, ...soft }),
  z.object({
    kind: z.literal('gamesInRounds'),
    games: z
      .array(z.object({ home: Id, away: Id }))
      .min(1)
      .max(1000),
    rounds: Rounds,
    min: Count,
    max: Count,
    ...soft,
  }),
  z.object({
    kind: z.literal('maxBreaks'),
    teams: Teams,
    rounds: Rounds,
    breakType: z.enum(['home', 'away', 'any']),
    max: Count,
    ...soft,
  }),
  z.object({ kind: z.literal('maxTotalBreaks'), teams: Teams, rounds: Rounds, max: Count, ...soft }),
  z.object({ kind: z.literal('homeBalance'), teams: Teams, rounds: Rounds, maxDifference: Count, ...soft }),
  z.object({ kind: z.literal('separation'), teams: Teams, min: z.number().int().min(0).max(500), ...soft }),
]);
export type Constraint = z.infer<typeof Constraint>;

const IsoDate = z.iso.date();
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

/** A team's earliest and latest kick-off (`HH:MM`, UTC) on any match day; either may be left out. */
export const TeamTimes = z.object({ team: Id, earliest: ClockTime.optional(), latest: ClockTime.optional() });
export type TeamTimes = z.infer<typeof TeamTimes>;

export const ScheduleStageBody = z.object({
  constraints: z.array(Constraint).max(5000),
  /** One date per round (`YYYY-MM-DD`), in round order; else `startDate` + `daysBetweenRounds`. */
  roundDates: z.array(IsoDate).max(500).optional(),
  startDate: IsoDate.optional(),
  daysBetweenRounds: z.number().int().min(1).max(365).optional(),
  /** `HH:MM` in UTC (default 15:00). */
  kickoffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM')
    .optional(),
  /**
   * Place each round's fixtures on the competition's venues (`PUT /champs/{id}/venues`) and kick-off slots of its
   * day, as `POST /fixture/generate` does: never overlapping another fixture (of any competition) at a venue, nor
   * two of one team. Needs a date (`roundDates`, `startDate` or the competition's).
   */
  spreadOverVenues: z.boolean().optional(),
  /** With `spreadOverVenues`: kick-offs per venue per match day (default 1), `slotMinutes` apart. */
  slotsPerDay: z.number().int().min(1).max(12).optional(),
  /** Minutes between two kick-offs at one venue (default: the sport's match duration plus 30). */
  slotMinutes: z.number().int().min(10).max(600).optional(),
  /**
   * With `spreadOverVenues`: each team's earliest and latest kick-off; a fixture goes only where both its teams'
   * times allow. At most one entry per team.
   */
  teamTimes: z.array(TeamTimes).max(200).optional(),
  /**
   * With `spreadOverVenues`: tournament days. Several rounds may share a date (`roundDates` with a date repeated):
   * a team's matches on one date are then at least the match's duration plus `minRestMinutes` apart, later rounds
   * later in the day. Without it, a team's matches on one date may not overlap (rest 0).
   */
  minRestMinutes: z.number().int().min(0).max(1440).optional(),
  /** Double round robin only: each pair meets once in the first half of the rounds and once in the second. */
  phased: z.boolean().optional(),
  /** A preview: the schedule is answered (200) and nothing is saved. */
  dryRun: z.boolean().optional(),
  /** How long the solver may think, in seconds (default 60); the best schedule found by then is answered. */
  timeLimitSeconds: z.number().int().min(1).max(600).optional(),
});
export type ScheduleStageBody = z.infer<typeof ScheduleStageBody>;

/**
 * What a stage was last scheduled with (saved by a `POST /stage/{id}/schedule` that saved, i.e. not `dryRun`):
 * the body as sent (without `dryRun` and `timeLimitSeconds`) and the venues the schedule was spread over.
 * Replay options are checked against it.
 */
export const StageScheduleSettings = z.object({
  /** Null until the stage is scheduled (and saved) with the scheduler. */
  settings: ScheduleStageBody.omit({ dryRun: true, timeLimitSeconds: true }).nullable(),
  /** The competition's venues at the time, in order (with `spreadOverVenues`). */
  venueIds: z.array(Id),
  savedAt: z.string().nullable(),
  /** Each constraint of `settings` in the organiser's words, in order. */
  constraintTexts: z.array(z.string()),
});
export type StageScheduleSettings = z.infer<typeof StageScheduleSettings>;

/** Where a postponed (or any unplayed) fixture can be replayed without breaking a hard rule. */
export const ReplayOption = z.object({
  startsAt: z.string(),
  /** Null when the stage was scheduled without venues. */
  venueId: Id.nullable(),
  venueName: z.string().nullable(),
  /** The round (from 1) whose window the date falls in: round-level constraints count the game there. */
  round: z.number().int(),
});
export type ReplayOption = z.infer<typeof ReplayOption>;

export const ReplayOptionList = z.object({ items: z.array(ReplayOption) });
export type ReplayOptionList = z.infer<typeof ReplayOptionList>;

export const ReplayOptionsQuery = z.object({
  /** The first date to offer (default: tomorrow, UTC). */
  from: z.iso.date().optional(),
  /** How many options, soonest first (default 20). */
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReplayOptionsQuery = z.infer<typeof ReplayOptionsQuery>;

/** A scheduled fixture: a saved one, or (`dryRun`) a preview with `id` null. */
export const ScheduledFixture = Fixture.extend({ id: Id.nullable() });
export type ScheduledFixture = z.infer<typeof ScheduledFixture>;

export const BrokenConstraint = z.object({
  /** Index into `constraints`. */
  index: z.number().int(),
  /** How far it is broken, counted as ITC2021 counts it (games over a cap, rounds short of a gap…). */
  deviation: z.number(),
  /** weight × deviation. */
  penalty: z.number(),
  /** The constraint in the organiser's words, rounds from 1. */
  text: z.string(),
});

export const ScheduleResult = z.object({
  items: z.array(ScheduledFixture),
  totalItems: z.number().int(),
  /** False for a `dryRun` preview. */
  saved: z.boolean(),
  /** True when the solver proved no schedule has a smaller soft penalty; false when the time limit stopped it. */
  optimal: z.boolean(),
  /** Σ weight × deviation of the broken soft constraints. */
  softPenalty: z.number(),
  /** The soft constraints the schedule breaks (hard ones never are). */
  brokenConstraints: z.array(BrokenConstraint),
  solveSeconds: z.number(),
  /** Saved with `spreadOverVenues`: fixtures no venue slot was free for (they keep the round's kick-off). */
  unplacedFixtureIds: z.array(Id).optional(),
  /** With `spreadOverVenues`: how many fixtures no venue slot was free for (in a preview: those with `venueId` null). */
  unplacedCount: z.number().int().optional(),
});
export type ScheduleResult = z.infer<typeof ScheduleResult>;

/** The running solve of a stage, if any (`GET`), and what its solver reported last. */
export const ScheduleProgress = z.object({
  running: z.boolean(),
  startedAt: z.string().nullable(),
  elapsedSeconds: z.number(),
  timeLimitSeconds: z.number().nullable(),
  /** The solver's own clock at its last report (about once a second); null until it has reported. */
  solverSeconds: z.number().nullable(),
  /** Branch-and-bound nodes explored so far. */
  nodes: z.number().int(),
  /** A schedule keeping every hard constraint is already known. */
  foundSchedule: z.boolean(),
  bestPenalty: z.number().nullable(),
  /** While looking for why it cannot be done: how many candidate sets were solved. */
  conflictTests: z.number().int(),
});
export type ScheduleProgress = z.infer<typeof ScheduleProgress>;

export const CancelScheduleResult = z.object({ cancelled: z.boolean() });

const tags = ['fixtures'];
const editStage = Access.permission(Permission.StageEdit, 'params.id');
const editFixture = Access.permission(Permission.FixtureEdit, 'params.id');

/** The fixture scheduler (issue 28). */
export const scheduleRoutes = defineRoutes({
  scheduleStage: {
    method: 'POST',
    path: '/api/stage/:id/schedule',
    summary: "Schedule a league stage's round robin under the organiser's constraints",
    description:
      "Solves the timetable with a MIP solver: every hard constraint holds, the soft ones cost their weight. Replaces the stage's fixtures (201), or with `dryRun` answers a preview and saves nothing (200). When the hard constraints cannot all hold: 422 `schedule.infeasible` with `conflicts`, indexes of a set of them that cannot hold together. One solve per stage at a time (409 `schedule.running`); `GET` reports its progress, `DELETE` cancels it.",
    tags,
    access: editStage,
    params: IdParams,
    body: ScheduleStageBody,
    status: 201,
    response: ScheduleResult,
  },
  getScheduleProgress: {
    method: 'GET',
    path: '/api/stage/:id/schedule',
    summary: "The progress of a stage's running schedule solve",
    tags,
    access: editStage,
    params: IdParams,
    response: ScheduleProgress,
  },
  cancelSchedule: {
    method: 'DELETE',
    path: '/api/stage/:id/schedule',
    summary: "Cancel a stage's running schedule solve",
    description:
      'The running `POST /stage/{id}/schedule` then answers 409 `schedule.cancelled`; nothing is saved.',
    tags,
    access: editStage,
    params: IdParams,
    response: CancelScheduleResult,
  },
  getScheduleSettings: {
    method: 'GET',
    path: '/api/stage/:id/schedule/settings',
    summary: 'What a stage was last scheduled with: constraints, dates, venues and times',
    description:
      "Saved by every `POST /stage/{id}/schedule` that saves; `settings` is null until then. The organiser's own: constraints may say what is not public (a ground taken, a derby wished).",
    tags,
    access: editStage,
    params: IdParams,
    response: StageScheduleSettings,
  },
  getReplayOptions: {
    method: 'GET',
    path: '/api/fixture/:id/replay-options',
    summary: 'Dates, kick-offs and venues where a postponed fixture can be replayed',
    description:
      'Checked against what the stage was scheduled with (`GET /stage/{id}/schedule/settings`): neither team plays then (on tournament days: with the rest), both teams\' kick-off times, the venue free (any competition) and open (its availability), and every hard constraint still holding with the game counted in the round whose dates the option falls in. Soonest first. Move the fixture to one with `PUT /fixture/{id}` `{ startsAt, venueId, status: "scheduled" }`. 404 for an unknown fixture; 409 `schedule.not_scheduled` when its stage was not saved by the scheduler, `fixture.already_finished` when it has its result.',
    tags,
    access: editFixture,
    params: IdParams,
    query: ReplayOptionsQuery,
    response: ReplayOptionList,
  },
});
