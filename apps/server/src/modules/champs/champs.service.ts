import type {
  AddChampTeamBody,
  Champ,
  ChampList,
  ChampListQuery,
  ChampRules,
  ChampTeam,
  ChampTeamList,
  CreateChampBody,
  DeletedResult,
  KnownChampRules,
  LeagueTeamList,
  PagingQuery,
  TeamChampList,
  UpdateChampBody,
  UserChampList,
  UserItemsQuery,
} from '@matchday/contracts';
import { findRulesProblems, Permission, SystemRole, toRulesPreset } from '@matchday/domain';
import {
  deleteItemRoles,
  ensureSignedIn,
  findGranted,
  findItemIdsWithRole,
  hasAccess,
} from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import * as leagues from '../leagues/leagues.service.ts';
import { getSportOfBody } from '../reference/reference.service.ts';
import * as teams from '../teams/teams.service.ts';
import * as repo from './champs.repo.ts';

export type { ChampRow } from './champs.repo.ts';

/** A competition with what its views need of its league. */
export interface ChampView {
  champ: repo.ChampRow;
  leagueId: string;
  leagueName: string;
  leagueOwnerId: string;
  sportKindId: string;
}

function toChamp(view: ChampView, teamCount: number, flags: { canEdit: boolean; canDelete: boolean }): Champ {
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
    lineupTracking: c.lineupTracking,
    ownerId: c.ownerId,
    teamCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    ...flags,
  };
}

/** Competitions with their league (one query for the page), then team counts, `canEdit` and `canDelete` in bulk. */
async function toViews(ctx: RequestContext, rows: repo.ChampRow[]): Promise<ChampView[]> {
  const byId = new Map(
    (
      await leagues.findLeagueRows(
        ctx,
        rows.map((r) => r.champLeagueId),
      )
    ).map((l) => [l.id, l]),
  );
  return rows.flatMap((champ) => {
    const league = byId.get(champ.champLeagueId);
    if (!league) return [];
    return [
      {
        champ,
        leagueId: league.id,
        leagueName: league.name,
        leagueOwnerId: league.ownerId,
        sportKindId: league.sportKindId,
      },
    ];
  });
}

async function toChamps(ctx: RequestContext, views: ChampView[]): Promise<Champ[]> {
  const ids = views.map((v) => v.champ.id);
  const [counts, editable] = await Promise.all([
    repo.countTeams(ctx.db, ids),
    findGranted(ctx, Permission.ChampEdit, ids),
  ]);
  // Whoever may delete may edit: only the editable rows are asked (none: no second query).
  const deletable = await findGranted(ctx, Permission.ChampDelete, [...editable]);
  return views.map((v) =>
    toChamp(v, counts.get(v.champ.id) ?? 0, {
      canEdit: editable.has(v.champ.id),
      canDelete: deletable.has(v.champ.id),
    }),
  );
}

// ---- used by other modules (stages, fixtures, standings) --------------------------------------------------

/** The competition or a 404 `champ.not_found`. */
export async function getChampRow(ctx: RequestContext, champId: string): Promise<repo.ChampRow> {
  const row = await repo.findChamp(ctx.db, champId);
  if (!row) throw AppError.notFound('champ.not_found', 'Competition not found.');
  return row;
}

/** The competition with its league's name, owner and sport, or a 404 `champ.not_found`. */
export async function getChampView(ctx: RequestContext, champId: string): Promise<ChampView> {
  const [view] = await toViews(ctx, [await getChampRow(ctx, champId)]);
  if (!view) throw AppError.notFound('champ.not_found', 'Competition not found.');
  return view;
}

