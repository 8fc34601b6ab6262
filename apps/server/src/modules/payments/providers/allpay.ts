import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CheckoutResult,
  type ConnectApi,
  type ConnectedAccountState,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSubscription,
  WEBHOOK_TOLERANCE_MS,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

/**
 * AllPay, the regional payout provider (ADR 0022): connect an organiser's merchant account, take one-off
 * payments (entry fees to the organiser less the platform fee, donations), refund them. AllPay has no
 * subscriptions here: plans run on Stripe or the sandbox.
 *
 * Its real API cannot be reached from where this was built, so the adapter speaks the small signed REST API
 * below, written down here as the contract a gateway in front of AllPay (or AllPay itself) must keep:
 *
 * - Auth `Authorization: Bearer ALLPAY_API_KEY`; JSON bodies; every POST carries `Idempotency-Key` (a repeated
 *   key answers the first result, nothing happens twice). Errors: `{ error: { code, message } }` with a 4xx/5xx.
 * - Money is `{ amount, currency }`: integer minor units and an ISO 4217 code, as ours.
 * - Merchants (payout accounts):
 *   `POST /v1/merchants { reference, email?, return_url }` → `{ id: "mer_…", status, onboarding_url }`;
 *   `POST /v1/merchants/{id}/onboarding-links { return_url }` → `{ url }` (a fresh link for one still onboarding);
 *   `GET /v1/merchants/{id}` → `{ id, status: "pending" | "active" | "restricted" | "disconnected" }`;
 *   `DELETE /v1/merchants/{id}` → 204: the platform no longer pays out to it (disconnect).
 * - Payments: `POST /v1/payments { amount, description, merchant_id?, platform_fee?, customer: { reference?,
 *   email? }, success_url, cancel_url, metadata }` → `{ id: "pay_…", status: "pending", checkout_url }`;
 *   `POST /v1/payments/{id}/refunds { amount? }` → `{ id: "re_…", status }` (all of it without `amount`).
 * - Events: `GET /v1/events?created_after=ISO&limit=100[&starting_after=evt_…]` → `{ data: [event], has_more }`,
 *   oldest first.
 * - Webhooks: `POST /api/v1/payments/webhook/allpay` with body `{ id: "evt_…", type, created: unix seconds,
 *   data: { object } }` and header `AllPay-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"
 *   keyed with ALLPAY_WEBHOOK_SECRET>`. Types: `payment.succeeded`, `payment.failed`, `payment.refunded`
 *   (object: the payment, with `amount_refunded`), `merchant.updated` (object: the merchant).
 */
export interface AllPayProviderOptions {
  apiBase: string;
  apiKey: string;
  webhookSecret: string;
  /** The HTTP transport; default the global `fetch`. */
  fetch?: typeof fetch;
}

export const ALLPAY_SIGNATURE_HEADER = 'allpay-signature';

export class AllPayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AllPayApiError';
  }
}

interface AllPayMoney {
  amount: number;
  currency: string;
}

interface AllPayPayment {
  id: string;
  status: string;
  amount: AllPayMoney;
  amount_refunded?: number;
  merchant_id?: string | null;
  customer?: { reference?: string | null } | null;
  metadata?: Record<string, string>;
}

interface AllPayEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const MAX_RECENT_EVENTS = 1000;

