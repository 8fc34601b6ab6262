import type { CloneTeamBody, CreateTeamBody, GenerateTeamsBody, UpdateTeamBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { teamQuery } from './queries.ts';

export const teamKeys = queryKeys.teams;

export function useTeams(params: { pageIndex: number; pageSize: number; sportKindId?: string | undefined }) {
  return useQuery({
    queryKey: teamKeys.list(params),
    queryFn: ({ signal }) => callApi(api.teams.listTeams, { query: params }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(id: string) {
  return useQuery(teamQuery(id));
}

/** `GET /teams/{id}/champs`: the competitions the team plays in. */
export function useTeamChamps(id: string) {
  return useQuery({
    queryKey: [...teamKeys.detail(id), 'champs'],
    queryFn: ({ signal }) =>
      callApi(
        api.champs.listTeamChamps,
        { params: { id }, query: { pageIndex: 0, pageSize: 100 } },
        { signal },
      ),
  });
}

/** `GET /teams/{id}/totalstats`: the team's totals over every competition it plays in. */
export function useTeamTotals(id: string) {
  return useQuery({
    queryKey: [...teamKeys.detail(id), 'totals'],
    queryFn: ({ signal }) => callApi(api.standings.getTeamTotalStats, { params: { id } }, { signal }),
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreateTeam() {
  return useMutation({ mutationFn: (body: CreateTeamBody) => callApi(api.teams.createTeam, { body }) });
}

export function useUpdateTeam(id: string) {
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => callApi(api.teams.updateTeam, { params: { id }, body }),
  });
}

export function useDeleteTeam() {
  return useMutation({ mutationFn: (id: string) => callApi(api.teams.deleteTeam, { params: { id } }) });
}

/** `POST /teams/{id}/clone`: answers the new team. */
export function useCloneTeam(id: string) {
  return useMutation({
    mutationFn: (body: CloneTeamBody) => callApi(api.players.cloneTeam, { params: { id }, body }),
  });
}

/** `POST /teams/generate`: answers the new teams. */
export function useGenerateTeams() {
  return useMutation({
    mutationFn: (body: GenerateTeamsBody) => callApi(api.players.generateTeams, { body }),
  });
}
