import {
  ChampLeague,
  ChampLeagueList,
  ChampLeagueListQuery,
  CreateChampLeagueBody,
  DeletedResult,
  IdParams,
  LeagueTeamList,
  PageConfiguration,
  PagingQuery,
  SubdomainExists,
  SubdomainParams,
  UpdateChampLeagueBody,
  UpdatePageConfigurationBody,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './leagues.service.ts';

const tags = ['champ-leagues'];

/** Champ leagues (spec §7 "Champ leagues"), mounted at /api. */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/champ-leagues',
    { schema: { tags, querystring: ChampLeagueListQuery, response: { 200: ChampLeagueList } } },
    (request) => service.listLeagues(db, request.caller, request.query),
  );

  app.post(
    '/champ-leagues',
    { schema: { tags, body: CreateChampLeagueBody, response: { 201: ChampLeague } } },
    async (request, reply) =>
      reply.status(201).send(await service.createLeague(db, request.caller, request.body)),
  );

  app.get(
    '/champ-leagues/:domain/exists',
    { schema: { tags, params: SubdomainParams, response: { 200: SubdomainExists } } },
    (request) => service.checkSubdomain(db, request.params.domain),
  );

  app.get(
    '/champ-leagues/:id',
    { schema: { tags, params: IdParams, response: { 200: ChampLeague } } },
    (request) => service.getLeague(db, request.caller, request.params.id),
  );

  app.put(
    '/champ-leagues/:id',
    { schema: { tags, params: IdParams, body: UpdateChampLeagueBody, response: { 200: ChampLeague } } },
    (request) => service.updateLeague(db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/champ-leagues/:id',
    { schema: { tags, params: IdParams, response: { 200: DeletedResult } } },
    (request) => service.deleteLeague(db, request.caller, request.params.id),
  );

  app.get(
    '/champ-leagues/:id/page-configuration',
    { schema: { tags, params: IdParams, response: { 200: PageConfiguration } } },
    (request) => service.getPageConfiguration(db, request.params.id),
  );

  app.put(
    '/champ-leagues/:id/page-configuration',
    {
      schema: {
        tags,
        params: IdParams,
        body: UpdatePageConfigurationBody,
        response: { 200: PageConfiguration },
      },
    },
    (request) => service.updatePageConfiguration(db, request.caller, request.params.id, request.body),
  );

  app.get(
    '/champ-leagues/:id/teams',
    { schema: { tags, params: IdParams, querystring: PagingQuery, response: { 200: LeagueTeamList } } },
    (request) => service.listLeagueTeams(db, request.params.id, request.query),
  );
};
