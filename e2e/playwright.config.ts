import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findFreePort } from './support/free-port.ts';
import { E2E_WEB_ENGINE_HOST, e2eBlogUrl } from './support/public-site.ts';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

// The ports are chosen once, in the runner, and handed to the workers through the environment they inherit.
process.env.E2E_PORT ??= String(await findFreePort(Number(process.env.E2E_BASE_PORT ?? 3100)));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// The accessibility checks run beside the journeys, on a server of their own: the journeys' server counts on
// its first account being the one the account journey registers (it becomes SystemAdmin).
process.env.E2E_A11Y_PORT ??= String(await findFreePort(port + 1));
const a11yPort = Number(process.env.E2E_A11Y_PORT);

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
  // Two at a time: the journeys in order on one worker (they share one server and one database, and the first
  // account becomes SystemAdmin), the accessibility checks on the other, against their own server.
  fullyParallel: false,
  workers: 2,
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
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Issue 13: axe-core on every public page (a11y/), beside the journeys.
      name: 'a11y',
      testDir: './a11y',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${a11yPort}`,
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  // The journeys' league sites share the main site's session (issue 30): a cookie can be shared by
  // `matchday.localhost` and its subdomains, never by `localhost` and `*.localhost` (browsers refuse a Domain
  // without a dot). The main site also answers at http://localhost:{port}, which Node's requests can resolve.
  webServer: [
    webServerOn(port, `${E2E_WEB_ENGINE_HOST}:${port}`),
    webServerOn(a11yPort, `localhost:${a11yPort}`),
  ],
});

/** A fresh Matchday server for the browser tests on `port` (support/start-server.mjs). */
function webServerOn(port: number, webEngineDomain: string): WebServer {
  return {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${port}/api/health`,
    // League sites answer on `{subdomain}.{webEngineDomain}` (browsers resolve every `*.localhost`), whatever
    // WEB_ENGINE_DOMAIN the shell has; the footer's blog link needs an address to point to.
    // Plan limits off (ADR 0022): journeys give one organiser several leagues and configured sites without
    // buying a plan first; the payments journey buys one all the same.
    env: {
      PORT: String(port),
      WEB_ENGINE_DOMAIN: webEngineDomain,
      BLOG_URL: e2eBlogUrl,
      PLAN_LIMITS: 'off',
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  };
}
