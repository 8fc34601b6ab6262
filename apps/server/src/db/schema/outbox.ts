import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('outbox_messages_created_at_idx').on(t.createdAt)],
);
