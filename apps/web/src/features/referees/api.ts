import type { CreateRefereeBody, UpdateRefereeBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export const refereeKeys = queryKeys.referees;

/** `GET /referees?keyword=…`: the keyword matches anywhere in the name. */
export function useReferees(params: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: refereeKeys.list(params),
    queryFn: ({ signal }) =>
      callApi(
        api.referees.listReferees,
        { query: { ...params, keyword: params.keyword || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useReferee(id: string) {
  return useQuery({
    queryKey: refereeKeys.detail(id),
    queryFn: ({ signal }) => callApi(api.referees.getReferee, { params: { id } }, { signal }),
    enabled: id !== '',
  });
}

/** `GET /referees/{id}/fixtures`: upcoming soonest first, then past ones latest first. */
export function useRefereeFixtures(id: string, page: { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: refereeKeys.fixtures(id, page),
    queryFn: ({ signal }) =>
      callApi(api.referees.listRefereeFixtures, { params: { id }, query: page }, { signal }),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreateReferee() {
  return useMutation({
    mutationFn: (body: CreateRefereeBody) => callApi(api.referees.createReferee, { body }),
  });
}

export function useUpdateReferee(id: string) {
  return useMutation({
    mutationFn: (body: UpdateRefereeBody) => callApi(api.referees.updateReferee, { params: { id }, body }),
  });
}

export function useDeleteReferee() {
  return useMutation({ mutationFn: (id: string) => callApi(api.referees.deleteReferee, { params: { id } }) });
}
