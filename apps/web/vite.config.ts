import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.ts';

// In development the Vite server proxies API calls to the Fastify server (npm run dev).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    // `.vite/manifest.json`: which chunks a page loads first (scripts/first-load.mjs measures them).
    manifest: true,
    rolldownOptions: {
      output: {
        // React and its router in a chunk of their own: cached across releases, and the entry stays under Vite's
        // 500 kB warning. Other libraries stay with the pages that use them (a wider vendor group made the first
        // load 170 kB heavier).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
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
});
