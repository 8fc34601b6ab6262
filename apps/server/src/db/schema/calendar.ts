import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The calendar module's table: the state of each user's private favourites feed
 * (`/api/calendar/favorites/{token}.ics`). The token is an HMAC of the user id and `generation` under a key
 * derived from AUTH_SECRET, so the server can show the address again without storing it; only its SHA-256 is
 * kept here, to find the user from a feed request. Rotating bumps `generation`: the old address stops
 * working at once.
 */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: text().primaryKey(),
  generation: integer().notNull().default(0),
  /** Hex SHA-256 of the current token. */
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