export function createAllPayProvider(options: AllPayProviderOptions): PaymentProvider {
  const fetchFn = options.fetch ?? globalThis.fetch;

  async function request<T>(
    method: string,
    path: string,
    req: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    const response = await fetchFn(`${options.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        accept: 'application/json',
        ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(req.idempotencyKey ? { 'idempotency-key': req.idempotencyKey } : {}),
      },
      ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (!response.ok) {
      let error: { code?: string; message?: string } = {};
      try {
        error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
      } catch {
        // Not JSON: the status says it all.
      }
      throw new AllPayApiError(
        response.status,
        error.code ?? `http_${response.status}`,
        `AllPay answered ${response.status}: ${error.message ?? (text.slice(0, 200) || response.statusText)}`,
      );
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const connect: ConnectApi = {
    async start(input, idempotencyKey) {
      if (input.accountId) {
        const link = await request<{ url: string }>(
          'POST',
          `/v1/merchants/${encodeURIComponent(input.accountId)}/onboarding-links`,
          { body: { return_url: input.returnUrl }, idempotencyKey: `${idempotencyKey}:link` },
        );
        return { accountId: input.accountId, url: link.url };
      }
      const merchant = await request<{ id: string; onboarding_url: string }>('POST', '/v1/merchants', {
        body: {
          reference: input.userId,
          ...(input.email ? { email: input.email } : {}),
          return_url: input.returnUrl,
        },
        idempotencyKey,
      });
      return { accountId: merchant.id, url: merchant.onboarding_url };
    },

    async status(accountId): Promise<ConnectedAccountState> {
      const merchant = await request<{ status: string }>(
        'GET',
        `/v1/merchants/${encodeURIComponent(accountId)}`,
      );
      if (merchant.status === 'active') return 'active';
      if (merchant.status === 'pending') return 'pending';
      return 'restricted';
    },

    async disconnect(accountId) {
      try {
        await request('DELETE', `/v1/merchants/${encodeURIComponent(accountId)}`);
      } catch (error) {
        // Gone already: disconnected all the same.
        if (error instanceof AllPayApiError && error.status === 404) return;
        throw error;
      }
    },
  };

  return {
    name: 'allpay',

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutResult> {
      if (input.kind !== 'payment') throw new Error('AllPay takes one-off payments only, no subscriptions');
      const amount = input.amount;
      if (!amount) throw new Error('A payment checkout needs an amount');
      const fee = input.applicationFee;
      if (fee && fee.amount > 0) {
        if (!input.connectedAccountId)
          throw new Error('An application fee needs a connected account to pay out to');
        if (fee.currency !== amount.currency) {
          throw new Error(`Application fee in ${fee.currency} on a payment in ${amount.currency}`);
        }
      }
      const payment = await request<{ id: string; checkout_url: string }>('POST', '/v1/payments', {
        idempotencyKey: input.idempotencyKey,
        body: {
          amount: { amount: amount.amount, currency: amount.currency },
          description: input.description,
          ...(input.connectedAccountId ? { merchant_id: input.connectedAccountId } : {}),
          ...(fee && fee.amount > 0 ? { platform_fee: { amount: fee.amount, currency: fee.currency } } : {}),
          customer: {
            ...(input.customer.userId ? { reference: input.customer.userId } : {}),
            ...(input.customer.email ? { email: input.customer.email } : {}),
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
        },
      });
      return { sessionId: payment.id, url: payment.checkout_url };
    },

    verifyWebhook(rawBody, headers, now): ProviderEvent | null {
      const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      verifyAllPaySignature(body, headerValue(headers, ALLPAY_SIGNATURE_HEADER), options.webhookSecret, now);
      let event: AllPayEvent;
      try {
        event = JSON.parse(body) as AllPayEvent;
      } catch {
        throw new WebhookSignatureError('The AllPay webhook body is not JSON');
      }
      return toProviderEvent(event);
    },

    async retrieveSubscription(): Promise<ProviderSubscription> {
      throw new Error('AllPay has no subscriptions');
    },
    async cancelSubscription(): Promise<ProviderSubscription> {
      throw new Error('AllPay has no subscriptions');
    },
    async resumeSubscription(): Promise<ProviderSubscription> {
      throw new Error('AllPay has no subscriptions');
    },

    async refund(paymentId, amount, idempotencyKey) {
      const refund = await request<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        {
          idempotencyKey,
          body: amount ? { amount: { amount: amount.amount, currency: amount.currency } } : {},
        },
      );
      return { refundId: refund.id };
    },

    async listRecentEvents(since: Date): Promise<ProviderEvent[]> {
      const events: ProviderEvent[] = [];
      let startingAfter: string | undefined;
      for (let seen = 0; seen < MAX_RECENT_EVENTS; ) {
        const query = new URLSearchParams({ created_after: since.toISOString(), limit: '100' });
        if (startingAfter) query.set('starting_after', startingAfter);
        const page = await request<{ data: AllPayEvent[]; has_more: boolean }>('GET', `/v1/events?${query}`);
        for (const event of page.data) {
          const mapped = toProviderEvent(event);
          if (mapped) events.push(mapped);
        }
        seen += page.data.length;
        startingAfter = page.data.at(-1)?.id;
        if (!page.has_more || !startingAfter) break;
      }
      return events;
    },

    connect,
  };
}

/**
 * Checks `AllPay-Signature: t=…,v1=…` over `"<t>.<raw body>"`; throws `WebhookSignatureError` when it is
 * missing, wrong, or more than five minutes from `now` either way.
 */
export function verifyAllPaySignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): void {
  if (!header) throw new WebhookSignatureError('The AllPay-Signature header is missing');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('The AllPay-Signature header is malformed');
  }
  const expected = Buffer.from(allPaySignature(body, secret, timestamp), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The AllPay signature does not match');
  if (Math.abs(now.getTime() - timestamp * 1000) > WEBHOOK_TOLERANCE_MS) {
    throw new WebhookSignatureError('The AllPay signature is more than five minutes old');
  }
}

/** The header AllPay sends with `body` at `timestamp` (unix seconds); for tests and local simulations. */
export function signAllPayWebhook(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${allPaySignature(body, secret, timestamp)}`;
}

function allPaySignature(body: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** AllPay's event as ours; null for the types we do not act on. Exported for the tests. */
export function toProviderEvent(event: AllPayEvent): ProviderEvent | null {
  const base = { id: event.id, createdAt: new Date(event.created * 1000), raw: event };
  const object = event.data.object;
  switch (event.type) {
    case 'payment.succeeded': {
      // The checkout is the payment: its id is both the session and the payment.
      const payment = object as unknown as AllPayPayment;
      return {
        ...base,
        type: 'checkout.completed',
        objectId: payment.id,
        data: {
          checkoutSessionId: payment.id,
          paymentId: payment.id,
          metadata: payment.metadata ?? {},
          amount: payment.amount.amount,
          currency: payment.amount.currency,
          ...(payment.merchant_id ? { accountId: payment.merchant_id } : {}),
        },
      };
    }
    case 'payment.refunded': {
      const payment = object as unknown as AllPayPayment;
      return {
        ...base,
        type: 'payment.refunded',
        objectId: payment.id,
        data: {
          paymentId: payment.id,
          metadata: payment.metadata ?? {},
          amount: payment.amount_refunded ?? payment.amount.amount,
          currency: payment.amount.currency,
        },
      };
    }
    case 'merchant.updated': {
      const accountId = String(object.id);
      return { ...base, type: 'account.updated', objectId: accountId, data: { accountId } };
    }
    default:
      // `payment.failed` changes nothing of ours: the checkout simply never completes.
      return null;
  }
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
