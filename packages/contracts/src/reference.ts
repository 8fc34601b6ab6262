import { z } from 'zod';
import { Access, defineRoutes } from './route.ts';

/** Sport type, stage type and team league ids are stable lowercase slugs such as `football` or `u19`. */
export const ReferenceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug such as football or ea-sports-fc');

/**
 * Points a team gets per result in a standings table. `overtimeWin`/`overtimeLoss` are set for sports
 * that decide drawn games by overtime, shoot-out or a deciding set (ice hockey, volleyball).
 */
export const PointsPresetSchema = z.object({
  win: z.number().int(),
  draw: z.number().int(),
  loss: z.number().int(),
  overtimeWin: z.number().int().optional(),
  overtimeLoss: z.number().int().optional(),
});
export type PointsPreset = z.infer<typeof PointsPresetSchema>;

/** How a match is divided: two halves of 45 minutes, four quarters of 10, best of five sets (no clock). */
export const MatchPeriodsSchema = z.object({
  count: z.number().int().positive(),
  /** Length of one period in minutes; `null` when periods are not timed (sets, innings, maps). */
  minutes: z.number().int().positive().nullable(),
  name: z.string(),
});
export type MatchPeriods = z.infer<typeof MatchPeriodsSchema>;

/** A kind of match event a sport records (goal, yellow card, three-pointer, set won…). */
export const MatchEventTypeSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** What the event adds to the score of the team it is recorded for (0 for cards, fouls…). */
  points: z.number().int(),
  /** True when the points go to the opponent (an own goal). */
  forOpponent: z.boolean(),
});
export type MatchEventType = z.infer<typeof MatchEventTypeSchema>;

/** Sport type (spec §3: id, name, displayName, isESport, order) with the defaults a competition starts from. */
export const SportTypeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    isESport: z.boolean(),
    order: z.number().int(),
    allowsDraws: z.boolean(),
    points: PointsPresetSchema,
    periods: MatchPeriodsSchema,
    eventTypes: z.array(MatchEventTypeSchema),
    /** Players of one team on the field (or in the game) at a time. */
    playersOnField: z.number().int().positive(),
    /** Default size of a match-day squad (starters and substitutes). */
    squadSize: z.number().int().positive(),
  })
  .meta({ id: 'SportType' });
export type SportType = z.infer<typeof SportTypeSchema>;

export const TeamLeagueKind = {
  ageGroup: 'age-group',
  division: 'division',
  clubLeague: 'club-league',
} as const;
export type TeamLeagueKind = (typeof TeamLeagueKind)[keyof typeof TeamLeagueKind];

/** A category teams belong to within a sport: an age group, a division, or a video game's club league. */
export const TeamLeagueSchema = z
  .object({
    id: z.string(),
    sportTypeId: z.string(),
    name: z.string(),
    displayName: z.string(),
    kind: z.enum(['age-group', 'division', 'club-league']),
    order: z.number().int(),
  })
  .meta({ id: 'TeamLeague' });
export type TeamLeague = z.infer<typeof TeamLeagueSchema>;

/** `GET /sport-types/leagues`: every sport type with its team leagues (see docs/adr/0004-runtime-config-and-reference-data.md). */
export const SportTypeWithLeaguesSchema = SportTypeSchema.extend({
  teamLeagues: z.array(TeamLeagueSchema),
}).meta({ id: 'SportTypeWithLeagues' });
export type SportTypeWithLeagues = z.infer<typeof SportTypeWithLeaguesSchema>;

export const StageFormat = {
  roundRobin: 'round-robin',
  groups: 'groups',
  singleElimination: 'single-elimination',
  doubleElimination: 'double-elimination',
  swiss: 'swiss',
} as const;
export type StageFormat = (typeof StageFormat)[keyof typeof StageFormat];

/** A kind of competition stage and the sports it applies to. */
export const StageTypeItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    description: z.string(),
    format: z.enum(['round-robin', 'groups', 'single-elimination', 'double-elimination', 'swiss']),
    order: z.number().int(),
    sportTypeIds: z.array(z.string()),
  })
  .meta({ id: 'StageTypeItem' });
export type StageTypeItem = z.infer<typeof StageTypeItemSchema>;

export const SportTypeParamsSchema = z.object({ id: ReferenceIdSchema });
export const StageTypesQuerySchema = z.object({ sportKindId: ReferenceIdSchema.optional() });

const tags = ['reference'];

/** Reference data (spec §7 "Reference"): public, read-only, the same for everyone. */
export const referenceRoutes = defineRoutes({
  listSportTypes: {
    method: 'GET',
    path: '/api/sport-types',
    summary: 'Sport types, in display order',
    tags,
    access: Access.public,
    response: z.array(SportTypeSchema),
  },
  listSportTypesWithLeagues: {
    method: 'GET',
    path: '/api/sport-types/leagues',
    summary: 'Every sport type with its team leagues',
    tags,
    access: Access.public,
    response: z.array(SportTypeWithLeaguesSchema),
  },
  listTeamLeagues: {
    method: 'GET',
    path: '/api/sport-types/:id/team-leagues',
    summary: 'Team leagues (age groups, divisions, club leagues) of one sport type',
    tags,
    access: Access.public,
    params: SportTypeParamsSchema,
    response: z.array(TeamLeagueSchema),
  },
  listStageTypes: {
    method: 'GET',
    path: '/api/stage-types',
    summary: 'Stage types, optionally only those that apply to a sport type',
    tags,
    access: Access.public,
    query: StageTypesQuerySchema,
    response: z.array(StageTypeItemSchema),
  },
});
