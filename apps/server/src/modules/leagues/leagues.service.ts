import {
  type ChampLeague,
  type ChampLeagueList,
  type ChampLeagueListQuery,
  type CreateChampLeagueBody,
  type DeletedResult,
  findSubdomainProblem,
  type PageConfiguration,
  type SubdomainExists,
  toDefaultLeagueSiteSections,
  type UpdateChampLeagueBody,
  type UpdatePageConfigurationBody,
  type UserItemsQuery,
  type UserLeagueList,
} from '@matchday/contracts';
import { Permission, SystemRole } from '@matchday/domain';
import { deleteItemRoles, ensureSignedIn, findGranted, findItemIdsWithRole } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { requirePlan } from '../../core/plan-gate.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { getSportOfBody } from '../reference/reference.service.ts';
import * as repo from './leagues.repo.ts';

export type { LeagueRow } from './leagues.repo.ts';

const EMPTY_PAGE: PageConfiguration = {
  primaryColor: null,
  secondaryColor: null,
  bannerImage: null,
  welcomeText: null,
  links: [],
  // Every section in the default order; a configuration saved before sections existed keeps this.
  sections: toDefaultLeagueSiteSections(),
};

function toLeague(row: repo.LeagueRow, canEdit: boolean, canDelete: boolean): ChampLeague {
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
    canEdit,
    canDelete,
  };
}

/**
 * Leagues with their `canEdit` and `canDelete` flags, decided for the whole list at once. Whoever may delete
 * may edit, so only the editable rows are asked about deleting (none: no second query).
 */
async function toLeagues(ctx: RequestContext, rows: repo.LeagueRow[]): Promise<ChampLeague[]> {
  const editable = await findGranted(
    ctx,
    Permission.LeagueEdit,
    rows.map((r) => r.id),
  );
  const deletable = await findGranted(ctx, Permission.LeagueDelete, [...editable]);
  return rows.map((r) => toLeague(r, editable.has(r.id), deletable.has(r.id)));
}

// ---- used by other modules (champs, permissions) ---------------------------------------------------------

/** The league or a 404 `league.not_found`. */
export async function getLeagueRow(ctx: RequestContext, leagueId: string): Promise<repo.LeagueRow> {
  const row = await repo.findLeague(ctx.db, leagueId);
  if (!row) throw AppError.notFound('league.not_found', 'League not found.');
  return row;
}

export function findLeagueRowOrUndefined(ctx: RequestContext, leagueId: string) {
  return repo.findLeague(ctx.db, leagueId);
}

/** The league whose public site is `{subdomain}.{web-engine domain}` (page-meta), or `undefined`. */
export function findLeagueRowBySubdomain(
  ctx: RequestContext,
  subdomain: string,
): Promise<repo.LeagueRow | undefined> {
  return repo.findLeagueBySubdomain(ctx.db, subdomain.toLowerCase());
}

/** Leagues by id (names, sports and owners for other modules' views); unknown ids are left out. */
export function findLeagueRows(ctx: RequestContext, leagueIds: string[]): Promise<repo.LeagueRow[]> {
  return repo.findLeagues(ctx.db, [...new Set(leagueIds)]);
}

/** The ids of the leagues of a sport or of an owner (for "competitions of this sport", "my competitions"). */
export function findLeagueIds(
  ctx: RequestContext,
  filter: { sportKindId?: string | undefined; ownerId?: string | undefined },
): Promise<string[]> {
  return repo.findLeagueIds(ctx.db, filter);
}

/**
 * The leagues a user owns, by name: the first `limit` and how many in all (two queries). For other modules'
 * public views of a user (the profile's stats); no caller is needed.
 */
export function findLeaguesOfOwner(
  ctx: RequestContext,
  ownerId: string,
  limit: number,
): Promise<{ items: repo.LeagueRow[]; totalItems: number }> {
  return repo.listLeagues(ctx.db, { ownerId }, 0, limit);
}

/**
 * The champs service calls this in the transaction that adds (+1) or deletes (−1) a competition, so the
 * league's `champCount` never needs the champs table (docs/adr/0011-module-boundaries.md).
 */
export async function adjustChampCount(ctx: RequestContext, leagueId: string, delta: number): Promise<void> {
  await repo.adjustChampCount(ctx.db, leagueId, delta);
}

// ---- reads -----------------------------------------------------------------------------------------------

export async function getLeague(ctx: RequestContext, leagueId: string): Promise<ChampLeague> {
  const [league] = await toLeagues(ctx, [await getLeagueRow(ctx, leagueId)]);
  return league!;
}

