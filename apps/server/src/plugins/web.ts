import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@matchday/contracts';
import { api, isTimeZone, TIME_ZONE_COOKIE, toRoutePath } from '@matchday/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type PageMeta,
  type PageMetaResolver,
  type PageRequest,
  renderPageHtml,
  renderUnknownSiteHtml,
  withoutBootBrand,
  withRuntimeConfig,
} from './page-html.ts';
import { cspNonceOf } from './security-headers.ts';
import { type PageRender, serverRenderer, streamDrawnPage } from './server-render.ts';

export type { PageMeta, PageMetaLookup, PageMetaResolver, PageRequest } from './page-html.ts';

/**
 * How long a drawn page's reads may take, all together (ADR 0026): a read still out then is left to the browser
 * (the page is drawn without it, and asks for it), so a slow read does not hold the page back.
 */
const READS_BUDGET_MS = 1500;

/** Where index.html wants the page's CSP nonce (apps/web/index.html). */
const CSP_NONCE_PLACEHOLDER = '%CSP_NONCE%';

/** How long the server draws a page before it sends what it has and leaves the rest to the browser. */
const DRAWING_BUDGET_MS = 10_000;

/** The session's read, which a visitor without a session cookie need not make. */
const SESSION_PATH = toRoutePath(api.security.getSession.path, undefined);

/** A read's path and query, from what the web app's client asks (a path, or an address under the API's base). */
function toCallPath(url: string): string {
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Whether the client reads the page's scripts, so the page may stream in parts (React puts a late part in place
 * with an inline script): a browser. Crawlers, link previews and `curl` get the page whole.
 */
function readsScripts(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'] ?? '';
  return (
    (request.headers.accept ?? '').includes('text/html') &&
    !/bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|slack/i.test(agent)
  );
}

/** Paths that belong to the server, never to the single-page app. */
const serverPrefixes = ['/api', '/security', '/chat', '/storage'];

/**
 * True when a request should get the app's index.html: a page load of a client-side route, whatever its
 * `Accept` says (a browser, `curl`, a link-preview crawler, no header at all). Not the server's paths, and not
 * a path whose last segment names a file (`/assets/x.js`, `/robots.txt`): a missing file is a 404, not a page.
 */
export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !namesFile(path);
}

/** Whether a URL path's last segment has a dot, as a file's name does; no page path has one. */
function namesFile(path: string): boolean {
  return path.lastIndexOf('.') > path.lastIndexOf('/');
}

/**
 * Serves the built web app (WEB_DIST_DIR) with a single-page-app fallback, and the local storage folder
 * at /storage. Without a build (tests, `npm run dev` with Vite) only /storage is served.
 */
export interface WebPluginOptions {
  /**
   * What each public page is about (title, description, image, schema.org data), from the modules: app.ts
   * builds it from their services. Without it every page load gets the built index.html as it is.
   */
  resolvePageMeta?: PageMetaResolver;
  /**
   * The runtime configuration as it is now, inlined in each page (its `mailDelivery` follows the mail settings
   * saved in the app, issue 30). Default: `config.runtime` as read at start.
   */
  runtimeConfig?: (() => Promise<RuntimeConfig>) | undefined;
}

/**
 * The league a request is for when its host is `{subdomain}.{WEB_ENGINE_DOMAIN}` (any port), else `undefined`.
 * The main site's own host never counts, even when PUBLIC_URL is itself under the web-engine domain.
 */
export function findLeagueSubdomain(
  hostname: string,
  webEngineDomain: string,
  publicUrl: string,
): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const engine = stripPort(webEngineDomain.toLowerCase());
  if (!host.endsWith(`.${engine}`) || host === hostOf(publicUrl)) return undefined;
  const subdomain = host.slice(0, -engine.length - 1);
  return /^[a-z0-9-]+$/.test(subdomain) ? subdomain : undefined;
}

