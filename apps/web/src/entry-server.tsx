// The server's render of a public page (ADR 0025): the same components as in the browser, drawn to HTML with the
// answers the page is sent with (ADR 0024), so a phone shows the page before its scripts have run. Built by
// `vite build --ssr` into dist-server/ (apps/web/package.json) and called by the server (apps/server
// plugins/web.ts), which falls back to the plain page when this throws.
import './i18n/index.ts';
import type { InitialReads, RuntimeConfig } from '@matchday/contracts';
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
}

/**
 * Renders one page: what goes inside `<div id="root">`. Renders run one after another: the answers a render starts its queries from are the
 * module's (api/initial-reads.ts, as in the browser), and a render waits for its lazy routes.
 */
export function renderPage(request: ServerRenderRequest): Promise<string> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function render({ url, subdomain, runtimeConfig, answers }: ServerRenderRequest): Promise<string> {
  const handler = createStaticHandler(subdomain === null ? routes : leagueSiteRoutes(subdomain));
  const context = await handler.query(new Request(url));
  // A redirect (a league site's old competition address): the browser follows it; nothing to draw.
  if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  setInitialReads(parseAnswers(answers));
  setServerPageOrigin(url);
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
    return html;
  } finally {
    setInitialReads({});
    setServerPageOrigin(null);
  }
}

function parseAnswers(answers: Record<string, string>): InitialReads {
  return Object.fromEntries(Object.entries(answers).map(([key, json]) => [key, JSON.parse(json) as unknown]));
}
