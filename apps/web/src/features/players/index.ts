// The public entry of features/players (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export {
  importRosterCsv,
  useAddChampTeamPlayer,
  useChampSquads,
  useMyPlayers,
  useOwnerProfile,
  useRemoveChampTeamPlayer,
  useTeamRoster,
} from './api.ts';
/** The player page, for a league's own site (the main site's router loads it by its file). */
export { loader as playerPageLoader, PlayerDetailsPage } from './PlayerDetailsPage.tsx';
export { formatPeriod } from './period.ts';
// The area's read definitions: what other areas' route loaders load and their components read.
export {
  ownerProfileQuery,
  playerOverallStatsQuery,
  playerQuery,
  playerStatsQuery,
  teamRosterQuery,
} from './queries.ts';
export { RosterImportDialog } from './RosterImportDialog.tsx';
export { TeamRosterPanel } from './TeamRosterPanel.tsx';
