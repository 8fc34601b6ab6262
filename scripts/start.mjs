// npm start: build the web app and the server when missing or older than their sources, then run the server as
// plain JavaScript (it migrates the database and says where it is running). Production runs what was built ahead
// (`node apps/server/dist/main.js`), not TypeScript compiled at every start (issue 29, item 12).
// npm start -- --demo: the same, after seeding the demo league (apps/server/src/db/seed/demo.ts; idempotent).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const packages = join(root, 'packages');
const builds = [
  {
    name: 'The web app',
    built: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
  },
  {
    name: 'The server',
    built: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build/build.mjs', 'apps/server/package.json'],
  },
];
for (const build of builds) {
  const builtFile = join(root, build.built);
  const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= newestMtime([...build.sources.map((path) => join(root, path)), packages]))
    continue;
  console.log(
    builtAt === 0
      ? `Building ${build.name.toLowerCase()}…`
      : `${build.name} changed since its last build; rebuilding…`,
  );
  const workspace = build.built.split('/').slice(0, 2).join('/');
  const code = await run('npm', ['run', 'build', '-w', workspace]);
  if (code !== 0) {
    console.error(`${build.name} did not build; see the errors above.`);
    process.exit(code);
  }
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--demo');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. npm start takes only --demo (npm start -- --demo).`);
  process.exit(2);
}
if (args.includes('--demo')) {
  // Runs from the repository root, so DATA_DIR means the same folder as for the server below.
  const code = await run(process.execPath, ['--enable-source-maps', 'apps/server/dist/seed-demo.js']);
  if (code !== 0) {
    console.error('The demo data could not be seeded; see the message above.');
    process.exit(code);
  }
}

process.exit(await run(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']));
