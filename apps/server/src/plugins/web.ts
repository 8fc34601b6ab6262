import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  isTimeZone,
  type PageReads,
  pageReadsOf,
  publicPageOf,
  type ReadAnswer,
  SESSION_READ,
  TIME_ZONE_COOKIE,
  toReadKey,
  visitorDay,
} from '@matchday/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type PageMeta,
  type PageMetaResolver,
  type PageRequest,
  renderPageHtml,
  renderUnknownSiteHtml,
  withInitialReads,
  withoutBootBrand,
  withPreloads,
  withRuntimeConfig,
} from './page-html.ts';
import { serverRenderer, withScriptsAfterPaint, withServerRender } from './server-render.ts';

export type { PageMeta, PageMetaLookup, PageMetaResolver, PageRequest } from './page-html.ts';

/** apps/web/build/page-preloads.ts writes it: for each public page, the files its route loads first. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** How long a page load waits for its first reads' answers (ADR 0024) before going without the rest. */
const READS_BUDGET_MS = 1500;

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

  const template = indexTemplate(join(dist, 'index.html'), (html) => withRuntimeConfig(html, config.runtime));
  // For each public page, the files its route loads first (apps/web/build/page-preloads.ts); none without it.
  const pagePreloads = builtFile(join(dist, PAGE_PRELOADS_FILE), (text) => toPagePreloads(text), {});
  // The web app's server render (ADR 0025), built beside the web build.
  const renderer = serverRenderer(join(dist, '..', 'dist-server', 'entry-server.js'), app.log);
  void renderer();

  /**
   * index.html for a page load, with the runtime configuration inlined; on a league site, or for a public page
   * with meta of its own, also with the page's title and link-preview tags. Never the build's precompressed copy
   * (it has neither): the compress plugin compresses what is sent. What a page is about is cached per page in
   * the read cache under the tags the modules name, so a crowd of link previews costs no query and an edit shows
   * at once.
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
    // The page's first answers (ADR 0024) are asked with the visitor's cookies: a signed-in visitor's page is
    // theirs alone.
    reply.header('cache-control', request.headers.cookie ? 'private, no-cache' : 'no-cache');
    const reads = page === undefined || request.method !== 'GET' ? null : readsOf(request, page);
    const answers = reads === null ? Promise.resolve({}) : readAnswers(request, reply, reads);
    // The page's own chunks are named in the page, so they are asked for with the entry, not after it has run.
    const publicPage = page === undefined ? null : publicPageOf(page);
    const complete = async (html: string) => {
      const answered = await answers;
      const drawn = publicPage === null || reads === null ? null : await drawPage(request, html, answered);
      const files = publicPage === null ? [] : (pagePreloads()[publicPage.page] ?? []);
      const page = withPreloads(drawn ?? html, files, { drawn: drawn !== null });
      return withInitialReads(drawn === null ? page : withScriptsAfterPaint(page), answered);
    };
    if (lookup === null) {
      if (subdomain !== undefined) return sendUnknownSite(request, reply);
      return sendHtml(reply, await complete(template()));
    }
    const cached = await app.readCache.read(`page-meta:${lookup.key}`, lookup.tags, async () =>
      JSON.stringify(await lookup.resolve()),
    );
    const meta = JSON.parse(cached) as PageMeta | null;
    if (meta === null) {
      if (subdomain !== undefined) return sendUnknownSite(request, reply);
      return sendHtml(reply, await complete(template()));
    }
    const canonical =
      // The public pages a league site shows at the main site's paths have one canonical address: the main site's.
      subdomain === undefined || rawPath.startsWith('/observe/') || rawPath.startsWith('/news/')
        ? `${config.publicUrl}${rawPath}`
        : `${new URL(config.publicUrl).protocol}//${subdomain}.${config.runtime.webEngineDomain}${rawPath}`;
    const html = renderPageHtml(subdomain === undefined ? template() : withoutBootBrand(template()), meta, {
      canonical,
      publicUrl: config.publicUrl,
      storageBase: config.runtime.storageBaseUrl,
    });
    return sendHtml(reply, await complete(html));
  }

  /**
   * A public page drawn on the server from its answers (ADR 0025), so a phone shows it before the scripts have
   * run; `null` (the page goes with its boot shell) when there is no server render or it fails.
   */
  async function drawPage(request: FastifyRequest, html: string, answers: Record<string, string>) {
    const render = await renderer();
    if (render === null) return null;
    try {
      const drawn = await render({
        url: `${new URL(config.publicUrl).protocol}//${request.host}${request.url}`,
        subdomain:
          findLeagueSubdomain(request.hostname, config.runtime.webEngineDomain, config.publicUrl) ?? null,
        runtimeConfig: config.runtime,
        answers,
        timeZone: visitorTimeZone(request),
      });
      return withServerRender(html, drawn);
    } catch (error) {
      request.log.warn(
        { err: error },
        'the page could not be drawn on the server: it goes as the boot shell',
      );
      return null;
    }
  }

  /** The page's first reads, on the visitor's day. */
  function readsOf(request: FastifyRequest, page: PageRequest): PageReads | null {
    return pageReadsOf(page, visitorDay(new Date(), visitorTimeZone(request)));
  }

  /**
   * The answers of a page's first reads, each asked through the app itself as the visitor's browser would ask
   * it (their cookies, their address for rate limits), so access rules and the read cache apply as to any
   * call. Only successful answers are kept; a session cookie a read refreshes goes back with the page. Reads
   * still out after READS_BUDGET_MS are left to the browser: the page is not held back for them.
   */
  async function readAnswers(
    request: FastifyRequest,
    reply: FastifyReply,
    reads: PageReads,
  ): Promise<Record<string, string>> {
    const answers: Record<string, string> = {};
    let open = true;
    const hasSession = (request.headers.cookie ?? '').includes('session_token');
    const read = async (callPath: string): Promise<ReadAnswer | undefined> => {
      // Without a session cookie there is no session: no need to ask better-auth (most page loads).
      if (callPath === SESSION_READ && !hasSession) return keep(callPath, 'null');
      const response = await app.inject({
        method: 'GET',
        url: callPath,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...pick(request.headers, ['cookie', 'user-agent', 'accept-language', 'host']),
        },
      });
      if (response.statusCode !== 200) return undefined;
      const setCookie = response.headers['set-cookie'];
      if (open && setCookie !== undefined) reply.header('set-cookie', setCookie);
      return keep(callPath, response.payload);
    };
    const keep = (callPath: string, json: string): ReadAnswer => {
      if (open) answers[toReadKey(callPath)] = json;
      let parsed: { value: unknown } | undefined;
      return {
        json,
        value: () => {
          parsed ??= { value: JSON.parse(json) as unknown };
          return parsed.value;
        },
      };
    };
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((done) => {
      timer = setTimeout(done, READS_BUDGET_MS);
    });
    try {
      await Promise.race([reads(read), budget]);
    } catch (error) {
      request.log.warn({ err: error }, 'a page read failed: the page goes without the rest');
    } finally {
      clearTimeout(timer);
      open = false;
    }
    return answers;
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

/** The build's page preloads: page → files under the build folder; anything else in it is ignored. */
function toPagePreloads(text: string): Record<string, string[]> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const preloads: Record<string, string[]> = {};
    for (const [page, files] of Object.entries(parsed)) {
      if (Array.isArray(files)) preloads[page] = files.filter((file) => typeof file === 'string');
    }
    return preloads;
  } catch {
    return {};
  }
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
