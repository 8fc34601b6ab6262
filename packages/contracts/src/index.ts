// Public surface of @matchday/contracts: zod schemas of API payloads and realtime events.
export * from './champs.ts';
export * from './fixtures.ts';
export * from './leagues.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './problem.ts';
export * from './reference.ts';
export * from './runtime-config.ts';
export * from './security.ts';
export * from './teams.ts';
