import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import { type SignedUp, signUp } from '../../test/identity.ts';
import { type App, buildApp } from '../app.ts';
import { ensureSignedIn } from '../core/access.ts';
import { contextOf } from '../core/request-context.ts';

let app: App;
let drop: () => Promise<void>;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  await opened.database.migrate();
  app = await buildApp({ config: testConfig(), database: opened.database });
  app.get('/api/test/caller', async (request) => ({ caller: request.caller }));
  app.get('/api/test/required', async (request) => ({ id: ensureSignedIn(contextOf(request)).id }));
  app.get('/elsewhere/caller', async (request) => ({ caller: request.caller }));
  app.addHook('onClose', async () => {
    await opened.database.close();
    await drop();
  });
  await app.ready();
  admin = await signUp(app, { name: 'Admin', email: 'admin@matchday.test' });
  user = await signUp(app, { name: 'Player One', email: 'one@matchday.test' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

describe('request.caller', () => {
  it('is null when anonymous', async () => {
    expect((await get('/api/test/caller')).json()).toEqual({ caller: null });
  });

  it('is the signed-in user with their role', async () => {
    expect((await get('/api/test/caller', user.cookie)).json()).toEqual({
      caller: { id: user.userId, role: 'User', email: 'one@matchday.test', name: 'Player One' },
    });
    expect((await get('/api/test/caller', admin.cookie)).json().caller.role).toBe('SystemAdmin');
  });

  it('is null for a forged or revoked session cookie', async () => {
    expect((await get('/api/test/caller', 'matchday.session_token=forged.value')).json()).toEqual({
      caller: null,
    });
  });

  it('is not looked up outside the service bases (static files, the web app)', async () => {
    expect((await get('/elsewhere/caller', user.cookie)).json()).toEqual({ caller: null });
  });
});

describe('ensureSignedIn on the request context', () => {
  it('answers 401 auth.required when anonymous and passes the caller otherwise', async () => {
    const anonymous = await get('/api/test/required');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('auth.required');
    expect((await get('/api/test/required', user.cookie)).json()).toEqual({ id: user.userId });
  });
});
