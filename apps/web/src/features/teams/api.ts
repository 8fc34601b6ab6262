import {
  type CreateTeamBody,
  DeletedResult,
  Team,
  TeamChampList,
  TeamList,
  type UpdateTeamBody,
} from '@matchday/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

export const teamKeys = queryKeys.teams;

export function useTeams(params: { pageIndex: number; pageSize: number; sportKindId?: string | undefined }) {
  return useQuery({
    queryKey: teamKeys.list(params),
    queryFn: ({ signal }) => http.get('/api/teams', { query: params, schema: TeamList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /teams/search`: names starting with the keyword; `isOnlyMyTeams` narrows to the caller's teams. */
export function useTeamSearch(params: {
  keyword?: string;
  sportKindId?: string;
  isOnlyMyTeams?: boolean;
  pageIndex: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: teamKeys.search(params),
    queryFn: ({ signal }) =>
      http.get('/api/teams/search', {
        query: { ...params, keyword: params.keyword || undefined },
        schema: TeamList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(id: string) {
  return useQuery({
    queryKey: teamKeys.detail(id),
    queryFn: ({ signal }) => http.get(`/api/teams/${id}`, { schema: Team, signal }),
  });
}

/** `GET /teams/{id}/champs`: the competitions the team plays in (kept under the team's key, so adding or
 * removing it from a competition refreshes the list). */
export function useTeamChamps(id: string) {
  return useQuery({
    queryKey: [...teamKeys.detail(id), 'champs'],
    queryFn: ({ signal }) =>
      http.get(`/api/teams/${id}/champs`, {
        query: { pageIndex: 0, pageSize: 100 },
        schema: TeamChampList,
        signal,
      }),
  });
}

export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeamBody) => http.post('/api/teams', body, { schema: Team }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useUpdateTeam(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => http.put(`/api/teams/${id}`, body, { schema: Team }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useDeleteTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/teams/${id}`, { schema: DeletedResult }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
