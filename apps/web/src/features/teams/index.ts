// The public entry of features/teams (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { useTeam, useTeamChamps } from './api.ts';
// The area's read definitions: what other areas' route loaders load and their components read.
export { teamQuery } from './queries.ts';
