import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import { listOutbox } from './outbox.service.ts';

/** GET /api/admin/outbox: every mail and SMS, newest first (the /admin/outbox page). */
export const outboxRoutes = defineHandlers(api.outbox, {
  listOutbox: (ctx, { query }) => listOutbox(ctx, query),
});
