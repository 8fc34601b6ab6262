import {
  type AddChampTeamPlayerBody,
  type AddTeamPlayerBody,
  type ChampTeamPlayer,
  type ChampTeamSquad,
  type ChampTeamSquadList,
  CLONE_PLAYERS_COPY,
  CLONE_PLAYERS_NONE,
  CLONE_PLAYERS_SAME,
  type CloneTeamBody,
  type CreatePlayerBody,
  type DeletedResult,
  type GeneratedTeams,
  type GenerateTeamsBody,
  type Paged,
  type PagingQuery,
  type Player,
  type PlayerList,
  type PlayerListQuery,
  type PlayerSearchQuery,
  type SportKindRef,
  type Team,
  type TeamPlayer,
  type TeamPlayerList,
  type UpdatePlayerBody,
  type UpdateTeamPlayerBody,
} from '@matchday/contracts';
import {
  findRosterProblem,
  isDayInPeriod,
  Permission,
  type RosterEntry,
  SystemRole,
  splitIntoTeams,
} from '@matchday/domain';
import { ensureAccess, ensureSignedIn, findGranted, hasAccess } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import { enterTeams, getChampRow, getChampView, listChampEntries } from '../champs/champs.service.ts';
import { getSportOfBody, listSportTypes } from '../reference/reference.service.ts';
import {
  createTeamRow,
  findTeamRows,
  getTeamRow,
  type TeamRow,
  toTeamViews,
} from '../teams/teams.service.ts';
import { findPublicProfiles } from '../users/users.service.ts';
import * as repo from './players.repo.ts';

/**
 * Players, team rosters and competition squads (spec §3 "Player", §7 "Players", "Teams", "Champ team players").
 *
 * - A player is one identity across teams and seasons, owned by whoever created it (`PlayerEdit`: the owner and
 *   SystemAdmin; item roles are not given on players yet).
 * - A roster entry puts a player in a team for a contract period (`packages/domain` rules/roster.ts). Adding one
 *   directly (`POST /teams/{id}/player`, cloning with the same players, generating teams) needs `TeamEdit` on the
 *   team and `PlayerEdit` on the player: the caller's own players only (SystemAdmin: anyone's), 403
 *   `team.player_not_owned` otherwise (issue 29, item 6). Another user's player joins through an offer or a join
 *   request its owner agrees to (modules/registrations, `addAgreedTeamPlayer`). The player's owner may always
 *   take their player off a roster; squads are reached only from the roster, so they follow.
 * - A squad entry registers a rostered player of a team entered in a competition, once per competition.
 */

export type { PlayerRef } from './players.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const playerNotFound = () => AppError.notFound('player.not_found', 'Player not found.');
const rosterEntryNotFound = () =>
  AppError.notFound('team_player.not_found', 'The player is not on this team.');
const squadEntryNotFound = () => AppError.notFound('squad.not_found', 'Squad entry not found.');

/**
 * The 403 for putting another user's player on a roster directly (issue 29, item 6; like ADR 0007's
 * `champ.team_not_managed` for teams): the player's owner decides which teams list the player.
 */
const playerNotOwned = (message?: string, errors?: { field: string; message: string }[]) =>
  new AppError(
    ErrorKind.forbidden,
    'team.player_not_owned',
    message ??
      "Only the player's owner can put them on a roster directly: send the player an offer, and they join when their owner accepts it.",
    errors,
  );

