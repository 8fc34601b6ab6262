import { champRoutes, stageRoutes, standingsRoutes } from './champs.ts';
import { fixtureRoutes } from './fixtures.ts';
import { leagueRoutes } from './leagues.ts';
import { permissionRoutes } from './permissions.ts';
import { referenceRoutes } from './reference.ts';
import type { Route } from './route.ts';
import { outboxRoutes, securityRoutes, userRoutes } from './security.ts';
import { teamRoutes } from './teams.ts';

/**
 * The whole route contract, one table per server module. The server registers every route from here and the
 * web client calls through it (ARCHITECTURE "Server"); the permission matrix and the OpenAPI document are
 * generated from it. A new module adds its table here.
 */
export const api = {
  reference: referenceRoutes,
  leagues: leagueRoutes,
  teams: teamRoutes,
  champs: champRoutes,
  stages: stageRoutes,
  fixtures: fixtureRoutes,
  standings: standingsRoutes,
  permissions: permissionRoutes,
  security: securityRoutes,
  users: userRoutes,
  outbox: outboxRoutes,
} as const;

/** Every route of the contract, flattened. */
export function listRoutes(): Route[] {
  return Object.values(api).flatMap((table) => Object.values(table) as Route[]);
}
