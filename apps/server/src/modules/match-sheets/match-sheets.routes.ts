import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as events from './events.service.ts';
import * as lineups from './lineups.service.ts';
import * as media from './media.service.ts';
import * as preview from './preview.service.ts';
import * as sheet from './sheet.service.ts';

/** What a match page shows: the fixture, its names, its line-ups' players. */
const tagsOfFixture = (fixtureId: string) => [
  cacheTag.fixture(fixtureId),
  cacheTag.teams,
  cacheTag.champs,
  cacheTag.players,
];

/** The match centre (spec §7 "Fixtures"): the contract's `api.matchSheets` table. Access is declared there. */
export const matchSheetsRoutes = defineHandlers(
  api.matchSheets,
  {
    getMatchSheet: (ctx, { params }) => sheet.getMatchSheet(ctx, params.id),
    getHomeSquad: (ctx, { params }) => lineups.getLineup(ctx, params.id, 'home'),
    setHomeSquad: (ctx, { params, body }) => lineups.setLineup(ctx, params.id, 'home', body),
    getAwaySquad: (ctx, { params }) => lineups.getLineup(ctx, params.id, 'away'),
    setAwaySquad: (ctx, { params, body }) => lineups.setLineup(ctx, params.id, 'away', body),
    listEvents: (ctx, { params }) => events.listEvents(ctx, params.id),
    addEvent: (ctx, { params, body }) => events.addEvent(ctx, params.id, body),
    addEvents: (ctx, { params, body }) => events.addEvents(ctx, params.id, body),
    updateEvent: (ctx, { params, body }) => events.updateEvent(ctx, params.id, body),
    deleteEvent: (ctx, { params }) => events.deleteEvent(ctx, params.id),
    setScore: (ctx, { params, query, body }) =>
      events.setScore(ctx, params.id, body, { resetDownstream: query.reset === 'downstream' }),
    listMedia: (ctx, { params, query }) => media.listMedia(ctx, params.id, query),
    addMedia: (ctx, { params, body }) => media.addMedia(ctx, params.id, body),
    updateMedia: (ctx, { params, body }) => media.updateMedia(ctx, params.id, body),
    deleteMedia: (ctx, { params }) => media.deleteMedia(ctx, params.id),
    getFixturePreview: (ctx, { params }) => preview.getFixturePreview(ctx, params.id),
  },
  {
    cache: {
      getMatchSheet: ({ params }) => tagsOfFixture(params.id),
      getHomeSquad: ({ params }) => tagsOfFixture(params.id),
      getAwaySquad: ({ params }) => tagsOfFixture(params.id),
      listEvents: ({ params }) => tagsOfFixture(params.id),
      listMedia: ({ params }) => [cacheTag.fixture(params.id)],
      // Form and head-to-head follow every result of both teams: `playerStats` is dropped by each of them.
      getFixturePreview: ({ params }) => [...tagsOfFixture(params.id), cacheTag.playerStats],
    },
  },
);
