// Round-robin timetabling with ITC2021 constraints (issue 28): the model as MIP text, an independent checker,
// the "why not" deletion filter and the organiser's wording. The solver itself lives with the server (ADR 0027).
export * from './checker.ts';
export * from './conflicts.ts';
export * from './describe.ts';
export * from './groups.ts';
export * from './model.ts';
export * from './types.ts';
