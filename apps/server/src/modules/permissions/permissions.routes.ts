import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './permissions.service.ts';

/** Item roles (spec §7 "Permissions"): the contract's `api.permissions` table. Access is declared there. */
export const permissionsRoutes = defineHandlers(api.permissions, {
  listItemRoles: (ctx, { params }) => service.listItemRoles(ctx, params.id),
  grantItemRole: (ctx, { params, body }) => service.grantItemRole(ctx, params.id, body),
  deleteItemRole: (ctx, { body }) => service.deleteItemRole(ctx, body),
  deleteItemRoleByDelete: (ctx, { body }) => service.deleteItemRole(ctx, body),
});
