import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for our own writes (better-auth guards /security/v1/auth/* itself).
 * SameSite=Lax cookies already stop other sites, but subdomains of the web-engine domain count as the same
 * site to browsers: so a cookie-bearing write whose Origin is not one we trust (the main site and our league
 * sites, which share its session) is refused. Requests without an Origin (curl, server-to-server clients) carry no ambient browser
 * credentials by accident and pass.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, { isTrustedOrigin }: { isTrustedOrigin: (origin: string) => boolean }) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (request.url.startsWith('/security/v1/auth/')) return;
      if (!request.headers.cookie) return;
      const origin = request.headers.origin;
      if (origin === undefined || isTrustedOrigin(origin)) return;
      throw AppError.forbidden(
        'request.origin_not_allowed',
        'This request came from a site that may not act for you.',
      );
    });
  },
);
