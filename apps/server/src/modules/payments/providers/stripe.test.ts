import Stripe from 'stripe';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CreateCheckoutInput, WebhookSignatureError } from './provider.ts';
import {
  createStripeProvider,
  toCheckoutSessionParams,
  toProviderEvent,
  toSubscriptionStatus,
} from './stripe.ts';

// Offline: the SDK runs for real, but its HTTP goes to a fake `fetch` that records each request and answers
// canned Stripe JSON. Webhooks are signed with the SDK's own test helper.

const WEBHOOK_SECRET = 'whsec_test_secret';
// Far from the machine's clock: a test passes only if the adapter judges age by the `now` it is given.
const NOW = new Date('2030-01-15T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  idempotencyKey: string | null;
}

type Reply = { status?: number; body: unknown };
type Route = [method: string, path: RegExp, reply: (request: Recorded) => Reply | unknown];

function fakeStripe(routes: Route[]) {
  const requests: Recorded[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    const parsed = new URL(String(url));
    const headers = new Headers(init?.headers);
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')),
      idempotencyKey: headers.get('idempotency-key'),
    };
    requests.push(request);
    const route = routes.find(([method, path]) => method === request.method && path.test(request.path));
    const answer = route ? route[2](request) : { status: 404, body: notFound(request.path) };
    const reply = isReply(answer) ? answer : { body: answer };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` },
    });
  }) as typeof fetch;
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    fetch: fetchFn,
    maxNetworkRetries: 0,
  });
  return { provider, requests };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'body' in value;
}

function notFound(path: string) {
  return {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such thing: ${path}` },
  };
}

const periodStart = nowSeconds - 86_400;
const periodEnd = periodStart + 30 * 86_400;

function subscriptionJson(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    ended_at: null,
    metadata: { userId: 'user-1', plan: 'basic', interval: 'month' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: 'price_basic_monthly', object: 'price' },
          current_period_start: periodStart,
          current_period_end: periodEnd,
        },
      ],
      has_more: false,
    },
    ...overrides,
  };
}

const subscriptionCheckout: CreateCheckoutInput = {
  kind: 'subscription',
  customer: { userId: 'user-1', email: 'ana@example.com' },
  priceId: 'price_basic_monthly',
  price: { amount: 900, currency: 'EUR', interval: 'month' },
  description: 'Matchday Basic, monthly',
  successUrl: 'https://matchday.example.com/pricing?paid=1',
  cancelUrl: 'https://matchday.example.com/pricing',
  metadata: { kind: 'subscription', userId: 'user-1', plan: 'basic', interval: 'month' },
  idempotencyKey: 'checkout-sub-1',
};

const entryFeeCheckout: CreateCheckoutInput = {
  kind: 'payment',
  customer: { userId: 'owner-1', email: 'owner@example.com' },
  amount: { amount: 2500, currency: 'EUR' },
  description: 'Entry fee: Spring Cup',
  successUrl: 'https://matchday.example.com/registrations?paid=1',
  cancelUrl: 'https://matchday.example.com/registrations',
  connectedAccountId: 'acct_organiser',
  applicationFee: { amount: 125, currency: 'EUR' },
  metadata: { kind: 'entry_fee', requestId: 'request-7', userId: 'owner-1' },
  idempotencyKey: 'checkout-fee-7',
};

const sessionReply = () => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
});

