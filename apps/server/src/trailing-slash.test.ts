import { listRoutes } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../test/helpers.ts';
import type { App } from './app.ts';

/**
 * The spec's paths are matched with or without a trailing slash (app.ts `ignoreTrailingSlash`): it writes
 * `GET /fixture/player/{playerId}/`, the web app calls it without one.
 */
let app: App;
let cookie: string;
let playerId: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await signUp(app, { name: 'Owner' }));
  const created = await app.inject({
    method: 'POST',
    url: '/api/player',
    headers: { cookie },
    payload: { name: 'Pat Striker', sportKindId: 'football' },
  });
  expect(created.statusCode, created.body).toBe(201);
  playerId = created.json<{ id: string }>().id;
});
afterAll(() => app.close());

describe('a trailing slash', () => {
  it("answers the spec's GET /fixture/player/{playerId}/ as it answers it without the slash", async () => {
    const withSlash = await app.inject({ method: 'GET', url: `/api/fixture/player/${playerId}/` });
    const without = await app.inject({ method: 'GET', url: `/api/fixture/player/${playerId}` });
    expect(withSlash.statusCode, withSlash.body).toBe(200);
    expect(without.statusCode).toBe(200);
    expect(withSlash.json()).toEqual(without.json());
    expect(withSlash.json()).toMatchObject({ items: [], totalItems: 0, pageSize: 20 });
  });

  it('keeps the query string after the slash', async () => {
    for (const url of [
      `/api/fixture/player/${playerId}/?pageSize=5&teamName=Harbour`,
      `/api/fixture/player/${playerId}?pageSize=5&teamName=Harbour`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ pageSize: 5 });
    }
    const invalid = await app.inject({ method: 'GET', url: `/api/fixture/player/${playerId}/?pageSize=0` });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('querystring.pageSize');
  });

  it("reaches the route's own answers: an unknown player is player.not_found, not route.not_found", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/fixture/player/${crypto.randomUUID()}/` });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('player.not_found');
  });

  it('is ignored on writes and on routes without parameters too', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/player/',
      headers: { cookie },
      payload: { name: 'Sam Keeper', sportKindId: 'football' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sportTypes = await app.inject({ method: 'GET', url: '/api/sport-types/' });
    expect(sportTypes.statusCode).toBe(200);
    expect(sportTypes.json()).toEqual((await app.inject({ method: 'GET', url: '/api/sport-types' })).json());
  });

  it('leaves an unknown path the JSON problem 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/unknown/',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('route.not_found');
  });

  it('leaves the OpenAPI document as the contract writes the routes: once each, without a slash', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
    for (const route of listRoutes()) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
