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

/**
 * Creates the better-auth instance (`app.auth`) and puts `request.caller` on every request. A request
 * without a cookie costs nothing; with one, one session lookup. better-auth's own endpoints resolve the
 * session themselves and are skipped.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    const auth = createAuth({
      config: app.deps.config,
      db: app.deps.database.db,
      mailer: app.mailer,
      rateLimit: options.rateLimit,
    });
    app.decorate('auth', auth);
    app.decorateRequest('caller', null);
    app.addHook('onRequest', async (request) => {
      request.caller = null;
      if (!request.headers.cookie || request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
      const found = await auth.api.getSession({ headers: toFetchHeaders(request) });
      if (!found) return;
      request.caller = {
        id: found.user.id,
        role: toRole(found.user.role),
        email: found.user.email,
        name: found.user.name,
      };
    });
  },
  { name: 'auth', dependencies: ['mailer'] },
);
