import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, signUp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import {
  invoices,
  paymentEvents,
  payments,
  sandboxIdempotency,
  sandboxObjects,
  subscriptions,
} from '../../db/schema/payments.ts';
import { call, uniqueSubdomain } from '../champs/champs.testing.ts';
import { runPaymentJobsOf } from './payments.wiring.ts';
import { SANDBOX_CARDS, SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './providers/sandbox.ts';

/**
 * The payments module on the sandbox provider, with plan limits on and a fake clock (ADR 0022): the whole
 * subscription lifecycle, plan limits before and after, webhooks (signatures, replays, order, a crash),
 * money rules, idempotency keys, entry fees with payouts and refunds, payout accounts, bad input.
 */
let now = new Date('2026-03-01T10:00:00Z');
const clock = { now: () => now };
function advance(ms: number) {
  now = new Date(now.getTime() + ms);
}
const DAY = 24 * 60 * 60 * 1000;

let app: App;
let admin: SignedUp;

beforeAll(async () => {
  app = await createTestApp({ PLAN_LIMITS: 'on' }, { clock });
  admin = await signUp(app, { name: 'Admin' });
});
afterAll(() => app.close());
beforeEach(() => {
  app.payments.testHooks.afterEventRecorded = undefined;
});

const P = '/api/v1/payments';
const db = () => app.deps.database.db;
const sandbox = () => app.payments.runtime.registry.sandbox;

function createLeague(cookie: string) {
  return call(app, 'POST', '/api/champ-leagues', cookie, {
    name: 'Sunday League',
    sportKindId: 'football',
    subdomain: uniqueSubdomain(),
  });
}

/** Checkout through the sandbox's page: read the session, pay with a card. */
async function buy(user: SignedUp, plan: 'basic' | 'premium', interval: 'month' | 'year', card: string) {
  const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, { plan, interval });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await call(app, 'POST', `${P}/sandbox/sessions/${checkout.body.sessionId}/pay`, undefined, {
    cardNumber: card,
    expiry: '12/30',
    cvc: '123',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { checkout: checkout.body, paid: paid.body };
}

/** The sandbox provider's own subscriptions (what it would charge). */
async function sandboxSubscriptions() {
  const rows = await db().select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'subscription'));
  return rows.map((row) => row.data as { metadata: Record<string, string> });
}

async function subscriptionOf(user: SignedUp) {
  const res = await call(app, 'GET', `${P}/subscription`, user.cookie);
  return res;
}

/** Sends a sandbox event body to our webhook, signed at `at`. */
function deliver(body: string, at: Date = now, secret = app.deps.config.payments.sandboxWebhookSecret) {
  return app.inject({
    method: 'POST',
    url: `${P}/webhook/sandbox`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body, at),
    },
  });
}

