// Statistics: player statistics from match events and sheets (overall and per league), leaderboards, team totals,
// fair play.
export * from './fair-play.ts';
export * from './match-sheet.ts';
export * from './player-stats.ts';
export * from './team-totals.ts';
