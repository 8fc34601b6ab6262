import type { Route } from './route.ts';

/** The command that rewrites src/route-refs.gen.ts (also named by the test that fails when it is stale). */
export const ROUTE_REFS_COMMAND = 'npm run generate:route-refs -w packages/contracts';

/**
 * The text of src/route-refs.gen.ts: every route of `api` reduced to `{ method, path, operationId }`, so the
 * browser can call routes without loading their zod schemas. Typed as the real table (a type-only import),
 * so call sites keep the full route types.
 */
export function renderRouteRefs(api: Record<string, Record<string, Route>>): string {
  const lines = [
    `// Generated from src/api.ts by \`${ROUTE_REFS_COMMAND}\`: do not edit.`,
    '// The route table without schemas, for the web app (see route-refs.ts); src/route-refs.test.ts fails when stale.',
    "import type { api } from './api.ts';",
    '',
    'const refs = {',
  ];
  for (const [table, routes] of Object.entries(api)) {
    lines.push(`  ${table}: {`);
    for (const [key, route] of Object.entries(routes)) {
      lines.push(`    ${key}: {`);
      lines.push(`      method: ${quote(route.method)},`);
      lines.push(`      path: ${quote(route.path)},`);
      lines.push(`      operationId: ${quote(route.operationId)},`);
      lines.push('    },');
    }
    lines.push('  },');
  }
  lines.push(
    '};',
    '',
    '/** `api` without schemas: method, path and operationId of each route, typed as `api`. */',
  );
  lines.push('export const apiRefs = refs as unknown as typeof api;', '');
  return lines.join('\n');
}

/** A string literal as the formatter writes it (single quotes). */
function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
