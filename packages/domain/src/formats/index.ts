// Competition formats and fixture generators (issue 3). See packages/domain/README.md for one line per export.
export * from './double-elimination.ts';
export * from './groups.ts';
export * from './knockout.ts';
export * from './major-swiss.ts';
export * from './progression.ts';
export * from './random.ts';
export * from './round-robin.ts';
export * from './scheduling.ts';
export * from './single-elimination.ts';
export * from './stage-draw.ts';
export * from './swiss.ts';
export * from './team-split.ts';
