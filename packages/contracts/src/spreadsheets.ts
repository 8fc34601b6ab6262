import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Id, IdParams, QueryBoolean } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

export * from './spreadsheet-names.ts';

/**
 * Spreadsheet files (issue 30, item 3): rosters and a competition's teams in and out as CSV, a competition's
 * fixtures and results out. The files are what a spreadsheet opens and saves: UTF-8 (a byte order mark is
 * written on export and skipped on import), a header row naming the columns, fields separated by commas (a
 * semicolon or a tab are read too: a spreadsheet in a European locale saves `;`, a paste from one has tabs).
 * Columns the importer does not know are ignored, so an export with more columns imports again.
 */

/** The body of an import: the file's text, sent as `text/csv` (UTF-8). */
export const CsvText = z
  .string()
  .max(1_000_000, { message: 'A file of at most 1 MB' })
  .describe('A CSV file (text/csv; charset=utf-8) with a header row.');

export const RosterImportQuery = z.object({
  /** `true`: check every row and answer what would be saved, saving nothing. */
  dryRun: QueryBoolean.optional(),
  /**
   * A competition the team is entered in: the new players join its squad there too (a squad pasted at once).
   * Needs the team entered there.
   */
  champId: Id.optional(),
});
export type RosterImportQuery = z.infer<typeof RosterImportQuery>;

export const TeamsImportQuery = z.object({ dryRun: QueryBoolean.optional() });
export type TeamsImportQuery = z.infer<typeof TeamsImportQuery>;

/**
 * One refused cell (or row): `row` is the spreadsheet's row number (the header is row 1, the first player row
 * 2), `field` the column's name (`name`, `shirtNumber`…; `row` when the row as a whole is refused).
 */
export const ImportRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;

export const PlayerImportItem = z.object({
  row: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  /** The new player (after a saved import); null in a preview. */
  playerId: Id.nullable(),
});
export type PlayerImportItem = z.infer<typeof PlayerImportItem>;

export const TeamImportItem = z.object({
  row: z.number().int(),
  name: z.string(),
  shortName: z.string().nullable(),
  /** The new team (after a saved import); null in a preview. */
  teamId: Id.nullable(),
});
export type TeamImportItem = z.infer<typeof TeamImportItem>;

const importResultOf = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Every row read, in the file's order, with its values as they would be saved. */
    items: z.array(item),
    /** Every refused cell; when any, nothing is saved. */
    errors: z.array(ImportRowError),
    /** Whether the rows were saved: false for a preview (`dryRun=true`) and whenever `errors` is not empty. */
    saved: z.boolean(),
  });

export const PlayerImportResult = importResultOf(PlayerImportItem);
export type PlayerImportResult = z.infer<typeof PlayerImportResult>;
export const TeamImportResult = importResultOf(TeamImportItem);
export type TeamImportResult = z.infer<typeof TeamImportResult>;

const tags = ['spreadsheets'];

export const spreadsheetRoutes = defineRoutes({
  importTeamPlayers: {
    method: 'POST',
    path: '/api/teams/:id/players/import',
    summary: "Add players to a team's roster (and a competition squad) from a CSV file",
    description:
      "Body: `text/csv` with a header row `name,shirtNumber,position` (more columns are ignored; `,` `;` or tab separated). Each row makes a new player of the caller's (the team's sport) on the roster from today, with its shirt number and position; with `champId`, in that competition's squad too. Every row is checked first (shirt numbers free on the roster and unique in the file): any refused cell is in `errors` naming its row and column, and then nothing is saved. All rows are saved in one transaction. `dryRun=true` answers the same without saving.",
    tags,
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: IdParams,
    query: RosterImportQuery,
    body: CsvText,
    response: PlayerImportResult,
  },
  importChampTeams: {
    method: 'POST',
    path: '/api/champs/:id/teams/import',
    summary: 'Create teams from a CSV file and enter them in a competition',
    description:
      "Body: `text/csv` with a header row `name,shortName` (more columns are ignored). Each row makes a new team of the caller's, of the competition's sport, entered in the competition. Any refused cell is in `errors` and then nothing is saved; all rows in one transaction. `dryRun=true` answers the same without saving.",
    tags,
    access: Access.permission(Permission.ChampEdit, 'params.id'),
    params: IdParams,
    query: TeamsImportQuery,
    body: CsvText,
    response: TeamImportResult,
  },
});
