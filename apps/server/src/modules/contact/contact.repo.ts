import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, usedCaptchaChallenges } from '../../db/schema/contact.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Db, row: NewContactMessageRow): Promise<ContactMessageRow> {
  const [inserted] = await db.insert(contactMessages).values(row).returning();
  if (!inserted) throw new Error('contact message not inserted');
  return inserted;
}

/** When the messages from this address (or client) since `since` were sent, oldest first. */
export async function findSentTimes(
  db: Db,
  by: { email: string } | { clientAddress: string },
  since: Date,
): Promise<Date[]> {
  const who =
    'email' in by ? eq(contactMessages.email, by.email) : eq(contactMessages.clientAddress, by.clientAddress);
  const rows = await db
    .select({ createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(and(who, gt(contactMessages.createdAt, since)))
    .orderBy(asc(contactMessages.createdAt));
  return rows.map((r) => r.createdAt);
}

/** Newest first; `id` breaks ties so pages never overlap. */
export async function listMessages(db: Db, page: { offset: number; limit: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(contactMessages),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

/**
 * Records a challenge's solution as used; `false` when it already was. The primary key decides, so of two
 * racing requests with the same solution exactly one inserts.
 */
export async function claimChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedCaptchaChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchaChallenges.signature });
  return inserted.length > 0;
}

/** An expired challenge is refused anyway: its row is no longer needed. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, now));
}

/** Holds, until the transaction ends, the right to count and add one sender's messages (the hourly limits). */
export async function lockSender(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${key}`}))`);
}
