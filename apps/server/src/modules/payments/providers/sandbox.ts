import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { prorateChange } from '@matchday/domain';
import type { Clock } from '../../../core/context.ts';
import type { Db } from '../../../db/client.ts';
import * as store from '../sandbox.repo.ts';
import {
  type CheckoutResult,
  type ConnectApi,
  type ConnectedAccountState,
  type CreateCheckoutInput,
  type Money,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventData,
  type ProviderEventType,
  type ProviderProration,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  WEBHOOK_TOLERANCE_MS,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

/**
 * The sandbox: a real payment provider that lives inside our server (ADR 0022). Its checkout sessions,
 * subscriptions, payments and payout accounts are stored in its own tables (`sandbox_*`); paying on its checkout
 * page (the web app's `/checkout/sandbox/{sessionId}`) emits events signed with an HMAC secret and delivers them
 * over HTTP to our own `POST /api/v1/payments/webhook/sandbox`, the same path a real provider's delivery takes.
 * Renewals follow the injected clock (`renewDue`). Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is
 * declined; 4000 0027 6000 3184 needs an authentication step; 4000 0000 0000 0341 pays now, fails on renewal.
 */
export const SANDBOX_SIGNATURE_HEADER = 'matchday-sandbox-signature';

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002760003184',
  failsOnRenewal: '4000000000000341',
} as const;

/** Delivers one signed webhook body; answers the HTTP status our endpoint gave. */
export type SandboxDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** The price of a configured price id (subscription changes). */
  priceOf: (priceId: string) => (Money & { interval: 'month' | 'year' }) | undefined;
}

export type SandboxSessionStatus = 'open' | 'requires_action' | 'complete' | 'expired';

export interface SandboxSessionDoc {
  id: string;
  kind: 'subscription' | 'payment';
  description: string;
  amount: Money;
  interval: 'month' | 'year' | null;
  priceId: string | null;
  status: SandboxSessionStatus;
  successUrl: string;
  cancelUrl: string;
  customer: { userId: string | null; email: string | null };
  metadata: Record<string, string>;
  connectedAccountId: string | null;
  applicationFee: Money | null;
  card: string | null;
  subscriptionId: string | null;
  paymentId: string | null;
}

interface SubscriptionDoc {
  id: string;
  customerId: string;
  priceId: string;
  amount: Money;
  interval: 'month' | 'year';
  status: ProviderSubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  failsOnRenewal: boolean;
  metadata: Record<string, string>;
  /** Credit left over from a downgrade's proration (minor units): later invoices use it first. */
  balance?: number;
}

interface PaymentDoc {
  id: string;
  amount: Money;
  status: 'succeeded' | 'refunded';
  connectedAccountId: string | null;
  applicationFee: Money | null;
  metadata: Record<string, string>;
  refundId: string | null;
}

interface AccountDoc {
  id: string;
  kind: 'stripe' | 'paypal' | 'allpay';
  userId: string;
  status: ConnectedAccountState;
  returnUrl: string;
  disconnected: boolean;
}

/** The JSON body of a sandbox webhook. */
interface SandboxEventPayload {
  id: string;
  type: ProviderEventType;
  created: number;
  object_id: string;
  data: ProviderEventData;
}

function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
}