describe('the subscription lifecycle on the sandbox, with a fake clock', () => {
  it('checkout → webhook → active → renewal → failed renewal → past due → cancel at period end → ended', async () => {
    const user = await signUp(app, { name: 'Pat Payer' });
    const free = await call(app, 'GET', `${P}/plan`, user.cookie);
    expect(free.body).toMatchObject({
      plan: 'free',
      enforced: true,
      leagueCount: 0,
      limits: { maxLeagues: 1 },
    });
    expect((await subscriptionOf(user)).status).toBe(404);

    // Free: one league; the second is a 402 naming the plan that allows more.
    expect((await createLeague(user.cookie)).status).toBe(201);
    const refused = await createLeague(user.cookie);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'payment_required', requiredPlan: 'basic' });

    const { checkout, paid } = await buy(user, 'premium', 'month', SANDBOX_CARDS.success);
    expect(checkout.url).toBe(`/checkout/sandbox/${checkout.sessionId}`);
    expect(paid).toEqual({ status: 'succeeded', redirectUrl: '/admin/profile?tabs=subscription' });

    // The webhook (delivered by the sandbox to our endpoint) made it active.
    const active = await subscriptionOf(user);
    expect(active.body).toMatchObject({
      plan: 'premium',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-04-01T10:00:00.000Z',
      amount: 2900,
      currency: 'EUR',
    });
    expect((await call(app, 'GET', `${P}/plan`, user.cookie)).body).toMatchObject({ plan: 'premium' });
    expect((await createLeague(user.cookie)).status).toBe(201);
    expect((await call(app, 'GET', `${P}/invoices`, user.cookie)).body.items).toHaveLength(1);

    // Renewal: the clock passes the period's end, the job renews, invoice.paid arrives.
    advance(31 * DAY);
    await runPaymentJobsOf(app);
    const renewed = await subscriptionOf(user);
    expect(renewed.body).toMatchObject({ status: 'active', currentPeriodEnd: '2026-05-01T10:00:00.000Z' });
    const invoices = (await call(app, 'GET', `${P}/invoices`, user.cookie)).body.items;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);

    // Failed renewal: the card now fails; past due, still premium while the provider retries.
    const row = (await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId)))[0]!;
    await sandbox().setFailsOnRenewal(row.providerSubscriptionId, true);
    advance(30 * DAY);
    await runPaymentJobsOf(app);
    expect((await subscriptionOf(user)).body).toMatchObject({ status: 'past_due' });
    const afterFailure = (await call(app, 'GET', `${P}/invoices`, user.cookie)).body.items;
    expect(afterFailure[0]).toMatchObject({ status: 'failed', amount: 2900 });
    expect((await call(app, 'GET', `${P}/plan`, user.cookie)).body.plan).toBe('premium');

    // Cancel at period end, resume, cancel again.
    const cancelled = await call(app, 'DELETE', `${P}/subscription`, user.cookie);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelAtPeriodEnd: true, status: 'past_due' });
    const resumed = await call(app, 'POST', `${P}/subscription/resume`, user.cookie);
    expect(resumed.body).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await call(app, 'DELETE', `${P}/subscription`, user.cookie)).body.cancelAtPeriodEnd).toBe(true);

    // Ended at the period's end: free again, and the limit bites again.
    advance(31 * DAY);
    await runPaymentJobsOf(app);
    const ended = await subscriptionOf(user);
    expect(ended.body).toMatchObject({ status: 'ended', endedAt: '2026-06-01T10:00:00.000Z' });
    expect((await call(app, 'GET', `${P}/plan`, user.cookie)).body).toMatchObject({
      plan: 'free',
      leagueCount: 2,
    });
    const again = await createLeague(user.cookie);
    expect(again.status).toBe(402);
    expect(again.body.requiredPlan).toBe('basic');
  });

  it("gates a league's page configuration on basic and its branding (colours, banner) on premium", async () => {
    const user = await signUp(app, { name: 'Page Person' });
    const league = await createLeague(user.cookie);
    const page = (body: object) =>
      call(app, 'PUT', `/api/champ-leagues/${league.body.id}/page-configuration`, user.cookie, body);
    const onFree = await page({ welcomeText: 'Welcome' });
    expect(onFree.status).toBe(402);
    expect(onFree.body).toMatchObject({ code: 'payment_required', requiredPlan: 'basic' });

    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    expect((await page({ welcomeText: 'Welcome', links: [] })).status).toBe(200);
    const colours = await page({ primaryColor: '#112233' });
    expect(colours.status).toBe(402);
    expect(colours.body).toMatchObject({ code: 'payment_required', requiredPlan: 'premium' });
    // Clearing branding needs no plan.
    expect((await page({ primaryColor: null, bannerImage: null })).status).toBe(200);

    const changed = await call(app, 'POST', `${P}/subscription/change`, user.cookie, {
      plan: 'premium',
      interval: 'month',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await runPaymentJobsOf(app);
    const branded = await page({ primaryColor: '#112233', secondaryColor: '#445566' });
    expect(branded.status, JSON.stringify(branded.body)).toBe(200);
    expect(branded.body).toMatchObject({ primaryColor: '#112233', welcomeText: 'Welcome' });
  });

  it('changes plan and answers the billing centre (our own on the sandbox)', async () => {
    const user = await signUp(app);
    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    const changed = await call(app, 'POST', `${P}/subscription/change`, user.cookie, {
      plan: 'premium',
      interval: 'year',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ plan: 'premium', interval: 'year', amount: 29000 });
    const portal = await call(app, 'GET', `${P}/billing-portal`, user.cookie);
    expect(portal.body).toEqual({ url: '/admin/profile?tabs=subscription' });
    // A second subscription is refused: change the one there is.
    const second = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
      plan: 'basic',
      interval: 'month',
    });
    expect(second.status).toBe(409);
  });

  it('prorates premium yearly (€290 paid) → basic monthly: the preview shows the credit, the change applies it', async () => {
    const user = await signUp(app);
    await buy(user, 'premium', 'year', SANDBOX_CARDS.success);
    const bought = await subscriptionOf(user);
    const start = new Date(bought.body.currentPeriodStart).getTime();
    const end = new Date(bought.body.currentPeriodEnd).getTime();
    advance(73 * DAY);
    const unused = (end - now.getTime()) / (end - start);
    const credit = Math.round(29_000 * unused);

    const body = { plan: 'basic', interval: 'month' };
    const preview = await call(app, 'POST', `${P}/subscription/change?preview=true`, user.cookie, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      preview: true,
      credit,
      charge: 900,
      amountDue: 0,
      balanceAfter: credit - 900,
      currency: 'EUR',
      periodResets: true,
    });
    // A preview changes nothing.
    expect((await subscriptionOf(user)).body).toMatchObject({ plan: 'premium', interval: 'year' });

    const changed = await call(app, 'POST', `${P}/subscription/change`, user.cookie, body);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { preview: _, ...previewed } = preview.body;
    expect(changed.body).toMatchObject({
      plan: 'basic',
      interval: 'month',
      amount: 900,
      proration: previewed,
    });
    // A new interval starts a new period today.
    expect(changed.body.currentPeriodStart).toBe(now.toISOString());

    // The credit pays the renewals: a month later nothing is charged, and the balance shrinks by 9.00.
    advance(32 * DAY);
    await runPaymentJobsOf(app);
    const invoices = await call(app, 'GET', `${P}/invoices`, user.cookie);
    expect(invoices.body.items[0]).toMatchObject({
      plan: 'basic',
      interval: 'month',
      amount: 0,
      status: 'paid',
    });
    const [doc] = (await sandboxSubscriptions()).filter(
      (d) => d.metadata.userId === user.userId,
    ) as unknown as {
      balance: number;
    }[];
    expect(doc!.balance).toBe(credit - 1800);
  });

  it('charges an upgrade the difference at once, as the preview said', async () => {
    const user = await signUp(app);
    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    advance(10 * DAY);
    const body = { plan: 'premium', interval: 'month' };
    const preview = await call(app, 'POST', `${P}/subscription/change?preview=true`, user.cookie, body);
    expect(preview.body.periodResets).toBe(false);
    expect(preview.body.amountDue).toBe(preview.body.charge - preview.body.credit);
    expect(preview.body.amountDue).toBeGreaterThan(0);
    const changed = await call(app, 'POST', `${P}/subscription/change`, user.cookie, body);
    const { preview: _, ...previewed } = preview.body;
    expect(changed.body.proration).toEqual(previewed);
    const invoices = await call(app, 'GET', `${P}/invoices`, user.cookie);
    expect(invoices.body.items[0]).toMatchObject({
      plan: 'premium',
      amount: preview.body.amountDue,
      status: 'paid',
    });
  });

  it('asks for authentication with the 3-D Secure test card, and declines the declined card naming the field', async () => {
    const user = await signUp(app);
    const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
      plan: 'basic',
      interval: 'year',
    });
    const url = `${P}/sandbox/sessions/${checkout.body.sessionId}`;
    const declined = await call(app, 'POST', `${url}/pay`, undefined, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'card_declined', errors: [{ field: 'body.cardNumber' }] });
    const challenged = await call(app, 'POST', `${url}/pay`, undefined, {
      cardNumber: '4000 0027 6000 3184',
      expiry: '12/30',
      cvc: '123',
    });
    expect(challenged.body).toEqual({ status: 'requires_action', redirectUrl: null });
    expect((await subscriptionOf(user)).status).toBe(404);
    const confirmed = await call(app, 'POST', `${url}/confirm`, undefined);
    expect(confirmed.body.status).toBe('succeeded');
    expect((await subscriptionOf(user)).body).toMatchObject({
      plan: 'basic',
      interval: 'year',
      status: 'active',
    });
  });
});

