import type { VenueAvailability } from '@matchday/contracts';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';

/** The venues module's tables. A venue: owned by the user who created it; fixtures are played at it. */
export const venues = pgTable(
  'venues',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    address: text(),
    city: text(),
    country: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    surface: text().$type<'grass' | 'artificial' | 'indoor' | 'hard' | 'clay' | 'sand' | 'other'>(),
    capacity: integer(),
    photo: text(),
    /** When it can host matches (issue 28): weekly and dated windows, dated closures, UTC. Null: any time. */
    availability: jsonb().$type<VenueAvailability>(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_owner_idx').on(t.ownerId), index('venues_name_idx').on(t.name)],
);

/**
 * A referee: owned by the user who created them; their contact (email, phone) is shown only to the owner and
 * SystemAdmin (ADR 0016).
 */
export const referees = pgTable(
  'referees',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    photo: text(),
    grade: text(),
    email: text(),
    phone: text(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referees_owner_idx').on(t.ownerId), index('referees_name_idx').on(t.name)],
);

/** A competition's own venues: where its organiser plays; the fixture generator spreads a stage over them. */
export const champVenues = pgTable(
  'champ_venues',
  {
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    venueId: uuid()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The order the organiser listed them in: the generator fills the first free one. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.venueId] }), index('champ_venues_venue_idx').on(t.venueId)],
);