function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signSandboxPayload(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #deps: SandboxDeps;
  #deliver: SandboxDelivery | undefined;

  constructor(deps: SandboxDeps) {
    this.#deps = deps;
  }

  /** How events reach our webhook endpoint (app.ts: an HTTP call into this server). */
  setDelivery(deliver: SandboxDelivery): void {
    this.#deliver = deliver;
  }

  get #db() {
    return this.#deps.db;
  }

  #now(): Date {
    return this.#deps.clock.now();
  }

  /** A write with an idempotency key answers its first result when retried with the same key. */
  async #idempotent<T>(key: string, operation: string, run: () => Promise<T>): Promise<T> {
    const stored = `${operation}:${key}`;
    const before = await store.findIdempotent<T>(this.#db, stored);
    if (before !== undefined) return before;
    const result = await run();
    await store.saveIdempotent(this.#db, stored, result ?? null);
    return result;
  }

  async #emit(type: ProviderEventType, objectId: string, data: ProviderEventData): Promise<void> {
    const now = this.#now();
    const id = newId('evt');
    const payload: SandboxEventPayload = {
      id,
      type,
      created: Math.floor(now.getTime() / 1000),
      object_id: objectId,
      data,
    };
    await store.insertEvent(this.#db, { id, type, objectId, payload, createdAt: now });
  }

  /**
   * Sends every event not yet acknowledged to our webhook endpoint, oldest first, each signed at the moment of
   * sending; one that fails stays for the next round (the job retries), as a real provider redelivers.
   */
  async deliverPending(): Promise<number> {
    const deliver = this.#deliver;
    if (!deliver) return 0;
    let delivered = 0;
    for (const event of await store.listUndeliveredEvents(this.#db)) {
      const body = JSON.stringify(event.payload);
      const status = await deliver(body, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(this.#deps.secret, body, this.#now()),
      }).catch(() => 0);
      if (status < 200 || status >= 300) break;
      await store.markEventDelivered(this.#db, event.id, this.#now());
      delivered += 1;
    }
    return delivered;
  }

  // ---- checkout --------------------------------------------------------------------------------------------

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutResult> {
    return this.#idempotent(input.idempotencyKey, 'checkout', async () => {
      const amount = input.kind === 'subscription' ? input.price : input.amount;
      if (!amount) throw new Error('The sandbox needs the amount of a checkout');
      const session: SandboxSessionDoc = {
        id: newId('cs'),
        kind: input.kind,
        description: input.description,
        amount: { amount: amount.amount, currency: amount.currency },
        interval: input.price?.interval ?? null,
        priceId: input.priceId ?? null,
        status: 'open',
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        customer: input.customer,
        metadata: input.metadata,
        connectedAccountId: input.connectedAccountId ?? null,
        applicationFee: input.applicationFee ?? null,
        card: null,
        subscriptionId: null,
        paymentId: null,
      };
      await store.saveObject(this.#db, session.id, 'session', session, this.#now());
      return { sessionId: session.id, url: `/checkout/sandbox/${encodeURIComponent(session.id)}` };
    });
  }

  getSession(id: string): Promise<SandboxSessionDoc | undefined> {
    return store.findObject<SandboxSessionDoc>(this.#db, id, 'session');
  }

  /**
   * Pays an open session with a test card: declined cards throw `PaymentDeclinedError`; the authentication
   * card leaves it `requires_action` until `confirm`. Paying completes the session and delivers its events.
   */
  async pay(id: string, cardNumber: string): Promise<SandboxSessionDoc | undefined> {
    const session = await this.getSession(id);
    if (!session) return undefined;
    if (session.status === 'complete' || session.status === 'expired') return session;
    if (cardNumber === SANDBOX_CARDS.declined) throw new PaymentDeclinedError('Your card was declined.');
    session.card = cardNumber;
    if (cardNumber === SANDBOX_CARDS.authenticate) {
      const challenged = { ...session, status: 'requires_action' as const };
      const moved = await store.updateSessionIf(this.#db, id, ['open'], challenged, this.#now());
      return moved ? challenged : this.getSession(id);
    }
    return this.#complete(session, ['open', 'requires_action']);
  }

  async confirm(id: string): Promise<SandboxSessionDoc | undefined> {
    const session = await this.getSession(id);
    if (!session) return undefined;
    if (session.status !== 'requires_action') return session;
    return this.#complete(session, ['requires_action']);
  }

  /**
   * Completes a session still in one of the `from` statuses, charging once: of several pays at once (a double
   * click, a retried request), the one that moves the session charges and the others answer it as it now is.
   */
  async #complete(
    session: SandboxSessionDoc,
    from: readonly SandboxSessionDoc['status'][],
  ): Promise<SandboxSessionDoc | undefined> {
    const now = this.#now();
    const charged = await this.#db.transaction(async (txDb) => {
      const db = txDb as unknown as Db;
      const scoped = new SandboxProvider({ ...this.#deps, db });
      return scoped.#completeIn(session, from, now);
    });
    await this.deliverPending();
    return charged ? session : this.getSession(session.id);
  }

  async #completeIn(
    session: SandboxSessionDoc,
    from: readonly SandboxSessionDoc['status'][],
    now: Date,
  ): Promise<boolean> {
    const completing = { ...session, status: 'complete' as const };
    if (!(await store.updateSessionIf(this.#db, session.id, from, completing, now))) return false;
    const data: ProviderEventData = { checkoutSessionId: session.id, metadata: session.metadata };
    if (session.kind === 'subscription') {
      const subscription: SubscriptionDoc = {
        id: newId('sub'),
        customerId: `cus_sbx_${session.customer.userId ?? 'guest'}`,
        priceId: session.priceId ?? '',
        amount: session.amount,
        interval: session.interval ?? 'month',
        status: 'active',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: addInterval(now, session.interval ?? 'month').toISOString(),
        cancelAtPeriodEnd: false,
        endedAt: null,
        failsOnRenewal: session.card === SANDBOX_CARDS.failsOnRenewal,
        metadata: session.metadata,
      };
      await store.saveObject(this.#db, subscription.id, 'subscription', subscription, now);
      session.subscriptionId = subscription.id;
      data.subscriptionId = subscription.id;
      data.customerId = subscription.customerId;
      await this.#emit('checkout.completed', session.id, data);
      await this.#emitInvoice('invoice.paid', subscription);
    } else {
      const payment: PaymentDoc = {
        id: newId('py'),
        amount: session.amount,
        status: 'succeeded',
        connectedAccountId: session.connectedAccountId,
        applicationFee: session.applicationFee,
        metadata: session.metadata,
        refundId: null,
      };
      await store.saveObject(this.#db, payment.id, 'payment', payment, now);
      session.paymentId = payment.id;
      data.paymentId = payment.id;
      data.amount = payment.amount.amount;
      data.currency = payment.amount.currency;
      await this.#emit('checkout.completed', session.id, data);
      await this.#emit('payment.succeeded', payment.id, {
        paymentId: payment.id,
        checkoutSessionId: session.id,
        amount: payment.amount.amount,
        currency: payment.amount.currency,
        metadata: session.metadata,
      });
    }
    session.status = 'complete';
    await store.saveObject(this.#db, session.id, 'session', session, now);
    return true;
  }

  async #emitInvoice(
    type: 'invoice.paid' | 'invoice.payment_failed',
    subscription: SubscriptionDoc,
    amount = subscription.amount.amount,
  ) {
    await this.#emit(type, subscription.id, {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      invoiceId: newId('in'),
      amount,
      currency: subscription.amount.currency,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      metadata: subscription.metadata,
    });
  }

  // ---- webhooks ----------------------------------------------------------------------------------------------

  verifyWebhook(rawBody: Buffer | string, headers: WebhookHeaders, now: Date): ProviderEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new WebhookSignatureError('The sandbox signature header is missing');
    const parts = Object.fromEntries(
      signature.split(',').map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
      }),
    );
    const t = Number(parts.t);
    const given = parts.v1 ?? '';
    if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) {
      throw new WebhookSignatureError('The sandbox signature is malformed');
    }
    const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
    const expected = createHmac('sha256', this.#deps.secret).update(`${t}.${body}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
      throw new WebhookSignatureError('The sandbox signature does not match');
    }
    if (Math.abs(now.getTime() - t * 1000) > WEBHOOK_TOLERANCE_MS) {
      throw new WebhookSignatureError('The sandbox signature is too old');
    }
    let payload: SandboxEventPayload;
    try {
      payload = JSON.parse(body) as SandboxEventPayload;
    } catch {
      throw new WebhookSignatureError('The sandbox event is not JSON');
    }
    return toEvent(payload);
  }

  async listRecentEvents(since: Date): Promise<ProviderEvent[]> {
    const rows = await store.listEventsSince(this.#db, since);
    return rows.map((row) => toEvent(row.payload as SandboxEventPayload));
  }

  // ---- subscriptions -----------------------------------------------------------------------------------------

  async #subscription(id: string): Promise<SubscriptionDoc> {
    const found = await store.findObject<SubscriptionDoc>(this.#db, id, 'subscription');
    if (!found) throw new Error(`The sandbox has no subscription ${id}`);
    return found;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return toProviderSubscription(await this.#subscription(id));
  }

  async #updateSubscription(
    id: string,
    key: string,
    operation: string,
    change: (doc: SubscriptionDoc) => void,
  ): Promise<ProviderSubscription> {
    const result = await this.#idempotent(key, operation, async () => {
      const doc = await this.#subscription(id);
      if (doc.status === 'ended') return toProviderSubscription(doc);
      change(doc);
      await store.saveObject(this.#db, id, 'subscription', doc, this.#now());
      await this.#emit('subscription.updated', id, { subscriptionId: id, metadata: doc.metadata });
      return toProviderSubscription(doc);
    });
    await this.deliverPending();
    return reviveSubscription(result);
  }

  cancelSubscription(id: string, atPeriodEnd: boolean, key: string): Promise<ProviderSubscription> {
    return this.#updateSubscription(id, key, 'cancel', (doc) => {
      if (atPeriodEnd) {
        doc.cancelAtPeriodEnd = true;
      } else {
        doc.status = 'ended';
        doc.endedAt = this.#now().toISOString();
      }
    });
  }

  resumeSubscription(id: string, key: string): Promise<ProviderSubscription> {
    return this.#updateSubscription(id, key, 'resume', (doc) => {
      doc.cancelAtPeriodEnd = false;
    });
  }

  /** The proration of moving `doc` to `priceId` at `now`: the domain's arithmetic, as Stripe's. */
  #prorationOf(doc: SubscriptionDoc, priceId: string, now: Date): ProviderProration {
    const price = this.#deps.priceOf(priceId);
    if (!price) throw new Error(`The sandbox has no price ${priceId}`);
    return {
      ...prorateChange({
        paid: doc.amount.amount,
        periodStart: new Date(doc.currentPeriodStart),
        periodEnd: new Date(doc.currentPeriodEnd),
        now,
        newPrice: price.amount,
        intervalChanges: price.interval !== doc.interval,
        balance: doc.balance ?? 0,
      }),
      currency: price.currency,
    };
  }

  async previewSubscriptionChange(id: string, priceId: string): Promise<ProviderProration> {
    return this.#prorationOf(await this.#subscription(id), priceId, this.#now());
  }

  /**
   * A plan change applies now, prorated (issue 30, item 4): a new interval restarts the period today; what is
   * due is charged at once (an `invoice.paid` of that amount); left-over credit stays on the subscription and
   * pays the next renewals first.
   */
  async changeSubscription(
    id: string,
    priceId: string,
    key: string,
  ): Promise<ProviderSubscription & { proration?: ProviderProration }> {
    const result = await this.#idempotent(key, 'change', async () => {
      const doc = await this.#subscription(id);
      if (doc.status === 'ended') return { subscription: toProviderSubscription(doc), proration: null };
      const now = this.#now();
      const proration = this.#prorationOf(doc, priceId, now);
      const price = this.#deps.priceOf(priceId)!;
      doc.priceId = priceId;
      doc.amount = { amount: price.amount, currency: price.currency };
      doc.interval = price.interval;
      doc.balance = proration.balanceAfter;
      if (proration.periodResets) {
        doc.currentPeriodStart = now.toISOString();
        doc.currentPeriodEnd = addInterval(now, price.interval).toISOString();
      }
      await store.saveObject(this.#db, id, 'subscription', doc, now);
      await this.#emit('subscription.updated', id, { subscriptionId: id, metadata: doc.metadata });
      if (proration.amountDue > 0) await this.#emitInvoice('invoice.paid', doc, proration.amountDue);
      return { subscription: toProviderSubscription(doc), proration };
    });
    await this.deliverPending();
    return {
      ...reviveSubscription(result.subscription),
      ...(result.proration ? { proration: result.proration } : {}),
    };
  }

  /**
   * The clock moved: each subscription whose period ended is renewed (`invoice.paid`), fails to renew
   * (`invoice.payment_failed` → `past_due`; a second failure ends it), or ends as cancelled at period end
   * (`subscription.deleted`). Then the events are delivered.
   */
  async renewDue(): Promise<number> {
    const now = this.#now();
    let changed = 0;
    for (const doc of await store.listObjects<SubscriptionDoc>(this.#db, 'subscription')) {
      if (doc.status === 'ended' || doc.status === 'incomplete') continue;
      // A period that ended long ago (the clock jumped) renews once per missed period.
      for (let guard = 0; guard < 100 && new Date(doc.currentPeriodEnd).getTime() <= now.getTime(); guard++) {
        changed += 1;
        if (doc.cancelAtPeriodEnd) {
          doc.status = 'ended';
          doc.endedAt = doc.currentPeriodEnd;
          await store.saveObject(this.#db, doc.id, 'subscription', doc, now);
          await this.#emit('subscription.deleted', doc.id, {
            subscriptionId: doc.id,
            metadata: doc.metadata,
          });
          break;
        }
        const failedBefore = doc.status === 'past_due';
        doc.currentPeriodStart = doc.currentPeriodEnd;
        doc.currentPeriodEnd = addInterval(new Date(doc.currentPeriodEnd), doc.interval).toISOString();
        if (doc.failsOnRenewal) {
          if (failedBefore) {
            doc.status = 'ended';
            doc.endedAt = doc.currentPeriodStart;
            await store.saveObject(this.#db, doc.id, 'subscription', doc, now);
            await this.#emit('subscription.deleted', doc.id, {
              subscriptionId: doc.id,
              metadata: doc.metadata,
            });
            break;
          }
          doc.status = 'past_due';
          await store.saveObject(this.#db, doc.id, 'subscription', doc, now);
          await this.#emitInvoice('invoice.payment_failed', doc);
        } else {
          doc.status = 'active';
          // Credit from a downgrade pays the renewal first (as a card provider's customer balance does).
          const fromBalance = Math.min(doc.balance ?? 0, doc.amount.amount);
          doc.balance = (doc.balance ?? 0) - fromBalance;
          await store.saveObject(this.#db, doc.id, 'subscription', doc, now);
          await this.#emitInvoice('invoice.paid', doc, doc.amount.amount - fromBalance);
        }
      }
    }
    await this.deliverPending();
    return changed;
  }

  /** The sandbox's test helper: the card on file now succeeds (or fails) on renewal. */
  async setFailsOnRenewal(id: string, fails: boolean): Promise<void> {
    const doc = await this.#subscription(id);
    doc.failsOnRenewal = fails;
    await store.saveObject(this.#db, id, 'subscription', doc, this.#now());
  }

  // ---- payments ----------------------------------------------------------------------------------------------

  async refund(paymentId: string, amount: Money | undefined, key: string): Promise<{ refundId: string }> {
    const result = await this.#idempotent(key, 'refund', async () => {
      const payment = await store.findObject<PaymentDoc>(this.#db, paymentId, 'payment');
      if (!payment) throw new Error(`The sandbox has no payment ${paymentId}`);
      if (payment.refundId) return { refundId: payment.refundId };
      payment.status = 'refunded';
      payment.refundId = newId('re');
      await store.saveObject(this.#db, paymentId, 'payment', payment, this.#now());
      await this.#emit('payment.refunded', paymentId, {
        paymentId,
        amount: (amount ?? payment.amount).amount,
        currency: payment.amount.currency,
        metadata: payment.metadata,
      });
      return { refundId: payment.refundId };
    });
    await this.deliverPending();
    return result;
  }

  // ---- payout accounts ---------------------------------------------------------------------------------------

  /** Payout accounts of each kind (card provider, PayPal, AllPay) while the real ones are not configured. */
  connectFor(kind: 'stripe' | 'paypal' | 'allpay'): ConnectApi {
    return {
      start: (input, key) =>
        this.#idempotent(key, `connect-${kind}`, async () => {
          const existing = input.accountId
            ? await store.findObject<AccountDoc>(this.#db, input.accountId, 'account')
            : undefined;
          const account: AccountDoc = existing ?? {
            id: newId(`acct_${kind}`),
            kind,
            userId: input.userId,
            status: 'pending',
            returnUrl: input.returnUrl,
            disconnected: false,
          };
          account.returnUrl = input.returnUrl;
          await store.saveObject(this.#db, account.id, 'account', account, this.#now());
          return {
            accountId: account.id,
            url: `/api/v1/payments/sandbox/onboarding/${encodeURIComponent(account.id)}`,
          };
        }),
      status: async (accountId) => {
        const account = await store.findObject<AccountDoc>(this.#db, accountId, 'account');
        return account && !account.disconnected ? account.status : 'restricted';
      },
      disconnect: async (accountId) => {
        const account = await store.findObject<AccountDoc>(this.#db, accountId, 'account');
        if (!account) return;
        account.disconnected = true;
        await store.saveObject(this.#db, accountId, 'account', account, this.#now());
      },
    };
  }

  /** The sandbox's onboarding page: completes at once; answers where to send the browser back. */
  async completeOnboarding(accountId: string): Promise<string | undefined> {
    const account = await store.findObject<AccountDoc>(this.#db, accountId, 'account');
    if (!account || account.disconnected) return undefined;
    if (account.status !== 'active') {
      account.status = 'active';
      await store.saveObject(this.#db, accountId, 'account', account, this.#now());
      await this.#emit('account.updated', accountId, { accountId, metadata: { kind: account.kind } });
      await this.deliverPending();
    }
    return account.returnUrl;
  }
}

function toEvent(payload: SandboxEventPayload): ProviderEvent {
  return {
    id: payload.id,
    type: payload.type,
    createdAt: new Date(payload.created * 1000),
    objectId: payload.object_id,
    data: payload.data ?? {},
    raw: payload,
  };
}

function toProviderSubscription(doc: SubscriptionDoc): ProviderSubscription {
  return {
    id: doc.id,
    customerId: doc.customerId,
    priceId: doc.priceId,
    status: doc.status,
    currentPeriodStart: new Date(doc.currentPeriodStart),
    currentPeriodEnd: new Date(doc.currentPeriodEnd),
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
    endedAt: doc.endedAt ? new Date(doc.endedAt) : null,
    metadata: doc.metadata,
  };
}

/** An idempotent result read back from JSON has its dates as strings. */
function reviveSubscription(value: ProviderSubscription): ProviderSubscription {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    ...value,
    currentPeriodStart: date(value.currentPeriodStart),
    currentPeriodEnd: date(value.currentPeriodEnd),
    endedAt: date(value.endedAt),
  };
}
