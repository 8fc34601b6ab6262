import { PLAYER_STATS_GROUPING_BY_LEAGUE } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { queryOptions } from '@tanstack/react-query';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The player reads that pages load before they render (route loaders) and read with `useQuery` (./api.ts): one
 * definition each, so the loader fills exactly the cache entry the component asks for.
 */
const keys = queryKeys.players;

/** How many of a team's roster entries its pages show (one page: the whole roster). */
const TEAM_ROSTER_PAGE_SIZE = 100;

/** `GET /player/{id}`: the player. */
export const playerQuery = (id: string) =>
  readQuery(keys.detail(id), api.players.getPlayer, { params: { id } });

/** `GET /player/{id}/overallstats`: the player's totals. */
export const playerOverallStatsQuery = (id: string) =>
  readQuery(keys.overall(id), api.playerStats.getPlayerOverallStats, { params: { id } });

/** `GET /player/{id}/stats?groupingOption=1`: per competition and team, ordered by league name. */
export const playerStatsQuery = (id: string) =>
  readQuery(keys.stats(id), api.playerStats.getPlayerStats, {
    params: { id },
    query: { groupingOption: PLAYER_STATS_GROUPING_BY_LEAGUE },
  });

/** `GET /teams/{id}/players`: a team's roster, by shirt number then name. */
export const teamRosterQuery = (teamId: string) =>
  readQuery(keys.roster(teamId), api.players.listTeamPlayers, {
    params: { id: teamId },
    query: { pageIndex: 0, pageSize: TEAM_ROSTER_PAGE_SIZE },
  });

/**
 * `GET /user/{ownerId}/profile`: the name behind a player's or team's owner link. A failure is only logged
 * (spec §4) and held as `null`: the screen carries on without the name, and does not ask again.
 */
export const ownerProfileQuery = (ownerId: string) => {
  // The contract's read (on the server, through the page's own client), its failure turned into `null`.
  const read = readQuery(queryKeys.publicProfile(ownerId), api.users.getPublicProfile, {
    params: { userId: ownerId },
  }).queryFn!;
  return queryOptions({
    queryKey: queryKeys.publicProfile(ownerId),
    queryFn: async (context) => {
      try {
        return await read(context);
      } catch (error) {
        console.error('The owner profile could not be loaded', error);
        return null;
      }
    },
  });
};
