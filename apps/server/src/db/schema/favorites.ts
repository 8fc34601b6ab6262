import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The favorites module's table: a user's favourite players, teams, competitions and leagues. `itemId` has no
 * foreign key (it points into one of four tables by `kind`); a favourite whose item is gone is skipped when
 * read (and can still be removed): see modules/favorites/favorites.service.ts for why no subscriber deletes it.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: text().notNull(),
    kind: text().$type<'player' | 'team' | 'champ' | 'champLeague'>().notNull(),
    itemId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('favorites_item_idx').on(t.kind, t.itemId),
  ],
);
