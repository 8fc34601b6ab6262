import { listRoutes } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { fallbackOperationId } from './openapi.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
}

describe('OpenAPI', () => {
  it('serves the document at /api/docs/json listing routes with their response schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health']?.get;
    expect(health?.responses['200']?.content?.['application/json']?.schema).toBeDefined();
    expect(health?.responses['503']).toBeDefined();
    const sportTypes = document.paths['/api/sport-types']?.get;
    expect(JSON.stringify(sportTypes?.responses['200']?.content?.['application/json']?.schema)).toMatch(
      /isESport|SportType/,
    );
    expect(document.paths['/api/stage-types']?.get).toBeDefined();
    expect(document.paths['/api/sport-types/{id}/team-leagues']?.get).toBeDefined();
  });

  it('describes every route: a success response schema, path parameters and, for writes, a body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            requestBody?: unknown;
            responses: Record<string, { content?: unknown }>;
          }
        >
      >;
    }>();
    // better-auth's other endpoints pass through one wildcard route; sign-out and end-session take no body; an image upload
    // is multipart (its parts are checked by the route).
    const noBody = new Set([
      'post /security/v1/auth/{path}',
      'post /security/v1/auth/sign-out',
      'post /security/v1/connect/endsession',
      'post /api/image',
    ]);
    // Actions on the item the path names (a favourite, a recalculation) take no body: the contract declares none.
    for (const route of listRoutes()) {
      if (route.method === 'POST' && !route.body) {
        noBody.add(`post ${route.path.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
    const noSchema = new Set(['get /security/v1/auth/{path}', 'post /security/v1/auth/{path}']);
    const problems: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const name = `${method} ${path}`;
        const success = Object.entries(operation.responses).filter(([code]) => /^[23]/.test(code));
        const described = success.some(
          ([code, r]) => r.content !== undefined || ['204', '302', '303'].includes(code),
        );
        if (!described && !noSchema.has(name)) problems.push(`${name}: no success response schema`);
        for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
          if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param)) {
            problems.push(`${name}: path parameter ${param} not described`);
          }
        }
        if (['post', 'put', 'patch'].includes(method) && !operation.requestBody && !noBody.has(name)) {
          problems.push(`${name}: no request body schema`);
        }
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and security, the contract routes their own', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown[] }>>;
      tags: { name: string; description: string }[];
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ key: `${method} ${path}`, ...operation })),
    );
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operations.filter((o) => !o.operationId || !o.summary || !o.security).map((o) => o.key)).toEqual(
      [],
    );
    for (const route of listRoutes()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()]?.operationId, route.operationId).toBe(
        route.operationId,
      );
    }
    expect(document.tags.map((t) => t.name)).toContain('teams');
    expect(document.tags.every((t) => t.description.length > 0)).toBe(true);
  });

  it('derives a fallback operationId from the method and path', () => {
    expect(fallbackOperationId('post', '/security/v1/auth/sign-in/email')).toBe(
      'postSecurityV1AuthSignInEmail',
    );
    expect(fallbackOperationId('get', '/api/champ-leagues/{id}/teams')).toBe('getApiChampLeaguesByIdTeams');
  });

  it('serves the UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
