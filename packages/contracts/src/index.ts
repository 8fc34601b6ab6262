// Public surface of @matchday/contracts: zod schemas of API payloads and realtime events, and the route table.
export * from './api.ts';
export * from './champs.ts';
export * from './events.ts';
export * from './fixtures.ts';
export * from './hub.ts';
export * from './leagues.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './problem.ts';
export * from './reference.ts';
export * from './route.ts';
export * from './runtime-config.ts';
export * from './security.ts';
export * from './strings.ts';
export * from './teams.ts';
