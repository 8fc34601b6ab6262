import { z } from 'zod';
import { Id, IdParams } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/**
 * Favourites (spec §3 "Favorites", §4 favourite toggle, §6: signed-in users only). One list per kind; a
 * write is idempotent (adding a favourite twice, or removing one that is not there, answers 2xx).
 */
export const FavoriteKind = z.enum(['player', 'team', 'champ', 'champLeague']);
export type FavoriteKind = z.infer<typeof FavoriteKind>;

const FavoriteItem = z.object({
  id: Id,
  name: z.string(),
  /** Photo of a player, logo of a team, competition or league. */
  imageUrl: z.string().nullable(),
  sportKindId: z.string(),
  /** When the caller made it a favourite. */
  addedAt: z.string(),
});

/** `GET /favorite`: the caller's favourites, newest first within each kind. */
export const Favorites = z.object({
  players: z.array(FavoriteItem),
  teams: z.array(FavoriteItem),
  champs: z.array(FavoriteItem.extend({ champLeagueId: Id })),
  champLeagues: z.array(FavoriteItem),
});
export type Favorites = z.infer<typeof Favorites>;

/** What a favourite write answers: the item and whether it is a favourite now. */
export const FavoriteResult = z.object({ kind: FavoriteKind, id: Id, favorite: z.boolean() });
export type FavoriteResult = z.infer<typeof FavoriteResult>;

/** The spec's other form: `POST /player/favorite` with `playerId` (query or body). */
export const PlayerIdQuery = z.object({ playerId: Id });

const tags = ['favorites'];

export const favoriteRoutes = defineRoutes({
  listFavorites: {
    method: 'GET',
    path: '/api/favorite',
    summary: "The caller's favourite players, teams, competitions and leagues",
    tags,
    access: Access.signedIn,
    response: Favorites,
  },
  addPlayerFavorite: {
    method: 'POST',
    path: '/api/player/:id/favorite',
    summary: "Make a player one of the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  removePlayerFavorite: {
    method: 'DELETE',
    path: '/api/player/:id/favorite',
    summary: "Remove a player from the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  addPlayerFavoriteById: {
    method: 'POST',
    path: '/api/player/favorite',
    summary: "Make a player a favourite (the spec's form with `playerId`)",
    tags,
    access: Access.signedIn,
    query: PlayerIdQuery,
    response: FavoriteResult,
  },
  removePlayerFavoriteById: {
    method: 'DELETE',
    path: '/api/player/favorite',
    summary: "Remove a player from the favourites (the spec's form with `playerId`)",
    tags,
    access: Access.signedIn,
    query: PlayerIdQuery,
    response: FavoriteResult,
  },
  addTeamFavorite: {
    method: 'POST',
    path: '/api/teams/:id/favorite',
    summary: "Make a team one of the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  removeTeamFavorite: {
    method: 'DELETE',
    path: '/api/teams/:id/favorite',
    summary: "Remove a team from the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  addChampFavorite: {
    method: 'POST',
    path: '/api/champs/:id/favorite',
    summary: "Make a competition one of the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  removeChampFavorite: {
    method: 'DELETE',
    path: '/api/champs/:id/favorite',
    summary: "Remove a competition from the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  addChampLeagueFavorite: {
    method: 'POST',
    path: '/api/champ-leagues/:id/favorite',
    summary: "Make a league one of the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
  removeChampLeagueFavorite: {
    method: 'DELETE',
    path: '/api/champ-leagues/:id/favorite',
    summary: "Remove a league from the caller's favourites",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: FavoriteResult,
  },
});
