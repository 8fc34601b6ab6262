import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * `build.modulePreload.resolveDependencies`: no preload lists for the admin pages' chunks. Vite writes, for
 * every lazy route, the list of chunks to preload with it into the entry; the admin area's ~40 routes made it
 * ~4 kB gzip of every public page's first load (issue 13). An admin page still loads all it needs, its imports
 * one step later. The admin pages are the modules `src/app/router.tsx` imports under `path: 'admin'` (and
 * nowhere else).
 */
export function skipAdminPreloads() {
  const router = readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'router.tsx'), 'utf8');
  const adminStart = router.indexOf("path: 'admin'");
  const names = (code: string) =>
    new Set(
      [...code.matchAll(/import\('([^']+)'\)/g)].map((m) => basename(m[1] as string).replace(/\.tsx?$/, '')),
    );
  const admin = adminStart < 0 ? new Set<string>() : names(router.slice(adminStart));
  const elsewhere = names(adminStart < 0 ? router : router.slice(0, adminStart));
  for (const name of elsewhere) admin.delete(name);
  return (filename: string, deps: string[]) => {
    const chunk = /([^/]+)-[\w-]{8}\.js$/.exec(filename)?.[1];
    return chunk !== undefined && admin.has(chunk) ? [] : deps;
  };
}
