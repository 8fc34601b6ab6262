// Every table of Matchday, one file per area. drizzle-kit reads this folder to generate migrations.
export * from './auth.ts';
export * from './competitions.ts';
export * from './outbox.ts';
export * from './permissions.ts';
export * from './reference.ts';
export * from './teams.ts';
export * from './users.ts';
