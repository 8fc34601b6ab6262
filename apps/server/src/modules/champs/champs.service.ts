import type {
  AddChampTeamBody,
  Champ,
  ChampList,
  ChampListQuery,
  ChampTeamList,
  CreateChampBody,
  KeywordPagingQuery,
  PagingQuery,
  UpdateChampBody,
  UserChampList,
} from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hasFixturesOfTeam } from '../fixtures/fixtures.service.ts';
import { getLeagueRow } from '../leagues/leagues.service.ts';
import { getSportOfBody } from '../leagues/sport.ts';
import {
  type Access,
  type Actor,
  deleteRolesOfItems,
  ensureAllowed,
  ensureSignedIn,
  findItemIdsWithRole,
  loadAccess,
} from '../permissions/access.ts';
import { invalidateChamp } from '../stages/read-cache.ts';
import { getTeamRow } from '../teams/teams.service.ts';
import * as repo from './champs.repo.ts';
import { defaultRulesFor, ensureRulesKnown } from './rules.ts';

export type { ChampView } from './champs.repo.ts';

/** A champ is edited by whoever may edit its league (owner, league Manager, SystemAdmin). */
export function canEditChamp(view: repo.ChampView, access: Access): boolean {
  return access.canEdit(view.leagueOwnerId, [view.champ.champLeagueId, view.champ.id]);
}

export function toChamp(view: repo.ChampView, access: Access): Champ {
  const c = view.champ;
  return {
    id: c.id,
    champLeagueId: c.champLeagueId,
    champLeagueName: view.leagueName,
    sportKindId: view.sportKindId,
    name: c.name,
    season: c.season,
    startDate: c.startDate,
    description: c.description,
    logo: c.logo,
    rules: c.rules,
    ownerId: c.ownerId,
    teamCount: view.teamCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    canEdit: canEditChamp(view, access),
  };
}

/** The champ with its league's owner and sport, or a 404 `champ.not_found`. */
export async function getChampView(db: Db, champId: string): Promise<repo.ChampView> {
  const view = await repo.findChamp(db, champId);
  if (!view) throw AppError.notFound('champ.not_found', 'Competition not found.');
  return view;
}

export async function getChamp(db: Db, actor: Actor | null, champId: string): Promise<Champ> {
  const view = await getChampView(db, champId);
  return toChamp(view, await loadAccess(db, actor, [view.champ.champLeagueId, view.champ.id]));
}

/** Loads the champ and asserts the caller may edit it: 404, then 401/403. */
export async function ensureCanEditChamp(db: Db, actor: Actor | null, champId: string) {
  const view = await getChampView(db, champId);
  const access = await loadAccess(db, actor, [view.champ.champLeagueId, view.champ.id]);
  ensureAllowed(access, canEditChamp(view, access));
  return { view, access };
}

