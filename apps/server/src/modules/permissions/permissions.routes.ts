import { DeleteItemRoleBody, GrantItemRoleBody, IdParams, ItemRoleList } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './permissions.service.ts';

const tags = ['permissions'];

/** Item roles (spec §7 "Permissions"), mounted at /api. */
export const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/permissions/:id/itemrole',
    { schema: { tags, params: IdParams, response: { 200: ItemRoleList } } },
    (request) => service.listItemRoles(db, request.caller, request.params.id),
  );

  app.post(
    '/permissions/:id/itemrole',
    { schema: { tags, params: IdParams, body: GrantItemRoleBody, response: { 201: ItemRoleList } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.grantItemRole(db, request.caller, request.params.id, request.body)),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/permissions/itemrole/delete',
      schema: { tags, body: DeleteItemRoleBody, response: { 200: ItemRoleList } },
      handler: (request) => service.deleteItemRole(db, request.caller, request.body),
    });
  }
};