describe('Stripe checkout', () => {
  it('opens a subscription checkout with the configured price id, the return urls and our metadata', async () => {
    const { provider, requests } = fakeStripe([['POST', /^\/v1\/checkout\/sessions$/, sessionReply]]);

    const result = await provider.createCheckout(subscriptionCheckout);

    expect(result).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout-sub-1',
      form: {
        mode: 'subscription',
        'line_items[0][price]': 'price_basic_monthly',
        'line_items[0][quantity]': '1',
        success_url: 'https://matchday.example.com/pricing?paid=1',
        cancel_url: 'https://matchday.example.com/pricing',
        client_reference_id: 'user-1',
        customer_email: 'ana@example.com',
        'metadata[userId]': 'user-1',
        'metadata[plan]': 'basic',
        'subscription_data[metadata][plan]': 'basic',
        'subscription_data[metadata][interval]': 'month',
      },
    });
    // The amount comes from the price id at Stripe, never from a number we send.
    expect(Object.keys(requests[0]?.form ?? {}).some((key) => key.includes('unit_amount'))).toBe(false);
  });

  it('sends an entry fee to the organiser as a destination charge less the platform fee', async () => {
    const { provider, requests } = fakeStripe([['POST', /^\/v1\/checkout\/sessions$/, sessionReply]]);

    await provider.createCheckout(entryFeeCheckout);

    expect(requests[0]).toMatchObject({
      idempotencyKey: 'checkout-fee-7',
      form: {
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '2500',
        'line_items[0][price_data][product_data][name]': 'Entry fee: Spring Cup',
        'payment_intent_data[application_fee_amount]': '125',
        'payment_intent_data[transfer_data][destination]': 'acct_organiser',
        'payment_intent_data[metadata][requestId]': 'request-7',
        'metadata[kind]': 'entry_fee',
        success_url: 'https://matchday.example.com/registrations?paid=1',
        cancel_url: 'https://matchday.example.com/registrations',
      },
    });
  });

  it('keeps a donation on the platform: no destination, no fee', async () => {
    const { provider, requests } = fakeStripe([['POST', /^\/v1\/checkout\/sessions$/, sessionReply]]);
    const { connectedAccountId: _, applicationFee: __, ...donation } = entryFeeCheckout;

    await provider.createCheckout({ ...donation, description: 'Donation', metadata: { kind: 'donation' } });

    const keys = Object.keys(requests[0]?.form ?? {});
    expect(keys.some((key) => key.includes('transfer_data') || key.includes('application_fee'))).toBe(false);
    expect(requests[0]?.form['line_items[0][price_data][unit_amount]']).toBe('2500');
  });

  it('refuses a checkout it cannot describe before calling Stripe', async () => {
    const { provider, requests } = fakeStripe([['POST', /^\/v1\/checkout\/sessions$/, sessionReply]]);
    const { connectedAccountId: _, ...feeWithoutAccount } = entryFeeCheckout;
    const { priceId: __, ...subscriptionWithoutPrice } = subscriptionCheckout;

    await expect(provider.createCheckout(feeWithoutAccount)).rejects.toThrow(/connected account/);
    await expect(provider.createCheckout(subscriptionWithoutPrice)).rejects.toThrow(/price id/);
    await expect(
      provider.createCheckout({ ...entryFeeCheckout, applicationFee: { amount: 125, currency: 'USD' } }),
    ).rejects.toThrow(/USD/);
    expect(requests).toHaveLength(0);
  });

  it('builds its parameters as the SDK types them', () => {
    expectTypeOf(toCheckoutSessionParams).returns.toEqualTypeOf<Stripe.Checkout.SessionCreateParams>();
    expect(toCheckoutSessionParams(subscriptionCheckout)).toMatchObject({ mode: 'subscription' });
  });
});

describe('Stripe webhooks', () => {
  const { provider } = fakeStripe([]);
  const sdk = new Stripe('sk_test_fake');

  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: nowSeconds - 10,
    data: { object: subscriptionJson({ status: 'past_due' }) },
  };
  const payload = JSON.stringify(event);
  const sign = (options: { timestamp?: number; secret?: string; body?: string } = {}) =>
    sdk.webhooks.generateTestHeaderString({
      payload: options.body ?? payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? nowSeconds,
    });

  it('accepts a delivery signed with the endpoint secret and maps the event', async () => {
    const verified = await provider.verifyWebhook(Buffer.from(payload), { 'stripe-signature': sign() }, NOW);

    expect(verified).toMatchObject({
      id: 'evt_1',
      type: 'subscription.updated',
      objectId: 'sub_1',
      createdAt: new Date((nowSeconds - 10) * 1000),
      data: { subscriptionId: 'sub_1', customerId: 'cus_1', metadata: { plan: 'basic' } },
    });
    expect(verified?.raw).toMatchObject({ id: 'evt_1' });
  });

  it('accepts a signature up to five minutes old, by our clock rather than the machine’s', async () => {
    const header = sign({ timestamp: nowSeconds - 299 });
    expect(await provider.verifyWebhook(payload, { 'stripe-signature': header }, NOW)).toMatchObject({
      id: 'evt_1',
    });
  });

  it.each([
    ['a missing signature', {}, payload],
    [
      'a signature made with another secret',
      { 'stripe-signature': sign({ secret: 'whsec_other' }) },
      payload,
    ],
    ['a body changed after signing', { 'stripe-signature': sign() }, payload.replace('past_due', 'active')],
    [
      'a signature older than five minutes',
      { 'stripe-signature': sign({ timestamp: nowSeconds - 301 }) },
      payload,
    ],
    ['a header that is not a signature', { 'stripe-signature': 'garbage' }, payload],
  ])('refuses %s', async (_, headers, body) => {
    expect(() => provider.verifyWebhook(body, headers, NOW)).toThrow(WebhookSignatureError);
  });

  it('acknowledges an event type it does not act on without mapping it', async () => {
    const body = JSON.stringify({ ...event, type: 'customer.created', data: { object: { id: 'cus_1' } } });
    const header = sign({ body });
    expect(await provider.verifyWebhook(body, { 'stripe-signature': header }, NOW)).toBeNull();
  });
});

