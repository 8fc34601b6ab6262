import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('OpenAPI document of the competitions API', () => {
  it('lists every issue-4 route with its request and response schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<
      string,
      Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>
    >;
    const expected: [string, string][] = [
      ['/api/champ-leagues', 'post'],
      ['/api/champ-leagues/{domain}/exists', 'get'],
      ['/api/champ-leagues/{id}/page-configuration', 'put'],
      ['/api/champ-leagues/{id}/teams', 'get'],
      ['/api/champ-leagues/{id}/champs', 'get'],
      ['/api/champs', 'post'],
      ['/api/champs/{id}/stage', 'post'],
      ['/api/champs/{id}/teams', 'delete'],
      ['/api/champs/{id}/teams/rating', 'get'],
      ['/api/champs/{id}/stats', 'get'],
      ['/api/stage/{id}/stats', 'get'],
      ['/api/fixture/generate', 'post'],
      ['/api/fixture/search', 'get'],
      ['/api/fixture/champ/{id}', 'get'],
      ['/api/group/{id}/fixture', 'get'],
      ['/api/fixture/{id}/score', 'put'],
      ['/api/teams/search', 'get'],
      ['/api/teams/{id}', 'delete'],
      ['/api/teams/{id}/champs', 'get'],
      ['/api/user/leagues', 'get'],
      ['/api/user/champs', 'get'],
      ['/api/permissions/{id}/itemrole', 'post'],
      ['/api/permissions/itemrole/delete', 'post'],
      ['/api/image', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(
        Object.keys(operation?.responses ?? {}).some((s) => s.startsWith('2')),
        `${method} ${path}`,
      ).toBe(true);
    }
    expect(paths['/api/fixture/{id}/score']?.put?.requestBody).toBeDefined();
  });
});
