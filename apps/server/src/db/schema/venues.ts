import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_owner_idx').on(t.ownerId), index('venues_name_idx').on(t.name)],
);

/** A referee: owned by the user who created them; their contact is shown only to organisers (ADR 0016). */
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