describe('money rules and idempotency', () => {
  it('takes the amount from the server price table even when the client sends one', async () => {
    const user = await signUp(app);
    const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
      plan: 'basic',
      interval: 'month',
      amount: 1,
      price: { amount: 1, currency: 'EUR' },
    });
    expect(checkout.status).toBe(200);
    const session = await call(app, 'GET', `${P}/sandbox/sessions/${checkout.body.sessionId}`);
    expect(session.body).toMatchObject({
      amount: 900,
      currency: 'EUR',
      kind: 'subscription',
      interval: 'month',
    });
  });

  it('lists a payment link per plan and interval with the server prices', async () => {
    const links = await call(app, 'GET', `${P}/payment-links`);
    expect(links.body.items).toEqual([
      expect.objectContaining({
        plan: 'basic',
        interval: 'month',
        amount: 900,
        priceId: 'sandbox-basic-monthly',
      }),
      expect.objectContaining({ plan: 'basic', interval: 'year', amount: 9000 }),
      expect.objectContaining({ plan: 'premium', interval: 'month', amount: 2900 }),
      expect.objectContaining({ plan: 'premium', interval: 'year', amount: 29000 }),
    ]);
  });

  it('sends an idempotency key with every write to the provider; a retried key answers the first result', async () => {
    const user = await signUp(app);
    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    await call(app, 'DELETE', `${P}/subscription`, user.cookie);
    await call(app, 'POST', `${P}/subscription/resume`, user.cookie);
    const keys = (await db().select().from(sandboxIdempotency)).map((r) => r.key);
    expect(keys.some((k) => /^checkout:checkout-/.test(k))).toBe(true);
    expect(keys.some((k) => /^cancel:subscription-/.test(k))).toBe(true);
    expect(keys.some((k) => /^resume:subscription-/.test(k))).toBe(true);
    const input = {
      kind: 'payment' as const,
      customer: { userId: null, email: null },
      amount: { amount: 500, currency: 'EUR' },
      description: 'Twice',
      successUrl: '/',
      cancelUrl: '/',
      metadata: {},
      idempotencyKey: 'same-key',
    };
    const first = await sandbox().createCheckout(input);
    const second = await sandbox().createCheckout(input);
    expect(second).toEqual(first);
  });

  it('checks donation bounds and takes a donation through the same checkout', async () => {
    const small = await call(app, 'POST', `${P}/donation-checkout`, undefined, {
      amount: { amount: 5, currency: 'EUR' },
    });
    expect(small.status).toBe(400);
    expect(small.body.errors[0].field).toBe('body.amount.amount');
    const donation = await call(app, 'POST', `${P}/donation-checkout`, undefined, {
      amount: { amount: 1500, currency: 'EUR' },
      email: 'donor@matchday.test',
    });
    expect(donation.status).toBe(200);
    const paid = await call(app, 'POST', `${P}/sandbox/sessions/${donation.body.sessionId}/pay`, undefined, {
      cardNumber: SANDBOX_CARDS.success,
      expiry: '01/29',
      cvc: '999',
    });
    expect(paid.body).toEqual({ status: 'succeeded', redirectUrl: '/donate?thanks=1' });
    const rows = await db().select().from(payments).where(eq(payments.purpose, 'donation'));
    expect(rows).toEqual([expect.objectContaining({ amount: 1500, currency: 'EUR', status: 'succeeded' })]);
  });
});

describe('a checkout paid several times at once (issue 29, item 1)', () => {
  const card = { cardNumber: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' };

  it('ten pays of one subscription checkout at once make one subscription and one invoice', async () => {
    const user = await signUp(app);
    const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
      plan: 'basic',
      interval: 'month',
    });
    const sessionId = checkout.body.sessionId as string;
    const pays = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(app, 'POST', `${P}/sandbox/sessions/${sessionId}/pay`, undefined, card),
      ),
    );
    expect(pays.map((pay) => pay.status)).toEqual(Array(10).fill(200));
    expect(pays.every((pay) => pay.body.status === 'succeeded')).toBe(true);
    await sandbox().deliverPending();
    const ours = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(ours).toHaveLength(1);
    const billed = await db().select().from(invoices).where(eq(invoices.userId, user.userId));
    expect(billed).toHaveLength(1);
    // The provider charged once too: one subscription of its own for the session.
    const atProvider = (await sandboxSubscriptions()).filter((doc) => doc.metadata.userId === user.userId);
    expect(atProvider).toHaveLength(1);
  });

  it('a double click on a one-off checkout pays once', async () => {
    const donation = await call(app, 'POST', `${P}/donation-checkout`, undefined, {
      amount: { amount: 2500, currency: 'EUR' },
      email: 'double-click@matchday.test',
    });
    const url = `${P}/sandbox/sessions/${donation.body.sessionId}/pay`;
    const [first, second] = await Promise.all([
      call(app, 'POST', url, undefined, card),
      call(app, 'POST', url, undefined, card),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await sandbox().deliverPending();
    const rows = await db().select().from(payments).where(eq(payments.email, 'double-click@matchday.test'));
    expect(rows).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
  });
});

