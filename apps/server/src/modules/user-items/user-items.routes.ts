import { KeywordPagingQuery, UserChampList, UserLeagueList } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUserChamps } from '../champs/champs.service.ts';
import { listUserLeagues } from '../leagues/leagues.service.ts';

const tags = ['user'];

/**
 * The caller's own and managed leagues and competitions (spec §7 "User and favorites"), mounted at /api;
 * searched by name (`keyword`) and paged on the server.
 */
export const userItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/user/leagues',
    { schema: { tags, querystring: KeywordPagingQuery, response: { 200: UserLeagueList } } },
    (request) => listUserLeagues(db, request.caller, request.query),
  );

  app.get(
    '/user/champs',
    { schema: { tags, querystring: KeywordPagingQuery, response: { 200: UserChampList } } },
    (request) => listUserChamps(db, request.caller, request.query),
  );
};
