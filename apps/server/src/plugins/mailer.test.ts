import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase, signUp } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/outbox.ts';
import {
  createRecordingMailer,
  deliverRecordedMail,
  type MailDeliveryJob,
  type MailTransport,
  type OutgoingMessage,
  toConsoleLine,
  withConsole,
  withSmtp,
} from './mailer.ts';

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
const record = async (message: OutgoingMessage) => {
  const [row] = await database.db.insert(outboxMessages).values(message).returning();
  return { id: row!.id };
};
const load = async (id: string) =>
  (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

/** SMTP's side of the outbox as the outbox module keeps it: one claim per mail, sent or given back. */
function smtpOutboxFake() {
  const state = new Map<string, 'sending' | 'sent'>();
  return {
    state,
    async claim(id: string) {
      if (state.has(id)) return undefined;
      const row = await load(id);
      if (row) state.set(id, 'sending');
      return row;
    },
    async sent(id: string) {
      state.set(id, 'sent');
    },
    async release(id: string) {
      state.delete(id);
    },
    async unsent() {
      return [];
    },
  };
}

describe('mailer', () => {
  it('records mail in the outbox, then queues its SMTP delivery, which sends the recorded message', async () => {
    const queued: MailDeliveryJob[] = [];
    const mailer = withSmtp(record, async (job) => void queued.push(job), silent);
    await mailer.send({ to: 'smtp@matchday.test', channel: 'email', subject: 'Hello', body: 'Text' });
    const rows = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'smtp@matchday.test'));
    expect(rows.map((r) => r.subject)).toEqual(['Hello']);
    expect(queued).toEqual([{ outboxId: rows[0]!.id }]);

    const sent: { to: string; subject: string; text: string; from: string }[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    const outbox = smtpOutboxFake();
    const deliver = deliverRecordedMail(transport, 'Matchday <no-reply@matchday.test>', outbox, silent);
    await deliver(queued[0]!);
    expect(sent).toEqual([
      { from: 'Matchday <no-reply@matchday.test>', to: 'smtp@matchday.test', subject: 'Hello', text: 'Text' },
    ]);
    expect(outbox.state.get(queued[0]!.outboxId)).toBe('sent');
    // A second job for the same mail (the sweep's, a redelivered one) sends nothing.
    await deliver(queued[0]!);
    expect(sent).toHaveLength(1);
  });

  it('fails the delivery job when SMTP fails (the queue retries it), and the message stays in the outbox', async () => {
    const queued: MailDeliveryJob[] = [];
    const mailer = withSmtp(record, async (job) => void queued.push(job), silent);
    await expect(
      mailer.send({ to: 'down@matchday.test', channel: 'email', subject: 'S', body: 'B' }),
    ).resolves.toBeUndefined();
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('connection refused');
      },
    };
    const outbox = smtpOutboxFake();
    await expect(
      deliverRecordedMail(transport, 'x@matchday.test', outbox, silent)(queued[0]!),
    ).rejects.toThrow('connection refused');
    // Given back: the next try (the job's retry, or the sweep's) may take it.
    expect(outbox.state.has(queued[0]!.outboxId)).toBe(false);
    const rows = await database.db.select().from(outboxMessages);
    expect(rows.some((r) => r.to === 'down@matchday.test')).toBe(true);
  });

  it('answers the request and logs when the delivery cannot be queued: the outbox has the message', async () => {
    const errors: unknown[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    const mailer = withSmtp(
      record,
      async () => {
        throw new Error('queue down');
      },
      log,
    );
    await expect(
      mailer.send({ to: 'unqueued@matchday.test', channel: 'email', subject: 'S', body: 'B' }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([
      expect.objectContaining({ msg: 'SMTP delivery could not be queued', to: 'unqueued@matchday.test' }),
    ]);
  });

  it('does not send SMS through SMTP', async () => {
    const queued: MailDeliveryJob[] = [];
    const mailer = withSmtp(record, async (job) => void queued.push(job), silent);
    await mailer.send({ to: '+447700900123', channel: 'sms', subject: 'Code', body: '123456' });
    expect(queued).toEqual([]);
  });
});

describe('mailer plugin', () => {
  it('with SMTP_URL set and the SMTP server down, sign-up still works and the mail stays in the outbox', async () => {
    const app = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const user = await signUp(app);
      const rows = await app.deps.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, user.email));
      expect(rows.map((r) => r.subject)).toEqual(['Confirm your email address']);
      // Its delivery is a job; run here, it fails on the server that is down (the queue would retry it).
      await expect(app.jobs.runSent()).rejects.toThrow();
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
      createRecordingMailer(async (m) => {
        recorded.push(m.to);
        return { id: m.to };
      }),
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
