import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages of the contact form (spec §2 `/contact-us`), read by SystemAdmin at /admin/contact-messages.
 * `clientAddress` counts a client's messages for the hourly limit and is never shown.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Lower-cased, so the per-address limit is not dodged by capitals. */
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The sender's account when they were signed in. */
    userId: text(),
    clientAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_email_created_idx').on(t.email, t.createdAt),
    index('contact_messages_client_created_idx').on(t.clientAddress, t.createdAt),
  ],
);

/**
 * ALTCHA solutions already accepted, by their challenge's signature, kept until the challenge expires: the
 * primary key makes a replay (even two racing ones) fail to insert (docs/adr/0017-contact-and-captcha.md).
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_idx').on(t.expiresAt)],
);
