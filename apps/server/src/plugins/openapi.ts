import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI document of every route, built from the routes' zod schemas: the UI at `/api/docs`, the
 * document at `/api/docs/json`. Registered before the modules so its onRoute hook sees all of them.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Matchday API',
        description:
          'Standings service at /api, payments at /api/v1/payments, security service at /security/v1, ' +
          'chat at /chat. Errors are application/problem+json with a stable `code` (docs/api.md).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
