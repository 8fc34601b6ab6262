// The public entry of features/observe (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

/** The public competition and team pages, for a league's own site (the main site's router loads them by file). */
export { loadCompetitionPage, ObserveCompetitionPage } from './ObserveCompetitionPage.tsx';
export { loader as teamPageLoader, ObserveTeamPage } from './ObserveTeamPage.tsx';
