// npm run dev: the server with reload (tsx watch) and the Vite dev server with hot reload.
// Open http://localhost:5173; Vite forwards /api, /security, /storage and /runtime-config.json to the server.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

// Pages are served by Vite, so links in emails and auth origins point there unless configured.
const env = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  // Vite's proxy (apps/web/vite.config.ts) follows the server's port.
  API_URL: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
};
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, env, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
