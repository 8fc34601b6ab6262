import { SportTypeSchema, SportTypeWithLeaguesSchema } from '@matchday/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const SportTypeList = SportTypeSchema.array();
const SportTypeWithLeaguesList = SportTypeWithLeaguesSchema.array();

/** `GET /sport-types`: the sports, in their display order. Reference data: cached for the session. */
export function useSportTypes() {
  return useQuery({
    queryKey: queryKeys.sportTypes,
    queryFn: ({ signal }) => http.get('/api/sport-types', { schema: SportTypeList, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (items) => [...items].sort((a, b) => a.order - b.order),
  });
}

/** `GET /sport-types/leagues`: every sport with its team leagues (age groups, divisions, club leagues). */
export function useSportTypesWithLeagues() {
  return useQuery({
    queryKey: [...queryKeys.sportTypes, 'leagues'],
    queryFn: ({ signal }) =>
      http.get('/api/sport-types/leagues', { schema: SportTypeWithLeaguesList, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
