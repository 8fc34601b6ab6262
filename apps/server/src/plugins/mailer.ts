import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

/** One mail or SMS. `body` is plain text. */
export interface OutgoingMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
}

/** How the product sends mail and SMS. Every implementation records the message in the outbox first. */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (graceful shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * Where every message is recorded before delivery: the outbox module's table (given by app.ts). `smtp`: SMTP is
 * to send it (it is recorded pending until SMTP takes it).
 */
export type RecordMessage = (message: OutgoingMessage, smtp: boolean) => Promise<{ id: string }>;

/**
 * SMTP's side of the outbox (the outbox module's `smtpOutbox`, given by app.ts): one sender at a time takes a
 * recorded mail (`claim`, a lease), marks it `sent` once SMTP accepts it or gives it back (`release`); `unsent`
 * names the mail nobody is sending that SMTP has not taken (a job never queued, a sender that died).
 */
export interface SmtpOutbox {
  claim(id: string): Promise<OutgoingMessage | undefined>;
  sent(id: string): Promise<void>;
  release(id: string): Promise<void>;
  unsent(): Promise<string[]>;
}

/** The embedded default: the outbox table is the delivery (SystemAdmin reads it at /admin/outbox). */
export function createRecordingMailer(record: RecordMessage): Mailer {
  return {
    async send(message) {
      await record(message, false);
    },
    async flush() {},
  };
}

/** The part of a nodemailer transport the SMTP job uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** The job that hands one recorded mail to SMTP (plugins/jobs.ts), retried with backoff when SMTP fails. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** Every five minutes: queues the delivery of mail SMTP has not taken and nobody is sending. */
export const MAIL_SWEEP_JOB = 'mail.sweep';

export interface MailDeliveryJob {
  outboxId: string;
}

/**
 * SMTP delivery of email on top of the outbox. The outbox write is awaited (the message is never lost); the
 * hand-over to SMTP is a job (`enqueue`), so a slow or failing server neither delays nor fails the request, and
 * a failure is retried with backoff by whichever instance takes the job. SMS stays in the outbox until an SMS
 * gateway is configured.
 */
export function withSmtp(
  record: RecordMessage,
  enqueue: (job: MailDeliveryJob) => Promise<void>,
  log: FastifyBaseLogger,
): Mailer {
  return {
    async send(message) {
      const { id } = await record(message, message.channel === 'email');
      if (message.channel !== 'email') return;
      try {
        await enqueue({ outboxId: id });
      } catch (error) {
        // The message is in the outbox (the record); only its SMTP delivery is missing.
        log.error({ err: error, outboxId: id, to: message.to }, 'SMTP delivery could not be queued');
      }
    },
    async flush() {},
  };
}

/**
 * The SMTP job's handler: takes the recorded message, sends it and marks it sent. Throwing (the server refused,
 * or could not be reached) gives it back and fails the job, and the queue tries again later. A message already
 * sent, being sent by another instance, or no longer in the outbox is left alone: a second job for one mail (the
 * sweep's) sends nothing twice.
 */
export function deliverRecordedMail(
  transport: MailTransport,
  from: string,
  outbox: SmtpOutbox,
  log: FastifyBaseLogger,
) {
  return async ({ outboxId }: MailDeliveryJob): Promise<void> => {
    const message = await outbox.claim(outboxId);
    if (!message) {
      log.debug({ outboxId }, 'SMTP delivery: sent already, being sent, or no longer in the outbox');
      return;
    }
    try {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    } catch (error) {
      await outbox.release(outboxId);
      throw error;
    }
    await outbox.sent(outboxId);
  };
}

/** "Mail to x@y: Confirm your email address — http://…": one readable line per message, its links only. */
export function toConsoleLine(message: OutgoingMessage): string {
  const links = message.body.match(/https?:\/\/\S+/g) ?? [];
  const what = message.channel === 'sms' ? 'SMS' : 'Mail';
  // An SMS carries a code, not a link: its text is short enough to print whole.
  const rest = links.length > 0 ? links.join(' ') : message.body.replace(/\s+/g, ' ').trim();
  return `${what} to ${message.to}: ${message.subject} — ${rest}`;
}

/**
 * Development without SMTP: nobody but a SystemAdmin could read the outbox, so an ordinary user could never
 * confirm their address. Each message is also printed to the server console (where the developer looks).
 */
export function withConsole(inner: Mailer, print: (line: string) => void): Mailer {
  return {
    async send(message) {
      await inner.send(message);
      print(toConsoleLine(message));
    },
    flush: () => inner.flush(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  record: RecordMessage;
  smtpOutbox: SmtpOutbox;
  /**
   * The SMTP server and sender in force, read at each send (the environment's, or what a SystemAdmin stored in
   * the app: modules/outbox, given by app.ts). Default: `config.smtpUrl` and `config.mailFrom`.
   */
  smtpSettings?: (() => Promise<{ url: string; from: string } | undefined>) | undefined;
  /** Where console delivery prints (default `console.log`); tests capture it. */
  print?: (line: string) => void;
}

/**
 * Decorates `app.mailer`: the outbox, plus SMTP whenever SMTP settings are in force (through the job queue, so
 * registered after the jobs plugin; settings saved in the app take effect with the next mail), else the console
 * when `config.mailDelivery` says so (development without SMTP).
 */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = app.deps;
    const smtpSettings =
      options.smtpSettings ??
      (async () => (config.smtpUrl ? { url: config.smtpUrl, from: config.mailFrom } : undefined));
    // One transport per SMTP address, so a changed setting gets a new connection pool.
    const transports = new Map<string, ReturnType<typeof nodemailer.createTransport>>();
    const transportOf = (url: string) => {
      let transport = transports.get(url);
      if (!transport) {
        transport = nodemailer.createTransport(url);
        transports.set(url, transport);
      }
      return transport;
    };
    app.jobs.define<MailDeliveryJob>({
      name: MAIL_DELIVERY_JOB,
      handle: async (job) => {
        const smtp = await smtpSettings();
        // Settings removed since the mail was recorded: it stays pending in the outbox.
        if (!smtp) return;
        await deliverRecordedMail(transportOf(smtp.url), smtp.from, options.smtpOutbox, app.log)(job);
      },
      // From 30 s, doubling (pg-boss adds up to as much again): 2 to 4 hours in all before the job is left
      // failed (the outbox keeps the mail).
      retryLimit: 8,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    // What a delivery job never covered: the process died between the outbox write and the queue, or while
    // sending (its claim runs out). Queued again; the claim keeps a mail from going twice.
    app.jobs.define({
      name: MAIL_SWEEP_JOB,
      cron: '*/5 * * * *',
      policy: 'stately',
      expireInSeconds: 120,
      handle: async () => {
        if (!(await smtpSettings())) return;
        for (const outboxId of await options.smtpOutbox.unsent()) {
          await app.jobs.send<MailDeliveryJob>(MAIL_DELIVERY_JOB, { outboxId });
        }
      },
    });
    const viaSmtp = withSmtp(options.record, (job) => app.jobs.send(MAIL_DELIVERY_JOB, job), app.log);
    let withoutSmtp = createRecordingMailer(options.record);
    if (config.mailDelivery === 'console')
      withoutSmtp = withConsole(withoutSmtp, options.print ?? ((line) => console.log(line)));
    const mailer: Mailer = {
      async send(message) {
        const smtp = message.channel === 'email' ? await smtpSettings() : undefined;
        await (smtp ? viaSmtp : withoutSmtp).send(message);
      },
      flush: () => Promise.all([viaSmtp.flush(), withoutSmtp.flush()]).then(() => undefined),
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      for (const transport of transports.values()) transport.close();
    });
  },
  { name: 'mailer', dependencies: ['jobs'] },
);
