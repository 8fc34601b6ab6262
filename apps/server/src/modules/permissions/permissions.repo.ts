import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemRoles } from '../../db/schema/permissions.ts';

export type ItemRoleRow = typeof itemRoles.$inferSelect;

export function findRolesOfUser(db: Db, userId: string, itemIds?: string[]) {
  const where =
    itemIds === undefined
      ? eq(itemRoles.userId, userId)
      : and(eq(itemRoles.userId, userId), inArray(itemRoles.itemId, itemIds.length ? itemIds : [NIL]));
  return db.select().from(itemRoles).where(where);
}

export function findRolesOfItem(db: Db, itemId: string) {
  return db.select().from(itemRoles).where(eq(itemRoles.itemId, itemId)).orderBy(itemRoles.createdAt);
}

/** The users holding any role on any of these items. */
export async function findUserIdsWithRoleOn(db: Db, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: itemRoles.userId })
    .from(itemRoles)
    .where(inArray(itemRoles.itemId, [...itemIds]));
  return rows.map((r) => r.userId);
}

export async function insertRole(db: Db, row: typeof itemRoles.$inferInsert) {
  const [inserted] = await db.insert(itemRoles).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function deleteRole(db: Db, itemId: string, userId: string) {
  const deleted = await db
    .delete(itemRoles)
    .where(and(eq(itemRoles.itemId, itemId), eq(itemRoles.userId, userId)))
    .returning();
  return deleted.length;
}

export function deleteRolesOfItems(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return Promise.resolve();
  return db.delete(itemRoles).where(inArray(itemRoles.itemId, itemIds));
}

const NIL = '00000000-0000-0000-0000-000000000000';
