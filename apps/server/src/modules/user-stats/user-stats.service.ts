import { USER_STATS_ITEMS, type UserStats } from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import * as champs from '../champs/champs.service.ts';
import * as favorites from '../favorites/favorites.service.ts';
import * as leagues from '../leagues/leagues.service.ts';
import * as players from '../players/players.service.ts';
import * as teams from '../teams/teams.service.ts';
import * as users from '../users/users.service.ts';

/**
 * A user's public figures (spec §7 `GET /user/{id}/stats`): what they own and how many favourites they keep.
 * This module has no tables: it reads every other module through its exported service, and nothing uses it
 * (like favorites). Each kind costs one or two queries (the first items and the count), never one per row:
 * teams 2, players 2, leagues 2, competitions 4 (the owner's league ids, the page, the count, the page's
 * leagues), favourites 6 (the rows, then one bulk lookup per kind, so gone items are not counted).
 */
export async function getUserStats(ctx: RequestContext, userId: string): Promise<UserStats> {
  // 404 `user.not_found` first, as `GET /user/{userId}/profile` answers.
  await users.getPublicProfile(ctx, userId);
  const limit = USER_STATS_ITEMS;
  const [teamPage, playerPage, leaguePage, champPage, favoritesCount] = await Promise.all([
    teams.findTeamsOfOwner(ctx, userId, limit),
    players.findPlayersOfOwner(ctx, userId, limit),
    leagues.findLeaguesOfOwner(ctx, userId, limit),
    leagues
      .findLeagueIds(ctx, { ownerId: userId })
      .then((leagueIds) => champs.findChampViewsOfLeagues(ctx, leagueIds, limit)),
    favorites.countFavoritesOf(ctx, userId),
  ]);
  return {
    userId,
    teams: {
      totalItems: teamPage.totalItems,
      items: teamPage.items.map((t) => ({
        id: t.id,
        name: t.name,
        imageUrl: t.logo,
        sportKindId: t.sportKindId,
      })),
    },
    players: {
      totalItems: playerPage.totalItems,
      items: playerPage.items.map((p) => ({
        id: p.id,
        name: p.name,
        imageUrl: p.photo,
        sportKindId: p.sportKindId,
      })),
    },
    leagues: {
      totalItems: leaguePage.totalItems,
      items: leaguePage.items.map((l) => ({
        id: l.id,
        name: l.name,
        imageUrl: l.logo,
        sportKindId: l.sportKindId,
      })),
    },
    champs: {
      totalItems: champPage.totalItems,
      items: champPage.items.map((v) => ({
        id: v.champ.id,
        name: v.champ.name,
        imageUrl: v.champ.logo,
        sportKindId: v.sportKindId,
      })),
    },
    favoritesCount,
  };
}
