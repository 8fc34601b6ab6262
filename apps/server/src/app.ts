import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Clock, createContext, type RequestContext, systemClock } from './core/context.ts';
import { EventBus } from './core/events.ts';
import type { PayoutCheck, PlanGate } from './core/plan-gate.ts';
import { registerRoutes } from './core/routes.ts';
import type { Database } from './db/client.ts';
import { calendarHttpRoutes, calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { champsRoutes } from './modules/champs/champs.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { fixturesRoutes } from './modules/fixtures/fixtures.routes.ts';
import { drawStage, fixtureUsage, provideGroupTables } from './modules/fixtures/fixtures.service.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { leaguesRoutes } from './modules/leagues/leagues.routes.ts';
import { findMatchSheetOfPlayer } from './modules/match-sheets/lineups.service.ts';
import { matchSheetsRoutes } from './modules/match-sheets/match-sheets.routes.ts';
import { newsHttpRoutes, newsRoutes } from './modules/news/news.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { mailNewNotifications } from './modules/notifications/notifications.service.ts';
import { mailSettingsRoutes } from './modules/outbox/mail-settings.routes.ts';
import { currentMailDelivery, findSmtpSettings } from './modules/outbox/mail-settings.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { recordOutboxMessage, smtpOutbox } from './modules/outbox/outbox.service.ts';
import { lookupPageMeta } from './modules/page-meta/page-meta.service.ts';
import { participationRoutes } from './modules/participation/participation.routes.ts';
import { startParticipation } from './modules/participation/participation.wiring.ts';
import { paymentsHttpRoutes } from './modules/payments/payments.routes.ts';
import { startPayments } from './modules/payments/payments.wiring.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { playerStatsRoutes } from './modules/player-stats/player-stats.routes.ts';
import { playersRoutes, squadsRoutes } from './modules/players/players.routes.ts';
import { provideMatchSheetOfPlayerFinder } from './modules/players/players.service.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { registrationsRoutes } from './modules/registrations/registrations.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { startReports } from './modules/reports/reports.wiring.ts';
import { scheduleRoutes } from './modules/schedule/schedule.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { adminUserRoutes } from './modules/security/admin-users.routes.ts';
import {
  authSetupPlugin,
  isTrustedOriginOf,
  sessionCookieDomainOf,
  withCookieDomain,
} from './modules/security/auth.ts';
import { securityHttpRoutes, securityRoutes } from './modules/security/security.routes.ts';
import { findCaller } from './modules/security/security.service.ts';
import { spreadsheetHttpRoutes } from './modules/spreadsheets/spreadsheets.routes.ts';
import { stagesRoutes } from './modules/stages/stages.routes.ts';
import { provideStageDrawer } from './modules/stages/stages.service.ts';
import { standingsRoutes } from './modules/standings/standings.routes.ts';
import { findGroupTables } from './modules/standings/standings.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { userStatsRoutes } from './modules/user-stats/user-stats.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { refereesRoutes, venuesRoutes } from './modules/venues/venues.routes.ts';
import { provideFixtureUsage } from './modules/venues/venues.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { crossSitePlugin } from './plugins/cross-site.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { hubPlugin } from './plugins/hub.ts';
import { type JobsOptions, jobsPlugin } from './plugins/jobs.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { redisPlugin } from './plugins/redis.ts';
import { relayPlugin } from './plugins/relay.ts';
import { runtimeConfigRoutes } from './plugins/runtime-config.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** A ready logger (tests capture log lines with it); default: pino per config. */
  logger?: FastifyBaseLogger;
  /** The time services see; tests pass a fake one. Default: the system clock. */
  clock?: Clock;
  /** How the server reaches outside services (reCAPTCHA's siteverify); tests pass a fake one. */
  fetch?: typeof fetch;
  /** The job queue: runs except when APP_ENV=test, unless a test asks for it (plugins/jobs.ts). */
  jobs?: JobsOptions;
}

