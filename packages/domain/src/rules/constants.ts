// Spec §9 "Business constants and limits" and §7 paging defaults, named once for server and web.

/** Initial page index of every paged list (spec §9). */
export const DEFAULT_PAGE_INDEX = 0;
/** Default page size for news, venues, referees, league teams, league champs (spec §7, §9). */
export const DEFAULT_PAGE_SIZE = 100;
/** Page size of a player's matches list (`/fixture/player/{playerId}/`, spec §7, §9). */
export const PLAYER_MATCHES_PAGE_SIZE = 20;
/** Size of the offer dialog's own-teams list (spec §7 "Offer dialog", §9). */
export const OFFER_TEAM_LIST_SIZE = 64;
/** Offer contract period limit in days (spec §9). */
export const OFFER_DATE_RANGE_LIMIT_DAYS = 365;
/** `groupingOption` for player stats grouped by league (spec §7 `/player/{id}/stats?groupingOption=1`). */
export const PLAYER_STATS_GROUPING_OPTION = 1;
/** Side of a team option's image in pixels (spec §9: 32 by 32). */
export const TEAM_OPTION_IMAGE_SIZE = 32;

/** Spec §9: the stage stats shape before anything is loaded. */
export interface StageStatsPage<T = unknown> {
  items: T[];
  pageIndex: number;
}

/** A fresh stage stats default: empty items, pageIndex -1 (spec §3, §9). A new object each call. */
export function defaultStageStats<T = unknown>(): StageStatsPage<T> {
  return { items: [], pageIndex: -1 };
}

/** Spec §5: the sport filter's 'All Sports' option carries a null value. */
export const ALL_SPORTS_OPTION = { label: 'All Sports', value: null } as const;
