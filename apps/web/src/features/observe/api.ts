import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { publicProfileQuery, userStatsQuery } from './queries.ts';

/** How many fixtures or results the team page asks for at a time ("load more" asks for the next page). */
export const TEAM_FIXTURES_PAGE_SIZE = 10;

/**
 * `GET /fixture/search?teamId=…&status=…`, paged on the server: fixtures to come soonest first, results newest
 * first (`sort` by kick-off; without it the server answers in playing order, which means nothing across
 * competitions).
 */
export function useTeamFixtures(teamId: string, status: 'scheduled' | 'finished') {
  return useInfiniteQuery({
    queryKey: queryKeys.teams.fixtures(teamId, status),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.fixtures.searchFixtures,
        {
          query: {
            teamId,
            status,
            sort: status === 'finished' ? 'desc' : 'asc',
            pageIndex: pageParam,
            pageSize: TEAM_FIXTURES_PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.totalItems && last.items.length > 0 ? last.pageIndex + 1 : undefined;
    },
    enabled: teamId !== '',
  });
}

/**
 * `GET /user/{userId}/profile`: a user's public profile; a 404 is the page's not-found state. An entry holding
 * `null` (a team or player page's owner lookup failed) is asked again whenever the page opens, fresh or not: its
 * own read then says whether the user exists.
 */
export function usePublicProfile(userId: string) {
  return useQuery({
    ...publicProfileQuery(userId),
    enabled: userId !== '',
    refetchOnMount: (query) => (query.state.data === null ? 'always' : true),
  });
}

/** `GET /user/{id}/stats`: what the user owns (first few of each kind, with totals) and their favourites count. */
export function useUserStats(userId: string) {
  return useQuery({ ...userStatsQuery(userId), enabled: userId !== '' });
}
