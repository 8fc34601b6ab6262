import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The payments module's tables (docs/adr/0022-payments-and-plans.md). Money is integer minor units with an ISO
 * currency. Our rows follow the provider's state: a subscription is re-read from the provider on each webhook.
 * Ids of other modules (users, registration requests) are plain columns: no key across modules.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull(),
    provider: text().notNull(),
    providerSubscriptionId: text().notNull(),
    providerCustomerId: text(),
    /** `basic` | `premium`, and `month` | `year`: mapped from the provider's price id. */
    plan: text().notNull(),
    interval: text().notNull(),
    priceId: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** `incomplete` | `active` | `past_due` | `ended`. */
    status: text().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_uq').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Every checkout we started, with any provider: what it is for, and what it became once completed. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    providerSessionId: text().notNull(),
    /** `subscription` | `donation` | `entry_fee`. */
    purpose: text().notNull(),
    userId: text(),
    email: text(),
    plan: text(),
    interval: text(),
    priceId: text(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** Entry fees: the registration request, the organiser's account and the platform's fee. */
    requestId: uuid(),
    connectedAccountId: text(),
    applicationFeeAmount: integer(),
    idempotencyKey: text().notNull(),
    /** `open` | `complete`. */
    status: text().notNull().default('open'),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_uq').on(t.provider, t.providerSessionId),
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_request_idx').on(t.requestId),
  ],
);

/** Each webhook event processed: the unique key makes processing at most once per event. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    objectId: text().notNull(),
    /** `webhook` | `reconciliation`. */
    source: text().notNull(),
    payload: jsonb(),
    eventCreatedAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId),
    // A payment looks for a refund of it that came first (issue 29, item 2).
    index('payment_events_object_idx').on(t.provider, t.objectId),
  ],
);

/** One-off payments: entry fees and donations, with their refunds. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `entry_fee` | `donation`. */
    purpose: text().notNull(),
    provider: text().notNull(),
    providerPaymentId: text().notNull(),
    checkoutSessionId: uuid().references(() => checkoutSessions.id, { onDelete: 'set null' }),
    userId: text(),
    email: text(),
    amount: integer().notNull(),
    currency: text().notNull(),
    applicationFeeAmount: integer().notNull().default(0),
    connectedAccountId: text(),
    /** The organiser paid out to (entry fees). */
    payeeUserId: text(),
    requestId: uuid(),
    /** `succeeded` | `refund_pending` | `refunded`. */
    status: text().notNull(),
    refundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_uq').on(t.provider, t.providerPaymentId),
    index('payments_request_idx').on(t.requestId),
    index('payments_checkout_session_idx').on(t.checkoutSessionId),
    index('payments_payee_idx').on(t.payeeUserId),
    index('payments_refund_pending_idx').on(t.status).where(sql`${t.status} = 'refund_pending'`),
  ],
);

/** Organisers' payout accounts with each provider. */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().notNull(),
    provider: text().notNull(),
    accountId: text().notNull(),
    /** `pending` | `active` | `restricted`. */
    status: text().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connected_accounts_provider_uq').on(t.provider, t.accountId),
    index('connected_accounts_user_idx').on(t.userId),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: text().notNull(),
    provider: text().notNull(),
    providerInvoiceId: text().notNull(),
    plan: text().notNull(),
    interval: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** `paid` | `failed`. */
    status: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    url: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_provider_uq').on(t.provider, t.providerInvoiceId),
    index('invoices_user_idx').on(t.userId),
  ],
);

/**
 * The sandbox provider's own state (providers/sandbox.ts): a real provider that happens to live in our
 * database. `sandbox_objects` holds its sessions, subscriptions, payments and accounts as JSON documents;
 * `sandbox_events` every event it emitted (for redelivery and `listRecentEvents`); `sandbox_idempotency` the
 * result of each write by its idempotency key, so a retried write answers the first result.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text().primaryKey(),
    /** `session` | `subscription` | `payment` | `account` | `refund`. */
    kind: text().notNull(),
    data: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    objectId: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sandbox_events_created_idx').on(t.createdAt)],
);

export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text().primaryKey(),
  result: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