/** Competition names by id, in one query (fixture lists show their competition). */
export async function findChampNames(ctx: RequestContext, champIds: string[]): Promise<Map<string, string>> {
  if (champIds.length === 0) return new Map();
  const rows = await repo.findChamps(ctx.db, [...new Set(champIds)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Competitions by id with their league's name and sport (other modules' lists, e.g. favourites): one query
 * for the competitions, one for their leagues. Unknown ids are left out; the order is not the given one.
 */
export async function findChampViews(ctx: RequestContext, champIds: string[]): Promise<ChampView[]> {
  return toViews(ctx, await repo.findChamps(ctx.db, [...new Set(champIds)]));
}

/**
 * The competitions of some leagues (a user's, for their public profile), newest first like the lists: the
 * first `limit` with their league's name and sport, and how many in all. Two queries for the page and the
 * count, one for the page's leagues.
 */
export async function findChampViewsOfLeagues(
  ctx: RequestContext,
  leagueIds: string[],
  limit: number,
): Promise<{ items: ChampView[]; totalItems: number }> {
  if (leagueIds.length === 0) return { items: [], totalItems: 0 };
  const page = await repo.listChamps(ctx.db, { leagueIds }, 0, limit);
  return { items: await toViews(ctx, page.items), totalItems: page.totalItems };
}

/** The teams entered in a competition, in entry order (the draw's seeding order). */
export async function listChampEntries(
  ctx: RequestContext,
  champId: string,
): Promise<{ teamId: string; addedAt: Date }[]> {
  return (await repo.listEntries(ctx.db, champId)).map((e) => ({ teamId: e.teamId, addedAt: e.createdAt }));
}

/**
 * A league's competitions (ids, oldest first) and every team entered in any of them (distinct, in entry
 * order), for the league's ratings: one query each. The league must exist (404 `league.not_found`).
 */
export async function findLeagueEntries(
  ctx: RequestContext,
  leagueId: string,
): Promise<{ champIds: string[]; teamIds: string[] }> {
  await leagues.getLeagueRow(ctx, leagueId);
  const [champIds, entries] = await Promise.all([
    repo.listChampIdsOfLeague(ctx.db, leagueId),
    repo.listEntriesOfLeague(ctx.db, leagueId),
  ]);
  const sorted = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { champIds, teamIds: [...new Set(sorted.map((e) => e.teamId))] };
}

/** The ids of the competitions a team is entered in (its totals over every competition), one query. */
export async function findChampIdsOfTeam(ctx: RequestContext, teamId: string): Promise<string[]> {
  return repo.listChampIdsOfTeam(ctx.db, teamId);
}

/**
 * Enters new teams in a competition inside the caller's transaction (`POST /teams/generate` with `champId`):
 * the caller has checked `ChampEdit` on the competition and made the teams (so it manages them). Teams of
 * another sport are a 400 naming `field`; one event for the whole batch.
 */
export async function enterTeams(
  ctx: RequestContext,
  champId: string,
  teamRows: readonly { id: string; sportKindId: string }[],
  field = 'body.champId',
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const view = await getChampView(tx, champId);
    if (teamRows.some((t) => t.sportKindId !== view.sportKindId)) {
      throw AppError.invalid(
        'champ.team_sport_mismatch',
        'The teams play another sport than this competition.',
        [{ field, message: 'The competition is of another sport.' }],
      );
    }
    for (const team of teamRows) await repo.addEntry(tx.db, champId, team.id);
    if (teamRows.length > 0)
      tx.events.record({ type: 'champ.teamsChanged', champId, leagueId: view.leagueId });
  });
}

// ---- rules -----------------------------------------------------------------------------------------------

/** Rules whose names the engine knows, or the 400 `champ.rules_invalid` naming each bad field. */
function ensureRulesKnown(rules: ChampRules): KnownChampRules {
  const problems = findRulesProblems(rules);
  const [first] = problems;
  if (first) {
    throw AppError.invalid(
      'champ.rules_invalid',
      first.detail,
      problems.map((p) => ({ field: `body.rules.${p.field}`, message: p.message })),
    );
  }
  return rules as KnownChampRules;
}

/** The given rules, or the sport's preset when they are missing (null). */
async function rulesOf(ctx: RequestContext, rules: ChampRules | null | undefined, sportKindId: string) {
  if (rules) return ensureRulesKnown(rules);
  return toRulesPreset(await getSportOfBody(ctx, sportKindId));
}

// ---- reads -----------------------------------------------------------------------------------------------

export async function getChamp(ctx: RequestContext, champId: string): Promise<Champ> {
  const [champ] = await toChamps(ctx, [await getChampView(ctx, champId)]);
  return champ!;
}

