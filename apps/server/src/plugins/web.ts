import { existsSync, statSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to the server, never to the single-page app. */
const serverPrefixes = ['/api', '/security', '/chat', '/storage'];

/** True when a request should get the app's index.html: a page load of a client-side route. */
export function isSpaRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app (WEB_DIST_DIR) with a single-page-app fallback, and the local storage folder
 * at /storage. Without a build (tests, `npm run dev` with Vite) only /storage is served.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: app.storageRoot,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    // Stored files never change in place: a new upload gets a new key.
    maxAge: '30d',
    immutable: true,
  });

  const dist = resolve(app.deps.config.webDistDir);
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
    // The site's root is the app whatever the client accepts (`curl localhost:3000` should not say 404).
    if (isSpaRequest(request) || (request.url.split('?')[0] ?? '') === '/') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.callNotFound();
  };
  app.get('/*', { schema: { hide: true } }, serve);
  app.get('/', { schema: { hide: true } }, serve);
});

/** The file a URL names inside `dist`, or `undefined` for a malformed URL or one that leaves the folder. */
function fileOf(dist: string, url: string): string | undefined {
  try {
    const file = resolve(dist, `.${normalize(decodeURIComponent(url.split('?')[0] ?? '/'))}`);
    return file.startsWith(dist + sep) ? file : undefined;
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
