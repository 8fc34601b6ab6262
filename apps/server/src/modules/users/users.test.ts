import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { type SignedUp, signIn, signUp, uniqueAddress } from '../../../test/identity.ts';
import type { App } from '../../app.ts';
import { type Caller, type Clock, createContext, type RequestContext } from '../../core/context.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { userFeedback, userPhones } from '../../db/schema/users.ts';
import {
  FEEDBACK_MAX_PER_CLIENT_PER_MINUTE,
  FEEDBACK_MAX_PER_USER_PER_MINUTE,
  findPublicProfiles,
  setAllPayConnectedAccountId,
  setPhone,
} from './users.service.ts';

let app: App;
let admin: SignedUp;
let owner: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUp(app, { name: 'Admin' });
  owner = await signUp(app, { name: 'Owner' });
  other = await signUp(app, { name: 'Other' });
});
afterAll(async () => {
  await app.close();
});

/** A service context as a request would have it, for calling services directly. */
function contextOf(caller: Caller | null, clock: Clock = app.deps.clock): RequestContext {
  const { database, bus } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log }, caller);
}

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const validBodies: Record<string, object> = {
  profile: { name: 'Owner Renamed' },
  address: { line1: '1 Stadium Way', city: 'Manchester', postalCode: 'M16 0RA', country: 'gb' },
  phone: { phoneNumber: '+447700900123' },
  'verify-phone': { code: '000000' },
  'reset-password': { currentPassword: 'x', newPassword: 'another long password' },
  feedback: { message: 'Great app', rating: 5 },
};

const writes: [Method, string][] = [
  ['PUT', 'profile'],
  ['PUT', 'address'],
  ['PUT', 'phone'],
  ['POST', 'verify-phone'],
  ['POST', 'reset-password'],
  ['POST', 'feedback'],
];
const reads = ['profile', 'address', 'phone'];

