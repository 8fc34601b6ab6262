// The public entry of features/widgets (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { CompactFixtures } from './CompactFixtures.tsx';
export { CompactStandings } from './CompactStandings.tsx';
/** The widget pages' routes (`/widget/champ/{id}/{kind}`), on the main site and a league's own site. */
export { widgetRoutes } from './widget-routes.tsx';
