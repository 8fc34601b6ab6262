import type {
  CreateChampLeagueBody,
  UpdateChampLeagueBody,
  UpdatePageConfigurationBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { leagueChampsQuery, leagueQuery, leagueRatingsQuery, pageConfigurationQuery } from './queries.ts';

export const leagueKeys = queryKeys.leagues;

export function useLeagues(query: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: leagueKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(
        api.leagues.listLeagues,
        { query: { ...query, keyword: query.keyword || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /user/leagues`: the leagues the caller owns or manages, searched by name and paged on the server. A
 * SystemAdmin sees every league unless `mine` narrows the list to their own.
 */
export function useMyLeagues(query: {
  keyword?: string;
  pageIndex: number;
  pageSize: number;
  mine?: boolean;
}) {
  return useQuery({
    queryKey: leagueKeys.mine(query),
    queryFn: ({ signal }) =>
      callApi(
        api.leagues.listUserLeagues,
        {
          query: {
            pageIndex: query.pageIndex,
            pageSize: query.pageSize,
            keyword: query.keyword || undefined,
            mine: query.mine ? 'true' : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One league; with an empty id (not known yet) nothing is asked. */
export function useLeague(id: string) {
  return useQuery({ ...leagueQuery(id), enabled: id !== '' });
}

export function useLeagueChamps(id: string, pageIndex: number, pageSize: number) {
  return useQuery({ ...leagueChampsQuery(id, pageIndex, pageSize), placeholderData: keepPreviousData });
}

export function useLeagueRatings(id: string) {
  return useQuery(leagueRatingsQuery(id));
}

/** `GET /champ-leagues/{domain}/exists`: whether a subdomain is taken, and why it cannot be used. */
export function checkSubdomain(domain: string, signal?: AbortSignal) {
  return callApi(api.leagues.checkSubdomain, { params: { domain } }, { signal });
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

export function usePageConfiguration(id: string) {
  return useQuery(pageConfigurationQuery(id));
}

export function useLeagueManagers(id: string, enabled = true) {
  return useQuery({
    queryKey: leagueKeys.managers(id),
    queryFn: ({ signal }) => callApi(api.permissions.listItemRoles, { params: { id } }, { signal }),
    enabled,
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreateLeague() {
  return useMutation({
    mutationFn: (body: CreateChampLeagueBody) => callApi(api.leagues.createLeague, { body }),
  });
}

export function useUpdateLeague(id: string) {
  return useMutation({
    mutationFn: (body: UpdateChampLeagueBody) => callApi(api.leagues.updateLeague, { params: { id }, body }),
  });
}

export function useDeleteLeague() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.leagues.deleteLeague, { params: { id } }),
  });
}

export function useUpdatePageConfiguration(id: string) {
  return useMutation({
    mutationFn: (body: UpdatePageConfigurationBody) =>
      callApi(api.leagues.updatePageConfiguration, { params: { id }, body }),
  });
}

/** Appoints a Manager: a person picked by name (`userId`) or an account's email address. */
export function useAddManager(id: string) {
  return useMutation({
    mutationFn: (who: { userId: string } | { email: string }) =>
      callApi(api.permissions.grantItemRole, { params: { id }, body: { ...who, role: 'Manager' } }),
  });
}

export function useRemoveManager(id: string) {
  return useMutation({
    mutationFn: (userId: string) => callApi(api.permissions.deleteItemRole, { body: { itemId: id, userId } }),
  });
}
