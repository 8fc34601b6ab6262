import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for our own writes (better-auth guards /security/v1/auth/* itself).
 * SameSite=Lax cookies already stop other sites, but league sites live on subdomains of the web-engine
 * domain, which browsers count as the same site: so a cookie-bearing write whose Origin is not one we
 * trust is refused. Requests without an Origin (curl, server-to-server clients) carry no ambient browser
 * credentials by accident and pass.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
  const trusted = new Set(options.trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (request.url.startsWith('/security/v1/auth/')) return;
    if (!request.headers.cookie) return;
    const origin = request.headers.origin;
    if (origin === undefined || trusted.has(origin)) return;
    throw AppError.forbidden(
      'request.origin_not_allowed',
      'This request came from a site that may not act for you.',
    );
  });
});
