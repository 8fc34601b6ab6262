import {
  SportTypeParamsSchema,
  SportTypeSchema,
  SportTypeWithLeaguesSchema,
  StageTypeItemSchema,
  StageTypesQuerySchema,
  TeamLeagueSchema,
} from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './reference.service.ts';

const tags = ['reference'];

/** Reference data (spec §7 "Reference"), mounted at /api. Public, read-only, the same for everyone. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/sport-types',
    {
      schema: { tags, summary: 'Sport types, in display order', response: { 200: z.array(SportTypeSchema) } },
    },
    () => service.listSportTypes(db),
  );

  app.get(
    '/sport-types/leagues',
    {
      schema: {
        tags,
        summary: 'Every sport type with its team leagues',
        response: { 200: z.array(SportTypeWithLeaguesSchema) },
      },
    },
    () => service.listSportTypesWithLeagues(db),
  );

  app.get(
    '/sport-types/:id/team-leagues',
    {
      schema: {
        tags,
        summary: 'Team leagues (age groups, divisions, club leagues) of one sport type',
        params: SportTypeParamsSchema,
        response: { 200: z.array(TeamLeagueSchema) },
      },
    },
    (request) => service.listTeamLeagues(db, request.params.id),
  );

  app.get(
    '/stage-types',
    {
      schema: {
        tags,
        summary: 'Stage types, optionally only those that apply to a sport type',
        querystring: StageTypesQuerySchema,
        response: { 200: z.array(StageTypeItemSchema) },
      },
    },
    (request) => service.listStageTypes(db, request.query.sportKindId),
  );
};
