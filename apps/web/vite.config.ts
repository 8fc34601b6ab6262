import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { skipAdminPreloads } from './build/admin-preload.ts';
import { featureEntries } from './build/feature-entries.ts';
import { floatingUiShim } from './build/floating-ui-shim.ts';
import { i18nSplit } from './build/i18n-split.ts';
import { inlineRouteRefs } from './build/inline-route-refs.ts';
import { precompress } from './build/precompress.ts';

// In development the Vite server proxies API calls to the Fastify server (npm run dev).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? // The server's render (src/entry-server.tsx, ADR 0026): one module, the whole catalogue, nothing for a browser.
      [react(), floatingUiShim()]
    : [
        react(),
        floatingUiShim(),
        // Imports of a feature's entry (src/features/<area>/index.ts) read as imports of the modules it names.
        featureEntries(),
        i18nSplit(),
        inlineRouteRefs(),
        precompress(),
      ],
  // The server's render bundles its libraries: the server runs it without resolving the web app's packages.
  // (For the build only: the tests keep their packages external, one instance each.)
  ssr: isSsrBuild ? { noExternal: true } : {},
  // …in their production builds, whatever NODE_ENV the server runs with (React's development build draws a page
  // several times slower).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/security': apiTarget,
      '/chat': { target: apiTarget, ws: true },
      '/storage': apiTarget,
      '/runtime-config.json': apiTarget,
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        // One stylesheet, linked by index.html: a page the server drew (ADR 0026) needs its routes' styles before
        // its scripts run, and the app's own CSS modules and the dates styles add ~6 kB compressed to Mantine's.
        cssCodeSplit: false,
        // The admin pages' preload lists stay out of the entry (build/admin-preload.ts).
        modulePreload: { resolveDependencies: skipAdminPreloads() },
        // `.vite/manifest.json`: which chunks a page loads first (scripts/first-load.mjs measures them).
        manifest: true,
        rolldownOptions: {
          output: {
            // React and its router in a chunk of their own: cached across releases, and the entry stays under Vite's
            // 500 kB warning. Other libraries stay with the pages that use them (a wider vendor group made the first
            // load 170 kB heavier).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // floating-ui (menus, tooltips, selects) alone: left to itself the bundler puts small modules many
                // pages share into its chunk, and a page with no dropdown then loads floating-ui too (issue 13).
                { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
                // Everything the entry imports statically, in one chunk: it all loads first on every page anyway, and
                // left to itself the bundler cut it into some twenty files of 1–9 kB, each a request of its own on
                // a phone's network (HTTP/1.1: six at a time), which Lighthouse counted before the first render.
                { name: 'initial', tags: ['$initial'] },
              ],
              // The small common chunks (Mantine's components, icons, the app's api and query modules, a few kB
              // each) are copied into the chunks that use them instead of being files of their own (issue 25): a
              // public page loaded 50–110 scripts, most of 1–3 kB, before it was idle. Rolldown keeps one module
              // state across the copies (a registry in its runtime) and no page loads code it could not reach.
              // At 16 kB of source (~3 kB compressed) a page loads 8–13 scripts and slightly less JavaScript; the
              // cost is the copies: a visitor of the six measured pages downloads ~30 kB more in all (~270 kB
              // instead of ~240 kB), and the build's total grows. Larger limits copied more for little gain.
              // Experimental in rolldown 1.2 (it turns on `strictExecutionOrder`): scripts/page-weight.mjs and the
              // journeys (e2e) say whether it still holds after an upgrade.
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
          // Required by the inlining above: entries keep only the exports something imports.
          preserveEntrySignatures: false,
        },
      },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Typing into forms with user-event takes seconds on a busy 2-core machine; 5 s flakes.
    testTimeout: 20_000,
  },
}));
