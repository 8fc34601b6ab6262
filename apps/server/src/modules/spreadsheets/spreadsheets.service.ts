import {
  CreatePlayerBody,
  CreateTeamBody,
  FIXTURE_CSV_COLUMNS,
  type Fixture,
  type ImportRowError,
  MAX_PLAYER_POSITION_LENGTH,
  PLAYER_CSV_COLUMNS,
  type PlayerImportItem,
  type PlayerImportResult,
  type RosterImportQuery,
  ShirtNumber,
  TEAM_CSV_COLUMNS,
  type TeamImportItem,
  type TeamImportResult,
  type TeamsImportQuery,
  text,
} from '@matchday/contracts';
import type { z } from 'zod';
import { ensureSignedIn } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { enterTeams, getChampView, listChampTeams } from '../champs/champs.service.ts';
import { listChampFixtures } from '../fixtures/fixtures.service.ts';
import { importRosterRows, listCurrentRoster, type RosterRowInput } from '../players/players.service.ts';
import { createTeamRow } from '../teams/teams.service.ts';
import { readCsv, toCsv } from './csv.ts';

/**
 * Rosters, a competition's teams and its fixtures as spreadsheet files (issue 30, item 3). Imports check every
 * cell with the contract's own rules before anything is written, answer each refused cell by row and column,
 * and write all rows in one transaction or none. Exports are public like the pages they copy.
 */

/** A cell checked with a contract schema: its value, or the schema's first message for the error list. */
function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? 'Invalid' };
}

const PlayerName = CreatePlayerBody.shape.name;
const Position = text(MAX_PLAYER_POSITION_LENGTH).trim();
const ShortName = CreateTeamBody.shape.shortName.unwrap().unwrap();

/** A shirt number cell: empty is none; otherwise a whole number 0–999 (`9`, or `9.0` from a spreadsheet). */
function readShirtNumber(cell: string): { ok: true; value: number | null } | { ok: false; message: string } {
  if (cell === '') return { ok: true, value: null };
  if (!/^\d+(?:[.,]0+)?$/.test(cell)) return { ok: false, message: 'A whole number from 0 to 999' };
  const parsed = check(ShirtNumber, Number.parseInt(cell, 10));
  return parsed.ok ? parsed : { ok: false, message: 'A whole number from 0 to 999' };
}

/** `POST /api/teams/{id}/players/import`: the route has checked `TeamEdit` on the team. */
export async function importTeamPlayers(
  ctx: RequestContext,
  teamId: string,
  query: RosterImportQuery,
  body: string,
): Promise<PlayerImportResult> {
  ensureSignedIn(ctx);
  const records = readCsv(body, PLAYER_CSV_COLUMNS, 'name');
  const errors: ImportRowError[] = [];
  const rows: RosterRowInput[] = [];
  for (const { row, cells } of records) {
    const name = check(PlayerName, cells.name ?? '');
    const shirtNumber = readShirtNumber(cells.shirtNumber ?? '');
    const position = check(Position, cells.position ?? '');
    if (!name.ok) errors.push({ row, field: 'name', message: name.message });
    if (!shirtNumber.ok) errors.push({ row, field: 'shirtNumber', message: shirtNumber.message });
    if (!position.ok) errors.push({ row, field: 'position', message: position.message });
    rows.push({
      row,
      name: name.ok ? name.value : (cells.name ?? ''),
      shirtNumber: shirtNumber.ok ? shirtNumber.value : null,
      position: position.ok ? position.value || null : (cells.position ?? null),
    });
  }
  // Roster rules (a shirt number taken, or worn twice in the file) need the cells to be valid first.
  const dryRun = query.dryRun === true || errors.length > 0;
  const outcome = await importRosterRows(ctx, teamId, rows, { champId: query.champId, dryRun });
  errors.push(...outcome.problems);
  errors.sort((a, b) => a.row - b.row);
  const saved = outcome.playerIds.length > 0;
  const items: PlayerImportItem[] = rows.map((r, index) => ({
    row: r.row,
    name: r.name,
    shirtNumber: r.shirtNumber,
    position: r.position,
    playerId: saved ? outcome.playerIds[index]! : null,
  }));
  return { items, errors, saved };
}

