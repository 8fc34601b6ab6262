import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import { type SignedUp, signIn } from '../../../test/identity.ts';
import type { App } from '../../app.ts';
import { verifications } from '../../db/schema/auth.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

// Issue 30, item 2: mail without a mail server in the environment. A real SMTP server, started here, receives
// what the app sends once the SystemAdmin has set SMTP in the app.

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

let smtp: SMTPServer;
let smtpPort = 0;
const received: Received[] = [];
let app: App;
let admin: string;
let member: SignedUp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'matchday' && auth.password === 's3cret pass')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp();
  admin = (await signUp(app, { name: 'Sys Admin' })).cookie;
  member = await signUp(app, { name: 'Mia Member' });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const smtpUrl = () => `smtp://matchday:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtpPort}`;

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

function requestReset(email: string) {
  return call('POST', '/security/v1/auth/request-password-reset', undefined, {
    email,
    redirectTo: '/admin/profile',
  });
}

/** Quoted-printable soft line breaks and `=3D` undone: the raw mail's text as a reader sees it. */
/** What the web app is told about mail now (the runtime config, read at each request). */
const mailDelivery = async () => (await call('GET', '/runtime-config.json')).json().mailDelivery;

const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('mail settings', () => {
  it('are for the SystemAdmin only: 401 signed out, 403 for a member', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/settings/mail', undefined],
      ['PUT', '/api/admin/settings/mail', { smtpUrl: smtpUrl(), from: 'Matchday <club@example.com>' }],
      ['POST', '/api/admin/settings/mail/test', { to: 'x@example.com' }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, member.cookie, body)).statusCode).toBe(403);
    }
  });

  it('without SMTP, a reset asked for stays in the outbox and a test mail is refused, saying what to do', async () => {
    const settings = await call('GET', '/api/admin/settings/mail', admin);
    expect(settings.json()).toMatchObject({ configured: false, source: 'none', smtpUrl: null });
    // The web app tells members mail cannot reach them (and what to do) while this says so.
    expect(await mailDelivery()).toBe('outbox');
    expect((await requestReset(member.email)).statusCode).toBe(200);
    await app.jobs.runSent();
    const rows = await app.deps.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, member.email));
    const reset = rows.find((r) => r.subject === 'Reset your Matchday password');
    expect(reset?.smtpState).toBeNull();
    expect(received).toEqual([]);
    const test = await call('POST', '/api/admin/settings/mail/test', admin, { to: 'admin@example.com' });
    expect([test.statusCode, test.json().code]).toEqual([409, 'mail.not_configured']);
  });

  it('refuses an address that is not SMTP and a missing sender, naming the field', async () => {
    const bad = await call('PUT', '/api/admin/settings/mail', admin, {
      smtpUrl: 'http://mail.example.com',
      from: 'Matchday <club@example.com>',
    });
    expect([bad.statusCode, bad.json().errors?.[0]?.field]).toEqual([400, 'body.smtpUrl']);
    const noFrom = await call('PUT', '/api/admin/settings/mail', admin, { smtpUrl: smtpUrl() });
    expect([noFrom.statusCode, noFrom.json().errors?.[0]?.field]).toEqual([400, 'body.from']);
  });

  it('set in the app: never shows the password, sends a test mail, and the reset mail arrives', async () => {
    const saved = await call('PUT', '/api/admin/settings/mail', admin, {
      smtpUrl: smtpUrl(),
      from: 'Riverside League <club@example.com>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('s3cret');
    expect(saved.json()).toMatchObject({
      configured: true,
      source: 'settings',
      smtpUrl: `smtp://matchday:***@127.0.0.1:${smtpPort}`,
      from: 'Riverside League <club@example.com>',
    });
    const read = await call('GET', '/api/admin/settings/mail', admin);
    expect(read.body).not.toContain('s3cret');
    // At once, without a restart: pages now promise mail again.
    expect(await mailDelivery()).toBe('smtp');
    expect(read.json().smtpUrl).toBe(`smtp://matchday:***@127.0.0.1:${smtpPort}`);

    const test = await call('POST', '/api/admin/settings/mail/test', admin, { to: 'admin@example.com' });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ sent: true, to: 'admin@example.com' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'club@example.com',
      to: ['admin@example.com'],
      user: 'matchday',
    });
    expect(received[0]!.raw).toContain('Subject: Matchday test mail');

    expect((await requestReset(member.email)).statusCode).toBe(200);
    await app.jobs.runSent();
    const reset = received.find((m) => m.to.includes(member.email));
    expect(reset, 'the reset mail at the SMTP server').toBeDefined();
    expect(reset!.raw).toContain('Subject: Reset your Matchday password');
    expect(readable(reset!.raw)).toMatch(
      /http:\/\/localhost:3000\/reset-password\?token=[\w-]+&returnUrl=%2Fadmin%2Fprofile/,
    );
  });

  it('keeps the stored password when the page sends back the masked address', async () => {
    const saved = await call('PUT', '/api/admin/settings/mail', admin, {
      smtpUrl: `smtp://matchday:***@127.0.0.1:${smtpPort}`,
      from: 'Matchday <club@example.com>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = received.length;
    const test = await call('POST', '/api/admin/settings/mail/test', admin, { to: 'again@example.com' });
    expect(test.statusCode, test.body).toBe(200);
    expect(received).toHaveLength(before + 1);
  });

  it("answers 502 with the mail server's refusal (a wrong password)", async () => {
    await call('PUT', '/api/admin/settings/mail', admin, {
      smtpUrl: `smtp://matchday:wrong@127.0.0.1:${smtpPort}`,
      from: 'Matchday <club@example.com>',
    });
    const test = await call('POST', '/api/admin/settings/mail/test', admin, { to: 'admin@example.com' });
    expect([test.statusCode, test.json().code]).toEqual([502, 'mail.test_failed']);
    expect(test.json().detail).toContain('The mail server did not take the test mail');
  });

  it('lets SMTP_URL from the environment win over what is stored', async () => {
    const envApp = await createTestApp({ SMTP_URL: smtpUrl(), MAIL_FROM: 'Env <env@example.com>' });
    try {
      const envAdmin = (await signUp(envApp, { name: 'Env Admin' })).cookie;
      await envApp.inject({
        method: 'PUT',
        url: '/api/admin/settings/mail',
        headers: { cookie: envAdmin },
        payload: { smtpUrl: 'smtp://other:pw@127.0.0.1:1', from: 'Stored <stored@example.com>' },
      });
      const read = await envApp.inject({
        method: 'GET',
        url: '/api/admin/settings/mail',
        headers: { cookie: envAdmin },
      });
      expect(read.json()).toMatchObject({
        configured: true,
        source: 'environment',
        from: 'Env <env@example.com>',
      });
      expect(read.body).not.toContain('s3cret');
      const test = await envApp.inject({
        method: 'POST',
        url: '/api/admin/settings/mail/test',
        headers: { cookie: envAdmin },
        payload: { to: 'env-test@example.com' },
      });
      expect(test.statusCode, test.body).toBe(200);
      expect(received.at(-1)).toMatchObject({ from: 'env@example.com', to: ['env-test@example.com'] });
    } finally {
      await envApp.close();
    }
  });
});

