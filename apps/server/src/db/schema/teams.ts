import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A team: owned by the user who created it; plays in competitions through `champ_teams`. */
export const teams = pgTable(
  'teams',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    shortName: text(),
    sportKindId: text().notNull(),
    logo: text(),
    teamLeagueId: text(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_owner_idx').on(t.ownerId), index('teams_sport_name_idx').on(t.sportKindId, t.name)],
);
