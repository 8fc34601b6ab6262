import type {
  CreateTeamBody,
  DeletedResult,
  Team,
  TeamList,
  TeamListQuery,
  TeamSearchQuery,
  UpdateTeamBody,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { deleteItemRoles, ensureSignedIn, findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { ensureTeamLeagueOfSport, getSportOfBody } from '../reference/reference.service.ts';
import * as repo from './teams.repo.ts';

export type { TeamRow } from './teams.repo.ts';

function toTeam(row: repo.TeamRow, canEdit: boolean, canDelete: boolean): Team {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    sportKindId: row.sportKindId,
    logo: row.logo,
    teamLeagueId: row.teamLeagueId,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit,
    canDelete,
  };
}

/**
 * Teams with their `canEdit` and `canDelete` flags, decided for the whole list at once. Whoever may delete may
 * edit, so only the editable rows are asked about deleting (none: no second query).
 */
async function toTeams(ctx: RequestContext, rows: repo.TeamRow[]): Promise<Team[]> {
  const editable = await findGranted(
    ctx,
    Permission.TeamEdit,
    rows.map((r) => r.id),
  );
  const deletable = await findGranted(ctx, Permission.TeamDelete, [...editable]);
  return rows.map((r) => toTeam(r, editable.has(r.id), deletable.has(r.id)));
}

/** The team or a 404 `team.not_found`. */
export async function getTeamRow(ctx: RequestContext, teamId: string): Promise<repo.TeamRow> {
  const row = await repo.findTeam(ctx.db, teamId);
  if (!row) throw AppError.notFound('team.not_found', 'Team not found.');
  return row;
}

/** Teams by id (for other modules' names and sports); unknown ids are left out. */
export function findTeamRows(ctx: RequestContext, teamIds: string[]): Promise<repo.TeamRow[]> {
  return repo.findTeams(ctx.db, teamIds);
}

/**
 * The teams a user owns, by name: the first `limit` and how many in all (two queries). For other modules'
 * public views of a user (the profile's stats); no caller is needed.
 */
export function findTeamsOfOwner(
  ctx: RequestContext,
  ownerId: string,
  limit: number,
): Promise<{ items: repo.TeamRow[]; totalItems: number }> {
  return repo.listTeams(ctx.db, { ownerId }, 'asc', 0, limit);
}

export async function getTeam(ctx: RequestContext, teamId: string): Promise<Team> {
  const [team] = await toTeams(ctx, [await getTeamRow(ctx, teamId)]);
  return team!;
}

export async function listTeams(ctx: RequestContext, query: TeamListQuery): Promise<TeamList> {
  const page = await repo.listTeams(
    ctx.db,
    { sportKindId: query.sportKindId },
    'asc',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    ...page,
    items: await toTeams(ctx, page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** `GET /teams/search`; `isOnlyMyTeams` needs a signed-in caller (the offer dialog's own-teams list). */
export async function searchTeams(ctx: RequestContext, query: TeamSearchQuery): Promise<TeamList> {
  const ownerId = query.isOnlyMyTeams ? ensureSignedIn(ctx).id : undefined;
  const page = await repo.listTeams(
    ctx.db,
    { sportKindId: query.sportKindId, namePrefix: query.keyword || undefined, ownerId },
    query.sort ?? 'asc',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    ...page,
    items: await toTeams(ctx, page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** What a new team is made of: its fields and its owner (a user id). */
export interface NewTeamRow {
  name: string;
  sportKindId: string;
  shortName: string | null;
  logo: string | null;
  teamLeagueId: string | null;
  ownerId: string;
}

/**
 * Inserts a team and records `team.created`, inside the caller's transaction (joined, or its own). For other
 * modules that make teams as part of a larger write (cloning, generating teams: the players module); the
 * caller has checked the sport, the team league and who may own it.
 */
export async function createTeamRow(ctx: RequestContext, team: NewTeamRow): Promise<repo.TeamRow> {
  return withTransaction(ctx, async (tx) => {
    const inserted = await repo.insertTeam(tx.db, team);
    tx.events.record({ type: 'team.created', teamId: inserted.id });
    return inserted;
  });
}

/** Teams as the contract shows them, with the caller's `canEdit` flags (for other modules' answers). */
export function toTeamViews(ctx: RequestContext, rows: repo.TeamRow[]): Promise<Team[]> {
  return toTeams(ctx, rows);
}

export async function createTeam(ctx: RequestContext, body: CreateTeamBody): Promise<Team> {
  const owner = ensureSignedIn(ctx);
  await getSportOfBody(ctx, body.sportKindId);
  if (body.teamLeagueId) await ensureTeamLeagueOfSport(ctx, body.sportKindId, body.teamLeagueId);
  const row = await createTeamRow(ctx, {
    name: body.name,
    sportKindId: body.sportKindId,
    shortName: body.shortName ?? null,
    logo: body.logo ?? null,
    teamLeagueId: body.teamLeagueId ?? null,
    ownerId: owner.id,
  });
  return getTeam(ctx, row.id);
}

/** The route has checked `TeamEdit`; a new name is announced, since it shows in every table the team plays in. */
export async function updateTeam(ctx: RequestContext, teamId: string, body: UpdateTeamBody): Promise<Team> {
  await withTransaction(ctx, async (tx) => {
    const before = await getTeamRow(tx, teamId);
    const sportKindId = body.sportKindId ?? before.sportKindId;
    if (body.sportKindId !== undefined) await getSportOfBody(tx, body.sportKindId);
    const teamLeagueId = body.teamLeagueId === undefined ? before.teamLeagueId : body.teamLeagueId;
    if (teamLeagueId && (body.teamLeagueId !== undefined || body.sportKindId !== undefined)) {
      await ensureTeamLeagueOfSport(tx, sportKindId, teamLeagueId);
    }
    await repo.updateTeam(tx.db, teamId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.sportKindId !== undefined ? { sportKindId: body.sportKindId } : {}),
      ...(body.shortName !== undefined ? { shortName: body.shortName } : {}),
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.teamLeagueId !== undefined ? { teamLeagueId: body.teamLeagueId } : {}),
    });
    tx.events.record({ type: 'team.updated', teamId });
    if (body.name !== undefined && body.name !== before.name) {
      tx.events.record({ type: 'team.renamed', teamId, name: body.name });
    }
  });
  return getTeam(ctx, teamId);
}

/**
 * A team entered in a competition stays: the entry's foreign key refuses the delete (RESTRICT), which is a
 * 409 `team.in_use`. The teams module does not read the competitions (docs/adr/0011-module-boundaries.md), so
 * the message does not name them; `GET /teams/{id}/champs` does. The route has checked `TeamDelete` (the
 * owner or SystemAdmin, not a Manager).
 */
export async function deleteTeam(ctx: RequestContext, teamId: string): Promise<DeletedResult> {
  try {
    await withTransaction(ctx, async (tx) => {
      await deleteItemRoles(tx, [teamId]);
      await repo.deleteTeam(tx.db, teamId);
      tx.events.record({ type: 'team.deleted', teamId });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw AppError.conflict(
      'team.in_use',
      'The team plays in a competition. Remove it from there first (its competitions are listed on the team page).',
    );
  }
  return { id: teamId, deleted: true };
}

/** How many teams there are, for the site's public figures (`GET /stats`); no caller is needed. */
export function countTeams(ctx: RequestContext): Promise<number> {
  return repo.countTeams(ctx.db);
}

/** For search (modules/search): teams whose name matches `q`, best first, at most `limit`. */
export function searchTeamNames(ctx: RequestContext, q: string, limit: number) {
  return repo.searchTeamsByName(ctx.db, q, limit);
}
