import {
  type ChampLeague,
  type ChampLeagueList,
  type ChampLeagueListQuery,
  type CreateChampLeagueBody,
  findSubdomainProblem,
  type KeywordPagingQuery,
  type LeagueTeamList,
  type PageConfiguration,
  type PagingQuery,
  type SubdomainExists,
  type UpdateChampLeagueBody,
  type UpdatePageConfigurationBody,
  type UserLeagueList,
} from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
import * as repo from './leagues.repo.ts';
import { getSportOfBody } from './sport.ts';

const EMPTY_PAGE: PageConfiguration = {
  primaryColor: null,
  secondaryColor: null,
  bannerImage: null,
  welcomeText: null,
  links: [],
};

export function toLeague(row: repo.LeagueRowWithCount, access: Access): ChampLeague {
  return {
    id: row.id,
    name: row.name,
    sportKindId: row.sportKindId,
    subdomain: row.subdomain,
    description: row.description,
    logo: row.logo,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    champCount: row.champCount,
    canEdit: access.canEdit(row.ownerId, [row.id]),
  };
}

/** The league or a 404 `league.not_found`. */
export async function getLeagueRow(db: Db, leagueId: string): Promise<repo.LeagueRowWithCount> {
  const row = await repo.findLeague(db, leagueId);
  if (!row) throw AppError.notFound('league.not_found', 'League not found.');
  return row;
}

export async function getLeague(db: Db, actor: Actor | null, leagueId: string): Promise<ChampLeague> {
  const row = await getLeagueRow(db, leagueId);
  return toLeague(row, await loadAccess(db, actor, [row.id]));
}

export async function listLeagues(
  db: Db,
  actor: Actor | null,
  query: ChampLeagueListQuery,
): Promise<ChampLeagueList> {
  const { items, totalItems } = await repo.listLeagues(
    db,
    { sportKindId: query.sportKindId, keyword: query.keyword, subdomain: query.subdomain },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const access = await loadAccess(db, actor);
  return {
    items: items.map((r) => toLeague(r, access)),
    totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** Whether a subdomain is already taken, and whether its form could be taken at all. */
export async function checkSubdomain(db: Db, subdomain: string): Promise<SubdomainExists> {
  const value = subdomain.toLowerCase();
  const exists = (await repo.findLeagueBySubdomain(db, value)) !== undefined;
  const reason = findSubdomainProblem(value) ?? null;
  return { exists, available: !exists && reason === null, reason };
}

/** PostgreSQL's unique_violation, wherever the driver put it (drizzle wraps driver errors in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Two organisers racing for one subdomain: the database's unique index decides, the loser gets the 409. */
async function refuseTakenSubdomain<T>(subdomain: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict('league.subdomain_taken', `The subdomain "${subdomain}" is already taken.`);
    }
    throw error;
  }
}

async function ensureSubdomainFree(db: Db, subdomain: string, exceptLeagueId?: string) {
  const holder = await repo.findLeagueBySubdomain(db, subdomain);
  if (holder && holder.id !== exceptLeagueId) {
    throw AppError.conflict('league.subdomain_taken', `The subdomain "${subdomain}" is already taken.`);
  }
}

export async function createLeague(
  db: Db,
  actor: Actor | null,
  body: CreateChampLeagueBody,
): Promise<ChampLeague> {
  const owner = ensureSignedIn(actor);
  await getSportOfBody(db, body.sportKindId);
  const row = await refuseTakenSubdomain(body.subdomain, () =>
    db.transaction(async (tx) => {
      await ensureSubdomainFree(tx, body.subdomain);
      return repo.insertLeague(tx, {
        name: body.name,
        sportKindId: body.sportKindId,
        subdomain: body.subdomain,
        description: body.description ?? null,
        logo: body.logo ?? null,
        ownerId: owner.id,
      });
    }),
  );
  return getLeague(db, actor, row.id);
}

export async function ensureCanEditLeague(db: Db, actor: Actor | null, leagueId: string) {
  const row = await getLeagueRow(db, leagueId);
  const access = await loadAccess(db, actor, [row.id]);
  ensureAllowed(access, access.canEdit(row.ownerId, [row.id]));
  return row;
}

export async function updateLeague(
  db: Db,
  actor: Actor | null,
  leagueId: string,
  body: UpdateChampLeagueBody,
): Promise<ChampLeague> {
  await refuseTakenSubdomain(body.subdomain ?? '', () =>
    db.transaction(async (tx) => {
      await ensureCanEditLeague(tx, actor, leagueId);
      if (body.sportKindId !== undefined) await getSportOfBody(tx, body.sportKindId);
      if (body.subdomain !== undefined) await ensureSubdomainFree(tx, body.subdomain, leagueId);
      await repo.updateLeague(tx, leagueId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.sportKindId !== undefined ? { sportKindId: body.sportKindId } : {}),
        ...(body.subdomain !== undefined ? { subdomain: body.subdomain } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
      });
    }),
  );
  return getLeague(db, actor, leagueId);
}

/**
 * Deletes the league and, in the same transaction, its competitions (stages, groups, fixtures cascade) and
 * the item roles given on it. The web app asks the organiser first.
 */
export async function deleteLeague(db: Db, actor: Actor | null, leagueId: string) {
  const champIds = await db.transaction(async (tx) => {
    await ensureCanEditLeague(tx, actor, leagueId);
    const ids = (await repo.findChampIdsOfLeague(tx, leagueId)).map((c) => c.id);
    await deleteRolesOfItems(tx, [leagueId, ...ids]);
    await repo.deleteLeague(tx, leagueId);
    return ids;
  });
  invalidateChamp(db, ...champIds);
  return { id: leagueId, deleted: true as const };
}

export async function getPageConfiguration(db: Db, leagueId: string): Promise<PageConfiguration> {
  const row = await getLeagueRow(db, leagueId);
  return { ...EMPTY_PAGE, ...row.pageConfiguration };
}

export async function updatePageConfiguration(
  db: Db,
  actor: Actor | null,
  leagueId: string,
  body: UpdatePageConfigurationBody,
): Promise<PageConfiguration> {
  return db.transaction(async (tx) => {
    const row = await ensureCanEditLeague(tx, actor, leagueId);
    const next: PageConfiguration = { ...EMPTY_PAGE, ...row.pageConfiguration, ...body };
    await repo.updateLeague(tx, leagueId, { pageConfiguration: next });
    return next;
  });
}

export async function listLeagueTeams(
  db: Db,
  leagueId: string,
  paging: PagingQuery,
): Promise<LeagueTeamList> {
  await getLeagueRow(db, leagueId);
  const page = await repo.listLeagueTeams(db, leagueId, paging.pageIndex * paging.pageSize, paging.pageSize);
  return { ...page, pageIndex: paging.pageIndex, pageSize: paging.pageSize };
}

/** `/user/leagues`: leagues the caller owns, then those they manage; `keyword` searches their names. */
export async function listUserLeagues(
  db: Db,
  actor: Actor | null,
  query: KeywordPagingQuery,
): Promise<UserLeagueList> {
  const me = ensureSignedIn(actor);
  const managed = await findItemIdsWithRole(db, me.id, 'league');
  const access = await loadAccess(db, actor);
  const owned = await repo.listOwnedOrIn(
    db,
    me.id,
    managed,
    query.keyword || undefined,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    items: owned.items.map((r) => ({
      ...toLeague(r, access),
      relation: r.ownerId === me.id ? 'owner' : 'manager',
    })),
    totalItems: owned.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export function findLeagueRowOrUndefined(db: Db, leagueId: string) {
  return repo.findLeague(db, leagueId);
}
