import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@matchday/contracts';
import { SERVER_RENDERED_ATTRIBUTE } from '@matchday/contracts/initial-reads';
import type { FastifyBaseLogger } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx) is asked to draw. */
export interface ServerRenderRequest {
  url: string;
  subdomain: string | null;
  runtimeConfig: RuntimeConfig;
  answers: Record<string, string>;
  timeZone: string;
}

/** What the web app's server entry drew: the root element's content, and the time zone's UTC offsets. */
export interface ServerRender {
  html: string;
  timeZoneOffsets: string;
}

/** Draws a public page; rejects when the page cannot be drawn on the server. */
export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRender>;

/**
 * The web app's server render (ADR 0025), built next to the web build (`apps/web/dist-server/entry-server.js`,
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
              (module: { renderPage: RenderPage }) => sharedRenders(module.renderPage),
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

/**
 * A render that draws a page once for everyone who asks for it with the same answers, in the same zone, within
 * `ttlMs`: a crowd opening a shared link (anonymous visitors get the same answers) costs one drawing, and the
 * ones who ask while it is being drawn wait for it. A drawing also depends on the time (a live minute, "today"),
 * hence the short life. At most `max` drawings are kept, the least recently used go first; a failed one is not
 * kept.
 */
export function sharedRenders(
  render: RenderPage,
  { max = 500, ttlMs = 10_000, now = Date.now }: { max?: number; ttlMs?: number; now?: () => number } = {},
): RenderPage {
  const drawings = new Map<string, { at: number; drawing: Promise<ServerRender> }>();
  return (request) => {
    const key = renderKey(request);
    const kept = drawings.get(key);
    if (kept !== undefined && now() - kept.at < ttlMs) {
      drawings.delete(key);
      drawings.set(key, kept);
      return kept.drawing;
    }
    const drawing = render(request);
    drawings.delete(key);
    drawings.set(key, { at: now(), drawing });
    drawing.catch(() => {
      if (drawings.get(key)?.drawing === drawing) drawings.delete(key);
    });
    for (const oldest of drawings.keys()) {
      if (drawings.size <= max) break;
      drawings.delete(oldest);
    }
    return drawing;
  };
}

/** What a drawing depends on, hashed: the address, the site, the zone and the answers (in any order). */
function renderKey({ url, subdomain, timeZone, answers }: ServerRenderRequest): string {
  const hash = createHash('sha256').update(`${url}\n${subdomain ?? ''}\n${timeZone}\n`);
  for (const key of Object.keys(answers).sort()) hash.update(`${key}\n${answers[key]}\n`);
  return hash.digest('base64url');
}

/**
 * index.html with the server's drawing of the page in its root element, in place of the boot shell (the
 * `<!--boot-shell-->` markers), and the root marked so the web app hydrates it, with the UTC offsets of the
 * time zone it was drawn in (the web app hydrates only in that zone); `null` without the markers.
 */
export function withServerRender(html: string, drawn: ServerRender): string | null {
  const start = html.indexOf('<div id="root"><!--boot-shell-->');
  const end = html.indexOf('<!--/boot-shell--></div>');
  if (start === -1 || end === -1 || !/^[\d -]*$/.test(drawn.timeZoneOffsets)) return null;
  const root = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${drawn.timeZoneOffsets}">`;
  return `${html.slice(0, start)}${root}${drawn.html}</div>${html.slice(end + '<!--/boot-shell--></div>'.length)}`;
}

/** The web app's loader of a drawn page's scripts (apps/web/public/scripts-after-paint.js). */
export const SCRIPTS_AFTER_PAINT = '/scripts-after-paint.js';

/**
 * A drawn page whose module script and module preloads are asked for after its first paint: they go, named,
 * to the loader (SCRIPTS_AFTER_PAINT), which adds them once the page has painted. The page is whole without
 * them; what they bring is the page coming alive (hydration), which follows the paint by a round trip.
 */
export function withScriptsAfterPaint(html: string): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const without = html
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      modules.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const [entry] = modules;
  if (entry === undefined || modules.length > 1) return html;
  const loader = `<script src="${SCRIPTS_AFTER_PAINT}" defer data-module="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return without.replace(/\s*<\/head>/i, () => `\n    ${loader}\n  </head>`);
}
