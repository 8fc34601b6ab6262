import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import { createResetLink } from './security.service.ts';

/** What the SystemAdmin does for a member's account (issue 30): a one-time reset link to hand over. */
export const adminUserRoutes = defineHandlers(api.adminUsers, {
  createResetLink: (ctx, { params }, { request }) =>
    createResetLink(ctx, request.server.auth, request.server.deps.config.publicUrl, params.userId),
});
