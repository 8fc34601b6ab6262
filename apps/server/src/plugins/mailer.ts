import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { recordOutboxMessage } from '../modules/outbox/outbox.service.ts';

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

/** The embedded default: the outbox table is the delivery (SystemAdmin reads it at /admin/outbox). */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await recordOutboxMessage(db, message);
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

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`: the outbox, plus SMTP when `config.smtpUrl` is set. */
export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database } = app.deps;
    let mailer = createOutboxMailer(database.db);
    if (config.smtpUrl)
      mailer = withSmtp(mailer, nodemailer.createTransport(config.smtpUrl), config.mailFrom, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.flush());
  },
  { name: 'mailer' },
);
