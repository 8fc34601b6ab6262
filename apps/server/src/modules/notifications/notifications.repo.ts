import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotifications(db: Db, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  return rows.length > 0 ? db.insert(notifications).values(rows).returning() : [];
}

export function findNotifications(db: Db, ids: readonly string[]): Promise<NotificationRow[]> {
  return ids.length > 0
    ? db
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [...ids]))
    : Promise.resolve([]);
}

/** Newest first; `id` breaks ties so pages never overlap. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { unreadOnly: boolean; offset: number; limit: number },
) {
  const where = and(
    eq(notifications.userId, userId),
    page.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks the user's unread ones read (these ids, or all): how many changed. Others' ids are ignored. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | undefined, at: Date) {
  const changed = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
