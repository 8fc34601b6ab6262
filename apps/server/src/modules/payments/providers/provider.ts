// The payment provider interface (ADR 0022). The sandbox (providers/sandbox.ts) and the Stripe, PayPal and
// AllPay adapters implement it; the payments service talks only to this interface, chosen by settings
// (providers/registry.ts). Money is integer minor units with an ISO currency, never a float.

import type { Proration } from '@matchday/domain';
export type ProviderName = 'sandbox' | 'stripe' | 'paypal' | 'allpay';

export interface Money {
  /** Minor units (cents). */
  amount: number;
  /** ISO 4217, upper case (`EUR`). */
  currency: string;
}

export type ProviderEventType =
  | 'checkout.completed'
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'payment.succeeded'
  | 'payment.refunded'
  | 'account.updated';

/**
 * One webhook event, normalised. `objectId` names what it is about: a checkout session id for
 * `checkout.completed`, a provider subscription id for `subscription.*` and `invoice.*`, a payment id for
 * `payment.*`, a connected account id for `account.updated`. Processing re-reads the object from the provider
 * (`retrieveSubscription`, …) rather than trusting `data` or the order of arrival.
 */
export interface ProviderEvent {
  /** The provider's event id: processed at most once per (provider, id). */
  id: string;
  type: ProviderEventType;
  createdAt: Date;
  objectId: string;
  /**
   * What the event carries, normalised where the service needs it (all optional):
   * - `checkoutSessionId`, `subscriptionId`, `paymentId`, `customerId`: the provider's ids
   * - `metadata`: what was passed to `createCheckout` (our ids: `userId`, `kind`, `requestId`, …)
   * - `amount`, `currency`: for payments and invoices (minor units)
   * - `invoiceId`, `periodStart`, `periodEnd` (ISO strings): for invoice events
   */
  data: ProviderEventData;
  /** The provider's own payload, kept for the record. */
  raw: unknown;
}

export interface ProviderEventData {
  checkoutSessionId?: string;
  subscriptionId?: string;
  paymentId?: string;
  customerId?: string;
  accountId?: string;
  metadata?: Record<string, string>;
  amount?: number;
  currency?: string;
  invoiceId?: string;
  invoiceUrl?: string;
  periodStart?: string;
  periodEnd?: string;
}

export type ProviderSubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'ended';

/** A subscription as the provider sees it now (the truth our table follows). */
/** A plan change's proration at a provider: the domain's `Proration` in the subscription's currency. */
export interface ProviderProration extends Proration {
  currency: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  /** The provider's price id (mapped back to plan and interval through the price table). */
  priceId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: Record<string, string>;
}

export interface CreateCheckoutInput {
  kind: 'subscription' | 'payment';
  customer: { userId: string | null; email: string | null };
  /** Subscription mode: the provider's price id (from the server's price table). */
  priceId?: string;
  /** Payment mode: the amount (from the server: an entry fee, a checked donation). */
  amount?: Money;
  /** Subscription mode: the price (for providers that need it shown on their page, e.g. the sandbox). */
  price?: Money & { interval: 'month' | 'year' };
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Payment mode: pay out to this connected account of the same provider… */
  connectedAccountId?: string;
  /** …keeping this fee for the platform. */
  applicationFee?: Money;
  /** Our ids, echoed back on the events (`kind`, `userId`, `requestId`, `plan`, `interval`). */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CheckoutResult {
  sessionId: string;
  url: string;
}

export type ConnectedAccountState = 'pending' | 'active' | 'restricted';

export interface ConnectApi {
  /** Creates (or resumes) the user's account and answers its onboarding link. */
  start(
    input: {
      userId: string;
      email: string | null;
      returnUrl: string;
      /**
       * The user's account of this provider that is still onboarding, if any: only a fresh link is made for it
       * (onboarding links expire within minutes; a second account per user would strand the first).
       */
      accountId?: string;
    },
    idempotencyKey: string,
  ): Promise<{ accountId: string; url: string }>;
  status(accountId: string): Promise<ConnectedAccountState>;
  disconnect(accountId: string): Promise<void>;
}

/** A webhook delivery that is unsigned, wrongly signed or older than five minutes: a 400, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is missing, wrong or too old') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused a card or a payment (→ 402 `card_declined`). */
export class PaymentDeclinedError extends Error {
  constructor(message = 'The card was declined') {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** Signed webhooks older than this are refused (replays). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<CheckoutResult>;
  /**
   * Verifies a delivery's signature over the raw body and its timestamp against `now`; throws
   * `WebhookSignatureError` when it is missing, wrong or older than `WEBHOOK_TOLERANCE_MS`. Answers the
   * normalised event, or null for an event type we do not handle (acknowledged, not recorded).
   * May answer a promise: PayPal verifies through its own API (`/v1/notifications/verify-webhook-signature`),
   * so callers always `await` it.
   */
  verifyWebhook(
    rawBody: Buffer | string,
    headers: WebhookHeaders,
    now: Date,
  ): ProviderEvent | null | Promise<ProviderEvent | null>;
  /** Re-reads a subscription: processing never infers state from an event's order. */
  retrieveSubscription(providerSubscriptionId: string): Promise<ProviderSubscription>;
  /**
   * How "cancel at the period's end" is kept. `provider` (the default: Stripe, the sandbox): the provider ends the
   * subscription itself when the period ends. `ours` (PayPal, which has no such thing): `cancelSubscription(id,
   * true)` changes nothing at the provider and answers the subscription marked `cancelAtPeriodEnd`; the payments
   * service keeps that mark in our table (a re-read does not clear it; resume does) and cancels the subscription
   * at the provider (`cancelSubscription(id, false)`) once the period is over (the payments job, reconciliation).
   */
  readonly periodEndCancellation?: 'provider' | 'ours';
  cancelSubscription(id: string, atPeriodEnd: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  resumeSubscription(id: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Moves a subscription to another price now, prorated as card providers do (issue 30, item 4; the domain's
   * `prorateChange`): credit for the unused time, the new price for what it covers, the difference charged
   * now, left-over credit kept for later invoices. Answers the new state and the proration it applied.
   */
  changeSubscription?(
    id: string,
    priceId: string,
    idempotencyKey: string,
  ): Promise<ProviderSubscription & { proration?: ProviderProration }>;
  /** What `changeSubscription` would charge and credit now, changing nothing. */
  previewSubscriptionChange?(id: string, priceId: string): Promise<ProviderProration>;
  /** Refunds a payment (all of it when `amount` is undefined). */
  refund(paymentId: string, amount: Money | undefined, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Events since a moment, for the reconciliation job. */
  listRecentEvents(since: Date): Promise<ProviderEvent[]>;
  /** The provider's customer portal (Stripe), if it has one. */
  billingPortalUrl?(customerId: string, returnUrl: string): Promise<string>;
  /** Payout accounts (Connect, partner referrals, AllPay), if the provider has them. */
  connect?: ConnectApi;
}
