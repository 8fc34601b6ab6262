import {
  type AuthProfile,
  type ItemKind,
  isGranted,
  type OwnerLink,
  type Permission,
  permissionRules,
} from '@matchday/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  champLeagues,
  champs,
  fixtureEvents,
  fixtureMedia,
  fixtures,
  stageGroups,
  stages,
} from '../db/schema/index.ts';
import { newsItems } from '../db/schema/news.ts';
import { itemRoles } from '../db/schema/permissions.ts';
import { champTeamPlayers, players } from '../db/schema/players.ts';
import { playerTeamRequests, teamRequests } from '../db/schema/registrations.ts';
import { teams } from '../db/schema/teams.ts';
import { referees, venues } from '../db/schema/venues.ts';
import { AppError } from '../errors.ts';
import type { Caller, RequestContext } from './context.ts';

/**
 * Access, declared once (docs/adr/0007-access.md). Each kind of item has a chain of owners, resolved here in
 * SQL for many ids at once: one query per kind, plus one for the caller's item roles along the chains.
 * The decision itself is the domain's `isGranted` (spec §5 edit permission, extended by item roles).
 * This file may read every module's tables: it is the one access repository, not a module.
 */
type ChainLoader = (db: Db, ids: string[]) => Promise<Map<string, OwnerLink[]>>;

