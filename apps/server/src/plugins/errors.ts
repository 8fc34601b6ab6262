import type { Problem } from '@matchday/contracts';
import { DomainError } from '@matchday/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorKind } from '../errors.ts';

/** HTTP status for each error kind: the only place that knows it. */
const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  unauthenticated: 401,
  payment_required: 402,
  rate_limited: 429,
  unprocessable: 422,
  bad_gateway: 502,
};

export type { Problem };

/** Every error leaves the server as application/problem+json (RFC 9457, `ProblemSchema`) with a stable `code`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = toProblem(error);
    problem.instance = request.url;
    problem.requestId = request.id;
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: problem.code, status: problem.status }, problem.title);
    return reply.status(problem.status).type('application/problem+json').send(problem);
  });

  app.setNotFoundHandler((request, reply) => {
    const problem: Problem = {
      type: 'about:blank',
      title: 'Not found',
      status: 404,
      code: 'route.not_found',
      detail: `No route ${request.method} ${request.url.split('?')[0]}`,
      instance: request.url,
      requestId: request.id,
    };
    return reply.status(404).type('application/problem+json').send(problem);
  });
});

function toProblem(error: FastifyError): Problem {
  if (error instanceof AppError) {
    return {
      type: 'about:blank',
      title: error.message,
      status: statusOf[error.kind],
      code: error.code,
      detail: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.requiredPlan ? { requiredPlan: error.requiredPlan } : {}),
      ...(error.conflicts ? { conflicts: error.conflicts } : {}),
      ...(error.fixtureIds ? { fixtureIds: error.fixtureIds } : {}),
    };
  }
  if (error instanceof DomainError) {
    // A competition rule the input broke (a draw in a knockout, an impossible draw or schedule…): the
    // request was well formed but cannot be carried out as asked. Services may translate first; this is the net.
    return {
      type: 'about:blank',
      title: error.message,
      status: 422,
      code: error.code,
      detail: error.message,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = [error.validationContext, path].filter(Boolean).join('.');
      return { field, message: issue.message ?? 'is invalid' };
    });
    const first = errors[0];
    return {
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      code: 'request.invalid',
      detail: first ? `${first.field}: ${first.message}` : 'The request is invalid.',
      errors,
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
    return {
      type: 'about:blank',
      title: error.message,
      status,
      code: `request.${(error.code ?? 'invalid').toLowerCase()}`,
      detail: error.message,
    };
  }
  // Never leak a stack, SQL or a secret.
  return { type: 'about:blank', title: 'Internal server error', status: 500, code: 'internal' };
}
