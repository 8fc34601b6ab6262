import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI document of every route, built from the routes' zod schemas: the UI at `/api/docs`, the
 * document at `/api/docs/json`. Registered before the modules so its onRoute hook sees all of them.
 * It passes `redocly lint` with the recommended rules (test/openapi-lint.test.ts; docs/adr/0009-route-contract.md).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Matchday API',
        description:
          'Standings service at /api, payments at /api/v1/payments, security service at /security/v1, ' +
          'chat at /chat. Errors are application/problem+json with a stable `code` (docs/api.md).',
        version: '1.0.0',
        license: { name: 'Proprietary', url: 'https://matchday.example/terms-and-conditions' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: 'matchday.session_token',
            description: 'The session cookie that signing in at /security/v1/auth/sign-in/email sets.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      completeDocument(jsonSchemaTransformObject(input) as OpenApiDocument) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

/** What each tag groups; a tag not listed here gets a generic line (add it here when a module adds one). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  'champ-leagues': 'Leagues (spec: champ leagues): the organiser’s site, its competitions and teams.',
  champs: 'Competitions (spec: champs): rules, teams entered, stages, statistics.',
  fixtures: 'Fixtures: generation, search, scores.',
  images: 'Image uploads for logos, banners and photos.',
  operations: 'Health and runtime configuration, for load balancers and the web app.',
  outbox: 'Outgoing mail and SMS kept in the outbox (SystemAdmin).',
  permissions: 'Item roles (Owner, Manager) on leagues and teams.',
  reference: 'Reference data: sport types, team leagues, stage types.',
  security: 'The security service: sign-up, sign-in, sessions, account pages (better-auth).',
  stages: 'Stages of a competition, their groups and standings.',
  stats: 'The site’s public figures (KPIs).',
  teams: 'Teams, owned by the user who created them.',
  user: 'The signed-in user’s own leagues and competitions.',
  users: 'Users’ profiles, addresses, phones and feedback.',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string }[];
  [key: string]: unknown;
}

type OpenApiDocument = {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> & Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  tags?: { name: string; description: string }[];
  [key: string]: unknown;
};

/**
 * What every operation of the document needs for `redocly lint` and that a hand-registered route may not
 * declare yet: an operationId, a summary and a security requirement (routes registered from the contract table
 * have all three, core/routes.ts). The fallbacks are derived from the method and path; a wildcard path gets a
 * named parameter; the tags are listed with descriptions; schemas nothing refers to are dropped.
 */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // find-my-way's `*` becomes `{*}`, which is no valid parameter name: call it `path`.
    const openApiPath = path.replace('{*}', '{path}');
    const completed: Record<string, unknown> = { ...item };
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // Two methods of one route share one object: copy before giving each its own operationId.
      const copy: Operation = { ...operation };
      copy.operationId ??= fallbackOperationId(method, openApiPath);
      copy.summary ??= `${method.toUpperCase()} ${openApiPath}`;
      // Sign-in optional: the handler reads the session when there is one (the route does not declare it).
      copy.security ??= [{}, { cookieAuth: [] }];
      copy.responses = completeResponses(copy);
      if (openApiPath !== path) {
        copy.parameters = copy.parameters?.map((p) =>
          p.in === 'path' && p.name === '*'
            ? { ...p, name: 'path', description: 'The rest of the path.' }
            : p,
        );
      }
      completed[method] = copy;
    }
    paths[openApiPath] = completed as (typeof paths)[string];
  }
  const tags = [
    ...new Set(Object.values(paths).flatMap((item) => operationsOf(item).flatMap((o) => o.tags ?? []))),
  ]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Routes of the ${name} module.` }));
  return dropUnusedSchemas({ ...document, paths, tags });
}

type Responses = Record<string, { description?: string; content?: Record<string, unknown> }>;

/**
 * Problems leave the server as `application/problem+json` (plugins/errors.ts), so the document says so; an
 * operation with parameters or a body and no declared 4xx gets the 400 its validation can answer.
 */
function completeResponses(operation: Operation): Responses {
  const responses: Responses = {};
  for (const [status, response] of Object.entries((operation.responses ?? {}) as Responses)) {
    // A route that `produces` another type (a feed: text/calendar, application/atom+xml) has its problems
    // filed under that type too: find the Problem schema under whichever type it is.
    const problem = Object.values(response.content ?? {}).find((c) =>
      JSON.stringify(c).includes('"#/components/schemas/Problem"'),
    );
    const isProblem = /^[45]/.test(status) && problem !== undefined;
    responses[status] = isProblem
      ? { ...response, content: { 'application/problem+json': problem } }
      : response;
  }
  const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  if (hasInput && !Object.keys(responses).some((status) => status.startsWith('4'))) {
    responses['400'] = { description: 'Bad request: a parameter or the body is invalid.' };
  }
  return responses;
}

function operationsOf(item: Record<string, unknown>): Operation[] {
  return METHODS.map((m) => item[m] as Operation | undefined).filter((o): o is Operation => o !== undefined);
}

/** `post /security/v1/auth/sign-in/email` → `postSecurityV1AuthSignInEmail`; `{id}` → `ById`. */
export function fallbackOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1] ?? ''] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words].map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('');
}

/**
 * The zod provider registers an `…Input` twin of every named schema; a twin no operation uses is noise
 * (`no-unused-components`). Repeats until stable, since a dropped schema may have been the only user of another.
 */
function dropUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = { ...(document.components?.schemas ?? {}) };
  for (;;) {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas } });
    const unused = Object.keys(schemas).filter(
      (name) => !text.includes(`"#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}"`),
    );
    if (unused.length === 0) break;
    for (const name of unused) delete schemas[name];
  }
  return { ...document, components: { ...document.components, schemas } };
}
