// Every table of Matchday, one file per area. drizzle-kit reads this folder to generate migrations.
export * from './auth.ts';
export * from './champs.ts';
export * from './favorites.ts';
export * from './fixtures.ts';
export * from './leagues.ts';
export * from './match-sheets.ts';
export * from './notifications.ts';
export * from './outbox.ts';
export * from './permissions.ts';
export * from './player-stats.ts';
export * from './players.ts';
export * from './reference.ts';
export * from './registrations.ts';
export * from './stages.ts';
export * from './teams.ts';
export * from './users.ts';
