// The public entry of features/home (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

// The area's read definitions: what other areas' route loaders load and their components read.
export {
  type FixtureSearch,
  featuredChampsQuery,
  fixtureSearchQuery,
  HOME_LIST_SIZE,
  LIVE_FIXTURES,
  siteStatsQuery,
  sportTypesQuery,
  upcomingFixtures,
} from './queries.ts';
export { SiteFigures } from './SiteFigures.tsx';
/** `GET /sport-types`, in display order: the shell's hook, one cache entry for the whole app. */
export { useSportTypes } from './sport-types.ts';
