// npm start: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and says where it is running).
// npm start -- --demo: the same, after seeding the demo league (apps/server/src/db/seed/demo.ts; idempotent).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bin, newestMtime, root, run } from './lib.mjs';

const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages',
].map((path) => join(root, path));

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || builtAt < newestMtime(sources)) {
  console.log(
    builtAt === 0 ? 'Building the web app…' : 'The web app changed since its last build; rebuilding…',
  );
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) {
    console.error('The web app did not build; see the errors above.');
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
  const code = await run(bin('tsx'), ['apps/server/src/db/seed/demo.ts']);
  if (code !== 0) {
    console.error('The demo data could not be seeded; see the message above.');
    process.exit(code);
  }
}

process.exit(await run(bin('tsx'), ['apps/server/src/main.ts']));
