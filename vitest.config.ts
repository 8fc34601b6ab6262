import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` narrows it.
// The browser journeys live in e2e/ and run under Playwright, not here.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine's cores: on our 2-core machines (CI's too) that ran the
    // whole suite in one process, one core idle (24 minutes of CI). Both cores: tests wait on the database and on
    // rendering, not on each other.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // One migrated database per run; every test app starts from a copy of it.
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
