// `npm run build -w apps/server`: the server as plain JavaScript (issue 29, item 12), so production runs `node`
// on it instead of compiling TypeScript at every start with tsx. esbuild bundles our own code (src/ and the
// workspace packages, which are TypeScript sources) into dist/, one file per entry; every npm package stays an
// import of node_modules (native and WebAssembly parts such as sharp and PGlite load from there as they do now).
// The migrations are copied next to the bundle: db/client.ts finds them beside the module that runs.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(server, 'dist');

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: server,
  entryPoints: { main: 'src/main.ts', 'seed-demo': 'src/db/seed/demo.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces name the source files (`node --enable-source-maps`, scripts/start.mjs).
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-from-node-modules',
      setup(build) {
        // A bare import is an npm package, left to node_modules; ours (@matchday/*) is bundled.
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@matchday/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // An ES module bundle has no `require`; a package that still calls it gets Node's.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
// The fixture scheduler's solver thread is loaded by URL beside the module that starts it (ADR 0027).
cpSync(join(server, 'src/modules/schedule/highs-worker.mjs'), join(dist, 'highs-worker.mjs'));
console.log(`Built the server into ${dist} in ${Math.round(performance.now() - started)} ms.`);
