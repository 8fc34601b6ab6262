import { ProblemSchema } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

/**
 * `GET /api/health` (mounted at /api): 200 when the database answers `select 1`, else a 503 problem,
 * so a load balancer takes the instance out of rotation.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: ProblemSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).type('application/problem+json').send({
          type: 'about:blank',
          title: 'Service unavailable',
          status: 503,
          code: 'health.database_unavailable',
          detail: 'The database is not answering.',
          instance: request.url,
          requestId: request.id,
        });
      }
    },
  );
};
