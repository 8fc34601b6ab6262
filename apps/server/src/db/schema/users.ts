import { boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const timestamptz = () => timestamp({ withTimezone: true });

/** A user's postal address (the account page's address form); one per user. */
export const userAddresses = pgTable('user_addresses', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  line1: text().notNull(),
  line2: text(),
  city: text().notNull(),
  postalCode: text().notNull(),
  country: text().notNull(),
  updatedAt: timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A user's phone number and its verification state. A new number is unverified until the 6-digit code sent
 * by SMS comes back; only a hash of the code is kept, with an expiry and an attempt counter.
 */
export const userPhones = pgTable('user_phones', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text().notNull(),
  verified: boolean().notNull().default(false),
  codeHash: text(),
  codeExpiresAt: timestamptz(),
  attempts: integer().notNull().default(0),
  updatedAt: timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Feedback a signed-in user sends from the account pages. */
export const userFeedback = pgTable('user_feedback', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text().notNull(),
  rating: smallint(),
  /** Where it was sent from: feedback is limited per user and per address (issue 29, item 8). */
  clientAddress: text(),
  createdAt: timestamptz().notNull().defaultNow(),
});
