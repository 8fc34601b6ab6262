import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, listRoutes } from './api.ts';
import { apiRefs } from './route-refs.gen.ts';
import { ROUTE_REFS_COMMAND, renderRouteRefs } from './route-refs.ts';

describe('route-refs.gen.ts', () => {
  it('is generated from the current route table', () => {
    const file = readFileSync(new URL('./route-refs.gen.ts', import.meta.url), 'utf8');
    expect(
      file === renderRouteRefs(api),
      `src/route-refs.gen.ts is stale: run \`${ROUTE_REFS_COMMAND}\``,
    ).toBe(true);
  });

  it('gives every route its method, path and operationId, and the operationIds are unique', () => {
    for (const [table, routes] of Object.entries(api)) {
      for (const [key, route] of Object.entries(routes)) {
        const refs = apiRefs as unknown as Record<string, Record<string, unknown>>;
        expect(refs[table]?.[key]).toEqual({
          method: route.method,
          path: route.path,
          operationId: route.operationId,
        });
      }
    }
    const ids = listRoutes().map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
