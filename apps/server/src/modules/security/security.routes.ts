import { EndSessionQuery, isSafeReturnUrl } from '@matchday/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toFetchHeaders } from '../../plugins/auth.ts';
import { AUTH_BASE_PATH } from './auth.ts';

/**
 * The security service: better-auth's endpoints under /security/v1/auth/* (sign-up, sign-in, sign-out,
 * get-session, verify-email, request-password-reset, reset-password…; shapes in contracts/security.ts) and
 * the spec's end-session call.
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.deps.config;

  // Fastify → Fetch Request → better-auth → Fastify reply (better-auth's documented Fastify integration).
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { tags: ['security'], summary: 'better-auth endpoints (see contracts/security.ts)' },
    async handler(request, reply) {
      const url = new URL(request.url, publicUrl);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toFetchHeaders(request),
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      return sendFetchResponse(reply, response);
    },
  });

  app.get(
    '/security/v1/connect/endsession',
    {
      schema: {
        tags: ['security'],
        summary: 'Sign out and return to post_logout_redirect_uri when it is an address of this site',
        querystring: EndSessionQuery,
        response: { 302: z.null().describe('Redirect to the allowed address, else to /') },
      },
    },
    async (request, reply) => {
      if (request.caller) {
        const { headers } = await app.auth.api.signOut({
          headers: toFetchHeaders(request),
          returnHeaders: true,
        });
        for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
      }
      const target = request.query.post_logout_redirect_uri;
      return reply.redirect(target && isSafeReturnUrl(target, publicUrl) ? target : '/', 302);
    },
  );
};

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body ? await response.text() : null);
}
