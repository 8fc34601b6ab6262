import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { type SignedUp, signUp } from '../../../test/identity.ts';
import type { App } from '../../app.ts';

let app: App;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUp(app, { name: 'Admin' });
  user = await signUp(app);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/admin/outbox', () => {
  it('shows a SystemAdmin every message, newest first, paged', async () => {
    await app.mailer.send({ to: 'a@matchday.test', channel: 'email', subject: 'First', body: 'one' });
    await app.mailer.send({ to: '+447700900123', channel: 'sms', subject: 'Second', body: 'two' });
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageIndex=0&pageSize=2',
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    // Two verification mails from the sign-ups, then the two sent here.
    expect(body).toMatchObject({ totalItems: 4, pageIndex: 0, pageSize: 2 });
    expect(body.items.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(body.items[0]).toMatchObject({ to: '+447700900123', channel: 'sms', body: 'two' });
    const next = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageIndex=1&pageSize=2',
      headers: { cookie: admin.cookie },
    });
    expect(
      next
        .json()
        .items.map((m: { to: string }) => m.to)
        .sort(),
    ).toEqual([admin.email, user.email].sort());
  });

  it('answers 403 to a user who is not SystemAdmin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('outbox.forbidden');
  });

  it('answers 401 when anonymous', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });

  it('answers 400 naming the field for a bad page size', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=0',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('querystring.pageSize');
  });
});
