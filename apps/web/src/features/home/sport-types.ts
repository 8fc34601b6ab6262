import type { SportType } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** GET /api/sport-types (spec §7 "Reference"), in the spec's `order`. */
export async function fetchSportTypes(): Promise<SportType[]> {
  const list = await callApi(api.reference.listSportTypes, {});
  return [...list].sort((a, b) => a.order - b.order);
}

export function useSportTypes() {
  return useQuery({ queryKey: queryKeys.sportTypes, queryFn: fetchSportTypes, staleTime: 10 * 60_000 });
}
