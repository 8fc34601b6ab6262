import { type Route, type RouteCallInput, type RouteOutput, toRoutePath } from '@matchday/contracts';
import { QueryClient, type QueryClientConfig, type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiFetch, type QueryValue, request } from './http.ts';

type CallParts = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
};

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
  options: { signal?: AbortSignal | undefined; fetch?: ApiFetch | undefined } = {},
): Promise<RouteOutput<R>> {
  const parts = input as CallParts;
  const response = request(toRoutePath(route.path, parts.params), {
    method: route.method,
    query: parts.query,
    body: parts.body,
    signal: options.signal,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  if (import.meta.env.PROD) return response as Promise<RouteOutput<R>>;
  return response.then(async (data) => {
    const { validateResponse } = await import('./response-validation.ts');
    return validateResponse(route.operationId, data) as RouteOutput<R>;
  });
}

/**
 * A QueryClient that knows its way to the API. In the browser that is `fetch`; a page drawn on the server gets a
 * client of its own per request (entry-server.tsx), whose reads go through the server's own request handling with
 * the visitor's cookies. Queries find it in their function's context (`client`), so one query definition serves
 * both sides.
 */
export class ApiQueryClient extends QueryClient {
  readonly fetchApi: ApiFetch | undefined;

  constructor(config: QueryClientConfig = {}, fetchApi?: ApiFetch) {
    super(config);
    this.fetchApi = fetchApi;
  }
}

/**
 * The definition of one read of the contract (TanStack Query's `queryOptions`): its key and the call that
 * answers it, `toData` turning the answer into what the query holds. A feature keeps its definitions in one
 * module (`queries.ts`); its hooks pass them to `useQuery` and its pages' route loaders to `ensureQueryData`,
 * so what a loader reads on the server is exactly what the component finds in the cache.
 *
 *   export const champQuery = (id: string) => readQuery(champKeys.detail(id), api.champs.getChamp, { params: { id } });
 */
export function readQuery<R extends Route, K extends QueryKey, T = RouteOutput<R>>(
  queryKey: K,
  route: R,
  input: RouteCallInput<R>,
  toData: (answer: RouteOutput<R>) => T = (answer) => answer as unknown as T,
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<T> =>
      toData(
        await callApi(route, input, {
          signal,
          fetch: client instanceof ApiQueryClient ? client.fetchApi : undefined,
        }),
      ),
  });
}
