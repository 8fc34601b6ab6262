import type { FavoriteKind, Favorites } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSession } from '../auth/index.ts';

/** `GET /favorite`: the caller's favourites. Loaded only when signed in (spec §4); anonymous users have none. */
export function useFavorites() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.favorites.all,
    queryFn: ({ signal }) => callApi(api.favorites.listFavorites, {}, { signal }),
    enabled: session.isAuthenticated,
  });
}

/** Where each kind's favourites are in `GET /favorite`. */
export const listOfKind = {
  player: 'players',
  team: 'teams',
  champ: 'champs',
  champLeague: 'champLeagues',
} as const satisfies Record<FavoriteKind, keyof Favorites>;

const routesOfKind = {
  player: { add: api.favorites.addPlayerFavorite, remove: api.favorites.removePlayerFavorite },
  team: { add: api.favorites.addTeamFavorite, remove: api.favorites.removeTeamFavorite },
  champ: { add: api.favorites.addChampFavorite, remove: api.favorites.removeChampFavorite },
  champLeague: { add: api.favorites.addChampLeagueFavorite, remove: api.favorites.removeChampLeagueFavorite },
} as const;

/**
 * The favourite toggle (spec §4): not a favourite → POST, else DELETE; then the favourites are reloaded, and
 * whether the item is one derives from that list again. Nothing else changes, so nothing else refreshes.
 */
export function useToggleFavorite(kind: FavoriteKind, id: string) {
  const client = useQueryClient();
  const routes = routesOfKind[kind];
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      isFavorite ? callApi(routes.remove, { params: { id } }) : callApi(routes.add, { params: { id } }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
