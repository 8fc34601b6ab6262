import { api } from '@matchday/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSession } from '../auth/useSession.ts';

/** `GET /favorite`: the caller's favourites. Loaded only when signed in (spec §4); anonymous users have none. */
export function useFavorites() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.favorites.all,
    queryFn: ({ signal }) => callApi(api.favorites.listFavorites, {}, { signal }),
    enabled: session.isAuthenticated,
  });
}

/**
 * The favourite toggle of a player (spec §4): not a favourite → POST, else DELETE; then the favourites are
 * reloaded, and whether the player is one derives from that list again. Nothing else changes, so nothing else
 * refreshes.
 */
export function useTogglePlayerFavorite(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      isFavorite
        ? callApi(api.favorites.removePlayerFavorite, { params: { id: playerId } })
        : callApi(api.favorites.addPlayerFavorite, { params: { id: playerId } }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}

/** The favourite toggle of a team: the same rule as a player's (POST or DELETE, then the favourites reload). */
export function useToggleTeamFavorite(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isFavorite: boolean) =>
      isFavorite
        ? callApi(api.favorites.removeTeamFavorite, { params: { id: teamId } })
        : callApi(api.favorites.addTeamFavorite, { params: { id: teamId } }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.favorites.all }),
  });
}
