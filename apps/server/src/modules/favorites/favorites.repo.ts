import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';

export type FavoriteRow = typeof favorites.$inferSelect;
export type FavoriteKey = Pick<FavoriteRow, 'userId' | 'kind' | 'itemId'>;

/** Adds the favourite unless it is there already; `true` when a row was inserted. */
export async function insertFavorite(db: Db, row: typeof favorites.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(favorites)
    .values(row)
    .onConflictDoNothing()
    .returning({ itemId: favorites.itemId });
  return inserted.length > 0;
}

/** Removes the favourite if it is there; `true` when a row was deleted. */
export async function deleteFavorite(db: Db, key: FavoriteKey): Promise<boolean> {
  const deleted = await db
    .delete(favorites)
    .where(
      and(eq(favorites.userId, key.userId), eq(favorites.kind, key.kind), eq(favorites.itemId, key.itemId)),
    )
    .returning({ itemId: favorites.itemId });
  return deleted.length > 0;
}

/** Every favourite of a user, newest first (the item id breaks ties, so the order is stable). */
export function listFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  return db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.itemId));
}