describe('POST /api/admin/users/{userId}/reset-link', () => {
  const resetLink = (userId: string, cookie?: string) =>
    call('POST', `/api/admin/users/${userId}/reset-link`, cookie);
  const resetWith = (token: string, newPassword: string) =>
    call('POST', '/security/v1/auth/reset-password', undefined, { token, newPassword });

  it('is for the SystemAdmin only: 401 signed out, 403 for a member, 404 for an unknown user', async () => {
    expect((await resetLink(member.userId)).statusCode).toBe(401);
    const forbidden = await resetLink(member.userId, member.cookie);
    expect(forbidden.statusCode).toBe(403);
    const unknown = await resetLink(crypto.randomUUID(), admin);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'user.not_found']);
    const malformed = await resetLink('not-an-id', admin);
    expect([malformed.statusCode, malformed.json().errors?.[0]?.field]).toEqual([400, 'params.userId']);
  });

  it('hands over a link that sets a new password once, for a day, mailing nothing', async () => {
    const someone = await signUp(app, { name: 'Lost Password' });
    const outboxBefore = await app.deps.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, someone.email));
    const made = await resetLink(someone.userId, admin);
    expect(made.statusCode, made.body).toBe(201);
    const { url, expiresAt } = made.json() as { url: string; expiresAt: string };
    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = link.searchParams.get('token') ?? '';
    // Nothing is mailed (that is the point), and the password is unchanged until the link is used.
    const outboxAfter = await app.deps.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, someone.email));
    expect(outboxAfter).toHaveLength(outboxBefore.length);
    expect(await signIn(app, someone.email, someone.password)).toMatch(/session_token/);

    expect((await resetWith(token, 'handed over new pass')).statusCode).toBe(200);
    expect(await signIn(app, someone.email, 'handed over new pass')).toMatch(/session_token/);
    // One use.
    expect((await resetWith(token, 'a second go at it')).statusCode).toBe(400);
  });

  it('stops working once expired', async () => {
    const someone = await signUp(app, { name: 'Late Reader' });
    const made = (await resetLink(someone.userId, admin)).json() as { url: string };
    const token = new URL(made.url).searchParams.get('token') ?? '';
    await app.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect((await resetWith(token, 'too late a password')).statusCode).toBe(400);
    expect(await signIn(app, someone.email, someone.password)).toMatch(/session_token/);
  });
});
