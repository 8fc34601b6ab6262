import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { cookieOf, DEFAULT_TEST_PASSWORD, uniqueAddress } from '../../../test/identity.ts';
import type { App } from '../../app.ts';
import { returnPathOf, sessionCookieDomainOf, withCookieDomain } from './auth.ts';

// Issue 30, item 1: one session for the main site and every league site. The browser tests' set-up: the main
// site at http://localhost:3100 (what Node can resolve) and at the web-engine domain matchday.localhost:3100,
// league sites at {subdomain}.matchday.localhost:3100 (browsers resolve every *.localhost name).
const PUBLIC_URL = 'http://localhost:3100';
const ENGINE = 'matchday.localhost:3100';
const MAIN = 'http://matchday.localhost:3100';
const LEAGUE = 'http://riverside.matchday.localhost:3100';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL, PORT: '3100', WEB_ENGINE_DOMAIN: ENGINE });
});
afterAll(() => app.close());

function signUpAt(host: string, origin: string) {
  return app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-up/email',
    headers: { host, origin },
    payload: {
      email: `fan-${Math.random()}@matchday.test`,
      name: 'Riverside Fan',
      password: DEFAULT_TEST_PASSWORD,
    },
    remoteAddress: uniqueAddress(),
  });
}

function setCookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
}

describe('the session cookie', () => {
  it('is set on the web-engine domain when signing in under it, so league sites share it', async () => {
    const response = await signUpAt('matchday.localhost:3100', MAIN);
    expect(response.statusCode).toBe(200);
    const cookies = setCookiesOf(response);
    const session = cookies.find((c) => c.startsWith('matchday.session_token='));
    expect(session).toMatch(/; Domain=matchday\.localhost(;|$)/);
    expect(session).toMatch(/HttpOnly/);
  });

  it('is also set on the domain when signing in on a league site', async () => {
    const response = await signUpAt('riverside.matchday.localhost:3100', LEAGUE);
    expect(response.statusCode).toBe(200);
    expect(setCookiesOf(response).find((c) => c.startsWith('matchday.session_token='))).toMatch(
      /; Domain=matchday\.localhost(;|$)/,
    );
  });

  it('stays host-only on a name outside the web-engine domain (localhost cannot share a cookie)', async () => {
    const response = await signUpAt('localhost:3100', PUBLIC_URL);
    expect(response.statusCode).toBe(200);
    const session = setCookiesOf(response).find((c) => c.startsWith('matchday.session_token='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Domain=/i);
  });

  it('is cleared on the domain at sign-out, and a league site reads the same session', async () => {
    const signedUp = await signUpAt('matchday.localhost:3100', MAIN);
    const cookie = cookieOf(signedUp.headers['set-cookie']);
    const fromLeague = await app.inject({
      method: 'GET',
      url: '/security/v1/auth/get-session',
      headers: { host: 'riverside.matchday.localhost:3100', cookie },
    });
    expect(fromLeague.json()?.user?.name).toBe('Riverside Fan');
    const out = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-out',
      headers: { host: 'riverside.matchday.localhost:3100', origin: LEAGUE, cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = setCookiesOf(out).find((c) => c.startsWith('matchday.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/; Domain=matchday\.localhost(;|$)/);
  });

  it.each([
    ['matchday.example', 'matchday.example', 'matchday.example'],
    ['riverside.matchday.example', 'matchday.example', 'matchday.example'],
    ['www.matchday.example', 'matchday.example', 'matchday.example'],
    ['evil.example', 'matchday.example', undefined],
    ['localhost', 'localhost:3000', undefined],
    ['riverside.localhost', 'localhost:3000', undefined],
    ['127.0.0.1', '127.0.0.1:3000', undefined],
  ])('for host %s under web-engine domain %s: Domain=%s', (host, webEngineDomain, expected) => {
    expect(sessionCookieDomainOf({ runtime: { webEngineDomain } as never }, host)).toBe(expected);
  });

  it('keeps a Domain it already has and never gives one to a __Host- cookie', () => {
    expect(withCookieDomain('a=1; Path=/', 'matchday.example')).toBe('a=1; Path=/; Domain=matchday.example');
    expect(withCookieDomain('a=1; Domain=x.example', 'matchday.example')).toBe('a=1; Domain=x.example');
    expect(withCookieDomain('__Host-a=1; Path=/; Secure', 'matchday.example')).toBe(
      '__Host-a=1; Path=/; Secure',
    );
  });
});

describe('league-site origins', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = cookieOf((await signUpAt('matchday.localhost:3100', MAIN)).headers['set-cookie']);
  });
  const createTeam = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { host: 'riverside.matchday.localhost:3100', cookie, origin },
      payload: { name: `League FC ${Math.random()}`, sportKindId: 'football' },
    });

  it("accept a signed-in write from a league site's page", async () => {
    expect((await createTeam(LEAGUE)).statusCode).toBe(201);
    expect((await createTeam(MAIN)).statusCode).toBe(201);
  });

  it.each([
    'https://evil.example',
    'http://a.b.matchday.localhost:3100',
    'http://riverside.matchday.localhost:4000',
    'https://riverside.matchday.localhost:3100',
    'http://riverside.matchday.localhost.evil.example:3100',
  ])('refuse a signed-in write from %s', async (origin) => {
    const response = await createTeam(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('request.origin_not_allowed');
  });

  it('may sign in on a league site (better-auth trusts them), not from elsewhere', async () => {
    const email = `member-${Math.random()}@matchday.test`;
    await signUpAt('matchday.localhost:3100', MAIN).then(() => undefined);
    const signUp = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      headers: { host: 'matchday.localhost:3100', origin: MAIN },
      payload: { email, name: 'Member', password: DEFAULT_TEST_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(signUp.statusCode).toBe(200);
    const signInFrom = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/security/v1/auth/sign-in/email',
        // A visitor who has been on the site carries cookies (the time zone): better-auth then checks the Origin.
        headers: { host: 'riverside.matchday.localhost:3100', origin, cookie: 'matchday-tz=UTC' },
        payload: { email, password: DEFAULT_TEST_PASSWORD },
        remoteAddress: uniqueAddress(),
      });
    expect((await signInFrom(LEAGUE)).statusCode).toBe(200);
    expect((await signInFrom('https://evil.example')).statusCode).toBe(403);
  });
});

