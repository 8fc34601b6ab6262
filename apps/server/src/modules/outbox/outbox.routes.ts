import { OutboxPage, PagingQuery } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth.ts';
import { listOutbox } from './outbox.service.ts';

/** GET /api/admin/outbox: every mail and SMS, newest first (the /admin/outbox page). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Mail and SMS sent by the product, newest first (SystemAdmin)',
        querystring: PagingQuery,
        response: { 200: OutboxPage },
      },
    },
    async (request) => listOutbox(app.deps.database.db, requireCaller(request), request.query),
  );
};