export async function listLeagues(
  ctx: RequestContext,
  query: ChampLeagueListQuery,
): Promise<ChampLeagueList> {
  const { items, totalItems } = await repo.listLeagues(
    ctx.db,
    { sportKindId: query.sportKindId, keyword: query.keyword, subdomain: query.subdomain },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    items: await toLeagues(ctx, items),
    totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** Whether a subdomain is already taken, and whether its form could be taken at all. */
export async function checkSubdomain(ctx: RequestContext, subdomain: string): Promise<SubdomainExists> {
  const value = subdomain.toLowerCase();
  const exists = (await repo.findLeagueBySubdomain(ctx.db, value)) !== undefined;
  const reason = findSubdomainProblem(value) ?? null;
  return { exists, available: !exists && reason === null, reason };
}

export async function getPageConfiguration(
  ctx: RequestContext,
  leagueId: string,
): Promise<PageConfiguration> {
  const row = await getLeagueRow(ctx, leagueId);
  return { ...EMPTY_PAGE, ...row.pageConfiguration };
}

/**
 * `/user/leagues`: leagues the caller owns, then those they manage; `keyword` searches their names. A
 * SystemAdmin sees every league (relation `admin` for the others) unless `mine=true`.
 */
export async function listUserLeagues(ctx: RequestContext, query: UserItemsQuery): Promise<UserLeagueList> {
  const me = ensureSignedIn(ctx);
  const managed = await findItemIdsWithRole(ctx, 'league');
  const all = me.role === SystemRole.SystemAdmin && query.mine !== true;
  const page = await repo.listUserLeagues(
    ctx.db,
    { userId: me.id, extraIds: managed, all },
    query.keyword || undefined,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const leagues = await toLeagues(ctx, page.items);
  return {
    items: leagues.map((league) => ({
      ...league,
      relation:
        league.ownerId === me.id ? 'owner' : managed.includes(league.id) ? 'manager' : ('admin' as const),
    })),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

// ---- writes ----------------------------------------------------------------------------------------------

/** Two organisers racing for one subdomain: the database's unique index decides, the loser gets the 409. */
async function refuseTakenSubdomain<T>(subdomain: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw subdomainTaken(subdomain);
    throw error;
  }
}

function subdomainTaken(subdomain: string) {
  return AppError.conflict('league.subdomain_taken', `The subdomain "${subdomain}" is already taken.`);
}

async function ensureSubdomainFree(ctx: RequestContext, subdomain: string, exceptLeagueId?: string) {
  const holder = await repo.findLeagueBySubdomain(ctx.db, subdomain);
  if (holder && holder.id !== exceptLeagueId) throw subdomainTaken(subdomain);
}

export async function createLeague(ctx: RequestContext, body: CreateChampLeagueBody): Promise<ChampLeague> {
  const owner = ensureSignedIn(ctx);
  await getSportOfBody(ctx, body.sportKindId);
  // How many leagues a user may own is their plan's (ADR 0022).
  await requirePlan(ctx, owner.id, 'newLeague');
  const row = await refuseTakenSubdomain(body.subdomain, () =>
    withTransaction(ctx, async (tx) => {
      await ensureSubdomainFree(tx, body.subdomain);
      const inserted = await repo.insertLeague(tx.db, {
        name: body.name,
        sportKindId: body.sportKindId,
        subdomain: body.subdomain,
        description: body.description ?? null,
        logo: body.logo ?? null,
        ownerId: owner.id,
      });
      tx.events.record({ type: 'league.created', leagueId: inserted.id });
      return inserted;
    }),
  );
  return getLeague(ctx, row.id);
}

/** The route has checked `LeagueEdit`. */
export async function updateLeague(
  ctx: RequestContext,
  leagueId: string,
  body: UpdateChampLeagueBody,
): Promise<ChampLeague> {
  await refuseTakenSubdomain(body.subdomain ?? '', () =>
    withTransaction(ctx, async (tx) => {
      await getLeagueRow(tx, leagueId);
      if (body.sportKindId !== undefined) await getSportOfBody(tx, body.sportKindId);
      if (body.subdomain !== undefined) await ensureSubdomainFree(tx, body.subdomain, leagueId);
      await repo.updateLeague(tx.db, leagueId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.sportKindId !== undefined ? { sportKindId: body.sportKindId } : {}),
        ...(body.subdomain !== undefined ? { subdomain: body.subdomain } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
      });
      tx.events.record({ type: 'league.updated', leagueId });
    }),
  );
  return getLeague(ctx, leagueId);
}

/**
 * Deletes the league and, in the same statement, its competitions (stages, groups, fixtures and entries
 * cascade), with the item roles given on it. The route has checked `LeagueDelete` (the owner or SystemAdmin,
 * not a Manager). The web app asks the organiser first.
 */
export async function deleteLeague(ctx: RequestContext, leagueId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    await getLeagueRow(tx, leagueId);
    await deleteItemRoles(tx, [leagueId]);
    await repo.deleteLeague(tx.db, leagueId);
    tx.events.record({ type: 'league.deleted', leagueId });
  });
  return { id: leagueId, deleted: true };
}

/** The page configuration's branding: what the premium plan unlocks on a league site (ADR 0022). */
const BRANDING = ['primaryColor', 'secondaryColor', 'bannerImage'] as const;

export async function updatePageConfiguration(
  ctx: RequestContext,
  leagueId: string,
  body: UpdatePageConfigurationBody,
): Promise<PageConfiguration> {
  // Page configuration is a paid plan's, the site's own colours and banner (branding) premium's (ADR 0022):
  // the league owner's plan decides. Clearing them, or saving them unchanged, is always allowed.
  const league = await getLeagueRow(ctx, leagueId);
  await requirePlan(ctx, league.ownerId, 'pageConfiguration');
  const saved = league.pageConfiguration;
  if (BRANDING.some((key) => body[key] != null && body[key] !== (saved?.[key] ?? null))) {
    await requirePlan(ctx, league.ownerId, 'branding');
  }
  return withTransaction(ctx, async (tx) => {
    const row = await getLeagueRow(tx, leagueId);
    const next: PageConfiguration = { ...EMPTY_PAGE, ...row.pageConfiguration, ...body };
    await repo.updateLeague(tx.db, leagueId, { pageConfiguration: next });
    tx.events.record({ type: 'league.updated', leagueId });
    return next;
  });
}

/** How many leagues there are, for the site's public figures (`GET /stats`); no caller is needed. */
export function countLeagues(ctx: RequestContext): Promise<number> {
  return repo.countLeagues(ctx.db);
}

/** For search (modules/search): leagues whose name matches `q`, best first, at most `limit`. */
export function searchLeagueNames(ctx: RequestContext, q: string, limit: number) {
  return repo.searchLeagues(ctx.db, q, limit);
}
