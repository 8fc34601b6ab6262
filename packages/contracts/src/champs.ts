import {
  FAIR_PLAY_SCHEME_NAMES,
  H2H_SCOPES,
  Permission,
  STAGE_TYPES,
  TIEBREAK_CRITERIA,
} from '@matchday/domain';
import { z } from 'zod';
import { UserItemRelation, UserItemsQuery } from './leagues.ts';
import { DeletedResult, Id, IdParams, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { Keyword, MediaRef, nameText, text } from './strings.ts';
import {
  AddChampTeamBody,
  ChampTeamList,
  LeagueTeamList,
  RemoveChampTeamQuery,
  TeamChampList,
} from './teams.ts';

/** A tie-break criterion of the standings engine (packages/domain standings): a closed set. */
export const TiebreakCriterion = z.enum(TIEBREAK_CRITERIA);
/** Which results head-to-head criteria compare: a closed set of the engine's. */
export const H2hScopeName = z.enum(H2H_SCOPES);

const Points = z.number().int().min(0).max(100);
const rulesShape = {
  win: Points,
  draw: Points,
  loss: z.number().int().min(-100).max(100),
  /** Sports with overtime or shoot-outs (ice hockey): points for such wins and losses. */
  overtimeWin: Points.optional(),
  overtimeLoss: Points.optional(),
  shootoutWin: Points.optional(),
  shootoutLoss: Points.optional(),
  /**
   * How cards turn into the `fairPlay` criterion's points (fewer is better): `fifa` (yellow 1, second yellow
   * 3, direct red 4, yellow then direct red 5) or `uefa` (yellow 1, red 3, yellow then red 4). Default `uefa`.
   */
  fairPlayScheme: z.enum(FAIR_PLAY_SCHEME_NAMES as [string, ...string[]]).optional(),
  /**
   * The walkover score of a forfeit (issue 27): winner's and loser's score of a best-of-one match, or of each
   * game of a series. Default: the sport's (football 3–0, basketball 20–0, esports 1–0 per game).
   */
  walkover: z
    .object({ winner: z.number().int().min(1).max(1000), loser: z.number().int().min(0).max(999) })
    .refine((w) => w.winner > w.loser, { message: 'The winner scores more than the loser', path: ['winner'] })
    .optional(),
};

/**
 * Points and tie-breakers of a competition as an organiser sends them. Criterion and scope names are the
 * engine's closed sets (documented as enums); the server refuses any other name, or one listed twice, with
 * 400 `champ.rules_invalid` naming the field (`body.rules.tiebreakers.N`). Missing rules = the sport's preset.
 */
export const ChampRules = z.object({
  ...rulesShape,
  tiebreakers: z
    .array(
      text(40)
        .min(1)
        .meta({ enum: [...TIEBREAK_CRITERIA] }),
    )
    .max(20),
  h2hScope: text(40)
    .min(1)
    .meta({ enum: [...H2H_SCOPES] }),
});
export type ChampRules = z.infer<typeof ChampRules>;

/** A competition's rules as stored and served: every name is one the standings engine knows. */
export const KnownChampRules = z.object({
  ...rulesShape,
  tiebreakers: z.array(TiebreakCriterion).max(20),
  h2hScope: H2hScopeName,
});
export type KnownChampRules = z.infer<typeof KnownChampRules>;

/** `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

export const CreateChampBody = z.object({
  champLeagueId: Id,
  name: nameText(200),
  season: text(50).trim().nullish(),
  startDate: IsoDate.nullish(),
  description: text(5000).nullish(),
  logo: MediaRef.nullish(),
  rules: ChampRules.nullish(),
  /**
   * Lineup tracking (spec §4). Off (the default): a player's matches are the fixtures of the teams whose
   * competition squad holds them. On: only the fixtures whose match sheet lists them.
   */
  lineupTracking: z.boolean().optional(),
});
export type CreateChampBody = z.infer<typeof CreateChampBody>;

export const UpdateChampBody = CreateChampBody.omit({ champLeagueId: true }).partial();
export type UpdateChampBody = z.infer<typeof UpdateChampBody>;

export const Champ = z.object({
  id: Id,
  champLeagueId: Id,
  champLeagueName: z.string(),
  sportKindId: z.string(),
  name: z.string(),
  season: z.string().nullable(),
  startDate: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  rules: KnownChampRules,
  /** Lineup tracking on (see `CreateChampBody`). Read as off when absent (an older server). */
  lineupTracking: z.boolean().default(false),
  ownerId: z.string(),
  teamCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  /**
   * Whether the caller may delete this competition (its owner, its league's owner, SystemAdmin; not a
   * Manager). Read as false when absent.
   */
  canDelete: z.boolean().default(false),
});
export type Champ = z.infer<typeof Champ>;