describe('Stripe events as ours', () => {
  const created = nowSeconds - 60;
  const eventOf = (type: string, object: Record<string, unknown>) =>
    ({ id: `evt_${type}`, object: 'event', type, created, data: { object } }) as unknown as Stripe.Event;
  const invoice = {
    id: 'in_1',
    object: 'invoice',
    customer: 'cus_1',
    currency: 'eur',
    amount_paid: 900,
    amount_due: 900,
    hosted_invoice_url: 'https://invoice.stripe.com/i/in_1',
    period_start: periodStart - 30 * 86_400,
    period_end: periodStart,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: 'sub_1', metadata: { plan: 'basic' } },
    },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: periodStart, end: periodEnd } }] },
  };

  it.each([
    [
      'checkout.session.completed',
      {
        id: 'cs_1',
        object: 'checkout.session',
        payment_status: 'paid',
        subscription: 'sub_1',
        payment_intent: null,
        customer: { id: 'cus_1', object: 'customer' },
        metadata: { userId: 'user-1' },
        amount_total: 900,
        currency: 'eur',
      },
      {
        type: 'checkout.completed',
        objectId: 'cs_1',
        data: {
          checkoutSessionId: 'cs_1',
          subscriptionId: 'sub_1',
          customerId: 'cus_1',
          metadata: { userId: 'user-1' },
          amount: 900,
          currency: 'EUR',
        },
      },
    ],
    [
      'checkout.session.async_payment_succeeded',
      {
        id: 'cs_2',
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: 'pi_2',
        metadata: {},
      },
      {
        type: 'checkout.completed',
        objectId: 'cs_2',
        data: { checkoutSessionId: 'cs_2', paymentId: 'pi_2' },
      },
    ],
    [
      'customer.subscription.deleted',
      subscriptionJson({ status: 'canceled' }),
      { type: 'subscription.deleted', objectId: 'sub_1', data: { subscriptionId: 'sub_1' } },
    ],
    [
      'customer.subscription.created',
      subscriptionJson({ status: 'incomplete' }),
      { type: 'subscription.updated', objectId: 'sub_1' },
    ],
    [
      'invoice.paid',
      invoice,
      {
        type: 'invoice.paid',
        objectId: 'sub_1',
        data: {
          subscriptionId: 'sub_1',
          invoiceId: 'in_1',
          invoiceUrl: 'https://invoice.stripe.com/i/in_1',
          amount: 900,
          currency: 'EUR',
          periodStart: new Date(periodStart * 1000).toISOString(),
          periodEnd: new Date(periodEnd * 1000).toISOString(),
          metadata: { plan: 'basic' },
        },
      },
    ],
    [
      'invoice.payment_failed',
      { ...invoice, amount_paid: 0 },
      { type: 'invoice.payment_failed', objectId: 'sub_1', data: { invoiceId: 'in_1', amount: 900 } },
    ],
    [
      'charge.refunded',
      {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_1',
        amount_refunded: 2500,
        currency: 'eur',
        metadata: {},
      },
      {
        type: 'payment.refunded',
        objectId: 'pi_1',
        data: { paymentId: 'pi_1', amount: 2500, currency: 'EUR' },
      },
    ],
    [
      'account.updated',
      { id: 'acct_organiser', object: 'account' },
      { type: 'account.updated', objectId: 'acct_organiser', data: { accountId: 'acct_organiser' } },
    ],
  ])('maps %s', (type, object, expected) => {
    expect(toProviderEvent(eventOf(type, object))).toMatchObject({
      id: `evt_${type}`,
      createdAt: new Date(created * 1000),
      ...expected,
    });
  });

  it.each([
    [
      'an unpaid completed checkout (a bank debit still clearing)',
      'checkout.session.completed',
      {
        id: 'cs_3',
        payment_status: 'unpaid',
      },
    ],
    ['an invoice of no subscription', 'invoice.paid', { ...invoice, parent: null }],
    ['a refund of a charge without a payment', 'charge.refunded', { id: 'ch_2', payment_intent: null }],
    [
      'a payment intent (its checkout’s completion names the session and the payment)',
      'payment_intent.succeeded',
      {
        id: 'pi_1',
        amount_received: 2500,
        currency: 'eur',
      },
    ],
    ['a type we do not act on', 'product.created', { id: 'prod_1' }],
  ])('ignores %s', (_, type, object) => {
    expect(toProviderEvent(eventOf(type, object))).toBeNull();
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'ended'],
    ['incomplete_expired', 'ended'],
    ['incomplete', 'incomplete'],
    ['paused', 'incomplete'],
  ] as const)('reads the subscription status %s as %s', (stripeStatus, ours) => {
    expect(toSubscriptionStatus(stripeStatus)).toBe(ours);
  });
});

