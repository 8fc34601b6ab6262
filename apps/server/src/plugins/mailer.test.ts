import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, signUp } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/outbox.ts';
import { createOutboxMailer, type MailTransport, withSmtp } from './mailer.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

const silent = pino({ level: 'silent' });

describe('mailer', () => {
  it('records mail in the outbox and hands it to SMTP', async () => {
    const sent: { to: string; subject: string; text: string; from: string }[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    const mailer = withSmtp(
      createOutboxMailer(database.db),
      transport,
      'Matchday <no-reply@matchday.test>',
      silent,
    );
    await mailer.send({ to: 'smtp@matchday.test', channel: 'email', subject: 'Hello', body: 'Text' });
    await mailer.flush();
    expect(sent).toEqual([
      { from: 'Matchday <no-reply@matchday.test>', to: 'smtp@matchday.test', subject: 'Hello', text: 'Text' },
    ]);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.some((r) => r.to === 'smtp@matchday.test' && r.subject === 'Hello')).toBe(true);
  });

  it('keeps the message in the outbox and logs when SMTP fails', async () => {
    const errors: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
    };
    const mailer = withSmtp(createOutboxMailer(database.db), transport, 'x@matchday.test', log);
    await expect(
      mailer.send({ to: 'down@matchday.test', channel: 'email', subject: 'S', body: 'B' }),
    ).resolves.toBeUndefined();
    await mailer.flush();
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'SMTP delivery failed', to: 'down@matchday.test' }),
    ]);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.some((r) => r.to === 'down@matchday.test')).toBe(true);
  });

  it('does not send SMS through SMTP', async () => {
    const sent: unknown[] = [];
    const mailer = withSmtp(
      createOutboxMailer(database.db),
      { sendMail: async (m) => void sent.push(m) },
      'x@matchday.test',
      silent,
    );
    await mailer.send({ to: '+447700900123', channel: 'sms', subject: 'Code', body: '123456' });
    await mailer.flush();
    expect(sent).toEqual([]);
  });
});

describe('mailer plugin', () => {
  it('with SMTP_URL set and the SMTP server down, sign-up still works and the mail stays in the outbox', async () => {
    const app = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await signUp(app);
      await app.mailer.flush();
      const rows = await app.deps.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, user.email));
      expect(rows.map((r) => r.subject)).toEqual(['Confirm your email address']);
    } finally {
      await app.close();
    }
  });
});
