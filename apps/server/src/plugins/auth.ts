import { SystemRole } from '@matchday/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { AUTH_BASE_PATH, type Auth, type AuthRateLimit, createAuth } from '../modules/security/auth.ts';

/** Who is calling: the signed-in user, resolved from the session cookie once per request. */
export interface Caller {
  id: string;
  role: SystemRole;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user, or `null` when anonymous. Use `requireCaller` where sign-in is needed. */
    caller: Caller | null;
  }
}

/** The caller, or a 401 `auth.required`. */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.unauthenticated();
  return request.caller;
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

export function toRole(role: unknown): SystemRole {
  return role === SystemRole.SystemAdmin ? SystemRole.SystemAdmin : SystemRole.User;
}

export interface AuthPluginOptions {
  rateLimit?: AuthRateLimit | undefined;
}

/** Paths whose requests carry a caller: the spec's service bases. Static files and the SPA need none. */
const CALLER_PREFIXES = ['/api/', '/security/', '/chat/'];

/**
 * The caller behind a request's cookie, or `null`. Exported for transports outside Fastify routes (the
 * realtime hub's handshake). `setCookies` are better-auth's refreshed session cookies, if any.
 */
export async function resolveCaller(
  auth: Auth,
  headers: Headers,
): Promise<{ caller: Caller | null; setCookies: string[] }> {
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const found = result.response;
  const setCookies = result.headers.getSetCookie();
  if (!found) return { caller: null, setCookies };
  return {
    caller: {
      id: found.user.id,
      role: toRole(found.user.role),
      email: found.user.email,
      name: found.user.name,
    },
    setCookies,
  };
}

/**
 * Creates the better-auth instance (`app.auth`) and puts `request.caller` on every request under the service
 * bases. A request without a cookie costs nothing; with one, one session lookup (which also slides the
 * session's expiry; the refreshed cookie goes back with the reply). better-auth's own endpoints resolve the
 * session themselves and are skipped.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    const auth = createAuth({
      config: app.deps.config,
      db: app.deps.database.db,
      mailer: app.mailer,
      log: app.log,
      rateLimit: options.rateLimit,
    });
    app.decorate('auth', auth);
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request, reply) => {
      request.caller = null;
      if (!request.headers.cookie) return;
      if (request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
      if (!CALLER_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
      const { caller, setCookies } = await resolveCaller(auth, toFetchHeaders(request));
      request.caller = caller;
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
    });
  },
  { name: 'auth', dependencies: ['mailer'] },
);