const chainLoaders: Record<ItemKind, ChainLoader> = {
  league: async (db, ids) => {
    const rows = await db
      .select({ id: champLeagues.id, ownerId: champLeagues.ownerId })
      .from(champLeagues)
      .where(inArray(champLeagues.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: r.ownerId }]]));
  },
  champ: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: champs.id })
      .from(champs)
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(champs.id, ids));
    return new Map(rows.map((r) => [r.id, champChain(r)]));
  },
  stage: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: stages.id })
      .from(stages)
      .innerJoin(champs, eq(champs.id, stages.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(stages.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: null }, ...champChain(r)]]));
  },
  group: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: stageGroups.id, stageId: stages.id })
      .from(stageGroups)
      .innerJoin(stages, eq(stages.id, stageGroups.stageId))
      .innerJoin(champs, eq(champs.id, stages.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(stageGroups.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        [{ itemId: r.id, ownerId: null }, { itemId: r.stageId, ownerId: null }, ...champChain(r)],
      ]),
    );
  },
  fixture: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: fixtures.id, stageId: fixtures.stageId })
      .from(fixtures)
      .innerJoin(champs, eq(champs.id, fixtures.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(fixtures.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        [{ itemId: r.id, ownerId: null }, { itemId: r.stageId, ownerId: null }, ...champChain(r)],
      ]),
    );
  },
  /** The event, then its fixture's chain. */
  matchEvent: async (db, ids) => {
    const rows = await db
      .select({ id: fixtureEvents.id, fixtureId: fixtureEvents.fixtureId })
      .from(fixtureEvents)
      .where(inArray(fixtureEvents.id, ids));
    return chainsThroughFixture(db, rows);
  },
  /** The media item, then its fixture's chain. */
  media: async (db, ids) => {
    const rows = await db
      .select({ id: fixtureMedia.id, fixtureId: fixtureMedia.fixtureId })
      .from(fixtureMedia)
      .where(inArray(fixtureMedia.id, ids));
    return chainsThroughFixture(db, rows);
  },
  team: async (db, ids) => {
    const rows = await db
      .select({ id: teams.id, ownerId: teams.ownerId })
      .from(teams)
      .where(inArray(teams.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: r.ownerId }]]));
  },
  /** The player alone: a team's roster does not own the players on it (item roles are not given on players). */
  player: async (db, ids) => {
    const rows = await db
      .select({ id: players.id, ownerId: players.ownerId })
      .from(players)
      .where(inArray(players.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: r.ownerId }]]));
  },
  /** The venue alone: owned by its creator (item roles are not given on venues). */
  venue: async (db, ids) => {
    const rows = await db
      .select({ id: venues.id, ownerId: venues.ownerId })
      .from(venues)
      .where(inArray(venues.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: r.ownerId }]]));
  },
  /** The referee alone: owned by its creator (item roles are not given on referees). */
  referee: async (db, ids) => {
    const rows = await db
      .select({ id: referees.id, ownerId: referees.ownerId })
      .from(referees)
      .where(inArray(referees.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: r.ownerId }]]));
  },
  /**
   * The news item (no owner of its own: its author may lose access with their role), then the chain of the
   * league, competition or team it belongs to.
   */
  news: async (db, ids) => {
    const rows = await db
      .select({
        id: newsItems.id,
        leagueId: newsItems.champLeagueId,
        champId: newsItems.champId,
        teamId: newsItems.teamId,
      })
      .from(newsItems)
      .where(inArray(newsItems.id, ids));
    if (rows.length === 0) return new Map();
    const ofKind = (key: 'leagueId' | 'champId' | 'teamId') =>
      rows.map((r) => r[key]).filter((id): id is string => id !== null);
    const [leagueChains, champChains, teamChains] = await Promise.all([
      ofKind('leagueId').length
        ? chainLoaders.league(db, ofKind('leagueId'))
        : new Map<string, OwnerLink[]>(),
      ofKind('champId').length ? chainLoaders.champ(db, ofKind('champId')) : new Map<string, OwnerLink[]>(),
      ofKind('teamId').length ? chainLoaders.team(db, ofKind('teamId')) : new Map<string, OwnerLink[]>(),
    ]);
    const chains = new Map<string, OwnerLink[]>();
    for (const r of rows) {
      const owner = r.leagueId
        ? leagueChains.get(r.leagueId)
        : r.champId
          ? champChains.get(r.champId)
          : r.teamId
            ? teamChains.get(r.teamId)
            : undefined;
      if (owner) chains.set(r.id, [{ itemId: r.id, ownerId: null }, ...owner]);
    }
    return chains;
  },
  /** The entry, then its team (the team's owner and Managers), then its competition and league. */
  squadEntry: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: champTeamPlayers.id, teamId: teams.id, teamOwnerId: teams.ownerId })
      .from(champTeamPlayers)
      .innerJoin(teams, eq(teams.id, champTeamPlayers.teamId))
      .innerJoin(champs, eq(champs.id, champTeamPlayers.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(champTeamPlayers.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        [{ itemId: r.id, ownerId: null }, { itemId: r.teamId, ownerId: r.teamOwnerId }, ...champChain(r)],
      ]),
    );
  },
  roleItem: async (db, ids) => {
    const [leagues, ownTeams] = await Promise.all([chainLoaders.league(db, ids), chainLoaders.team(db, ids)]);
    return new Map([...leagues, ...ownTeams]);
  },
  /** The request, then its team (the sender's side), then its competition and league (the deciders). */
  teamRequest: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: teamRequests.id, teamId: teams.id, teamOwnerId: teams.ownerId })
      .from(teamRequests)
      .innerJoin(teams, eq(teams.id, teamRequests.teamId))
      .innerJoin(champs, eq(champs.id, teamRequests.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(teamRequests.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        [{ itemId: r.id, ownerId: null }, { itemId: r.teamId, ownerId: r.teamOwnerId }, ...champChain(r)],
      ]),
    );
  },
  /** The request, then its competition and league only (the organisers). */
  teamRequestEntry: async (db, ids) => {
    const rows = await db
      .select({ ...champColumns, id: teamRequests.id })
      .from(teamRequests)
      .innerJoin(champs, eq(champs.id, teamRequests.champId))
      .innerJoin(champLeagues, eq(champLeagues.id, champs.champLeagueId))
      .where(inArray(teamRequests.id, ids));
    return new Map(rows.map((r) => [r.id, [{ itemId: r.id, ownerId: null }, ...champChain(r)]]));
  },
  /** The request, then the player's owner, then the team (its owner and Managers). */
  playerRequest: async (db, ids) => {
    const rows = await db
      .select({
        id: playerTeamRequests.id,
        playerId: players.id,
        playerOwnerId: players.ownerId,
        teamId: teams.id,
        teamOwnerId: teams.ownerId,
      })
      .from(playerTeamRequests)
      .innerJoin(players, eq(players.id, playerTeamRequests.playerId))
      .innerJoin(teams, eq(teams.id, playerTeamRequests.teamId))
      .where(inArray(playerTeamRequests.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        [
          { itemId: r.id, ownerId: null },
          { itemId: r.playerId, ownerId: r.playerOwnerId },
          { itemId: r.teamId, ownerId: r.teamOwnerId },
        ],
      ]),
    );
  },
};