describe('Stripe subscriptions', () => {
  it('re-reads a subscription, its period from the subscription item', async () => {
    const { provider, requests } = fakeStripe([
      ['GET', /^\/v1\/subscriptions\/sub_1$/, () => subscriptionJson()],
    ]);

    expect(await provider.retrieveSubscription('sub_1')).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      priceId: 'price_basic_monthly',
      status: 'active',
      currentPeriodStart: new Date(periodStart * 1000),
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: false,
      endedAt: null,
      metadata: { userId: 'user-1', plan: 'basic', interval: 'month' },
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/subscriptions/sub_1']);
  });

  it('cancels at the period end and resumes through cancel_at_period_end, each with its key', async () => {
    const { provider, requests } = fakeStripe([
      [
        'POST',
        /^\/v1\/subscriptions\/sub_1$/,
        (r) => subscriptionJson({ cancel_at_period_end: r.form.cancel_at_period_end === 'true' }),
      ],
    ]);

    expect((await provider.cancelSubscription('sub_1', true, 'cancel-1')).cancelAtPeriodEnd).toBe(true);
    expect((await provider.resumeSubscription('sub_1', 'resume-1')).cancelAtPeriodEnd).toBe(false);

    expect(requests).toMatchObject([
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_1',
        form: { cancel_at_period_end: 'true' },
        idempotencyKey: 'cancel-1',
      },
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_1',
        form: { cancel_at_period_end: 'false' },
        idempotencyKey: 'resume-1',
      },
    ]);
  });

  it('cancels at once when asked to', async () => {
    const ended = nowSeconds;
    const { provider, requests } = fakeStripe([
      [
        'DELETE',
        /^\/v1\/subscriptions\/sub_1$/,
        () => subscriptionJson({ status: 'canceled', ended_at: ended }),
      ],
    ]);

    const subscription = await provider.cancelSubscription('sub_1', false, 'cancel-now-1');

    expect(subscription).toMatchObject({ status: 'ended', endedAt: new Date(ended * 1000) });
    expect(requests[0]).toMatchObject({ method: 'DELETE', idempotencyKey: 'cancel-now-1' });
  });

  // Stripe's documented example (docs.stripe.com/billing/subscriptions/prorations): 10 → 20 a month halfway
  // through is −5 for the unused time and +10 for the rest at the new price: 5 due now.
  function prorationStripe(starting_balance = 0) {
    return fakeStripe([
      [
        'GET',
        /^\/v1\/subscriptions\/sub_1$/,
        () =>
          subscriptionJson({
            items: {
              object: 'list',
              data: [
                {
                  id: 'si_1',
                  object: 'subscription_item',
                  price: { id: 'price_basic_monthly', object: 'price', recurring: { interval: 'month' } },
                  current_period_start: periodStart,
                  current_period_end: periodEnd,
                },
              ],
              has_more: false,
            },
          }),
      ],
      [
        'GET',
        /^\/v1\/prices\/price_premium_monthly$/,
        () => ({ id: 'price_premium_monthly', object: 'price', recurring: { interval: 'month' } }),
      ],
      [
        'POST',
        /^\/v1\/invoices\/create_preview$/,
        () => ({
          object: 'invoice',
          currency: 'eur',
          amount_due: Math.max(0, 500 + starting_balance),
          starting_balance,
          lines: {
            object: 'list',
            data: [
              { object: 'line_item', amount: -500 },
              { object: 'line_item', amount: 1000 },
            ],
            has_more: false,
          },
        }),
      ],
      ['POST', /^\/v1\/subscriptions\/sub_1$/, () => subscriptionJson()],
    ]);
  }

  it("previews a change with Stripe's upcoming invoice, changing nothing", async () => {
    const { provider, requests } = prorationStripe();
    const proration = await provider.previewSubscriptionChange?.('sub_1', 'price_premium_monthly');
    expect(proration).toEqual({
      credit: 500,
      charge: 1000,
      amountDue: 500,
      balanceAfter: 0,
      periodResets: false,
      currency: 'EUR',
    });
    const preview = requests.find((r) => r.path === '/v1/invoices/create_preview')!;
    expect(preview.form).toMatchObject({
      customer: 'cus_1',
      subscription: 'sub_1',
      'subscription_details[items][0][id]': 'si_1',
      'subscription_details[items][0][price]': 'price_premium_monthly',
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect(requests.some((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1')).toBe(false);
  });

  it('applies the previewed proration: the same proration_date, invoiced at once, answered with it', async () => {
    const { provider, requests } = prorationStripe(-200);
    const changed = await provider.changeSubscription?.('sub_1', 'price_premium_monthly', 'change-1');
    const preview = requests.find((r) => r.path === '/v1/invoices/create_preview')!;
    const update = requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1')!;
    expect(update).toMatchObject({
      idempotencyKey: 'change-1',
      form: {
        'items[0][id]': 'si_1',
        'items[0][price]': 'price_premium_monthly',
        proration_behavior: 'always_invoice',
        proration_date: preview.form['subscription_details[proration_date]'],
      },
    });
    // A balance of 2.00 from an earlier downgrade pays part of it.
    expect(changed?.proration).toEqual({
      credit: 500,
      charge: 1000,
      amountDue: 300,
      balanceAfter: 0,
      periodResets: false,
      currency: 'EUR',
    });
  });
});

describe('Stripe refunds', () => {
  const intent = (transfer: boolean) => ({
    id: 'pi_1',
    object: 'payment_intent',
    currency: 'eur',
    amount: 2500,
    transfer_data: transfer ? { destination: 'acct_organiser' } : null,
  });

  it('refunds an entry fee in full, taking the transfer and the platform fee back', async () => {
    const { provider, requests } = fakeStripe([
      ['GET', /^\/v1\/payment_intents\/pi_1$/, () => intent(true)],
      ['POST', /^\/v1\/refunds$/, () => ({ id: 're_1', object: 'refund' })],
    ]);

    expect(await provider.refund('pi_1', undefined, 'refund-request-7')).toEqual({ refundId: 're_1' });

    expect(requests[1]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-request-7',
      form: { payment_intent: 'pi_1', reverse_transfer: 'true', refund_application_fee: 'true' },
    });
    expect(requests[1]?.form.amount).toBeUndefined();
  });

  it('refunds part of a platform payment in minor units, in its own currency only', async () => {
    const { provider, requests } = fakeStripe([
      ['GET', /^\/v1\/payment_intents\/pi_1$/, () => intent(false)],
      ['POST', /^\/v1\/refunds$/, () => ({ id: 're_2', object: 'refund' })],
    ]);

    await provider.refund('pi_1', { amount: 1000, currency: 'EUR' }, 'refund-2');
    await expect(provider.refund('pi_1', { amount: 1000, currency: 'USD' }, 'refund-3')).rejects.toThrow(
      /USD/,
    );

    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({
        form: { payment_intent: 'pi_1', amount: '1000' },
        idempotencyKey: 'refund-2',
      }),
    ]);
  });
});

