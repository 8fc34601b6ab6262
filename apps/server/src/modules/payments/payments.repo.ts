import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkoutSessions,
  connectedAccounts,
  invoices,
  paymentEvents,
  payments,
  subscriptions,
} from '../../db/schema/payments.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

// ---- events ----------------------------------------------------------------------------------------------------

/** Records an event once: false when (provider, event id) was recorded before. */
export async function recordEvent(db: Db, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function hasEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row !== undefined;
}

export async function findRecordedEventIds(
  db: Db,
  provider: string,
  eventIds: string[],
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), inArray(paymentEvents.eventId, eventIds)));
  return new Set(rows.map((r) => r.eventId));
}

// ---- checkout sessions -----------------------------------------------------------------------------------------

export async function insertCheckoutSession(
  db: Db,
  row: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSessionRow> {
  const [inserted] = await db.insert(checkoutSessions).values(row).returning();
  return inserted!;
}

export async function findCheckoutSession(
  db: Db,
  provider: string,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)),
    );
  return row;
}

export async function completeCheckoutSession(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: at })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

// ---- subscriptions ---------------------------------------------------------------------------------------------

export async function upsertSubscription(
  db: Db,
  row: typeof subscriptions.$inferInsert & { updatedAt: Date },
): Promise<SubscriptionRow> {
  const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = row;
  const [saved] = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: changes,
    })
    .returning();
  return saved!;
}

export async function findSubscriptionByProviderId(
  db: Db,
  provider: string,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row;
}

/** The user's current subscription: the newest one that has not ended, else the newest. */
export async function findCurrentSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(
      sql`case when ${subscriptions.status} = 'ended' then 1 else 0 end`,
      desc(subscriptions.createdAt),
    )
    .limit(1);
  return row;
}

/**
 * Subscriptions of `providers` marked to cancel at the period's end whose period is over and that still bear a
 * plan: the ones we cancel at the provider ourselves (PayPal has no scheduled cancellation).
 */
export function listDuePeriodEndCancellations(
  db: Db,
  providers: readonly string[],
  now: Date,
): Promise<SubscriptionRow[]> {
  if (providers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.provider, [...providers]),
        eq(subscriptions.cancelAtPeriodEnd, true),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
}

// ---- invoices --------------------------------------------------------------------------------------------------

export async function upsertInvoice(db: Db, row: typeof invoices.$inferInsert): Promise<void> {
  await db
    .insert(invoices)
    .values(row)
    .onConflictDoUpdate({
      target: [invoices.provider, invoices.providerInvoiceId],
      set: { status: row.status, url: row.url ?? null },
    });
}

/** One page of a user's invoices, newest first (ties by period, then id, so pages never overlap), and the total. */
export async function listInvoices(
  db: Db,
  userId: string,
  pageIndex: number,
  pageSize: number,
): Promise<{ rows: InvoiceRow[]; totalItems: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.periodStart), desc(invoices.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize),
    db.select({ value: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { rows, totalItems: total?.value ?? 0 };
}

// ---- one-off payments ------------------------------------------------------------------------------------------

/** Records a payment once per provider payment id; answers the row and whether it is new. */
export async function insertPaymentOnce(
  db: Db,
  row: typeof payments.$inferInsert,
): Promise<{ row: PaymentRow; created: boolean }> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const found = await findPaymentByProviderId(db, row.provider, row.providerPaymentId);
  return { row: found!, created: false };
}

export async function findPaymentByProviderId(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export function findPaymentsOfRequest(db: Db, requestId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.requestId, requestId));
}

/**
 * Holds, until the transaction ends, the right to change what one provider payment is: its record, its refund,
 * its checkout. A payment and its refund processed at once in two transactions would each miss the other
 * (issue 29, item 2); under the lock the second sees what the first committed.
 */
export async function lockPayment(db: Db, provider: string, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment:${provider}:${key}`}))`);
}

/** Whether the provider told us of a refund of this payment (an event that may have come before the payment). */
export async function hasRefundEvent(db: Db, provider: string, providerPaymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.type, 'payment.refunded'),
        eq(paymentEvents.objectId, providerPaymentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The payments a checkout session took (one, unless the provider charged it twice). */
export function findPaymentsOfCheckoutSession(db: Db, checkoutSessionId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId));
}

export async function markRefundPending(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ status: 'refund_pending' })
    .where(and(inArray(payments.id, ids), eq(payments.status, 'succeeded')));
}

export function listRefundPending(db: Db): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.status, 'refund_pending'));
}

export async function markRefunded(db: Db, id: string, refundId: string | null, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'refunded',
      refundId: sql`coalesce(${payments.refundId}, ${refundId})`,
      refundedAt: sql`coalesce(${payments.refundedAt}, ${at})`,
    })
    .where(eq(payments.id, id));
}

/** Entry fees paid out to each of a user's accounts, per currency, less the platform's fee. */
export async function sumPayouts(
  db: Db,
  payeeUserId: string,
): Promise<{ connectedAccountId: string | null; currency: string; amount: number }[]> {
  const rows = await db
    .select({
      connectedAccountId: payments.connectedAccountId,
      currency: payments.currency,
      amount: sql<string>`sum(${payments.amount} - ${payments.applicationFeeAmount})`,
    })
    .from(payments)
    .where(and(eq(payments.payeeUserId, payeeUserId), eq(payments.status, 'succeeded')))
    .groupBy(payments.connectedAccountId, payments.currency);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

// ---- connected accounts ----------------------------------------------------------------------------------------

export async function insertConnectedAccount(
  db: Db,
  row: typeof connectedAccounts.$inferInsert,
): Promise<ConnectedAccountRow> {
  const [inserted] = await db
    .insert(connectedAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: [connectedAccounts.provider, connectedAccounts.accountId],
      set: { updatedAt: row.updatedAt ?? new Date() },
    })
    .returning();
  return inserted!;
}

export function listConnectedAccounts(db: Db, userId: string): Promise<ConnectedAccountRow[]> {
  return db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.userId, userId))
    .orderBy(connectedAccounts.createdAt);
}

export async function findConnectedAccountById(
  db: Db,
  accountId: string,
): Promise<ConnectedAccountRow | undefined> {
  const [row] = await db.select().from(connectedAccounts).where(eq(connectedAccounts.accountId, accountId));
  return row;
}

export async function updateConnectedAccountStatus(
  db: Db,
  id: string,
  status: string,
  at: Date,
): Promise<void> {
  await db.update(connectedAccounts).set({ status, updatedAt: at }).where(eq(connectedAccounts.id, id));
}

export async function deleteConnectedAccount(db: Db, id: string): Promise<void> {
  await db.delete(connectedAccounts).where(eq(connectedAccounts.id, id));
}
