import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './venues.service.ts';

/** Venues (spec §7 "Venues and referees"): the contract's `api.venues` table. Access is declared there. */
export const venuesRoutes = defineHandlers(
  api.venues,
  {
    listVenues: (ctx, { query }) => service.listVenues(ctx, query),
    createVenue: (ctx, { body }) => service.createVenue(ctx, body),
    getVenue: (ctx, { params }) => service.getVenue(ctx, params.id),
    updateVenue: (ctx, { params, body }) => service.updateVenue(ctx, params.id, body),
    deleteVenue: (ctx, { params }) => service.deleteVenue(ctx, params.id),
    listVenueFixtures: (ctx, { params, query }) => service.listVenueFixtures(ctx, params.id, query),
    listChampVenues: (ctx, { params, query }) => service.listChampVenues(ctx, params.id, query),
    setChampVenues: (ctx, { params, body }) => service.setChampVenues(ctx, params.id, body),
  },
  {
    // A venue's page counts its upcoming fixtures, which change with every fixture event: not cached.
    cache: {
      listVenues: () => [cacheTag.venues],
      // Its own list and its fixtures decide which venues (`champ.venuesChanged` and fixture events carry the
      // competition's tag).
      listChampVenues: ({ params }) => [cacheTag.champ(params.id), cacheTag.venues],
    },
  },
);

/** Referees (spec §7 "Venues and referees"): the contract's `api.referees` table. */
export const refereesRoutes = defineHandlers(
  api.referees,
  {
    listReferees: (ctx, { query }) => service.listReferees(ctx, query),
    createReferee: (ctx, { body }) => service.createReferee(ctx, body),
    getReferee: (ctx, { params }) => service.getReferee(ctx, params.id),
    updateReferee: (ctx, { params, body }) => service.updateReferee(ctx, params.id, body),
    deleteReferee: (ctx, { params }) => service.deleteReferee(ctx, params.id),
    listRefereeFixtures: (ctx, { params, query }) => service.listRefereeFixtures(ctx, params.id, query),
    listChampReferees: (ctx, { params, query }) => service.listChampReferees(ctx, params.id, query),
  },
  {
    // Only anonymous reads are cached, and they never carry a referee's contact.
    cache: {
      listReferees: () => [cacheTag.referees],
      getReferee: ({ params }) => [cacheTag.referee(params.id), cacheTag.referees],
      listChampReferees: ({ params }) => [cacheTag.champ(params.id), cacheTag.referees],
    },
  },
);
