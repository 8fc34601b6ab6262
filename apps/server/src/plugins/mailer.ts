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

/** Where every message is recorded before delivery: the outbox module's table (given by app.ts). */
export type RecordMessage = (message: OutgoingMessage) => Promise<unknown>;

/** The embedded default: the outbox table is the delivery (SystemAdmin reads it at /admin/outbox). */
export function createRecordingMailer(record: RecordMessage): Mailer {
  return {
    async send(message) {
      await record(message);
    },
    async flush() {},
  };
}

/** The part of a nodemailer transport the SMTP decorator uses. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/**
 * Adds SMTP delivery of email on top of the outbox. The outbox write is awaited (the message is never lost);
 * the SMTP hand-over runs in the background so a slow or failing server neither delays nor fails the request,
 * and a failure is logged. SMS stays in the outbox until an SMS gateway is configured.
 */
export function withSmtp(
  inner: Mailer,
  transport: MailTransport,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    async send(message) {
      await inner.send(message);
      if (message.channel !== 'email') return;
      const delivery = transport
        .sendMail({ from, to: message.to, subject: message.subject, text: message.body })
        .then(
          () => undefined,
          (error: unknown) =>
            log.error({ err: error, to: message.to, subject: message.subject }, 'SMTP delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async flush() {
      await Promise.all([...pending, inner.flush()]);
    },
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
  /** Where console delivery prints (default `console.log`); tests capture it. */
  print?: (line: string) => void;
}

/**
 * Decorates `app.mailer`: the outbox, plus SMTP when `config.smtpUrl` is set, or the console when
 * `config.mailDelivery` says so (development without SMTP).
 */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = app.deps;
    let mailer = createRecordingMailer(options.record);
    if (config.smtpUrl)
      mailer = withSmtp(mailer, nodemailer.createTransport(config.smtpUrl), config.mailFrom, app.log);
    else if (config.mailDelivery === 'console')
      mailer = withConsole(mailer, options.print ?? ((line) => console.log(line)));
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.flush());
  },
  { name: 'mailer' },
);
