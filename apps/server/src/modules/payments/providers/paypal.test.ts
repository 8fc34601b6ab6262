import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CANCEL_AT_PERIOD_END_NOTE,
  createPayPalProvider,
  fromPayPalAmount,
  type PayPalProviderOptions,
  toCustomId,
  toPayPalAmount,
} from './paypal.ts';
import { type CreateCheckoutInput, WebhookSignatureError } from './provider.ts';

// A local fake of PayPal's REST API (node:http on 127.0.0.1, a free port): it records every request and
// answers canned PayPal JSON. The adapter talks to it through the real `fetch`.

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}
type Reply = { status: number; body?: unknown };
type Handler = (request: Recorded) => Reply;

let server: Server;
let apiBase: string;
let requests: Recorded[];
let routes: Map<string, Handler>;
let tokensIssued: number;

/** Answers `METHOD /path` (the query ignored) with a handler; the token endpoint is always there. */
function on(method: string, path: string, handler: Handler | unknown) {
  routes.set(
    `${method} ${path}`,
    typeof handler === 'function' ? (handler as Handler) : () => ({ status: 200, body: handler }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply: Reply;
      if (recorded.path === '/v1/oauth2/token') {
        tokensIssued++;
        reply = {
          status: 200,
          body: { access_token: `token-${tokensIssued}`, token_type: 'Bearer', expires_in: 32400 },
        };
      } else {
        const handler = routes.get(`${recorded.method} ${recorded.path}`);
        reply = handler
          ? handler(recorded)
          : { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found', debug_id: 'dbg-404' } };
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  routes = new Map();
  tokensIssued = 0;
});

const NOW = new Date('2030-01-15T12:00:00Z');

function paypal(overrides: Partial<PayPalProviderOptions> = {}) {
  return createPayPalProvider({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId: 'WH-42',
    apiBase,
    partnerId: 'PARTNER1',
    now: () => NOW,
    ...overrides,
  });
}

const apiRequests = () => requests.filter((r) => r.path !== '/v1/oauth2/token');
const jsonOf = (request: Recorded | undefined) => JSON.parse(request?.body ?? 'null');

const entryFee: CreateCheckoutInput = {
  kind: 'payment',
  customer: { userId: 'owner-1', email: 'owner@example.com' },
  amount: { amount: 2500, currency: 'EUR' },
  description: 'Entry fee: Spring Cup',
  successUrl: 'https://matchday.example.com/paid',
  cancelUrl: 'https://matchday.example.com/cancelled',
  connectedAccountId: 'matchday-organiser-1',
  applicationFee: { amount: 125, currency: 'EUR' },
  metadata: { kind: 'entry_fee', requestId: 'request-7' },
  idempotencyKey: 'checkout-fee-7',
};

function knownMerchant() {
  on('GET', '/v1/customer/partners/PARTNER1/merchant-integrations', (r: Recorded) =>
    r.query.tracking_id === 'matchday-organiser-1'
      ? { status: 200, body: { merchant_id: 'MERCHANT9', tracking_id: r.query.tracking_id } }
      : { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'No such seller' } },
  );
}

describe('PayPal access token', () => {
  it('fetches a client-credentials token once and sends it as a bearer token', async () => {
    on('GET', '/v1/billing/subscriptions/I-1', { id: 'I-1', status: 'ACTIVE', plan_id: 'P-1' });
    const provider = paypal();

    await provider.retrieveSubscription('I-1');
    await provider.retrieveSubscription('I-1');

    const tokenRequests = requests.filter((r) => r.path === '/v1/oauth2/token');
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(tokenRequests[0]?.body).toBe('grant_type=client_credentials');
    expect(apiRequests().map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('fetches a new token when the old one expires or PayPal refuses it', async () => {
    let clock = NOW;
    let refuseNext = false;
    on('GET', '/v1/billing/subscriptions/I-1', (r: Recorded) => {
      if (refuseNext) {
        refuseNext = false;
        return { status: 401, body: { error: 'invalid_token' } };
      }
      return {
        status: 200,
        body: { id: 'I-1', status: 'ACTIVE', plan_id: 'P-1', auth: r.headers.authorization },
      };
    });
    const provider = paypal({ now: () => clock });

    await provider.retrieveSubscription('I-1');
    clock = new Date(NOW.getTime() + 9 * 3_600_000);
    await provider.retrieveSubscription('I-1');
    refuseNext = true;
    await provider.retrieveSubscription('I-1');

    expect(apiRequests().map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-2',
      'Bearer token-3',
    ]);
  });
});

describe('PayPal checkout', () => {
  it('creates an order paying the organiser less the platform fee, with PayPal-Request-Id', async () => {
    knownMerchant();
    on('POST', '/v2/checkout/orders', {
      id: 'ORDER-1',
      status: 'PAYER_ACTION_REQUIRED',
      links: [
        { rel: 'self', href: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/ORDER-1' },
        { rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1' },
      ],
    });

    const result = await paypal().createCheckout(entryFee);

    expect(result).toEqual({
      sessionId: 'ORDER-1',
      url: 'https://www.sandbox.paypal.com/checkoutnow?token=ORDER-1',
    });
    const create = apiRequests().find((r) => r.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe('checkout-fee-7');
    expect(create?.headers.authorization).toBe('Bearer token-1');
    expect(jsonOf(create)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: 'Entry fee: Spring Cup',
          custom_id: 'kind=entry_fee&requestId=request-7',
          amount: { currency_code: 'EUR', value: '25.00' },
          payee: { merchant_id: 'MERCHANT9' },
          payment_instruction: { platform_fees: [{ amount: { currency_code: 'EUR', value: '1.25' } }] },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Matchday',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'https://matchday.example.com/paid',
            cancel_url: 'https://matchday.example.com/cancelled',
          },
        },
      },
    });
  });

  it('refuses to pay out to an organiser whose onboarding is not finished', async () => {
    knownMerchant();
    await expect(
      paypal().createCheckout({ ...entryFee, connectedAccountId: 'matchday-someone-else' }),
    ).rejects.toThrow(/not finished onboarding/);
    expect(apiRequests().some((r) => r.path === '/v2/checkout/orders')).toBe(false);
  });

  it('subscribes to the configured PayPal plan', async () => {
    on('POST', '/v1/billing/subscriptions', {
      id: 'I-SUB1',
      status: 'APPROVAL_PENDING',
      links: [
        {
          rel: 'approve',
          href: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1',
        },
      ],
    });

    const result = await paypal().createCheckout({
      kind: 'subscription',
      customer: { userId: 'user-1', email: 'ana@example.com' },
      priceId: 'P-BASIC-MONTHLY',
      description: 'Basic, monthly',
      successUrl: 'https://matchday.example.com/pricing?paid=1',
      cancelUrl: 'https://matchday.example.com/pricing',
      metadata: { kind: 'subscription', userId: 'user-1' },
      idempotencyKey: 'checkout-sub-1',
    });

    expect(result.sessionId).toBe('I-SUB1');
    const create = apiRequests()[0];
    expect(create?.headers['paypal-request-id']).toBe('checkout-sub-1');
    expect(jsonOf(create)).toMatchObject({
      plan_id: 'P-BASIC-MONTHLY',
      custom_id: 'kind=subscription&userId=user-1',
      subscriber: { email_address: 'ana@example.com' },
      application_context: {
        return_url: 'https://matchday.example.com/pricing?paid=1',
        cancel_url: 'https://matchday.example.com/pricing',
      },
    });
  });
});

describe('PayPal payout accounts (partner referrals)', () => {
  it('starts onboarding with a partner referral and answers its action url', async () => {
    on('POST', '/v2/customer/partner-referrals', {
      links: [
        { rel: 'self', href: `${apiBase}/v2/customer/partner-referrals/ZjQ1` },
        {
          rel: 'action_url',
          href: 'https://www.sandbox.paypal.com/bizsignup/partner/entry?referralToken=ZjQ1',
        },
      ],
    });

    const started = await paypal().connect?.start(
      { userId: 'organiser-1', email: 'org@example.com', returnUrl: 'https://matchday.example.com/payouts' },
      'connect-paypal-1',
    );

    expect(started).toEqual({
      accountId: 'matchday-organiser-1',
      url: 'https://www.sandbox.paypal.com/bizsignup/partner/entry?referralToken=ZjQ1',
    });
    const referral = apiRequests()[0];
    expect(referral?.headers['paypal-request-id']).toBe('connect-paypal-1');
    expect(jsonOf(referral)).toMatchObject({
      tracking_id: 'matchday-organiser-1',
      email: 'org@example.com',
      products: ['EXPRESS_CHECKOUT'],
      legal_consents: [{ type: 'SHARE_DATA_CONSENT', granted: true }],
      partner_config_override: { return_url: 'https://matchday.example.com/payouts' },
      operations: [
        {
          operation: 'API_INTEGRATION',
          api_integration_preference: {
            rest_api_integration: { third_party_details: { features: ['PAYMENT', 'REFUND', 'PARTNER_FEE'] } },
          },
        },
      ],
    });
  });

  it('reads onboarding state from the partner’s merchant integrations', async () => {
    knownMerchant();
    let receivable = false;
    on('GET', '/v1/customer/partners/PARTNER1/merchant-integrations/MERCHANT9', () => ({
      status: 200,
      body: { merchant_id: 'MERCHANT9', payments_receivable: receivable, primary_email_confirmed: true },
    }));
    const provider = paypal();

    expect(await provider.connect?.status('matchday-someone-else')).toBe('pending');
    expect(await provider.connect?.status('matchday-organiser-1')).toBe('restricted');
    receivable = true;
    expect(await provider.connect?.status('matchday-organiser-1')).toBe('active');
  });

  it('offers no payout accounts without the platform’s partner id, and disconnects without a call', async () => {
    expect(paypal({ partnerId: undefined }).connect).toBeUndefined();
    await paypal().connect?.disconnect('matchday-organiser-1');
    expect(requests).toHaveLength(0);
  });
});

describe('PayPal webhooks', () => {
  const transmissionTime = new Date(NOW.getTime() - 60_000).toISOString();
  const headers = {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-1',
    'paypal-transmission-id': 'tx-1',
    'paypal-transmission-sig': 'c2lnbmF0dXJl',
    'paypal-transmission-time': transmissionTime,
  };
  // Spaced as PayPal might send it: the check must pass these exact bytes on, not a re-serialisation.
  const body =
    '{"id":"WH-EV-1", "event_type":"BILLING.SUBSCRIPTION.UPDATED","create_time":"2030-01-15T11:59:00Z","resource":{"id":"I-SUB1"}}';

  function verifier(status: 'SUCCESS' | 'FAILURE') {
    on('POST', '/v1/notifications/verify-webhook-signature', { verification_status: status });
  }

  it('has PayPal confirm the signature over the delivery as it came, then maps the event', async () => {
    verifier('SUCCESS');

    const event = await paypal().verifyWebhook(Buffer.from(body), headers, NOW);

    expect(event).toMatchObject({
      id: 'WH-EV-1',
      type: 'subscription.updated',
      objectId: 'I-SUB1',
      createdAt: new Date('2030-01-15T11:59:00Z'),
    });
    const check = apiRequests()[0];
    expect(check?.path).toBe('/v1/notifications/verify-webhook-signature');
    expect(check?.body.endsWith(`"webhook_event":${body}}`)).toBe(true);
    expect(jsonOf(check)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: 'tx-1',
      transmission_sig: 'c2lnbmF0dXJl',
      transmission_time: transmissionTime,
      webhook_id: 'WH-42',
      webhook_event: { id: 'WH-EV-1' },
    });
  });

  it('refuses a delivery PayPal does not confirm', async () => {
    verifier('FAILURE');
    await expect(paypal().verifyWebhook(body, headers, NOW)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it.each([
    ['without its signature', { ...headers, 'paypal-transmission-sig': undefined }],
    ['without its transmission time', { ...headers, 'paypal-transmission-time': undefined }],
    [
      'sent more than five minutes ago',
      { ...headers, 'paypal-transmission-time': new Date(NOW.getTime() - 301_000).toISOString() },
    ],
    ['with a transmission time that is no date', { ...headers, 'paypal-transmission-time': 'yesterday' }],
  ])('refuses a delivery %s without asking PayPal', async (_, given) => {
    verifier('SUCCESS');
    await expect(paypal().verifyWebhook(body, given, NOW)).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(apiRequests()).toHaveLength(0);
  });

  it('captures an approved order, once per order, and reports the checkout completed', async () => {
    verifier('SUCCESS');
    on('POST', '/v2/checkout/orders/ORDER-1/capture', {
      id: 'ORDER-1',
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: 'kind=entry_fee&requestId=request-7',
          payments: {
            captures: [
              { id: 'CAPTURE-1', status: 'COMPLETED', amount: { currency_code: 'EUR', value: '25.00' } },
            ],
          },
        },
      ],
    });
    const approved = JSON.stringify({
      id: 'WH-EV-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      create_time: '2030-01-15T11:59:30Z',
      resource: { id: 'ORDER-1', status: 'APPROVED' },
    });

    const event = await paypal().verifyWebhook(approved, headers, NOW);

    expect(event).toMatchObject({
      type: 'checkout.completed',
      objectId: 'ORDER-1',
      data: {
        checkoutSessionId: 'ORDER-1',
        paymentId: 'CAPTURE-1',
        amount: 2500,
        currency: 'EUR',
        metadata: { kind: 'entry_fee', requestId: 'request-7' },
      },
    });
    const capture = apiRequests().find((r) => r.path.endsWith('/capture'));
    expect(capture?.headers['paypal-request-id']).toBe('capture-ORDER-1');
  });

  it('reads an order captured before instead of failing on a second capture', async () => {
    verifier('SUCCESS');
    on('POST', '/v2/checkout/orders/ORDER-1/capture', () => ({
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        debug_id: 'dbg-1',
      },
    }));
    on('GET', '/v2/checkout/orders/ORDER-1', {
      id: 'ORDER-1',
      status: 'COMPLETED',
      purchase_units: [{ payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED' }] } }],
    });
    const approved = JSON.stringify({
      id: 'WH-EV-3',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      create_time: '2030-01-15T11:59:30Z',
      resource: { id: 'ORDER-1' },
    });

    expect(await paypal().verifyWebhook(approved, headers, NOW)).toMatchObject({
      type: 'checkout.completed',
      data: { paymentId: 'CAPTURE-1' },
    });
  });

  it.each([
    [
      'PAYMENT.CAPTURE.COMPLETED',
      {
        id: 'CAPTURE-1',
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '25.00' },
        custom_id: 'requestId=request-7',
        supplementary_data: { related_ids: { order_id: 'ORDER-1' } },
      },
      {
        type: 'payment.succeeded',
        objectId: 'CAPTURE-1',
        data: { paymentId: 'CAPTURE-1', checkoutSessionId: 'ORDER-1', amount: 2500, currency: 'EUR' },
      },
    ],
    [
      'PAYMENT.CAPTURE.REFUNDED',
      {
        id: 'REFUND-1',
        amount: { currency_code: 'EUR', value: '25.00' },
        links: [{ rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/CAPTURE-1' }],
      },
      { type: 'payment.refunded', objectId: 'CAPTURE-1', data: { paymentId: 'CAPTURE-1', amount: 2500 } },
    ],
    [
      'BILLING.SUBSCRIPTION.ACTIVATED',
      {
        id: 'I-SUB1',
        status: 'ACTIVE',
        plan_id: 'P-1',
        custom_id: 'userId=user-1',
        subscriber: { payer_id: 'PAYER1' },
      },
      {
        type: 'checkout.completed',
        objectId: 'I-SUB1',
        data: {
          checkoutSessionId: 'I-SUB1',
          subscriptionId: 'I-SUB1',
          customerId: 'PAYER1',
          metadata: { userId: 'user-1' },
        },
      },
    ],
    [
      'BILLING.SUBSCRIPTION.CANCELLED',
      { id: 'I-SUB1' },
      { type: 'subscription.deleted', objectId: 'I-SUB1' },
    ],
    [
      'BILLING.SUBSCRIPTION.SUSPENDED',
      { id: 'I-SUB1' },
      { type: 'subscription.updated', objectId: 'I-SUB1' },
    ],
    [
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
      { id: 'I-SUB1' },
      { type: 'invoice.payment_failed', objectId: 'I-SUB1' },
    ],
    [
      'PAYMENT.SALE.COMPLETED',
      { id: 'SALE-1', billing_agreement_id: 'I-SUB1', amount: { total: '9.00', currency: 'EUR' } },
      {
        type: 'invoice.paid',
        objectId: 'I-SUB1',
        data: { invoiceId: 'SALE-1', amount: 900, currency: 'EUR' },
      },
    ],
    [
      'MERCHANT.ONBOARDING.COMPLETED',
      { merchant_id: 'MERCHANT9', tracking_id: 'matchday-organiser-1' },
      {
        type: 'account.updated',
        objectId: 'matchday-organiser-1',
        data: { accountId: 'matchday-organiser-1' },
      },
    ],
  ])('maps %s', async (eventType, resource, expected) => {
    verifier('SUCCESS');
    const delivery = JSON.stringify({
      id: 'WH-EV-9',
      event_type: eventType,
      create_time: '2030-01-15T11:59:00Z',
      resource,
    });
    expect(await paypal().verifyWebhook(delivery, headers, NOW)).toMatchObject({
      id: 'WH-EV-9',
      ...expected,
    });
  });

  it.each([
    ['a sale that is no subscription payment', 'PAYMENT.SALE.COMPLETED', { id: 'SALE-2' }],
    ['a type we do not act on', 'CUSTOMER.DISPUTE.CREATED', { id: 'PP-D-1' }],
  ])('acknowledges %s without mapping it', async (_, eventType, resource) => {
    verifier('SUCCESS');
    const delivery = JSON.stringify({
      id: 'WH-EV-10',
      event_type: eventType,
      create_time: '2030-01-15T11:59:00Z',
      resource,
    });
    expect(await paypal().verifyWebhook(delivery, headers, NOW)).toBeNull();
  });
});

describe('PayPal subscriptions', () => {
  const lastPaid = '2030-01-01T10:00:00Z';
  const subscription = (overrides: Record<string, unknown>) => ({
    id: 'I-SUB1',
    plan_id: 'P-BASIC-MONTHLY',
    custom_id: 'userId=user-1&plan=basic',
    subscriber: { payer_id: 'PAYER1' },
    start_time: '2029-12-01T10:00:00Z',
    ...overrides,
  });

  it('reads an active subscription, its period ending at the next billing', async () => {
    on(
      'GET',
      '/v1/billing/subscriptions/I-SUB1',
      subscription({
        status: 'ACTIVE',
        billing_info: {
          next_billing_time: '2030-02-01T10:00:00Z',
          last_payment: { time: lastPaid },
          failed_payments_count: 0,
        },
      }),
    );

    expect(await paypal().retrieveSubscription('I-SUB1')).toEqual({
      id: 'I-SUB1',
      customerId: 'PAYER1',
      priceId: 'P-BASIC-MONTHLY',
      status: 'active',
      currentPeriodStart: new Date(lastPaid),
      currentPeriodEnd: new Date('2030-02-01T10:00:00Z'),
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { userId: 'user-1', plan: 'basic' },
    });
  });

  it('reads a failed renewal as past due', async () => {
    on(
      'GET',
      '/v1/billing/subscriptions/I-SUB1',
      subscription({
        status: 'ACTIVE',
        billing_info: { next_billing_time: '2030-01-16T10:00:00Z', failed_payments_count: 1 },
      }),
    );
    expect((await paypal().retrieveSubscription('I-SUB1')).status).toBe('past_due');
  });

  it('cancels at the period end without a write to PayPal: the subscription stays active, marked', async () => {
    on(
      'GET',
      '/v1/billing/subscriptions/I-SUB1',
      subscription({
        status: 'ACTIVE',
        billing_info: { next_billing_time: '2030-02-01T10:00:00Z', last_payment: { time: lastPaid } },
      }),
    );
    const provider = paypal();
    expect(provider.periodEndCancellation).toBe('ours');

    const cancelled = await provider.cancelSubscription('I-SUB1', true, 'cancel-1');
    expect(cancelled).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2030-02-01T10:00:00Z'),
      endedAt: null,
    });
    const resumed = await provider.resumeSubscription('I-SUB1', 'resume-1');
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // Nothing was suspended, cancelled or activated at PayPal: only reads.
    expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('still reads a subscription suspended "at the period end" by an earlier version, and resumes it with activate', async () => {
    let state: Record<string, unknown> = subscription({
      status: 'SUSPENDED',
      status_change_note: CANCEL_AT_PERIOD_END_NOTE,
      billing_info: { last_payment: { time: lastPaid } },
    });
    on('GET', '/v1/billing/subscriptions/I-SUB1', () => ({ status: 200, body: state }));
    on('GET', '/v1/billing/plans/P-BASIC-MONTHLY', {
      billing_cycles: [{ tenure_type: 'REGULAR', frequency: { interval_unit: 'MONTH', interval_count: 1 } }],
    });
    on('POST', '/v1/billing/subscriptions/I-SUB1/activate', () => {
      state = subscription({
        status: 'ACTIVE',
        billing_info: { next_billing_time: '2030-02-01T10:00:00Z', last_payment: { time: lastPaid } },
      });
      return { status: 204 };
    });

    expect(await paypal().retrieveSubscription('I-SUB1')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2030-02-01T10:00:00Z'),
    });
    const later = paypal({ now: () => new Date('2030-02-01T10:00:01Z') });
    expect(await later.retrieveSubscription('I-SUB1')).toMatchObject({
      status: 'ended',
      endedAt: new Date('2030-02-01T10:00:00Z'),
    });
    const resumed = await paypal().resumeSubscription('I-SUB1', 'resume-1');
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const activate = apiRequests().find((r) => r.path.endsWith('/activate'));
    expect(activate?.headers['paypal-request-id']).toBe('resume-1');
  });

  it('cancels at once with cancel, with PayPal-Request-Id', async () => {
    on('POST', '/v1/billing/subscriptions/I-SUB1/cancel', () => ({ status: 204 }));
    on(
      'GET',
      '/v1/billing/subscriptions/I-SUB1',
      subscription({
        status: 'CANCELLED',
        status_update_time: '2030-01-15T12:00:00Z',
      }),
    );
    const ended = await paypal().cancelSubscription('I-SUB1', false, 'cancel-now-1');

    expect(ended).toMatchObject({ status: 'ended', endedAt: new Date('2030-01-15T12:00:00Z') });
    expect(
      apiRequests()
        .filter((r) => r.method === 'POST')
        .map((r) => [r.path, r.headers['paypal-request-id'], JSON.parse(r.body)]),
    ).toEqual([['/v1/billing/subscriptions/I-SUB1/cancel', 'cancel-now-1', { reason: 'Cancelled' }]]);
  });
});

describe('PayPal refunds and reconciliation', () => {
  it('refunds an organiser’s capture on their behalf, with the amount in PayPal’s decimals', async () => {
    on('GET', '/v2/payments/captures/CAPTURE-1', {
      id: 'CAPTURE-1',
      amount: { currency_code: 'EUR', value: '25.00' },
      payee: { merchant_id: 'MERCHANT9' },
    });
    on('POST', '/v2/payments/captures/CAPTURE-1/refund', { id: 'REFUND-1', status: 'COMPLETED' });

    const refund = await paypal().refund('CAPTURE-1', { amount: 1000, currency: 'EUR' }, 'refund-7');

    expect(refund).toEqual({ refundId: 'REFUND-1' });
    const post = apiRequests().find((r) => r.method === 'POST');
    expect(post?.headers['paypal-request-id']).toBe('refund-7');
    expect(jsonOf(post)).toEqual({ amount: { currency_code: 'EUR', value: '10.00' } });
    const [header, claims] = String(post?.headers['paypal-auth-assertion']).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'none' });
    expect(JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())).toEqual({
      iss: 'client-id',
      payer_id: 'MERCHANT9',
    });
  });

  it('refunds a platform payment in full without acting for anyone', async () => {
    on('GET', '/v2/payments/captures/CAPTURE-2', {
      id: 'CAPTURE-2',
      amount: { currency_code: 'EUR', value: '5.00' },
    });
    on('POST', '/v2/payments/captures/CAPTURE-2/refund', { id: 'REFUND-2' });

    await paypal().refund('CAPTURE-2', undefined, 'refund-8');

    const post = apiRequests().find((r) => r.method === 'POST');
    expect(jsonOf(post)).toEqual({});
    expect(post?.headers['paypal-auth-assertion']).toBeUndefined();
  });

  it('lists recent events page by page, oldest first', async () => {
    on('GET', '/v1/notifications/webhooks-events', (r: Recorded) =>
      r.query.page === '2'
        ? {
            status: 200,
            body: {
              events: [
                {
                  id: 'WH-1',
                  event_type: 'BILLING.SUBSCRIPTION.UPDATED',
                  create_time: '2030-01-15T10:00:00Z',
                  resource: { id: 'I-1' },
                },
              ],
            },
          }
        : {
            status: 200,
            body: {
              events: [
                {
                  id: 'WH-3',
                  event_type: 'BILLING.SUBSCRIPTION.CANCELLED',
                  create_time: '2030-01-15T11:00:00Z',
                  resource: { id: 'I-1' },
                },
                {
                  id: 'WH-2',
                  event_type: 'CUSTOMER.DISPUTE.CREATED',
                  create_time: '2030-01-15T10:30:00Z',
                  resource: { id: 'D-1' },
                },
              ],
              links: [{ rel: 'next', href: `${apiBase}/v1/notifications/webhooks-events?page=2` }],
            },
          },
    );

    const events = await paypal().listRecentEvents(new Date('2030-01-15T09:00:00Z'));

    expect(events.map((e) => [e.id, e.type])).toEqual([
      ['WH-1', 'subscription.updated'],
      ['WH-3', 'subscription.deleted'],
    ]);
    expect(apiRequests()[0]?.query).toEqual({
      start_time: '2030-01-15T09:00:00.000Z',
      end_time: NOW.toISOString(),
      page_size: '100',
    });
  });

  it('says which PayPal error it met', async () => {
    await expect(paypal().retrieveSubscription('I-MISSING')).rejects.toMatchObject({
      name: 'PayPalApiError',
      status: 404,
      errorName: 'RESOURCE_NOT_FOUND',
      debugId: 'dbg-404',
    });
  });
});

describe('PayPal amounts and custom ids', () => {
  it.each([
    [{ amount: 2500, currency: 'EUR' }, '25.00'],
    [{ amount: 5, currency: 'USD' }, '0.05'],
    [{ amount: 100_000_000, currency: 'GBP' }, '1000000.00'],
    [{ amount: 1500, currency: 'JPY' }, '1500'],
  ])('writes %o as %s and reads it back exactly', (money, value) => {
    expect(toPayPalAmount(money)).toEqual({ currency_code: money.currency, value });
    expect(fromPayPalAmount({ currency_code: money.currency, value })).toEqual(money);
  });

  it('never reads an amount through a float', () => {
    expect(fromPayPalAmount({ currency_code: 'EUR', value: '0.29' })).toEqual({
      amount: 29,
      currency: 'EUR',
    });
    expect(fromPayPalAmount({ currency_code: 'EUR', value: '12.3' })).toEqual({
      amount: 1230,
      currency: 'EUR',
    });
    expect(() => fromPayPalAmount({ currency_code: 'EUR', value: '1.234' })).toThrow();
    expect(() => toPayPalAmount({ amount: 1.5, currency: 'EUR' })).toThrow();
  });

  it('keeps custom_id within PayPal’s 127 characters, leaving out what does not fit', () => {
    const long = toCustomId({ kind: 'entry_fee', requestId: 'r'.repeat(80), userId: 'u'.repeat(80), x: '1' });
    expect(long.length).toBeLessThanOrEqual(127);
    expect(Object.fromEntries(new URLSearchParams(long))).toEqual({
      kind: 'entry_fee',
      requestId: 'r'.repeat(80),
      x: '1',
    });
  });
});