export async function listChamps(db: Db, actor: Actor | null, query: ChampListQuery): Promise<ChampList> {
  const page = await repo.listChamps(
    db,
    { sportKindId: query.sportKindId, champLeagueId: query.champLeagueId, keyword: query.keyword },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const access = await loadAccess(db, actor);
  return {
    ...page,
    items: page.items.map((v) => toChamp(v, access)),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function listLeagueChamps(
  db: Db,
  actor: Actor | null,
  leagueId: string,
  paging: PagingQuery,
): Promise<ChampList> {
  await getLeagueRow(db, leagueId);
  return listChamps(db, actor, { ...paging, champLeagueId: leagueId });
}

export async function createChamp(db: Db, actor: Actor | null, body: CreateChampBody): Promise<Champ> {
  const me = ensureSignedIn(actor);
  const league = await getLeagueRow(db, body.champLeagueId);
  const access = await loadAccess(db, actor, [league.id]);
  ensureAllowed(access, access.canEdit(league.ownerId, [league.id]));
  const rules = body.rules ?? defaultRulesFor(await getSportOfBody(db, league.sportKindId));
  ensureRulesKnown(rules);
  const row = await repo.insertChamp(db, {
    champLeagueId: league.id,
    name: body.name,
    season: body.season ?? null,
    startDate: body.startDate ?? null,
    description: body.description ?? null,
    logo: body.logo ?? null,
    rules,
    ownerId: me.id,
  });
  return getChamp(db, actor, row.id);
}

export async function updateChamp(
  db: Db,
  actor: Actor | null,
  champId: string,
  body: UpdateChampBody,
): Promise<Champ> {
  const { view } = await ensureCanEditChamp(db, actor, champId);
  let rules = view.champ.rules;
  if (body.rules !== undefined) {
    rules = body.rules ?? defaultRulesFor(await getSportOfBody(db, view.sportKindId));
    ensureRulesKnown(rules);
  }
  await repo.updateChamp(db, champId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.season !== undefined ? { season: body.season } : {}),
    ...(body.startDate !== undefined ? { startDate: body.startDate } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.logo !== undefined ? { logo: body.logo } : {}),
    rules,
  });
  invalidateChamp(db, champId);
  return getChamp(db, actor, champId);
}

/** Deletes the competition with its stages, groups, fixtures and entries (FK cascade) in one transaction. */
export async function deleteChamp(db: Db, actor: Actor | null, champId: string) {
  await db.transaction(async (tx) => {
    await ensureCanEditChamp(tx, actor, champId);
    await deleteRolesOfItems(tx, [champId]);
    await repo.deleteChamp(tx, champId);
  });
  invalidateChamp(db, champId);
  return { id: champId, deleted: true as const };
}

export async function listChampTeamRows(db: Db, champId: string) {
  return repo.listChampTeams(db, champId);
}

export async function listChampTeams(db: Db, champId: string, paging: PagingQuery): Promise<ChampTeamList> {
  await getChampView(db, champId);
  const all = await repo.listChampTeams(db, champId);
  const start = paging.pageIndex * paging.pageSize;
  return {
    items: all.slice(start, start + paging.pageSize).map((t) => ({ ...t, addedAt: t.addedAt.toISOString() })),
    totalItems: all.length,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  };
}

/** The organiser enters a team in the competition; a team of another sport is refused. */
export async function addChampTeam(db: Db, actor: Actor | null, champId: string, body: AddChampTeamBody) {
  const { view } = await ensureCanEditChamp(db, actor, champId);
  const team = await getTeamRow(db, body.teamId);
  if (team.sportKindId !== view.sportKindId) {
    throw AppError.invalid(
      'champ.team_sport_mismatch',
      'The team plays another sport than this competition.',
      [{ field: 'body.teamId', message: 'The team plays another sport than this competition.' }],
    );
  }
  const added = await repo.addChampTeam(db, champId, team.id);
  if (!added) throw AppError.conflict('champ.team_already_added', 'The team is already in this competition.');
  invalidateChamp(db, champId);
  return listChampTeams(db, champId, { pageIndex: 0, pageSize: 500 });
}

/** Removes a team that has no fixtures in the competition (409 `champ.team_has_fixtures` otherwise). */
export async function removeChampTeam(db: Db, actor: Actor | null, champId: string, teamId: string) {
  await db.transaction(async (tx) => {
    await ensureCanEditChamp(tx, actor, champId);
    if (await hasFixturesOfTeam(tx, champId, teamId)) {
      throw AppError.conflict(
        'champ.team_has_fixtures',
        'The team has fixtures in this competition. Delete or regenerate the fixtures first.',
      );
    }
    const removed = await repo.removeChampTeam(tx, champId, teamId);
    if (!removed) throw AppError.notFound('champ.team_not_found', 'The team is not in this competition.');
  });
  invalidateChamp(db, champId);
  return listChampTeams(db, champId, { pageIndex: 0, pageSize: 500 });
}

/** `/user/champs`: competitions in leagues the caller owns or manages; `keyword` searches their names. */
export async function listUserChamps(
  db: Db,
  actor: Actor | null,
  query: KeywordPagingQuery,
): Promise<UserChampList> {
  const me = ensureSignedIn(actor);
  const managed = await findItemIdsWithRole(db, me.id, 'league');
  const page = await repo.listChamps(
    db,
    { ownerOrLeagues: { ownerId: me.id, leagueIds: managed }, keyword: query.keyword || undefined },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const access = await loadAccess(db, actor);
  return {
    ...page,
    items: page.items.map((v) => ({
      ...toChamp(v, access),
      relation: v.leagueOwnerId === me.id ? ('owner' as const) : ('manager' as const),
    })),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}
