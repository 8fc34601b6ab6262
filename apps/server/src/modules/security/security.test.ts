import { SessionResponse, SignInResponse } from '@matchday/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { cookieOf, DEFAULT_TEST_PASSWORD, signIn, signUp, uniqueAddress } from '../../../test/identity.ts';
import type { App } from '../../app.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { returnPathOf, trustedOriginsOf } from './auth.ts';

let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function outbox(to: string) {
  const { db } = app.deps.database;
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt));
}

function tokenFrom(body: string, page: string) {
  const match = body.match(new RegExp(`http://localhost:3000${page}\\?token=([^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in: ${body}`);
  return decodeURIComponent(match[1]);
}

async function session(cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/security/v1/auth/get-session',
    headers: { cookie },
  });
  return response.json<{ user: { id: string; role: string; emailVerified: boolean } } | null>();
}

describe('accounts', () => {
  it('makes the first account SystemAdmin and later ones User, and the session carries the role', async () => {
    const first = await signUp(app, { name: 'Founder' });
    const second = await signUp(app);
    expect((await session(first.cookie))?.user.role).toBe('SystemAdmin');
    expect((await session(second.cookie))?.user.role).toBe('User');
  });

  it('sets the session in an HttpOnly cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      payload: { email: 'cookie@matchday.test', name: 'Cookie', password: DEFAULT_TEST_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/matchday\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(response.json().user.role).toBe('User');
    // The contract the web app reads is what better-auth answers.
    expect(SignInResponse.safeParse(response.json()).success).toBe(true);
    const got = await app.inject({
      method: 'GET',
      url: '/security/v1/auth/get-session',
      headers: { cookie: cookieOf(response.headers['set-cookie']) },
    });
    expect(SessionResponse.parse(got.json())?.user.email).toBe('cookie@matchday.test');
  });

  it('answers get-session with null when anonymous', async () => {
    const response = await app.inject({ method: 'GET', url: '/security/v1/auth/get-session' });
    expect(response.statusCode).toBe(200);
    expect(SessionResponse.parse(response.json())).toBeNull();
  });

  it.each([
    [{ email: 'not-an-email', name: 'X', password: DEFAULT_TEST_PASSWORD }, 'body.email'],
    [{ email: 'short@matchday.test', name: 'X', password: 'short' }, 'body.password'],
    [{ email: 'noname@matchday.test', name: ' ', password: DEFAULT_TEST_PASSWORD }, 'body.name'],
  ])('refuses a malformed sign-up with 400 naming the field (%j)', async (payload, field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      payload,
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it('answers 409 problem+json naming the email to a second sign-up with the same email', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      payload: { email: user.email, name: 'Again', password: DEFAULT_TEST_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 409, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
    expect(response.json().errors[0].field).toBe('body.email');
  });

  it('answers a wrong password with a 401 problem+json keeping better-auth code', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-in/email',
      payload: { email: user.email, password: 'not-the-password' },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('lets a new user sign in before verifying the email', async () => {
    const user = await signUp(app);
    const cookie = await signIn(app, user.email, user.password);
    expect((await session(cookie))?.user).toMatchObject({ id: user.userId, emailVerified: false });
  });

  it('answers 401 to a wrong password', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-in/email',
      payload: { email: user.email, password: 'not the password' },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 429 once one address has tried to sign in too often', async () => {
    const user = await signUp(app);
    const remoteAddress = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/security/v1/auth/sign-in/email',
        payload: { email: user.email, password: 'wrong password' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Another address is not affected.
    expect(await signIn(app, user.email, user.password)).toMatch(/session_token/);
  });

  it('takes the sign-in limit from AUTH_SIGN_IN_RATE_LIMIT', async () => {
    const strict = await createTestApp({ AUTH_SIGN_IN_RATE_LIMIT: '2' });
    try {
      const remoteAddress = uniqueAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await strict.inject({
          method: 'POST',
          url: '/security/v1/auth/sign-in/email',
          payload: { email: 'nobody@matchday.test', password: 'whatever it is' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await strict.close();
    }
  });

  it('mails a verification link to the outbox on sign-up, and the link verifies the email', async () => {
    const user = await signUp(app);
    const [mail] = await outbox(user.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your email address' });
    const token = tokenFrom(mail?.body ?? '', '/verify-email');
    const response = await app.inject({
      method: 'GET',
      url: `/security/v1/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await session(user.cookie))?.user.emailVerified).toBe(true);
  });

  it('resets a forgotten password through a link in the outbox', async () => {
    const user = await signUp(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/request-password-reset',
      payload: { email: user.email },
      remoteAddress: uniqueAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await outbox(user.email)).find((m) => m.subject === 'Reset your Matchday password');
    const token = tokenFrom(mail?.body ?? '', '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/reset-password',
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(app, user.email, user.password)).rejects.toThrow(/401/);
    expect(await signIn(app, user.email, 'a brand new password')).toMatch(/session_token/);
    // The old session was revoked with the reset.
    expect(await session(user.cookie)).toBeNull();
  });
});

describe('return address in mailed links', () => {
  function linkIn(body: string, page: string) {
    const match = body.match(new RegExp(`http://localhost:3000${page}\\?[^\\s]+`));
    if (!match) throw new Error(`no ${page} link in: ${body}`);
    return new URL(match[0]);
  }

  async function signUpWith(callbackURL: string) {
    const email = `cb-${Math.random().toString(36).slice(2)}@matchday.test`;
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      payload: { email, name: 'Callback', password: DEFAULT_TEST_PASSWORD, callbackURL },
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: uniqueAddress(),
    });
    return { response, email };
  }

  it('carries the sign-up callbackURL into the verification link as returnUrl', async () => {
    const { response, email } = await signUpWith('/leagues?page=2');
    expect(response.statusCode).toBe(200);
    const [mail] = await outbox(email);
    const link = linkIn(mail?.body ?? '', '/verify-email');
    expect(link.searchParams.get('returnUrl')).toBe('/leagues?page=2');
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('turns an absolute address of this site into a path, and leaves / out', async () => {
    const absolute = await signUpWith('http://localhost:3000/sports');
    const [mail] = await outbox(absolute.email);
    expect(linkIn(mail?.body ?? '', '/verify-email').searchParams.get('returnUrl')).toBe('/sports');
    const home = await signUpWith('/');
    const [homeMail] = await outbox(home.email);
    expect(linkIn(homeMail?.body ?? '', '/verify-email').searchParams.has('returnUrl')).toBe(false);
  });

  it('mails no link to another site: an outside callbackURL is refused', async () => {
    const { response, email } = await signUpWith('https://evil.example/phish');
    expect(response.statusCode).toBe(403);
    for (const mail of await outbox(email)) expect(mail.body).not.toContain('evil.example');
  });

  it('carries the callbackURL of a resent confirmation mail into its link', async () => {
    const user = await signUp(app);
    const resent = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/send-verification-email',
      payload: { email: user.email, callbackURL: '/admin/profile' },
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
      remoteAddress: uniqueAddress(),
    });
    expect(resent.statusCode).toBe(200);
    // The sign-up mail (no callbackURL) and the resent one; only the resent one can carry a returnUrl.
    const mails = await outbox(user.email);
    expect(mails).toHaveLength(2);
    const returns = mails.map((m) => linkIn(m.body, '/verify-email').searchParams.get('returnUrl'));
    expect(returns.sort()).toEqual(['/admin/profile', null].sort());
  });

  it('carries the reset request redirectTo into the reset link as returnUrl', async () => {
    const user = await signUp(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/admin/profile' },
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: uniqueAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await outbox(user.email)).find((m) => m.subject === 'Reset your Matchday password');
    const link = linkIn(mail?.body ?? '', '/reset-password');
    expect(link.searchParams.get('returnUrl')).toBe('/admin/profile');
  });

  it('refuses a reset request whose redirectTo is another site, and mails nothing', async () => {
    const user = await signUp(app);
    const asked = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/request-password-reset',
      payload: { email: user.email, redirectTo: 'https://evil.example/' },
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: uniqueAddress(),
    });
    expect(asked.statusCode).toBe(403);
    const mails = await outbox(user.email);
    expect(mails.some((m) => m.subject === 'Reset your Matchday password')).toBe(false);
  });

  it.each([
    ['http://localhost:3000/x/verify-email?token=t&callbackURL=%2F%2Fevil.example', undefined],
    ['http://localhost:3000/x?callbackURL=javascript%3Aalert(1)', undefined],
    ['http://localhost:3000/x?callbackURL=%2Fok%23part', '/ok#part'],
    ['not a url', undefined],
  ])('returnPathOf(%s) is %s', (url, expected) => {
    expect(returnPathOf(url, 'http://localhost:3000')).toBe(expected);
  });
});

describe('cross-site requests', () => {
  it('accepts a signed-in POST from the site itself and refuses one from another origin', async () => {
    const user = await signUp(app);
    const fromSite = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(fromSite.statusCode).toBe(200);
    const other = await signUp(app);
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-out',
      headers: { cookie: other.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(await session(other.cookie)).not.toBeNull();
  });

  it('refuses a signed-in POST without an Origin', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  const localEngine = { webEngineDomain: 'localhost:3100' };

  it('trusts the Vite dev server only in development', () => {
    const publicUrl = 'http://localhost:3000';
    expect(
      trustedOriginsOf({
        appEnv: 'development',
        publicUrl,
        port: 3000,
        runtime: { webEngineDomain: 'localhost:3000' },
      }),
    ).toContain('http://localhost:5173');
    expect(
      trustedOriginsOf({
        appEnv: 'production',
        publicUrl: 'https://matchday.example',
        port: 3000,
        runtime: { webEngineDomain: 'matchday.example' },
      }),
    ).toEqual(['https://matchday.example', 'https://*.matchday.example']);
  });

  it('trusts every loopback name at the configured port in development only', () => {
    const dev = trustedOriginsOf({
      appEnv: 'development',
      publicUrl: 'http://localhost:3100',
      port: 3100,
      runtime: localEngine,
    });
    expect(dev).toEqual(
      expect.arrayContaining(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']),
    );
    expect(
      trustedOriginsOf({
        appEnv: 'test',
        publicUrl: 'http://localhost:3100',
        port: 3100,
        runtime: localEngine,
      }),
    ).toEqual(['http://localhost:3100', 'http://*.localhost:3100']);
  });

  it('in development, signs in and writes from http://127.0.0.1 at the configured port', async () => {
    const dev = await createTestApp({ APP_ENV: 'development' });
    try {
      const origin = 'http://127.0.0.1:3000';
      const user = await signUp(dev);
      const signedIn = await dev.inject({
        method: 'POST',
        url: '/security/v1/auth/sign-in/email',
        headers: { origin, cookie: user.cookie },
        payload: { email: user.email, password: user.password },
        remoteAddress: uniqueAddress(),
      });
      expect(signedIn.statusCode).toBe(200);
      const write = await dev.inject({
        method: 'PUT',
        url: `/security/v1/users/${user.userId}/profile`,
        headers: { origin, cookie: cookieOf(signedIn.headers['set-cookie']) },
        payload: { name: 'From 127.0.0.1' },
      });
      expect(write.statusCode).toBe(200);
      const elsewhere = await dev.inject({
        method: 'PUT',
        url: `/security/v1/users/${user.userId}/profile`,
        headers: { origin: 'http://127.0.0.1:4000', cookie: user.cookie },
        payload: { name: 'Another port' },
      });
      expect(elsewhere.statusCode).toBe(403);
    } finally {
      await dev.close();
    }
  });
});

describe('end session', () => {
  it('signs out and redirects to an address of this site', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/security/v1/connect/endsession?id_token_hint=x&post_logout_redirect_uri=%2Fcompetitions%3FsportKindId%3D1',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/competitions?sportKindId=1');
    expect(await session(user.cookie)).toBeNull();
    expect(cookieOf(response.headers['set-cookie'])).toBe('');
  });

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a page of a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a browser that sends no Sec-Fetch-Site, from another site', { referer: 'https://evil.example/x' }],
    ['a request that says nothing about where it comes from', {}],
  ])('does not sign out on a GET from %s, and still redirects', async (_name, headers) => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/security/v1/connect/endsession?post_logout_redirect_uri=%2Fabout-us',
      headers: { cookie: user.cookie, ...headers },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/about-us');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await session(user.cookie))?.user.id).toBe(user.userId);
  });

  it.each([
    ['an address typed or bookmarked', { 'sec-fetch-site': 'none' }],
    ['an older browser on a page of this site', { referer: 'http://localhost:3000/admin/profile' }],
    ['an older browser sending this site as Origin', { origin: 'http://localhost:3000' }],
  ])('signs out on a GET from %s', async (_name, headers) => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'GET',
      url: '/security/v1/connect/endsession',
      headers: { cookie: user.cookie, ...headers },
    });
    expect(response.statusCode).toBe(302);
    expect(await session(user.cookie)).toBeNull();
  });

  it('signs out on a POST from this site, and refuses one from another origin', async () => {
    const user = await signUp(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/security/v1/connect/endsession',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await session(user.cookie))?.user.id).toBe(user.userId);
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/connect/endsession?post_logout_redirect_uri=%2Fcompetitions',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/competitions');
    expect(await session(user.cookie)).toBeNull();
  });

  it('accepts an absolute address with the public origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/security/v1/connect/endsession?post_logout_redirect_uri=${encodeURIComponent('http://localhost:3000/about-us')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/about-us');
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])(
    'refuses %s and redirects to /',
    async (uri) => {
      const response = await app.inject({
        method: 'GET',
        url: `/security/v1/connect/endsession?post_logout_redirect_uri=${encodeURIComponent(uri)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );
});

describe('first account on an empty installation', () => {
  it('says SystemAdmin in the sign-up answer of the first account, and User in the next', async () => {
    const fresh = await createTestApp();
    try {
      const signUpAs = (email: string) =>
        fresh.inject({
          method: 'POST',
          url: '/security/v1/auth/sign-up/email',
          payload: { email, name: 'Founder', password: DEFAULT_TEST_PASSWORD },
          remoteAddress: uniqueAddress(),
        });
      const first = await signUpAs('founder@matchday.test');
      expect(first.statusCode).toBe(200);
      expect(first.json().user.role).toBe('SystemAdmin');
      expect(SignInResponse.parse(first.json()).user.role).toBe('SystemAdmin');
      expect((await signUpAs('second@matchday.test')).json().user.role).toBe('User');
    } finally {
      await fresh.close();
    }
  });

  it('promotes exactly one of several simultaneous sign-ups', async () => {
    const fresh = await createTestApp();
    try {
      const created = await Promise.all(Array.from({ length: 4 }, () => signUp(fresh)));
      const roles = await Promise.all(
        created.map(async (u) => {
          const response = await fresh.inject({
            method: 'GET',
            url: '/security/v1/users/me',
            headers: { cookie: u.cookie },
          });
          return response.json<{ role: string }>().role;
        }),
      );
      expect(roles.filter((r) => r === 'SystemAdmin')).toHaveLength(1);
      expect(roles.filter((r) => r === 'User')).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });
});

describe('account pages', () => {
  it.each([
    ['register', '/register'],
    ['login', '/login'],
    ['forgot-password', '/forgot-password'],
  ])('redirects %s to the web page with a safe returnUrl', async (name, page) => {
    const response = await app.inject({
      method: 'GET',
      url: `/security/v1/account/${name}?returnUrl=${encodeURIComponent('/admin/leagues?x=1')}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${page}?returnUrl=${encodeURIComponent('/admin/leagues?x=1')}`);
  });

  it('drops a returnUrl pointing elsewhere', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/security/v1/account/register?returnUrl=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(response.headers.location).toBe('/register');
  });
});

describe('session reads', () => {
  it('never answers 429 to get-session, however often one address reads its session', async () => {
    const user = await signUp(app);
    const remoteAddress = uniqueAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const response = await app.inject({
        method: 'GET',
        url: '/security/v1/auth/get-session',
        headers: { cookie: user.cookie },
        remoteAddress,
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});
