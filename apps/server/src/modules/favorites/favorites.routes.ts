import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './favorites.service.ts';

/**
 * Favourites (spec §3 "Favorites", §6): the contract's `api.favorites` table, signed-in callers only. Nothing
 * is cached: favourites are per user.
 */
export const favoritesRoutes = defineHandlers(api.favorites, {
  listFavorites: (ctx) => service.listFavorites(ctx),
  addPlayerFavorite: (ctx, { params }) => service.addFavorite(ctx, 'player', params.id),
  removePlayerFavorite: (ctx, { params }) => service.removeFavorite(ctx, 'player', params.id),
  addPlayerFavoriteById: (ctx, { query }) => service.addFavorite(ctx, 'player', query.playerId),
  removePlayerFavoriteById: (ctx, { query }) => service.removeFavorite(ctx, 'player', query.playerId),
  addTeamFavorite: (ctx, { params }) => service.addFavorite(ctx, 'team', params.id),
  removeTeamFavorite: (ctx, { params }) => service.removeFavorite(ctx, 'team', params.id),
  addChampFavorite: (ctx, { params }) => service.addFavorite(ctx, 'champ', params.id),
  removeChampFavorite: (ctx, { params }) => service.removeFavorite(ctx, 'champ', params.id),
  addChampLeagueFavorite: (ctx, { params }) => service.addFavorite(ctx, 'champLeague', params.id),
  removeChampLeagueFavorite: (ctx, { params }) => service.removeFavorite(ctx, 'champLeague', params.id),
});
