// The public entry of features/venues (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { AssignedFixtures } from './AssignedFixtures.tsx';
export { useChampVenues, useVenues } from './api.ts';
export { ChampVenuesPanel } from './ChampVenuesPanel.tsx';
/** The public venue page, for a league's own site (the main site's router loads it by its file). */
export { loader as venuePageLoader, ObserveVenuePage } from './ObserveVenuePage.tsx';
