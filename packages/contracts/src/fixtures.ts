import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { StageType } from './champs.ts';
import { Id, IdParams, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

export const FixtureStatus = z.enum(['scheduled', 'finished']);
export type FixtureStatus = z.infer<typeof FixtureStatus>;

/** Where the winner of a knockout fixture goes next. */
export const WinnerGoesTo = z.object({ fixtureId: Id, side: z.enum(['home', 'away']) });

export const Fixture = z.object({
  id: Id,
  champId: Id,
  stageId: Id,
  stageName: z.string(),
  stageType: StageType,
  groupId: Id.nullable(),
  groupName: z.string().nullable(),
  /** 1-based round number within the stage (knockout: 1 = first round). */
  round: z.number().int(),
  /** Position within the round (knockout: bracket slot, 0-based). */
  slot: z.number().int(),
  /** Leg of the pairing in league/group stages (1 or 2…). */
  leg: z.number().int(),
  /** Empty (null) in a knockout slot not yet filled by a winner. */
  homeTeamId: Id.nullable(),
  awayTeamId: Id.nullable(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  homePenalties: z.number().int().nullable(),
  awayPenalties: z.number().int().nullable(),
  status: FixtureStatus,
  startsAt: z.string().nullable(),
  /** A knockout bye: one side advances without playing. */
  isBye: z.boolean(),
  winnerGoesTo: WinnerGoesTo.nullable(),
  canEdit: z.boolean(),
});
export type Fixture = z.infer<typeof Fixture>;

export const FixtureList = z.object({ items: z.array(Fixture), totalItems: z.number().int() });
export type FixtureList = z.infer<typeof FixtureList>;

export const FixturePage = pagedOf(Fixture);
export type FixturePage = z.infer<typeof FixturePage>;

export const GenerateFixturesBody = z.object({
  stageId: Id,
  /** First round's day, `YYYY-MM-DD`; without it fixtures have no date. */
  startDate: z.iso.date().optional(),
  daysBetweenRounds: z.number().int().min(1).max(365).optional(),
  /** `HH:MM` in UTC. */
  kickoffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM')
    .optional(),
});
export type GenerateFixturesBody = z.infer<typeof GenerateFixturesBody>;

const QueryDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const FixtureSearchQuery = PagingQuery.extend({
  champId: Id.optional(),
  stageId: Id.optional(),
  teamId: Id.optional(),
  status: FixtureStatus.optional(),
  /** Inclusive lower bound of `startsAt` (date or date-time). */
  from: QueryDate.optional(),
  /** Inclusive upper bound of `startsAt` (a bare date includes that whole day). */
  to: QueryDate.optional(),
  /**
   * By kick-off: `asc` soonest first (fixtures to come), `desc` newest first (results); fixtures without a
   * kick-off time come last either way, in playing order. Without it, playing order (stage, round, group, slot).
   */
  sort: z.enum(['asc', 'desc']).optional(),
});
export type FixtureSearchQuery = z.infer<typeof FixtureSearchQuery>;

const Score = z.number().int().min(0).max(999);

export const ScoreBody = z.object({
  homeScore: Score,
  awayScore: Score,
  /** Knockout only: a penalty shoot-out decides a level score. */
  homePenalties: Score.nullish(),
  awayPenalties: Score.nullish(),
});
export type ScoreBody = z.infer<typeof ScoreBody>;

export const UpdateFixtureBody = z.object({
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type UpdateFixtureBody = z.infer<typeof UpdateFixtureBody>;

const tags = ['fixtures'];
const byId = { params: IdParams };

/** Fixtures (spec §7 "Fixtures"). */
export const fixtureRoutes = defineRoutes({
  generateFixtures: {
    method: 'POST',
    path: '/api/fixture/generate',
    summary: "Draw a stage's fixtures (and groups) from the competition's teams",
    description:
      "Replaces the stage's fixtures; refused (409 `fixture.stage_has_results`) once a result exists.",
    tags,
    access: Access.permission(Permission.StageEdit, 'body.stageId'),
    body: GenerateFixturesBody,
    response: FixtureList,
  },
  searchFixtures: {
    method: 'GET',
    path: '/api/fixture/search',
    summary: 'Search fixtures by competition, stage, team, status and dates',
    tags,
    access: Access.public,
    query: FixtureSearchQuery,
    response: FixturePage,
  },
  listChampFixtures: {
    method: 'GET',
    path: '/api/fixture/champ/:id',
    summary: "A competition's fixtures",
    tags,
    access: Access.public,
    ...byId,
    response: FixtureList,
  },
  listGroupFixtures: {
    method: 'GET',
    path: '/api/group/:id/fixture',
    summary: "A group's fixtures",
    tags,
    access: Access.public,
    ...byId,
    response: FixtureList,
  },
  getFixture: {
    method: 'GET',
    path: '/api/fixture/:id',
    summary: 'A fixture',
    tags,
    access: Access.public,
    ...byId,
    response: Fixture,
  },
  updateFixture: {
    method: 'PUT',
    path: '/api/fixture/:id',
    summary: 'Move a fixture (kick-off time)',
    tags,
    access: Access.permission(Permission.FixtureEdit, 'params.id'),
    ...byId,
    body: UpdateFixtureBody,
    response: Fixture,
  },
  setScore: {
    method: 'PUT',
    path: '/api/fixture/:id/score',
    summary: 'Record the result; in a knockout the winner moves on',
    tags,
    access: Access.permission(Permission.FixtureScore, 'params.id'),
    ...byId,
    body: ScoreBody,
    response: Fixture,
  },
});
