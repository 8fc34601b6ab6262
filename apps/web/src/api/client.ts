import { type Route, type RouteCallInput, type RouteOutput, toRoutePath } from '@matchday/contracts';
import { type QueryValue, request } from './http.ts';

/**
 * Calls a route of the contract (packages/contracts `api`): its method, path and response schema come from
 * the table the server registers from, so no path or method is typed twice. The response is validated with
 * the route's schema: a shape drift fails loudly here, not deep in a page.
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
  return request(toRoutePath(route.path, parts.params), {
    method: route.method,
    query: parts.query,
    body: parts.body,
    schema: route.response as never,
    signal: options.signal,
  }) as Promise<RouteOutput<R>>;
}
