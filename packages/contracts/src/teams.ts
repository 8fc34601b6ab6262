import { z } from 'zod';
import { Id, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';

export const CreateTeamBody = z.object({
  name: z.string().trim().min(1).max(200),
  sportKindId: z.string().min(1),
  shortName: z.string().trim().max(20).nullish(),
  /** A media id (see the spec's media rule), e.g. `images/<uuid>.webp` from `POST /image`. */
  logo: z.string().max(2000).nullish(),
  teamLeagueId: z.string().min(1).nullish(),
});
export type CreateTeamBody = z.infer<typeof CreateTeamBody>;

export const UpdateTeamBody = CreateTeamBody.partial();
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;

export const Team = z.object({
  id: Id,
  name: z.string(),
  shortName: z.string().nullable(),
  sportKindId: z.string(),
  logo: z.string().nullable(),
  teamLeagueId: z.string().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
});
export type Team = z.infer<typeof Team>;

export const TeamList = pagedOf(Team);
export type TeamList = z.infer<typeof TeamList>;

export const TeamListQuery = PagingQuery.extend({ sportKindId: z.string().min(1).optional() });
export type TeamListQuery = z.infer<typeof TeamListQuery>;

export const SortDirection = z.enum(['asc', 'desc']);

/** `GET /teams/search`: names starting with `keyword` (case-insensitive), optionally only the caller's teams. */
export const TeamSearchQuery = PagingQuery.extend({
  keyword: z.string().max(200).optional(),
  sportKindId: z.string().min(1).optional(),
  isOnlyMyTeams: QueryBoolean.optional(),
  sort: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(SortDirection)
    .optional(),
});
export type TeamSearchQuery = z.infer<typeof TeamSearchQuery>;

export const AddChampTeamBody = z.object({ teamId: Id });
export type AddChampTeamBody = z.infer<typeof AddChampTeamBody>;
export const RemoveChampTeamQuery = z.object({ teamId: Id });

/** A team entered in a competition. */
export const ChampTeam = z.object({
  id: Id,
  name: z.string(),
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  ownerId: z.string(),
  addedAt: z.string(),
});
export type ChampTeam = z.infer<typeof ChampTeam>;

export const ChampTeamList = pagedOf(ChampTeam);
export type ChampTeamList = z.infer<typeof ChampTeamList>;

/** `GET /champ-leagues/{id}/teams`: the teams playing in any of the league's competitions. */
export const LeagueTeamList = pagedOf(
  z.object({
    id: Id,
    name: z.string(),
    shortName: z.string().nullable(),
    logo: z.string().nullable(),
    champIds: z.array(Id),
  }),
);
export type LeagueTeamList = z.infer<typeof LeagueTeamList>;

/** `GET /teams/{id}/champs`: the competitions a team is entered in, with their league (public). */
export const TeamChamp = z.object({
  id: Id,
  name: z.string(),
  season: z.string().nullable(),
  startDate: z.string().nullable(),
  champLeagueId: Id,
  champLeagueName: z.string(),
  sportKindId: z.string(),
});
export type TeamChamp = z.infer<typeof TeamChamp>;

export const TeamChampList = pagedOf(TeamChamp);
export type TeamChampList = z.infer<typeof TeamChampList>;
