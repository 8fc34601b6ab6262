import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './leagues.service.ts';

/** Champ leagues (spec §7 "Champ leagues"): the contract's `api.leagues` table. Access is declared there. */
export const leaguesRoutes = defineHandlers(
  api.leagues,
  {
    listLeagues: (ctx, { query }) => service.listLeagues(ctx, query),
    createLeague: (ctx, { body }) => service.createLeague(ctx, body),
    checkSubdomain: (ctx, { params }) => service.checkSubdomain(ctx, params.domain),
    getLeague: (ctx, { params }) => service.getLeague(ctx, params.id),
    updateLeague: (ctx, { params, body }) => service.updateLeague(ctx, params.id, body),
    deleteLeague: (ctx, { params }) => service.deleteLeague(ctx, params.id),
    getPageConfiguration: (ctx, { params }) => service.getPageConfiguration(ctx, params.id),
    updatePageConfiguration: (ctx, { params, body }) => service.updatePageConfiguration(ctx, params.id, body),
    listUserLeagues: (ctx, { query }) => service.listUserLeagues(ctx, query),
  },
  {
    cache: {
      // Leagues show their competition count: a competition added or removed changes them.
      listLeagues: () => [cacheTag.leagues, cacheTag.champs],
      checkSubdomain: () => [cacheTag.leagues],
      getLeague: ({ params }) => [cacheTag.league(params.id)],
      getPageConfiguration: ({ params }) => [cacheTag.league(params.id)],
    },
  },
);