export const ChampList = pagedOf(Champ);
export type ChampList = z.infer<typeof ChampList>;

export const ChampListQuery = PagingQuery.extend({
  sportKindId: text(64).min(1).optional(),
  champLeagueId: Id.optional(),
  keyword: Keyword.optional(),
});
export type ChampListQuery = z.infer<typeof ChampListQuery>;

/** A series' length: best of 1, 3, 5 or 7 games. */
export const BestOf = z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(7)]);

/** The published Counter-Strike Major Swiss pairing rules a Swiss stage can follow, newest first. */
export const SWISS_RULES = ['valve-2023-11', 'valve-2022-09', 'pgl-2021'] as const;

export const StageType = z.enum(STAGE_TYPES);
export type StageType = z.infer<typeof StageType>;

export const StageGroup = z.object({ id: Id, name: z.string(), order: z.number().int() });
export type StageGroup = z.infer<typeof StageGroup>;

export const CreateStageBody = z.object({
  type: StageType,
  name: nameText(200),
  /** Meetings of each pair in league and group stages (1 = single, 2 = double round robin). */
  legs: z.number().int().min(1).max(4).optional(),
  /** Number of groups in a `groups` stage. */
  groupCount: z.number().int().min(1).max(32).optional(),
  /**
   * A `groups` stage's groups as given instead of a draw: each team of the competition in at most one group.
   * With them the stage's fixtures are drawn at once (round robin within each group).
   */
  groups: z
    .array(z.object({ name: nameText(60), teamIds: z.array(Id).min(2).max(64) }))
    .min(1)
    .max(32)
    .optional(),
  /**
   * A `knockout` stage's first round as given pairs in bracket order: the winners of pairs 1 and 2 meet
   * next, and so on (a power of two of pairs). With them the bracket is drawn at once.
   */
  pairings: z
    .array(z.tuple([Id, Id]))
    .min(1)
    .max(256)
    .optional(),
  /** Knockout: the semi-final losers meet in a third-place match. */
  thirdPlace: z.boolean().optional(),
  /**
   * Knockout, double elimination and Swiss: the stage's teams in seed order (1 = best); without it, the
   * competition's teams in entry order. A knockout drawn round by round is played by exactly these teams.
   */
  seeding: z.array(Id).min(2).max(512).optional(),
  /** Double elimination: a second grand final when the losers-bracket champion wins the first. */
  grandFinalReset: z.boolean().optional(),
  /** Swiss: wins that advance a team (e.g. 3, as in Counter-Strike Majors). */
  winsToAdvance: z.number().int().min(1).max(20).optional(),
  /** Swiss: losses that eliminate a team. */
  lossesToEliminate: z.number().int().min(1).max(20).optional(),
  /** Swiss: stop after this many rounds even if teams are still playing. */
  rounds: z.number().int().min(1).max(50).optional(),
  /**
   * Swiss: which published Counter-Strike Major pairing rules (default `valve-2023-11`, the current ones).
   */
  swissRules: z.enum(SWISS_RULES).optional(),
  /** Games of each fixture: best of 1 (default), 3, 5 or 7. */
  bestOf: BestOf.optional(),
  /** Swiss: best-of for advancement and elimination matches (default: `bestOf`). */
  decidingBestOf: BestOf.optional(),
  /** Knockout with `legs: 2`: away goals break a level aggregate (extra-time away goals count too). */
  awayGoals: z.boolean().optional(),
  /** Knockout with `legs: 2`: the final is one match (1, default) or two legs. */
  finalLegs: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Knockout: a bracket fixed now (`bracket`, default) or each round drawn by the organiser (`eachRound`). */
  draw: z.enum(['bracket', 'eachRound']).optional(),
  /**
   * Knockout: its teams come from a groups stage: the top `perGroup` of each group and the
   * `bestOfNextPlace` best teams placed next, crossed so group-mates do not meet in the first round. Until
   * that stage is finished the bracket shows "Winner Group A" and the like.
   */
  fromStage: z
    .object({
      stageId: Id,
      perGroup: z.number().int().min(1).max(16),
      bestOfNextPlace: z.number().int().min(0).max(32).optional(),
    })
    .optional(),
});
export type CreateStageBody = z.infer<typeof CreateStageBody>;