describe('return to the league site after sign-in', () => {
  it.each([
    [`${LEAGUE}/champ/7`, `/login?returnUrl=${encodeURIComponent(`${LEAGUE}/champ/7`)}`],
    [`${MAIN}/observe/team/1`, `/login?returnUrl=${encodeURIComponent(`${MAIN}/observe/team/1`)}`],
    ['/observe/team/1', `/login?returnUrl=${encodeURIComponent('/observe/team/1')}`],
    ['https://evil.example/champ/7', '/login'],
    ['http://a.b.matchday.localhost:3100/', '/login'],
    ['//riverside.matchday.localhost:3100/', '/login'],
  ])('the sign-in page keeps returnUrl %s: %s', async (returnUrl, location) => {
    const response = await app.inject({
      method: 'GET',
      url: `/security/v1/account/login?returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('signing out from a league site goes back there, never elsewhere', async () => {
    const back = await app.inject({
      method: 'GET',
      url: `/security/v1/connect/endsession?post_logout_redirect_uri=${encodeURIComponent(`${LEAGUE}/`)}`,
    });
    expect(back.headers.location).toBe(`${LEAGUE}/`);
    const away = await app.inject({
      method: 'GET',
      url: `/security/v1/connect/endsession?post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(away.headers.location).toBe('/');
  });

  it("a reset asked for on a league site mails a link that comes back to the league site's page", () => {
    const url = (callbackURL: string) =>
      `${PUBLIC_URL}/security/v1/auth/reset-password/tok?callbackURL=${encodeURIComponent(callbackURL)}`;
    expect(returnPathOf(url(`${LEAGUE}/champ/7`), PUBLIC_URL, ENGINE)).toBe(`${LEAGUE}/champ/7`);
    expect(returnPathOf(url('https://evil.example/'), PUBLIC_URL, ENGINE)).toBeUndefined();
    expect(returnPathOf(url(`${LEAGUE}/champ/7`), PUBLIC_URL)).toBeUndefined();
  });
});
