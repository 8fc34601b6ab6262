import { gunzipSync } from 'node:zlib';
import { Access, defineRoutes, Id } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, signUp } from '../../test/helpers.ts';
import { buildLiveApp, commitEvents, countQueries } from '../../test/live.ts';
import type { App } from '../app.ts';
import { defineHandlers, registerRoutes } from '../core/routes.ts';

const CHAMP = '20000000-0000-4000-8000-000000000002';
const OTHER_CHAMP = '20000000-0000-4000-8000-000000000009';
const LEAGUE = '10000000-0000-4000-8000-000000000001';
const STAGE = '30000000-0000-4000-8000-000000000003';

let app: App;
let queries: ReturnType<typeof countQueries>;
let owner: { cookie: string };
let teamId: string;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  closeDatabase = async () => {
    await database.close();
    await drop();
  };
  app = await buildLiveApp(database);
  owner = await signUp(app, { name: 'Owner' });
  const created = await app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: { cookie: owner.cookie },
    payload: { name: 'Harbour United', sportKindId: 'football' },
  });
  teamId = created.json<{ id: string }>().id;
  queries = countQueries(database);
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

async function get(url: string, cookie?: string) {
  queries.reset();
  const response = await app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  return {
    status: response.statusCode,
    body: response.json(),
    type: response.headers['content-type'],
    queries: queries.count,
  };
}

describe('cached public reads', () => {
  it('answers a repeated anonymous read without a database query, with the same body', async () => {
    const miss = await get(`/api/test-probe/teams/${teamId}`);
    expect(miss).toMatchObject({ status: 200, body: { name: 'Harbour United', canEdit: false } });
    expect(miss.queries).toBeGreaterThan(0);
    const hit = await get(`/api/test-probe/teams/${teamId}`);
    expect(hit).toEqual({ ...miss, queries: 0 });
    expect(hit.type).toBe('application/json; charset=utf-8');
  });

  it('sends a large cached body gzipped to a client that accepts it, the same JSON as without', async () => {
    const url = '/api/sport-types/leagues';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    for (const attempt of [1, 2]) {
      const zipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.headers['content-encoding'], `attempt ${attempt}`).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('serves signed-in callers from the database, with their own canEdit, and stores nothing for them', async () => {
    await get(`/api/test-probe/teams/${teamId}`);
    const entries = app.readCache.stats.entries;
    const first = await get(`/api/test-probe/teams/${teamId}`, owner.cookie);
    const second = await get(`/api/test-probe/teams/${teamId}`, owner.cookie);
    expect(first.body).toMatchObject({ canEdit: true });
    expect(first.queries).toBeGreaterThan(0);
    expect(second.queries).toBeGreaterThan(0);
    expect(app.readCache.stats.entries).toBe(entries);
    expect((await get(`/api/test-probe/teams/${teamId}`)).body).toMatchObject({ canEdit: false });
  });

  it('shows a renamed team on the next read, and keeps entries that do not show team names', async () => {
    await get(`/api/test-probe/teams/${teamId}`);
    const champ = await get(`/api/test-probe/champs/${CHAMP}`);
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/teams/${teamId}`,
      headers: { cookie: owner.cookie },
      payload: { name: 'Harbour Athletic' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get(`/api/test-probe/teams/${teamId}`);
    expect(after.body).toMatchObject({ name: 'Harbour Athletic' });
    expect(after.queries).toBeGreaterThan(0);
    expect(await get(`/api/test-probe/champs/${CHAMP}`)).toEqual({ ...champ, queries: 0 });
  });

  it("drops a competition's entries when one of its scores is committed, and only that competition's", async () => {
    await get(`/api/test-probe/champs/${CHAMP}`);
    await get(`/api/test-probe/champs/${OTHER_CHAMP}`);
    await commitEvents(app, {
      type: 'standings.changed',
      leagueId: LEAGUE,
      champId: CHAMP,
      stageId: STAGE,
    });
    expect((await get(`/api/test-probe/champs/${CHAMP}`)).queries).toBeGreaterThan(0);
    expect((await get(`/api/test-probe/champs/${OTHER_CHAMP}`)).queries).toBe(0);
  });

  it('computes 50 concurrent misses once', async () => {
    await commitEvents(app, { type: 'champ.updated', leagueId: LEAGUE, champId: CHAMP });
    const misses = app.readCache.stats.misses;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'GET', url: `/api/test-probe/champs/${CHAMP}` })),
    );
    expect(new Set(responses.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(app.readCache.stats.misses).toBe(misses + 1);
  });

  it('does not cache an input its route declares uncacheable', async () => {
    const url = `/api/test-probe/champs/${OTHER_CHAMP}?uncached=true`;
    expect((await get(url)).queries).toBeGreaterThan(0);
    expect((await get(url)).queries).toBeGreaterThan(0);
  });

  it('does not cache a 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/test-probe/teams/${unknown}`)).status).toBe(404);
    expect((await get(`/api/test-probe/teams/${unknown}`)).queries).toBeGreaterThan(0);
  });
});

describe('declaring cached routes', () => {
  it('refuses to cache a route that is not a public GET', () => {
    const routes = defineRoutes({
      secret: {
        method: 'GET',
        path: '/test/secret/:id',
        summary: 'Signed-in only',
        tags: ['test'],
        access: Access.signedIn,
        params: z.object({ id: Id }),
        response: z.object({ id: Id }),
      },
    });
    const module = defineHandlers(
      routes,
      { secret: (_ctx, { params }) => ({ id: params.id }) },
      { cache: { secret: ({ params }) => [params.id] } },
    );
    expect(() => registerRoutes(app, module)).toThrow(/Only public GET routes are cached/);
  });
});
