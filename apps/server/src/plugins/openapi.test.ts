import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';

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

  it('serves the UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