/** What every part of the app reads from `app.deps`: the given deps plus the event bus of this instance. */
export interface AppServices extends AppDeps {
  clock: Clock;
  fetch: typeof fetch;
  /** Committed domain events go here; the read cache and the realtime hub subscribe (core/events.ts). */
  bus: EventBus;
  /** This app's plan check, set by the payments module's wiring; request contexts carry it (core/plan-gate.ts). */
  planGate?: PlanGate<RequestContext>;
  /** This app's payout check, set by the payments module's wiring (core/plan-gate.ts `canTakePayments`). */
  payoutCheck?: PayoutCheck<RequestContext>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
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
    // One line per request, written when it is answered (see logResponse), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The spec's paths are matched with or without a trailing slash (it writes `GET /fixture/player/{playerId}/`):
    // each route answers both, and is registered, and documented, once.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', {
    ...deps,
    clock: deps.clock ?? systemClock,
    fetch: deps.fetch ?? globalThis.fetch,
    bus: new EventBus(app.log),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => logResponse(request, reply));

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  // Answers made at request time (API JSON, pages with their meta) travel compressed; the build's files have
  // their own brotli and gzip copies (web.ts), which this leaves alone. Brotli at its default quality here (4)
  // costs about what gzip does (issue 13).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(storagePlugin);
  // Before every route, so that the OpenAPI document lists them all.
  await app.register(openapiPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  // The runtime configuration as it is now: whether mail goes out follows the settings saved in the app (issue 30).
  const runtimeConfig = async () => ({
    ...deps.config.runtime,
    mailDelivery: await currentMailDelivery({ db: deps.database.db }, deps.config),
  });
  await app.register(runtimeConfigRoutes, { runtimeConfig });
  // Scheduled and slow work, on the app's own database (docs/ARCHITECTURE.md "Jobs"): the modules define their
  // jobs while the app is built; the queue starts when it is ready and stops before it closes.
  await app.register(jobsPlugin, deps.jobs ?? {});
  // Plugins never import modules: the outbox and better-auth are handed to them here.
  await app.register(mailerPlugin, {
    record: (message, smtp) =>
      recordOutboxMessage({ db: deps.database.db }, { ...message, smtpState: smtp ? 'pending' : null }),
    smtpOutbox: smtpOutbox({ db: deps.database.db, clock: app.deps.clock }),
    // SMTP from the environment, else as the SystemAdmin set it in the app (issue 30), read at each send.
    smtpSettings: () => findSmtpSettings({ db: deps.database.db }, deps.config),
  });
  await app.register(authSetupPlugin);
  await app.register(authPlugin, {
    resolveCaller: (headers) => findCaller(app.auth, headers),
    cookieDomainOf: (hostname) => sessionCookieDomainOf(deps.config, hostname),
    withCookieDomain,
  });
  await app.register(crossSitePlugin, { isTrustedOrigin: isTrustedOriginOf(deps.config) });
  // Each committed batch reaches, in this order: the read cache, the other instances, the hub's clients
  // (so no client refetches an entry that is about to be dropped). ADR 0010.
  await app.register(cachePlugin);
  await app.register(redisPlugin);
  await app.register(relayPlugin);
  await app.register(hubPlugin, { isTrustedOrigin: isTrustedOriginOf(deps.config) });
  // Stages come before fixtures (ADR 0011); a stage created with its groups or pairs is drawn by fixtures.
  provideStageDrawer(drawStage);
  // Fixtures come before standings: a knockout fed by a groups stage takes its teams from the group tables.
  provideGroupTables(findGroupTables);
  // Players come before match sheets: a player on a sheet cannot be deleted, and the 409 names the match.
  provideMatchSheetOfPlayerFinder(findMatchSheetOfPlayer);
  // Venues and referees come before fixtures: a delete takes them off fixtures, a venue lists its fixtures.
  provideFixtureUsage(fixtureUsage);
  // Each notice is mailed once, by the instance that committed it, through the one mailer (ADR 0015).
  app.deps.bus.subscribe('notification-mails', (events) =>
    mailNewNotifications(deps.database, events, (mail) => app.mailer.send(mail), deps.config.publicUrl),
  );
  // Payments (ADR 0022): the providers chosen by settings, the plan gate the leagues and registrations modules
  // ask, the refund of a paid request that is rejected (a job), the sandbox's webhook delivery and the scheduled
  // payments jobs.
  startPayments(app);
  // Results reported by the teams (ADR 0029): fixtures show where reporting stands; the sweep is a job.
  startReports(app);
  // Check-in (issue 27): the sweep that tells teams a window opened and closes it at its time.
  startParticipation(app);
  // Modules register here, each under the spec's call path (docs/ARCHITECTURE.md "Call paths", docs/api.md).
  registerRoutes(app, securityRoutes);
  await app.register(securityHttpRoutes);
  registerRoutes(app, usersRoutes);
  registerRoutes(app, outboxRoutes);
  registerRoutes(app, mailSettingsRoutes);
  registerRoutes(app, adminUserRoutes);
  registerRoutes(app, referenceRoutes);
  registerRoutes(app, leaguesRoutes);
  registerRoutes(app, champsRoutes);
  registerRoutes(app, stagesRoutes);
  registerRoutes(app, fixturesRoutes);
  registerRoutes(app, scheduleRoutes);
  registerRoutes(app, matchSheetsRoutes);
  registerRoutes(app, reportsRoutes);
  registerRoutes(app, participationRoutes);
  registerRoutes(app, standingsRoutes);
  registerRoutes(app, playerStatsRoutes);
  registerRoutes(app, teamsRoutes);
  registerRoutes(app, playersRoutes);
  registerRoutes(app, squadsRoutes);
  registerRoutes(app, registrationsRoutes);
  registerRoutes(app, notificationsRoutes);
  registerRoutes(app, permissionsRoutes);
  registerRoutes(app, favoritesRoutes);
  registerRoutes(app, userStatsRoutes);
  registerRoutes(app, statsRoutes);
  registerRoutes(app, venuesRoutes);
  registerRoutes(app, refereesRoutes);
  registerRoutes(app, contactRoutes);
  registerRoutes(app, chatRoutes);
  registerRoutes(app, calendarRoutes);
  await app.register(calendarHttpRoutes);
  registerRoutes(app, newsRoutes);
  await app.register(newsHttpRoutes);
  registerRoutes(app, searchRoutes);
  await app.register(paymentsHttpRoutes);
  await app.register(spreadsheetHttpRoutes);
  await app.register(imagesRoutes, { prefix: '/api' });
  // The web app's GET /* answers only what no route above matches (static files, then the SPA fallback).
  // What each public page is about (its title and link preview), read anonymously from the modules.
  await app.register(webPlugin, {
    runtimeConfig,
    resolvePageMeta: (page) =>
      lookupPageMeta(
        createContext({ db: deps.database.db, bus: app.deps.bus, clock: app.deps.clock, log: app.log }, null),
        page,
      ),
  });

  return app;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Calls of the services; everything else (the web app's files, stored files) is static. */
const SERVICE_PREFIXES = ['/api/', '/security/', '/chat/'];
const QUIET_PATHS = ['/api/health'];

/**
 * One log line per request (method, url, status, ms; the logger adds reqId). Service calls at `info`;
 * health checks and static files at `debug`, so a short session is not thousands of lines.
 */
function logResponse(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const quiet = QUIET_PATHS.includes(path) || !SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix));
  const line = {
    method: request.method,
    url: request.url,
    statusCode: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (quiet) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}

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
