import type { PublicPage } from '@matchday/contracts';
import type { Plugin } from 'vite';

/**
 * The modules each public page's route loads lazily (src/app/router.tsx; a league's own site:
 * features/league-site/league-site-routes.tsx, its layout and the page). Typed by the contracts' list of public
 * pages (packages/contracts page-reads.ts), so a page added there must be named here.
 */
export const PUBLIC_PAGE_MODULES: Record<PublicPage, string[]> = {
  home: ['src/features/home/HomePage.tsx'],
  competitions: ['src/features/observe/CompetitionsBrowsePage.tsx'],
  about: ['src/features/static/StaticPageRoute.tsx'],
  competition: ['src/features/observe/ObserveCompetitionPage.tsx'],
  match: ['src/features/match-centre/ObserveMatchPage.tsx'],
  league: ['src/features/observe/ObserveLeaguePage.tsx'],
  leagueSiteHome: [
    'src/features/league-site/league-site-routes.tsx',
    'src/features/league-site/LeagueSiteLayout.tsx',
    'src/features/league-site/LeagueSiteHomePage.tsx',
  ],
  leagueSiteChamp: [
    'src/features/league-site/league-site-routes.tsx',
    'src/features/league-site/LeagueSiteLayout.tsx',
    'src/features/league-site/LeagueSiteChampPage.tsx',
  ],
};

/** The file the server reads (plugins/web.ts): for each public page, the files its route loads first. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** What the plugin needs of a bundle's chunk. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  importedCss: string[];
}

/**
 * For each public page, the chunks (and their stylesheets) its route's modules load, without what the entry
 * loads anyway: the server names them in the page it sends (`<link rel="modulepreload">`), so a phone asks for
 * them with the entry instead of after the entry has run (issue 13: one round trip fewer before the page's
 * first render). A module with no chunk of its own is left out.
 */
export function pagePreloadsOf(
  chunks: ChunkInfo[],
  modules: Record<string, string[]> = PUBLIC_PAGE_MODULES,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkInfo[], into = new Set<string>()) => {
    const stack = [...start];
    while (stack.length > 0) {
      const chunk = stack.pop() as ChunkInfo;
      if (into.has(chunk.fileName)) continue;
      into.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) stack.push(imported);
      }
    }
    return into;
  };
  const loadedFirst = closure(chunks.filter((chunk) => chunk.isEntry));
  const cssOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => byFile.get(file)?.importedCss ?? []);
  const firstCss = new Set(cssOf(loadedFirst));
  const preloads: Record<string, string[]> = {};
  for (const [page, sources] of Object.entries(modules)) {
    const own = chunks.filter((chunk) =>
      sources.some((source) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${source}`)),
    );
    const files = [...closure(own)].filter((file) => !loadedFirst.has(file));
    const css = [...new Set(cssOf(files))].filter((file) => !firstCss.has(file));
    preloads[page] = [...files, ...css];
  }
  return preloads;
}

/** Writes `page-preloads.json` into the build. */
export function pagePreloads(): Plugin {
  return {
    name: 'matchday:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          importedCss: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(pagePreloadsOf(chunks), null, 1)}\n`,
      });
    },
  };
}
