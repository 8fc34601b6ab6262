import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { champsRoutes } from './modules/champs/champs.routes.ts';
import { fixturesRoutes } from './modules/fixtures/fixtures.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { leaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { trustedOriginsOf } from './modules/security/auth.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { stagesRoutes } from './modules/stages/stages.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { userItemsRoutes } from './modules/user-items/user-items.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { runtimeConfigRoutes } from './plugins/runtime-config.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** A ready logger (tests capture log lines with it); default: pino per config. */
  logger?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole application without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(deps.config) }),
    // A caller's (or the load balancer's) x-request-id is kept when it is sane, so logs can be joined up.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(storagePlugin);
  // Before every route, so that the OpenAPI document lists them all.
  await app.register(openapiPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(runtimeConfigRoutes);
  await app.register(mailerPlugin);
  await app.register(authPlugin);
  await app.register(crossSitePlugin, { trustedOrigins: trustedOriginsOf(deps.config) });
  // Modules register here, each under the spec's call path (see ARCHITECTURE.md "Call paths").
  await app.register(securityRoutes);
  await app.register(usersRoutes);
  await app.register(outboxRoutes);
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(leaguesRoutes, { prefix: '/api' });
  await app.register(champsRoutes, { prefix: '/api' });
  await app.register(stagesRoutes, { prefix: '/api' });
  await app.register(fixturesRoutes, { prefix: '/api' });
  await app.register(teamsRoutes, { prefix: '/api' });
  await app.register(permissionsRoutes, { prefix: '/api' });
  await app.register(userItemsRoutes, { prefix: '/api' });
  await app.register(imagesRoutes, { prefix: '/api' });
  // The web app's GET /* answers only what no route above matches (static files, then the SPA fallback).
  await app.register(webPlugin);

  return app;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

function loggerOptions(config: Config) {
  if (config.appEnv === 'test') return false;
  // Readable lines on a developer's terminal; JSON lines (one per request, with reqId) everywhere else.
  const pretty = config.appEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
