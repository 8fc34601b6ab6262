import {
  type CaptchaChallenge,
  CONTACT_MAX_PER_CLIENT_PER_HOUR,
  CONTACT_MAX_PER_EMAIL_PER_HOUR,
} from '@matchday/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, signUp, uniqueAddress } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import type { Clock } from '../../core/context.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { CHALLENGE_TTL_MS } from './contact.captcha.ts';
import { fetchChallenge, solveToPayload } from './contact.testing.ts';

/** A clock the tests move forward: challenges expire and rate-limit windows pass without waiting. */
class FakeClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

const clock = new FakeClock();
let app: App;
let admin: SignedUp;
let user: SignedUp;
let counter = 0;
/** The same app with reCAPTCHA configured and Google faked: a token costs nothing (limits, validation). */
let recaptcha: App;
const googleCalls: { url: string; body: string }[] = [];
let googleAnswer = { success: true };

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  admin = await signUp(app, { name: 'Admin' });
  user = await signUp(app, { name: 'User' });
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    googleCalls.push({ url: String(url), body: String(init?.body) });
    return Response.json(googleAnswer);
  }) as typeof fetch;
  recaptcha = await createTestApp(
    { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret-key' },
    { clock, fetch: fakeFetch },
  );
});
afterAll(async () => {
  await app.close();
  await recaptcha.close();
});

function uniqueEmail() {
  counter += 1;
  return `sender-${counter}-${Date.now().toString(36)}@matchday.test`;
}

function form(overrides: Record<string, string> = {}) {
  return {
    name: 'Dana Sender',
    email: uniqueEmail(),
    subject: 'Question about leagues',
    message: 'How do I invite my whole team at once?',
    ...overrides,
  };
}

function challenge(): Promise<CaptchaChallenge> {
  return fetchChallenge(app);
}

const solve = solveToPayload;

async function send(
  token: string | undefined,
  body: Record<string, unknown>,
  options: { cookie?: string; remoteAddress?: string; target?: App } = {},
) {
  const query = token === undefined ? '' : `?recaptchaResponse=${encodeURIComponent(token)}`;
  const response = await (options.target ?? app).inject({
    method: 'POST',
    url: `/api/contact-us${query}`,
    payload: body,
    remoteAddress: options.remoteAddress ?? uniqueAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

function mailsTo(address: string) {
  return app.deps.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, address));
}

describe('GET /api/contact-us/challenge', () => {
  it('answers an ALTCHA challenge that expires in ten minutes and that no cache keeps', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/contact-us/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      salt: expect.stringContaining('?expires='),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 100_000,
    });
    const expires = Number(new URLSearchParams(body.salt.split('?')[1]).get('expires')) * 1000;
    expect(Math.abs(expires - (clock.now().getTime() + CHALLENGE_TTL_MS))).toBeLessThan(2000);
  });
});

