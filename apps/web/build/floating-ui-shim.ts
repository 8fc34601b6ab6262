import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's ScrollArea (used by tables, selects, chat) imports only `useMergeRefs` from @floating-ui/react, a
 * single 45 kB module: that import goes to a copy of the hook (shims/use-merge-refs.ts), so floating-ui stays
 * with the menus, tooltips and dropdowns that need it (issue 13, first load).
 */
export function floatingUiShim(): Plugin {
  const shim = join(import.meta.dirname, 'shims', 'use-merge-refs.ts');
  return {
    name: 'matchday:floating-ui-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        importer &&
        /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
      ) {
        return shim;
      }
      return null;
    },
  };
}