export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  await app.register(fastifyStatic, {
    root: app.storageRoot,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    // Stored files never change in place: a new upload gets a new key.
    maxAge: '30d',
    immutable: true,
  });

  const { config } = app.deps;
  const dist = resolve(config.webDistDir);
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: serving the API only');
    return;
  }

  // The build writes brotli and gzip copies of its text files (apps/web/build/precompress.ts): sent as they are
  // to clients that accept them, with `Vary: Accept-Encoding`; the plain file otherwise.
  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = fileOf(dist, request.url);
    if (file !== undefined && isFile(file)) {
      const relative = file.slice(dist.length + 1);
      // Vite fingerprints everything under assets/, so it may be cached forever.
      if (relative.startsWith(`assets${sep}`)) {
        return reply.sendFile(relative, { maxAge: '365d', immutable: true });
      }
      return reply.sendFile(relative, { cacheControl: true, maxAge: 0 });
    }
    // A page whatever the client accepts: `curl localhost:3000/competitions` and a link preview get the page.
    if (isSpaRequest(request)) return servePage(request, reply);
    return reply.callNotFound();
  };

  // The runtime configuration is inlined per page load: part of it (mail delivery) may change while the server runs.
  const bareTemplate = indexTemplate(join(dist, 'index.html'), (html) => html);
  const runtimeConfig = options.runtimeConfig ?? (async () => config.runtime);
  // The web app's server render (ADR 0026), built beside the web build.
  const renderer = serverRenderer(join(dist, '..', 'dist-server', 'entry-server.js'), app.log);
  void renderer();

  /**
   * A page load: index.html with the runtime configuration inlined; for a public page, drawn by the web app's
   * server render (streamed into the root element, with the query cache it was drawn from) and with the page's
   * title and link-preview tags. Never the build's precompressed copy: the compress plugin compresses what is
   * sent. What a page is about is cached per page in the read cache under the tags the modules name, so a crowd of
   * link previews costs no query and an edit shows at once.
   */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const rawPath = request.url.split('?')[0] ?? '/';
    const path = decodePath(rawPath);
    const subdomain = findLeagueSubdomain(request.hostname, config.runtime.webEngineDomain, config.publicUrl);
    const page: PageRequest | undefined =
      path === undefined
        ? undefined
        : subdomain === undefined
          ? { site: 'main', path }
          : { site: 'league', subdomain, path };
    const lookup = page === undefined ? null : (options.resolvePageMeta?.(page) ?? null);
    // A drawn page is read with the visitor's cookies: a signed-in visitor's page is theirs alone.
    reply.header('cache-control', request.headers.cookie ? 'private, no-cache' : 'no-cache');
    const runtime = await runtimeConfig();
    const template = () => withRuntimeConfig(bareTemplate(), runtime);
    const [meta, drawn] = await Promise.all([
      lookup === null
        ? null
        : app.readCache
            .read(`page-meta:${lookup.key}`, lookup.tags, async () => JSON.stringify(await lookup.resolve()))
            .then((cached) => JSON.parse(cached) as PageMeta | null),
      page === undefined || request.method !== 'GET' ? null : drawPage(request, reply, runtime),
    ]);
    if (meta === null && subdomain !== undefined) {
      drawn?.kind === 'page' && drawn.abort();
      return sendUnknownSite(request, reply);
    }
    if (drawn?.kind === 'redirect') return reply.redirect(drawn.location, drawn.status);
    const document =
      meta === null
        ? template()
        : renderPageHtml(subdomain === undefined ? template() : withoutBootBrand(template()), meta, {
            canonical:
              // The public pages a league site shows at the main site's paths have one canonical address: the main
              // site's.
              subdomain === undefined || rawPath.startsWith('/observe/') || rawPath.startsWith('/news/')
                ? `${config.publicUrl}${rawPath}`
                : `${new URL(config.publicUrl).protocol}//${subdomain}.${config.runtime.webEngineDomain}${rawPath}`,
            publicUrl: config.publicUrl,
            storageBase: config.runtime.storageBaseUrl,
          });
    // index.html's first script keeps what a visitor does before the app has the page: it runs under this
    // request's CSP nonce.
    const html = document.replaceAll(CSP_NONCE_PLACEHOLDER, cspNonceOf(request));
    if (drawn?.kind === 'page') {
      const stream = streamDrawnPage(html, drawn);
      if (stream !== null) {
        // A visitor who goes away (or a drawing stuck on a part) stops the drawing: the browser draws the rest.
        const timer = setTimeout(drawn.abort, DRAWING_BUDGET_MS);
        reply.raw.on('close', () => {
          clearTimeout(timer);
          drawn.abort();
        });
        return reply.code(drawn.status).type('text/html; charset=utf-8').send(stream);
      }
    }
    return sendHtml(reply, html);
  }

  /**
   * A page drawn by the web app's server render (ADR 0026): its route loaders read what the page shows through
   * the app itself, as the visitor's browser would (their cookies, their address for rate limits), so access
   * rules and the read cache apply as to any call. `null` (the page goes with its boot shell, and the browser
   * draws it) without a server render or when the drawing fails.
   */
  async function drawPage(
    request: FastifyRequest,
    reply: FastifyReply,
    runtime: RuntimeConfig,
  ): Promise<PageRender | null> {
    const render = await renderer();
    if (render === null) return null;
    const hasSession = (request.headers.cookie ?? '').includes('session_token');
    const readsEnd = Date.now() + READS_BUDGET_MS;
    const fetchApi = async (url: string): Promise<Response> => {
      const callPath = toCallPath(url);
      // Without a session cookie there is no session: no need to ask better-auth (most page loads).
      if (callPath === SESSION_PATH && !hasSession) return Response.json(null);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('read past the page’s budget')), readsEnd - Date.now());
      });
      try {
        const response = await Promise.race([
          app.inject({
            method: 'GET',
            url: callPath,
            remoteAddress: request.ip,
            headers: {
              accept: 'application/json',
              ...pick(request.headers, ['cookie', 'user-agent', 'accept-language', 'host']),
            },
          }),
          late,
        ]);
        // A session a read refreshed goes back with the page (its headers are not sent yet: reads come first).
        const setCookie = response.headers['set-cookie'];
        if (setCookie !== undefined && !reply.sent) reply.header('set-cookie', setCookie);
        return new Response(response.body, {
          status: response.statusCode,
          headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
        });
      } finally {
        clearTimeout(timer);
      }
    };
    try {
      return await render({
        url: addressOfThePage(request.host, request.url, config.publicUrl),
        subdomain:
          findLeagueSubdomain(request.hostname, config.runtime.webEngineDomain, config.publicUrl) ?? null,
        runtimeConfig: runtime,
        timeZone: visitorTimeZone(request),
        phone: visitorOnPhone(request),
        fetchApi,
        nonce: cspNonceOf(request),
        whole: !readsScripts(request),
      });
    } catch (error) {
      request.log.warn(
        { err: error },
        'the page could not be drawn on the server: it goes as the boot shell',
      );
      return null;
    }
  }

  function sendHtml(reply: FastifyReply, html: string) {
    return reply.type('text/html; charset=utf-8').send(html);
  }

  function sendUnknownSite(request: FastifyRequest, reply: FastifyReply) {
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(renderUnknownSiteHtml(request.hostname, config.publicUrl));
  }
  app.get('/*', { schema: { hide: true } }, serve);
  app.get('/', { schema: { hide: true } }, serve);
});

