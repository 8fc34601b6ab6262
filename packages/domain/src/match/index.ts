// The match centre's rules: events, periods, score from events, box scores, media links, leaderboards.
export * from './events.ts';
export * from './media.ts';
export * from './walkover.ts';

/** What the competition's player leaderboard ranks by. */
export const PLAYER_LEADERBOARD_SORTS = [
  'goals',
  'assists',
  'cards',
  'yellowCards',
  'redCards',
  'appearances',
  'minutes',
  'ownGoals',
] as const;
export type PlayerLeaderboardSort = (typeof PLAYER_LEADERBOARD_SORTS)[number];
