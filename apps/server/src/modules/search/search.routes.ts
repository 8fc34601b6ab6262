import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './search.service.ts';

/** Search (spec §7 "Other"): the contract's `api.search` table. */
export const searchRoutes = defineHandlers(
  api.search,
  { search: (ctx, { query }) => service.search(ctx, query) },
  {
    // Cached with the list tags of every kind it finds: any item created, renamed or deleted drops them
    // (`league.*` → leagues, `champ.*` → champs, `team.*` → teams, `player.*` → players, news events → news).
    // Those tags drop often on a busy day, but a search is read again far more often than names change, and
    // a miss costs what an uncached search would.
    cache: {
      search: () => [cacheTag.leagues, cacheTag.champs, cacheTag.teams, cacheTag.players, cacheTag.news],
    },
  },
);