export const UpdateStageBody = z.object({
  name: nameText(200).optional(),
  legs: z.number().int().min(1).max(4).optional(),
  groupCount: z.number().int().min(1).max(32).optional(),
  order: z.number().int().min(0).optional(),
});
export type UpdateStageBody = z.infer<typeof UpdateStageBody>;

export const Stage = z.object({
  id: Id,
  champId: Id,
  type: StageType,
  name: z.string(),
  order: z.number().int(),
  legs: z.number().int(),
  groupCount: z.number().int(),
  groups: z.array(StageGroup),
  fixtureCount: z.number().int(),
  /** Knockout with a third-place match. */
  thirdPlace: z.boolean(),
  canEdit: z.boolean(),
  grandFinalReset: z.boolean().default(false),
  bestOf: z.number().int().default(1),
  decidingBestOf: z.number().int().default(1),
  winsToAdvance: z.number().int().nullable().default(null),
  lossesToEliminate: z.number().int().nullable().default(null),
  rounds: z.number().int().nullable().default(null),
  swissRules: z.enum(SWISS_RULES).nullable().default(null),
  awayGoals: z.boolean().default(false),
  finalLegs: z.number().int().default(1),
  draw: z.enum(['bracket', 'eachRound']).default('bracket'),
  /** Double elimination and Swiss: the seed order (team ids); empty when the entry order is used. */
  seeding: z.array(Id).default([]),
  fromStage: z
    .object({ stageId: Id, perGroup: z.number().int(), bestOfNextPlace: z.number().int() })
    .nullable()
    .default(null),
});
export type Stage = z.infer<typeof Stage>;

export const StageList = z.object({ items: z.array(Stage), totalItems: z.number().int() });
export type StageList = z.infer<typeof StageList>;

/** One line of a standings table (`GET /stage/{id}/stats`). */
export const StandingRow = z.object({
  pos: z.number().int(),
  teamId: Id,
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  groupId: Id.nullable(),
  groupName: z.string().nullable(),
  /** Why this team is placed above the next one when they are level on points (the engine's explanation). */
  tiebreak: z.string().nullable(),
  /** The engine's criterion behind `tiebreak` (e.g. `h2hPoints`), for clients that word it themselves. */
  tiebreakCriterion: z.string().nullable(),
  /** Swiss: series won and lost (a bye counts as a win). */
  wins: z.number().int().optional(),
  losses: z.number().int().optional(),
  /** Swiss: the Difficulty Score, the sum of the opponents' wins minus losses. */
  buchholz: z.number().int().optional(),
  /** Swiss: `advanced`, `eliminated` or `playing`. */
  status: z.enum(['advanced', 'eliminated', 'playing']).optional(),
  /** Swiss: the teams met, in round order. */
  opponents: z.array(z.object({ teamId: Id, teamName: z.string() })).optional(),
  /** Double elimination: the final place once decided (5 for 5th–6th, …); null while still in. */
  place: z.number().int().nullable().optional(),
  /** Why the row is as it is (issue 27): "Withdrawn: …", "Disqualified: …"; null otherwise. */
  note: z.string().nullable().default(null),
});
export type StandingRow = z.infer<typeof StandingRow>;

/** Spec §3/§9: a stage without teams or fixtures answers `{ items: [], pageIndex: -1 }`. */
export const StageStats = z.object({
  items: z.array(StandingRow),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
});
export type StageStats = z.infer<typeof StageStats>;

export const ChampTeamTotals = z.object({
  teamId: Id,
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
});
export type ChampTeamTotals = z.infer<typeof ChampTeamTotals>;

export const ChampStats = z.object({
  items: z.array(ChampTeamTotals),
  totalItems: z.number().int(),
  fixturesPlayed: z.number().int(),
  fixturesTotal: z.number().int(),
  goals: z.number().int(),
});
export type ChampStats = z.infer<typeof ChampStats>;

export const TeamRating = z.object({
  teamId: Id,
  teamName: z.string(),
  rating: z.number(),
  played: z.number().int(),
});
export type TeamRating = z.infer<typeof TeamRating>;

export const TeamRatingList = z.object({ items: z.array(TeamRating), totalItems: z.number().int() });
export type TeamRatingList = z.infer<typeof TeamRatingList>;

export const ChampPagingQuery = PagingQuery;

export const UserChamp = Champ.extend({ relation: UserItemRelation });
export const UserChampList = pagedOf(UserChamp);
export type UserChampList = z.infer<typeof UserChampList>;

