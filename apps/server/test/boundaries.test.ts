import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ICruiseOptions, ICruiseResult } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of `npm run lint` (.dependency-cruiser.cjs), run on a small tree written to a temp folder
 * with the repository's layout, so this proves the rules and not the current state of the modules.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A clean tree: every import in it is one the rules allow. */
const cleanTree: Record<string, string> = {
  'packages/domain/src/index.ts': 'export const points = (won: number) => won * 3;\n',
  'packages/contracts/src/index.ts':
    "import { points } from '../../domain/src/index.ts';\nexport { points };\n",
  'apps/server/src/db/schema/leagues.ts': 'export const leagues = {};\n',
  'apps/server/src/db/schema/champs.ts':
    "import { leagues } from './leagues.ts';\nexport const champs = { leagues };\n",
  'apps/server/src/db/schema/auth.ts': 'export const users = {};\n',
  'apps/server/src/db/schema/columns.ts': 'export const timestamps = {};\n',
  'apps/server/src/core/context.ts': 'export const withTransaction = () => undefined;\n',
  'apps/server/src/core/access.ts':
    "import { champs } from '../db/schema/champs.ts';\nimport { leagues } from '../db/schema/leagues.ts';\nexport const chains = { champs, leagues };\n",
  'apps/server/src/modules/leagues/leagues.repo.ts':
    "import { leagues } from '../../db/schema/leagues.ts';\nimport { timestamps } from '../../db/schema/columns.ts';\nexport const findLeague = () => ({ leagues, timestamps });\n",
  'apps/server/src/modules/leagues/leagues.service.ts':
    "import { withTransaction } from '../../core/context.ts';\nimport { findLeague } from './leagues.repo.ts';\nexport const getLeague = () => [withTransaction, findLeague];\n",
  'apps/server/src/modules/champs/champs.repo.ts':
    "import { champs } from '../../db/schema/champs.ts';\nexport const findChamp = () => champs;\n",
  'apps/server/src/modules/champs/champs.service.ts':
    "import { getLeague } from '../leagues/leagues.service.ts';\nimport { findChamp } from './champs.repo.ts';\nexport const getChamp = () => [getLeague, findChamp];\n",
  'apps/server/src/modules/champs/champs.routes.ts':
    "import { getChamp } from './champs.service.ts';\nexport const champsRoutes = { getChamp };\n",
  'apps/server/src/modules/security/security.repo.ts':
    "import { users } from '../../db/schema/auth.ts';\nexport const findUser = () => users;\n",
  'apps/server/src/plugins/errors.ts':
    "import { withTransaction } from '../core/context.ts';\nexport { withTransaction };\n",
  'apps/server/src/app.ts':
    "import { champsRoutes } from './modules/champs/champs.routes.ts';\nimport { withTransaction } from './plugins/errors.ts';\nexport const app = { champsRoutes, withTransaction };\n",
  'apps/web/src/main.ts':
    "import { points } from '../../../packages/contracts/src/index.ts';\nexport { points };\n",
  // The web app: features reached through their index.ts, lower layers only (auth ← leagues ← competitions ← observe).
  'apps/web/src/lib/links.ts': "export const toTeamPath = (id: string) => '/observe/team/' + id;\n",
  'apps/web/src/components/LeagueLogo.tsx':
    "import { toTeamPath } from '../lib/links.ts';\nexport const LeagueLogo = () => toTeamPath;\n",
  'apps/web/src/api/client.ts': 'export const callApi = () => undefined;\n',
  'apps/web/src/features/auth/useSession.ts':
    "import { callApi } from '../../api/client.ts';\nexport const useSession = () => callApi;\n",
  'apps/web/src/features/auth/index.ts': "export { useSession } from './useSession.ts';\n",
  'apps/web/src/features/leagues/api.ts': 'export const useLeague = () => undefined;\n',
  'apps/web/src/features/leagues/leagues.en.ts': "export const leaguesEn = { title: 'Leagues' };\n",
  'apps/web/src/features/leagues/index.ts': "export { useLeague } from './api.ts';\n",
  'apps/web/src/features/leagues/LeaguesPage.tsx':
    "import { LeagueLogo } from '../../components/LeagueLogo.tsx';\nimport { useSession } from '../auth/index.ts';\nimport { useLeague } from './api.ts';\nexport const LeaguesPage = () => [LeagueLogo, useSession, useLeague];\n",
  'apps/web/src/features/leagues/test-utils.tsx':
    "import { useSession } from '../auth/useSession.ts';\nexport const renderWithProviders = () => useSession;\n",
  'apps/web/src/features/competitions/StandingsTables.tsx':
    "import { useLeague } from '../leagues/index.ts';\nexport const StandingsTables = () => useLeague;\n",
  'apps/web/src/features/competitions/index.ts': "export { StandingsTables } from './StandingsTables.tsx';\n",
  'apps/web/src/features/observe/ObserveCompetitionPage.tsx':
    "export const StandingsTables = () => import('../competitions/index.ts').then((m) => m.StandingsTables);\n",
  'apps/web/src/features/observe/index.ts': 'export {};\n',
  'apps/web/src/features/observe/ObserveCompetitionPage.test.tsx':
    "import { useLeague } from '../leagues/api.ts';\nimport { renderWithProviders } from '../leagues/test-utils.tsx';\nexport { renderWithProviders, useLeague };\n",
  'apps/web/src/i18n/en.ts':
    "import { leaguesEn } from '../features/leagues/leagues.en.ts';\nexport const en = { leagues: leaguesEn };\n",
  'apps/web/src/app/router.tsx':
    "import { useSession } from '../features/auth/index.ts';\nexport const routes = [useSession, () => import('../features/leagues/LeaguesPage.tsx'), () => import('../features/observe/ObserveCompetitionPage.tsx')];\n",
};

