import { type Route, type RouteCallInput, type RouteOutput, toRoutePath } from '@matchday/contracts';
import { type QueryValue, request } from './http.ts';

/**
 * Calls a route of the contract: its method and path come from the table the server registers from, so no
 * path or method is typed twice. Features import the table from `@matchday/contracts/route-refs` (`apiRefs`:
 * method, path and operationId of each route, typed as the full `api`), which keeps zod and every schema out
 * of the browser's first load.
 *
 * The response is validated with the route's schema in development and in tests (`npx vitest run --project
 * web`), so a shape drift fails loudly there, not deep in a page: ./response-validation.ts looks the schema up
 * by operationId in the full table and is loaded only when `import.meta.env.PROD` is false. Production builds
 * skip the check and trust the server, which serializes every response through the same schema.
 *
 *   callApi(api.teams.updateTeam, { params: { id }, body: { name } })
 */
export function callApi<R extends Route>(
  route: R,
  input: RouteCallInput<R>,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<RouteOutput<R>> {
  const parts = input as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  const response = request(toRoutePath(route.path, parts.params), {
    method: route.method,
    query: parts.query,
    body: parts.body,
    signal: options.signal,
  });
  if (import.meta.env.PROD) return response as Promise<RouteOutput<R>>;
  return response.then(async (data) => {
    const { validateResponse } = await import('./response-validation.ts');
    return validateResponse(route.operationId, data) as RouteOutput<R>;
  });
}
