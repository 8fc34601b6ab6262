import { type RuntimeConfig, RuntimeConfigSchema } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface RuntimeConfigRoutesOptions {
  /**
   * The configuration as it is now (app.ts: `mailDelivery` follows the mail settings a SystemAdmin saves in the
   * app, issue 30). Default: `config.runtime` as read at start.
   */
  runtimeConfig?: (() => Promise<RuntimeConfig>) | undefined;
}

/**
 * `GET /runtime-config.json`: what the web app needs at start-up (API bases, storage base, keys), so one
 * build serves every environment. Values come from config.ts; production has been validated at start.
 */
export const runtimeConfigRoutes: FastifyPluginAsyncZod<RuntimeConfigRoutesOptions> = async (
  app,
  options,
) => {
  const { runtime } = app.deps.config;
  const current = options.runtimeConfig ?? (async () => runtime);
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
      return current();
    },
  );
};
