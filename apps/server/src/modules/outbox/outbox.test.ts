import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { type SignedUp, signUp } from '../../../test/identity.ts';
import type { App } from '../../app.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { smtpOutbox } from './outbox.service.ts';

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

describe('SMTP delivery through the outbox (issue 29, item 10: nothing recorded is lost)', () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = { now: () => now };
  const minutes = (n: number) => {
    now = new Date(now.getTime() + n * 60_000);
  };

  it('one sender at a time takes a mail; a sender that died leaves it to the sweep after its claim runs out', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { clock });
    try {
      const outbox = smtpOutbox({ db: smtp.deps.database.db, clock });
      await smtp.mailer.send({ to: 'claim@matchday.test', channel: 'email', subject: 'S', body: 'B' });
      const [id] = await pendingIds(smtp, 'claim@matchday.test');
      // Two instances' jobs for one mail at once: one takes it.
      const claims = await Promise.all([outbox.claim(id!), outbox.claim(id!)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      // That sender died mid-send: nobody has it until its claim runs out, then the sweep finds it.
      expect(await outbox.unsent()).not.toContain(id);
      minutes(3);
      expect(await outbox.unsent()).toContain(id);
      expect(await outbox.claim(id!)).toBeDefined();
      await outbox.sent(id!);
      minutes(10);
      expect(await outbox.unsent()).not.toContain(id);
      expect(await outbox.claim(id!)).toBeUndefined();
    } finally {
      await smtp.close();
    }
  });

  it('a mail whose job was never queued, or failed, is queued again by the sweep; SMS and outbox-only mail are not', async () => {
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' }, { clock });
    try {
      await smtp.mailer.send({ to: 'lost@matchday.test', channel: 'email', subject: 'S', body: 'B' });
      await smtp.mailer.send({ to: '+447700900124', channel: 'sms', subject: 'Code', body: '1' });
      // The SMTP server is down: the delivery fails and gives the mail back (the queue would retry).
      await expect(smtp.jobs.runSent()).rejects.toThrow();
      const [id] = await pendingIds(smtp, 'lost@matchday.test');
      // Recorded six minutes ago by this test's clock (the database dates rows by its own).
      await smtp.deps.database.db
        .update(outboxMessages)
        .set({ createdAt: new Date(now.getTime() - 6 * 60_000) })
        .where(eq(outboxMessages.id, id!));
      await smtp.jobs.send('mail.sweep', {});
      // The sweep queues it again (and its delivery fails again on the server that is down).
      await expect(smtp.jobs.runSent()).rejects.toThrow();
      const rows = await smtp.deps.database.db.select().from(outboxMessages);
      expect(rows.find((r) => r.id === id)).toMatchObject({ smtpState: 'pending' });
      expect(rows.find((r) => r.to === '+447700900124')).toMatchObject({ smtpState: null });
    } finally {
      await smtp.close();
    }
  });
});

async function pendingIds(smtp: App, to: string): Promise<string[]> {
  const rows = await smtp.deps.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return rows.map((row) => row.id);
}