/** Items that hang off a fixture: the item itself, then the fixture's chain. */
async function chainsThroughFixture(
  db: Db,
  rows: { id: string; fixtureId: string }[],
): Promise<Map<string, OwnerLink[]>> {
  if (rows.length === 0) return new Map();
  const fixtureChains = await chainLoaders.fixture(db, [...new Set(rows.map((r) => r.fixtureId))]);
  const chains = new Map<string, OwnerLink[]>();
  for (const r of rows) {
    const chain = fixtureChains.get(r.fixtureId);
    if (chain) chains.set(r.id, [{ itemId: r.id, ownerId: null }, ...chain]);
  }
  return chains;
}

const champColumns = {
  champId: champs.id,
  champOwnerId: champs.ownerId,
  leagueId: champLeagues.id,
  leagueOwnerId: champLeagues.ownerId,
};

function champChain(r: { champId: string; champOwnerId: string; leagueId: string; leagueOwnerId: string }) {
  return [
    { itemId: r.champId, ownerId: r.champOwnerId },
    { itemId: r.leagueId, ownerId: r.leagueOwnerId },
  ];
}

/** The 404 of each kind, as the modules have always answered it. */
const notFound: Record<ItemKind, () => AppError> = {
  league: () => AppError.notFound('league.not_found', 'League not found.'),
  champ: () => AppError.notFound('champ.not_found', 'Competition not found.'),
  stage: () => AppError.notFound('stage.not_found', 'Stage not found.'),
  group: () => AppError.notFound('group.not_found', 'Group not found.'),
  fixture: () => AppError.notFound('fixture.not_found', 'Fixture not found.'),
  matchEvent: () => AppError.notFound('event.not_found', 'Event not found.'),
  media: () => AppError.notFound('media.not_found', 'Media not found.'),
  team: () => AppError.notFound('team.not_found', 'Team not found.'),
  player: () => AppError.notFound('player.not_found', 'Player not found.'),
  squadEntry: () => AppError.notFound('squad.not_found', 'Squad entry not found.'),
  roleItem: () => AppError.notFound('item.not_found', 'No league or team has this id.'),
  teamRequest: () => AppError.notFound('registration.not_found', 'Request not found.'),
  teamRequestEntry: () => AppError.notFound('registration.not_found', 'Request not found.'),
  playerRequest: () => AppError.notFound('registration.not_found', 'Request not found.'),
  venue: () => AppError.notFound('venue.not_found', 'Venue not found.'),
  referee: () => AppError.notFound('referee.not_found', 'Referee not found.'),
  news: () => AppError.notFound('news.not_found', 'News item not found.'),
};

