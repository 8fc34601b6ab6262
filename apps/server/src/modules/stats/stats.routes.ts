import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './stats.service.ts';

/**
 * The site's figures (spec §7 "Other"): the contract's `api.stats` table.
 *
 * Cached for anonymous callers (the home page of every visitor asks for it). The tags are the ones every
 * event that changes a figure drops: `leagues` (a league created or deleted), `champs` (a competition created
 * or deleted), `teams` and `players` (created or deleted), and `teamStats`, which every fixture, score,
 * generation and stage or competition deletion event drops (matches played and goals), and `users`, which
 * `user.created` drops (the security module announces each account better-auth commits). A deleted league
 * drops everything.
 */
export const statsRoutes = defineHandlers(
  api.stats,
  { getStats: (ctx) => service.getSiteStats(ctx) },
  {
    cache: {
      getStats: () => [
        cacheTag.leagues,
        cacheTag.champs,
        cacheTag.teams,
        cacheTag.players,
        cacheTag.teamStats,
        cacheTag.users,
      ],
    },
  },
);
