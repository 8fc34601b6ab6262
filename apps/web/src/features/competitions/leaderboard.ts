import type { PlayerLeaderboardQuery } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// With the leaderboard the competition pages show (PlayerLeaderboard.tsx), under the competition's key: it was in
// match-centre/api.ts, and the competition pages drawing it made competitions and match-centre import each other.

/** `GET /champs/{id}/player-stats`: the competition's player leaderboard. */
export function useChampPlayerStats(champId: string, query: PlayerLeaderboardQuery) {
  return useQuery({
    queryKey: queryKeys.champs.playerStats(champId, query),
    queryFn: ({ signal }) =>
      callApi(
        api.playerStats.getChampPlayerStats,
        { params: { id: champId }, query: query as never },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
