import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers.ts';
import type { App } from '../app.ts';

let app: App;
let cookie: string;
const create = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/teams',
    headers,
    payload: { name: `Origin FC ${Math.random()}`, sportKindId: 'football' },
  });

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await signUp(app));
});
afterAll(() => app.close());

describe('cross-site guard', () => {
  it('refuses a cookie-bearing write from another origin', async () => {
    const response = await create({ cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('request.origin_not_allowed');
  });

  // League sites share the session (issue 30): their pages may write; a deeper name is not a league site.
  it('accepts a cookie-bearing write from a league site, refuses one from a deeper subdomain', async () => {
    expect((await create({ cookie, origin: 'http://league.localhost:3000' })).statusCode).toBe(201);
    expect((await create({ cookie, origin: 'http://a.league.localhost:3000' })).statusCode).toBe(403);
  });

  it('accepts a cookie-bearing write from the site itself', async () => {
    const response = await create({ cookie, origin: app.deps.config.publicUrl });
    expect(response.statusCode).toBe(201);
  });

  it('accepts a write without an Origin, as curl sends it', async () => {
    const response = await create({ cookie });
    expect(response.statusCode).toBe(201);
  });
});
