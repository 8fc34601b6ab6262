import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxEvents, sandboxIdempotency, sandboxObjects } from '../../db/schema/payments.ts';

/** The sandbox provider's own storage (providers/sandbox.ts): JSON documents, its events, idempotency keys. */
export type SandboxObjectKind = 'session' | 'subscription' | 'payment' | 'account' | 'refund';
export type SandboxEventRow = typeof sandboxEvents.$inferSelect;

export async function findObject<T>(db: Db, id: string, kind: SandboxObjectKind): Promise<T | undefined> {
  const [row] = await db
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
  return row?.data as T | undefined;
}

export async function listObjects<T>(db: Db, kind: SandboxObjectKind): Promise<T[]> {
  const rows = await db
    .select()
    .from(sandboxObjects)
    .where(eq(sandboxObjects.kind, kind))
    .orderBy(asc(sandboxObjects.createdAt));
  return rows.map((row) => row.data as T);
}

export async function saveObject(
  db: Db,
  id: string,
  kind: SandboxObjectKind,
  data: unknown,
  now: Date,
): Promise<void> {
  await db
    .insert(sandboxObjects)
    .values({ id, kind, data, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data, updatedAt: now } });
}

/**
 * Replaces a checkout session's document only while its status is one of `from`, in one statement: of requests
 * racing to pay one session, one moves it and the others find it moved (a read-then-write would let each pay).
 * True when this call moved it.
 */
export async function updateSessionIf(
  db: Db,
  id: string,
  from: readonly string[],
  data: unknown,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(sandboxObjects)
    .set({ data, updatedAt: now })
    .where(
      and(
        eq(sandboxObjects.id, id),
        eq(sandboxObjects.kind, 'session'),
        inArray(sql<string>`${sandboxObjects.data}->>'status'`, [...from]),
      ),
    )
    .returning({ id: sandboxObjects.id });
  return moved.length > 0;
}

export async function insertEvent(
  db: Db,
  row: { id: string; type: string; objectId: string; payload: unknown; createdAt: Date },
): Promise<void> {
  await db.insert(sandboxEvents).values(row);
}

export function listUndeliveredEvents(db: Db): Promise<SandboxEventRow[]> {
  return db
    .select()
    .from(sandboxEvents)
    .where(isNull(sandboxEvents.deliveredAt))
    .orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id));
}

export function listEventsSince(db: Db, since: Date): Promise<SandboxEventRow[]> {
  return db
    .select()
    .from(sandboxEvents)
    .where(gte(sandboxEvents.createdAt, since))
    .orderBy(asc(sandboxEvents.createdAt), asc(sandboxEvents.id));
}

export async function markEventDelivered(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sandboxEvents).set({ deliveredAt: at }).where(eq(sandboxEvents.id, id));
}

export async function findIdempotent<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(sandboxIdempotency).where(eq(sandboxIdempotency.key, key));
  return row?.result as T | undefined;
}

export async function saveIdempotent(db: Db, key: string, result: unknown): Promise<void> {
  await db.insert(sandboxIdempotency).values({ key, result }).onConflictDoNothing();
}
