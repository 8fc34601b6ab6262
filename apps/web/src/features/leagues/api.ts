import {
  ChampLeague,
  ChampLeagueList,
  ChampList,
  type CreateChampLeagueBody,
  DeletedResult,
  ItemRoleList,
  PageConfiguration,
  SubdomainExists,
  type UpdateChampLeagueBody,
  type UpdatePageConfigurationBody,
  UserLeagueList,
} from '@matchday/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Query keys of the leagues feature; a mutation invalidates the narrowest key that covers what it changed. */
export const leagueKeys = queryKeys.leagues;

export function useLeagues(query: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: leagueKeys.list(query),
    queryFn: ({ signal }) =>
      http.get('/api/champ-leagues', {
        query: { ...query, keyword: query.keyword || undefined },
        schema: ChampLeagueList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /user/leagues`: the leagues the caller owns or manages, searched by name and paged on the server. */
export function useMyLeagues(query: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: [...leagueKeys.all, 'mine', query],
    queryFn: ({ signal }) =>
      http.get('/api/user/leagues', {
        query: { ...query, keyword: query.keyword || undefined },
        schema: UserLeagueList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One league; with an empty id (not known yet) nothing is asked. */
export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKeys.detail(id),
    queryFn: ({ signal }) => http.get(`/api/champ-leagues/${id}`, { schema: ChampLeague, signal }),
    enabled: id !== '',
  });
}

export function useLeagueChamps(id: string, pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: leagueKeys.champs(id, pageIndex, pageSize),
    queryFn: ({ signal }) =>
      http.get(`/api/champ-leagues/${id}/champs`, {
        query: { pageIndex, pageSize },
        schema: ChampList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /champ-leagues/{domain}/exists`: whether a subdomain is taken, and why it cannot be used. */
export function checkSubdomain(domain: string, signal?: AbortSignal) {
  return http.get(`/api/champ-leagues/${encodeURIComponent(domain)}/exists`, {
    schema: SubdomainExists,
    ...(signal ? { signal } : {}),
  });
}

export function useSubdomainCheck(domain: string, enabled: boolean) {
  return useQuery({
    queryKey: leagueKeys.subdomain(domain),
    queryFn: ({ signal }) => checkSubdomain(domain, signal),
    enabled,
    staleTime: 5_000,
    retry: false,
  });
}

export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChampLeagueBody) =>
      http.post('/api/champ-leagues', body, { schema: ChampLeague }),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export function useUpdateLeague(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChampLeagueBody) =>
      http.put(`/api/champ-leagues/${id}`, body, { schema: ChampLeague }),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export function useDeleteLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/champ-leagues/${id}`, { schema: DeletedResult }),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export function usePageConfiguration(id: string) {
  return useQuery({
    queryKey: leagueKeys.pageConfiguration(id),
    queryFn: ({ signal }) =>
      http.get(`/api/champ-leagues/${id}/page-configuration`, { schema: PageConfiguration, signal }),
  });
}

export function useUpdatePageConfiguration(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePageConfigurationBody) =>
      http.put(`/api/champ-leagues/${id}/page-configuration`, body, { schema: PageConfiguration }),
    onSuccess: (data) => client.setQueryData(leagueKeys.pageConfiguration(id), data),
  });
}

export function useLeagueManagers(id: string, enabled = true) {
  return useQuery({
    queryKey: leagueKeys.managers(id),
    queryFn: ({ signal }) => http.get(`/api/permissions/${id}/itemrole`, { schema: ItemRoleList, signal }),
    enabled,
  });
}

export function useAddManager(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      http.post(`/api/permissions/${id}/itemrole`, { email, role: 'Manager' }, { schema: ItemRoleList }),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.managers(id) }),
  });
}

export function useRemoveManager(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      http.post('/api/permissions/itemrole/delete', { itemId: id, userId }, { schema: ItemRoleList }),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKeys.managers(id) }),
  });
}
