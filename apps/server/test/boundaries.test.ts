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
  it('lets a clean tree pass: own repo and schema, an earlier module’s service, core from plugins', async () => {
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
