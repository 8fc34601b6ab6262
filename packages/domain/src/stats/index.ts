// Statistics: player statistics from match events (overall and per league), leaderboards, team totals.
export * from './player-stats.ts';
export * from './team-totals.ts';
