import { defineConfig, devices } from '@playwright/test';
import { findFreePort } from './support/free-port.ts';

// The port is chosen once, in the runner, and handed to the workers through the environment they inherit.
process.env.E2E_PORT ??= String(await findFreePort(Number(process.env.E2E_BASE_PORT ?? 3100)));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

/** Debian's Chromium: nothing is downloaded at run time. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './journeys',
  // Journeys share one server and one database, and the first account becomes SystemAdmin: run in order.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Separate folders let two runs (two engineers, one tree) proceed without deleting each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromium,
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
