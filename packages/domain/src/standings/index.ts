// Standings: league tables from results, with sport presets, per-group tables and explained tie-breaks.
export * from './compute.ts';
export * from './explain.ts';
export * from './groups.ts';
export * from './presets.ts';
export * from './rules-preset.ts';
export * from './types.ts';