describe('/security/v1/users/{userId}/* permissions', () => {
  it.each([...reads.map((r) => ['GET', r] as [Method, string]), ...writes])(
    '%s %s: 401 anonymous',
    async (method, route) => {
      const response = await call(
        method,
        `/security/v1/users/${owner.userId}/${route}`,
        undefined,
        validBodies[route],
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth.required' });
    },
  );

  it.each([...reads.map((r) => ['GET', r] as [Method, string]), ...writes])(
    '%s %s: 403 for another user',
    async (method, route) => {
      const response = await call(
        method,
        `/security/v1/users/${owner.userId}/${route}`,
        other.cookie,
        validBodies[route],
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'permission.denied' });
    },
  );

  it.each(writes)('%s %s: 403 even for a SystemAdmin (changes are the owner’s)', async (method, route) => {
    const response = await call(
      method,
      `/security/v1/users/${owner.userId}/${route}`,
      admin.cookie,
      validBodies[route],
    );
    expect(response.statusCode).toBe(403);
  });

  it.each(reads)('GET %s: 200 for the owner and for a SystemAdmin', async (route) => {
    expect((await call('GET', `/security/v1/users/${owner.userId}/${route}`, owner.cookie)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/security/v1/users/${owner.userId}/${route}`, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 when a SystemAdmin reads a user that does not exist', async () => {
    const response = await call(
      'GET',
      '/security/v1/users/00000000-0000-4000-8000-000000000000/profile',
      admin.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'user.not_found' });
  });

  it('answers 400 naming the parameter when the user id is not a uuid', async () => {
    const response = await call('GET', '/security/v1/users/abc/profile', owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('params.userId');
  });
});

describe('profile', () => {
  it('reads and changes the owner’s name and image', async () => {
    const user = await signUp(app, { name: 'Before' });
    const got = await call('GET', `/security/v1/users/${user.userId}/profile`, user.cookie);
    expect(got.json()).toMatchObject({
      id: user.userId,
      name: 'Before',
      email: user.email,
      role: 'User',
      phoneVerified: false,
    });
    const put = await call('PUT', `/security/v1/users/${user.userId}/profile`, user.cookie, {
      name: 'After',
      image: 'avatars/after.png',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'After', image: 'avatars/after.png' });
    const session = await call('GET', '/security/v1/auth/get-session', user.cookie);
    expect(session.json().user.name).toBe('After');
  });

  it('answers 400 naming the field for an empty name', async () => {
    const response = await call('PUT', `/security/v1/users/${owner.userId}/profile`, owner.cookie, {
      name: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.name');
  });
});

describe('me and the public profile', () => {
  it('gives the signed-in profile in the spec’s shape', async () => {
    const response = await call('GET', '/security/v1/users/me', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: admin.userId,
      role: 'SystemAdmin',
      email: admin.email,
      name: 'Admin',
      allPayConnectedAccountId: null,
    });
  });

  it('answers 401 to /me when anonymous', async () => {
    expect((await call('GET', '/security/v1/users/me')).statusCode).toBe(401);
  });

  it('shows anyone the public profile without email or phone', async () => {
    const response = await call('GET', `/api/user/${owner.userId}/profile`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'image', 'name']);
    expect(body.id).toBe(owner.userId);
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it('shows the AllPay account the payments service connected', async () => {
    const user = await signUp(app);
    await setAllPayConnectedAccountId(contextOf(null), user.userId, 'allpay-acct-1');
    const response = await call('GET', '/security/v1/users/me', user.cookie);
    expect(response.json().allPayConnectedAccountId).toBe('allpay-acct-1');
  });

  it('finds several public profiles at once, leaving out unknown ids', async () => {
    const found = await findPublicProfiles(contextOf(null), [
      owner.userId,
      other.userId,
      owner.userId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]);
    expect(found.map((p) => p.name).sort()).toEqual(['Other', 'Owner']);
    expect(Object.keys(found[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'image', 'name']);
  });

  it('answers 404 for an unknown public profile', async () => {
    const response = await call('GET', '/api/user/00000000-0000-4000-8000-000000000000/profile');
    expect(response.statusCode).toBe(404);
  });
});

describe('address', () => {
  it('is empty until set, then holds what was put', async () => {
    const user = await signUp(app);
    const empty = await call('GET', `/security/v1/users/${user.userId}/address`, user.cookie);
    expect(empty.json()).toEqual({ line1: null, line2: null, city: null, postalCode: null, country: null });
    const put = await call(
      'PUT',
      `/security/v1/users/${user.userId}/address`,
      user.cookie,
      validBodies.address,
    );
    expect(put.statusCode).toBe(200);
    const again = await call('PUT', `/security/v1/users/${user.userId}/address`, user.cookie, {
      ...validBodies.address,
      line2: 'Gate 4',
    });
    expect(again.json()).toEqual({
      line1: '1 Stadium Way',
      line2: 'Gate 4',
      city: 'Manchester',
      postalCode: 'M16 0RA',
      country: 'GB',
    });
    const got = await call('GET', `/security/v1/users/${user.userId}/address`, user.cookie);
    expect(got.json().line2).toBe('Gate 4');
  });

  it('answers 400 naming the field for a bad country', async () => {
    const response = await call('PUT', `/security/v1/users/${owner.userId}/address`, owner.cookie, {
      ...validBodies.address,
      country: 'Britain',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.country');
  });
});

describe('phone', () => {
  async function lastSms(to: string) {
    const [sms] = await app.deps.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt));
    const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
    if (sms?.channel !== 'sms' || !code) throw new Error('no SMS code in the outbox');
    return code;
  }

  it('sets an unverified number, sends a code by SMS, and the code verifies it', async () => {
    const user = await signUp(app);
    const phoneNumber = '+447700900001';
    const put = await call('PUT', `/security/v1/users/${user.userId}/phone`, user.cookie, { phoneNumber });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ phoneNumber, phoneVerified: false });
    const code = await lastSms(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, {
      code: wrong,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'phone.code_invalid', errors: [{ field: 'body.code' }] });
    const ok = await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phoneNumber, phoneVerified: true });
    const profile = await call('GET', `/security/v1/users/${user.userId}/profile`, user.cookie);
    expect(profile.json()).toMatchObject({ phoneNumber, phoneVerified: true });
    // The code is used up.
    const reuse = await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code });
    expect(reuse.json().code).toBe('phone.no_pending_code');
  });

  it('refuses even the right code after five wrong tries', async () => {
    const user = await signUp(app);
    const phoneNumber = '+447700900002';
    await call('PUT', `/security/v1/users/${user.userId}/phone`, user.cookie, { phoneNumber });
    const code = await lastSms(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code: wrong });
    }
    const late = await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('phone.code_invalid');
  });

  it('counts parallel wrong guesses one by one: the limit holds and the right code is refused after', async () => {
    const user = await signUp(app);
    const phoneNumber = '+447700900005';
    await call('PUT', `/security/v1/users/${user.userId}/phone`, user.cookie, { phoneNumber });
    const code = await lastSms(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code: wrong }),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const [row] = await app.deps.database.db
      .select()
      .from(userPhones)
      .where(eq(userPhones.userId, user.userId));
    expect(row?.attempts).toBe(5);
    const late = await call('POST', `/security/v1/users/${user.userId}/verify-phone`, user.cookie, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('phone.code_invalid');
  });

  it('sends at most one code a minute', async () => {
    const user = await signUp(app);
    const caller = { id: user.userId, role: 'User' as const, email: user.email, name: user.name };
    const first = await call('PUT', `/security/v1/users/${user.userId}/phone`, user.cookie, {
      phoneNumber: '+447700900003',
    });
    expect(first.statusCode).toBe(200);
    const again = await call('PUT', `/security/v1/users/${user.userId}/phone`, user.cookie, {
      phoneNumber: '+447700900004',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('phone.code_recently_sent');
    const deps = { mailer: app.mailer, secret: app.deps.config.authSecret };
    const later = { now: () => new Date(Date.now() + 61_000) };
    await expect(
      setPhone(contextOf(caller, later), deps, user.userId, { phoneNumber: '+447700900004' }),
    ).resolves.toEqual({
      phoneNumber: '+447700900004',
      phoneVerified: false,
    });
  });

  it('answers 400 naming the field for a number that is not international', async () => {
    const response = await call('PUT', `/security/v1/users/${owner.userId}/phone`, owner.cookie, {
      phoneNumber: '0770',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.phoneNumber');
  });

  it('answers 400 naming the field for a code that is not six digits', async () => {
    const response = await call('POST', `/security/v1/users/${owner.userId}/verify-phone`, owner.cookie, {
      code: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.code');
  });
});

describe('reset password (signed in)', () => {
  it('changes the password when the current one is right', async () => {
    const user = await signUp(app);
    const response = await call('POST', `/security/v1/users/${user.userId}/reset-password`, user.cookie, {
      currentPassword: user.password,
      newPassword: 'my second password',
    });
    expect(response.statusCode).toBe(204);
    await expect(signIn(app, user.email, user.password)).rejects.toThrow(/401/);
    expect(await signIn(app, user.email, 'my second password')).toMatch(/session_token/);
  });

  it('answers 400 naming currentPassword when it is wrong', async () => {
    const user = await signUp(app);
    const response = await call('POST', `/security/v1/users/${user.userId}/reset-password`, user.cookie, {
      currentPassword: 'not it at all',
      newPassword: 'my second password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'password.current_invalid',
      errors: [{ field: 'body.currentPassword' }],
    });
    expect(await signIn(app, user.email, user.password)).toMatch(/session_token/);
  });

  it('answers 400 naming newPassword when it is too short', async () => {
    const response = await call('POST', `/security/v1/users/${owner.userId}/reset-password`, owner.cookie, {
      currentPassword: owner.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.newPassword');
  });
});

describe('feedback', () => {
  it('stores the feedback with its rating', async () => {
    const response = await call('POST', `/security/v1/users/${owner.userId}/feedback`, owner.cookie, {
      message: 'Live scores are great',
      rating: 4,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ userId: owner.userId, message: 'Live scores are great', rating: 4 });
    const [row] = await app.deps.database.db.select().from(userFeedback).where(eq(userFeedback.id, body.id));
    expect(row).toMatchObject({ userId: owner.userId, rating: 4 });
  });

  /** Feedback from `user` sent from `address` (inject's remote address). */
  const feedbackFrom = (user: SignedUp, address: string, message = 'More sports, please') =>
    app.inject({
      method: 'POST',
      url: `/security/v1/users/${user.userId}/feedback`,
      headers: { cookie: user.cookie },
      remoteAddress: address,
      payload: { message },
    });

  it(`takes ${FEEDBACK_MAX_PER_USER_PER_MINUTE} a minute from one user, however many arrive at once`, async () => {
    const eager = await signUp(app, { name: 'Eager' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => feedbackFrom(eager, '192.0.2.10', `Idea number ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(FEEDBACK_MAX_PER_USER_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - FEEDBACK_MAX_PER_USER_PER_MINUTE);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().code).toBe('feedback.rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await app.deps.database.db
      .select()
      .from(userFeedback)
      .where(eq(userFeedback.userId, eager.userId));
    expect(stored).toHaveLength(FEEDBACK_MAX_PER_USER_PER_MINUTE);
    expect(stored.every((row) => row.clientAddress === '192.0.2.10')).toBe(true);
  });

  it(`takes ${FEEDBACK_MAX_PER_CLIENT_PER_MINUTE} a minute from one address, whoever sends it`, async () => {
    const address = '198.51.100.7';
    let accepted = 0;
    while (accepted < FEEDBACK_MAX_PER_CLIENT_PER_MINUTE) {
      const user = await signUp(app);
      for (
        let i = 0;
        i < FEEDBACK_MAX_PER_USER_PER_MINUTE && accepted < FEEDBACK_MAX_PER_CLIENT_PER_MINUTE;
        i++
      ) {
        expect((await feedbackFrom(user, address)).statusCode).toBe(201);
        accepted += 1;
      }
    }
    const newcomer = await signUp(app);
    expect((await feedbackFrom(newcomer, address)).statusCode).toBe(429);
    // The same user from elsewhere is not held back by that address.
    expect((await feedbackFrom(newcomer, '203.0.113.9')).statusCode).toBe(201);
  });

  it('answers 400 naming the field for a rating out of range', async () => {
    const response = await call('POST', `/security/v1/users/${owner.userId}/feedback`, owner.cookie, {
      message: 'x',
      rating: 9,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.rating');
  });
});

describe('NUL bytes', () => {
  it('answers 400 naming the profile field that holds one, never a 500', async () => {
    const response = await call('PUT', `/security/v1/users/${owner.userId}/profile`, owner.cookie, {
      name: 'Own\u0000er',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body.name', message: 'Must not contain a NUL byte' }]);
  });

  it('answers 400 naming an address or feedback field that holds one', async () => {
    const address = await call('PUT', `/security/v1/users/${owner.userId}/address`, owner.cookie, {
      ...validBodies.address,
      city: 'Man\u0000chester',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors[0].field).toBe('body.city');
    const feedback = await call('POST', `/security/v1/users/${owner.userId}/feedback`, owner.cookie, {
      message: '\u0000',
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().errors[0].field).toBe('body.message');
  });

  it('answers 400 naming a query keyword that holds one', async () => {
    const response = await call('GET', '/api/teams/search?keyword=%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'querystring.keyword',
      message: 'Must not contain a NUL byte',
    });
  });

  it('answers 400 naming the sign-up name that holds one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-up/email',
      payload: { email: 'nul@matchday.test', name: 'N\u0000', password: 'a long enough password' },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.name');
  });
});
