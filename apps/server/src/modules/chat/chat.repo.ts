import { and, asc, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatMutes, chatReads, chatRooms } from '../../db/schema/chat.ts';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatMuteRow = typeof chatMutes.$inferSelect;

// ---- rooms --------------------------------------------------------------------------------------------------

export async function findRoom(db: Db, room: string): Promise<ChatRoomRow | undefined> {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.room, room));
  return row;
}

/** Sets the room's mode, creating its row the first time (its `lastSeq` starts at 0). */
export async function upsertRoom(
  db: Db,
  row: Pick<typeof chatRooms.$inferInsert, 'room' | 'kind' | 'itemId' | 'mode' | 'updatedBy'>,
  now: Date,
): Promise<void> {
  await db
    .insert(chatRooms)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: chatRooms.room,
      set: { mode: row.mode, updatedBy: row.updatedBy, updatedAt: now },
    });
}

/** Creates the room's row in its default mode when it has none (a concurrent first post or setting wins). */
export async function createRoomIfMissing(
  db: Db,
  row: Pick<typeof chatRooms.$inferInsert, 'room' | 'kind' | 'itemId' | 'mode' | 'updatedBy'>,
  now: Date,
): Promise<void> {
  await db
    .insert(chatRooms)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: chatRooms.room });
}

/**
 * The room's next message number: one `UPDATE … RETURNING` that holds the row's lock until the transaction
 * ends, so concurrent posts (on any instance) get 1, 2, 3… in commit order. `undefined` without a row.
 */
export async function takeNextSeq(db: Db, room: string): Promise<number | undefined> {
  const [row] = await db
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1` })
    .where(eq(chatRooms.room, room))
    .returning({ lastSeq: chatRooms.lastSeq });
  return row?.lastSeq;
}

// ---- messages -----------------------------------------------------------------------------------------------

/**
 * Serialises one user's posts until the transaction ends (across instances: the lock is PostgreSQL's), so
 * two posts racing in two rooms cannot both slip under the rate limit.
 */
export async function lockPoster(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat_poster:${userId}`}))`);
}

/** When the user's messages since `since` (deleted ones too) were posted, oldest first. */
export async function findPostTimes(db: Db, userId: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gt(chatMessages.createdAt, since)))
    .orderBy(asc(chatMessages.createdAt));
  return rows.map((r) => r.createdAt);
}

export async function insertMessage(db: Db, row: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
  const [inserted] = await db.insert(chatMessages).values(row).returning();
  if (!inserted) throw new Error('chat message not inserted');
  return inserted;
}

export async function findMessage(db: Db, id: string): Promise<ChatMessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** The room's messages not deleted, newest first (by `seq`), older than `beforeSeq` when given. */
export function listMessages(
  db: Db,
  room: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, room),
        isNull(chatMessages.deletedAt),
        beforeSeq === undefined ? undefined : lt(chatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
}

/** Marks the message deleted; `false` when it was already (of two racing deletes, one wins). */
export async function markDeleted(db: Db, id: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: at, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

// ---- reads --------------------------------------------------------------------------------------------------

/** Moves the user's read mark in the room to `seq` (never backwards). */
export async function upsertRead(db: Db, userId: string, room: string, seq: number, now: Date) {
  await db
    .insert(chatReads)
    .values({ userId, room, lastReadSeq: seq, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.room],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, ${seq})`, updatedAt: now },
    });
}

export async function findReadSeq(db: Db, userId: string, room: string): Promise<number> {
  const [row] = await db
    .select({ lastReadSeq: chatReads.lastReadSeq })
    .from(chatReads)
    .where(and(eq(chatReads.userId, userId), eq(chatReads.room, room)));
  return row?.lastReadSeq ?? 0;
}

/** Messages of others, not deleted, after `afterSeq`. */
export async function countUnread(db: Db, room: string, userId: string, afterSeq: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, room),
        gt(chatMessages.seq, afterSeq),
        ne(chatMessages.userId, userId),
        isNull(chatMessages.deletedAt),
      ),
    );
  return row?.value ?? 0;
}

/** Each room the user has a read mark in, with its unread count, most recently read first. One query. */
export function listUnread(db: Db, userId: string): Promise<{ room: string; unread: number }[]> {
  return db
    .select({ room: chatReads.room, unread: count(chatMessages.id) })
    .from(chatReads)
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.room, chatReads.room),
        gt(chatMessages.seq, chatReads.lastReadSeq),
        ne(chatMessages.userId, chatReads.userId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .where(eq(chatReads.userId, userId))
    .groupBy(chatReads.room, chatReads.updatedAt)
    .orderBy(desc(chatReads.updatedAt), asc(chatReads.room));
}

// ---- mutes --------------------------------------------------------------------------------------------------

const activeAt = (now: Date) => or(isNull(chatMutes.until), gt(chatMutes.until, now));

/** The user's mute in the room if it still holds at `now`. */
export async function findActiveMute(
  db: Db,
  room: string,
  userId: string,
  now: Date,
): Promise<ChatMuteRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMutes)
    .where(and(eq(chatMutes.room, room), eq(chatMutes.userId, userId), activeAt(now)));
  return row;
}

/** The room's mutes that still hold at `now`, newest first. */
export function listActiveMutes(db: Db, room: string, now: Date): Promise<ChatMuteRow[]> {
  return db
    .select()
    .from(chatMutes)
    .where(and(eq(chatMutes.room, room), activeAt(now)))
    .orderBy(desc(chatMutes.createdAt), asc(chatMutes.userId));
}

export async function upsertMute(db: Db, row: typeof chatMutes.$inferInsert): Promise<ChatMuteRow> {
  const [saved] = await db
    .insert(chatMutes)
    .values(row)
    .onConflictDoUpdate({
      target: [chatMutes.room, chatMutes.userId],
      set: { until: row.until ?? null, mutedBy: row.mutedBy, createdAt: row.createdAt },
    })
    .returning();
  if (!saved) throw new Error('chat mute not saved');
  return saved;
}

/** `false` when the user had no mute row in the room. */
export async function deleteMute(db: Db, room: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.room, room), eq(chatMutes.userId, userId)))
    .returning({ userId: chatMutes.userId });
  return rows.length > 0;
}
