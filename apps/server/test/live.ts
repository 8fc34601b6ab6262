import { Access, type DomainEvent, defineRoutes, Id, Team } from '@matchday/contracts';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { buildApp } from '../src/app.ts';
import { createContext, withTransaction } from '../src/core/context.ts';
import { cacheTag } from '../src/core/read-cache.ts';
import { defineHandlers, registerRoutes } from '../src/core/routes.ts';
import type { Database } from '../src/db/client.ts';
import { getTeam, listTeams } from '../src/modules/teams/teams.service.ts';
import { testConfig } from './helpers.ts';

/**
 * Helpers of the realtime hub and read cache tests: a small table of cached public reads (the competition
 * routes opt in elsewhere), an app built with it, a count of database queries, socket clients, and a way to
 * commit a batch of events as a service would.
 */
export const probeRoutes = defineRoutes({
  probeTeam: {
    method: 'GET',
    path: '/api/test-probe/teams/:id',
    summary: 'A team, cached by team and team names',
    tags: ['test'],
    access: Access.public,
    params: z.object({ id: Id }),
    response: Team,
  },
  probeChamp: {
    method: 'GET',
    path: '/api/test-probe/champs/:id',
    summary: 'How many teams there are, cached as if it were a competition page',
    tags: ['test'],
    access: Access.public,
    params: z.object({ id: Id }),
    /** `uncached=true`: an input the route declares not cacheable. */
    query: z.object({ uncached: z.enum(['true']).optional() }),
    response: z.object({ id: Id, teams: z.number() }),
  },
});

export const probeModule = defineHandlers(
  probeRoutes,
  {
    probeTeam: (ctx, { params }) => getTeam(ctx, params.id),
    probeChamp: async (ctx, { params }) => {
      const page = await listTeams(ctx, { pageIndex: 0, pageSize: 1 });
      return { id: params.id, teams: page.totalItems };
    },
  },
  {
    cache: {
      probeTeam: ({ params }) => [cacheTag.team(params.id), cacheTag.teams],
      probeChamp: ({ params, query }) => (query.uncached ? null : [cacheTag.champ(params.id)]),
    },
  },
);

/** An app on `database` (migrated already) with the probe routes; `env` adds settings (e.g. REDIS_URL). */
export async function buildLiveApp(
  database: Database,
  env: Record<string, string | undefined> = {},
): Promise<App> {
  const app = await buildApp({ config: testConfig(env), database });
  registerRoutes(app, probeModule);
  await app.ready();
  return app;
}

/** Counts the queries that reach the database client (PGlite or the node-postgres pool). */
export function countQueries(database: Database): { readonly count: number; reset(): void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  for (const method of ['query', 'exec', 'transaction']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function (this: unknown, ...args: unknown[]) {
      count++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** Commits `events` through `withTransaction`, as a service recording them would. */
export function commitEvents(app: App, ...events: DomainEvent[]): Promise<void> {
  const { database, bus, clock } = app.deps;
  const ctx = createContext({ db: database.db, bus, clock, log: app.log }, null);
  return withTransaction(ctx, async (tx) => {
    tx.events.record(...events);
  });
}

/** Listens on an ephemeral port of 127.0.0.1; returns the base URL. */
export async function listenLocal(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client of the hub at `baseUrl`, connected. */
export async function connectHub(
  baseUrl: string,
  options: { cookie?: string; origin?: string; reconnection?: boolean } = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: '/api/hub',
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `type` message the socket hears, or a rejection after `timeoutMs`. */
export function nextMessage<T = Record<string, unknown>>(
  socket: Socket,
  type: string,
  timeoutMs = 2_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(type, onMessage);
      reject(new Error(`no ${type} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: T) => {
      clearTimeout(timer);
      resolve(message);
    };
    socket.once(type, onMessage);
  });
}
