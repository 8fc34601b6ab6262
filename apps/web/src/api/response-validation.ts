import { listRoutes, type Route } from '@matchday/contracts';

/**
 * Development and tests only (client.ts loads it when `import.meta.env.PROD` is false): validates a response
 * with its route's schema, found by operationId in the full route table. Production builds never load it, so
 * zod and the schemas stay out of the browser's bundle.
 */
const routes = new Map<string, Route>(listRoutes().map((route) => [route.operationId, route]));

export function validateResponse(operationId: string, data: unknown): unknown {
  const route = routes.get(operationId);
  if (!route) throw new Error(`Unknown route ${operationId}: regenerate @matchday/contracts/route-refs`);
  return route.response.parse(data);
}