let options: ICruiseOptions;
let dir: string | undefined;

beforeAll(async () => {
  options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
});

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The rule names that fire on the clean tree plus `extra` files, as `rule: from → to`. */
async function violationsWith(extra: Record<string, string> = {}): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'matchday-boundaries-'));
  for (const [path, source] of Object.entries({ ...cleanTree, ...extra })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const { output } = await cruise(['apps', 'packages'], { ...options, baseDir: dir, outputType: 'json' });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('module boundaries (npm run lint)', () => {
  it('lets a clean tree pass: own repo and schema, an earlier module’s service, core from plugins, web entries', async () => {
    expect(await violationsWith()).toEqual([]);
  });

  it("fails a module that imports another module's repo", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/champs/champs.service.ts':
        "import { findLeague } from '../leagues/leagues.repo.ts';\nexport const getChamp = () => findLeague;\n",
    });
    expect(violations).toEqual([
      'no-other-module-repo: apps/server/src/modules/champs/champs.service.ts → apps/server/src/modules/leagues/leagues.repo.ts',
    ]);
  });

  it("fails a module that imports another module's routes", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/security/security.service.ts':
        "import { champsRoutes } from '../champs/champs.routes.ts';\nexport { champsRoutes };\n",
    });
    expect(violations).toEqual([
      'no-other-module-routes: apps/server/src/modules/security/security.service.ts → apps/server/src/modules/champs/champs.routes.ts',
    ]);
  });

  it("fails a repo that reads another module's tables, and allows the mapped ones", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/champs/champs.repo.ts':
        "import { champs } from '../../db/schema/champs.ts';\nimport { leagues } from '../../db/schema/leagues.ts';\nexport const findChamp = () => [champs, leagues];\n",
    });
    expect(violations).toEqual([
      'own-tables-only: apps/server/src/modules/champs/champs.repo.ts → apps/server/src/db/schema/leagues.ts',
    ]);
  });

  it('fails a mapped module that reads a table outside its mapping', async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/security/security.repo.ts':
        "import { champs } from '../../db/schema/champs.ts';\nexport const findUser = () => champs;\n",
    });
    expect(violations).toEqual([
      'own-tables-only-security: apps/server/src/modules/security/security.repo.ts → apps/server/src/db/schema/champs.ts',
    ]);
  });

  it('fails an earlier competition module that imports a later one', async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/leagues/leagues.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nexport const getLeague = () => getChamp;\n",
    });
    expect(violations).toContain(
      'competitions-one-way-leagues: apps/server/src/modules/leagues/leagues.service.ts → apps/server/src/modules/champs/champs.service.ts',
    );
    // leagues → champs → leagues is a circle as well
    expect(violations.some((v) => v.startsWith('no-circular:'))).toBe(true);
  });

  it('fails venues importing a competition module; fixtures may call venues', async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/venues/venues.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nexport const getVenue = () => getChamp;\n",
      'apps/server/src/modules/fixtures/fixtures.service.ts':
        "import { getVenue } from '../venues/venues.service.ts';\nexport const getFixture = () => getVenue;\n",
    });
    expect(violations).toEqual([
      'venues-below-competitions: apps/server/src/modules/venues/venues.service.ts → apps/server/src/modules/champs/champs.service.ts',
    ]);
  });

  it("lets favorites use other modules' services, and fails a module that imports favorites", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/favorites/favorites.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nimport { getLeague } from '../leagues/leagues.service.ts';\nexport const listFavorites = () => [getChamp, getLeague];\n",
      'apps/server/src/modules/leagues/leagues.routes.ts':
        "import { listFavorites } from '../favorites/favorites.service.ts';\nexport const leaguesRoutes = { listFavorites };\n",
    });
    expect(violations).toEqual([
      'nothing-uses-favorites: apps/server/src/modules/leagues/leagues.routes.ts → apps/server/src/modules/favorites/favorites.service.ts',
    ]);
  });

  it("lets user-stats use every module's service, favorites included, and fails a module that imports user-stats", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/favorites/favorites.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nexport const countFavoritesOf = () => getChamp;\n",
      'apps/server/src/modules/user-stats/user-stats.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nimport { countFavoritesOf } from '../favorites/favorites.service.ts';\nimport { getLeague } from '../leagues/leagues.service.ts';\nexport const getUserStats = () => [getChamp, countFavoritesOf, getLeague];\n",
      'apps/server/src/modules/leagues/leagues.routes.ts':
        "import { getUserStats } from '../user-stats/user-stats.service.ts';\nexport const leaguesRoutes = { getUserStats };\n",
    });
    expect(violations).toEqual([
      'nothing-uses-user-stats: apps/server/src/modules/leagues/leagues.routes.ts → apps/server/src/modules/user-stats/user-stats.service.ts',
    ]);
  });

  it("lets search use the searched modules' services, and fails a module that imports search", async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/search/search.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nimport { getLeague } from '../leagues/leagues.service.ts';\nexport const search = () => [getChamp, getLeague];\n",
      'apps/server/src/modules/leagues/leagues.routes.ts':
        "import { search } from '../search/search.service.ts';\nexport const leaguesRoutes = { search };\n",
    });
    expect(violations).toEqual([
      'nothing-uses-search: apps/server/src/modules/leagues/leagues.routes.ts → apps/server/src/modules/search/search.service.ts',
    ]);
  });

  it('lets player-stats use players and the competitions, and fails a module that imports player-stats', async () => {
    const violations = await violationsWith({
      'apps/server/src/modules/player-stats/player-stats.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nimport { findPlayer } from '../players/players.service.ts';\nexport const getStats = () => [getChamp, findPlayer];\n",
      'apps/server/src/modules/players/players.service.ts':
        "import { getChamp } from '../champs/champs.service.ts';\nexport const findPlayer = () => getChamp;\n",
      'apps/server/src/modules/leagues/leagues.routes.ts':
        "import { getStats } from '../player-stats/player-stats.service.ts';\nexport const leaguesRoutes = { getStats };\n",
    });
    expect(violations).toEqual([
      'competitions-one-way-leagues: apps/server/src/modules/leagues/leagues.routes.ts → apps/server/src/modules/player-stats/player-stats.service.ts',
      'nothing-uses-player-stats: apps/server/src/modules/leagues/leagues.routes.ts → apps/server/src/modules/player-stats/player-stats.service.ts',
    ]);
  });

  it('fails a plugin that imports a module', async () => {
    const violations = await violationsWith({
      'apps/server/src/plugins/errors.ts':
        "import { getLeague } from '../modules/leagues/leagues.service.ts';\nexport { getLeague };\n",
    });
    expect(violations).toEqual([
      'core-and-plugins-not-modules: apps/server/src/plugins/errors.ts → apps/server/src/modules/leagues/leagues.service.ts',
    ]);
  });

  it('fails a feature that imports a file inside another feature, not its index.ts', async () => {
    const violations = await violationsWith({
      'apps/web/src/features/competitions/StandingsTables.tsx':
        "import { useLeague } from '../leagues/api.ts';\nexport const StandingsTables = () => useLeague;\n",
      'apps/web/src/features/observe/ObserveCompetitionPage.tsx':
        "export const StandingsTables = () => import('../competitions/StandingsTables.tsx');\n",
    });
    expect(violations).toEqual([
      'web-feature-through-its-entry: apps/web/src/features/competitions/StandingsTables.tsx → apps/web/src/features/leagues/api.ts',
      'web-feature-through-its-entry: apps/web/src/features/observe/ObserveCompetitionPage.tsx → apps/web/src/features/competitions/StandingsTables.tsx',
    ]);
  });

  it('fails two features that import each other through their entries, a circle between folders no module closes', async () => {
    const violations = await violationsWith({
      'apps/web/src/features/leagues/LeaguesPage.tsx':
        "import { StandingsTables } from '../competitions/index.ts';\nexport const LeaguesPage = () => StandingsTables;\n",
    });
    expect(violations).toEqual([
      'web-features-one-way-leagues: apps/web/src/features/leagues/LeaguesPage.tsx → apps/web/src/features/competitions/index.ts',
    ]);
  });

  it('fails a feature that imports one of its own layer or above', async () => {
    const violations = await violationsWith({
      'apps/web/src/features/auth/useSession.ts':
        "import { useLeague } from '../leagues/index.ts';\nexport const useSession = () => useLeague;\n",
      'apps/web/src/features/chat/index.ts': "export { PageChat } from './PageChat.tsx';\n",
      'apps/web/src/features/chat/PageChat.tsx':
        "import { NewsList } from '../news/index.ts';\nexport const PageChat = () => NewsList;\n",
      'apps/web/src/features/news/index.ts': 'export const NewsList = () => undefined;\n',
    });
    expect(violations).toEqual([
      'web-features-one-way-auth: apps/web/src/features/auth/useSession.ts → apps/web/src/features/leagues/index.ts',
      'web-features-one-way-chat: apps/web/src/features/chat/PageChat.tsx → apps/web/src/features/news/index.ts',
    ]);
  });

  it('fails a feature missing from FEATURE_LAYERS, importing or imported', async () => {
    const violations = await violationsWith({
      'apps/web/src/features/gallery/index.ts':
        "import { useSession } from '../auth/index.ts';\nexport const Gallery = () => useSession;\n",
      'apps/web/src/features/observe/index.ts': "export { Gallery } from '../gallery/index.ts';\n",
    });
    expect(violations).toEqual([
      'web-feature-in-layers-imported: apps/web/src/features/observe/index.ts → apps/web/src/features/gallery/index.ts',
      'web-feature-in-layers: apps/web/src/features/gallery/index.ts → apps/web/src/features/auth/index.ts',
    ]);
  });

  it('lets src/app import entries, lazy pages and catalogues, and fails a file inside a feature or a page loaded at once', async () => {
    const violations = await violationsWith({
      'apps/web/src/app/layouts/Header.tsx':
        "import { useSession } from '../../features/auth/useSession.ts';\nimport { LeaguesPage } from '../../features/leagues/LeaguesPage.tsx';\nexport const Header = () => [useSession, LeaguesPage];\n",
    });
    expect(violations).toEqual([
      'web-app-through-feature-entries: apps/web/src/app/layouts/Header.tsx → apps/web/src/features/auth/useSession.ts',
      'web-pages-load-lazily: apps/web/src/app/layouts/Header.tsx → apps/web/src/features/leagues/LeaguesPage.tsx',
    ]);
  });

  it('fails shared UI, helpers and the API client that import a feature', async () => {
    const violations = await violationsWith({
      'apps/web/src/components/LeagueLogo.tsx':
        "import { useLeague } from '../features/leagues/index.ts';\nexport const LeagueLogo = () => useLeague;\n",
      'apps/web/src/lib/links.ts':
        "import { useSession } from '../features/auth/index.ts';\nexport const toTeamPath = () => useSession;\n",
      'apps/web/src/api/client.ts': "export const callApi = () => import('../features/leagues/index.ts');\n",
    });
    expect(violations).toEqual([
      'web-shared-below-features: apps/web/src/api/client.ts → apps/web/src/features/leagues/index.ts',
      'web-shared-below-features: apps/web/src/components/LeagueLogo.tsx → apps/web/src/features/leagues/index.ts',
      'web-shared-below-features: apps/web/src/lib/links.ts → apps/web/src/features/auth/index.ts',
    ]);
  });

  it('fails the packages that reach outside their layer', async () => {
    const violations = await violationsWith({
      'packages/domain/src/clock.ts': "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n",
      'packages/contracts/src/files.ts':
        "import { app } from '../../../apps/server/src/app.ts';\nexport { app };\n",
      'apps/web/src/server.ts': "import { app } from '../../server/src/app.ts';\nexport { app };\n",
    });
    expect(violations).toEqual([
      'contracts-only-domain-and-zod: packages/contracts/src/files.ts → apps/server/src/app.ts',
      'domain-no-node-or-packages: packages/domain/src/clock.ts → fs',
      'web-not-server: apps/web/src/server.ts → apps/server/src/app.ts',
    ]);
  });
});
