import { useQuery } from '@tanstack/react-query';
import {
  type FixtureSearch,
  featuredChampsQuery,
  fixtureSearchQuery,
  LIVE_FIXTURES,
  siteStatsQuery,
  upcomingFixtures,
} from './queries.ts';

export { HOME_LIST_SIZE } from './queries.ts';

/** Live matches refresh this often on the home page (it follows no hub room: there is no room for "all"). */
const LIVE_REFRESH_MS = 30_000;

/** `GET /stats`: the site's figures. */
export function useSiteStats() {
  return useQuery(siteStatsQuery());
}

function useFixtureSearch(query: FixtureSearch, refetchInterval?: number) {
  return useQuery({ ...fixtureSearchQuery(query), ...(refetchInterval ? { refetchInterval } : {}) });
}

/** Matches being played now (in play or at a break), across every competition. */
export function useLiveFixtures() {
  return useFixtureSearch(LIVE_FIXTURES, LIVE_REFRESH_MS);
}

/** The next matches to be played from `today` (`YYYY-MM-DD`) on, soonest first. */
export function useUpcomingFixtures(today: string) {
  return useFixtureSearch(upcomingFixtures(today));
}

/** The first competitions of the public list, for the home page's "featured" section. */
export function useFeaturedChamps() {
  return useQuery(featuredChampsQuery());
}
