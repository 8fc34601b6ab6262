// npm test: every Vitest project (domain, contracts, server, web), then the browser journeys (Playwright,
// real server, real Chromium). Exits non-zero if anything failed; the output ends with their summaries and times.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const times = [];
const timed = async (name, command, args, options) => {
  const started = Date.now();
  const code = await run(command, args, options);
  times.push(
    `${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return code;
};

let failed = (await timed('vitest', bin('vitest'), ['run'])) !== 0;

if (existsSync(join(root, 'e2e/playwright.config.ts'))) {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      [
        'The browser journeys need Chromium, and none was found.',
        'Install it with:   sudo apt-get update && sudo apt-get install -y chromium',
        'or point to one:   CHROMIUM_PATH=/path/to/chromium npm test',
      ].join('\n'),
    );
    process.exit(1);
  }
  const code = await timed('browser journeys', 'npm', ['run', 'e2e'], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  failed ||= code !== 0;
}

console.log(`\nnpm test: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; as root, installs it when missing. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = () => candidates.find(isExecutable);
  if (found()) return found();
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing it with apt-get…');
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    } catch {
      return undefined;
    }
  }
  return found();
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
