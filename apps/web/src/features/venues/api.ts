import type { CreateVenueBody, UpdateVenueBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { venueFixturesQuery, venueQuery } from './queries.ts';

export const venueKeys = queryKeys.venues;

/** `GET /venues?keyword=…`: the keyword matches anywhere in the name or city. */
export function useVenues(params: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: venueKeys.list(params),
    queryFn: ({ signal }) =>
      callApi(
        api.venues.listVenues,
        { query: { ...params, keyword: params.keyword || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVenue(id: string) {
  return useQuery({ ...venueQuery(id), enabled: id !== '' });
}

/** `GET /venues/{id}/fixtures`: upcoming soonest first, then past ones latest first. */
export function useVenueFixtures(id: string, page: { pageIndex: number; pageSize: number }) {
  return useQuery({ ...venueFixturesQuery(id, page), enabled: id !== '', placeholderData: keepPreviousData });
}

/**
 * `GET /champs/{id}/venues`: the competition's own list in its order (`listedByChamp`), then the other venues
 * its fixtures are at. Under the competition's key, so `champ.venuesChanged` refreshes it.
 */
const champVenuesKey = (champId: string) => [...queryKeys.champs.detail(champId), 'venues'] as const;

export function useChampVenues(champId: string) {
  return useQuery({
    queryKey: champVenuesKey(champId),
    queryFn: ({ signal }) =>
      callApi(
        api.venues.listChampVenues,
        { params: { id: champId }, query: { pageIndex: 0, pageSize: 100 } },
        { signal },
      ),
    enabled: champId !== '',
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreateVenue() {
  return useMutation({ mutationFn: (body: CreateVenueBody) => callApi(api.venues.createVenue, { body }) });
}

export function useUpdateVenue(id: string) {
  return useMutation({
    mutationFn: (body: UpdateVenueBody) => callApi(api.venues.updateVenue, { params: { id }, body }),
  });
}

export function useDeleteVenue() {
  return useMutation({ mutationFn: (id: string) => callApi(api.venues.deleteVenue, { params: { id } }) });
}

/** `PUT /champs/{id}/venues`: replaces the competition's own list (in order); the answer is the new list. */
export function useSetChampVenues(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (venueIds: string[]) =>
      callApi(api.venues.setChampVenues, { params: { id: champId }, body: { venueIds } }),
    onSuccess: (list) => client.setQueryData(champVenuesKey(champId), list),
  });
}
