// The public entry of features/league-site (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

// The router of a league's own site (league-site-routes.tsx) is loaded by src/app by its file, on such a site only.
export { findLeagueSiteSubdomain } from './league-site-host.ts';
