// Ratings: team strength from results (World Football Elo Ratings formula).
export * from './elo.ts';
