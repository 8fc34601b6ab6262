import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailerPlugin } from './plugins/mailer.ts';

export interface AppDeps {
  config: Config;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole application without listening, so tests drive it with `app.inject`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.config.appEnv === 'test' ? false : { level: deps.config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);

  await app.register(errorsPlugin);
  await app.register(mailerPlugin);
  await app.register(authPlugin);
  // Modules register here, each under the spec's call path (see ARCHITECTURE.md "Call paths").
  await app.register(securityRoutes);
  await app.register(usersRoutes);
  await app.register(outboxRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
