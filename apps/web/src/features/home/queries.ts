import type { RouteCallInput, SportType } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The home page's reads, loaded by its route loader and read by its sections (./api.ts, ./sport-types.ts). */

/** How many matches and competitions each section of the home page shows. */
export const HOME_LIST_SIZE = 6;

/** `GET /stats`: the site's figures. They change slowly; a minute old is fresh enough for a front page. */
export const siteStatsQuery = () => ({
  ...readQuery(queryKeys.siteStats, api.stats.getStats, {}),
  staleTime: 60_000,
});

export type FixtureSearch = NonNullable<RouteCallInput<typeof api.fixtures.searchFixtures>['query']>;

export const fixtureSearchQuery = (query: FixtureSearch) =>
  readQuery(queryKeys.fixtures.search(query), api.fixtures.searchFixtures, { query });

/** Matches being played now (in play or at a break), across every competition. */
export const LIVE_FIXTURES: FixtureSearch = {
  status: 'live,halftime',
  sort: 'asc',
  pageIndex: 0,
  pageSize: HOME_LIST_SIZE,
};

/** The next matches to be played from `today` (`YYYY-MM-DD`, the visitor's day) on, soonest first. */
export const upcomingFixtures = (today: string): FixtureSearch => ({
  status: 'scheduled',
  from: today,
  sort: 'asc',
  pageIndex: 0,
  pageSize: HOME_LIST_SIZE,
});

/** The first competitions of the public list, for the home page's "featured" section. */
export const featuredChampsQuery = () => {
  const query = { pageIndex: 0, pageSize: HOME_LIST_SIZE };
  return readQuery(queryKeys.champs.list({ ...query, featured: true }), api.champs.listChamps, { query });
};

/** GET /api/sport-types (spec §7 "Reference"), in the spec's `order`. */
export const sportTypesQuery = () => ({
  ...readQuery(queryKeys.sportTypes, api.reference.listSportTypes, {}, inSpecOrder),
  staleTime: 10 * 60_000,
});

function inSpecOrder(list: SportType[]): SportType[] {
  return [...list].sort((a, b) => a.order - b.order);
}
