import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers a 503 problem when the database is down', async () => {
    app = await createTestApp();
    await app.deps.database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 503, code: 'health.database_unavailable' });
  });
});
