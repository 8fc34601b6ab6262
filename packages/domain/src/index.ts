// Public surface of @matchday/domain: pure functions only (no I/O, no clock, no randomness without a seed).
export * from './billing/index.ts';
export * from './calendar/index.ts';
export * from './errors.ts';
export * from './formats/index.ts';
export * from './match/index.ts';
export * from './ratings/index.ts';
export * from './rules/index.ts';
export * from './scheduling/index.ts';
export * from './standings/index.ts';
export * from './stats/index.ts';