describe('Stripe reconciliation, billing portal and Connect', () => {
  it('lists the events since a moment, oldest first, leaving out the ones we do not act on', async () => {
    const events = [
      {
        id: 'evt_3',
        object: 'event',
        type: 'invoice.paid',
        created: nowSeconds - 10,
        data: { object: { id: 'in_9', parent: null } },
      },
      {
        id: 'evt_2',
        object: 'event',
        type: 'customer.subscription.updated',
        created: nowSeconds - 20,
        data: { object: subscriptionJson() },
      },
      {
        id: 'evt_1',
        object: 'event',
        type: 'account.updated',
        created: nowSeconds - 30,
        data: { object: { id: 'acct_1' } },
      },
    ];
    const { provider, requests } = fakeStripe([
      ['GET', /^\/v1\/events$/, () => ({ object: 'list', url: '/v1/events', has_more: false, data: events })],
    ]);
    const since = new Date(NOW.getTime() - 3_600_000);

    const recent = await provider.listRecentEvents(since);

    expect(recent.map((e) => [e.id, e.type])).toEqual([
      ['evt_1', 'account.updated'],
      ['evt_2', 'subscription.updated'],
    ]);
    expect(requests[0]?.query).toEqual({ 'created[gte]': String(nowSeconds - 3600), limit: '100' });
  });

  it('opens the customer portal as the billing centre', async () => {
    const { provider, requests } = fakeStripe([
      [
        'POST',
        /^\/v1\/billing_portal\/sessions$/,
        () => ({ id: 'bps_1', url: 'https://billing.stripe.com/p/session/1' }),
      ],
    ]);

    expect(await provider.billingPortalUrl?.('cus_1', 'https://matchday.example.com/admin/profile')).toBe(
      'https://billing.stripe.com/p/session/1',
    );
    expect(requests[0]?.form).toEqual({
      customer: 'cus_1',
      return_url: 'https://matchday.example.com/admin/profile',
    });
  });

  it('creates an Express account and its onboarding link, each with a key of its own', async () => {
    const { provider, requests } = fakeStripe([
      ['POST', /^\/v1\/accounts$/, () => ({ id: 'acct_new', object: 'account' })],
      [
        'POST',
        /^\/v1\/account_links$/,
        () => ({ object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_new/x' }),
      ],
    ]);
    const returnUrl = 'https://matchday.example.com/admin/profile?tabs=payouts';

    const started = await provider.connect?.start(
      { userId: 'organiser-1', email: 'org@example.com', returnUrl },
      'connect-organiser-1',
    );

    expect(started).toEqual({ accountId: 'acct_new', url: 'https://connect.stripe.com/setup/e/acct_new/x' });
    expect(requests).toMatchObject([
      {
        path: '/v1/accounts',
        idempotencyKey: 'connect-organiser-1:account',
        form: {
          type: 'express',
          email: 'org@example.com',
          'metadata[userId]': 'organiser-1',
          'capabilities[transfers][requested]': 'true',
        },
      },
      {
        path: '/v1/account_links',
        idempotencyKey: 'connect-organiser-1:link',
        form: {
          account: 'acct_new',
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: returnUrl,
        },
      },
    ]);
  });

  it('makes only a fresh link for an account still onboarding', async () => {
    const { provider, requests } = fakeStripe([
      [
        'POST',
        /^\/v1\/account_links$/,
        () => ({ object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_old/y' }),
      ],
    ]);

    await provider.connect?.start(
      {
        userId: 'organiser-1',
        email: null,
        returnUrl: 'https://matchday.example.com/x',
        accountId: 'acct_old',
      },
      'connect-2',
    );

    expect(requests.map((r) => [r.path, r.form.account])).toEqual([['/v1/account_links', 'acct_old']]);
  });

  it.each([
    [{ details_submitted: false, charges_enabled: false, payouts_enabled: false }, 'pending'],
    [{ details_submitted: true, charges_enabled: true, payouts_enabled: true }, 'active'],
    [{ details_submitted: true, charges_enabled: true, payouts_enabled: false }, 'restricted'],
  ])('reads account %o as %s', async (flags, state) => {
    const { provider } = fakeStripe([
      ['GET', /^\/v1\/accounts\/acct_1$/, () => ({ id: 'acct_1', ...flags })],
    ]);
    expect(await provider.connect?.status('acct_1')).toBe(state);
  });

  it('disconnects by deleting the account, and counts one already gone as disconnected', async () => {
    const { provider, requests } = fakeStripe([
      ['DELETE', /^\/v1\/accounts\/acct_1$/, () => ({ id: 'acct_1', deleted: true })],
      ['DELETE', /^\/v1\/accounts\/acct_gone$/, (r) => ({ status: 404, body: notFound(r.path) })],
      [
        'DELETE',
        /^\/v1\/accounts\/acct_busy$/,
        () => ({
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'balance_not_zero', message: 'Balance' } },
        }),
      ],
    ]);

    await provider.connect?.disconnect('acct_1');
    await provider.connect?.disconnect('acct_gone');
    await expect(provider.connect?.disconnect('acct_busy')).rejects.toThrow(/Balance/);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/accounts/acct_1',
      'DELETE /v1/accounts/acct_gone',
      'DELETE /v1/accounts/acct_busy',
    ]);
  });
});
