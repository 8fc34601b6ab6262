import { ACCOUNT_PAGES, AccountPageQuery, api, EndSessionQuery, isSafeReturnUrl } from '@matchday/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../core/request-context.ts';
import { defineHandlers, type HttpEdge } from '../../core/routes.ts';
import { toFetchHeaders } from '../../plugins/auth.ts';
import { AUTH_BASE_PATH, trustedOriginsOf } from './auth.ts';
import { findRole, isSameSiteRequest } from './security.service.ts';

/**
 * The security service: better-auth's endpoints under /security/v1/auth/* (sign-up, sign-in, sign-out,
 * get-session, verify-email, request-password-reset, reset-password…; the contract's `api.security` table),
 * the account page redirects and the spec's end-session call.
 */

/** Fastify → Fetch Request → better-auth (better-auth's documented Fastify integration). */
function forward(request: FastifyRequest): Promise<Response> {
  const url = new URL(request.url, request.server.deps.config.publicUrl);
  const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
  return request.server.auth.handler(
    new Request(url, {
      method: request.method,
      headers: toFetchHeaders(request),
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    }),
  );
}

/** better-auth's answer → Fastify reply: as it is on success, problem+json on an error. */
async function bridge({ request, reply }: HttpEdge): Promise<FastifyReply> {
  const response = await forward(request);
  if (response.status >= 400) return toProblemResponse(request, reply, response);
  return sendFetchResponse(reply, response);
}

/**
 * Sign-up, with the account's role as it is once created: the first account of an installation is promoted
 * to SystemAdmin by a hook after the insert, which better-auth's answer does not see.
 */
async function signUp({ request, reply }: HttpEdge): Promise<FastifyReply> {
  const response = await forward(request);
  if (response.status >= 400) return toProblemResponse(request, reply, response);
  const body = (await response.json()) as { user?: { id?: unknown; role?: unknown } } | null;
  if (body?.user && typeof body.user.id === 'string') {
    body.user.role = (await findRole(contextOf(request), body.user.id)) ?? body.user.role;
  }
  return sendFetchResponse(reply, response, JSON.stringify(body));
}

/**
 * The endpoints the web app calls, from the contract table, so OpenAPI shows their shapes and bad input is a
 * problem+json 400 naming the field before better-auth sees it. better-auth answers them itself (the bridge
 * sends its reply as it is); its errors pass through as problem+json keeping its `code`.
 */
const answered = (http: HttpEdge) => bridge(http) as Promise<never>;

export const securityRoutes = defineHandlers(api.security, {
  signUp: (_ctx, _input, http) => signUp(http) as Promise<never>,
  signIn: (_ctx, _input, http) => answered(http),
  signOut: (_ctx, _input, http) => answered(http),
  getSession: (_ctx, _input, http) => answered(http),
  verifyEmail: (_ctx, _input, http) => answered(http),
  sendVerificationEmail: (_ctx, _input, http) => answered(http),
  requestPasswordReset: (_ctx, _input, http) => answered(http),
  resetPassword: (_ctx, _input, http) => answered(http),
});

/**
 * Registered by hand, not from the contract table: they are not JSON calls. The rest of better-auth
 * (`/security/v1/auth/*`: list-sessions, change-email, … as it comes), the account page redirects and
 * end-session (a 302 the browser follows).
 */
