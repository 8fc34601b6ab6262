import type { SportType } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** GET /api/sport-types (spec §7 "Reference"), in the spec's `order`. */
export function useSportTypes() {
  return useQuery({
    queryKey: queryKeys.sportTypes,
    ...readQuery(api.reference.listSportTypes, {}, inSpecOrder),
    staleTime: 10 * 60_000,
  });
}

function inSpecOrder(list: SportType[]): SportType[] {
  return [...list].sort((a, b) => a.order - b.order);
}
