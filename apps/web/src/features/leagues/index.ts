// The public entry of features/leagues (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { useLeague, useLeagueChamps, useLeagueRatings, useMyLeagues, usePageConfiguration } from './api.ts';
export { toChampPublicUrl, toLeaguePublicUrl } from './public-link.ts';
// The area's read definitions: what other areas' route loaders load and their components read.
export { leagueChampsQuery, leagueQuery, leagueRatingsQuery, pageConfigurationQuery } from './queries.ts';
export { useSportTypesWithLeagues } from './sport-types.ts';
export { useWebEngineDomain } from './useWebEngineDomain.ts';
