import { gzipSync } from 'node:zlib';
import {
  type PermissionAccess,
  ProblemSchema,
  type Route,
  type RouteAccess,
  type RouteInput,
  type RouteOutput,
  SYSTEM_ADMIN_ROLE,
} from '@matchday/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { ensureAccess } from './access.ts';
import type { RequestContext } from './context.ts';
import { contextOf } from './request-context.ts';

/** Request and reply, for the rare handler that must touch HTTP itself (cookies, redirects). */
export interface HttpEdge {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends Route> = (
  ctx: RequestContext,
  input: RouteInput<R>,
  http: HttpEdge,
) => Promise<RouteOutput<R>> | RouteOutput<R>;

export type RouteHandlers<T extends Record<string, Route>> = { [K in keyof T]: RouteHandler<T[K]> };

/**
 * The read-cache tags of a route's response, from its validated input (core/read-cache.ts `cacheTag`);
 * `null` when this input is not cached (e.g. a search no event can name).
 */
export type CacheTags<R extends Route> = (input: RouteInput<R>) => readonly string[] | null;

/** Which public GET routes of a table the read cache serves to anonymous callers, and their tags. */
export type CachedRoutes<T extends Record<string, Route>> = {
  [K in keyof T]?: T[K]['method'] extends 'GET' ? CacheTags<T[K]> : never;
};

/** A module's share of the route contract: the table from packages/contracts and one handler per route. */
export interface ModuleRoutes {
  readonly routes: Record<string, Route>;
  readonly handlers: Record<string, RouteHandler<Route>>;
  readonly cache: Record<string, CacheTags<Route>>;
}

/**
 * Pairs a contract table with its handlers; the types make a missing or misspelt handler a compile error.
 * `options.cache` names the routes whose anonymous responses the read cache keeps, one line each:
 *   `{ cache: { getChamp: ({ params }) => [cacheTag.champ(params.id)] } }`
 * A cached handler must not touch HTTP (`http`): its response is replayed to other callers.
 */
export function defineHandlers<T extends Record<string, Route>>(
  routes: T,
  handlers: RouteHandlers<T>,
  options: { cache?: CachedRoutes<T> } = {},
): ModuleRoutes {
  return {
    routes,
    handlers: handlers as unknown as Record<string, RouteHandler<Route>>,
    cache: (options.cache ?? {}) as Record<string, CacheTags<Route>>,
  };
}

/** Reads `params.id`, `body.stageId`… from the validated request. */
function readTarget(request: FastifyRequest, on: string): unknown {
  const [part, ...path] = on.split('.');
  let value: unknown = part === 'params' ? request.params : part === 'body' ? request.body : request.query;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** 401 → 404 → 403 as the route declares, before the handler runs. */
async function enforce(access: RouteAccess, request: FastifyRequest): Promise<void> {
  if (access.kind === 'public') return;
  if (!request.caller) throw AppError.unauthenticated();
  if (access.kind === 'signedIn') return;
  if (access.kind === 'systemAdmin') {
    if (request.caller.role !== SYSTEM_ADMIN_ROLE) throw AppError.forbidden();
    return;
  }
  if (access.kind === 'self') {
    const isAdmin = access.orSystemAdmin && request.caller.role === SYSTEM_ADMIN_ROLE;
    if (readTarget(request, access.on) !== request.caller.id && !isAdmin) throw AppError.forbidden();
    return;
  }
  const options: readonly PermissionAccess[] = access.kind === 'anyOf' ? access.options : [access];
  let refusal: unknown;
  for (const option of options) {
    const target = readTarget(request, option.on);
    const ids = (Array.isArray(target) ? target : [target]).filter(
      (id): id is string => typeof id === 'string',
    );
    // An optional target left out: the service decides (e.g. a new item); in a choice, that option does not apply.
    if (ids.length === 0) {
      if (access.kind === 'permission') return;
      continue;
    }
    try {
      await ensureAccess(contextOf(request), option.permission, ids);
      return;
    } catch (error) {
      refusal ??= error;
    }
  }
  throw refusal ?? AppError.forbidden();
}

function describeAccess(access: RouteAccess): string {
  switch (access.kind) {
    case 'public':
      return 'Public.';
    case 'signedIn':
      return 'Requires sign-in.';
    case 'systemAdmin':
      return 'Requires the SystemAdmin role.';
    case 'permission':
      return `Requires sign-in and the \`${access.permission}\` permission on \`${access.on}\` (owner, Manager, or SystemAdmin).`;
    case 'self':
      return access.orSystemAdmin
        ? `Requires sign-in as the user at \`${access.on}\`, or the SystemAdmin role.`
        : `Requires sign-in as the user at \`${access.on}\`.`;
    case 'anyOf':
      return `Requires sign-in and one of: ${access.options.map((o) => `\`${o.permission}\` on \`${o.on}\``).join(', ')}.`;
  }
}

/** The problem responses a route can give, documented in OpenAPI. */
function problemResponses(route: Route) {
  const responses: Record<number, typeof ProblemSchema> = {};
  const problem = ProblemSchema.describe('Problem details (RFC 9457) with a stable `code`.');
  if (route.params || route.query || route.body) responses[400] = problem;
  if (route.access.kind !== 'public') responses[401] = problem;
  const checksItems = route.access.kind === 'permission' || route.access.kind === 'anyOf';
  if (checksItems || route.access.kind === 'systemAdmin' || route.access.kind === 'self')
    responses[403] = problem;
  if (route.params || checksItems) responses[404] = problem;
  if (route.method !== 'GET') responses[409] = problem;
  return responses;
}

/**
 * The handler of a cached route: anonymous callers get the read cache's body (no database query, no
 * serialization on a hit); signed-in callers, whose responses carry their own `canEdit` flags, go through.
 */
function cachedHandler(
  app: FastifyInstance,
  operationId: string,
  route: Route,
  handler: RouteHandler<Route>,
  tagsOf: CacheTags<Route>,
) {
  if (route.method !== 'GET' || route.access.kind !== 'public') {
    throw new Error(
      `Only public GET routes are cached; ${operationId} is ${route.method} ${route.access.kind}`,
    );
  }
  const cache = app.readCache;
  if (!cache) throw new Error(`${operationId} is cached, but the read cache plugin is not registered`);
  const status = route.status ?? 200;
  const serialize = serializerCompiler({
    schema: route.response,
    method: route.method,
    url: route.path,
    httpStatus: String(status),
  }) as (data: unknown) => string;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const input = { params: request.params, query: request.query, body: undefined } as RouteInput<Route>;
    const tags = request.caller ? null : tagsOf(input);
    if (!tags) return reply.status(status).send(await handler(contextOf(request), input, { request, reply }));
    const key = `${operationId} ${JSON.stringify([input.params, input.query])}`;
    const body = await cache.read(key, tags, async () =>
      serialize(await handler(contextOf(request), input, { request, reply })),
    );
    reply.status(status).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (body.length < GZIP_MIN_BYTES || !acceptsGzip(request)) return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(gzipped.of(key, body));
  };
}

/** Below this a cached body goes as it is: compressing it saves less than it costs. */
const GZIP_MIN_BYTES = 2048;

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}

/**
 * A gzip copy of each large cached body, made once per body (a match day's 380-fixture list is ~250 kB as
 * JSON and ~20 kB compressed; browsers always accept gzip). Keyed by the cache key and checked against the
 * body it was made from, so an invalidated entry never serves an old copy. Bounded like the cache.
 */
const gzipped = {
  copies: new Map<string, { body: string; gz: Buffer }>(),
  of(key: string, body: string): Buffer {
    const found = this.copies.get(key);
    if (found && found.body === body) return found.gz;
    const gz = gzipSync(body, { level: 6 });
    if (this.copies.size >= 5_000) this.copies.clear();
    this.copies.set(key, { body, gz });
    return gz;
  },
};

/** Registers a module's routes from its contract table: schemas, access, OpenAPI, one service call each. */
export function registerRoutes(app: FastifyInstance, module: ModuleRoutes): void {
  for (const [operationId, route] of Object.entries(module.routes)) {
    const handler = module.handlers[operationId];
    if (!handler) throw new Error(`No handler for ${operationId}`);
    const status = route.status ?? 200;
    const cacheTags = module.cache[operationId];
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        operationId,
        summary: route.summary,
        description: [route.description, describeAccess(route.access)].filter(Boolean).join('\n\n'),
        tags: [...route.tags],
        // Public routes read the session when there is one (canEdit flags): sign-in optional.
        security: route.access.kind === 'public' ? [{}, { cookieAuth: [] }] : [{ cookieAuth: [] }],
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { [status]: route.response, ...problemResponses(route) },
      },
      config: { access: route.access },
      preHandler: async (request) => enforce(route.access, request),
      handler: cacheTags
        ? cachedHandler(app, operationId, route, handler, cacheTags)
        : async (request, reply) => {
            const input = { params: request.params, query: request.query, body: request.body };
            const result = await handler(contextOf(request), input as RouteInput<Route>, { request, reply });
            // A handler that answered itself (a redirect, a bridged reply) returns the reply: send nothing more.
            if (result === reply || reply.sent) return reply;
            return reply.status(status).send(result);
          },
    });
  }
}
