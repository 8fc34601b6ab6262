import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './user-stats.service.ts';

/**
 * A user's public figures (spec §7 "User and favorites"): the contract's `api.userStats` table.
 *
 * Not cached. The lists would be covered by the list tags their events drop (`teams`, `players`, `leagues`,
 * `champs`), but `favoritesCount` would not: `favorite.changed` drops no tag (favourites are per user and
 * their reads are never cached), so a cached answer would show an old count until the TTL. Caching this
 * route needs a tag that `favorite.changed` drops first (a `user:{id}` tag in core/read-cache.ts).
 */
export const userStatsRoutes = defineHandlers(api.userStats, {
  getUserStats: (ctx, { params }) => service.getUserStats(ctx, params.id),
});
