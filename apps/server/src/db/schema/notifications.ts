import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A user's inbox (the notifications module): written in the transaction of what it tells about, so a request
 * and its notice land together or not at all. `kind` is one of the contract's `NOTIFICATION_KINDS`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The recipient: a user, or (`email`) an address without an account, which has no inbox, only the mail. */
    userId: text(),
    email: text(),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    link: text(),
    subjectId: uuid(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_recipient_ck', sql`(${t.userId} is null) <> (${t.email} is null)`),
  ],
);