/** `GET /api/teams/{id}/players/export`: the current roster, as the import reads it back. */
export async function exportTeamPlayers(ctx: RequestContext, teamId: string) {
  const { team, lines } = await listCurrentRoster(ctx, teamId);
  return {
    name: team.name,
    csv: toCsv(
      PLAYER_CSV_COLUMNS,
      lines.map((l) => [l.name, l.shirtNumber, l.position]),
    ),
  };
}

/** `POST /api/champs/{id}/teams/import`: the route has checked `ChampEdit` on the competition. */
export async function importChampTeams(
  ctx: RequestContext,
  champId: string,
  query: TeamsImportQuery,
  body: string,
): Promise<TeamImportResult> {
  const owner = ensureSignedIn(ctx);
  const records = readCsv(body, TEAM_CSV_COLUMNS, 'name');
  const view = await getChampView(ctx, champId);
  const errors: ImportRowError[] = [];
  const items: TeamImportItem[] = [];
  for (const { row, cells } of records) {
    const name = check(CreateTeamBody.shape.name, cells.name ?? '');
    const shortName = check(ShortName, cells.shortName ?? '');
    if (!name.ok) errors.push({ row, field: 'name', message: name.message });
    if (!shortName.ok) errors.push({ row, field: 'shortName', message: shortName.message });
    items.push({
      row,
      name: name.ok ? name.value : (cells.name ?? ''),
      shortName: shortName.ok ? shortName.value || null : (cells.shortName ?? null),
      teamId: null,
    });
  }
  if (errors.length > 0 || query.dryRun === true) return { items, errors, saved: false };
  const teamIds = await withTransaction(ctx, async (tx) => {
    const rows = [];
    for (const item of items) {
      rows.push(
        await createTeamRow(tx, {
          name: item.name,
          sportKindId: view.sportKindId,
          shortName: item.shortName,
          logo: null,
          teamLeagueId: null,
          ownerId: owner.id,
        }),
      );
    }
    await enterTeams(tx, champId, rows, 'params.id');
    return rows.map((r) => r.id);
  });
  return { items: items.map((item, index) => ({ ...item, teamId: teamIds[index]! })), errors, saved: true };
}

/** `GET /api/champs/{id}/teams/export`: the teams entered, by name. */
export async function exportChampTeams(ctx: RequestContext, champId: string) {
  const view = await getChampView(ctx, champId);
  const teams = await listChampTeams(ctx, champId, { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER });
  return {
    name: view.champ.name,
    csv: toCsv(
      TEAM_CSV_COLUMNS,
      teams.items.map((t) => [t.name, t.shortName]),
    ),
  };
}

/** A kick-off as spreadsheets read a date and time: `2030-05-01 15:00` (UTC, as the column's name says). */
function kickOffCell(startsAt: string | null): string {
  return startsAt ? `${startsAt.slice(0, 10)} ${startsAt.slice(11, 16)}` : '';
}

function scoreCell(f: Fixture): string {
  if (f.homeScore === null || f.awayScore === null) return '';
  const score = `${f.homeScore}-${f.awayScore}`;
  return f.homePenalties !== null && f.awayPenalties !== null
    ? `${score} (${f.homePenalties}-${f.awayPenalties} pens)`
    : score;
}

/** `GET /api/champs/{id}/fixtures/export`: every fixture of the competition, in the schedule's order. */
export async function exportChampFixtures(ctx: RequestContext, champId: string) {
  const view = await getChampView(ctx, champId);
  const fixtures = await listChampFixtures(ctx, champId);
  return {
    name: view.champ.name,
    csv: toCsv(
      FIXTURE_CSV_COLUMNS,
      fixtures.items.map((f) => [
        f.stageName,
        f.groupName ?? '',
        f.round,
        kickOffCell(f.startsAt),
        f.homeTeamName ?? '',
        f.awayTeamName ?? '',
        scoreCell(f),
        f.status,
        f.venueName ?? '',
      ]),
    ),
  };
}
