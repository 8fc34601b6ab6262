import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Spec §3 "Sport type". */
export interface SportType {
  id: string;
  name: string;
  displayName: string;
  isESport: boolean;
  order: number;
}

/** GET /api/sport-types, in the spec's `order`. Accepts a plain list or a paged `{ items }`. */
export async function fetchSportTypes(): Promise<SportType[]> {
  const body = await http.get<SportType[] | { items: SportType[] }>('/api/sport-types');
  const list = Array.isArray(body) ? body : body.items;
  return [...list].sort((a, b) => a.order - b.order);
}

export function useSportTypes() {
  return useQuery({ queryKey: queryKeys.sportTypes, queryFn: fetchSportTypes, staleTime: 10 * 60_000 });
}
