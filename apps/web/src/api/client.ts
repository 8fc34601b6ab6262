import { type Route, type RouteCallInput, type RouteOutput, toRoutePath } from '@matchday/contracts';
import { type QueryValue, request, toQueryString } from './http.ts';
import { initialReadsAt, takeInitialRead } from './initial-reads.ts';

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
  options: { signal?: AbortSignal | undefined } = {},
): Promise<RouteOutput<R>> {
  const parts = input as CallParts;
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

/** A call's path and query as the spec writes it (`/api/champs/7/teams?pageIndex=0`), before its service base. */
function callPathOf(route: Route, input: unknown): string {
  const parts = input as CallParts;
  return `${toRoutePath(route.path, parts.params)}${toQueryString(parts.query)}`;
}

/**
 * A query of one read of the contract: its `queryFn`, and as its first data the answer the page came with when
 * the server sent one (ADR 0024, ./initial-reads.ts), so a public page's first render shows its data. `toData`
 * turns the answer into what the query holds, for both.
 *
 *   useQuery({ queryKey: champKeys.detail(id), ...readQuery(api.champs.getChamp, { params: { id } }) })
 */
export function readQuery<R extends Route, T = RouteOutput<R>>(
  route: R,
  input: RouteCallInput<R>,
  toData: (answer: RouteOutput<R>) => T = (answer) => answer as unknown as T,
) {
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> =>
      toData(await callApi(route, input, { signal })),
    initialData: (): T | undefined => {
      let answer: unknown;
      try {
        answer = takeInitialRead(callPathOf(route, input));
      } catch {
        return undefined; // a path parameter not known yet (a disabled query): nothing to start from
      }
      return answer === undefined ? undefined : toData(answer as RouteOutput<R>);
    },
    initialDataUpdatedAt: initialReadsAt,
  };
}