export const securityHttpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const { publicUrl } = config;
  const trustedOrigins = trustedOriginsOf(config);
  // A page of this site or of one of its league sites (they share the session): sign-in from a league site
  // comes back to the page it came from.
  const isReturnable = (url: string) => isSafeReturnUrl(url, publicUrl, config.runtime.webEngineDomain);
  const tags = ['security'];

  // better-auth's own endpoints, bridged by hand (not JSON routes of ours); one operation per method.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${AUTH_BASE_PATH}/*`,
      schema: {
        tags,
        summary: 'Other better-auth endpoints',
        operationId: method === 'GET' ? 'otherAuthReads' : 'otherAuthWrites',
        response: { 200: z.unknown(), 400: z.unknown() },
      },
      handler: (request, reply) => bridge({ request, reply }),
    });
  }

  for (const [name, page] of Object.entries(ACCOUNT_PAGES)) {
    app.get(
      `/security/v1/account/${name}`,
      {
        schema: {
          tags,
          operationId: `open${name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}Page`,
          summary: `Redirect to the ${name} page, keeping returnUrl when it is an address of this site`,
          querystring: AccountPageQuery,
          response: { 302: z.null().describe(`Redirect to ${page}`) },
        },
      },
      async (request, reply) => {
        const { returnUrl } = request.query;
        const keep = returnUrl && isReturnable(returnUrl);
        return reply.redirect(keep ? `${page}?returnUrl=${encodeURIComponent(returnUrl)}` : page, 302);
      },
    );
  }

  /** Signs the caller out (when there is one) and answers the redirect to an allowed address, else `/`. */
  const endSession = async (
    request: FastifyRequest & { query: EndSessionQuery },
    reply: FastifyReply,
    signOut: boolean,
    status: 302 | 303,
  ) => {
    if (signOut && request.caller) {
      const { headers } = await app.auth.api.signOut({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
    }
    const target = request.query.post_logout_redirect_uri;
    return reply.redirect(target && isReturnable(target) ? target : '/', status);
  };

  app.get(
    '/security/v1/connect/endsession',
    {
      schema: {
        tags,
        operationId: 'endSession',
        summary: 'Sign out and return to post_logout_redirect_uri when it is an address of this site',
        description:
          'Signs out only when the request comes from this site (`Sec-Fetch-Site: same-origin` or `none`, ' +
          'else a trusted Origin or Referer): a link on another site redirects without signing out.',
        querystring: EndSessionQuery,
        response: { 302: z.null().describe('Redirect to the allowed address, else to /') },
      },
    },
    async (request, reply) => {
      const sameSite = isSameSiteRequest(
        {
          secFetchSite: header(request, 'sec-fetch-site'),
          origin: header(request, 'origin'),
          referer: header(request, 'referer'),
        },
        trustedOrigins,
      );
      return endSession(request, reply, sameSite, 302);
    },
  );

  // A POST is never sent by a plain link; the cross-site plugin refuses one from an untrusted Origin.
  app.post(
    '/security/v1/connect/endsession',
    {
      schema: {
        tags,
        operationId: 'endSessionByPost',
        summary: 'Sign out (from a page of this site) and return to post_logout_redirect_uri',
        querystring: EndSessionQuery,
        response: { 303: z.null().describe('Redirect to the allowed address, else to /') },
      },
    },
    async (request, reply) => endSession(request, reply, true, 303),
  );
};

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * better-auth answers errors as `{ code, message }`; we send them as problem+json like every other error,
 * keeping better-auth's `code` (the web app branches on it). A taken email is a conflict (409), not 422:
 * the account exists, the input is not malformed.
 */
async function toProblemResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const text = await response.text();
  let body: { code?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: keep the status, describe it generically below.
  }
  const code = typeof body.code === 'string' && body.code ? body.code : `auth.http_${response.status}`;
  const message = typeof body.message === 'string' && body.message ? body.message : 'Request failed';
  const emailTaken = code.startsWith('USER_ALREADY_EXISTS');
  const status = emailTaken ? 409 : response.status;
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const retryAfter = response.headers.get('x-retry-after') ?? response.headers.get('retry-after');
  if (retryAfter) reply.header('retry-after', retryAfter);
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: message,
      status,
      code,
      detail: message,
      instance: request.url,
      requestId: request.id,
      ...(emailTaken ? { errors: [{ field: 'body.email', message }] } : {}),
    });
}

async function sendFetchResponse(reply: FastifyReply, response: Response, text?: string) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  if (text !== undefined) return reply.send(text);
  return reply.send(response.body ? await response.text() : null);
}
