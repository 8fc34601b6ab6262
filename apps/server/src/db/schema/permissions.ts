import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Roles given to a user on one item (`/permissions/{id}/itemrole`). `itemId` points at a league or a team,
 * so it carries no foreign key; the owning service deletes an item's roles together with the item.
 */
export const itemRoles = pgTable(
  'item_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid().notNull(),
    itemType: text().$type<'league' | 'team'>().notNull(),
    userId: text().notNull(),
    role: text().$type<'Manager'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('item_roles_item_user_role_uq').on(t.itemId, t.userId, t.role)],
);
