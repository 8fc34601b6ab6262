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
 * generation and stage or competition deletion event drops (matches played and goals). A deleted league
 * drops everything. Accounts have no event (better-auth creates them), so `users` may lag by the cache's
 * TTL (60 s): a figure on a front page, not a rule anything depends on.
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
      ],
    },
  },
);
