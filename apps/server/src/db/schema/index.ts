// Every table of Matchday, one file per area. drizzle-kit reads this folder to generate migrations.
export * from './competitions.ts';
export * from './permissions.ts';
export * from './teams.ts';
