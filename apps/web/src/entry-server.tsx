// The server's render of a page (ADR 0026): React Router's static handler runs the matched routes' loaders into a
// query cache made for this request, React streams the page drawn from that cache, and the cache goes into the
// page dehydrated for the browser to start from (main.tsx). Nothing here outlives a request: no module state, no
// queue, and the visitor's time zone is data handed to the formatters, never the process's.
// Built by `vite build --ssr` into dist-server/ (apps/web/package.json) and called by the server (apps/server
// plugins/web.ts), which falls back to the plain page when this throws.
import './i18n/index.ts';
import type { Writable } from 'node:stream';
import type { RuntimeConfig } from '@matchday/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { ApiFetch } from './api/http.ts';
import type { PageContext } from './api/page-loader.ts';
import { AppShell } from './app/App.tsx';
import { type ServerPageData, serializePageData } from './app/page-data.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { leagueSiteRoutes } from './features/league-site/league-site-routes.tsx';
import { PageOriginProvider } from './lib/page-origin.tsx';

export interface PageRenderRequest {
  /** The page's address, absolute (the server's scheme, the request's host). */
  url: string;
  /** The league whose own site the page is on, or `null` on the main site. */
  subdomain: string | null;
  runtimeConfig: RuntimeConfig;
  /** The visitor's time zone (IANA): the page's times and "today" are drawn in it. */
  timeZone: string;
  /** The visitor's browser says it is on a phone: a page laid out otherwise there is drawn for one. */
  phone: boolean;
  /** How the page's reads reach the API: the server's own handling, with the visitor's cookies. */
  fetchApi: ApiFetch;
  /** The page's CSP nonce: React's inline scripts that put streamed parts in place carry it. */
  nonce: string;
  /** Send the page only once all of it is drawn (crawlers and link previews read no script). */
  whole: boolean;
}

export type PageRender =
  /** A route answered with a redirect (a league site's old competition address). */
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser draws on its own (the admin area, sign-in forms): its route loads nothing first. */
  | { kind: 'browser-only' }
  | {
      kind: 'page';
      status: number;
      /** Streams the page's root element content into `destination` (and ends it). */
      pipe: (destination: Writable) => void;
      /** Stops the drawing (the visitor went away); what is missing is drawn by the browser. */
      abort: () => void;
      /** The JSON the browser starts from (app/page-data.ts), safe inside a `<script>` element. */
      data: string;
    };

/** Draws one page: resolves once the page's shell (or, `whole`, all of it) can be sent; rejects on a failure. */
export async function renderPage(request: PageRenderRequest): Promise<PageRender> {
  const queryClient = createQueryClient({ server: true, fetchApi: request.fetchApi });
  const page: PageContext = { queryClient, timeZone: request.timeZone, isPhone: () => request.phone };
  const routes = request.subdomain === null ? createRoutes(page) : leagueSiteRoutes(request.subdomain, page);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (!loadsFirst(context)) return { kind: 'browser-only' };
  if (context.errors !== null && context.statusCode !== 404) {
    throw new Error(`the page's route failed (${context.statusCode})`);
  }
  const data: ServerPageData = {
    timeZone: request.timeZone,
    phone: request.phone,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} timeZone={request.timeZone} drawnForPhone={request.phone}>
        <PageOriginProvider url={request.url}>
          <AppShell runtimeConfig={request.runtimeConfig}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppShell>
        </PageOriginProvider>
      </Providers>
    </StrictMode>
  );
  return new Promise((resolve, reject) => {
    const ready = () =>
      resolve({
        kind: 'page',
        status: context.statusCode,
        pipe: (destination) => stream.pipe(destination),
        abort: () => stream.abort(),
        data: serializePageData(data),
      });
    const stream = renderToPipeableStream(app, {
      nonce: request.nonce,
      onShellReady: request.whole ? undefined : ready,
      onAllReady: request.whole ? ready : undefined,
      onShellError: reject,
      // A part that fails on the server is drawn by the browser instead (React sends its fallback): logged there.
      onError: () => {},
    });
  });
}

/** Whether the page's own route loads its first reads (a public page), so the server draws it. */
function loadsFirst(context: StaticHandlerContext): boolean {
  const leaf = context.matches.at(-1);
  return leaf !== undefined && leaf.route.loader !== undefined;
}
