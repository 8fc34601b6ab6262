// The public entry of features/competitions (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export {
  useChamp,
  useChampRatings,
  useChamps,
  useChampTeams,
  useFixtures,
  useMyChamps,
  useStageStats,
  useStages,
} from './api.ts';
export { CheckInCard } from './CheckInPanel.tsx';
export { EmbedWidgetsButton } from './EmbedWidgetsButton.tsx';
export { FixtureRounds } from './FixtureRounds.tsx';
export { PlayerLeaderboard } from './PlayerLeaderboard.tsx';
export { checkInQuery } from './participation-api.ts';
// The area's read definitions: what other areas' route loaders load and their components read.
export {
  CHAMP_TEAMS_PAGE_SIZE,
  type ChampListParams,
  champListQuery,
  champQuery,
  champRatingsQuery,
  champTeamsQuery,
  fixturesQuery,
  stagesQuery,
  stageTiesQuery,
} from './queries.ts';
export { StandingsTables } from './StandingsTables.tsx';
export { TeamRatingsTable } from './TeamRatingsTable.tsx';
