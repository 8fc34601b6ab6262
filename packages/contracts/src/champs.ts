import { z } from 'zod';
import { Id, PagingQuery, pagedOf } from './paging.ts';

/**
 * Points and tie-breakers of a competition. Criterion and scope names are the standings engine's
 * (packages/domain standings); the server refuses names the engine does not know. Missing rules = the sport's preset.
 */
export const ChampRules = z.object({
  win: z.number().int().min(0).max(100),
  draw: z.number().int().min(0).max(100),
  loss: z.number().int().min(-100).max(100),
  tiebreakers: z.array(z.string().min(1)).max(20),
  h2hScope: z.string().min(1),
  /** Sports with overtime or shoot-outs (ice hockey): points for such wins and losses. */
  overtimeWin: z.number().int().min(0).max(100).optional(),
  overtimeLoss: z.number().int().min(0).max(100).optional(),
  shootoutWin: z.number().int().min(0).max(100).optional(),
  shootoutLoss: z.number().int().min(0).max(100).optional(),
});
export type ChampRules = z.infer<typeof ChampRules>;

/** `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

export const CreateChampBody = z.object({
  champLeagueId: Id,
  name: z.string().trim().min(1).max(200),
  season: z.string().trim().max(50).nullish(),
  startDate: IsoDate.nullish(),
  description: z.string().max(5000).nullish(),
  logo: z.string().max(2000).nullish(),
  rules: ChampRules.nullish(),
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
  rules: ChampRules,
  ownerId: z.string(),
  teamCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
});
export type Champ = z.infer<typeof Champ>;

export const ChampList = pagedOf(Champ);
export type ChampList = z.infer<typeof ChampList>;

export const ChampListQuery = PagingQuery.extend({
  sportKindId: z.string().min(1).optional(),
  champLeagueId: Id.optional(),
  keyword: z.string().max(200).optional(),
});
export type ChampListQuery = z.infer<typeof ChampListQuery>;

export const StageType = z.enum(['league', 'groups', 'knockout']);
export type StageType = z.infer<typeof StageType>;

export const StageGroup = z.object({ id: Id, name: z.string(), order: z.number().int() });
export type StageGroup = z.infer<typeof StageGroup>;

export const CreateStageBody = z.object({
  type: StageType,
  name: z.string().trim().min(1).max(200),
  /** Meetings of each pair in league and group stages (1 = single, 2 = double round robin). */
  legs: z.number().int().min(1).max(4).optional(),
  /** Number of groups in a `groups` stage. */
  groupCount: z.number().int().min(1).max(32).optional(),
});
export type CreateStageBody = z.infer<typeof CreateStageBody>;

export const UpdateStageBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
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
  canEdit: z.boolean(),
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

export const UserChamp = Champ.extend({ relation: z.enum(['owner', 'manager']) });
export const UserChampList = pagedOf(UserChamp);
export type UserChampList = z.infer<typeof UserChampList>;