const byId = { params: IdParams };
const editChamp = Access.permission(Permission.ChampEdit, 'params.id');
const ChampTeamParams = IdParams.extend({ teamId: Id });

/** Competitions (spec §7 "Champs") and the teams entered in them. */
export const champRoutes = defineRoutes({
  listChamps: {
    method: 'GET',
    path: '/api/champs',
    summary: 'List competitions',
    tags: ['champs'],
    access: Access.public,
    query: ChampListQuery,
    response: ChampList,
  },
  createChamp: {
    method: 'POST',
    path: '/api/champs',
    summary: 'Create a competition in a league the caller may edit',
    tags: ['champs'],
    access: Access.permission(Permission.LeagueEdit, 'body.champLeagueId'),
    body: CreateChampBody,
    status: 201,
    response: Champ,
  },
  listLeagueChamps: {
    method: 'GET',
    path: '/api/champ-leagues/:id/champs',
    summary: "A league's competitions",
    tags: ['champs'],
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: ChampList,
  },
  getChamp: {
    method: 'GET',
    path: '/api/champs/:id',
    summary: 'A competition',
    tags: ['champs'],
    access: Access.public,
    ...byId,
    response: Champ,
  },
  updateChamp: {
    method: 'PUT',
    path: '/api/champs/:id',
    summary: 'Update a competition',
    tags: ['champs'],
    access: editChamp,
    ...byId,
    body: UpdateChampBody,
    response: Champ,
  },
  deleteChamp: {
    method: 'DELETE',
    path: '/api/champs/:id',
    summary: 'Delete a competition with its stages and fixtures',
    tags: ['champs'],
    // Its owner, its league's owner and SystemAdmin only: a Manager edits, never deletes (issue 29, item 7).
    access: Access.permission(Permission.ChampDelete, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  listChampTeams: {
    method: 'GET',
    path: '/api/champs/:id/teams',
    summary: 'The teams entered in a competition',
    tags: ['champs'],
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: ChampTeamList,
  },
  addChampTeam: {
    method: 'POST',
    path: '/api/champs/:id/teams',
    summary: 'Enter a team the caller manages into a competition the caller organises',
    description:
      'A team the caller does not own or manage is refused (403 `champ.team_not_managed`): it joins through a ' +
      'registration request or an invitation instead.',
    tags: ['champs'],
    access: editChamp,
    ...byId,
    body: AddChampTeamBody,
    status: 201,
    response: ChampTeamList,
  },
  removeChampTeam: {
    method: 'DELETE',
    path: '/api/champs/:id/teams',
    summary: 'Remove the team given as `?teamId=` from a competition',
    description:
      "The organiser, or the team's owner or manager (withdrawing it), while the team has no fixtures there.",
    tags: ['champs'],
    access: Access.anyOf(
      Access.permission(Permission.ChampEdit, 'params.id'),
      Access.permission(Permission.TeamEdit, 'query.teamId'),
    ),
    ...byId,
    query: RemoveChampTeamQuery,
    response: ChampTeamList,
  },
  removeChampTeamById: {
    method: 'DELETE',
    path: '/api/champs/:id/teams/:teamId',
    summary: 'Remove a team from a competition',
    description:
      "The organiser, or the team's owner or manager (withdrawing it), while the team has no fixtures there.",
    tags: ['champs'],
    access: Access.anyOf(
      Access.permission(Permission.ChampEdit, 'params.id'),
      Access.permission(Permission.TeamEdit, 'params.teamId'),
    ),
    params: ChampTeamParams,
    response: ChampTeamList,
  },
  listTeamChamps: {
    method: 'GET',
    path: '/api/teams/:id/champs',
    summary: 'The competitions a team is entered in',
    tags: ['teams'],
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: TeamChampList,
  },
  listLeagueTeams: {
    method: 'GET',
    path: '/api/champ-leagues/:id/teams',
    summary: "The teams playing in any of a league's competitions",
    tags: ['champ-leagues'],
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: LeagueTeamList,
  },
  listUserChamps: {
    method: 'GET',
    path: '/api/user/champs',
    summary: "The caller's competitions: in leagues they own or manage (SystemAdmin: all, unless mine=true)",
    tags: ['user'],
    access: Access.signedIn,
    query: UserItemsQuery,
    response: UserChampList,
  },
});

/** Stages (spec §7 "Stages"); creating and listing live under /champs/{id}/stage. */
export const stageRoutes = defineRoutes({
  listStages: {
    method: 'GET',
    path: '/api/champs/:id/stage',
    summary: "A competition's stages",
    tags: ['stages'],
    access: Access.public,
    ...byId,
    response: StageList,
  },
  createStage: {
    method: 'POST',
    path: '/api/champs/:id/stage',
    summary: 'Add a stage to a competition',
    tags: ['stages'],
    access: editChamp,
    ...byId,
    body: CreateStageBody,
    status: 201,
    response: Stage,
  },
  getStage: {
    method: 'GET',
    path: '/api/stage/:id',
    summary: 'A stage',
    tags: ['stages'],
    access: Access.public,
    ...byId,
    response: Stage,
  },
  updateStage: {
    method: 'PUT',
    path: '/api/stage/:id',
    summary: 'Rename, reorder or reshape a stage (legs and groups only before any result)',
    tags: ['stages'],
    access: Access.permission(Permission.StageEdit, 'params.id'),
    ...byId,
    body: UpdateStageBody,
    response: Stage,
  },
  deleteStage: {
    method: 'DELETE',
    path: '/api/stage/:id',
    summary: 'Delete a stage with its groups and fixtures',
    tags: ['stages'],
    access: Access.permission(Permission.StageEdit, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
});

const ResultLetter = z.enum(['W', 'D', 'L']);

/** `GET /teams/{id}/totalstats`: the domain's `TeamTotals` of the team over its finished fixtures in every competition. */
export const TeamTotalStats = z.object({
  teamId: Id,
  teamName: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  cleanSheets: z.number().int(),
  /** The last five results, oldest first. */
  form: z.array(ResultLetter),
  /** The run the team is on now (null before its first result). */
  currentStreak: z.object({ result: ResultLetter, length: z.number().int() }).nullable(),
  currentWinStreak: z.number().int(),
  currentUnbeatenStreak: z.number().int(),
  longestWinStreak: z.number().int(),
  longestUnbeatenStreak: z.number().int(),
  /** Largest winning margin (on equal margins the one with more goals, then the earliest); null without a win. */
  biggestWin: z
    .object({
      opponent: z.object({ id: Id, name: z.string() }),
      goalsFor: z.number().int(),
      goalsAgainst: z.number().int(),
      atHome: z.boolean(),
      fixtureId: Id,
      champId: Id,
      date: z.string().nullable(),
    })
    .nullable(),
  /** How many competitions the totals span (those the team is entered in). */
  champCount: z.number().int(),
});
export type TeamTotalStats = z.infer<typeof TeamTotalStats>;

/** Tables computed from results: standings, team totals, ratings. */
export const standingsRoutes = defineRoutes({
  getStageStandings: {
    method: 'GET',
    path: '/api/stage/:id/stats',
    summary: "A stage's standings, one table per group, with tie-break explanations",
    description: 'Without teams or fixtures: `{ items: [], pageIndex: -1 }` (spec §3, §9).',
    tags: ['stages'],
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: StageStats,
  },
  getChampStats: {
    method: 'GET',
    path: '/api/champs/:id/stats',
    summary: "Each team's totals over every stage of a competition",
    tags: ['champs'],
    access: Access.public,
    ...byId,
    response: ChampStats,
  },
  getTeamTotalStats: {
    method: 'GET',
    path: '/api/teams/:id/totalstats',
    summary: "A team's totals over every competition it plays in",
    description:
      'Finished fixtures only, in kick-off order: record, goals, clean sheets, form (last five), streaks, biggest win.',
    tags: ['teams'],
    access: Access.public,
    ...byId,
    response: TeamTotalStats,
  },
  getChampTeamRatings: {
    method: 'GET',
    path: '/api/champs/:id/teams/rating',
    summary: "Elo ratings of the teams from the competition's finished fixtures",
    tags: ['champs'],
    access: Access.public,
    ...byId,
    response: TeamRatingList,
  },
  getLeagueTeamRatings: {
    method: 'GET',
    path: '/api/champ-leagues/:id/teams/rating',
    summary: "Elo ratings of the league's teams, carried across all its competitions",
    description:
      'The competition rating (`/champs/{id}/teams/rating`, same items) run over the finished fixtures of every ' +
      'competition of the league in kick-off order (fixtures without one first; equal ones by competition ' +
      "creation, then the competition's playing order), one rating per team carried from competition to " +
      'competition. Every team entered in any of them starts at 1500; best first. A league of one competition ' +
      'rates as that competition; a league without results lists its teams at 1500 (`played` 0). 404 ' +
      '`league.not_found`.',
    tags: ['champ-leagues'],
    access: Access.public,
    ...byId,
    response: TeamRatingList,
  },
});
