import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, signUp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { payments, subscriptions } from '../../db/schema/payments.ts';
import { call, uniqueSubdomain } from '../champs/champs.testing.ts';
import { paymentsJobContext, runPaymentJobsOf } from './payments.wiring.ts';
import { signAllPayWebhook } from './providers/allpay.ts';
import { SANDBOX_CARDS } from './providers/sandbox.ts';

/**
 * Entry fees and subscriptions through PayPal and AllPay (ADR 0022), end to end: an app configured with both,
 * each talking to a local fake of its REST API (node:http on 127.0.0.1) through the real `fetch`; webhooks are
 * posted to our endpoints as the providers would. Stripe is not configured, so the card provider is the sandbox.
 */

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}
type Reply = { status: number; body?: unknown };
type Handler = (request: Recorded) => Reply;

interface FakeApi {
  base: string;
  requests: Recorded[];
  on(method: string, path: string, handler: Handler | object): void;
  close(): Promise<void>;
}

async function fakeApi(always: (request: Recorded) => Reply | undefined = () => undefined): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
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
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const reply = always(recorded) ??
        handler?.(recorded) ?? { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    on: (method, path, handler) =>
      routes.set(
        `${method} ${path}`,
        typeof handler === 'function' ? (handler as Handler) : () => ({ status: 200, body: handler }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let now = new Date('2030-03-01T10:00:00Z');
const clock = { now: () => now };
const DAY = 24 * 60 * 60 * 1000;
const P = '/api/v1/payments';
const ALLPAY_SECRET = 'allpay-webhook-secret';

let paypal: FakeApi;
let allpay: FakeApi;
let app: App;

beforeAll(async () => {
  paypal = await fakeApi((r) => {
    if (r.path === '/v1/oauth2/token') {
      return { status: 200, body: { access_token: 'token', token_type: 'Bearer', expires_in: 32400 } };
    }
    // PayPal confirms every delivery this test posts (the signature check itself is paypal.test.ts's).
    if (r.path === '/v1/notifications/verify-webhook-signature') {
      return { status: 200, body: { verification_status: 'SUCCESS' } };
    }
    if (r.path === '/v1/notifications/webhooks-events') return { status: 200, body: { events: [] } };
    return undefined;
  });
  allpay = await fakeApi((r) =>
    r.path === '/v1/events' ? { status: 200, body: { data: [], has_more: false } } : undefined,
  );
  app = await createTestApp(
    {
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: paypal.base,
      PAYPAL_PARTNER_ID: 'PARTNER1',
      ALLPAY_API_BASE: allpay.base,
      ALLPAY_API_KEY: 'allpay-key',
      ALLPAY_WEBHOOK_SECRET: ALLPAY_SECRET,
    },
    { clock },
  );
});
afterAll(async () => {
  await app.close();
  await paypal.close();
  await allpay.close();
});
beforeEach(() => {
  paypal.requests.length = 0;
  allpay.requests.length = 0;
});

const db = () => app.deps.database.db;
const posts = (api: FakeApi, path: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.path === path);

let webhookCount = 0;
function paypalWebhook(eventType: string, resource: Record<string, unknown>) {
  webhookCount += 1;
  return app.inject({
    method: 'POST',
    url: `${P}/webhook/paypal`,
    payload: JSON.stringify({
      id: `WH-EVT-${webhookCount}`,
      event_type: eventType,
      create_time: now.toISOString(),
      resource,
    }),
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert.pem',
      'paypal-transmission-id': `T-${webhookCount}`,
      'paypal-transmission-sig': 'sig',
      'paypal-transmission-time': now.toISOString(),
    },
  });
}

function allpayWebhook(type: string, object: Record<string, unknown>) {
  webhookCount += 1;
  const body = JSON.stringify({
    id: `evt_${webhookCount}`,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object },
  });
  return app.inject({
    method: 'POST',
    url: `${P}/webhook/allpay`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'allpay-signature': signAllPayWebhook(body, ALLPAY_SECRET, Math.floor(now.getTime() / 1000)),
    },
  });
}

