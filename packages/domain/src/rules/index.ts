// The spec's rules (sections 5, 6, 8, 9): edit permission, offer dates, team filter, query strings, media ids, paging.
export * from './access.ts';
export * from './check-in.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './media.ts';
export * from './occupancy.ts';
export * from './permissions.ts';
export * from './query-string.ts';
export * from './roster.ts';
export * from './team-filter.ts';