export function toProfile(caller: Caller | null): AuthProfile | null {
  return caller ? { sub: caller.id, role: caller.role, email: caller.email, name: caller.name } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function decide(
  ctx: RequestContext,
  permission: Permission,
  ids: readonly string[],
): Promise<{ granted: Set<string>; missing: string[] }> {
  const kind = permissionRules[permission].kind;
  const unique = [...new Set(ids)].filter((id) => UUID.test(id));
  const chains = unique.length > 0 ? await chainLoaders[kind](ctx.db, unique) : new Map();
  const missing = [...new Set(ids)].filter((id) => !chains.has(id));
  const profile = toProfile(ctx.caller);
  if (!profile) return { granted: new Set(), missing };
  const chainIds = [
    ...new Set([...chains.values()].flatMap((chain) => chain.map((l: OwnerLink) => l.itemId))),
  ];
  const roles =
    chainIds.length > 0 && permissionRules[permission].rolesGrant
      ? await ctx.db
          .select({ itemId: itemRoles.itemId, role: itemRoles.role })
          .from(itemRoles)
          .where(and(eq(itemRoles.userId, profile.sub), inArray(itemRoles.itemId, chainIds)))
      : [];
  const granted = new Set<string>();
  for (const [id, chain] of chains) if (isGranted(profile, permission, chain, roles)) granted.add(id);
  return { granted, missing };
}

/**
 * Asserts the caller holds `permission` on every item of `ids`: 401 when anonymous, 404 (the kind's code)
 * when an item does not exist, 403 `permission.denied` otherwise. Many ids cost the same two queries as one.
 */
export async function ensureAccess(ctx: RequestContext, permission: Permission, ids: readonly string[]) {
  if (!ctx.caller) throw AppError.unauthenticated();
  const { granted, missing } = await decide(ctx, permission, ids);
  if (missing.length > 0) throw notFound[permissionRules[permission].kind]();
  if (ids.some((id) => !granted.has(id))) throw AppError.forbidden();
}

/** The ids on which the caller holds `permission` (for lists' `canEdit` flags); unknown ids are left out. */
export async function findGranted(
  ctx: RequestContext,
  permission: Permission,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!ctx.caller || ids.length === 0) return new Set();
  return (await decide(ctx, permission, ids)).granted;
}

/** Whether the caller holds `permission` on one item (false when it does not exist). */
export async function hasAccess(ctx: RequestContext, permission: Permission, id: string): Promise<boolean> {
  return (await findGranted(ctx, permission, [id])).has(id);
}

/** The caller, or a 401 `auth.required`: the one way services demand sign-in. */
export function ensureSignedIn(ctx: RequestContext): Caller {
  if (!ctx.caller) throw AppError.unauthenticated();
  return ctx.caller;
}

/** The items of one kind on which the user holds an item role ("leagues I manage"). */
export async function findItemIdsWithRole(
  ctx: RequestContext,
  itemType: 'league' | 'team',
): Promise<string[]> {
  if (!ctx.caller) return [];
  const rows = await ctx.db
    .select({ itemId: itemRoles.itemId })
    .from(itemRoles)
    .where(and(eq(itemRoles.userId, ctx.caller.id), eq(itemRoles.itemType, itemType)));
  return rows.map((r) => r.itemId);
}

/** An item that item roles are given on (spec §7 "Permissions"): a league or a team, with its owner. */
export interface RoleItem {
  id: string;
  type: 'league' | 'team';
  ownerId: string;
}

/**
 * The league or team with this id, or undefined. Item roles apply to both, and the id alone tells which:
 * the permissions module finds its item here rather than through the leagues and teams services.
 */
export async function findRoleItem(ctx: RequestContext, id: string): Promise<RoleItem | undefined> {
  if (!UUID.test(id)) return undefined;
  const [leagues, ownTeams] = await Promise.all([
    chainLoaders.league(ctx.db, [id]),
    chainLoaders.team(ctx.db, [id]),
  ]);
  const league = leagues.get(id)?.[0];
  if (league?.ownerId) return { id, type: 'league', ownerId: league.ownerId };
  const team = ownTeams.get(id)?.[0];
  if (team?.ownerId) return { id, type: 'team', ownerId: team.ownerId };
  return undefined;
}

/** Deletes every item role given on these items: the owning service calls it in the item's delete transaction. */
export async function deleteItemRoles(ctx: RequestContext, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await ctx.db.delete(itemRoles).where(inArray(itemRoles.itemId, itemIds));
}