/** An organiser with a competition whose entry fee is 25.00 EUR, and a team's pending request to it. */
async function competitionWithRequest() {
  const organiser = await signUp(app);
  const teamOwner = await signUp(app);
  const league = await call(app, 'POST', '/api/champ-leagues', organiser.cookie, {
    name: 'Fee League',
    sportKindId: 'football',
    subdomain: uniqueSubdomain(),
  });
  const champ = await call(app, 'POST', '/api/champs', organiser.cookie, {
    champLeagueId: league.body.id,
    name: 'Fee Cup',
    season: '2030',
    startDate: '2030-06-01',
  });
  const settings = await call(app, 'PUT', `/api/champs/${champ.body.id}/registration`, organiser.cookie, {
    entryFee: { amount: 2500, currency: 'EUR' },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const team = await call(app, 'POST', '/api/teams', teamOwner.cookie, {
    name: 'Fee Payers',
    sportKindId: 'football',
  });
  const request = await call(app, 'POST', `/api/champs/${champ.body.id}/register-team`, teamOwner.cookie, {
    teamId: team.body.id,
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  return { organiser, teamOwner, requestId: request.body.id as string };
}

/** The organiser connects PayPal: a partner referral, then PayPal's onboarding webhook makes it active. */
async function connectPayPal(organiser: SignedUp) {
  const trackingId = `matchday-${organiser.userId}`;
  paypal.on('POST', '/v2/customer/partner-referrals', {
    links: [{ rel: 'action_url', href: 'https://www.paypal.example/onboard' }],
  });
  paypal.on('GET', '/v1/customer/partners/PARTNER1/merchant-integrations', (r: Recorded) =>
    r.query.tracking_id === trackingId
      ? { status: 200, body: { merchant_id: 'MERCHANT-ORG', tracking_id: trackingId } }
      : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } },
  );
  paypal.on('GET', '/v1/customer/partners/PARTNER1/merchant-integrations/MERCHANT-ORG', {
    payments_receivable: true,
    primary_email_confirmed: true,
  });
  const started = await call(app, 'POST', `${P}/paypal-connected-account`, organiser.cookie, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const onboarded = await paypalWebhook('MERCHANT.ONBOARDING.COMPLETED', {
    tracking_id: trackingId,
    merchant_id: 'MERCHANT-ORG',
  });
  expect(onboarded.json()).toEqual({ received: true, processed: true });
  const accounts = await call(app, 'GET', `${P}/connected-accounts`, organiser.cookie);
  expect(accounts.body.items).toContainEqual(
    expect.objectContaining({ provider: 'paypal', status: 'active' }),
  );
}

async function connectAllPay(organiser: SignedUp, merchantId: string) {
  allpay.on('POST', '/v1/merchants', { id: merchantId, onboarding_url: 'https://allpay.example/onboard' });
  allpay.on('GET', `/v1/merchants/${merchantId}`, { id: merchantId, status: 'active' });
  const started = await call(app, 'POST', `${P}/allpay/connect`, organiser.cookie, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const onboarded = await allpayWebhook('merchant.updated', { id: merchantId, status: 'active' });
  expect(onboarded.json()).toEqual({ received: true, processed: true });
}

async function requestOf(organiser: SignedUp, requestId: string) {
  const requests = await call(app, 'GET', '/api/champ-registration/userteamrequests', organiser.cookie);
  return requests.body.items.find((r: { id: string }) => r.id === requestId);
}

function reject(organiser: SignedUp, requestId: string) {
  return call(app, 'PUT', `/api/champ-registration/userteamrequests/${requestId}`, organiser.cookie, {
    decision: 'reject',
  });
}

describe('an entry fee goes through the organiser’s payout provider', () => {
  it('PayPal: an order paying the organiser less the fee; its webhook marks the request paid; rejecting refunds at PayPal', async () => {
    const { organiser, teamOwner, requestId } = await competitionWithRequest();
    await connectPayPal(organiser);
    paypal.on('POST', '/v2/checkout/orders', {
      id: 'ORDER-1',
      status: 'PAYER_ACTION_REQUIRED',
      links: [{ rel: 'payer-action', href: 'https://www.paypal.example/checkoutnow?token=ORDER-1' }],
    });

    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, {
      requestId,
      successUrl: '/admin/profile?tabs=requests',
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(checkout.body).toEqual({
      sessionId: 'ORDER-1',
      url: 'https://www.paypal.example/checkoutnow?token=ORDER-1',
    });
    const [order] = posts(paypal, '/v2/checkout/orders');
    expect(order?.headers['paypal-request-id']).toMatch(/^checkout-/);
    const unit = JSON.parse(order?.body ?? '{}').purchase_units[0];
    // The organiser is on the free plan (limits are off here): a 10 % platform fee.
    expect(unit).toMatchObject({
      amount: { currency_code: 'EUR', value: '25.00' },
      payee: { merchant_id: 'MERCHANT-ORG' },
      payment_instruction: { platform_fees: [{ amount: { currency_code: 'EUR', value: '2.50' } }] },
    });
    expect((await requestOf(organiser, requestId)).paid).toBe(false);

    // The payer approves: PayPal's webhook, which we capture; the request is paid with the capture's id.
    paypal.on('POST', '/v2/checkout/orders/ORDER-1/capture', {
      id: 'ORDER-1',
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: `purpose=entry_fee&requestId=${requestId}`,
          payments: {
            captures: [
              { id: 'CAPTURE-1', status: 'COMPLETED', amount: { currency_code: 'EUR', value: '25.00' } },
            ],
          },
        },
      ],
    });
    const approved = await paypalWebhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDER-1', status: 'APPROVED' });
    expect(approved.json()).toEqual({ received: true, processed: true });
    expect(await requestOf(organiser, requestId)).toMatchObject({
      paid: true,
      paidBy: 'provider:paypal',
      paymentReference: 'CAPTURE-1',
    });
    const payouts = await call(app, 'GET', `${P}/connected-accounts`, organiser.cookie);
    expect(payouts.body.items[0].payoutsReceived).toEqual([{ amount: 2250, currency: 'EUR' }]);

    // Rejected: refunded through PayPal, on the organiser's behalf, with the payment's idempotency key.
    paypal.on('GET', '/v2/payments/captures/CAPTURE-1', {
      id: 'CAPTURE-1',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '25.00' },
      payee: { merchant_id: 'MERCHANT-ORG' },
    });
    paypal.on('POST', '/v2/payments/captures/CAPTURE-1/refund', { id: 'REFUND-1', status: 'COMPLETED' });
    expect((await reject(organiser, requestId)).status).toBe(200);
    // The request did not call PayPal: the refund is the job sent after the commit.
    expect(posts(paypal, '/v2/payments/captures/CAPTURE-1/refund')).toEqual([]);
    await app.jobs.runSent();
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(payment).toMatchObject({ provider: 'paypal', status: 'refunded', refundId: 'REFUND-1' });
    const refunds = posts(paypal, '/v2/payments/captures/CAPTURE-1/refund');
    expect(refunds.map((r) => r.headers['paypal-request-id'])).toEqual([`refund-${payment!.id}`]);
    expect(refunds[0]?.headers['paypal-auth-assertion']).toBeTruthy();
  });

  it('AllPay: a payment to the organiser’s merchant; its webhook marks the request paid; rejecting refunds at AllPay', async () => {
    const { organiser, teamOwner, requestId } = await competitionWithRequest();
    await connectAllPay(organiser, 'mer_org1');
    allpay.on('POST', '/v1/payments', {
      id: 'pay_1',
      status: 'pending',
      checkout_url: 'https://allpay.example/pay/pay_1',
    });

    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect(checkout.body).toEqual({ sessionId: 'pay_1', url: 'https://allpay.example/pay/pay_1' });
    const [created] = posts(allpay, '/v1/payments');
    expect(created?.headers['idempotency-key']).toMatch(/^checkout-/);
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      amount: { amount: 2500, currency: 'EUR' },
      merchant_id: 'mer_org1',
      platform_fee: { amount: 250, currency: 'EUR' },
      success_url: 'http://localhost:3000/',
    });

    const succeeded = await allpayWebhook('payment.succeeded', {
      id: 'pay_1',
      status: 'succeeded',
      amount: { amount: 2500, currency: 'EUR' },
      merchant_id: 'mer_org1',
      metadata: { purpose: 'entry_fee', requestId },
    });
    expect(succeeded.json()).toEqual({ received: true, processed: true });
    expect(await requestOf(organiser, requestId)).toMatchObject({
      paid: true,
      paidBy: 'provider:allpay',
      paymentReference: 'pay_1',
    });

    allpay.on('POST', '/v1/payments/pay_1/refunds', { id: 're_1', status: 'succeeded' });
    expect((await reject(organiser, requestId)).status).toBe(200);
    await app.jobs.runSent();
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(payment).toMatchObject({ provider: 'allpay', status: 'refunded', refundId: 're_1' });
    expect(posts(allpay, '/v1/payments/pay_1/refunds').map((r) => r.headers['idempotency-key'])).toEqual([
      `refund-${payment!.id}`,
    ]);
  });

  it('records a short payment as what was paid, does not count it as the entry fee, and refunds it', async () => {
    const { organiser, teamOwner, requestId } = await competitionWithRequest();
    await connectAllPay(organiser, 'mer_org_short');
    allpay.on('POST', '/v1/payments', {
      id: 'pay_short',
      status: 'pending',
      checkout_url: 'https://allpay.example/pay/pay_short',
    });
    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    // €0.01 paid on a €25.00 checkout.
    const succeeded = await allpayWebhook('payment.succeeded', {
      id: 'pay_short',
      status: 'succeeded',
      amount: { amount: 1, currency: 'EUR' },
      merchant_id: 'mer_org_short',
      metadata: { purpose: 'entry_fee', requestId },
    });
    expect(succeeded.json()).toEqual({ received: true, processed: true });
    expect(await requestOf(organiser, requestId)).toMatchObject({ paid: false });
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(payment).toMatchObject({ amount: 1, status: 'refund_pending' });
    allpay.on('POST', '/v1/payments/pay_short/refunds', { id: 're_short', status: 'succeeded' });
    await runPaymentJobsOf(app);
    const [refunded] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(refunded).toMatchObject({ amount: 1, status: 'refunded', refundId: 're_short' });
  });

  it('prefers the card provider, then PayPal, then AllPay', async () => {
    const { organiser, teamOwner, requestId } = await competitionWithRequest();
    await connectAllPay(organiser, 'mer_org2');
    await connectPayPal(organiser);
    paypal.on('POST', '/v2/checkout/orders', {
      id: 'ORDER-2',
      links: [{ rel: 'payer-action', href: 'https://www.paypal.example/checkoutnow?token=ORDER-2' }],
    });
    const viaPayPal = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(viaPayPal.body.sessionId).toBe('ORDER-2');

    // A card-provider account (the sandbox, Stripe not being configured) comes first.
    const card = await call(app, 'POST', `${P}/stripe-connected-account`, organiser.cookie, {});
    await app.inject({ method: 'GET', url: card.body.url });
    const viaCard = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(viaCard.body.url).toBe(`/checkout/sandbox/${viaCard.body.sessionId}`);
    const paid = await call(app, 'POST', `${P}/sandbox/sessions/${viaCard.body.sessionId}/pay`, undefined, {
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/35',
      cvc: '123',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await requestOf(organiser, requestId)).toMatchObject({ paid: true, paidBy: 'provider:sandbox' });
    expect(posts(allpay, '/v1/payments')).toEqual([]);
  });
});

describe('PayPal subscriptions cancelled at the period end', () => {
  /** A PayPal subscription as its fake API holds it; `cancel` makes it CANCELLED. */
  function paypalSubscription(id: string, user: SignedUp) {
    let state: Record<string, unknown> = {
      id,
      status: 'ACTIVE',
      plan_id: 'P-BASIC-MONTHLY',
      custom_id: `userId=${user.userId}&plan=basic&interval=month`,
      subscriber: { payer_id: `PAYER-${id}` },
      start_time: now.toISOString(),
      billing_info: {
        next_billing_time: new Date(now.getTime() + 30 * DAY).toISOString(),
        last_payment: { time: now.toISOString() },
        failed_payments_count: 0,
      },
    };
    paypal.on('GET', `/v1/billing/subscriptions/${id}`, () => ({ status: 200, body: state }));
    paypal.on('POST', `/v1/billing/subscriptions/${id}/cancel`, () => {
      state = { ...state, status: 'CANCELLED', status_update_time: now.toISOString(), billing_info: {} };
      return { status: 204 };
    });
    return paypalWebhook('BILLING.SUBSCRIPTION.ACTIVATED', state);
  }

  const subscriptionOf = (user: SignedUp) => call(app, 'GET', `${P}/subscription`, user.cookie);
  const planOf = async (user: SignedUp) => (await call(app, 'GET', `${P}/plan`, user.cookie)).body.plan;
  const paypalWrites = () =>
    paypal.requests.filter((r) => r.path.startsWith('/v1/billing/') && r.method !== 'GET');

  it('keeps the subscription active with the mark ours; resume clears it; the job cancels it at PayPal when the period ends', async () => {
    const user = await signUp(app);
    const activated = await paypalSubscription('I-PP1', user);
    expect(activated.json()).toEqual({ received: true, processed: true });
    const periodEnd = new Date(now.getTime() + 30 * DAY).toISOString();
    expect((await subscriptionOf(user)).body).toMatchObject({
      provider: 'paypal',
      plan: 'basic',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd,
    });

    const cancelled = await call(app, 'DELETE', `${P}/subscription`, user.cookie);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    // PayPal's own events re-read a subscription it still bills: our mark stays.
    await paypalWebhook('BILLING.SUBSCRIPTION.UPDATED', { id: 'I-PP1' });
    expect((await subscriptionOf(user)).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    const resumed = await call(app, 'POST', `${P}/subscription/resume`, user.cookie);
    expect(resumed.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await call(app, 'DELETE', `${P}/subscription`, user.cookie)).body.cancelAtPeriodEnd).toBe(true);
    // Nothing was suspended or cancelled at PayPal so far.
    expect(paypalWrites()).toEqual([]);

    // Before the period ends the job leaves it alone.
    now = new Date(now.getTime() + 29 * DAY);
    await runPaymentJobsOf(app);
    expect(paypalWrites()).toEqual([]);
    expect(await planOf(user)).toBe('basic');

    // The period is over: cancelled at PayPal once, ended here, the plan is free.
    now = new Date(now.getTime() + 2 * DAY);
    await runPaymentJobsOf(app);
    await runPaymentJobsOf(app);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(paypalWrites().map((r) => [r.path, r.headers['paypal-request-id']])).toEqual([
      ['/v1/billing/subscriptions/I-PP1/cancel', `period-end-${row!.id}`],
    ]);
    expect((await subscriptionOf(user)).body).toMatchObject({ status: 'ended', cancelAtPeriodEnd: true });
    expect(await planOf(user)).toBe('free');
  });

  it('reconciliation cancels one whose period is over too', async () => {
    const user = await signUp(app);
    await paypalSubscription('I-PP2', user);
    await call(app, 'DELETE', `${P}/subscription`, user.cookie);
    now = new Date(now.getTime() + 31 * DAY);
    await app.payments.reconcile(paymentsJobContext(app));
    expect(paypalWrites().map((r) => r.path)).toEqual(['/v1/billing/subscriptions/I-PP2/cancel']);
    expect((await subscriptionOf(user)).body.status).toBe('ended');
    expect(await planOf(user)).toBe('free');
  });
});
