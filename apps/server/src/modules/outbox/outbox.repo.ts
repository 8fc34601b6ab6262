import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, message: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  if (!row) throw new Error('insert into outbox_messages returned no row');
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

/**
 * Takes a mail for SMTP: `pending`, or `sending` by an instance whose claim ran out (it died mid-send), becomes
 * `sending` until `until`, in one statement: of two jobs for one mail, one sends it. The row, or `undefined`
 * when it is sent, taken by another instance, or gone.
 */
export async function claimForSmtp(
  db: Db,
  id: string,
  now: Date,
  until: Date,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ smtpState: 'sending', claimedUntil: until })
    .where(
      and(
        eq(outboxMessages.id, id),
        or(
          eq(outboxMessages.smtpState, 'pending'),
          and(eq(outboxMessages.smtpState, 'sending'), lt(outboxMessages.claimedUntil, now)),
        ),
      ),
    )
    .returning();
  return row;
}

/** SMTP took the mail. */
export async function markSmtpSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ smtpState: 'sent', sentAt: at, claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.smtpState, 'sending')));
}

/** SMTP refused or could not be reached: the mail waits again for the next try. */
export async function releaseSmtpClaim(db: Db, id: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ smtpState: 'pending', claimedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.smtpState, 'sending')));
}

/**
 * Mail SMTP has not taken that nobody is handing over: `pending` since before `pendingBefore`, or `sending`
 * under a claim that ran out; none older than `notBefore` (a mail days late is no longer worth sending).
 */
export async function listSmtpUnsent(
  db: Db,
  when: { now: Date; pendingBefore: Date; notBefore: Date },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        gt(outboxMessages.createdAt, when.notBefore),
        or(
          and(eq(outboxMessages.smtpState, 'pending'), lt(outboxMessages.createdAt, when.pendingBefore)),
          and(eq(outboxMessages.smtpState, 'sending'), lt(outboxMessages.claimedUntil, when.now)),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
