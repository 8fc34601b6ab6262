import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase, signUp } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/outbox.ts';
import { createRecordingMailer, type MailTransport, toConsoleLine, withConsole, withSmtp } from './mailer.ts';

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
// The outbox table stands in for the outbox module (plugins never import modules, their tests neither).
const outboxMailer = () =>
  createRecordingMailer((message) => database.db.insert(outboxMessages).values(message));

describe('mailer', () => {
  it('records mail in the outbox and hands it to SMTP', async () => {
    const sent: { to: string; subject: string; text: string; from: string }[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    const mailer = withSmtp(outboxMailer(), transport, 'Matchday <no-reply@matchday.test>', silent);
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
    const mailer = withSmtp(outboxMailer(), transport, 'x@matchday.test', log);
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
      outboxMailer(),
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

  it('in development without SMTP prints one readable line per mail, with its link, to the console', async () => {
    const printed: string[] = [];
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      const app = await createTestApp({ APP_ENV: 'development' });
      try {
        const user = await signUp(app);
        const mails = printed.filter((line) => line.includes(user.email));
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatch(
          new RegExp(
            `^Mail to ${user.email}: Confirm your email address — http://localhost:3000/verify-email\\?token=\\S+$`,
          ),
        );
      } finally {
        await app.close();
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('prints nothing outside development', async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const app = await createTestApp();
      try {
        await signUp(app);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        await app.close();
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('console delivery', () => {
  it('prints the links of a mail, or the whole text of an SMS, after recording it', async () => {
    const recorded: string[] = [];
    const printed: string[] = [];
    const mailer = withConsole(
      createRecordingMailer(async (m) => void recorded.push(m.to)),
      (line) => void printed.push(line),
    );
    await mailer.send({
      to: 'x@y.test',
      channel: 'email',
      subject: 'Reset your Matchday password',
      body: 'Hello,\n\nopen:\nhttp://localhost:3000/reset-password?token=abc\n\nThe link works for one hour.',
    });
    await mailer.send({
      to: '+447700900123',
      channel: 'sms',
      subject: 'Code',
      body: 'Your code is\n123456.',
    });
    expect(recorded).toEqual(['x@y.test', '+447700900123']);
    expect(printed).toEqual([
      'Mail to x@y.test: Reset your Matchday password — http://localhost:3000/reset-password?token=abc',
      'SMS to +447700900123: Code — Your code is 123456.',
    ]);
    expect(toConsoleLine({ to: 'a@b.test', channel: 'email', subject: 'S', body: 'no link' })).toBe(
      'Mail to a@b.test: S — no link',
    );
  });
});