/** The visitor's time zone: the web app's cookie's (app/time-zone-cookie.ts), else UTC. */
function visitorTimeZone(request: FastifyRequest): string {
  const named = cookieOf(request.headers.cookie, TIME_ZONE_COOKIE);
  return named !== undefined && isTimeZone(named) ? named : 'UTC';
}

/**
 * Whether the visitor's browser says it is on a phone, for a page laid out otherwise there (the calendar opens
 * on its list): its client hint (`Sec-CH-UA-Mobile: ?1`, Chromium's browsers send it unasked), else `Mobi` in
 * its user agent, as browsers' own guidance on reading user agents recommends. A guess, and a safe one: the
 * browser takes the page over as drawn, then lays it out for the screen it has.
 */
function visitorOnPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** One cookie's value from a `Cookie` header, decoded; `undefined` when absent or malformed. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function pick(headers: FastifyRequest['headers'], names: string[]): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** The file a URL names inside `dist`, or `undefined` for a malformed URL or one that leaves the folder. */
function fileOf(dist: string, url: string): string | undefined {
  try {
    const file = resolve(dist, `.${normalize(decodeURIComponent(url.split('?')[0] ?? '/'))}`);
    return file.startsWith(dist + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The built index.html after `prepare`, read again when the build replaces it (a rebuild while the server
 * runs).
 */
function indexTemplate(file: string, prepare: (html: string) => string): () => string {
  return builtFile(file, prepare, '');
}

/** A file of the build after `prepare`, read again when it changes; `missing` while it does not exist. */
function builtFile<T>(file: string, prepare: (text: string) => T, missing: T): () => T {
  let mtime = -1;
  let value = missing;
  return () => {
    const changed = existsSync(file) ? statSync(file).mtimeMs : -1;
    if (changed !== mtime) {
      value = changed === -1 ? missing : prepare(readFileSync(file, 'utf8'));
      mtime = changed;
    }
    return value;
  };
}

/** A URL's path, decoded; `undefined` when malformed. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The address a page was asked for, as the render's router reads it: this site's scheme, the host the visitor
 * asked for (a league site is a host of its own), the path. A Host header that is no address at all (`a b`,
 * `x:99999`) is a malformed request, not a reason to fail: the page is drawn as this site's own (issue 29, item 9).
 */
export function addressOfThePage(host: string, path: string, publicUrl: string): string {
  const site = new URL(publicUrl);
  try {
    return new URL(`${site.protocol}//${host}${path}`).href;
  } catch {
    return new URL(`${site.origin}${path}`).href;
  }
}