describe('POST /api/contact-us', () => {
  it('stores a message with a solved challenge, tells every SystemAdmin and confirms to the sender', async () => {
    const body = form({ email: `Mixed-${counter}@Matchday.test` });
    const sent = await send(await solve(await challenge()), body, { cookie: user.cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const email = body.email.toLowerCase();
    expect(sent.body).toEqual({ id: expect.any(String), email, createdAt: expect.any(String) });

    const list = await app.inject({
      method: 'GET',
      url: '/api/contact-us/messages',
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toEqual({
      id: sent.body.id,
      name: 'Dana Sender',
      email,
      subject: 'Question about leagues',
      message: 'How do I invite my whole team at once?',
      userId: user.userId,
      createdAt: sent.body.createdAt,
    });

    const notices = await app.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, sent.body.id));
    expect(notices).toEqual([
      expect.objectContaining({
        userId: admin.userId,
        kind: 'contact.received',
        title: 'Contact form: Question about leagues',
        link: '/admin/contact-messages',
      }),
    ]);
    const toAdmin = (await mailsTo(admin.email)).filter((m) => m.subject.startsWith('Contact form'));
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.body).toContain(`From Dana Sender <${email}>`);
    expect(toAdmin[0]!.body).toContain('How do I invite my whole team at once?');
    expect(toAdmin[0]!.body).toMatch(/\/admin\/contact-messages$/);

    const confirmation = await mailsTo(email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ channel: 'email', subject: 'We received your message' });
    // The sender's words are not repeated to an address anyone may type in.
    expect(confirmation[0]!.body).not.toContain('invite my whole team');
  });

  it('refuses a missing token, naming querystring.recaptchaResponse', async () => {
    const sent = await send(undefined, form());
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toContainEqual(
      expect.objectContaining({ field: 'querystring.recaptchaResponse' }),
    );
  });

  it.each([
    ['not base64 JSON', async () => 'not-a-payload'],
    ['a wrong number', async () => solve(await challenge(), 100_001)],
    [
      'a forged signature',
      async () => {
        const c = await challenge();
        return solve({ ...c, signature: 'f'.repeat(64) });
      },
    ],
    [
      'a challenge signed with another key',
      async () => {
        const other = await createTestApp({ CAPTCHA_HMAC_KEY: 'another-key-of-sixteen-chars' });
        try {
          const response = await other.inject({ method: 'GET', url: '/api/contact-us/challenge' });
          return solve(response.json());
        } finally {
          await other.close();
        }
      },
    ],
  ])('refuses %s as captcha.invalid', async (_, token) => {
    const sent = await send(await token(), form());
    expect(sent.status).toBe(400);
    expect(sent.body.code).toBe('captcha.invalid');
    expect(sent.body.errors).toEqual([
      { field: 'querystring.recaptchaResponse', message: 'is wrong or has expired' },
    ]);
  });

  it('refuses a solution whose challenge expired', async () => {
    const token = await solve(await challenge());
    clock.advance(CHALLENGE_TTL_MS + 1000);
    const sent = await send(token, form());
    expect(sent.status).toBe(400);
    expect(sent.body.code).toBe('captcha.invalid');
  });

  it('accepts a solution once and refuses it replayed, even by two racing requests', async () => {
    const token = await solve(await challenge());
    expect((await send(token, form())).status).toBe(201);
    const replayed = await send(token, form());
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('captcha.replayed');

    const racing = await solve(await challenge());
    const results = await Promise.all([send(racing, form()), send(racing, form())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.code).toBe('captcha.replayed');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(121) }],
    ['email', { email: 'not-an-address' }],
    ['subject', { subject: '  ' }],
    ['subject', { subject: 'x'.repeat(201) }],
    ['message', { message: 'too short' }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('refuses a bad %s, naming the field', async (field, overrides) => {
    const sent = await send('token', form(overrides), { target: recaptcha });
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toContainEqual(expect.objectContaining({ field: `body.${field}` }));
  });

  it('limits an address to five messages an hour, with Retry-After, and lets it send again after', async () => {
    googleAnswer = { success: true };
    const email = uniqueEmail();
    const target = { target: recaptcha };
    for (let i = 0; i < CONTACT_MAX_PER_EMAIL_PER_HOUR; i++) {
      clock.advance(1000);
      expect((await send('token', form({ email }), target)).status).toBe(201);
    }
    const limited = await send('token', form({ email: email.toUpperCase() }), target);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('contact.rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    clock.advance(retryAfter * 1000);
    expect((await send('token', form({ email }), target)).status).toBe(201);
  });

  it('limits one client address to twenty messages an hour, whatever the addresses', async () => {
    googleAnswer = { success: true };
    const options = { target: recaptcha, remoteAddress: uniqueAddress() };
    for (let i = 0; i < CONTACT_MAX_PER_CLIENT_PER_HOUR; i++) {
      expect((await send('token', form(), options)).status).toBe(201);
    }
    const limited = await send('token', form(), options);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('contact.rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the limits under concurrency', () => {
  it('lets through exactly five of ten messages sent at once from one address', async () => {
    googleAnswer = { success: true };
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('token', form({ email }), { target: recaptcha })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_MAX_PER_EMAIL_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - CONTACT_MAX_PER_EMAIL_PER_HOUR);
  });
});

describe('GET /api/contact-us/messages', () => {
  it('lists the messages newest first, paged', async () => {
    const first = await send(await solve(await challenge()), form({ subject: 'Older' }));
    clock.advance(1000);
    const second = await send(await solve(await challenge()), form({ subject: 'Newer' }));
    const page = await app.inject({
      method: 'GET',
      url: '/api/contact-us/messages?pageIndex=0&pageSize=2',
      headers: { cookie: admin.cookie },
    });
    expect(page.json()).toMatchObject({ pageIndex: 0, pageSize: 2 });
    expect(page.json().items.map((m: { id: string }) => m.id)).toEqual([second.body.id, first.body.id]);
    expect(page.json().totalItems).toBeGreaterThan(2);
  });

  it('answers 401 to an anonymous caller and 403 to a user who is not SystemAdmin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/contact-us/messages' })).statusCode).toBe(401);
    const asUser = await app.inject({
      method: 'GET',
      url: '/api/contact-us/messages',
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('with reCAPTCHA configured', () => {
  it('tells the web app to show reCAPTCHA with its site key', async () => {
    const config = (await recaptcha.inject({ method: 'GET', url: '/runtime-config.json' })).json();
    expect(config).toMatchObject({ captcha: 'recaptcha', captchaSiteKey: 'site-key' });
    const plain = (await app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
    expect(plain).toMatchObject({ captcha: 'altcha', captchaSiteKey: null });
  });

  it("accepts a token Google's siteverify accepts", async () => {
    googleAnswer = { success: true };
    const sent = await send('google-token', form(), { target: recaptcha, remoteAddress: '10.9.8.7' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(googleCalls.at(-1)?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(googleCalls.at(-1)?.body)).toEqual(
      new URLSearchParams({ secret: 'secret-key', response: 'google-token', remoteip: '10.9.8.7' }),
    );
  });

  it('refuses a token Google refuses as captcha.invalid', async () => {
    googleAnswer = { success: false };
    const sent = await send('bad-token', form(), { target: recaptcha });
    expect(sent.status).toBe(400);
    expect(sent.body.code).toBe('captcha.invalid');
    googleAnswer = { success: true };
  });

  it('never calls Google when reCAPTCHA is not configured', async () => {
    const before = googleCalls.length;
    await send('anything', form());
    expect(googleCalls.length).toBe(before);
  });
});
