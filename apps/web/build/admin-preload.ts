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
  return (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => {
    const chunk = /([^/]+)-[\w-]{8}\.js$/.exec(filename)?.[1];
    if (chunk !== undefined && admin.has(chunk)) return [];
    // A league's own site (features/league-site/league-site-routes.tsx) opens on its home or a competition:
    // the other pages it links to (match, team, player, venue, news) keep no preload list in its routes chunk,
    // which every league site loads first (issue 13: ~2 kB gzip); they load their imports one step later.
    const host = /([^/]+)-[\w-]{8}\.js$/.exec(context.hostId)?.[1];
    if (host === 'league-site-routes' && chunk !== undefined && !LEAGUE_SITE_LANDINGS.has(chunk)) return [];
    return deps;
  };
}

/** The pages a visitor lands on on a league's own site, whose imports are preloaded with them. */
const LEAGUE_SITE_LANDINGS = new Set(['LeagueSiteLayout', 'LeagueSiteHomePage', 'LeagueSiteChampPage']);
