import type { FavoriteKind, FavoriteResult, Favorites } from '@matchday/contracts';
import { ensureSignedIn } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import * as champs from '../champs/champs.service.ts';
import * as leagues from '../leagues/leagues.service.ts';
import * as players from '../players/players.service.ts';
import * as teams from '../teams/teams.service.ts';
import * as repo from './favorites.repo.ts';

/**
 * Favourites (spec §3 "Favorites", §6: signed-in users only): a user's players, teams, competitions and
 * leagues. Other modules are reached through their services; nothing uses this module.
 *
 * When an item is deleted, its favourites are skipped on read rather than deleted by a subscriber to the
 * `*.deleted` events: `listFavorites` must skip gone items anyway (a league's deletion takes its
 * competitions with it and names none of them, and a subscriber runs after the commit and may fail), so
 * skip-on-read alone is complete and a subscriber would add a second mechanism for the same outcome. Item
 * ids are random UUIDs that are never reused, so a leftover row can never point at a new item, and
 * `DELETE …/favorite` still removes it.
 */

/** Nothing, or the 404 of the item's kind (`player.not_found`, `team.not_found`, `champ.not_found`, `league.not_found`). */
async function ensureItemExists(ctx: RequestContext, kind: FavoriteKind, itemId: string): Promise<void> {
  switch (kind) {
    case 'player':
      return players.ensurePlayerExists(ctx, itemId);
    case 'team':
      await teams.getTeamRow(ctx, itemId);
      return;
    case 'champ':
      await champs.getChampRow(ctx, itemId);
      return;
    case 'champLeague':
      await leagues.getLeagueRow(ctx, itemId);
      return;
  }
}

/** Idempotent: adding a favourite that is there already answers the same and records nothing. */
export async function addFavorite(
  ctx: RequestContext,
  kind: FavoriteKind,
  itemId: string,
): Promise<FavoriteResult> {
  const me = ensureSignedIn(ctx);
  await withTransaction(ctx, async (tx) => {
    await ensureItemExists(tx, kind, itemId);
    const added = await repo.insertFavorite(tx.db, {
      userId: me.id,
      kind,
      itemId,
      createdAt: tx.clock.now(),
    });
    if (added) tx.events.record({ type: 'favorite.changed', userId: me.id, kind, itemId });
  });
  return { kind, id: itemId, favorite: true };
}

/**
 * Idempotent: removing a favourite that is not there answers the same and records nothing. The item is not
 * looked up, so a favourite of an item deleted since can still be removed.
 */
export async function removeFavorite(
  ctx: RequestContext,
  kind: FavoriteKind,
  itemId: string,
): Promise<FavoriteResult> {
  const me = ensureSignedIn(ctx);
  await withTransaction(ctx, async (tx) => {
    const removed = await repo.deleteFavorite(tx.db, { userId: me.id, kind, itemId });
    if (removed) tx.events.record({ type: 'favorite.changed', userId: me.id, kind, itemId });
  });
  return { kind, id: itemId, favorite: false };
}

interface ItemOf {
  name: string;
  imageUrl: string | null;
  sportKindId: string;
}

/**
 * `GET /favorite`: one query for the caller's favourites, then one bulk lookup per kind through its module's
 * service. Newest first within each kind; favourites of items that are gone are left out.
 */
export async function listFavorites(ctx: RequestContext): Promise<Favorites> {
  return listFavoritesOf(ctx, ensureSignedIn(ctx).id);
}

/**
 * How many favourites a user keeps (their public profile's stats), counted as their list shows them: the
 * favourites of items that are gone are left out, so the number always matches `GET /favorite`. The same few
 * queries as the list, whatever the number.
 */
export async function countFavoritesOf(ctx: RequestContext, userId: string): Promise<number> {
  const list = await listFavoritesOf(ctx, userId);
  return list.players.length + list.teams.length + list.champs.length + list.champLeagues.length;
}

/**
 * The ids of a user's favourites by kind, in one query (the calendar's favourites feed). Items that are gone
 * are not looked up: whatever asks by these ids finds nothing for them.
 */
export async function findFavoriteIdsOf(
  ctx: RequestContext,
  userId: string,
): Promise<Record<FavoriteKind, string[]>> {
  const ids: Record<FavoriteKind, string[]> = { player: [], team: [], champ: [], champLeague: [] };
  for (const row of await repo.listFavorites(ctx.db, userId)) ids[row.kind].push(row.itemId);
  return ids;
}

async function listFavoritesOf(ctx: RequestContext, userId: string): Promise<Favorites> {
  const rows = await repo.listFavorites(ctx.db, userId);
  const idsOf = (kind: FavoriteKind) => rows.filter((r) => r.kind === kind).map((r) => r.itemId);
  const [playerRefs, teamRows, champViews, leagueRows] = await Promise.all([
    players.findPlayerRows(ctx, idsOf('player')),
    teams.findTeamRows(ctx, idsOf('team')),
    champs.findChampViews(ctx, idsOf('champ')),
    leagues.findLeagueRows(ctx, idsOf('champLeague')),
  ]);

  /** The kind's favourites in the rows' order (newest first), with what `find` knows of each item. */
  function itemsOf<T extends ItemOf>(kind: FavoriteKind, find: (id: string) => T | undefined) {
    return rows.flatMap((row) => {
      if (row.kind !== kind) return [];
      const item = find(row.itemId);
      return item ? [{ id: row.itemId, ...item, addedAt: row.createdAt.toISOString() }] : [];
    });
  }

  const teamById = new Map(teamRows.map((t) => [t.id, t]));
  const champById = new Map(champViews.map((v) => [v.champ.id, v]));
  const leagueById = new Map(leagueRows.map((l) => [l.id, l]));
  return {
    players: itemsOf('player', (id) => {
      const p = playerRefs.get(id);
      return p && { name: p.name, imageUrl: p.photo, sportKindId: p.sportKindId };
    }),
    teams: itemsOf('team', (id) => {
      const t = teamById.get(id);
      return t && { name: t.name, imageUrl: t.logo, sportKindId: t.sportKindId };
    }),
    champs: itemsOf('champ', (id) => {
      const v = champById.get(id);
      return (
        v && {
          name: v.champ.name,
          imageUrl: v.champ.logo,
          sportKindId: v.sportKindId,
          champLeagueId: v.leagueId,
        }
      );
    }),
    champLeagues: itemsOf('champLeague', (id) => {
      const l = leagueById.get(id);
      return l && { name: l.name, imageUrl: l.logo, sportKindId: l.sportKindId };
    }),
  };
}
