import Stripe from 'stripe';
import {
  type CheckoutResult,
  type ConnectApi,
  type ConnectedAccountState,
  type CreateCheckoutInput,
  type Money,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderProration,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  WEBHOOK_TOLERANCE_MS,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

/**
 * Stripe through its official SDK (ADR 0022): Checkout in subscription mode (the configured price ids) and in
 * payment mode (entry fees as destination charges to the organiser's Connect account less the platform's
 * application fee; donations), the customer portal as the billing centre, Connect Express onboarding through
 * account links, and webhooks verified with the SDK's own `constructEvent` against our clock.
 *
 * Every write carries the caller's idempotency key (`Idempotency-Key`), so a retried request (ours or the SDK's
 * own network retry) never charges, refunds or creates twice.
 */
export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The HTTP transport; tests inject a fake. Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** The SDK's retries of a failed request (same idempotency key). Default 2. */
  maxNetworkRetries?: number;
  /** The moment a plan change is prorated at (`proration_date`); tests pin it. Default: the machine's clock. */
  now?: () => Date;
}

/** Events older than this are not replayed by reconciliation (Stripe keeps 30 days; a page is 100). */
const MAX_RECENT_EVENTS = 1000;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(options.fetch ?? globalThis.fetch),
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    typescript: true,
  });

  const prorationDate = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);

  /**
   * Stripe's own proration of moving subscription `id` to `priceId` at `at` (unix seconds): its upcoming
   * invoice preview (`invoices.createPreview` with `subscription_details.proration_date`), read as the domain's
   * `Proration`: credit = the negative lines (unused time), charge = the positive ones, due = `amount_due`.
   */
  async function prorationAt(
    id: string,
    priceId: string,
    at: number,
  ): Promise<{ proration: ProviderProration; itemId: string }> {
    const current = await stripe.subscriptions.retrieve(id);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${id} has no item to change`);
    const [target, preview] = await Promise.all([
      stripe.prices.retrieve(priceId),
      stripe.invoices.createPreview({
        customer: typeof current.customer === 'string' ? current.customer : current.customer.id,
        subscription: id,
        subscription_details: {
          items: [{ id: item.id, price: priceId }],
          proration_behavior: 'always_invoice',
          proration_date: at,
        },
      }),
    ]);
    const amounts = preview.lines.data.map((line) => line.amount);
    const credit = -amounts.filter((a) => a < 0).reduce((sum, a) => sum + a, 0);
    const charge = amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0);
    // A negative starting balance is credit the customer already has (Stripe's sign convention).
    const balance = Math.max(0, -preview.starting_balance);
    return {
      itemId: item.id,
      proration: {
        credit,
        charge,
        amountDue: preview.amount_due,
        balanceAfter: Math.max(0, credit + balance - charge),
        periodResets: item.price.recurring?.interval !== target.recurring?.interval,
        currency: preview.currency.toUpperCase(),
      },
    };
  }

  async function retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await stripe.subscriptions.retrieve(id));
  }

  const connect: ConnectApi = {
    async start(input, idempotencyKey) {
      const accountId =
        input.accountId ??
        (
          await stripe.accounts.create(
            {
              type: 'express',
              ...(input.email ? { email: input.email } : {}),
              capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
              metadata: { userId: input.userId },
            },
            { idempotencyKey: `${idempotencyKey}:account` },
          )
        ).id;
      // An account link lives a few minutes; `refresh_url` is where Stripe sends an expired one, and our page
      // there starts again with the same account (`input.accountId`).
      const link = await stripe.accountLinks.create(
        {
          account: accountId,
          type: 'account_onboarding',
          refresh_url: input.returnUrl,
          return_url: input.returnUrl,
        },
        { idempotencyKey: `${idempotencyKey}:link` },
      );
      return { accountId, url: link.url };
    },

    async status(accountId) {
      return toConnectedAccountState(await stripe.accounts.retrieve(accountId));
    },

    async disconnect(accountId) {
      try {
        await stripe.accounts.del(accountId);
      } catch (error) {
        // Already gone at Stripe: disconnected all the same.
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return;
        throw error;
      }
    },
  };

  return {
    name: 'stripe',

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutResult> {
      const session = await stripe.checkout.sessions.create(toCheckoutSessionParams(input), {
        idempotencyKey: input.idempotencyKey,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },

    verifyWebhook(rawBody: Buffer | string, headers: WebhookHeaders, now: Date): ProviderEvent | null {
      const signature = headerValue(headers, 'stripe-signature');
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_MS / 1000,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message.split('\n')[0] : 'The Stripe signature is invalid',
        );
      }
      return toProviderEvent(event);
    },

    retrieveSubscription,

    async cancelSubscription(id, atPeriodEnd, idempotencyKey) {
      const subscription = atPeriodEnd
        ? await stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey })
        : await stripe.subscriptions.cancel(id, undefined, { idempotencyKey });
      return toProviderSubscription(subscription);
    },

    async resumeSubscription(id, idempotencyKey) {
      return toProviderSubscription(
        await stripe.subscriptions.update(id, { cancel_at_period_end: false }, { idempotencyKey }),
      );
    },

    async previewSubscriptionChange(id, priceId) {
      return (await prorationAt(id, priceId, prorationDate())).proration;
    },

    async changeSubscription(id, priceId, idempotencyKey) {
      // Stripe's documented way to apply exactly what was previewed: the same `proration_date` for the
      // preview and the update. `always_invoice` charges what is due at once (an upgrade's difference); a
      // downgrade's credit goes to the customer's balance and pays the next invoices (Stripe never refunds it).
      const at = prorationDate();
      const { proration, itemId } = await prorationAt(id, priceId, at);
      const updated = await stripe.subscriptions.update(
        id,
        {
          items: [{ id: itemId, price: priceId }],
          proration_behavior: 'always_invoice',
          proration_date: at,
        },
        { idempotencyKey },
      );
      return { ...toProviderSubscription(updated), proration };
    },

    async refund(paymentId, amount, idempotencyKey) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      if (amount && amount.currency.toLowerCase() !== intent.currency) {
        throw new Error(`Refund in ${amount.currency} of a payment in ${intent.currency.toUpperCase()}`);
      }
      // A destination charge (an entry fee) takes the organiser's share back and returns the platform's fee.
      const destination = intent.transfer_data
        ? { reverse_transfer: true, refund_application_fee: true }
        : {};
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, ...(amount ? { amount: amount.amount } : {}), ...destination },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async listRecentEvents(since: Date): Promise<ProviderEvent[]> {
      const events: ProviderEvent[] = [];
      let seen = 0;
      for await (const event of stripe.events.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      })) {
        const mapped = toProviderEvent(event);
        if (mapped) events.push(mapped);
        if (++seen >= MAX_RECENT_EVENTS) break;
      }
      // Stripe lists the newest first; replay them in the order they happened.
      return events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    connect,
  };
}

/** The Checkout Session a checkout of ours becomes. Exported for the tests. */
export function toCheckoutSessionParams(input: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const common = {
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata: input.metadata,
    ...(input.customer.userId ? { client_reference_id: input.customer.userId } : {}),
    ...(input.customer.email ? { customer_email: input.customer.email } : {}),
  };
  if (input.kind === 'subscription') {
    if (!input.priceId) throw new Error('A subscription checkout needs the price id of the plan');
    return {
      ...common,
      mode: 'subscription',
      line_items: [{ price: input.priceId, quantity: 1 }],
      // Our ids on the subscription too, so its own events can be traced without the session.
      subscription_data: { metadata: input.metadata },
    };
  }
  const amount = input.amount;
  if (!amount) throw new Error('A payment checkout needs an amount');
  return {
    ...common,
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: amount.currency.toLowerCase(),
          unit_amount: amount.amount,
          product_data: { name: input.description },
        },
      },
    ],
    payment_intent_data: {
      description: input.description,
      metadata: input.metadata,
      ...destinationCharge(input, amount),
    },
  };
}

/** Pays out to the connected account and keeps the platform fee, both on the payment itself. */
function destinationCharge(input: CreateCheckoutInput, amount: Money) {
  const fee = input.applicationFee;
  if (!input.connectedAccountId) {
    if (fee && fee.amount > 0) throw new Error('An application fee needs a connected account to pay out to');
    return {};
  }
  if (fee && fee.currency !== amount.currency) {
    throw new Error(`Application fee in ${fee.currency} on a payment in ${amount.currency}`);
  }
  if (fee && (fee.amount < 0 || fee.amount > amount.amount)) {
    throw new Error('The application fee must lie between zero and the amount');
  }
  return {
    transfer_data: { destination: input.connectedAccountId },
    ...(fee && fee.amount > 0 ? { application_fee_amount: fee.amount } : {}),
  };
}

/** Stripe's event as ours; null for the types we do not act on. Exported for the tests. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
  const base = { id: event.id, createdAt: new Date(event.created * 1000), raw: event };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method (bank debit) completes the session unpaid; its success is a later event.
      if (session.payment_status === 'unpaid') return null;
      return {
        ...base,
        type: 'checkout.completed',
        objectId: session.id,
        data: compact({
          checkoutSessionId: session.id,
          subscriptionId: idOf(session.subscription),
          paymentId: idOf(session.payment_intent),
          customerId: idOf(session.customer),
          metadata: session.metadata ?? {},
          amount: session.amount_total ?? undefined,
          currency: session.currency?.toUpperCase(),
        }),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        type:
          event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
        objectId: subscription.id,
        data: compact({
          subscriptionId: subscription.id,
          customerId: idOf(subscription.customer),
          metadata: subscription.metadata,
        }),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      // One-off invoices are not ours: plans are the only invoiced thing.
      if (!subscriptionId) return null;
      const period = invoice.lines.data[0]?.period;
      return {
        ...base,
        type: event.type === 'invoice.paid' ? 'invoice.paid' : 'invoice.payment_failed',
        objectId: subscriptionId,
        data: compact({
          subscriptionId,
          invoiceId: invoice.id,
          invoiceUrl: invoice.hosted_invoice_url ?? undefined,
          customerId: idOf(invoice.customer),
          amount: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency.toUpperCase(),
          periodStart: isoOf(period?.start ?? invoice.period_start),
          periodEnd: isoOf(period?.end ?? invoice.period_end),
          metadata: invoice.parent?.subscription_details?.metadata ?? undefined,
        }),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) return null;
      return {
        ...base,
        type: 'payment.refunded',
        objectId: paymentId,
        data: compact({
          paymentId,
          metadata: charge.metadata,
          amount: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
        }),
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return { ...base, type: 'account.updated', objectId: account.id, data: { accountId: account.id } };
    }
    // `payment_intent.succeeded` is left out on purpose: every payment of ours goes through Checkout, whose
    // completion (above) names both the session and the payment; the intent alone names no session of ours.
    default:
      return null;
  }
}

/** Stripe's statuses in our four: what the plan is worth now. Exported for the tests. */
export function toSubscriptionStatus(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    // Stripe retries the renewal (`past_due`), or has stopped and left it unpaid: both keep the plan's record.
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    // `incomplete` (the first payment pending) and `paused` (a trial ended without a card): no plan until paid.
    default:
      return 'incomplete';
  }
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the period lives on the subscription's item.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? null,
    priceId: item?.price.id ?? '',
    status: toSubscriptionStatus(subscription.status),
    currentPeriodStart: item ? new Date(item.current_period_start * 1000) : null,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : null,
    metadata: subscription.metadata,
  };
}

function toConnectedAccountState(account: Stripe.Account): ConnectedAccountState {
  if (account.charges_enabled && account.payouts_enabled) return 'active';
  // Not finished onboarding yet; once submitted, anything still disabled is Stripe holding it back.
  return account.details_submitted ? 'restricted' : 'pending';
}

/** An expandable field's id, whether Stripe sent the id or the object. */
function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function isoOf(unixSeconds: number | undefined): string | undefined {
  return unixSeconds === undefined ? undefined : new Date(unixSeconds * 1000).toISOString();
}

/** Drops the undefined fields, so a test's `toEqual` and a log line show only what Stripe said. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
