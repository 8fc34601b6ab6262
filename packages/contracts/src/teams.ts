import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { DeletedResult, Id, IdParams, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { ReferenceIdSchema } from './reference.ts';
import { Access, defineRoutes } from './route.ts';
import { Keyword, MediaRef, nameText, text } from './strings.ts';

const ReferenceId = ReferenceIdSchema;

export const CreateTeamBody = z.object({
  name: nameText(200),
  sportKindId: ReferenceId,
  shortName: text(20).trim().nullish(),
  /** A media id (see the spec's media rule), e.g. `images/<uuid>.webp` from `POST /image`. */
  logo: MediaRef.nullish(),
  /** One of the sport's team leagues (`GET /sport-types/{id}/team-leagues`); the server checks it exists. */
  teamLeagueId: ReferenceId.nullish(),
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
  /** Whether the caller may delete this team (owner, SystemAdmin; not a Manager). Read as false when absent. */
  canDelete: z.boolean().default(false),
});
export type Team = z.infer<typeof Team>;

export const TeamList = pagedOf(Team);
export type TeamList = z.infer<typeof TeamList>;

export const TeamListQuery = PagingQuery.extend({ sportKindId: ReferenceId.optional() });
export type TeamListQuery = z.infer<typeof TeamListQuery>;

export const SortDirection = z.enum(['asc', 'desc']);

/** `GET /teams/search`: names starting with `keyword` (case-insensitive), optionally only the caller's teams. */
export const TeamSearchQuery = PagingQuery.extend({
  keyword: Keyword.optional(),
  sportKindId: ReferenceId.optional(),
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

const tags = ['teams'];

/** Teams (spec §7 "Teams"). */
export const teamRoutes = defineRoutes({
  listTeams: {
    method: 'GET',
    path: '/api/teams',
    summary: 'List teams',
    tags,
    access: Access.public,
    query: TeamListQuery,
    response: TeamList,
  },
  createTeam: {
    method: 'POST',
    path: '/api/teams',
    summary: 'Create a team owned by the caller',
    tags,
    access: Access.signedIn,
    body: CreateTeamBody,
    status: 201,
    response: Team,
  },
  searchTeams: {
    method: 'GET',
    path: '/api/teams/search',
    summary: 'Search teams by the start of their name',
    description: "`isOnlyMyTeams=true` narrows to the caller's teams and needs sign-in (the offer dialog).",
    tags,
    access: Access.public,
    query: TeamSearchQuery,
    response: TeamList,
  },
  getTeam: {
    method: 'GET',
    path: '/api/teams/:id',
    summary: 'A team',
    tags,
    access: Access.public,
    params: IdParams,
    response: Team,
  },
  updateTeam: {
    method: 'PUT',
    path: '/api/teams/:id',
    summary: 'Update a team',
    tags,
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: IdParams,
    body: UpdateTeamBody,
    response: Team,
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/api/teams/:id',
    summary: 'Delete a team that plays nowhere',
    tags,
    // The owner and SystemAdmin only: a Manager edits the team, never deletes it (issue 29, item 7).
    access: Access.permission(Permission.TeamDelete, 'params.id'),
    params: IdParams,
    response: DeletedResult,
  },
});
