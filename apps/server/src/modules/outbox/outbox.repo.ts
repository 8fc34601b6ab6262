import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, message: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  if (!row) throw new Error('insert into outbox_messages returned no row');
  return row;
}

export async function findOutboxMessageRow(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** Newest first; `id` breaks ties so pages never overlap. */
export async function listOutboxMessages(db: Db, page: { offset: number; limit: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(outboxMessages),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}
