import type { RouteCallInput } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** How many matches and competitions each section of the home page shows. */
export const HOME_LIST_SIZE = 6;

/** Live matches refresh this often on the home page (it follows no hub room: there is no room for "all"). */
const LIVE_REFRESH_MS = 30_000;

/** `GET /stats`: the site's figures. They change slowly; a minute old is fresh enough for a front page. */
export function useSiteStats() {
  return useQuery({
    queryKey: queryKeys.siteStats,
    ...readQuery(api.stats.getStats, {}),
    staleTime: 60_000,
  });
}

type FixtureSearch = NonNullable<RouteCallInput<typeof api.fixtures.searchFixtures>['query']>;

function useFixtureSearch(query: FixtureSearch, refetchInterval?: number) {
  return useQuery({
    queryKey: queryKeys.fixtures.search(query),
    ...readQuery(api.fixtures.searchFixtures, { query }),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

/** Matches being played now (in play or at a break), across every competition. */
export function useLiveFixtures() {
  return useFixtureSearch(
    { status: 'live,halftime', sort: 'asc', pageIndex: 0, pageSize: HOME_LIST_SIZE },
    LIVE_REFRESH_MS,
  );
}

/** The next matches to be played from `today` (`YYYY-MM-DD`) on, soonest first. */
export function useUpcomingFixtures(today: string) {
  return useFixtureSearch({
    status: 'scheduled',
    from: today,
    sort: 'asc',
    pageIndex: 0,
    pageSize: HOME_LIST_SIZE,
  });
}

/** The first competitions of the public list, for the home page's "featured" section. */
export function useFeaturedChamps() {
  const query = { pageIndex: 0, pageSize: HOME_LIST_SIZE };
  return useQuery({
    queryKey: queryKeys.champs.list({ ...query, featured: true }),
    ...readQuery(api.champs.listChamps, { query }),
  });
}
