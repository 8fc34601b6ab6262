// The spreadsheet files' columns and download paths without zod (re-exported by spreadsheets.ts): the web app's
// export buttons and paste dialog import them, and a value import of a schema module would bring all of zod.

/** The header of a roster file: `GET /api/teams/{id}/players/export`, `POST /api/teams/{id}/players/import`. */
export const PLAYER_CSV_COLUMNS = ['name', 'shirtNumber', 'position'] as const;
/** The header of a competition's teams file. */
export const TEAM_CSV_COLUMNS = ['name', 'shortName'] as const;
/** The header of a competition's fixtures file (export only). */
export const FIXTURE_CSV_COLUMNS = [
  'stage',
  'group',
  'round',
  'kickOffUtc',
  'home',
  'away',
  'score',
  'status',
  'venue',
] as const;

/** The downloads (`text/csv`), registered by hand like the calendar feeds: the contract's routes answer JSON. */
export const spreadsheetExportPaths = {
  teamPlayers: '/api/teams/:id/players/export',
  champTeams: '/api/champs/:id/teams/export',
  champFixtures: '/api/champs/:id/fixtures/export',
} as const;
