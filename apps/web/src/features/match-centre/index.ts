// The public entry of features/match-centre (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

/** The public match page, for a league's own site (the main site's router loads it by its file). */
export { loader as matchPageLoader, ObserveMatchPage } from './ObserveMatchPage.tsx';