describe('webhooks', () => {
  const event = (id: string, type = 'subscription.updated', objectId = 'sub_sbx_unknown') =>
    JSON.stringify({ id, type, created: Math.floor(now.getTime() / 1000), object_id: objectId, data: {} });

  it('acknowledges a signed event about a subscription that is not ours, once, and changes nothing', async () => {
    const subscriptionsBefore = (await db().select().from(subscriptions)).length;
    for (const type of ['subscription.updated', 'invoice.paid', 'subscription.deleted']) {
      const id = `evt_not_ours_${type}`;
      const first = await deliver(event(id, type, 'sub_sbx_nobody_knows'));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, processed: true });
      // Its redelivery finds it handled.
      expect((await deliver(event(id, type, 'sub_sbx_nobody_knows'))).json()).toEqual({
        received: true,
        processed: false,
      });
      const recorded = await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, id));
      expect(recorded).toHaveLength(1);
    }
    expect(await db().select().from(subscriptions)).toHaveLength(subscriptionsBefore);
  });

  it('refuses an unsigned, wrongly signed or stale delivery with a 400 and changes nothing', async () => {
    const before = (await db().select().from(paymentEvents)).length;
    const unsigned = await app.inject({
      method: 'POST',
      url: `${P}/webhook/sandbox`,
      payload: event('evt_unsigned'),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe('webhook.invalid_signature');
    expect((await deliver(event('evt_wrong'), now, 'not-the-secret-at-all')).statusCode).toBe(400);
    expect((await deliver(event('evt_stale'), new Date(now.getTime() - 6 * 60 * 1000))).statusCode).toBe(400);
    // A body changed after signing.
    const body = event('evt_tampered');
    const tampered = await app.inject({
      method: 'POST',
      url: `${P}/webhook/sandbox`,
      payload: body.replace('evt_tampered', 'evt_tampered2'),
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
          app.deps.config.payments.sandboxWebhookSecret,
          body,
          now,
        ),
      },
    });
    expect(tampered.statusCode).toBe(400);
    for (const provider of ['stripe', 'paypal', 'allpay']) {
      const res = await app.inject({
        method: 'POST',
        url: `${P}/webhook/${provider}`,
        payload: event('evt_x'),
      });
      expect(res.statusCode, provider).toBe(400);
    }
    expect((await db().select().from(paymentEvents)).length).toBe(before);
  });

  it('processes the same event once, and follows the provider whatever the order of arrival', async () => {
    const user = await signUp(app);
    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    // Hold the sandbox's deliveries, make two changes, then deliver their events newest first.
    const held: { body: string }[] = [];
    sandbox().setDelivery(async (body) => {
      held.push({ body });
      return 503;
    });
    try {
      await sandbox().cancelSubscription(row!.providerSubscriptionId, true, 'order-cancel');
      await sandbox().resumeSubscription(row!.providerSubscriptionId, 'order-resume');
    } finally {
      const app_ = app;
      sandbox().setDelivery(async (body, headers) => {
        const res = await app_.inject({
          method: 'POST',
          url: `${P}/webhook/sandbox`,
          payload: body,
          headers,
        });
        return res.statusCode;
      });
    }
    const events = (await sandbox().listRecentEvents(new Date(now.getTime() - 60_000))).filter(
      (e) => e.objectId === row!.providerSubscriptionId && e.type === 'subscription.updated',
    );
    const [cancelEvent, resumeEvent] = events.slice(-2).map((e) => JSON.stringify(e.raw));
    const first = await deliver(resumeEvent!);
    expect(first.json()).toEqual({ received: true, processed: true });
    const second = await deliver(cancelEvent!);
    expect(second.json()).toEqual({ received: true, processed: true });
    // The older event arrived last, yet the state is the provider's now: not cancelled.
    expect((await subscriptionOf(user)).body.cancelAtPeriodEnd).toBe(false);
    // The same event again: acknowledged, not processed.
    const replay = await deliver(cancelEvent!);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, processed: false });
    await sandbox().deliverPending();
  });

  it('loses nothing and processes nothing twice when the server crashes between receiving and recording', async () => {
    const user = await signUp(app);
    let crashes = 0;
    app.payments.testHooks.afterEventRecorded = () => {
      crashes += 1;
      throw new Error('the process died here');
    };
    const { paid } = await buy(user, 'premium', 'year', SANDBOX_CARDS.success);
    expect(paid.status).toBe('succeeded');
    expect(crashes).toBe(1);
    // Rolled back: no event row, no subscription.
    expect((await subscriptionOf(user)).status).toBe(404);
    app.payments.testHooks.afterEventRecorded = undefined;
    // The provider redelivers (the job): processed now, once.
    await runPaymentJobsOf(app);
    expect((await subscriptionOf(user)).body).toMatchObject({ plan: 'premium', status: 'active' });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.objectId, sub!.providerSubscriptionId));
    const ids = recorded.map((r) => r.eventId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reconciliation processes what never arrived', async () => {
    const user = await signUp(app);
    sandbox().setDelivery(async () => 0);
    try {
      await buy(user, 'basic', 'year', SANDBOX_CARDS.success);
      expect((await subscriptionOf(user)).status).toBe(404);
    } finally {
      sandbox().setDelivery(async (body, headers) => {
        const res = await app.inject({ method: 'POST', url: `${P}/webhook/sandbox`, payload: body, headers });
        return res.statusCode;
      });
    }
    const anonymous = await call(app, 'POST', `${P}/reconcile`);
    expect(anonymous.status).toBe(401);
    const result = await call(app, 'POST', `${P}/reconcile`, admin.cookie);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.processed).toBeGreaterThanOrEqual(2);
    expect((await subscriptionOf(user)).body).toMatchObject({
      plan: 'basic',
      interval: 'year',
      status: 'active',
    });
    // The late deliveries change nothing more.
    await sandbox().deliverPending();
    expect((await call(app, 'POST', `${P}/reconcile`, admin.cookie)).body.processed).toBe(0);
  });
});

