import { join } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

type Refs = Record<string, Record<string, { method: string; path: string; operationId: string }>>;

/**
 * `api.<table>.<operation>` (`import { apiRefs as api } from '@matchday/contracts/route-refs'`) becomes the
 * route's `{ method, path, operationId }` in place, in a build. The table is one object of ~20 kB that every
 * page's first load carried for the few routes it calls (issue 13); a module that still uses the table
 * otherwise (`api.security` as a whole) keeps importing it.
 */
export function inlineRouteRefs(): Plugin {
  const refsFile = join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'packages',
    'contracts',
    'src',
    'route-refs.gen.ts',
  );
  let refs: Refs = {};
  return {
    name: 'matchday:inline-route-refs',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ apiRefs: Refs }>(refsFile, {
        configFile: false,
        logLevel: 'silent',
      });
      refs = module.apiRefs;
    },
    transform(code, id) {
      if (
        id.startsWith('\0') ||
        id.includes('node_modules') ||
        !code.includes('@matchday/contracts/route-refs')
      ) {
        return null;
      }
      const local =
        /import\s*\{\s*apiRefs(?:\s+as\s+(\w+))?\s*\}\s*from\s*['"]@matchday\/contracts\/route-refs['"]/.exec(
          code,
        );
      if (!local) return null;
      const name = local[1] ?? 'apiRefs';
      const access = new RegExp(`(?<![\\w$.])${name}\\.(\\w+)\\.(\\w+)(?![\\w$])`, 'g');
      const inlined = code.replace(access, (whole, table: string, operation: string) => {
        const route = refs[table]?.[operation];
        return route ? `(${JSON.stringify(route)})` : whole;
      });
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
