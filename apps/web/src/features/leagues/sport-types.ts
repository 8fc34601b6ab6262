import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** `GET /sport-types`, in display order (the shell's hook; one cache entry for the whole app). */
export { useSportTypes } from '../home/index.ts';

/** `GET /sport-types/leagues`: every sport with its team leagues (age groups, divisions, club leagues). */
export function useSportTypesWithLeagues() {
  return useQuery({
    queryKey: queryKeys.sportTypesWithLeagues,
    queryFn: ({ signal }) => callApi(api.reference.listSportTypesWithLeagues, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
