// The server's render of a public page (ADR 0025): the same components as in the browser, drawn to HTML with the
// answers the page is sent with (ADR 0024), so a phone shows the page before its scripts have run. Built by
// `vite build --ssr` into dist-server/ (apps/web/package.json) and called by the server (apps/server
// plugins/web.ts), which falls back to the plain page when this throws.
import './i18n/index.ts';
import type { InitialReads, RuntimeConfig } from '@matchday/contracts';
import { timeZoneOffsets } from '@matchday/contracts/initial-reads';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setInitialReads } from './api/initial-reads.ts';
import { AppShell } from './app/App.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { leagueSiteRoutes } from './features/league-site/league-site-routes.tsx';
import { setServerPageOrigin } from './lib/page-origin.ts';

export interface ServerRenderRequest {
  /** The page's address, absolute (the server's scheme, the request's host). */
  url: string;
  /** The league whose own site the page is on, or `null` on the main site. */
  subdomain: string | null;
  runtimeConfig: RuntimeConfig;
  /** The answers the page is sent with: call path → JSON text. */
  answers: Record<string, string>;
  /** The visitor's time zone (IANA), in which the page's times and "today" are drawn. */
  timeZone: string;
}

export interface ServerRender {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `timeZoneOffsets` of the zone the page was drawn in (the root's SERVER_RENDERED_ATTRIBUTE). */
  timeZoneOffsets: string;
}

/**
 * Renders one page. Renders run one after another: the answers a render starts its queries from are the
 * module's (api/initial-reads.ts, as in the browser), and so is the time zone it draws in.
 */
export function renderPage(request: ServerRenderRequest): Promise<ServerRender> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function render({
  url,
  subdomain,
  runtimeConfig,
  answers,
  timeZone,
}: ServerRenderRequest): Promise<ServerRender> {
  const handler = createStaticHandler(subdomain === null ? routes : leagueSiteRoutes(subdomain));
  const context = await handler.query(new Request(url));
  // A redirect (a league site's old competition address): the browser follows it; nothing to draw.
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setInitialReads(parseAnswers(answers));
  setServerPageOrigin(url);
  // The page's times in the visitor's zone: the components use the local zone, as they do in the browser. Node
  // reads TZ again when it is set; the server's own code keeps to UTC and explicit zones (ADR 0025).
  const env = serverEnv();
  const serverTimeZone = env.TZ;
  env.TZ = timeZone;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers queryClient={createQueryClient()}>
          <AppShell runtimeConfig={runtimeConfig}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppShell>
        </Providers>
      </StrictMode>,
      // The page in document order, with no inline script to put a part in place later: the CSP allows none
      // (React moves a Suspense boundary of over 12.8 kB to the end otherwise).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const part of prelude) html += part;
    return { html, timeZoneOffsets: timeZoneOffsets() };
  } finally {
    if (serverTimeZone === undefined) delete env.TZ;
    else env.TZ = serverTimeZone;
    setInitialReads({});
    setServerPageOrigin(null);
  }
}

/** Node's environment (this module runs only on the server; the web app's types know no `process`). */
function serverEnv(): Record<string, string | undefined> {
  return (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
}

function parseAnswers(answers: Record<string, string>): InitialReads {
  return Object.fromEntries(Object.entries(answers).map(([key, json]) => [key, JSON.parse(json) as unknown]));
}
