import type { PageConfiguration } from '@matchday/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The leagues module's table. league → champ → stage → group → fixture (docs/adr/0003-competitions-model.md):
 * children cascade from their parent. `champCount` is kept by the champs module through the leagues service
 * in the transaction that adds or removes a competition (docs/adr/0011-module-boundaries.md).
 */
export const champLeagues = pgTable(
  'champ_leagues',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    sportKindId: text().notNull(),
    subdomain: text().notNull().unique(),
    description: text(),
    logo: text(),
    pageConfiguration: jsonb().$type<PageConfiguration>(),
    champCount: integer().notNull().default(0),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('champ_leagues_owner_idx').on(t.ownerId)],
);
