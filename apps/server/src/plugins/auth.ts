import { AUTH_BASE_PATH } from '@matchday/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../core/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller behind a set of headers, for transports outside Fastify routes (the realtime hub). */
    resolveCaller: CallerResolver;
  }
  interface FastifyRequest {
    /**
     * The signed-in user, or `null` when anonymous. Routes demand sign-in through their declared access,
     * services through `ensureSignedIn(ctx)` (core/access.ts): one 401 path.
     */
    caller: Caller | null;
  }
}

/** Request headers as Fetch `Headers` (what better-auth's API takes). */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  // Fastify resolved the client address under its trustProxy rule; better-auth rate-limits on this header.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** The caller behind a request's cookie; `setCookies` are refreshed session cookies to send back, if any. */
export type CallerResolver = (headers: Headers) => Promise<{ caller: Caller | null; setCookies: string[] }>;

export interface AuthPluginOptions {
  /** Given by the security module (modules/security): plugins never import modules. */
  resolveCaller: CallerResolver;
  /**
   * The `Domain` the cookies we set get for a request to `hostname` (the web-engine domain, so that league
   * sites share the session: modules/security `sessionCookieDomainOf`), or `undefined` for host-only cookies.
   */
  cookieDomainOf?: ((hostname: string) => string | undefined) | undefined;
  /** `Set-Cookie` with that Domain (modules/security `withCookieDomain`). */
  withCookieDomain?: ((setCookie: string, domain: string) => string) | undefined;
}

/** Paths whose requests carry a caller: the spec's service bases. Static files and the SPA need none. */
const CALLER_PREFIXES = ['/api/', '/security/', '/chat/'];

/**
 * Puts `request.caller` on every request under the service bases. A request without a cookie costs nothing;
 * with one, one session lookup (which also slides the session's expiry; the refreshed cookie goes back with
 * the reply). better-auth's own endpoints resolve the session themselves and are skipped.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { resolveCaller, cookieDomainOf, withCookieDomain }) => {
    app.decorate('resolveCaller', resolveCaller);
    // Every session cookie leaves through here (better-auth's bridge, a refreshed session, a password change):
    // one place gives them the domain that league sites share.
    if (cookieDomainOf && withCookieDomain) {
      app.addHook('onSend', async (request, reply) => {
        const setCookie = reply.getHeader('set-cookie');
        if (setCookie === undefined) return;
        const domain = cookieDomainOf(request.hostname);
        if (domain === undefined) return;
        const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
        // reply.header appends to set-cookie: replace the list, not add to it.
        reply.removeHeader('set-cookie');
        reply.header(
          'set-cookie',
          cookies.map((cookie) => withCookieDomain(cookie, domain)),
        );
      });
    }
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request, reply) => {
      request.caller = null;
      if (!request.headers.cookie) return;
      if (request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
      if (!CALLER_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      const { caller, setCookies } = await resolveCaller(toFetchHeaders(request));
      request.caller = caller;
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
    });
  },
  { name: 'auth' },
);
