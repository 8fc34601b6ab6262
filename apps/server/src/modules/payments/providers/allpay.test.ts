import { describe, expect, it } from 'vitest';
import { createAllPayProvider, signAllPayWebhook } from './allpay.ts';
import { type CreateCheckoutInput, WebhookSignatureError } from './provider.ts';

// Offline: a fake `fetch` plays AllPay's API as the adapter documents it, recording every request.

const SECRET = 'allpay-webhook-secret';
const NOW = new Date('2030-01-15T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  json: unknown;
}
type Reply = { status?: number; body?: unknown };

function fakeAllPay(routes: Record<string, (request: Recorded) => Reply>) {
  const requests: Recorded[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    const parsed = new URL(String(url));
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: new Headers(init?.headers),
      json: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = route
      ? route(request)
      : { status: 404, body: { error: { code: 'not_found', message: `No ${request.path}` } } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const provider = createAllPayProvider({
    apiBase: 'https://api.allpay.example',
    apiKey: 'ak_test_1',
    webhookSecret: SECRET,
    fetch: fetchFn,
  });
  return { provider, requests };
}

const entryFee: CreateCheckoutInput = {
  kind: 'payment',
  customer: { userId: 'owner-1', email: 'owner@example.com' },
  amount: { amount: 12000, currency: 'ILS' },
  description: 'Entry fee: Spring Cup',
  successUrl: 'https://matchday.example.com/paid',
  cancelUrl: 'https://matchday.example.com/cancelled',
  connectedAccountId: 'mer_organiser',
  applicationFee: { amount: 600, currency: 'ILS' },
  metadata: { kind: 'entry_fee', requestId: 'request-7' },
  idempotencyKey: 'checkout-fee-7',
};

describe('AllPay payout accounts', () => {
  it('connects a merchant account and answers its onboarding link', async () => {
    const { provider, requests } = fakeAllPay({
      'POST /v1/merchants': () => ({
        status: 201,
        body: { id: 'mer_new', status: 'pending', onboarding_url: 'https://onboard.allpay.example/mer_new' },
      }),
    });

    const started = await provider.connect?.start(
      { userId: 'organiser-1', email: 'org@example.com', returnUrl: 'https://matchday.example.com/payouts' },
      'connect-allpay-1',
    );

    expect(started).toEqual({ accountId: 'mer_new', url: 'https://onboard.allpay.example/mer_new' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer ak_test_1');
    expect(requests[0]?.headers.get('idempotency-key')).toBe('connect-allpay-1');
    expect(requests[0]?.json).toEqual({
      reference: 'organiser-1',
      email: 'org@example.com',
      return_url: 'https://matchday.example.com/payouts',
    });
  });

  it('makes only a fresh link for a merchant still onboarding', async () => {
    const { provider, requests } = fakeAllPay({
      'POST /v1/merchants/mer_old/onboarding-links': () => ({
        body: { url: 'https://onboard.allpay.example/again' },
      }),
    });

    const started = await provider.connect?.start(
      {
        userId: 'organiser-1',
        email: null,
        returnUrl: 'https://matchday.example.com/payouts',
        accountId: 'mer_old',
      },
      'connect-allpay-2',
    );

    expect(started).toEqual({ accountId: 'mer_old', url: 'https://onboard.allpay.example/again' });
    expect(requests.map((r) => [r.method, r.path, r.headers.get('idempotency-key')])).toEqual([
      ['POST', '/v1/merchants/mer_old/onboarding-links', 'connect-allpay-2:link'],
    ]);
  });

  it.each([
    ['pending', 'pending'],
    ['active', 'active'],
    ['restricted', 'restricted'],
    ['disconnected', 'restricted'],
  ])('reads a merchant %s as %s', async (theirs, ours) => {
    const { provider } = fakeAllPay({
      'GET /v1/merchants/mer_1': () => ({ body: { id: 'mer_1', status: theirs } }),
    });
    expect(await provider.connect?.status('mer_1')).toBe(ours);
  });

  it('disconnects a merchant, one already gone included', async () => {
    const { provider, requests } = fakeAllPay({ 'DELETE /v1/merchants/mer_1': () => ({ status: 204 }) });

    await provider.connect?.disconnect('mer_1');
    await provider.connect?.disconnect('mer_gone');

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/merchants/mer_1',
      'DELETE /v1/merchants/mer_gone',
    ]);
  });

  it('says what AllPay refused', async () => {
    const { provider } = fakeAllPay({
      'DELETE /v1/merchants/mer_busy': () => ({
        status: 409,
        body: { error: { code: 'merchant_has_pending_payouts', message: 'Payouts pending' } },
      }),
    });
    await expect(provider.connect?.disconnect('mer_busy')).rejects.toMatchObject({
      name: 'AllPayApiError',
      status: 409,
      code: 'merchant_has_pending_payouts',
    });
  });
});

describe('AllPay payments', () => {
  it('takes an entry fee for the organiser less the platform fee, with its idempotency key', async () => {
    const { provider, requests } = fakeAllPay({
      'POST /v1/payments': () => ({
        status: 201,
        body: { id: 'pay_1', status: 'pending', checkout_url: 'https://pay.allpay.example/pay_1' },
      }),
    });

    expect(await provider.createCheckout(entryFee)).toEqual({
      sessionId: 'pay_1',
      url: 'https://pay.allpay.example/pay_1',
    });
    expect(requests[0]?.headers.get('idempotency-key')).toBe('checkout-fee-7');
    expect(requests[0]?.json).toEqual({
      amount: { amount: 12000, currency: 'ILS' },
      description: 'Entry fee: Spring Cup',
      merchant_id: 'mer_organiser',
      platform_fee: { amount: 600, currency: 'ILS' },
      customer: { reference: 'owner-1', email: 'owner@example.com' },
      success_url: 'https://matchday.example.com/paid',
      cancel_url: 'https://matchday.example.com/cancelled',
      metadata: { kind: 'entry_fee', requestId: 'request-7' },
    });
  });

  it('takes no subscriptions and no fee without an account to pay out to, before calling AllPay', async () => {
    const { provider, requests } = fakeAllPay({});
    const { connectedAccountId: _, ...withoutAccount } = entryFee;

    await expect(
      provider.createCheckout({ ...entryFee, kind: 'subscription', priceId: 'p' }),
    ).rejects.toThrow(/no subscriptions/);
    await expect(provider.createCheckout(withoutAccount)).rejects.toThrow(/connected account/);
    await expect(provider.retrieveSubscription('sub_1')).rejects.toThrow(/no subscriptions/);
    expect(requests).toHaveLength(0);
  });

  it('refunds all of a payment, or part of it in minor units', async () => {
    let refunds = 0;
    const { provider, requests } = fakeAllPay({
      'POST /v1/payments/pay_1/refunds': () => ({
        status: 201,
        body: { id: `re_${++refunds}`, status: 'succeeded' },
      }),
    });

    expect(await provider.refund('pay_1', undefined, 'refund-a')).toEqual({ refundId: 're_1' });
    expect(await provider.refund('pay_1', { amount: 500, currency: 'ILS' }, 'refund-b')).toEqual({
      refundId: 're_2',
    });

    expect(requests.map((r) => [r.json, r.headers.get('idempotency-key')])).toEqual([
      [{}, 'refund-a'],
      [{ amount: { amount: 500, currency: 'ILS' } }, 'refund-b'],
    ]);
  });

  it('lists recent events page by page', async () => {
    const event = (id: string, type: string, object: Record<string, unknown>) => ({
      id,
      type,
      created: nowSeconds - 100,
      data: { object },
    });
    const { provider, requests } = fakeAllPay({
      'GET /v1/events': (r) =>
        r.query.starting_after === 'evt_2'
          ? { body: { data: [event('evt_3', 'merchant.updated', { id: 'mer_1' })], has_more: false } }
          : {
              body: {
                data: [
                  event('evt_1', 'payment.failed', { id: 'pay_9' }),
                  event('evt_2', 'payment.refunded', {
                    id: 'pay_1',
                    amount: { amount: 12000, currency: 'ILS' },
                    amount_refunded: 12000,
                  }),
                ],
                has_more: true,
              },
            },
    });

    const events = await provider.listRecentEvents(new Date('2030-01-15T11:00:00Z'));

    expect(events.map((e) => [e.id, e.type, e.objectId])).toEqual([
      ['evt_2', 'payment.refunded', 'pay_1'],
      ['evt_3', 'account.updated', 'mer_1'],
    ]);
    expect(requests.map((r) => r.query)).toEqual([
      { created_after: '2030-01-15T11:00:00.000Z', limit: '100' },
      { created_after: '2030-01-15T11:00:00.000Z', limit: '100', starting_after: 'evt_2' },
    ]);
  });
});

describe('AllPay webhooks', () => {
  const { provider } = fakeAllPay({});
  const body = JSON.stringify({
    id: 'evt_10',
    type: 'payment.succeeded',
    created: nowSeconds - 5,
    data: {
      object: {
        id: 'pay_1',
        status: 'succeeded',
        amount: { amount: 12000, currency: 'ILS' },
        merchant_id: 'mer_organiser',
        metadata: { kind: 'entry_fee', requestId: 'request-7' },
      },
    },
  });

  it('accepts a delivery signed with the webhook secret and maps a payment to a completed checkout', async () => {
    const headers = { 'allpay-signature': signAllPayWebhook(body, SECRET, nowSeconds - 5) };

    expect(await provider.verifyWebhook(Buffer.from(body), headers, NOW)).toMatchObject({
      id: 'evt_10',
      type: 'checkout.completed',
      objectId: 'pay_1',
      createdAt: new Date((nowSeconds - 5) * 1000),
      data: {
        checkoutSessionId: 'pay_1',
        paymentId: 'pay_1',
        amount: 12000,
        currency: 'ILS',
        accountId: 'mer_organiser',
        metadata: { kind: 'entry_fee', requestId: 'request-7' },
      },
    });
  });

  it('accepts one of several signatures (a secret being rotated)', async () => {
    const good = signAllPayWebhook(body, SECRET, nowSeconds);
    const other = signAllPayWebhook(body, 'old-secret', nowSeconds).split(',')[1];
    const headers = { 'allpay-signature': `${good.split(',')[0]},${other},${good.split(',')[1]}` };
    expect(await provider.verifyWebhook(body, headers, NOW)).toMatchObject({ id: 'evt_10' });
  });

  it.each([
    ['no signature', undefined, body],
    ['a signature made with another secret', signAllPayWebhook(body, 'another-secret', nowSeconds), body],
    ['a body changed after signing', signAllPayWebhook(body, SECRET, nowSeconds), body.replace('12000', '1')],
    ['a signature older than five minutes', signAllPayWebhook(body, SECRET, nowSeconds - 301), body],
    [
      'a signature from more than five minutes ahead',
      signAllPayWebhook(body, SECRET, nowSeconds + 301),
      body,
    ],
    [
      'a header without a timestamp',
      `v1=${signAllPayWebhook(body, SECRET, nowSeconds).split('v1=')[1]}`,
      body,
    ],
    ['a signature that is not hex', `t=${nowSeconds},v1=zz`, body],
  ])('refuses %s', (_, signature, delivered) => {
    const headers = signature === undefined ? {} : { 'allpay-signature': signature };
    expect(() => provider.verifyWebhook(delivered, headers, NOW)).toThrow(WebhookSignatureError);
  });

  it('accepts a signature just under five minutes old', async () => {
    const headers = { 'allpay-signature': signAllPayWebhook(body, SECRET, nowSeconds - 299) };
    expect(await provider.verifyWebhook(body, headers, NOW)).not.toBeNull();
  });

  it.each([
    [
      'payment.refunded',
      { id: 'pay_1', amount: { amount: 12000, currency: 'ILS' }, amount_refunded: 5000, metadata: {} },
      {
        type: 'payment.refunded',
        objectId: 'pay_1',
        data: { paymentId: 'pay_1', amount: 5000, currency: 'ILS' },
      },
    ],
    [
      'merchant.updated',
      { id: 'mer_organiser', status: 'active' },
      { type: 'account.updated', objectId: 'mer_organiser', data: { accountId: 'mer_organiser' } },
    ],
  ])('maps %s', async (type, object, expected) => {
    const delivery = JSON.stringify({ id: 'evt_11', type, created: nowSeconds, data: { object } });
    const headers = { 'allpay-signature': signAllPayWebhook(delivery, SECRET, nowSeconds) };
    expect(await provider.verifyWebhook(delivery, headers, NOW)).toMatchObject(expected);
  });

  it('acknowledges a failed payment without mapping it', async () => {
    const delivery = JSON.stringify({
      id: 'evt_12',
      type: 'payment.failed',
      created: nowSeconds,
      data: { object: { id: 'pay_2' } },
    });
    const headers = { 'allpay-signature': signAllPayWebhook(delivery, SECRET, nowSeconds) };
    expect(await provider.verifyWebhook(delivery, headers, NOW)).toBeNull();
  });
});
