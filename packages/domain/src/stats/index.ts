// Statistics: player statistics from match events (overall and per league), leaderboards, team totals, fair play.
export * from './fair-play.ts';
export * from './player-stats.ts';
export * from './team-totals.ts';
