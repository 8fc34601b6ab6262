import { existsSync, statSync } from 'node:fs';
import { PassThrough, Transform, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@matchday/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx) is asked to draw. */
export interface PageRenderRequest {
  url: string;
  subdomain: string | null;
  runtimeConfig: RuntimeConfig;
  timeZone: string;
  phone: boolean;
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  nonce: string;
  whole: boolean;
}

/** What the web app's server entry answers (its `PageRender`). */
export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser-only' }
  | {
      kind: 'page';
      status: number;
      pipe: (destination: Writable) => void;
      abort: () => void;
      data: string;
    };

/** Draws a page; rejects when the page cannot be drawn on the server. */
export type RenderPage = (request: PageRenderRequest) => Promise<PageRender>;

/**
 * The web app's server render (ADR 0026), built next to the web build (`apps/web/dist-server/entry-server.js`,
 * `npm run build -w apps/web`), loaded on first use and again when a build replaces it; `null` without it (the
 * pages then go as index.html draws them: the boot shell, then the app).
 */
export function serverRenderer(file: string, log: FastifyBaseLogger): () => Promise<RenderPage | null> {
  let loaded: { mtime: number; render: Promise<RenderPage | null> } | undefined;
  return () => {
    const mtime = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (loaded?.mtime !== mtime) {
      const render =
        mtime === -1
          ? Promise.resolve(null)
          : import(`${pathToFileURL(file).href}?v=${mtime}`).then(
              (module: { renderPage: RenderPage }) => module.renderPage,
              (error: unknown) => {
                log.error({ err: error, file }, 'the web app’s server render did not load: pages go undrawn');
                return null;
              },
            );
      loaded = { mtime, render };
    }
    return loaded.render;
  };
}

const ROOT_START = '<div id="root"><!--boot-shell-->';
const ROOT_END = '<!--/boot-shell--></div>';

/** The id of the data block the browser starts from (apps/web/src/app/page-data.ts `PAGE_DATA_ELEMENT_ID`). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * A drawn page as a stream: index.html up to its root element, the drawing streamed by React in place of the
 * boot shell, then the rest of index.html with the page's data block (the dehydrated query cache) before
 * `</body>`: the app's module script runs once the whole document is in, so it finds the block. `null` when the
 * template has no boot-shell markers.
 */
export function streamDrawnPage(template: string, drawn: Extract<PageRender, { kind: 'page' }>) {
  const start = template.indexOf(ROOT_START);
  const end = template.indexOf(ROOT_END);
  if (start === -1 || end === -1) return null;
  const head = `${template.slice(0, start)}<div id="root">`;
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${drawn.data}</script>`;
  const tail = `</div>${template.slice(end + ROOT_END.length)}`.replace(
    /\s*<\/body>/i,
    () => `\n    ${block}\n  </body>`,
  );
  const page = new PassThrough();
  page.write(head);
  // React ends what it pipes into: the tail is written then.
  const root = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      done(null, tail);
    },
  });
  root.pipe(page);
  drawn.pipe(root);
  return page;
}