describe('entry fees, payouts and refunds', () => {
  it('a team pays the entry fee to the organiser less the platform fee; rejecting refunds it', async () => {
    const organiser = await signUp(app, { name: 'Olga Organiser' });
    const teamOwner = await signUp(app, { name: 'Tom Team' });
    const league = await createLeague(organiser.cookie);
    const champ = await call(app, 'POST', '/api/champs', organiser.cookie, {
      champLeagueId: league.body.id,
      name: 'Paid Cup',
      season: '2026',
      startDate: '2026-06-01',
    });
    expect(champ.status).toBe(201);
    const fee = { entryFee: { amount: 2500, currency: 'EUR' } };
    const onFree = await call(app, 'PUT', `/api/champs/${champ.body.id}/registration`, organiser.cookie, fee);
    expect(onFree.status).toBe(402);
    expect(onFree.body).toMatchObject({ code: 'payment_required', requiredPlan: 'basic' });
    await buy(organiser, 'basic', 'month', SANDBOX_CARDS.success);
    const set = await call(app, 'PUT', `/api/champs/${champ.body.id}/registration`, organiser.cookie, fee);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // Said when the fee is set (issue 30, item 4), with where to connect an account.
    expect(set.body.warning).toMatchObject({
      code: 'payment.organiser_not_connected',
      connectPath: '/admin/profile?tabs=payouts',
    });

    const team = await call(app, 'POST', '/api/teams', teamOwner.cookie, {
      name: 'Payers',
      sportKindId: 'football',
    });
    const request = await call(app, 'POST', `/api/champs/${champ.body.id}/register-team`, teamOwner.cookie, {
      teamId: team.body.id,
    });
    expect(request.status).toBe(201);
    const requestId = request.body.id as string;

    const notConnected = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.code).toBe('payment.organiser_not_connected');

    // The organiser connects a payout account: the sandbox's onboarding completes at once.
    const onboarding = await call(app, 'POST', `${P}/stripe-connected-account`, organiser.cookie, {});
    expect(onboarding.status, JSON.stringify(onboarding.body)).toBe(200);
    const pending = await call(app, 'GET', `${P}/connected-accounts`, organiser.cookie);
    expect(pending.body.items).toEqual([expect.objectContaining({ provider: 'stripe', status: 'pending' })]);
    const page = await app.inject({ method: 'GET', url: onboarding.body.url });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/admin/profile?tabs=payouts');
    const active = await call(app, 'GET', `${P}/connected-accounts`, organiser.cookie);
    expect(active.body.items[0]).toMatchObject({ status: 'active', payoutsReceived: [] });
    const setAgain = await call(
      app,
      'PUT',
      `/api/champs/${champ.body.id}/registration`,
      organiser.cookie,
      fee,
    );
    expect(setAgain.body.warning).toBeNull();

    // Someone else may not pay the team's fee; the team's owner may.
    const stranger = await signUp(app);
    expect((await call(app, 'POST', `${P}/entry-fee-checkout`, stranger.cookie, { requestId })).status).toBe(
      403,
    );
    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, {
      requestId,
      successUrl: '/admin/profile?tabs=requests',
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const session = await call(app, 'GET', `${P}/sandbox/sessions/${checkout.body.sessionId}`);
    expect(session.body).toMatchObject({ kind: 'payment', amount: 2500, currency: 'EUR' });
    const paid = await call(app, 'POST', `${P}/sandbox/sessions/${checkout.body.sessionId}/pay`, undefined, {
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.body.redirectUrl).toBe('/admin/profile?tabs=requests');

    const requests = await call(app, 'GET', '/api/champ-registration/userteamrequests', organiser.cookie);
    const seen = requests.body.items.find((r: { id: string }) => r.id === requestId);
    expect(seen).toMatchObject({ paid: true, paidBy: 'provider:sandbox' });
    expect(seen.paymentReference).toMatch(/^py_sbx_/);
    const payouts = await call(app, 'GET', `${P}/connected-accounts`, organiser.cookie);
    // Basic plan: 5 % platform fee.
    expect(payouts.body.items[0].payoutsReceived).toEqual([{ amount: 2375, currency: 'EUR' }]);
    const twice = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(twice.body.code).toBe('payment.already_paid');

    // Rejected: the request answers without asking the provider; the refund is a job sent after the commit.
    const rejected = await call(
      app,
      'PUT',
      `/api/champ-registration/userteamrequests/${requestId}`,
      organiser.cookie,
      {
        decision: 'reject',
      },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [waiting] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(waiting).toMatchObject({ status: 'refund_pending', refundId: null });
    // The job refunds through the provider, once.
    await app.jobs.runSent();
    const [payment] = await db().select().from(payments).where(eq(payments.requestId, requestId));
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment!.refundId).toMatch(/^re_sbx_/);
    const keys = (await db().select().from(sandboxIdempotency)).map((r) => r.key);
    expect(keys).toContain(`refund:refund-${payment!.id}`);
  });

  it('refunds a fee paid after the request was rejected, instead of marking it paid', async () => {
    const organiser = await signUp(app);
    const teamOwner = await signUp(app);
    await buy(organiser, 'premium', 'month', SANDBOX_CARDS.success);
    const league = await createLeague(organiser.cookie);
    const champ = await call(app, 'POST', '/api/champs', organiser.cookie, {
      champLeagueId: league.body.id,
      name: 'Late Cup',
      season: '2026',
      startDate: '2026-06-01',
    });
    await call(app, 'PUT', `/api/champs/${champ.body.id}/registration`, organiser.cookie, {
      entryFee: { amount: 4000, currency: 'EUR' },
    });
    const onboarding = await call(app, 'POST', `${P}/paypal-connected-account`, organiser.cookie, {});
    await app.inject({ method: 'GET', url: onboarding.body.url });
    const team = await call(app, 'POST', '/api/teams', teamOwner.cookie, {
      name: 'Late',
      sportKindId: 'football',
    });
    const request = await call(app, 'POST', `/api/champs/${champ.body.id}/register-team`, teamOwner.cookie, {
      teamId: team.body.id,
    });
    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, {
      requestId: request.body.id,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await call(app, 'PUT', `/api/champ-registration/userteamrequests/${request.body.id}`, organiser.cookie, {
      decision: 'reject',
    });
    await call(app, 'POST', `${P}/sandbox/sessions/${checkout.body.sessionId}/pay`, undefined, {
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/30',
      cvc: '123',
    });
    const [pending] = await db().select().from(payments).where(eq(payments.requestId, request.body.id));
    // Premium: 2 % platform fee.
    expect(pending).toMatchObject({ status: 'refund_pending', amount: 4000, applicationFeeAmount: 80 });
    await runPaymentJobsOf(app);
    const [refunded] = await db().select().from(payments).where(eq(payments.requestId, request.body.id));
    expect(refunded!.status).toBe('refunded');
    const requests = await call(app, 'GET', '/api/champ-registration/userteamrequests', organiser.cookie);
    expect(requests.body.items.find((r: { id: string }) => r.id === request.body.id)).toMatchObject({
      status: 'rejected',
      paid: false,
    });
  });

  /** A team's request to a competition with a €30 fee, the organiser paid out through the sandbox, and its checkout. */
  async function entryFeeCheckout() {
    const organiser = await signUp(app);
    const teamOwner = await signUp(app);
    await buy(organiser, 'premium', 'month', SANDBOX_CARDS.success);
    const league = await createLeague(organiser.cookie);
    const champ = await call(app, 'POST', '/api/champs', organiser.cookie, {
      champLeagueId: league.body.id,
      name: 'Refund Cup',
      season: '2026',
      startDate: '2026-06-01',
    });
    await call(app, 'PUT', `/api/champs/${champ.body.id}/registration`, organiser.cookie, {
      entryFee: { amount: 3000, currency: 'EUR' },
    });
    const onboarding = await call(app, 'POST', `${P}/stripe-connected-account`, organiser.cookie, {});
    await app.inject({ method: 'GET', url: onboarding.body.url });
    const team = await call(app, 'POST', '/api/teams', teamOwner.cookie, {
      name: 'Refunds',
      sportKindId: 'football',
    });
    const request = await call(app, 'POST', `/api/champs/${champ.body.id}/register-team`, teamOwner.cookie, {
      teamId: team.body.id,
    });
    const requestId = request.body.id as string;
    const checkout = await call(app, 'POST', `${P}/entry-fee-checkout`, teamOwner.cookie, { requestId });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const pay = () =>
      call(app, 'POST', `${P}/sandbox/sessions/${checkout.body.sessionId}/pay`, undefined, {
        cardNumber: SANDBOX_CARDS.success,
        expiry: '12/30',
        cvc: '123',
      });
    const requestOf = async () =>
      (await call(app, 'GET', '/api/champ-registration/userteamrequests', organiser.cookie)).body.items.find(
        (r: { id: string }) => r.id === requestId,
      );
    const paymentOf = async () =>
      (await db().select().from(payments).where(eq(payments.requestId, requestId)))[0];
    return { pay, requestOf, paymentOf, sessionId: checkout.body.sessionId as string };
  }

  it('a refunded entry fee is no longer marked paid on its request', async () => {
    const { pay, requestOf, paymentOf } = await entryFeeCheckout();
    await pay();
    expect(await requestOf()).toMatchObject({ paid: true, paidBy: 'provider:sandbox' });
    const payment = await paymentOf();
    // Given back at the provider (its dashboard, a dispute): the refund's event arrives.
    await sandbox().refund(payment!.providerPaymentId, undefined, 'dashboard-refund');
    expect(await paymentOf()).toMatchObject({ status: 'refunded' });
    expect(await requestOf()).toMatchObject({ paid: false, paidBy: null, paymentReference: null });
  });

  it.each([
    ['before', 'first'],
    ['at the same moment as', 'together'],
  ])('a refund that arrives %s its payment ends as the same refund as in order', async (_when, order) => {
    const { pay, requestOf, paymentOf, sessionId } = await entryFeeCheckout();
    const since = new Date(now.getTime() - 1000);
    let paymentId = '';
    sandbox().setDelivery(async () => 503);
    try {
      await pay();
      const paid = (await sandbox().listRecentEvents(since)).find(
        (e) => e.type === 'payment.succeeded' && e.data.checkoutSessionId === sessionId,
      );
      paymentId = paid!.objectId;
      await sandbox().refund(paymentId, undefined, `early-refund-${order}`);
    } finally {
      sandbox().setDelivery(async (body, headers) => {
        const res = await app.inject({ method: 'POST', url: `${P}/webhook/sandbox`, payload: body, headers });
        return res.statusCode;
      });
    }
    const events = await sandbox().listRecentEvents(since);
    const refund = events.find((e) => e.type === 'payment.refunded' && e.objectId === paymentId);
    if (order === 'first') {
      // The refund first: nothing of ours to refund yet, yet it is not lost.
      expect((await deliver(JSON.stringify(refund!.raw))).json()).toEqual({
        received: true,
        processed: true,
      });
      expect(await paymentOf()).toBeUndefined();
      // Then the payment's events, as the provider redelivers them.
      await sandbox().deliverPending();
    } else {
      // Two instances each processing one of them (on PostgreSQL, two transactions at once).
      await Promise.all([deliver(JSON.stringify(refund!.raw)), sandbox().deliverPending()]);
    }
    expect(await paymentOf()).toMatchObject({ status: 'refunded' });
    expect(await requestOf()).toMatchObject({ paid: false });
    // The refund is not asked of the provider again.
    await runPaymentJobsOf(app);
    expect((await paymentOf())!.status).toBe('refunded');
  });

  it('connects and disconnects AllPay, setting and clearing the profile field', async () => {
    const user = await signUp(app);
    const started = await call(app, 'POST', `${P}/allpay/connect`, user.cookie, {});
    expect(started.status).toBe(200);
    const me = () => call(app, 'GET', '/security/v1/users/me', user.cookie);
    expect((await me()).body.allPayConnectedAccountId).toBeNull();
    await app.inject({ method: 'GET', url: started.body.url });
    expect((await me()).body.allPayConnectedAccountId).toBe(started.body.accountId);
    const gone = await call(app, 'POST', `${P}/allpay/disconnect`, user.cookie);
    expect(gone.body).toEqual({ accountId: started.body.accountId, disconnected: true });
    expect((await me()).body.allPayConnectedAccountId).toBeNull();
    expect((await call(app, 'GET', `${P}/connected-accounts`, user.cookie)).body.items).toEqual([]);
  });

  it('disconnects a card-provider account by id, and 404s one that is not the caller’s', async () => {
    const user = await signUp(app);
    const started = await call(app, 'POST', `${P}/stripe-connected-account`, user.cookie, {});
    const other = await signUp(app);
    const notMine = await call(
      app,
      'DELETE',
      `${P}/stripe-connected-account?stripeConnectedAccountId=${started.body.accountId}`,
      other.cookie,
    );
    expect(notMine.status).toBe(404);
    const missing = await call(app, 'DELETE', `${P}/stripe-connected-account`, user.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('querystring.stripeConnectedAccountId');
    const gone = await call(
      app,
      'DELETE',
      `${P}/stripe-connected-account?stripeConnectedAccountId=${started.body.accountId}`,
      user.cookie,
    );
    expect(gone.body).toEqual({ accountId: started.body.accountId, disconnected: true });
  });
});

describe('bad input is a 4xx naming the field', () => {
  it.each([
    ['create-checkout-session', { plan: 'gold', interval: 'month' }, 'body.plan'],
    ['create-checkout-session', { plan: 'basic', interval: 'week' }, 'body.interval'],
    [
      'create-checkout-session',
      { plan: 'basic', interval: 'month', successUrl: 'https://evil.example/x' },
      'body.successUrl',
    ],
    ['donation-checkout', { amount: { amount: 1000, currency: 'eur' } }, 'body.amount.currency'],
    ['entry-fee-checkout', { requestId: 'not-a-uuid' }, 'body.requestId'],
    ['subscription/change', { plan: 'basic' }, 'body.interval'],
  ])('POST %s %j names %s', async (path, body, field) => {
    const user = await signUp(app);
    const res = await call(app, 'POST', `${P}/${path}`, user.cookie, body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]?.field ?? res.body.code, JSON.stringify(res.body)).toBe(field);
  });

  it('names the card field, the expiry and an unknown session', async () => {
    const user = await signUp(app);
    const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
      plan: 'basic',
      interval: 'month',
    });
    const url = `${P}/sandbox/sessions/${checkout.body.sessionId}/pay`;
    const badCard = await call(app, 'POST', url, undefined, {
      cardNumber: '42',
      expiry: '12/30',
      cvc: '123',
    });
    expect(badCard.body.errors[0].field).toBe('body.cardNumber');
    const expired = await call(app, 'POST', url, undefined, {
      cardNumber: SANDBOX_CARDS.success,
      expiry: '01/20',
      cvc: '123',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.errors[0].field).toBe('body.expiry');
    const unknown = await call(app, 'GET', `${P}/sandbox/sessions/cs_sbx_nothing`);
    expect(unknown.status).toBe(404);
    const notJson = await app.inject({
      method: 'POST',
      url: `${P}/create-checkout-session`,
      payload: '{not json',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('the sandbox in production (PAYMENTS_SANDBOX off)', () => {
  it('refuses checkouts and payout onboarding instead of selling plans for test cards', async () => {
    const off = await createTestApp({ PLAN_LIMITS: 'on', PAYMENTS_SANDBOX: 'off' });
    try {
      const user = await signUp(off, { name: 'Prod Person' });
      const checkout = await call(off, 'POST', `${P}/create-checkout-session`, user.cookie, {
        plan: 'premium',
        interval: 'month',
      });
      expect(checkout.status).toBe(409);
      expect(checkout.body).toMatchObject({ code: 'payment.sandbox_off' });
      const connect = await call(off, 'POST', `${P}/stripe-connected-account`, user.cookie, {});
      expect(connect.status).toBe(409);
      expect((await call(off, 'GET', `${P}/subscription`, user.cookie)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the plan of the owner of a league or a competition', () => {
  it("answers the league owner's plan with ?leagueId= and the competition owner's with ?champId=", async () => {
    const owner = await signUp(app, { name: 'League Owner' });
    const other = await signUp(app, { name: 'Not The Owner' });
    await buy(owner, 'premium', 'month', SANDBOX_CARDS.success);
    const league = await createLeague(owner.cookie);
    const champ = await call(app, 'POST', '/api/champs', owner.cookie, {
      champLeagueId: league.body.id,
      name: 'Owner Cup',
      season: '2026',
    });
    expect(champ.status).toBe(201);

    const own = await call(app, 'GET', `${P}/plan`, other.cookie);
    expect(own.body).toMatchObject({
      plan: 'free',
      ownerId: other.userId,
      isOwner: true,
      leagueId: null,
      champId: null,
    });
    const ofLeague = await call(app, 'GET', `${P}/plan?leagueId=${league.body.id}`, other.cookie);
    expect(ofLeague.status).toBe(200);
    expect(ofLeague.body).toMatchObject({
      plan: 'premium',
      limits: { branding: true, pageConfiguration: true },
      ownerId: owner.userId,
      isOwner: false,
      leagueId: league.body.id,
      // The owner's billing is the owner's business; the caller's own league count stays the caller's.
      interval: null,
      status: null,
      leagueCount: 0,
    });
    const ofChamp = await call(app, 'GET', `${P}/plan?champId=${champ.body.id}`);
    expect(ofChamp.body).toMatchObject({ plan: 'premium', ownerId: owner.userId, champId: champ.body.id });
    const asOwner = await call(app, 'GET', `${P}/plan?leagueId=${league.body.id}`, owner.cookie);
    expect(asOwner.body).toMatchObject({
      plan: 'premium',
      isOwner: true,
      interval: 'month',
      status: 'active',
    });

    const missing = await call(app, 'GET', `${P}/plan?leagueId=${crypto.randomUUID()}`, other.cookie);
    expect(missing.status).toBe(404);
    const bad = await call(app, 'GET', `${P}/plan?leagueId=nope`, other.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('querystring.leagueId');
  });
});

describe('invoices are paged', () => {
  it('answers pageIndex, pageSize and totalItems, newest first, and refuses an odd page size', async () => {
    const user = await signUp(app);
    await buy(user, 'basic', 'month', SANDBOX_CARDS.success);
    for (let i = 0; i < 2; i++) {
      advance(32 * DAY);
      await runPaymentJobsOf(app);
    }
    const all = await call(app, 'GET', `${P}/invoices`, user.cookie);
    expect(all.body).toMatchObject({ totalItems: 3, pageIndex: 0, pageSize: 100 });
    expect(all.body.items).toHaveLength(3);
    const first = await call(app, 'GET', `${P}/invoices?pageIndex=0&pageSize=2`, user.cookie);
    expect(first.body).toMatchObject({ totalItems: 3, pageIndex: 0, pageSize: 2 });
    expect(first.body.items.map((i: { id: string }) => i.id)).toEqual(
      all.body.items.slice(0, 2).map((i: { id: string }) => i.id),
    );
    const second = await call(app, 'GET', `${P}/invoices?pageIndex=1&pageSize=2`, user.cookie);
    expect(second.body.items.map((i: { id: string }) => i.id)).toEqual([all.body.items[2].id]);
    const tooBig = await call(app, 'GET', `${P}/invoices?pageSize=501`, user.cookie);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors[0].field).toBe('querystring.pageSize');
  });
});

describe('two apps in one process', () => {
  it('each keeps its own providers, settings and plan gate: the second changes nothing of the first', async () => {
    const other = await createTestApp({ PLAN_LIMITS: 'off', PAYMENTS_SANDBOX: 'off' });
    try {
      expect(other.payments).not.toBe(app.payments);
      expect(other.payments.runtime.registry.sandbox).not.toBe(app.payments.runtime.registry.sandbox);
      expect(other.deps.planGate).not.toBe(app.deps.planGate);

      // The first app still limits plans and sells through its sandbox.
      const user = await signUp(app);
      expect((await call(app, 'GET', `${P}/plan`, user.cookie)).body.enforced).toBe(true);
      expect((await createLeague(user.cookie)).status).toBe(201);
      expect((await createLeague(user.cookie)).status).toBe(402);
      const checkout = await call(app, 'POST', `${P}/create-checkout-session`, user.cookie, {
        plan: 'basic',
        interval: 'month',
      });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);

      // The second limits nobody and refuses the sandbox.
      const person = await signUp(other);
      expect((await call(other, 'GET', `${P}/plan`, person.cookie)).body.enforced).toBe(false);
      for (let i = 0; i < 2; i++) {
        const league = await call(other, 'POST', '/api/champ-leagues', person.cookie, {
          name: 'Unlimited',
          sportKindId: 'football',
          subdomain: uniqueSubdomain(),
        });
        expect(league.status).toBe(201);
      }
      const refused = await call(other, 'POST', `${P}/create-checkout-session`, person.cookie, {
        plan: 'basic',
        interval: 'month',
      });
      expect(refused.body.code).toBe('payment.sandbox_off');
    } finally {
      await other.close();
    }
    // And after the second app is gone, the first one goes on as before.
    const late = await signUp(app);
    await buy(late, 'basic', 'month', SANDBOX_CARDS.success);
    expect((await call(app, 'GET', `${P}/plan`, late.cookie)).body.plan).toBe('basic');
  });
});
