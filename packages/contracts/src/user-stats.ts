import { z } from 'zod';
import { Id } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/** How many of a kind a user owns, with the first few (the public profile page lists them). */
const OwnedItems = z.object({
  totalItems: z.number().int(),
  items: z.array(
    z.object({ id: Id, name: z.string(), imageUrl: z.string().nullable(), sportKindId: z.string() }),
  ),
});

/** Spec §7 `GET /user/{id}/stats`: what a user runs and follows, for their public profile. */
export const UserStats = z.object({
  userId: z.string(),
  /** Teams the user owns. */
  teams: OwnedItems,
  /** Player profiles the user owns. */
  players: OwnedItems,
  /** Leagues the user organises (owns). */
  leagues: OwnedItems,
  /** Competitions in the leagues the user organises. */
  champs: OwnedItems,
  /** How many favourites the user keeps (players, teams, competitions and leagues together). */
  favoritesCount: z.number().int(),
});
export type UserStats = z.infer<typeof UserStats>;

/** How many of each kind `GET /user/{id}/stats` lists. */
export const USER_STATS_ITEMS = 12;

export const userStatsRoutes = defineRoutes({
  getUserStats: {
    method: 'GET',
    path: '/api/user/:id/stats',
    summary: "A user's public figures: teams, players, leagues and competitions owned, favourites kept",
    tags: ['users'],
    access: Access.public,
    // User ids are UUIDs (as `GET /user/{userId}/profile` declares): anything else is a 400 naming `params.id`.
    params: z.object({ id: z.uuid() }),
    response: UserStats,
  },
});
