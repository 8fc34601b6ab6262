import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail and SMS the product sends. The embedded default delivers nothing further (SystemAdmin reads it at
 * /admin/outbox); with SMTP configured the mail is also sent, and the row stays as the record.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * SMTP's part (plugins/mailer.ts): null when the outbox is the delivery (no SMTP, or an SMS); `pending` until
     * SMTP accepts it; `sending` while one instance hands it over (until `claimedUntil`); `sent`.
     */
    smtpState: text().$type<'pending' | 'sending' | 'sent'>(),
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    // The sweep's look for mail SMTP has not taken yet.
    index('outbox_messages_smtp_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.smtpState} in ('pending', 'sending')`),
  ],
);

/**
 * Settings a SystemAdmin keeps in the app, one row per area (`mail`: the SMTP address and sender, issue 30), so
 * an installation without a mail server in its environment can still send mail. Environment variables win.
 */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
