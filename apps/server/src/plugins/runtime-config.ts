import { RuntimeConfigSchema } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /runtime-config.json`: what the web app needs at start-up (API bases, storage base, keys), so one
 * build serves every environment. Values come from config.ts; production has been validated at start.
 */
export const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runtime } = app.deps.config;
  app.get(
    '/runtime-config.json',
    {
      schema: {
        tags: ['operations'],
        summary: 'Runtime configuration of the web app',
        response: { 200: RuntimeConfigSchema },
      },
    },
    async (_request, reply) => {
      // Short cache: a redeploy with new settings reaches open tabs on their next load.
      reply.header('cache-control', 'no-cache');
      return runtime;
    },
  );
};
