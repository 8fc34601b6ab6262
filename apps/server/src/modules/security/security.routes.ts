import {
  ACCOUNT_PAGES,
  AccountPageQuery,
  AuthStatusResponse,
  EndSessionQuery,
  ForgotPasswordBody,
  isSafeReturnUrl,
  ResetPasswordWithTokenBody,
  SendVerificationEmailBody,
  SessionResponse,
  SignInBody,
  SignInResponse,
  SignOutResponse,
  SignUpBody,
  VerifyEmailQuery,
} from '@matchday/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  const bridge = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, publicUrl);
    const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
    const response = await app.auth.handler(
      new Request(url, {
        method: request.method,
        headers: toFetchHeaders(request),
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      }),
    );
    if (response.status >= 400) return toProblemResponse(request, reply, response);
    return sendFetchResponse(reply, response);
  };

  // The endpoints the web app calls, declared one by one so OpenAPI shows their shapes and bad input is a
  // problem+json 400 naming the field before better-auth sees it. Its errors pass through as `{ code, message }`.
  const tags = ['security'];
  const endpoints = [
    {
      method: 'POST',
      path: '/sign-up/email',
      summary: 'Create an account and sign in',
      body: SignUpBody,
      ok: SignInResponse,
    },
    {
      method: 'POST',
      path: '/sign-in/email',
      summary: 'Sign in (401 wrong credentials, 429 too many attempts)',
      body: SignInBody,
      ok: SignInResponse,
    },
    { method: 'POST', path: '/sign-out', summary: 'Sign out', ok: SignOutResponse },
    {
      method: 'GET',
      path: '/get-session',
      summary: 'The current session and user (with role), or null',
      ok: SessionResponse,
    },
    {
      method: 'GET',
      path: '/verify-email',
      summary: 'Confirm the email address with the mailed token',
      querystring: VerifyEmailQuery,
      ok: AuthStatusResponse,
    },
    {
      method: 'POST',
      path: '/send-verification-email',
      summary: 'Mail the verification link again',
      body: SendVerificationEmailBody,
      ok: AuthStatusResponse,
    },
    {
      method: 'POST',
      path: '/request-password-reset',
      summary: 'Forgot password: mail a reset link',
      body: ForgotPasswordBody,
      ok: AuthStatusResponse,
    },
    {
      method: 'POST',
      path: '/reset-password',
      summary: 'Set a new password with the mailed token',
      body: ResetPasswordWithTokenBody,
      ok: AuthStatusResponse,
    },
  ] as const;
  for (const endpoint of endpoints) {
    app.route({
      method: endpoint.method,
      url: `${AUTH_BASE_PATH}${endpoint.path}`,
      schema: {
        tags,
        summary: endpoint.summary,
        ...('body' in endpoint ? { body: endpoint.body } : {}),
        ...('querystring' in endpoint ? { querystring: endpoint.querystring } : {}),
        response: { 200: endpoint.ok },
      },
      handler: bridge,
    });
  }
  // The rest of better-auth (list-sessions, change-email, …) as it comes.
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { tags, summary: 'Other better-auth endpoints' },
    handler: bridge,
  });

  for (const [name, page] of Object.entries(ACCOUNT_PAGES)) {
    app.get(
      `/security/v1/account/${name}`,
      {
        schema: {
          tags,
          summary: `Redirect to the ${name} page, keeping returnUrl when it is an address of this site`,
          querystring: AccountPageQuery,
          response: { 302: z.null().describe(`Redirect to ${page}`) },
        },
      },
      async (request, reply) => {
        const { returnUrl } = request.query;
        const keep = returnUrl && isSafeReturnUrl(returnUrl, publicUrl);
        return reply.redirect(keep ? `${page}?returnUrl=${encodeURIComponent(returnUrl)}` : page, 302);
      },
    );
  }

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

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body ? await response.text() : null);
}
