// Player constants without zod (re-exported by players.ts): the public team and player pages import them, and a
// module of zod schemas would bring zod and every contract it imports with it (~30 kB compressed, issue 25).

/** Spec §9: player stats grouping option 1 (by league). */
export const PLAYER_STATS_GROUPING_BY_LEAGUE = 1;
/** Spec §9: player matches 20 a page. */
export const PLAYER_MATCHES_PAGE_SIZE = 20;
