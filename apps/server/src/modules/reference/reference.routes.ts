import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './reference.service.ts';

/** Reference data (spec §7 "Reference"): the contract's `api.reference` table. */
export const referenceRoutes = defineHandlers(
  api.reference,
  {
    listSportTypes: (ctx) => service.listSportTypes(ctx),
    listSportTypesWithLeagues: (ctx) => service.listSportTypesWithLeagues(ctx),
    listTeamLeagues: (ctx, { params }) => service.listTeamLeagues(ctx, params.id),
    listStageTypes: (ctx, { query }) => service.listStageTypes(ctx, query.sportKindId),
  },
  {
    cache: {
      // Reference data changes only with a release (seeded at start): the TTL is enough.
      listSportTypes: () => [cacheTag.reference],
      listSportTypesWithLeagues: () => [cacheTag.reference],
      listTeamLeagues: () => [cacheTag.reference],
      listStageTypes: () => [cacheTag.reference],
    },
  },
);
