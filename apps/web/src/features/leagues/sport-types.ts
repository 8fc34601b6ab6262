import { SportTypeWithLeaguesSchema } from '@matchday/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const SportTypeWithLeaguesList = SportTypeWithLeaguesSchema.array();

/** `GET /sport-types`, in display order (the shell's hook; one cache entry for the whole app). */
export { useSportTypes } from '../home/sport-types.ts';

/** `GET /sport-types/leagues`: every sport with its team leagues (age groups, divisions, club leagues). */
export function useSportTypesWithLeagues() {
  return useQuery({
    queryKey: [...queryKeys.sportTypes, 'leagues'],
    queryFn: ({ signal }) =>
      http.get('/api/sport-types/leagues', { schema: SportTypeWithLeaguesList, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
