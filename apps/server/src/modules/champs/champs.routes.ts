import {
  AddChampTeamBody,
  Champ,
  ChampList,
  ChampListQuery,
  ChampStats,
  ChampTeamList,
  CreateChampBody,
  CreateStageBody,
  DeletedResult,
  Id,
  IdParams,
  PagingQuery,
  RemoveChampTeamQuery,
  Stage,
  StageList,
  TeamRatingList,
  UpdateChampBody,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as stages from '../stages/stages.service.ts';
import { computeChampRatings, computeChampStats } from '../stages/standings.service.ts';
import * as service from './champs.service.ts';

const tags = ['champs'];
const ChampTeamParams = IdParams.extend({ teamId: Id });

/** Competitions (spec §7 "Champs"), mounted at /api. */
export const champsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/champs',
    { schema: { tags, querystring: ChampListQuery, response: { 200: ChampList } } },
    (request) => service.listChamps(db, request.caller, request.query),
  );

  app.post(
    '/champs',
    { schema: { tags, body: CreateChampBody, response: { 201: Champ } } },
    async (request, reply) =>
      reply.status(201).send(await service.createChamp(db, request.caller, request.body)),
  );

  app.get(
    '/champ-leagues/:id/champs',
    { schema: { tags, params: IdParams, querystring: PagingQuery, response: { 200: ChampList } } },
    (request) => service.listLeagueChamps(db, request.caller, request.params.id, request.query),
  );

  app.get('/champs/:id', { schema: { tags, params: IdParams, response: { 200: Champ } } }, (request) =>
    service.getChamp(db, request.caller, request.params.id),
  );

  app.put(
    '/champs/:id',
    { schema: { tags, params: IdParams, body: UpdateChampBody, response: { 200: Champ } } },
    (request) => service.updateChamp(db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/champs/:id',
    { schema: { tags, params: IdParams, response: { 200: DeletedResult } } },
    (request) => service.deleteChamp(db, request.caller, request.params.id),
  );

  app.get(
    '/champs/:id/stage',
    { schema: { tags, params: IdParams, response: { 200: StageList } } },
    (request) => stages.listStages(db, request.caller, request.params.id),
  );

  app.post(
    '/champs/:id/stage',
    { schema: { tags, params: IdParams, body: CreateStageBody, response: { 201: Stage } } },
    async (request, reply) =>
      reply.status(201).send(await stages.createStage(db, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/champs/:id/teams',
    { schema: { tags, params: IdParams, querystring: PagingQuery, response: { 200: ChampTeamList } } },
    (request) => service.listChampTeams(db, request.params.id, request.query),
  );

  app.post(
    '/champs/:id/teams',
    { schema: { tags, params: IdParams, body: AddChampTeamBody, response: { 201: ChampTeamList } } },
    async (request, reply) =>
      reply.status(201).send(await service.addChampTeam(db, request.caller, request.params.id, request.body)),
  );

  app.delete(
    '/champs/:id/teams',
    {
      schema: {
        tags,
        description: 'Removes the team given as `?teamId=` from the competition.',
        params: IdParams,
        querystring: RemoveChampTeamQuery,
        response: { 200: ChampTeamList },
      },
    },
    (request) => service.removeChampTeam(db, request.caller, request.params.id, request.query.teamId),
  );

  app.delete(
    '/champs/:id/teams/:teamId',
    { schema: { tags, params: ChampTeamParams, response: { 200: ChampTeamList } } },
    (request) => service.removeChampTeam(db, request.caller, request.params.id, request.params.teamId),
  );

  app.get(
    '/champs/:id/stats',
    { schema: { tags, params: IdParams, response: { 200: ChampStats } } },
    (request) => computeChampStats(db, request.params.id),
  );

  app.get(
    '/champs/:id/teams/rating',
    { schema: { tags, params: IdParams, response: { 200: TeamRatingList } } },
    (request) => computeChampRatings(db, request.params.id),
  );
};
