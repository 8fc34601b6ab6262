import {
  CreateTeamBody,
  DeletedResult,
  IdParams,
  PagingQuery,
  Team,
  TeamChampList,
  TeamList,
  TeamListQuery,
  TeamSearchQuery,
  UpdateTeamBody,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './teams.service.ts';

const tags = ['teams'];

/** Teams (spec §7 "Teams"), mounted at /api. */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/teams',
    { schema: { tags, querystring: TeamListQuery, response: { 200: TeamList } } },
    (request) => service.listTeams(db, request.caller, request.query),
  );

  app.post(
    '/teams',
    { schema: { tags, body: CreateTeamBody, response: { 201: Team } } },
    async (request, reply) =>
      reply.status(201).send(await service.createTeam(db, request.caller, request.body)),
  );

  app.get(
    '/teams/search',
    { schema: { tags, querystring: TeamSearchQuery, response: { 200: TeamList } } },
    (request) => service.searchTeams(db, request.caller, request.query),
  );

  app.get('/teams/:id', { schema: { tags, params: IdParams, response: { 200: Team } } }, (request) =>
    service.getTeam(db, request.caller, request.params.id),
  );

  app.get(
    '/teams/:id/champs',
    { schema: { tags, params: IdParams, querystring: PagingQuery, response: { 200: TeamChampList } } },
    (request) => service.listTeamChamps(db, request.params.id, request.query),
  );

  app.put(
    '/teams/:id',
    { schema: { tags, params: IdParams, body: UpdateTeamBody, response: { 200: Team } } },
    (request) => service.updateTeam(db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/teams/:id',
    { schema: { tags, params: IdParams, response: { 200: DeletedResult } } },
    (request) => service.deleteTeam(db, request.caller, request.params.id),
  );
};