/** Today's calendar date by the context's clock (UTC): what "current" rosters are measured against. */
function todayOf(ctx: RequestContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

// ---- used by other modules (favorites, player-stats) --------------------------------------------------------

/** Players by id, in one query (for other modules' names, photos and sports); unknown ids are left out. */
export async function findPlayerRows(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, repo.PlayerRef>> {
  const unique = [...new Set(ids)].filter((id) => UUID.test(id));
  const rows = await repo.findPlayerRefs(ctx.db, unique);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The players a user owns, by name: the first `limit` and how many in all (two queries). For other modules'
 * public views of a user (the profile's stats); no caller is needed, unlike `listPlayers`' `isOnlyMine`.
 */
export function findPlayersOfOwner(
  ctx: RequestContext,
  ownerId: string,
  limit: number,
): Promise<{ items: repo.PlayerRow[]; totalItems: number }> {
  return repo.listPlayers(ctx.db, { ownerId }, 'name', 0, limit);
}

/** Nothing, or a 404 `player.not_found`. */
export async function ensurePlayerExists(ctx: RequestContext, id: string): Promise<void> {
  await getPlayerRow(ctx, id);
}

/** The competitions (with team and shirt number) a player is registered in, oldest registration first. */
export function findSquadEntriesOfPlayer(
  ctx: RequestContext,
  playerId: string,
): Promise<{ champId: string; teamId: string; shirtNumber: number | null }[]> {
  if (!UUID.test(playerId)) return Promise.resolve([]);
  return repo.findSquadEntriesOfPlayer(ctx.db, playerId);
}

// ---- players ------------------------------------------------------------------------------------------------

async function getPlayerRow(ctx: RequestContext, id: string): Promise<repo.PlayerRow> {
  const row = UUID.test(id) ? await repo.findPlayer(ctx.db, id) : undefined;
  if (!row) throw playerNotFound();
  return row;
}

function toPlayer(row: repo.PlayerRow, sport: SportKindRef, canEdit: boolean): Player {
  return {
    id: row.id,
    name: row.name,
    photo: row.photo,
    sportKindId: row.sportKindId,
    sportKind: sport,
    shirtNumber: row.shirtNumber,
    position: row.position,
    birthDate: row.birthDate,
    nationality: row.nationality,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit,
  };
}

/** Players with their sport and `canEdit` flags, decided for the whole list at once. */
async function toPlayers(ctx: RequestContext, rows: repo.PlayerRow[]): Promise<Player[]> {
  if (rows.length === 0) return [];
  const [sports, editable] = await Promise.all([
    listSportTypes(ctx),
    findGranted(
      ctx,
      Permission.PlayerEdit,
      rows.map((r) => r.id),
    ),
  ]);
  const sportOf = new Map(sports.map((s) => [s.id, s]));
  return rows.map((r) => {
    const sport = sportOf.get(r.sportKindId);
    const ref = {
      id: r.sportKindId,
      name: sport?.name ?? r.sportKindId,
      displayName: sport?.displayName ?? r.sportKindId,
    };
    return toPlayer(r, ref, editable.has(r.id));
  });
}

function paged<T>(page: { items: T[]; totalItems: number }, query: PagingQuery): Paged<T> {
  return {
    items: page.items,
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function getPlayer(ctx: RequestContext, id: string): Promise<Player> {
  const [player] = await toPlayers(ctx, [await getPlayerRow(ctx, id)]);
  return player!;
}

/** `GET /player`: newest first; `isOnlyMine` needs a signed-in caller. */
export async function listPlayers(ctx: RequestContext, query: PlayerListQuery): Promise<PlayerList> {
  const ownerId = query.isOnlyMine ? ensureSignedIn(ctx).id : undefined;
  const page = await repo.listPlayers(
    ctx.db,
    { sportKindId: query.sportKindId, ownerId, nameContains: query.keyword || undefined },
    'newest',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ ...page, items: await toPlayers(ctx, page.items) }, query);
}

/** `GET /player/search`: the keyword anywhere in the name, case-insensitive; by name. */
export async function searchPlayers(ctx: RequestContext, query: PlayerSearchQuery): Promise<PlayerList> {
  const page = await repo.listPlayers(
    ctx.db,
    { sportKindId: query.sportKindId, nameContains: query.keyword || undefined },
    'name',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ ...page, items: await toPlayers(ctx, page.items) }, query);
}

/** Any signed-in user may create a player; they own it. */
export async function createPlayer(ctx: RequestContext, body: CreatePlayerBody): Promise<Player> {
  const owner = ensureSignedIn(ctx);
  await getSportOfBody(ctx, body.sportKindId);
  const row = await withTransaction(ctx, async (tx) => {
    const inserted = await repo.insertPlayer(tx.db, {
      name: body.name,
      sportKindId: body.sportKindId,
      photo: body.photo ?? null,
      shirtNumber: body.shirtNumber ?? null,
      position: body.position || null,
      birthDate: body.birthDate ?? null,
      nationality: body.nationality || null,
      ownerId: owner.id,
    });
    tx.events.record({ type: 'player.created', playerId: inserted.id });
    return inserted;
  });
  return getPlayer(ctx, row.id);
}

/** The route has checked `PlayerEdit`. The sport does not change (rosters and stats are per sport). */
export async function updatePlayer(ctx: RequestContext, id: string, body: UpdatePlayerBody): Promise<Player> {
  await withTransaction(ctx, async (tx) => {
    await getPlayerRow(tx, id);
    await repo.updatePlayer(tx.db, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.photo !== undefined ? { photo: body.photo } : {}),
      ...(body.shirtNumber !== undefined ? { shirtNumber: body.shirtNumber } : {}),
      ...(body.position !== undefined ? { position: body.position || null } : {}),
      ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
      ...(body.nationality !== undefined ? { nationality: body.nationality || null } : {}),
    });
    tx.events.record({ type: 'player.updated', playerId: id });
  });
  return getPlayer(ctx, id);
}

/**
 * A fixture whose match sheet (line-up or events) names the player, for the 409 that refuses deleting them.
 * The match-sheets module has it (`findMatchSheetOfPlayer`); it comes after players in the one-way order of
 * ADR 0011, so app.ts hands it over.
 */
export type MatchSheetOfPlayerFinder = (
  ctx: RequestContext,
  playerId: string,
) => Promise<{ fixtureId: string; name: string } | undefined>;

let matchSheetOfPlayerFinder: MatchSheetOfPlayerFinder | undefined;

/** Called by app.ts: how to find a match sheet that names a player. */
export function provideMatchSheetOfPlayerFinder(finder: MatchSheetOfPlayerFinder): void {
  matchSheetOfPlayerFinder = finder;
}

/**
 * The route has checked `PlayerEdit`. Roster and squad entries go with the player (ON DELETE CASCADE). A
 * player on a match sheet stays, so that no figure loses the fact it came from: the RESTRICT foreign keys of
 * line-ups and events refuse the delete (a constraint decides, so a racing event cannot slip past), answered
 * with 409 `player.on_match_sheet` naming a fixture.
 */
export async function deletePlayer(ctx: RequestContext, id: string): Promise<DeletedResult> {
  try {
    await withTransaction(ctx, async (tx) => {
      await getPlayerRow(tx, id);
      await repo.deletePlayer(tx.db, id);
      tx.events.record({ type: 'player.deleted', playerId: id });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const sheet = await matchSheetOfPlayerFinder?.(ctx, id);
    throw AppError.conflict(
      'player.on_match_sheet',
      sheet
        ? `The player is on the match sheet of ${sheet.name} (fixture ${sheet.fixtureId}): take them off its line-up and events first.`
        : 'The player is on a match sheet: take them off its line-up and events first.',
    );
  }
  return { id, deleted: true };
}

// ---- rosters ------------------------------------------------------------------------------------------------

function toTeamPlayer(line: repo.RosterLine, teamName: string): TeamPlayer {
  return {
    id: line.id,
    teamId: line.teamId,
    teamName,
    playerId: line.playerId,
    name: line.name,
    photo: line.photo,
    shirtNumber: line.shirtNumber,
    position: line.position,
    startDate: line.startDate,
    endDate: line.endDate,
    createdAt: line.createdAt.toISOString(),
  };
}

/** Roster lines with their teams' names, one query for the teams. */
async function toTeamPlayers(ctx: RequestContext, lines: repo.RosterLine[]): Promise<TeamPlayer[]> {
  const teams = await findTeamRows(ctx, [...new Set(lines.map((l) => l.teamId))]);
  const nameOf = new Map(teams.map((t) => [t.id, t.name]));
  return lines.map((l) => toTeamPlayer(l, nameOf.get(l.teamId) ?? ''));
}

async function getRosterLine(ctx: RequestContext, entryId: string): Promise<TeamPlayer> {
  const line = UUID.test(entryId) ? await repo.findRosterLine(ctx.db, entryId) : undefined;
  if (!line) throw rosterEntryNotFound();
  const [item] = await toTeamPlayers(ctx, [line]);
  return item!;
}

/** `GET /teams/player/{id}`: a roster entry by its own id. */
export function getTeamPlayer(ctx: RequestContext, entryId: string): Promise<TeamPlayer> {
  return getRosterLine(ctx, entryId);
}

/** `GET /teams/{id}/players`: every entry of the team (any period), by shirt number, then name. */
export async function listTeamPlayers(
  ctx: RequestContext,
  teamId: string,
  query: PagingQuery,
): Promise<TeamPlayerList> {
  const team = await getTeamRow(ctx, teamId);
  const page = await repo.listRosterPage(ctx.db, teamId, query.pageIndex * query.pageSize, query.pageSize);
  return paged({ ...page, items: page.items.map((l) => toTeamPlayer(l, team.name)) }, query);
}

/** `GET /player/{id}/teams`: the player's entries in every team, current ones first, then the latest start. */
export async function listPlayerTeams(
  ctx: RequestContext,
  playerId: string,
  query: PagingQuery,
): Promise<TeamPlayerList> {
  await getPlayerRow(ctx, playerId);
  const page = await repo.listRosterPageOfPlayer(
    ctx.db,
    playerId,
    todayOf(ctx),
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ ...page, items: await toTeamPlayers(ctx, page.items) }, query);
}

/** The roster rules of `packages/domain` (rules/roster.ts) as the API's errors, naming the body's field. */
function ensureRosterRules(
  entry: RosterEntry,
  roster: repo.TeamPlayerRow[],
  player: repo.PlayerRow,
  team: TeamRow,
) {
  const problem = findRosterProblem({
    entry,
    roster,
    playerSportKindId: player.sportKindId,
    teamSportKindId: team.sportKindId,
  });
  if (!problem) return;
  const errors = problem.field ? [{ field: `body.${problem.field}`, message: problem.message }] : undefined;
  if (problem.kind === 'invalid') throw AppError.invalid(problem.code, problem.message, errors);
  throw AppError.conflict(problem.code, problem.message, errors);
}

/**
 * `POST /teams/{id}/player`. The route has checked `TeamEdit` on the team; the player must be the caller's own
 * (`PlayerEdit`), else 403 `team.player_not_owned`, after the 404s and before the roster rules (see the module
 * comment). No start date means from today on; no end date, open-ended.
 */
export function addTeamPlayer(
  ctx: RequestContext,
  teamId: string,
  body: AddTeamPlayerBody,
): Promise<TeamPlayer> {
  return insertTeamPlayer(ctx, teamId, body, 'caller owns the player');
}

/**
 * A roster entry that the player's owner and the team have both agreed to: an accepted offer, join request or
 * player invitation (modules/registrations checks who decided). No ownership check here; the roster rules hold.
 * Called inside the registration's transaction.
 */
export function addAgreedTeamPlayer(
  ctx: RequestContext,
  teamId: string,
  body: AddTeamPlayerBody,
): Promise<TeamPlayer> {
  return insertTeamPlayer(ctx, teamId, body, 'agreed');
}

async function insertTeamPlayer(
  ctx: RequestContext,
  teamId: string,
  body: AddTeamPlayerBody,
  consent: 'caller owns the player' | 'agreed',
): Promise<TeamPlayer> {
  const entryId = await withTransaction(ctx, async (tx) => {
    const team = await getTeamRow(tx, teamId);
    const player = await getPlayerRow(tx, body.playerId);
    if (consent === 'caller owns the player' && !(await hasAccess(tx, Permission.PlayerEdit, player.id))) {
      throw playerNotOwned();
    }
    await repo.lockTeamRoster(tx.db, teamId);
    const entry: RosterEntry = {
      id: null,
      playerId: player.id,
      shirtNumber: body.shirtNumber ?? null,
      startDate: body.startDate ?? todayOf(tx),
      endDate: body.endDate ?? null,
    };
    ensureRosterRules(entry, await repo.listRosterEntries(tx.db, teamId), player, team);
    const inserted = await repo.insertRosterEntry(tx.db, {
      teamId,
      playerId: player.id,
      shirtNumber: entry.shirtNumber,
      position: body.position || null,
      startDate: entry.startDate,
      endDate: entry.endDate,
    });
    tx.events.record({ type: 'team.rosterChanged', teamId, playerId: player.id });
    return inserted.id;
  });
  return getRosterLine(ctx, entryId);
}

/**
 * The team's entry that `id` names: an entry id, or a player id (the player's current entry, else the one
 * that starts latest). The update and remove routes take either, since a player may have several periods.
 */
async function getEntryOfTeam(ctx: RequestContext, teamId: string, id: string): Promise<repo.TeamPlayerRow> {
  const entries = await repo.findRosterEntriesByEntryOrPlayer(ctx.db, teamId, id);
  const today = todayOf(ctx);
  const byEntryId = entries.find((e) => e.id === id);
  const ofPlayer = entries
    .filter((e) => e.playerId === id)
    .sort(
      (a, b) =>
        Number(isDayInPeriod(b, today)) - Number(isDayInPeriod(a, today)) ||
        (b.startDate ?? '').localeCompare(a.startDate ?? ''),
    );
  const entry = byEntryId ?? ofPlayer[0];
  if (!entry) throw rosterEntryNotFound();
  return entry;
}

/** `PUT /teams/{id}/player/{playerId}`: shirt number, position or period; `null` clears a field. */
export async function updateTeamPlayer(
  ctx: RequestContext,
  teamId: string,
  id: string,
  body: UpdateTeamPlayerBody,
): Promise<TeamPlayer> {
  const entryId = await withTransaction(ctx, async (tx) => {
    const team = await getTeamRow(tx, teamId);
    await repo.lockTeamRoster(tx.db, teamId);
    const before = await getEntryOfTeam(tx, teamId, id);
    const player = await getPlayerRow(tx, before.playerId);
    const entry: RosterEntry = {
      id: before.id,
      playerId: before.playerId,
      shirtNumber: body.shirtNumber === undefined ? before.shirtNumber : body.shirtNumber,
      startDate: body.startDate === undefined ? before.startDate : body.startDate,
      endDate: body.endDate === undefined ? before.endDate : body.endDate,
    };
    ensureRosterRules(entry, await repo.listRosterEntries(tx.db, teamId), player, team);
    await repo.updateRosterEntry(tx.db, before.id, {
      shirtNumber: entry.shirtNumber,
      startDate: entry.startDate,
      endDate: entry.endDate,
      ...(body.position !== undefined ? { position: body.position || null } : {}),
    });
    tx.events.record({ type: 'team.rosterChanged', teamId, playerId: before.playerId });
    return before.id;
  });
  return getRosterLine(ctx, entryId);
}

/**
 * `DELETE /teams/{id}/player/{playerId}`: removes the entry. The route has let in whoever may edit the team (an
 * entry or player id) or the player's owner (`PlayerEdit` on `playerId`: then it is the player's id, so only
 * that player's entries are found). Squad entries stay: a competition keeps the squad it registered (its team's
 * editors or its organiser remove them), whoever takes the player off the roster.
 */
export async function removeTeamPlayer(
  ctx: RequestContext,
  teamId: string,
  id: string,
): Promise<DeletedResult> {
  const entryId = await withTransaction(ctx, async (tx) => {
    await getTeamRow(tx, teamId);
    const entry = await getEntryOfTeam(tx, teamId, id);
    await repo.deleteRosterEntry(tx.db, entry.id);
    tx.events.record({ type: 'team.rosterChanged', teamId, playerId: entry.playerId });
    return entry.id;
  });
  return { id: entryId, deleted: true };
}

/** `GET /teams/fixture-players`: each team's current roster (today within the period), in the given order. */
export async function getFixturePlayers(
  ctx: RequestContext,
  teamIds: string[],
): Promise<{ items: { teamId: string; players: TeamPlayer[] }[] }> {
  const unique = [...new Set(teamIds)];
  const teams = await findTeamRows(ctx, unique);
  if (teams.length < unique.length) throw AppError.notFound('team.not_found', 'Team not found.');
  const nameOf = new Map(teams.map((t) => [t.id, t.name]));
  const lines = await repo.listCurrentRosterLines(ctx.db, unique, todayOf(ctx));
  return {
    items: unique.map((teamId) => ({
      teamId,
      players: lines.filter((l) => l.teamId === teamId).map((l) => toTeamPlayer(l, nameOf.get(teamId) ?? '')),
    })),
  };
}

// ---- squads -------------------------------------------------------------------------------------------------

function toChampTeamPlayer(line: repo.SquadLine): ChampTeamPlayer {
  return {
    id: line.id,
    champId: line.champId,
    teamId: line.teamId,
    playerId: line.playerId,
    name: line.name,
    photo: line.photo,
    shirtNumber: line.shirtNumber,
    position: line.position,
    createdAt: line.createdAt.toISOString(),
  };
}

/** `GET /champ-team-players?champId=…[&teamId=…]`. */
export async function listChampTeamPlayers(
  ctx: RequestContext,
  query: PagingQuery & { champId: string; teamId?: string | undefined },
): Promise<Paged<ChampTeamPlayer>> {
  await getChampRow(ctx, query.champId);
  const page = await repo.listSquadPage(
    ctx.db,
    query.champId,
    query.teamId,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ ...page, items: page.items.map(toChampTeamPlayer) }, query);
}

/** A competition's entered teams with their squads: one query for the entries, one for the squads, one for the teams. */
async function toChampTeamSquads(
  ctx: RequestContext,
  champId: string,
  teamIds: string[],
): Promise<ChampTeamSquad[]> {
  const [lines, teams] = await Promise.all([
    repo.listSquadPage(ctx.db, champId, teamIds.length === 1 ? teamIds[0] : undefined, 0, MAX_SQUAD_LINES),
    findTeamRows(ctx, teamIds),
  ]);
  const teamById = new Map(teams.map((t) => [t.id, t]));
  return teamIds.map((teamId) => ({
    champId,
    teamId,
    teamName: teamById.get(teamId)?.name ?? '',
    teamLogo: teamById.get(teamId)?.logo ?? null,
    players: lines.items.filter((l) => l.teamId === teamId).map(toChampTeamPlayer),
  }));
}

/** Squads are a few dozen players a team; this bounds one competition's read however large it grows. */
const MAX_SQUAD_LINES = 5000;

/** `GET /champ-team-players/champteams?champId=…`: every entered team with its squad, in entry order. */
export async function listChampTeamSquads(ctx: RequestContext, champId: string): Promise<ChampTeamSquadList> {
  await getChampRow(ctx, champId);
  const entries = await listChampEntries(ctx, champId);
  const items = await toChampTeamSquads(
    ctx,
    champId,
    entries.map((e) => e.teamId),
  );
  return { items, totalItems: items.length };
}

/** `GET /champ-team-players/{id}/champteam`: the team and whole squad that the squad entry `id` belongs to. */
export async function getChampTeamSquad(ctx: RequestContext, entryId: string): Promise<ChampTeamSquad> {
  const line = await repo.findSquadLine(ctx.db, entryId);
  if (!line) throw squadEntryNotFound();
  const [squad] = await toChampTeamSquads(ctx, line.champId, [line.teamId]);
  return squad!;
}

const alreadyRegistered = () =>
  AppError.conflict(
    'squad.player_already_registered',
    'The player is already in a squad of this competition.',
    [{ field: 'body.playerId', message: 'Already registered in this competition' }],
  );

/**
 * `POST /champ-team-players`. The route has checked `TeamEdit` on the team or `ChampEdit` on the competition.
 * The team must be entered in the competition and the player on the team's roster (any period); a player is
 * in one squad per competition (a unique key decides, so racing requests cannot both pass). Without a shirt
 * number or position, the player's roster entry in the team gives them.
 */
export async function addChampTeamPlayer(
  ctx: RequestContext,
  body: AddChampTeamPlayerBody,
): Promise<ChampTeamPlayer> {
  let entryId: string;
  try {
    entryId = await withTransaction(ctx, async (tx) => {
      const champ = await getChampRow(tx, body.champId);
      await getTeamRow(tx, body.teamId);
      await getPlayerRow(tx, body.playerId);
      const entries = await listChampEntries(tx, body.champId);
      if (!entries.some((e) => e.teamId === body.teamId)) {
        throw AppError.conflict('squad.team_not_in_champ', 'The team is not entered in this competition.', [
          { field: 'body.teamId', message: 'Not entered in this competition' },
        ]);
      }
      const [rostered] = await repo.listRosterEntriesOfPlayerInTeam(tx.db, body.teamId, body.playerId);
      if (!rostered) {
        throw AppError.conflict('squad.player_not_on_roster', "The player is not on the team's roster.", [
          { field: 'body.playerId', message: "Not on the team's roster" },
        ]);
      }
      if (await repo.findSquadEntryOfPlayerInChamp(tx.db, body.champId, body.playerId))
        throw alreadyRegistered();
      const inserted = await repo.insertSquadEntry(tx.db, {
        champId: body.champId,
        teamId: body.teamId,
        playerId: body.playerId,
        shirtNumber: body.shirtNumber === undefined ? rostered.shirtNumber : body.shirtNumber,
        position: body.position === undefined ? rostered.position : body.position || null,
      });
      tx.events.record({
        type: 'champ.squadChanged',
        champId: body.champId,
        leagueId: champ.champLeagueId,
        teamId: body.teamId,
        playerId: body.playerId,
      });
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
  const line = await repo.findSquadLine(ctx.db, entryId);
  return toChampTeamPlayer(line!);
}

/**
 * `DELETE /champ-team-players/{id}`. The route has checked `SquadEdit` on the entry: whoever may edit its team
 * (`TeamEdit`: owner, Managers) or its competition (`ChampEdit`: the organisers up the league): 401, then 404
 * `squad.not_found`, then 403.
 */
export async function removeChampTeamPlayer(ctx: RequestContext, id: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const entry = await repo.findSquadEntry(tx.db, id);
    if (!entry) throw squadEntryNotFound();
    const champ = await getChampRow(tx, entry.champId);
    await repo.deleteSquadEntry(tx.db, id);
    tx.events.record({
      type: 'champ.squadChanged',
      champId: entry.champId,
      leagueId: champ.champLeagueId,
      teamId: entry.teamId,
      playerId: entry.playerId,
    });
  });
  return { id, deleted: true };
}

// ---- cloning and generating teams (spec §7 "Teams"; docs/adr/0012-team-generation.md) -----------------------

/**
 * The owner of a cloned team: the caller, or `ownerUserId` when the caller is SystemAdmin. Anyone else naming
 * an owner is a 403 naming `body.ownerUserId`; an unknown user is a 400 naming it.
 */
async function ownerOfClone(ctx: RequestContext, ownerUserId: string | undefined): Promise<string> {
  const caller = ensureSignedIn(ctx);
  if (ownerUserId === undefined) return caller.id;
  if (caller.role !== SystemRole.SystemAdmin) {
    throw new AppError(
      ErrorKind.forbidden,
      'team.owner_not_allowed',
      'Only SystemAdmin may choose the owner of the new team (body.ownerUserId).',
      [{ field: 'body.ownerUserId', message: 'Only SystemAdmin may set it' }],
    );
  }
  const [user] = await findPublicProfiles(ctx, [ownerUserId]);
  if (!user) {
    throw AppError.invalid('team.owner_not_found', 'There is no user with this id.', [
      { field: 'body.ownerUserId', message: 'Unknown user' },
    ]);
  }
  return user.id;
}

/**
 * `POST /teams/{id}/clone`. The route has checked `TeamEdit` on the source. One transaction: the new team (the
 * source's sport, short name, logo and team league under the new name), then, by `clonePlayersOption`, roster
 * entries for the source's current roster (same shirt numbers and positions, from today, open-ended) — of the
 * same players (only the caller's own: `ensureOwnRosterPlayers`, checked before anything is written), or of new
 * player records copied from them and owned by the new team's owner.
 */
export async function cloneTeam(ctx: RequestContext, sourceId: string, body: CloneTeamBody): Promise<Team> {
  const ownerId = await ownerOfClone(ctx, body.ownerUserId);
  const teamId = await withTransaction(ctx, async (tx) => {
    const source = await getTeamRow(tx, sourceId);
    const today = todayOf(tx);
    const roster =
      body.clonePlayersOption === CLONE_PLAYERS_NONE
        ? []
        : await repo.listCurrentRosterLines(tx.db, [source.id], today);
    if (body.clonePlayersOption === CLONE_PLAYERS_SAME) await ensureOwnRosterPlayers(tx, roster);
    const team = await createTeamRow(tx, {
      name: body.newName,
      sportKindId: source.sportKindId,
      shortName: source.shortName,
      logo: source.logo,
      teamLeagueId: source.teamLeagueId,
      ownerId,
    });
    if (body.clonePlayersOption === CLONE_PLAYERS_NONE) return team.id;
    let playerIdOf = (sourcePlayerId: string) => sourcePlayerId;
    if (body.clonePlayersOption === CLONE_PLAYERS_COPY) {
      const originals = await repo.findPlayers(
        tx.db,
        roster.map((l) => l.playerId),
      );
      const copyOf = new Map(originals.map((p) => [p.id, crypto.randomUUID()]));
      await repo.insertPlayers(
        tx.db,
        originals.map((p) => ({
          id: copyOf.get(p.id)!,
          name: p.name,
          sportKindId: p.sportKindId,
          photo: p.photo,
          shirtNumber: p.shirtNumber,
          position: p.position,
          birthDate: p.birthDate,
          nationality: p.nationality,
          ownerId,
        })),
      );
      for (const id of copyOf.values()) tx.events.record({ type: 'player.created', playerId: id });
      playerIdOf = (sourcePlayerId) => copyOf.get(sourcePlayerId)!;
    }
    await repo.insertRosterEntries(
      tx.db,
      roster.map((l) => ({
        teamId: team.id,
        playerId: playerIdOf(l.playerId),
        shirtNumber: l.shirtNumber,
        position: l.position,
        startDate: today,
        endDate: null,
      })),
    );
    for (const l of roster) {
      tx.events.record({ type: 'team.rosterChanged', teamId: team.id, playerId: playerIdOf(l.playerId) });
    }
    return team.id;
  });
  const [team] = await toTeamViews(ctx, await findTeamRows(ctx, [teamId]));
  return team!;
}

/**
 * Cloning with the same players puts them on the new roster directly: only when the caller owns every one
 * (SystemAdmin: anyone's), else 403 `team.player_not_owned` naming them (issue 29, item 6). Copies (option 2)
 * are new players of the new owner's and need no check.
 */
async function ensureOwnRosterPlayers(ctx: RequestContext, roster: repo.RosterLine[]): Promise<void> {
  const own = await findGranted(
    ctx,
    Permission.PlayerEdit,
    roster.map((l) => l.playerId),
  );
  const others = [...new Set(roster.filter((l) => !own.has(l.playerId)).map((l) => l.name))];
  if (others.length === 0) return;
  throw playerNotOwned(
    `${others.join(', ')} ${others.length === 1 ? 'belongs' : 'belong'} to another user: a player joins a roster directly only by their owner's hand. Clone without players or with copies, or send them an offer.`,
  );
}

/**
 * Generating teams puts the listed players on rosters directly: only the caller's own (SystemAdmin: anyone's),
 * else 403 `team.player_not_owned` naming each such index of `body.playerIds` (issue 29, item 6). Refused, not
 * skipped: the answer promises every listed player on one team (ADR 0012), and the direct add refuses too.
 */
async function ensureOwnPlayersToSplit(ctx: RequestContext, playerIds: readonly string[]): Promise<void> {
  const own = await findGranted(ctx, Permission.PlayerEdit, playerIds);
  const errors = playerIds.flatMap((id, index) =>
    own.has(id) ? [] : [{ field: `body.playerIds.${index}`, message: "Another user's player" }],
  );
  if (errors.length === 0) return;
  throw playerNotOwned(
    "Only your own players can be split into new teams: another user's player joins a team through an offer its owner accepts.",
    errors,
  );
}

/** The listed players, or a 400 naming each bad index of `body.playerIds` (unknown, another sport, twice). */
async function playersToSplit(
  ctx: RequestContext,
  playerIds: readonly string[],
  sportKindId: string,
): Promise<repo.PlayerRow[]> {
  const rows = new Map((await repo.findPlayers(ctx.db, [...new Set(playerIds)])).map((p) => [p.id, p]));
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  playerIds.forEach((id, index) => {
    const field = `body.playerIds.${index}`;
    const row = rows.get(id);
    if (!row) errors.push({ field, message: 'Unknown player' });
    else if (row.sportKindId !== sportKindId) errors.push({ field, message: 'A player of another sport' });
    else if (seen.has(id)) errors.push({ field, message: 'Listed twice' });
    seen.add(id);
  });
  if (errors.length > 0) {
    throw AppError.invalid(
      'team.generate_players_invalid',
      'Some players cannot be split into these teams.',
      errors,
    );
  }
  return [...new Set(playerIds)].map((id) => rows.get(id)!);
}

/**
 * `POST /teams/generate` (signed in): `count` teams `${namePrefix} 1…N` of the sport, owned by the caller, in one
 * transaction. With `playerIds`, the domain's `splitIntoTeams` (seeded; players carry no rating yet, so a seeded
 * draw dealt in turn) puts each player on one roster from today, with their preferred position and shirt
 * number (unless a teammate already has it). With `champId` (ChampEdit there, same sport), the teams are
 * entered in the competition. See docs/adr/0012-team-generation.md.
 */
export async function generateTeams(ctx: RequestContext, body: GenerateTeamsBody): Promise<GeneratedTeams> {
  const caller = ensureSignedIn(ctx);
  await getSportOfBody(ctx, body.sportKindId);
  if (body.champId !== undefined) {
    await ensureAccess(ctx, Permission.ChampEdit, [body.champId]);
    const champ = await getChampView(ctx, body.champId);
    if (champ.sportKindId !== body.sportKindId) {
      throw AppError.invalid('champ.team_sport_mismatch', 'The competition is of another sport.', [
        { field: 'body.champId', message: 'The competition is of another sport' },
      ]);
    }
  }
  const players = body.playerIds ? await playersToSplit(ctx, body.playerIds, body.sportKindId) : [];
  if (body.playerIds) await ensureOwnPlayersToSplit(ctx, body.playerIds);
  const seed = body.seed ?? crypto.randomUUID();
  const split = splitIntoTeams(
    players.map((p) => ({ id: p.id, player: p })),
    body.count,
    seed,
  );
  const teamIds = await withTransaction(ctx, async (tx) => {
    const today = todayOf(tx);
    const rows: TeamRow[] = [];
    for (let n = 1; n <= body.count; n++) {
      rows.push(
        await createTeamRow(tx, {
          name: `${body.namePrefix} ${n}`,
          sportKindId: body.sportKindId,
          shortName: null,
          logo: null,
          teamLeagueId: null,
          ownerId: caller.id,
        }),
      );
    }
    const entries = rows.flatMap((team, index) => {
      const taken = new Set<number>();
      return split[index]!.map(({ player }) => {
        const shirtNumber =
          player.shirtNumber !== null && !taken.has(player.shirtNumber) ? player.shirtNumber : null;
        if (shirtNumber !== null) taken.add(shirtNumber);
        return {
          teamId: team.id,
          playerId: player.id,
          shirtNumber,
          position: player.position,
          startDate: today,
          endDate: null,
        };
      });
    });
    await repo.insertRosterEntries(tx.db, entries);
    for (const e of entries)
      tx.events.record({ type: 'team.rosterChanged', teamId: e.teamId, playerId: e.playerId });
    if (body.champId !== undefined) await enterTeams(tx, body.champId, rows);
    return rows.map((r) => r.id);
  });
  const byId = new Map((await findTeamRows(ctx, teamIds)).map((t) => [t.id, t]));
  const items = await toTeamViews(
    ctx,
    teamIds.map((id) => byId.get(id)!),
  );
  return {
    items,
    totalItems: items.length,
    seed,
    playerCounts: split.map((team) => team.length),
    champId: body.champId ?? null,
  };
}

/** How many player profiles there are, for the site's public figures (`GET /stats`); no caller is needed. */
export function countPlayers(ctx: RequestContext): Promise<number> {
  return repo.countPlayers(ctx.db);
}

/** For search (modules/search): players whose name matches `q`, best first, at most `limit`. */
export function searchPlayerNames(ctx: RequestContext, q: string, limit: number) {
  return repo.searchPlayersByName(ctx.db, q, limit);
}

// ---- rosters from and to spreadsheets (issue 30, item 3; modules/spreadsheets reads the files) ---------------

/** One roster row of a file, its cells already checked against the contract's rules. */
export interface RosterRowInput {
  /** The spreadsheet's row number, for errors. */
  row: number;
  name: string;
  shirtNumber: number | null;
  position: string | null;
}

/** A refused cell of a roster file: the column is the file's (`shirtNumber`), or `row` for the row as a whole. */
export interface RosterRowProblem {
  row: number;
  field: string;
  message: string;
}

/**
 * New players of the caller's on a team's roster, from today, in one transaction (optionally in a
 * competition's squad too). The route has checked `TeamEdit`; the players are new and the caller's own, so
 * issue 29's ownership rule holds. Each row is checked with the roster rules of `packages/domain` against the
 * current roster and the rows above it (a shirt number worn twice); any problem is answered and nothing is
 * written. `dryRun` checks under the same lock and writes nothing.
 */
export async function importRosterRows(
  ctx: RequestContext,
  teamId: string,
  rows: readonly RosterRowInput[],
  options: { champId?: string | undefined; dryRun: boolean },
): Promise<{ problems: RosterRowProblem[]; playerIds: string[] }> {
  const owner = ensureSignedIn(ctx);
  return withTransaction(ctx, async (tx) => {
    const team = await getTeamRow(tx, teamId);
    let champ: Awaited<ReturnType<typeof getChampRow>> | undefined;
    if (options.champId !== undefined) {
      champ = await getChampRow(tx, options.champId);
      const entries = await listChampEntries(tx, champ.id);
      if (!entries.some((e) => e.teamId === teamId)) {
        throw AppError.conflict('squad.team_not_in_champ', 'The team is not entered in this competition.', [
          { field: 'query.champId', message: 'The team is not entered in this competition' },
        ]);
      }
    }
    await repo.lockTeamRoster(tx.db, teamId);
    const today = todayOf(tx);
    const roster: RosterEntry[] = await repo.listRosterEntries(tx.db, teamId);
    const problems: RosterRowProblem[] = [];
    const ids = rows.map(() => crypto.randomUUID());
    for (const [index, row] of rows.entries()) {
      const entry: RosterEntry = {
        id: `row-${row.row}`,
        playerId: ids[index]!,
        shirtNumber: row.shirtNumber,
        startDate: today,
        endDate: null,
      };
      const problem = findRosterProblem({
        entry,
        roster,
        playerSportKindId: team.sportKindId,
        teamSportKindId: team.sportKindId,
      });
      if (problem) problems.push({ row: row.row, field: problem.field ?? 'row', message: problem.message });
      roster.push(entry);
    }
    if (problems.length > 0 || options.dryRun || rows.length === 0) return { problems, playerIds: [] };
    await repo.insertPlayers(
      tx.db,
      rows.map((row, index) => ({
        id: ids[index]!,
        name: row.name,
        sportKindId: team.sportKindId,
        shirtNumber: row.shirtNumber,
        position: row.position,
        ownerId: owner.id,
      })),
    );
    await repo.insertRosterEntries(
      tx.db,
      rows.map((row, index) => ({
        teamId,
        playerId: ids[index]!,
        shirtNumber: row.shirtNumber,
        position: row.position,
        startDate: today,
        endDate: null,
      })),
    );
    for (const id of ids) {
      tx.events.record({ type: 'player.created', playerId: id });
      tx.events.record({ type: 'team.rosterChanged', teamId, playerId: id });
    }
    if (champ) {
      for (const [index, row] of rows.entries()) {
        await repo.insertSquadEntry(tx.db, {
          champId: champ.id,
          teamId,
          playerId: ids[index]!,
          shirtNumber: row.shirtNumber,
          position: row.position,
        });
        tx.events.record({
          type: 'champ.squadChanged',
          champId: champ.id,
          leagueId: champ.champLeagueId,
          teamId,
          playerId: ids[index]!,
        });
      }
    }
    return { problems, playerIds: ids };
  });
}

/** A team's current roster (periods containing today), by shirt number then name: what its file lists. */
export async function listCurrentRoster(
  ctx: RequestContext,
  teamId: string,
): Promise<{ team: TeamRow; lines: repo.RosterLine[] }> {
  const team = await getTeamRow(ctx, teamId);
  return { team, lines: await repo.listCurrentRosterLines(ctx.db, [teamId], todayOf(ctx)) };
}
