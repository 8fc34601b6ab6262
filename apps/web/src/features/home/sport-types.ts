import { type SportType, SportTypeSchema } from '@matchday/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const SportTypeList = SportTypeSchema.array();

/** GET /api/sport-types (spec §7 "Reference"), in the spec's `order`. */
export async function fetchSportTypes(): Promise<SportType[]> {
  const list = await http.get('/api/sport-types', { schema: SportTypeList });
  return [...list].sort((a, b) => a.order - b.order);
}

export function useSportTypes() {
  return useQuery({ queryKey: queryKeys.sportTypes, queryFn: fetchSportTypes, staleTime: 10 * 60_000 });
}
