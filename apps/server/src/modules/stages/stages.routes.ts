import {
  DeletedResult,
  IdParams,
  PagingQuery,
  Stage,
  StageStats,
  UpdateStageBody,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './stages.service.ts';
import { computeStageStandings } from './standings.service.ts';

const tags = ['stages'];

/** Stages (spec §7 "Stages"), mounted at /api. Creating and listing live under /champs/{id}/stage. */
export const stagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get('/stage/:id', { schema: { tags, params: IdParams, response: { 200: Stage } } }, (request) =>
    service.getStage(db, request.caller, request.params.id),
  );

  app.put(
    '/stage/:id',
    { schema: { tags, params: IdParams, body: UpdateStageBody, response: { 200: Stage } } },
    (request) => service.updateStage(db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/stage/:id',
    { schema: { tags, params: IdParams, response: { 200: DeletedResult } } },
    (request) => service.deleteStage(db, request.caller, request.params.id),
  );

  app.get(
    '/stage/:id/stats',
    { schema: { tags, params: IdParams, querystring: PagingQuery, response: { 200: StageStats } } },
    (request) => computeStageStandings(db, request.params.id, request.query),
  );
};
