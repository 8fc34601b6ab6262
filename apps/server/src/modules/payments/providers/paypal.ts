import {
  type CheckoutResult,
  type ConnectApi,
  type ConnectedAccountState,
  type CreateCheckoutInput,
  type Money,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderEventData,
  type ProviderSubscription,
  WEBHOOK_TOLERANCE_MS,
  type WebhookHeaders,
  WebhookSignatureError,
} from './provider.ts';

/**
 * PayPal through its REST API (ADR 0022), no SDK:
 * - OAuth2 client credentials (`POST /v1/oauth2/token`), the token kept until shortly before it expires;
 * - one-off payments (entry fees, donations) as Orders v2 (`POST /v2/checkout/orders`, intent CAPTURE): an
 *   entry fee names the organiser as payee and keeps the platform fee (`payment_instruction.platform_fees`).
 *   PayPal does not capture by itself: the approved order's webhook (`CHECKOUT.ORDER.APPROVED`) is captured
 *   here, with a `PayPal-Request-Id` derived from the order, so a redelivery captures nothing twice;
 * - plans as Billing Subscriptions v1 (the configured price ids are then PayPal plan ids `P-…`). PayPal has no
 *   "cancel at the period's end" (`periodEndCancellation: 'ours'`): cancelling at the period's end writes nothing
 *   to PayPal and answers the subscription marked so; the payments service keeps the mark, leaves the
 *   subscription active and cancels it at PayPal (`cancel`, final) when the paid period is over. Resuming clears
 *   the mark (and re-activates a subscription an earlier version suspended with `CANCEL_AT_PERIOD_END_NOTE`,
 *   which is still read as active until its paid period ends);
 * - payout accounts through Partner Referrals v2 (`POST /v2/customer/partner-referrals`); our account id is the
 *   referral's `tracking_id`, and its state is read from the partner's merchant integrations (needs
 *   `PAYPAL_PARTNER_ID`). Disconnecting is the seller's act at PayPal: we only forget the account;
 * - webhooks verified by PayPal (`POST /v1/notifications/verify-webhook-signature`, with the raw body spliced in
 *   unchanged: PayPal checks a CRC of the exact bytes) after our own five-minute check of the transmission time.
 * Every write carries `PayPal-Request-Id` (PayPal's idempotency key).
 */
export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** `https://api-m.paypal.com` or `https://api-m.sandbox.paypal.com` (no trailing slash). */
  apiBase: string;
  /** The platform's PayPal merchant id; without it there are no PayPal payout accounts. */
  partnerId?: string | undefined;
  /** The HTTP transport; default the global `fetch`. */
  fetch?: typeof fetch;
  /** The clock for token expiry and subscription periods; default the machine's. */
  now?: () => Date;
}

export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's error name (`ORDER_ALREADY_CAPTURED`, `RESOURCE_NOT_FOUND`, …). */
    readonly errorName: string,
    message: string,
    readonly debugId: string | undefined,
  ) {
    super(message);
    this.name = 'PayPalApiError';
  }
}

/** PayPal's currencies without minor units. */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
/** `custom_id` holds at most this many characters. */
const CUSTOM_ID_MAX = 127;
/** Written on a suspension that stood for "cancel at the period's end" (earlier versions); still read. */
export const CANCEL_AT_PERIOD_END_NOTE = 'Cancelled at the end of the paid period';
const MAX_RECENT_EVENTS = 1000;

interface PayPalLink {
  href: string;
  rel: string;
}

interface PayPalAmount {
  currency_code: string;
  value: string;
}

interface PayPalCapture {
  id: string;
  status: string;
  amount?: PayPalAmount;
  custom_id?: string;
  payee?: { merchant_id?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: Array<{ custom_id?: string; payments?: { captures?: PayPalCapture[] } }>;
}

interface PayPalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  status_change_note?: string;
  status_update_time?: string;
  start_time?: string;
  subscriber?: { payer_id?: string; email_address?: string };
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    outstanding_balance?: PayPalAmount;
    last_payment?: { time?: string; amount?: PayPalAmount };
  };
  links?: PayPalLink[];
}

interface PayPalPlan {
  billing_cycles?: Array<{
    tenure_type: string;
    frequency: { interval_unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; interval_count?: number };
  }>;
}

interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource_type?: string;
  resource: Record<string, unknown>;
}

interface RequestOptions {
  body?: unknown;
  /** A body already serialised (the webhook check keeps PayPal's bytes as they came). */
  rawBody?: string;
  requestId?: string;
  headers?: Record<string, string>;
}

export function createPayPalProvider(options: PayPalProviderOptions): PaymentProvider {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const response = await fetchFn(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw await toApiError(response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renewed a minute early, so a request never leaves with a token about to lapse.
    token = { value: body.access_token, expiresAt: now().getTime() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        ...(req.requestId ? { 'paypal-request-id': req.requestId } : {}),
        ...req.headers,
      };
      let body: string | undefined;
      if (req.rawBody !== undefined || req.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = req.rawBody ?? JSON.stringify(req.body);
      }
      const response = await fetchFn(`${options.apiBase}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(30_000),
      });
      // A token PayPal revoked before its time: fetch a new one once.
      if (response.status === 401 && attempt === 0) {
        token = undefined;
        continue;
      }
      if (!response.ok) throw await toApiError(response);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }

  /** The organiser's PayPal merchant id behind our account id (the referral's tracking id). */
  async function findMerchantId(trackingId: string): Promise<string | undefined> {
    if (!options.partnerId) return undefined;
    try {
      const found = await request<{ merchant_id?: string }>(
        'GET',
        `/v1/customer/partners/${encodeURIComponent(options.partnerId)}/merchant-integrations?tracking_id=${encodeURIComponent(trackingId)}`,
      );
      return found.merchant_id;
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** Captures an approved order; a second try (a redelivered webhook) finds it captured and reads it. */
  async function captureOrder(orderId: string): Promise<PayPalOrder> {
    try {
      return await request<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {
          body: {},
          requestId: `capture-${orderId}`,
          headers: { prefer: 'return=representation' },
        },
      );
    } catch (error) {
      if (error instanceof PayPalApiError && error.errorName === 'ORDER_ALREADY_CAPTURED') {
        return request<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      }
      throw error;
    }
  }

  async function retrieveSubscription(id: string): Promise<ProviderSubscription> {
    const subscription = await request<PayPalSubscription>(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(id)}`,
    );
    const periodEnd = await currentPeriodEnd(subscription);
    return toProviderSubscription(subscription, periodEnd, now());
  }

  /**
   * The end of the paid period: PayPal's next billing time while it bills; once suspended (no next billing),
   * the last payment plus one cycle of the plan.
   */
  async function currentPeriodEnd(subscription: PayPalSubscription): Promise<Date | null> {
    const next = subscription.billing_info?.next_billing_time;
    if (next) return new Date(next);
    const lastPaid = subscription.billing_info?.last_payment?.time;
    if (!lastPaid) return null;
    const plan = await request<PayPalPlan>(
      'GET',
      `/v1/billing/plans/${encodeURIComponent(subscription.plan_id)}`,
    );
    const cycle = plan.billing_cycles?.find((c) => c.tenure_type === 'REGULAR') ?? plan.billing_cycles?.[0];
    return cycle ? addInterval(new Date(lastPaid), cycle.frequency) : null;
  }

  async function toEvent(event: PayPalWebhookEvent): Promise<ProviderEvent | null> {
    const base = { id: event.id, createdAt: new Date(event.create_time), raw: event };
    const resource = event.resource;
    const resourceId = String(resource.id ?? '');
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        const order = await captureOrder(resourceId);
        const unit = order.purchase_units?.[0];
        const capture = unit?.payments?.captures?.[0];
        // Pending (an eCheck, a review): PAYMENT.CAPTURE.COMPLETED follows once the money is there.
        if (capture?.status !== 'COMPLETED') return null;
        return {
          ...base,
          type: 'checkout.completed',
          objectId: order.id,
          data: compact({
            checkoutSessionId: order.id,
            paymentId: capture.id,
            metadata: fromCustomId(unit?.custom_id ?? capture.custom_id),
            ...moneyData(capture.amount),
          }),
        };
      }
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const capture = resource as unknown as PayPalCapture;
        return {
          ...base,
          type: 'payment.succeeded',
          objectId: capture.id,
          data: compact({
            paymentId: capture.id,
            checkoutSessionId: capture.supplementary_data?.related_ids?.order_id,
            metadata: fromCustomId(capture.custom_id),
            ...moneyData(capture.amount),
          }),
        };
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        // The resource is the refund; its `up` link is the capture it refunds.
        const links = (resource.links as PayPalLink[] | undefined) ?? [];
        const up = links.find((link) => link.rel === 'up')?.href;
        const captureId = up?.match(/\/captures\/([^/?]+)/)?.[1];
        if (!captureId) return null;
        return {
          ...base,
          type: 'payment.refunded',
          objectId: captureId,
          data: compact({
            paymentId: captureId,
            metadata: fromCustomId(resource.custom_id as string | undefined),
            ...moneyData(resource.amount as PayPalAmount | undefined),
          }),
        };
      }
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        // The subscriber approved and paid: the checkout (whose session id is the subscription id) is done.
        const subscription = resource as unknown as PayPalSubscription;
        return {
          ...base,
          type: 'checkout.completed',
          objectId: subscription.id,
          data: compact({
            checkoutSessionId: subscription.id,
            subscriptionId: subscription.id,
            customerId: subscription.subscriber?.payer_id,
            metadata: fromCustomId(subscription.custom_id),
          }),
        };
      }
      case 'BILLING.SUBSCRIPTION.UPDATED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
      case 'BILLING.SUBSCRIPTION.RE-ACTIVATED':
        return {
          ...base,
          type: 'subscription.updated',
          objectId: resourceId,
          data: { subscriptionId: resourceId },
        };
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.EXPIRED':
        return {
          ...base,
          type: 'subscription.deleted',
          objectId: resourceId,
          data: { subscriptionId: resourceId },
        };
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        return {
          ...base,
          type: 'invoice.payment_failed',
          objectId: resourceId,
          data: { subscriptionId: resourceId },
        };
      case 'PAYMENT.SALE.COMPLETED': {
        // A subscription's payment (the first and every renewal); other sales are not ours.
        const subscriptionId = resource.billing_agreement_id as string | undefined;
        if (!subscriptionId) return null;
        const amount = resource.amount as { total?: string; currency?: string } | undefined;
        return {
          ...base,
          type: 'invoice.paid',
          objectId: subscriptionId,
          data: compact({
            subscriptionId,
            invoiceId: resourceId,
            ...(amount?.total && amount.currency
              ? moneyData({ value: amount.total, currency_code: amount.currency })
              : {}),
          }),
        };
      }
      case 'MERCHANT.ONBOARDING.COMPLETED':
      case 'MERCHANT.PARTNER-CONSENT.REVOKED':
      case 'CUSTOMER.MERCHANT-INTEGRATION.PRODUCT-SUBSCRIPTION-UPDATED': {
        // Our account id is the referral's tracking id; the merchant id stands in where PayPal leaves it out.
        const accountId = (resource.tracking_id ?? resource.merchant_id) as string | undefined;
        if (!accountId) return null;
        return { ...base, type: 'account.updated', objectId: accountId, data: { accountId } };
      }
      default:
        return null;
    }
  }

  const connect: ConnectApi | undefined = options.partnerId
    ? {
        async start(input, idempotencyKey) {
          const trackingId = input.accountId ?? `matchday-${input.userId}`;
          const referral = await request<{ links?: PayPalLink[] }>('POST', '/v2/customer/partner-referrals', {
            requestId: idempotencyKey,
            body: {
              tracking_id: trackingId,
              ...(input.email ? { email: input.email } : {}),
              operations: [
                {
                  operation: 'API_INTEGRATION',
                  api_integration_preference: {
                    rest_api_integration: {
                      integration_method: 'PAYPAL',
                      integration_type: 'THIRD_PARTY',
                      third_party_details: { features: ['PAYMENT', 'REFUND', 'PARTNER_FEE'] },
                    },
                  },
                },
              ],
              products: ['EXPRESS_CHECKOUT'],
              legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
              partner_config_override: { return_url: input.returnUrl },
            },
          });
          const url = referral.links?.find((link) => link.rel === 'action_url')?.href;
          if (!url) throw new Error('PayPal answered the partner referral without an action_url');
          return { accountId: trackingId, url };
        },

        async status(accountId): Promise<ConnectedAccountState> {
          const merchantId = await findMerchantId(accountId);
          if (!merchantId) return 'pending';
          const merchant = await request<{
            payments_receivable?: boolean;
            primary_email_confirmed?: boolean;
          }>(
            'GET',
            `/v1/customer/partners/${encodeURIComponent(options.partnerId ?? '')}/merchant-integrations/${encodeURIComponent(merchantId)}`,
          );
          return merchant.payments_receivable && merchant.primary_email_confirmed ? 'active' : 'restricted';
        },

        async disconnect() {
          // A seller withdraws the platform's permissions in their PayPal account; PayPal has no call for the
          // partner to do it. Forgetting the account (the caller's part) stops new payouts to it.
        },
      }
    : undefined;

  return {
    name: 'paypal',

    async createCheckout(input: CreateCheckoutInput): Promise<CheckoutResult> {
      if (input.kind === 'subscription') {
        if (!input.priceId) throw new Error('A subscription checkout needs the PayPal plan id');
        const subscription = await request<PayPalSubscription>('POST', '/v1/billing/subscriptions', {
          requestId: input.idempotencyKey,
          body: {
            plan_id: input.priceId,
            custom_id: toCustomId(input.metadata),
            ...(input.customer.email ? { subscriber: { email_address: input.customer.email } } : {}),
            application_context: {
              brand_name: 'Matchday',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'SUBSCRIBE_NOW',
              return_url: input.successUrl,
              cancel_url: input.cancelUrl,
            },
          },
        });
        return { sessionId: subscription.id, url: approvalUrl(subscription.links, subscription.id) };
      }
      const amount = input.amount;
      if (!amount) throw new Error('A payment checkout needs an amount');
      const payee = await payeeOf(input, amount);
      const order = await request<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: input.idempotencyKey,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              description: input.description.slice(0, 127),
              custom_id: toCustomId(input.metadata),
              amount: toPayPalAmount(amount),
              ...payee,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Matchday',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: input.successUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
      });
      return { sessionId: order.id, url: approvalUrl(order.links, order.id) };
    },

    async verifyWebhook(rawBody, headers, at): Promise<ProviderEvent | null> {
      const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
      const header = (name: string) => headerValue(headers, name);
      const transmission = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      const missing = Object.entries(transmission).find(([, value]) => !value);
      if (missing) throw new WebhookSignatureError(`The PayPal header ${missing[0]} is missing`);
      const sentAt = Date.parse(transmission.transmission_time ?? '');
      if (!Number.isFinite(sentAt) || at.getTime() - sentAt > WEBHOOK_TOLERANCE_MS) {
        throw new WebhookSignatureError('The PayPal transmission is older than five minutes');
      }
      let event: PayPalWebhookEvent;
      try {
        event = JSON.parse(body) as PayPalWebhookEvent;
      } catch {
        throw new WebhookSignatureError('The PayPal webhook body is not JSON');
      }
      const prefix = JSON.stringify({ ...transmission, webhook_id: options.webhookId });
      const verification = await request<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        { rawBody: `${prefix.slice(0, -1)},"webhook_event":${body}}` },
      );
      if (verification.verification_status !== 'SUCCESS') {
        throw new WebhookSignatureError('PayPal did not confirm the webhook signature');
      }
      return toEvent(event);
    },

    retrieveSubscription,

    periodEndCancellation: 'ours',

    async cancelSubscription(id, atPeriodEnd, idempotencyKey) {
      // At the period's end: nothing to tell PayPal now; the payments service cancels when the period is over.
      if (atPeriodEnd) return { ...(await retrieveSubscription(id)), cancelAtPeriodEnd: true };
      await request('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
        requestId: idempotencyKey,
        body: { reason: 'Cancelled' },
      });
      return retrieveSubscription(id);
    },

    async resumeSubscription(id, idempotencyKey) {
      const current = await request<PayPalSubscription>(
        'GET',
        `/v1/billing/subscriptions/${encodeURIComponent(id)}`,
      );
      // Only a subscription suspended as "cancelled at the period's end" (the earlier way) needs PayPal.
      if (current.status === 'SUSPENDED' && current.status_change_note === CANCEL_AT_PERIOD_END_NOTE) {
        await request('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/activate`, {
          requestId: idempotencyKey,
          body: { reason: 'Resumed' },
        });
      }
      return { ...(await retrieveSubscription(id)), cancelAtPeriodEnd: false };
    },

    async refund(paymentId, amount, idempotencyKey) {
      // A capture paid to an organiser is refunded on the organiser's behalf (PayPal-Auth-Assertion).
      const capture = await request<PayPalCapture>(
        'GET',
        `/v2/payments/captures/${encodeURIComponent(paymentId)}`,
      );
      const merchantId = capture.payee?.merchant_id;
      const onBehalf =
        options.partnerId && merchantId && merchantId !== options.partnerId
          ? { 'paypal-auth-assertion': authAssertion(options.clientId, merchantId) }
          : undefined;
      if (amount && capture.amount && amount.currency !== capture.amount.currency_code) {
        throw new Error(`Refund in ${amount.currency} of a payment in ${capture.amount.currency_code}`);
      }
      const refund = await request<{ id: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(paymentId)}/refund`,
        {
          requestId: idempotencyKey,
          body: amount ? { amount: toPayPalAmount(amount) } : {},
          ...(onBehalf ? { headers: onBehalf } : {}),
        },
      );
      return { refundId: refund.id };
    },

    async listRecentEvents(since: Date): Promise<ProviderEvent[]> {
      const query = new URLSearchParams({
        start_time: since.toISOString(),
        end_time: now().toISOString(),
        page_size: '100',
      });
      let path: string | undefined = `/v1/notifications/webhooks-events?${query}`;
      const events: ProviderEvent[] = [];
      let seen = 0;
      while (path && seen < MAX_RECENT_EVENTS) {
        const page: { events?: PayPalWebhookEvent[]; links?: PayPalLink[] } = await request('GET', path);
        for (const event of page.events ?? []) {
          seen++;
          const mapped = await toEvent(event);
          if (mapped) events.push(mapped);
        }
        const next = page.links?.find((link) => link.rel === 'next')?.href;
        path = next ? pathOf(next) : undefined;
      }
      return events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    ...(connect ? { connect } : {}),
  };

  /** An entry fee: the organiser is the payee and the platform keeps its fee. */
  async function payeeOf(input: CreateCheckoutInput, amount: Money) {
    const fee = input.applicationFee;
    if (!input.connectedAccountId) {
      if (fee && fee.amount > 0)
        throw new Error('An application fee needs a connected account to pay out to');
      return {};
    }
    if (fee && fee.currency !== amount.currency) {
      throw new Error(`Application fee in ${fee.currency} on a payment in ${amount.currency}`);
    }
    const merchantId = await findMerchantId(input.connectedAccountId);
    if (!merchantId)
      throw new Error(`PayPal account ${input.connectedAccountId} has not finished onboarding`);
    return {
      payee: { merchant_id: merchantId },
      ...(fee && fee.amount > 0
        ? { payment_instruction: { platform_fees: [{ amount: toPayPalAmount(fee) }] } }
        : {}),
    };
  }
}

/** PayPal's subscription as ours. Exported for the tests. */
export function toProviderSubscription(
  subscription: PayPalSubscription,
  periodEnd: Date | null,
  now: Date,
): ProviderSubscription {
  const lastPaid = subscription.billing_info?.last_payment?.time;
  const periodStart = lastPaid
    ? new Date(lastPaid)
    : subscription.start_time
      ? new Date(subscription.start_time)
      : null;
  const cancelledAtPeriodEnd =
    subscription.status === 'SUSPENDED' && subscription.status_change_note === CANCEL_AT_PERIOD_END_NOTE;
  const changedAt = subscription.status_update_time ? new Date(subscription.status_update_time) : null;
  let status: ProviderSubscription['status'];
  let endedAt: Date | null = null;
  switch (subscription.status) {
    case 'ACTIVE': {
      const owing =
        (subscription.billing_info?.failed_payments_count ?? 0) > 0 ||
        Number(subscription.billing_info?.outstanding_balance?.value ?? 0) > 0;
      status = owing ? 'past_due' : 'active';
      break;
    }
    case 'SUSPENDED':
      if (cancelledAtPeriodEnd) {
        const over = periodEnd === null || periodEnd.getTime() <= now.getTime();
        status = over ? 'ended' : 'active';
        endedAt = over ? periodEnd : null;
      } else {
        // Suspended by PayPal after failed payments (or by hand at PayPal): unpaid, the plan's record kept.
        status = 'past_due';
      }
      break;
    case 'CANCELLED':
    case 'EXPIRED':
      status = 'ended';
      endedAt = changedAt;
      break;
    default:
      // APPROVAL_PENDING, APPROVED: not paid yet.
      status = 'incomplete';
  }
  return {
    id: subscription.id,
    customerId: subscription.subscriber?.payer_id ?? null,
    priceId: subscription.plan_id,
    status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: cancelledAtPeriodEnd,
    endedAt,
    metadata: fromCustomId(subscription.custom_id) ?? {},
  };
}

/** Minor units as PayPal's decimal string (`2500` EUR → `"25.00"`). Exported for the tests. */
export function toPayPalAmount(money: Money): PayPalAmount {
  const digits = ZERO_DECIMAL_CURRENCIES.has(money.currency) ? 0 : 2;
  if (!Number.isInteger(money.amount) || money.amount < 0) throw new Error('Money is whole minor units');
  const whole = Math.floor(money.amount / 10 ** digits);
  const fraction = String(money.amount % 10 ** digits).padStart(digits, '0');
  return { currency_code: money.currency, value: digits === 0 ? String(whole) : `${whole}.${fraction}` };
}

/** PayPal's decimal string as minor units, without going through a float. Exported for the tests. */
export function fromPayPalAmount(amount: PayPalAmount): Money {
  const digits = ZERO_DECIMAL_CURRENCIES.has(amount.currency_code) ? 0 : 2;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.value.trim());
  if (!match) throw new Error(`Not a PayPal amount: ${amount.value}`);
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (fraction.length > digits)
    throw new Error(`Too many decimals for ${amount.currency_code}: ${amount.value}`);
  return {
    amount: Number(match[1]) * 10 ** digits + Number(fraction || '0'),
    currency: amount.currency_code,
  };
}

function moneyData(amount: PayPalAmount | undefined): Pick<ProviderEventData, 'amount' | 'currency'> {
  if (!amount) return {};
  const money = fromPayPalAmount(amount);
  return { amount: money.amount, currency: money.currency };
}

/**
 * Our metadata in PayPal's 127-character `custom_id`, as a query string; keys that do not fit are left out
 * (the checkout session id, which PayPal echoes as the order or subscription id, is the reliable link).
 */
export function toCustomId(metadata: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(metadata)) {
    params.set(key, value);
    if (params.toString().length > CUSTOM_ID_MAX) params.delete(key);
  }
  return params.toString();
}

function fromCustomId(customId: string | undefined): Record<string, string> | undefined {
  return customId ? Object.fromEntries(new URLSearchParams(customId)) : undefined;
}

function approvalUrl(links: PayPalLink[] | undefined, id: string): string {
  const link = links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  if (!link) throw new Error(`PayPal answered ${id} without an approval link`);
  return link.href;
}

function addInterval(from: Date, frequency: { interval_unit: string; interval_count?: number }): Date {
  const count = frequency.interval_count ?? 1;
  const date = new Date(from);
  switch (frequency.interval_unit) {
    case 'DAY':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'WEEK':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'MONTH':
      date.setUTCMonth(date.getUTCMonth() + count);
      break;
    default:
      date.setUTCFullYear(date.getUTCFullYear() + count);
  }
  return date;
}

/** PayPal's unsigned JWT naming the merchant a partner acts for. */
function authAssertion(clientId: string, merchantId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ iss: clientId, payer_id: merchantId })}.`;
}

function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

async function toApiError(response: Response): Promise<PayPalApiError> {
  const text = await response.text().catch(() => '');
  let body: {
    name?: string;
    error?: string;
    message?: string;
    error_description?: string;
    debug_id?: string;
  } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status says it all.
  }
  const issue = (body as { details?: Array<{ issue?: string }> }).details?.[0]?.issue;
  return new PayPalApiError(
    response.status,
    issue ?? body.name ?? body.error ?? `HTTP_${response.status}`,
    `PayPal answered ${response.status}: ${body.message ?? body.error_description ?? (text.slice(0, 200) || response.statusText)}`,
    body.debug_id,
  );
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
