import type {
  CreateTeamBody,
  PagingQuery,
  Team,
  TeamChampList,
  TeamList,
  TeamListQuery,
  TeamSearchQuery,
  UpdateTeamBody,
} from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getSportOfBody } from '../leagues/sport.ts';
import {
  type Access,
  type Actor,
  deleteRolesOfItems,
  ensureAllowed,
  ensureSignedIn,
  loadAccess,
} from '../permissions/access.ts';
import { invalidateAll } from '../stages/read-cache.ts';
import * as repo from './teams.repo.ts';

export type { TeamRow } from './teams.repo.ts';

export function toTeam(row: repo.TeamRow, access: Access): Team {
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
    canEdit: access.canEdit(row.ownerId, [row.id]),
  };
}

/** The team or a 404 `team.not_found`. */
export async function getTeamRow(db: Db, teamId: string): Promise<repo.TeamRow> {
  const row = await repo.findTeam(db, teamId);
  if (!row) throw AppError.notFound('team.not_found', 'Team not found.');
  return row;
}

export function findTeamRows(db: Db, teamIds: string[]) {
  return repo.findTeams(db, teamIds);
}

export async function getTeam(db: Db, actor: Actor | null, teamId: string): Promise<Team> {
  const row = await getTeamRow(db, teamId);
  return toTeam(row, await loadAccess(db, actor, [row.id]));
}

/** `GET /teams/{id}/champs`: where the team plays, public like the team itself. */
export async function listTeamChamps(db: Db, teamId: string, paging: PagingQuery): Promise<TeamChampList> {
  await getTeamRow(db, teamId);
  const page = await repo.listChampsOfTeam(db, teamId, paging.pageIndex * paging.pageSize, paging.pageSize);
  return { ...page, pageIndex: paging.pageIndex, pageSize: paging.pageSize };
}

export async function listTeams(db: Db, actor: Actor | null, query: TeamListQuery): Promise<TeamList> {
  const page = await repo.listTeams(
    db,
    { sportKindId: query.sportKindId },
    'asc',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const access = await loadAccess(db, actor);
  return {
    ...page,
    items: page.items.map((r) => toTeam(r, access)),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** `GET /teams/search`; `isOnlyMyTeams` needs a signed-in caller (the offer dialog's own-teams list). */
export async function searchTeams(db: Db, actor: Actor | null, query: TeamSearchQuery): Promise<TeamList> {
  const ownerId = query.isOnlyMyTeams ? ensureSignedIn(actor).id : undefined;
  const page = await repo.listTeams(
    db,
    { sportKindId: query.sportKindId, namePrefix: query.keyword?.trim() || undefined, ownerId },
    query.sort ?? 'asc',
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const access = await loadAccess(db, actor);
  return {
    ...page,
    items: page.items.map((r) => toTeam(r, access)),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function createTeam(db: Db, actor: Actor | null, body: CreateTeamBody): Promise<Team> {
  const owner = ensureSignedIn(actor);
  await getSportOfBody(db, body.sportKindId);
  const row = await repo.insertTeam(db, {
    name: body.name,
    sportKindId: body.sportKindId,
    shortName: body.shortName ?? null,
    logo: body.logo ?? null,
    teamLeagueId: body.teamLeagueId ?? null,
    ownerId: owner.id,
  });
  return getTeam(db, actor, row.id);
}

async function ensureCanEditTeam(db: Db, actor: Actor | null, teamId: string) {
  const row = await getTeamRow(db, teamId);
  const access = await loadAccess(db, actor, [row.id]);
  ensureAllowed(access, access.canEdit(row.ownerId, [row.id]));
  return row;
}

export async function updateTeam(
  db: Db,
  actor: Actor | null,
  teamId: string,
  body: UpdateTeamBody,
): Promise<Team> {
  await ensureCanEditTeam(db, actor, teamId);
  if (body.sportKindId !== undefined) await getSportOfBody(db, body.sportKindId);
  await repo.updateTeam(db, teamId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.sportKindId !== undefined ? { sportKindId: body.sportKindId } : {}),
    ...(body.shortName !== undefined ? { shortName: body.shortName } : {}),
    ...(body.logo !== undefined ? { logo: body.logo } : {}),
    ...(body.teamLeagueId !== undefined ? { teamLeagueId: body.teamLeagueId } : {}),
  });
  // A team name appears in every table the team plays in.
  invalidateAll(db);
  return getTeam(db, actor, teamId);
}

/** A team entered in a competition stays (409 `team.in_use` naming where it plays); otherwise it goes. */
export async function deleteTeam(db: Db, actor: Actor | null, teamId: string) {
  await db.transaction(async (tx) => {
    await ensureCanEditTeam(tx, actor, teamId);
    const playsIn = await repo.findCompetitionsOfTeam(tx, teamId);
    if (playsIn.length > 0) {
      const where = playsIn.map((c) => `${c.champName} (${c.leagueName})`).join(', ');
      throw AppError.conflict('team.in_use', `The team plays in ${where}. Remove it from there first.`);
    }
    await deleteRolesOfItems(tx, [teamId]);
    await repo.deleteTeam(tx, teamId);
  });
  return { id: teamId, deleted: true as const };
}

export function findTeamRowOrUndefined(db: Db, teamId: string) {
  return repo.findTeam(db, teamId);
}
