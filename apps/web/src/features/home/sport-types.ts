import { useQuery } from '@tanstack/react-query';
import { sportTypesQuery } from './queries.ts';

/** GET /api/sport-types (spec §7 "Reference"), in the spec's `order`. */
export function useSportTypes() {
  return useQuery(sportTypesQuery());
}