export async function listChamps(ctx: RequestContext, query: ChampListQuery): Promise<ChampList> {
  const leagueIds = query.sportKindId
    ? await leagues.findLeagueIds(ctx, { sportKindId: query.sportKindId })
    : undefined;
  const page = await repo.listChamps(
    ctx.db,
    { leagueIds, champLeagueId: query.champLeagueId, keyword: query.keyword },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    items: await toChamps(ctx, await toViews(ctx, page.items)),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function listLeagueChamps(
  ctx: RequestContext,
  leagueId: string,
  paging: PagingQuery,
): Promise<ChampList> {
  await leagues.getLeagueRow(ctx, leagueId);
  return listChamps(ctx, { ...paging, champLeagueId: leagueId });
}

/**
 * `/user/champs`: competitions in leagues the caller owns or manages; `keyword` searches their names. A
 * SystemAdmin sees every competition (relation `admin` for the others) unless `mine=true`.
 */
export async function listUserChamps(ctx: RequestContext, query: UserItemsQuery): Promise<UserChampList> {
  const me = ensureSignedIn(ctx);
  const managed = await findItemIdsWithRole(ctx, 'league');
  const all = me.role === SystemRole.SystemAdmin && query.mine !== true;
  const leagueIds = all ? undefined : [...(await leagues.findLeagueIds(ctx, { ownerId: me.id })), ...managed];
  const page = await repo.listChamps(
    ctx.db,
    { leagueIds, keyword: query.keyword || undefined },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  const views = await toViews(ctx, page.items);
  const champs = await toChamps(ctx, views);
  return {
    items: champs.map((champ, index) => {
      const view = views[index]!;
      const relation =
        view.leagueOwnerId === me.id ? 'owner' : managed.includes(view.leagueId) ? 'manager' : 'admin';
      return { ...champ, relation: relation as 'owner' | 'manager' | 'admin' };
    }),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** The teams entered in a competition, by name. */
async function toChampTeams(ctx: RequestContext, entries: repo.ChampTeamRow[]): Promise<ChampTeam[]> {
  const rows = await teams.findTeamRows(
    ctx,
    entries.map((e) => e.teamId),
  );
  const byId = new Map(rows.map((t) => [t.id, t]));
  return entries
    .flatMap((e) => {
      const team = byId.get(e.teamId);
      return team
        ? [
            {
              id: team.id,
              name: team.name,
              shortName: team.shortName,
              logo: team.logo,
              ownerId: team.ownerId,
              addedAt: e.createdAt.toISOString(),
            },
          ]
        : [];
    })
    .sort(byName);
}

function byName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export async function listChampTeams(
  ctx: RequestContext,
  champId: string,
  paging: PagingQuery,
): Promise<ChampTeamList> {
  await getChampRow(ctx, champId);
  const all = await toChampTeams(ctx, await repo.listEntries(ctx.db, champId));
  const start = paging.pageIndex * paging.pageSize;
  return {
    items: all.slice(start, start + paging.pageSize),
    totalItems: all.length,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  };
}

/** `GET /teams/{id}/champs`: where the team plays, newest first, public like the team itself. */
export async function listTeamChamps(
  ctx: RequestContext,
  teamId: string,
  paging: PagingQuery,
): Promise<TeamChampList> {
  await teams.getTeamRow(ctx, teamId);
  const page = await repo.listChampsOfTeam(
    ctx.db,
    teamId,
    paging.pageIndex * paging.pageSize,
    paging.pageSize,
  );
  const views = await toViews(ctx, page.items);
  return {
    items: views.map((v) => ({
      id: v.champ.id,
      name: v.champ.name,
      season: v.champ.season,
      startDate: v.champ.startDate,
      champLeagueId: v.leagueId,
      champLeagueName: v.leagueName,
      sportKindId: v.sportKindId,
    })),
    totalItems: page.totalItems,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  };
}

/** `GET /champ-leagues/{id}/teams`: distinct teams of any of the league's competitions, with where they play. */
export async function listLeagueTeams(
  ctx: RequestContext,
  leagueId: string,
  paging: PagingQuery,
): Promise<LeagueTeamList> {
  await leagues.getLeagueRow(ctx, leagueId);
  const entries = await repo.listEntriesOfLeague(ctx.db, leagueId);
  const rows = await teams.findTeamRows(ctx, [...new Set(entries.map((e) => e.teamId))]);
  const all = rows
    .map((t) => ({
      id: t.id,
      name: t.name,
      shortName: t.shortName,
      logo: t.logo,
      champIds: entries.filter((e) => e.teamId === t.id).map((e) => e.champId),
    }))
    .sort(byName);
  const start = paging.pageIndex * paging.pageSize;
  return {
    items: all.slice(start, start + paging.pageSize),
    totalItems: all.length,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  };
}

// ---- writes ----------------------------------------------------------------------------------------------

/** The route has checked `LeagueEdit` on the league; the league's count goes up in the same transaction. */
export async function createChamp(ctx: RequestContext, body: CreateChampBody): Promise<Champ> {
  const me = ensureSignedIn(ctx);
  const league = await leagues.getLeagueRow(ctx, body.champLeagueId);
  const rules = await rulesOf(ctx, body.rules, league.sportKindId);
  const row = await withTransaction(ctx, async (tx) => {
    const inserted = await repo.insertChamp(tx.db, {
      champLeagueId: league.id,
      name: body.name,
      season: body.season ?? null,
      startDate: body.startDate ?? null,
      description: body.description ?? null,
      logo: body.logo ?? null,
      rules,
      lineupTracking: body.lineupTracking ?? false,
      ownerId: me.id,
    });
    await leagues.adjustChampCount(tx, league.id, 1);
    tx.events.record({ type: 'champ.created', champId: inserted.id, leagueId: league.id });
    return inserted;
  });
  return getChamp(ctx, row.id);
}

/** The route has checked `ChampEdit`. Rules set to null go back to the sport's preset. */
export async function updateChamp(
  ctx: RequestContext,
  champId: string,
  body: UpdateChampBody,
): Promise<Champ> {
  const view = await getChampView(ctx, champId);
  const rules =
    body.rules === undefined ? view.champ.rules : await rulesOf(ctx, body.rules, view.sportKindId);
  await withTransaction(ctx, async (tx) => {
    await repo.updateChamp(tx.db, champId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.season !== undefined ? { season: body.season } : {}),
      ...(body.startDate !== undefined ? { startDate: body.startDate } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.lineupTracking !== undefined ? { lineupTracking: body.lineupTracking } : {}),
      rules,
    });
    tx.events.record({ type: 'champ.updated', champId, leagueId: view.leagueId });
  });
  return getChamp(ctx, champId);
}

/**
 * Deletes the competition with its stages, groups, fixtures and entries (FK cascade) in one transaction. The
 * route has checked `ChampDelete`: its owner, its league's owner or SystemAdmin, not a Manager.
 */
export async function deleteChamp(ctx: RequestContext, champId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const champ = await getChampRow(tx, champId);
    await deleteItemRoles(tx, [champId]);
    await repo.deleteChamp(tx.db, champId);
    await leagues.adjustChampCount(tx, champ.champLeagueId, -1);
    tx.events.record({ type: 'champ.deleted', champId, leagueId: champ.champLeagueId });
  });
  return { id: champId, deleted: true };
}

const ALL_TEAMS = { pageIndex: 0, pageSize: 500 };

/**
 * The organiser (the route has checked `ChampEdit`) enters a team they own or manage; another's team is
 * refused (403 `champ.team_not_managed`): it joins through a registration request or an invitation. A team
 * of another sport is a 400.
 */
export async function addChampTeam(
  ctx: RequestContext,
  champId: string,
  body: AddChampTeamBody,
): Promise<ChampTeamList> {
  const view = await getChampView(ctx, champId);
  const team = await teams.getTeamRow(ctx, body.teamId);
  if (!(await hasAccess(ctx, Permission.TeamEdit, team.id))) {
    throw AppError.forbidden(
      'champ.team_not_managed',
      'You can only enter teams you own or manage; ask the team to register or invite it.',
    );
  }
  if (team.sportKindId !== view.sportKindId) {
    throw AppError.invalid(
      'champ.team_sport_mismatch',
      'The team plays another sport than this competition.',
      [{ field: 'body.teamId', message: 'The team plays another sport than this competition.' }],
    );
  }
  await withTransaction(ctx, async (tx) => {
    const added = await repo.addEntry(tx.db, champId, team.id);
    if (!added)
      throw AppError.conflict('champ.team_already_added', 'The team is already in this competition.');
    tx.events.record({ type: 'champ.teamsChanged', champId, leagueId: view.leagueId });
  });
  return listChampTeams(ctx, champId, ALL_TEAMS);
}

/**
 * The organiser removes a team, or its owner or manager withdraws it (the route has checked one of the
 * two), while it has no fixtures in the competition: the fixtures' entry key refuses it otherwise (409
 * `champ.team_has_fixtures`).
 */
export async function removeChampTeam(
  ctx: RequestContext,
  champId: string,
  teamId: string,
): Promise<ChampTeamList> {
  const champ = await getChampRow(ctx, champId);
  try {
    await withTransaction(ctx, async (tx) => {
      const removed = await repo.removeEntry(tx.db, champId, teamId);
      if (!removed) throw AppError.notFound('champ.team_not_found', 'The team is not in this competition.');
      tx.events.record({ type: 'champ.teamsChanged', champId, leagueId: champ.champLeagueId });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw AppError.conflict(
      'champ.team_has_fixtures',
      'The team has fixtures in this competition. Delete or regenerate the fixtures first.',
    );
  }
  return listChampTeams(ctx, champId, ALL_TEAMS);
}

/** How many competitions there are, for the site's public figures (`GET /stats`); no caller is needed. */
export function countChamps(ctx: RequestContext): Promise<number> {
  return repo.countChamps(ctx.db);
}

/** For search (modules/search): competitions whose name matches `q`, best first, with their league's name. */
export async function searchChampNames(ctx: RequestContext, q: string, limit: number) {
  const found = await repo.searchChamps(ctx.db, q, limit);
  const leagueOf = new Map(
    (
      await leagues.findLeagueRows(
        ctx,
        found.items.map((c) => c.champLeagueId),
      )
    ).map((l) => [l.id, l]),
  );
  return {
    totalItems: found.totalItems,
    items: found.items.map((c) => ({
      ...c,
      leagueName: leagueOf.get(c.champLeagueId)?.name ?? null,
      sportKindId: leagueOf.get(c.champLeagueId)?.sportKindId ?? null,
    })),
  };
}
