import { randomUUID } from 'node:crypto';
import type {
  BillingInterval,
  ChangedSubscription,
  ChangeSubscriptionBody,
  ChangeSubscriptionQuery,
  CheckoutSession,
  ConnectAccountBody,
  ConnectedAccountList,
  CreateCheckoutSessionBody,
  DisconnectResult,
  DonationCheckoutBody,
  EntryFeeCheckoutBody,
  InvoiceList,
  InvoiceListQuery,
  Onboarding,
  PaidPlan,
  PaymentLinkList,
  Plan,
  PlanInfo,
  PlanQuery,
  ReconcileResult,
  SandboxPayBody,
  SandboxPayResult,
  SandboxSession,
  Subscription,
  SubscriptionChangePreview,
  UrlResult,
  WebhookResult,
} from '@matchday/contracts';
import { Permission, SystemRole } from '@matchday/domain';
import { ensureAccess, ensureSignedIn } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import type { PlanFeature } from '../../core/plan-gate.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import { getChampRow } from '../champs/champs.service.ts';
import { findLeaguesOfOwner, getLeagueRow } from '../leagues/leagues.service.ts';
import {
  findPayableTeamRequest,
  markTeamRequestPaidByProvider,
  unmarkTeamRequestPaidByRefund,
} from '../registrations/registrations.service.ts';
import { setAllPayConnectedAccountId } from '../users/users.service.ts';
import * as repo from './payments.repo.ts';
import {
  PLAN_LIMITS,
  PRICE_TABLE,
  type PriceIds,
  planOfPriceId,
  planUnlocking,
  platformFeeOf,
  priceIdOf,
} from './plans.ts';
import {
  type ConnectApi,
  PaymentDeclinedError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderName,
  type ProviderProration,
  type ProviderSubscription,
  type WebhookHeaders,
  WebhookSignatureError,
} from './providers/provider.ts';
import type { PayoutKind, ProviderRegistry } from './providers/registry.ts';
import { SANDBOX_CARDS } from './providers/sandbox.ts';

/**
 * Plans, subscriptions, checkout, payouts and entry fees (docs/adr/0022-payments-and-plans.md). Our tables follow
 * the provider: a webhook is verified, recorded once per event id in the same transaction as the change it
 * makes, and the change re-reads the object from the provider instead of trusting the order of arrival.
 * Provider calls never run inside a database transaction.
 */
export interface PaymentsRuntime {
  registry: ProviderRegistry;
  priceIds: PriceIds;
  publicUrl: string;
  billingCentreUrl: string;
  planLimits: boolean;
  /** Whether the sandbox takes payments (PAYMENTS_SANDBOX; off in production unless a demo deployment says so). */
  sandboxPayments: boolean;
}

export interface PaymentsTestHooks {
  afterEventRecorded: ((eventId: string) => void) | undefined;
}

/** One app's payments module: its service functions over its own providers and settings. */
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The payments service of one app (payments.wiring.ts makes it at start and the app holds it as `app.payments`):
 * every function reads this app's providers and settings, so a second app in the same process (tests, a
 * worker) has its own and changes nothing of the first's.
 */
export function createPaymentsService(runtime: PaymentsRuntime) {
  const rt = (): PaymentsRuntime => runtime;

  /**
   * The sandbox's test cards buy real plans on the server they run on: in production (PAYMENTS_SANDBOX off) a
   * checkout, a payment or a payout onboarding that would go to the sandbox is refused instead.
   */
  function ensureSandboxPayments(provider: PaymentProvider): void {
    const { registry, sandboxPayments } = rt();
    if (provider !== registry.sandbox || sandboxPayments) return;
    throw AppError.conflict(
      'payment.sandbox_off',
      'Payments are not set up on this server: configure a payment provider (STRIPE_SECRET_KEY, ' +
        'STRIPE_WEBHOOK_SECRET), or set PAYMENTS_SANDBOX=on for a demonstration.',
    );
  }

  /** Tests simulate a crash between recording an event and committing its change. */
  const testHooks: PaymentsTestHooks = { afterEventRecorded: undefined };

  // ---- plans -----------------------------------------------------------------------------------------------------

  const PLAN_BEARING = new Set(['active', 'past_due']);

  async function planOf(
    ctx: RequestContext,
    userId: string,
  ): Promise<{ plan: Plan; row?: repo.SubscriptionRow }> {
    const row = await repo.findCurrentSubscription(ctx.db, userId);
    if (!row || !PLAN_BEARING.has(row.status)) return row ? { plan: 'free', row } : { plan: 'free' };
    return { plan: row.plan as PaidPlan, row };
  }

  function isSystemAdmin(ctx: RequestContext): boolean {
    return ctx.caller?.role === SystemRole.SystemAdmin;
  }

  function prices() {
    const ids = rt().priceIds;
    return (['basic', 'premium'] as const).flatMap((plan) =>
      (['month', 'year'] as const).map((interval) => ({
        plan,
        interval,
        priceId: priceIdOf(ids, plan, interval),
        ...PRICE_TABLE[plan][interval],
      })),
    );
  }

  /**
   * `GET /plan`: the caller's plan; with `leagueId` (`champId`), the plan of that league's (competition's) owner,
   * which is the plan `checkPlan` asks about for it (a manager who is not the owner sees the owner's limits). The
   * owner's billing (`interval`, `status`) is told only to the owner.
   */
  async function getPlan(ctx: RequestContext, query: PlanQuery = {}): Promise<PlanInfo> {
    const me = ctx.caller;
    const leagueId = query.leagueId ?? null;
    const champId = leagueId ? null : (query.champId ?? null);
    const ownerId = leagueId
      ? (await getLeagueRow(ctx, leagueId)).ownerId
      : champId
        ? (await getChampRow(ctx, champId)).ownerId
        : (me?.id ?? null);
    const isOwner = ownerId !== null && ownerId === me?.id;
    const { plan, row } = ownerId ? await planOf(ctx, ownerId) : { plan: 'free' as Plan, row: undefined };
    const leagueCount = me ? (await findLeaguesOfOwner(ctx, me.id, 1)).totalItems : 0;
    return {
      plan,
      interval: isOwner && row && plan !== 'free' ? (row.interval as BillingInterval) : null,
      status: isOwner && row ? (row.status as PlanInfo['status']) : null,
      limits: PLAN_LIMITS[plan],
      enforced: rt().planLimits && !isSystemAdmin(ctx),
      leagueCount,
      plans: (['free', 'basic', 'premium'] as const).map((p) => ({ plan: p, limits: PLAN_LIMITS[p] })),
      prices: prices(),
      leagueId,
      champId,
      ownerId,
      isOwner,
    };
  }

  const FEATURE_TEXT: Record<Exclude<PlanFeature, 'newLeague'>, string> = {
    pageConfiguration: 'Page configuration',
    entryFees: 'Entry fees',
    branding: 'Custom league-site branding',
    widgets: 'Live match-centre widgets',
  };

  /**
   * The plan gate (core/plan-gate.ts) app.ts hands to the leagues and registrations modules: a 402
   * `payment_required` naming the plan needed when `userId`'s plan does not unlock `feature`. SystemAdmin is
   * never limited; with `PLAN_LIMITS=off` nobody is.
   */
  async function checkPlan(ctx: RequestContext, userId: string, feature: PlanFeature): Promise<void> {
    if (!rt().planLimits || isSystemAdmin(ctx)) return;
    const { plan } = await planOf(ctx, userId);
    const limits = PLAN_LIMITS[plan];
    if (feature === 'newLeague') {
      if (limits.maxLeagues === null) return;
      const owned = (await findLeaguesOfOwner(ctx, userId, 1)).totalItems;
      if (owned < limits.maxLeagues) return;
      const required: PaidPlan = plan === 'free' ? 'basic' : 'premium';
      throw AppError.paymentRequired(
        required,
        `The ${plan} plan includes ${limits.maxLeagues === 1 ? 'one league' : `${limits.maxLeagues} leagues`}; the ${required} plan includes more.`,
      );
    }
    if (limits[feature]) return;
    const required = planUnlocking(feature);
    throw AppError.paymentRequired(required, `${FEATURE_TEXT[feature]} need the ${required} plan.`);
  }

  // ---- checkout --------------------------------------------------------------------------------------------------

  function listPaymentLinks(): PaymentLinkList {
    return {
      items: prices().map((price) => ({
        ...price,
        url: `/pricing?plan=${price.plan}&interval=${price.interval}`,
      })),
    };
  }

  /** A return address must be on this site: a path, or a URL of PUBLIC_URL's origin (no open redirects). */
  function returnUrlOf(value: string | undefined, fallback: string, field: string): string {
    const url = value ?? fallback;
    if (url.startsWith('/') && !url.startsWith('//')) return url;
    const origin = new URL(rt().publicUrl).origin;
    try {
      if (new URL(url).origin === origin) return url;
    } catch {
      // falls through
    }
    throw AppError.invalid('payment.return_url_invalid', 'Return addresses must be on this site.', [
      { field, message: `Use a path or an address on ${origin}` },
    ]);
  }

  /** Real providers need absolute addresses; the sandbox's page is ours and keeps paths. */
  function forProvider(provider: PaymentProvider, url: string): string {
    if (provider.name === 'sandbox' || !url.startsWith('/')) return url;
    return `${rt().publicUrl}${url}`;
  }

  interface StartCheckout {
    purpose: 'subscription' | 'donation' | 'entry_fee';
    userId: string | null;
    email: string | null;
    amount: { amount: number; currency: string };
    plan?: PaidPlan;
    interval?: BillingInterval;
    priceId?: string;
    requestId?: string;
    connectedAccountId?: string;
    applicationFee?: { amount: number; currency: string };
    description: string;
    successUrl: string;
    cancelUrl: string;
  }

  /** Plans and donations go through the checkout provider; an entry fee through the organiser's payout provider. */
  async function startCheckout(
    ctx: RequestContext,
    input: StartCheckout,
    provider: PaymentProvider = rt().registry.checkout,
  ): Promise<CheckoutSession> {
    ensureSandboxPayments(provider);
    const id = randomUUID();
    const idempotencyKey = `checkout-${id}`;
    const metadata: Record<string, string> = {
      purpose: input.purpose,
      checkoutId: id,
      ...(input.userId ? { userId: input.userId } : {}),
      ...(input.plan ? { plan: input.plan } : {}),
      ...(input.interval ? { interval: input.interval } : {}),
      ...(input.requestId ? { requestId: input.requestId } : {}),
    };
    const isSubscription = input.purpose === 'subscription';
    const result = await provider.createCheckout({
      kind: isSubscription ? 'subscription' : 'payment',
      customer: { userId: input.userId, email: input.email },
      ...(isSubscription
        ? { priceId: input.priceId, price: { ...input.amount, interval: input.interval ?? 'month' } }
        : { amount: input.amount }),
      description: input.description,
      successUrl: forProvider(provider, input.successUrl),
      cancelUrl: forProvider(provider, input.cancelUrl),
      ...(input.connectedAccountId ? { connectedAccountId: input.connectedAccountId } : {}),
      ...(input.applicationFee ? { applicationFee: input.applicationFee } : {}),
      metadata,
      idempotencyKey,
    });
    await repo.insertCheckoutSession(ctx.db, {
      id,
      provider: provider.name,
      providerSessionId: result.sessionId,
      purpose: input.purpose,
      userId: input.userId,
      email: input.email,
      plan: input.plan ?? null,
      interval: input.interval ?? null,
      priceId: input.priceId ?? null,
      amount: input.amount.amount,
      currency: input.amount.currency,
      requestId: input.requestId ?? null,
      connectedAccountId: input.connectedAccountId ?? null,
      applicationFeeAmount: input.applicationFee?.amount ?? null,
      idempotencyKey,
      createdAt: ctx.clock.now(),
    });
    return { sessionId: result.sessionId, url: result.url };
  }

  /** `POST /create-checkout-session`: the amount and the price id are the server's for the plan and interval. */
  async function createCheckoutSession(
    ctx: RequestContext,
    body: CreateCheckoutSessionBody,
  ): Promise<CheckoutSession> {
    const me = ensureSignedIn(ctx);
    const current = await planOf(ctx, me.id);
    if (current.plan !== 'free') {
      throw AppError.conflict(
        'subscription.exists',
        'You already have a subscription: change its plan in the billing centre.',
      );
    }
    const successUrl = returnUrlOf(body.successUrl, '/admin/profile?tabs=subscription', 'body.successUrl');
    const cancelUrl = returnUrlOf(body.cancelUrl, '/pricing', 'body.cancelUrl');
    return startCheckout(ctx, {
      purpose: 'subscription',
      userId: me.id,
      email: me.email,
      amount: PRICE_TABLE[body.plan][body.interval],
      plan: body.plan,
      interval: body.interval,
      priceId: priceIdOf(rt().priceIds, body.plan, body.interval),
      description: `Matchday ${body.plan} (${body.interval === 'month' ? 'monthly' : 'yearly'})`,
      successUrl,
      cancelUrl,
    });
  }

  /** `POST /donation-checkout`: a one-off payment of an amount within the bounds (checked by the contract). */
  async function createDonationCheckout(
    ctx: RequestContext,
    body: DonationCheckoutBody,
  ): Promise<CheckoutSession> {
    return startCheckout(ctx, {
      purpose: 'donation',
      userId: ctx.caller?.id ?? null,
      email: ctx.caller?.email ?? body.email ?? null,
      amount: { amount: body.amount.amount, currency: body.amount.currency },
      description: 'Donation to Matchday',
      successUrl: returnUrlOf(body.successUrl, '/donate?thanks=1', 'body.successUrl'),
      cancelUrl: returnUrlOf(body.cancelUrl, '/donate', 'body.cancelUrl'),
    });
  }

  /**
   * `POST /entry-fee-checkout`: the team's owner (or Manager) pays a pending or accepted request's entry fee. The
   * amount is the request's; it goes to the organiser's connected account less the platform fee of their plan.
   */
  async function createEntryFeeCheckout(
    ctx: RequestContext,
    body: EntryFeeCheckoutBody,
  ): Promise<CheckoutSession> {
    const me = ensureSignedIn(ctx);
    const request = await findPayableTeamRequest(ctx, body.requestId);
    if (!request)
      throw AppError.notFound('registration.request_not_found', 'No registration request has this id.');
    await ensureAccess(ctx, Permission.TeamEdit, [request.teamId]);
    if (request.status !== 'pending' && request.status !== 'accepted') {
      throw AppError.conflict('payment.not_payable', `A ${request.status} request cannot be paid.`, [
        { field: 'body.requestId', message: request.status },
      ]);
    }
    if (!request.entryFee) {
      throw AppError.conflict('payment.no_entry_fee', 'This competition has no entry fee.', [
        { field: 'body.requestId', message: 'No entry fee' },
      ]);
    }
    if (request.paid) {
      throw AppError.conflict('payment.already_paid', 'This entry fee is paid.', [
        { field: 'body.requestId', message: 'Paid' },
      ]);
    }
    const payout = await payoutOfOrganiser(ctx, request.organiserId);
    if (!payout) {
      throw AppError.conflict(
        'payment.organiser_not_connected',
        'The organiser has not connected a payout account yet.',
        [{ field: 'body.requestId', message: 'The organiser cannot take payments yet' }],
      );
    }
    const organiserPlan = (await planOf(ctx, request.organiserId)).plan;
    return startCheckout(
      ctx,
      {
        purpose: 'entry_fee',
        userId: me.id,
        email: me.email,
        amount: request.entryFee,
        requestId: request.id,
        connectedAccountId: payout.account.accountId,
        applicationFee: platformFeeOf(request.entryFee, organiserPlan),
        description: `Entry fee: ${request.champName}`,
        successUrl: returnUrlOf(body.successUrl, '/', 'body.successUrl'),
        cancelUrl: returnUrlOf(body.cancelUrl, '/', 'body.cancelUrl'),
      },
      payout.provider,
    );
  }

  /** The payout kinds in the order an entry fee prefers them (ADR 0022 "Entry fees and refunds"). */
  const PAYOUT_PREFERENCE: readonly PayoutKind[] = ['stripe', 'paypal', 'allpay'];

  /**
   * Where an entry fee goes: the organiser's first active payout account in the order card provider, PayPal,
   * AllPay, and the provider that holds it. A card account is charged through the card checkout (Stripe, or the
   * sandbox when Stripe is not configured); a PayPal account through a PayPal order; an AllPay account through an
   * AllPay payment (the sandbox standing in for either while it is not configured). The webhook of that provider
   * marks the request paid, and a refund goes back through it (the payment row keeps the provider's name).
   */
  /** Whether `userId` has an active payout account an entry fee can be paid to (core/plan-gate.ts). */
  async function canTakePayments(ctx: RequestContext, userId: string): Promise<boolean> {
    return (await payoutOfOrganiser(ctx, userId)) !== undefined;
  }

  async function payoutOfOrganiser(
    ctx: RequestContext,
    organiserId: string,
  ): Promise<{ account: repo.ConnectedAccountRow; provider: PaymentProvider } | undefined> {
    const registry = rt().registry;
    const active = (await repo.listConnectedAccounts(ctx.db, organiserId)).filter(
      (a) => a.status === 'active',
    );
    for (const kind of PAYOUT_PREFERENCE) {
      const account = active.find((a) => a.provider === kind);
      if (!account) continue;
      return { account, provider: kind === 'stripe' ? registry.checkout : registry.payoutProvider(kind) };
    }
    return undefined;
  }

  // ---- subscriptions ---------------------------------------------------------------------------------------------

  function toSubscription(row: repo.SubscriptionRow): Subscription {
    return {
      plan: row.plan as PaidPlan,
      interval: row.interval as BillingInterval,
      status: row.status as Subscription['status'],
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
      provider: row.provider as Subscription['provider'],
      amount: row.amount,
      currency: row.currency,
      endedAt: row.endedAt?.toISOString() ?? null,
    };
  }

  async function currentSubscriptionRow(ctx: RequestContext): Promise<repo.SubscriptionRow> {
    const me = ensureSignedIn(ctx);
    const row = await repo.findCurrentSubscription(ctx.db, me.id);
    if (!row) throw AppError.notFound('subscription.not_found', 'You have no subscription.');
    return row;
  }

  async function getSubscription(ctx: RequestContext): Promise<Subscription> {
    return toSubscription(await currentSubscriptionRow(ctx));
  }

  function providerOf(name: string): PaymentProvider {
    const provider = rt().registry.byName(name as ProviderName);
    if (!provider) {
      throw AppError.conflict('payment.provider_not_configured', `The ${name} provider is not configured.`);
    }
    return provider;
  }

  async function changeAtProvider(
    ctx: RequestContext,
    action: (
      provider: PaymentProvider,
      row: repo.SubscriptionRow,
      key: string,
    ) => Promise<ProviderSubscription>,
    /** Where we keep "cancel at the period's end" (`periodEndCancellation: 'ours'`): what it is now. */
    cancelAtPeriodEnd?: boolean,
  ): Promise<Subscription> {
    const row = await currentSubscriptionRow(ctx);
    if (row.status === 'ended') {
      throw AppError.conflict('subscription.ended', 'This subscription has ended: buy a plan again.');
    }
    const provider = providerOf(row.provider);
    // One key per request: the SDK's own retries of this call reuse it, a later request is a new write.
    const state = await action(provider, row, `subscription-${row.id}-${randomUUID()}`);
    // The provider's answer is its state now: follow it at once (its webhook re-reads the same).
    const saved = await withTransaction(ctx, (tx) =>
      applySubscription(tx, provider, state, row.userId, cancelAtPeriodEnd),
    );
    return toSubscription(saved ?? row);
  }

  /**
   * `DELETE /subscription`: cancels at the end of the period already paid. A provider without such a thing
   * (PayPal) keeps the subscription running: the mark is ours, and the payments job cancels it at the provider
   * once the period is over (`cancelDueAtPeriodEnd`).
   */
  function cancelSubscription(ctx: RequestContext): Promise<Subscription> {
    return changeAtProvider(
      ctx,
      (provider, row, key) => provider.cancelSubscription(row.providerSubscriptionId, true, key),
      true,
    );
  }

  function resumeSubscription(ctx: RequestContext): Promise<Subscription> {
    return changeAtProvider(
      ctx,
      (provider, row, key) => provider.resumeSubscription(row.providerSubscriptionId, key),
      false,
    );
  }

  /**
   * `POST /subscription/change`: another plan or interval now, prorated by the provider as card providers do
   * (issue 30, item 4; the domain's `prorateChange`). `preview` asks the provider the same arithmetic and
   * changes nothing: what the billing centre shows before the confirm is what the change applies.
   */
  async function changeSubscription(
    ctx: RequestContext,
    body: ChangeSubscriptionBody,
    query: ChangeSubscriptionQuery = {},
  ): Promise<ChangedSubscription | SubscriptionChangePreview> {
    const ensureChangeable = (provider: PaymentProvider, row: repo.SubscriptionRow) => {
      if (!provider.changeSubscription || !provider.previewSubscriptionChange) {
        throw AppError.conflict('payment.change_unsupported', 'Change the plan in the billing centre.');
      }
      if (row.plan === body.plan && row.interval === body.interval) {
        throw AppError.conflict('subscription.same_plan', 'You are on this plan already.', [
          { field: 'body.plan', message: 'Your current plan' },
        ]);
      }
      return priceIdOf(rt().priceIds, body.plan, body.interval);
    };
    if (query.preview) {
      const row = await currentSubscriptionRow(ctx);
      if (row.status === 'ended') {
        throw AppError.conflict('subscription.ended', 'This subscription has ended: buy a plan again.');
      }
      const provider = providerOf(row.provider);
      const priceId = ensureChangeable(provider, row);
      const proration = await provider.previewSubscriptionChange!(row.providerSubscriptionId, priceId);
      return { ...proration, preview: true };
    }
    let applied: ProviderProration | undefined;
    const subscription = await changeAtProvider(ctx, async (provider, row, key) => {
      const priceId = ensureChangeable(provider, row);
      const { proration, ...state } = await provider.changeSubscription!(
        row.providerSubscriptionId,
        priceId,
        key,
      );
      applied = proration;
      return state;
    });
    return { ...subscription, proration: applied ?? null };
  }

  /** `GET /invoices`: the caller's invoices, newest first, one page (spec §9 paging). */
  async function listInvoices(ctx: RequestContext, query: InvoiceListQuery): Promise<InvoiceList> {
    const me = ensureSignedIn(ctx);
    const { rows, totalItems } = await repo.listInvoices(ctx.db, me.id, query.pageIndex, query.pageSize);
    return {
      totalItems,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
      items: rows.map((row) => ({
        id: row.id,
        plan: row.plan as PaidPlan,
        interval: row.interval as BillingInterval,
        amount: row.amount,
        currency: row.currency,
        status: row.status as 'paid' | 'failed',
        periodStart: row.periodStart.toISOString(),
        periodEnd: row.periodEnd.toISOString(),
        createdAt: row.createdAt.toISOString(),
        url: row.url,
      })),
    };
  }

  /** `GET /billing-portal`: the provider's customer portal when it has one, else our billing centre. */
  async function getBillingPortal(ctx: RequestContext): Promise<UrlResult> {
    const me = ensureSignedIn(ctx);
    const row = await repo.findCurrentSubscription(ctx.db, me.id);
    const provider = row ? rt().registry.byName(row.provider as ProviderName) : undefined;
    if (row?.providerCustomerId && provider?.billingPortalUrl) {
      const returnUrl = `${rt().publicUrl}${rt().billingCentreUrl.startsWith('/') ? rt().billingCentreUrl : '/'}`;
      return { url: await provider.billingPortalUrl(row.providerCustomerId, returnUrl) };
    }
    return { url: rt().billingCentreUrl };
  }

  // ---- webhooks --------------------------------------------------------------------------------------------------

  /**
   * `POST /webhook/{provider}`: verified over the raw body (a bad, missing or stale signature is a 400 and
   * changes nothing), then processed at most once.
   */
  async function receiveWebhook(
    ctx: RequestContext,
    providerName: ProviderName,
    rawBody: string | undefined,
    headers: WebhookHeaders,
  ): Promise<WebhookResult> {
    const provider = rt().registry.byName(providerName);
    if (!provider) throw invalidSignature(`The ${providerName} provider is not configured here.`);
    let event: ProviderEvent | null;
    try {
      event = await provider.verifyWebhook(rawBody ?? '', headers, ctx.clock.now());
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw invalidSignature(error.message);
      throw error;
    }
    if (!event) return { received: true, processed: false };
    const processed = await processEvent(ctx, provider, event, 'webhook');
    return { received: true, processed };
  }

  function invalidSignature(message: string) {
    return AppError.invalid('webhook.invalid_signature', message, [
      { field: 'headers.signature', message: 'Missing, wrong or too old' },
    ]);
  }

  function subscriptionIdOf(event: ProviderEvent): string | undefined {
    if (event.type === 'subscription.updated' || event.type === 'subscription.deleted') return event.objectId;
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      return event.data.subscriptionId ?? event.objectId;
    }
    if (event.type === 'checkout.completed') return event.data.subscriptionId;
    return undefined;
  }

  function connectApiOf(kind: PayoutKind): { provider: PaymentProvider; api: ConnectApi } {
    const registry = rt().registry;
    const provider = registry.payoutProvider(kind);
    ensureSandboxPayments(provider);
    const api = provider === registry.sandbox ? registry.sandbox.connectFor(kind) : provider.connect;
    if (!api)
      throw AppError.conflict('payment.provider_not_configured', `Payouts with ${kind} are not set up.`);
    return { provider, api };
  }

  /**
   * Processes one event: the provider's objects are re-read first (outside any transaction), then the event row
   * and every change it makes are written in one transaction. A redelivery finds the row and does nothing; a
   * crash before the commit leaves no row, so the provider's redelivery (or reconciliation) processes it.
   */
  async function processEvent(
    ctx: RequestContext,
    provider: PaymentProvider,
    event: ProviderEvent,
    source: 'webhook' | 'reconciliation',
  ): Promise<boolean> {
    if (await repo.hasEvent(ctx.db, provider.name, event.id)) return false;
    const subscriptionId = subscriptionIdOf(event);
    const subscription = subscriptionId
      ? await subscriptionOf(ctx, provider, subscriptionId, event)
      : undefined;
    let accountStatus: string | undefined;
    let account: repo.ConnectedAccountRow | undefined;
    if (event.type === 'account.updated') {
      const accountId = event.data.accountId ?? event.objectId;
      account = await repo.findConnectedAccountById(ctx.db, accountId);
      if (account) accountStatus = await connectApiOf(account.provider as PayoutKind).api.status(accountId);
    }
    return withTransaction(ctx, async (tx) => {
      const fresh = await repo.recordEvent(tx.db, {
        provider: provider.name,
        eventId: event.id,
        type: event.type,
        objectId: event.objectId,
        source,
        payload: event.raw ?? null,
        eventCreatedAt: event.createdAt,
        processedAt: tx.clock.now(),
      });
      if (!fresh) return false;
      testHooks.afterEventRecorded?.(event.id);
      if (subscription) {
        const session =
          event.type === 'checkout.completed'
            ? await repo.findCheckoutSession(tx.db, provider.name, event.objectId)
            : undefined;
        const saved = await applySubscription(tx, provider, subscription, session?.userId ?? undefined);
        if (session) await repo.completeCheckoutSession(tx.db, session.id, tx.clock.now());
        if (saved && (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed')) {
          await recordInvoice(tx, provider.name, saved, event);
        }
      }
      if (event.type === 'checkout.completed' || event.type === 'payment.succeeded') {
        if (event.data.paymentId) await recordPayment(tx, provider.name, event);
      }
      if (event.type === 'payment.refunded') {
        const paymentId = event.data.paymentId ?? event.objectId;
        await repo.lockPayment(tx.db, provider.name, paymentId);
        const payment = await repo.findPaymentByProviderId(tx.db, provider.name, paymentId);
        // A refund of a payment not recorded yet stays recorded as this event: the payment, when it comes, finds
        // it and is recorded refunded (recordPayment), as if the two had come in order.
        if (payment) await paymentRefunded(tx, payment, null);
      }
      if (account && accountStatus) {
        await repo.updateConnectedAccountStatus(tx.db, account.id, accountStatus, tx.clock.now());
        if (account.provider === 'allpay' && accountStatus === 'active') {
          await setAllPayConnectedAccountId(tx, account.userId, account.accountId);
        }
      }
      return true;
    });
  }

  /**
   * The provider's subscription an event is about. One the provider cannot give (it knows no such subscription)
   * and that is not ours either (no row, no checkout of ours) is no business of ours: the event is recorded,
   * acknowledged and logged, not answered 500, which would have the provider redeliver it for days (issue 29,
   * item 4). One of ours that the provider fails to give is an error: its redelivery, or reconciliation, will
   * process it.
   */
  async function subscriptionOf(
    ctx: RequestContext,
    provider: PaymentProvider,
    subscriptionId: string,
    event: ProviderEvent,
  ): Promise<ProviderSubscription | undefined> {
    try {
      return await provider.retrieveSubscription(subscriptionId);
    } catch (error) {
      const ours = await repo.findSubscriptionByProviderId(ctx.db, provider.name, subscriptionId);
      const checkout =
        event.type === 'checkout.completed'
          ? await repo.findCheckoutSession(ctx.db, provider.name, event.objectId)
          : undefined;
      if (ours || checkout) throw error;
      ctx.log.warn(
        { err: error, event: event.id, subscription: subscriptionId, provider: provider.name },
        'an event about a subscription that is not ours: acknowledged, nothing changed',
      );
      return undefined;
    }
  }

  /**
   * Our row follows the provider's subscription; plan and interval come from the price id. Where "cancel at the
   * period's end" is ours (`periodEndCancellation: 'ours'`), a re-read does not clear our mark: only `cancelAtPeriodEnd`
   * given here (cancel, resume) changes it.
   */
  async function applySubscription(
    tx: RequestContext,
    provider: PaymentProvider,
    state: ProviderSubscription,
    userIdHint: string | undefined,
    cancelAtPeriodEnd?: boolean,
  ): Promise<repo.SubscriptionRow | undefined> {
    const providerName = provider.name;
    const existing = await repo.findSubscriptionByProviderId(tx.db, providerName, state.id);
    const userId = existing?.userId ?? state.metadata.userId ?? userIdHint;
    const ours =
      planOfPriceId(rt().priceIds, state.priceId) ??
      (state.metadata.plan && state.metadata.interval
        ? { plan: state.metadata.plan as PaidPlan, interval: state.metadata.interval as BillingInterval }
        : undefined);
    if (!userId || !ours || !PRICE_TABLE[ours.plan]?.[ours.interval]) {
      tx.log.warn({ subscription: state.id, provider: providerName }, 'a subscription that is not ours');
      return undefined;
    }
    const price = PRICE_TABLE[ours.plan][ours.interval];
    return repo.upsertSubscription(tx.db, {
      userId,
      provider: providerName,
      providerSubscriptionId: state.id,
      providerCustomerId: state.customerId,
      plan: ours.plan,
      interval: ours.interval,
      priceId: state.priceId,
      amount: price.amount,
      currency: price.currency,
      status: state.status,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd:
        provider.periodEndCancellation === 'ours'
          ? (cancelAtPeriodEnd ?? (state.cancelAtPeriodEnd || (existing?.cancelAtPeriodEnd ?? false)))
          : state.cancelAtPeriodEnd,
      endedAt: state.endedAt,
      createdAt: tx.clock.now(),
      updatedAt: tx.clock.now(),
    });
  }

  async function recordInvoice(
    tx: RequestContext,
    providerName: string,
    subscription: repo.SubscriptionRow,
    event: ProviderEvent,
  ) {
    const d = event.data;
    const periodStart = d.periodStart ? new Date(d.periodStart) : subscription.currentPeriodStart;
    const periodEnd = d.periodEnd ? new Date(d.periodEnd) : subscription.currentPeriodEnd;
    await repo.upsertInvoice(tx.db, {
      subscriptionId: subscription.id,
      userId: subscription.userId,
      provider: providerName,
      providerInvoiceId: d.invoiceId ?? event.id,
      plan: subscription.plan,
      interval: subscription.interval,
      amount: d.amount ?? subscription.amount,
      currency: (d.currency ?? subscription.currency).toUpperCase(),
      status: event.type === 'invoice.paid' ? 'paid' : 'failed',
      periodStart: periodStart ?? event.createdAt,
      periodEnd: periodEnd ?? event.createdAt,
      url: d.invoiceUrl ?? null,
      createdAt: event.createdAt,
    });
  }

  /** A completed one-off payment: recorded once; an entry fee marks its registration request paid. */
  async function recordPayment(tx: RequestContext, providerName: string, event: ProviderEvent) {
    const sessionId =
      event.data.checkoutSessionId ?? (event.type === 'checkout.completed' ? event.objectId : undefined);
    const session = sessionId ? await repo.findCheckoutSession(tx.db, providerName, sessionId) : undefined;
    if (!session || !event.data.paymentId) {
      tx.log.warn({ event: event.id, provider: providerName }, 'a payment of no checkout of ours');
      return;
    }
    // What was paid is recorded (issue 29, item 3). Less than the checkout's amount is not a payment: it pays
    // nothing (no entry fee marked paid) and goes back to the payer (the payments job refunds it).
    const paid = event.data.amount ?? session.amount;
    const short = paid < session.amount;
    if (paid !== session.amount) {
      tx.log.warn(
        { event: event.id, expected: session.amount, got: paid },
        short
          ? 'a payment short of its checkout: recorded and refunded, not counted as paid'
          : 'payment amount differs',
      );
    }
    const payee = session.connectedAccountId
      ? await repo.findConnectedAccountById(tx.db, session.connectedAccountId)
      : undefined;
    // Under the session's and the payment's locks: a second payment of one checkout, or this payment's refund,
    // processed at the same moment, is seen here (issue 29, items 1 and 2).
    await repo.lockPayment(tx.db, providerName, `checkout:${session.id}`);
    await repo.lockPayment(tx.db, providerName, event.data.paymentId);
    const refunded = await repo.hasRefundEvent(tx.db, providerName, event.data.paymentId);
    const paidBefore = (await repo.findPaymentsOfCheckoutSession(tx.db, session.id)).some(
      (earlier) => earlier.providerPaymentId !== event.data.paymentId && earlier.status === 'succeeded',
    );
    if (paidBefore) {
      tx.log.error(
        { event: event.id, provider: providerName, checkout: session.id },
        'a second payment of one checkout: recorded and refunded',
      );
    }
    const status = refunded ? 'refunded' : short || paidBefore ? 'refund_pending' : 'succeeded';
    const { row, created } = await repo.insertPaymentOnce(tx.db, {
      purpose: session.purpose,
      provider: providerName,
      providerPaymentId: event.data.paymentId,
      checkoutSessionId: session.id,
      userId: session.userId,
      email: session.email,
      amount: paid,
      currency: session.currency,
      applicationFeeAmount: session.applicationFeeAmount ?? 0,
      connectedAccountId: session.connectedAccountId,
      payeeUserId: payee?.userId ?? null,
      requestId: session.requestId,
      status,
      refundedAt: refunded ? tx.clock.now() : null,
      createdAt: tx.clock.now(),
    });
    await repo.completeCheckoutSession(tx.db, session.id, tx.clock.now());
    if (created && status === 'succeeded' && session.purpose === 'entry_fee' && session.requestId) {
      const request = await findPayableTeamRequest(tx, session.requestId);
      if (request && (request.status === 'pending' || request.status === 'accepted')) {
        await markTeamRequestPaidByProvider(tx, session.requestId, {
          provider: providerName,
          reference: row.providerPaymentId,
        });
      } else {
        // Decided (or gone) while the team was paying: the money goes back (the payments job refunds it).
        await repo.markRefundPending(tx.db, [row.id]);
      }
    }
  }

  // ---- refunds ---------------------------------------------------------------------------------------------------

  /**
   * The registrations module's hook, inside the transaction that rejects a paid request: its payments are marked
   * `refund_pending`; the refund job (`refundRequest`) asks the provider after the commit, and retries.
   */
  async function markRequestRefundPending(tx: RequestContext, requestId: string): Promise<void> {
    const rows = await repo.findPaymentsOfRequest(tx.db, requestId);
    await repo.markRefundPending(
      tx.db,
      rows.filter((r) => r.status === 'succeeded').map((r) => r.id),
    );
  }

  /**
   * A payment given back: recorded refunded, and an entry fee it paid is no longer marked paid on its request
   * (a mark an organiser made by hand, or another payment's, stays).
   */
  async function paymentRefunded(tx: RequestContext, payment: repo.PaymentRow, refundId: string | null) {
    await repo.markRefunded(tx.db, payment.id, refundId, tx.clock.now());
    if (payment.purpose === 'entry_fee' && payment.requestId) {
      await unmarkTeamRequestPaidByRefund(tx, payment.requestId, {
        provider: payment.provider,
        reference: payment.providerPaymentId,
      });
    }
  }

  /**
   * Asks each payment's provider for its refund, then records it. A failure is logged and answered in `failed`:
   * the payment stays `refund_pending` for the next try.
   */
  async function refundPayments(
    ctx: RequestContext,
    rows: repo.PaymentRow[],
  ): Promise<{ refunded: number; failed: unknown[] }> {
    let refunded = 0;
    const failed: unknown[] = [];
    for (const row of rows) {
      const provider = rt().registry.byName(row.provider as ProviderName);
      if (!provider) continue;
      try {
        // The key is the payment's: however often this is retried, the provider refunds once.
        const { refundId } = await provider.refund(row.providerPaymentId, undefined, `refund-${row.id}`);
        await withTransaction(ctx, async (tx) => {
          await repo.lockPayment(tx.db, row.provider, row.providerPaymentId);
          await paymentRefunded(tx, row, refundId);
        });
        refunded += 1;
      } catch (error) {
        ctx.log.error({ err: error, payment: row.id }, 'refund failed; it is tried again later');
        failed.push(error);
      }
    }
    return { refunded, failed };
  }

  /** Every payment waiting for its refund (the payments job, every minute: what no refund job finished). */
  async function processPendingRefunds(ctx: RequestContext): Promise<number> {
    return (await refundPayments(ctx, await repo.listRefundPending(ctx.db))).refunded;
  }

  /**
   * The refund job of a rejected request (payments.wiring.ts), sent after the rejection committed: its payments
   * waiting for their refund. Throws when one failed, so the job queue tries again with backoff.
   */
  async function refundRequest(ctx: RequestContext, requestId: string): Promise<number> {
    const rows = await repo.findPaymentsOfRequest(ctx.db, requestId);
    const { refunded, failed } = await refundPayments(
      ctx,
      rows.filter((r) => r.status === 'refund_pending'),
    );
    if (failed.length > 0) throw new AggregateError(failed, `a refund of request ${requestId} failed`);
    return refunded;
  }

  // ---- payout accounts -------------------------------------------------------------------------------------------

  async function listConnectedAccounts(ctx: RequestContext): Promise<ConnectedAccountList> {
    const me = ensureSignedIn(ctx);
    const [rows, payouts] = await Promise.all([
      repo.listConnectedAccounts(ctx.db, me.id),
      repo.sumPayouts(ctx.db, me.id),
    ]);
    return {
      items: rows.map((row) => ({
        provider: row.provider as PayoutKind,
        accountId: row.accountId,
        status: row.status as 'pending' | 'active' | 'restricted',
        createdAt: row.createdAt.toISOString(),
        payoutsReceived: payouts
          .filter((p) => p.connectedAccountId === row.accountId)
          .map((p) => ({ amount: p.amount, currency: p.currency })),
      })),
    };
  }

  /**
   * Starts (or resumes) onboarding a payout account of a kind; a new row is `pending` until the provider says
   * (its `account.updated` webhook). One account per kind and user.
   */
  async function connectAccount(
    ctx: RequestContext,
    kind: PayoutKind,
    body: ConnectAccountBody | undefined,
  ): Promise<Onboarding> {
    const me = ensureSignedIn(ctx);
    const returnUrl = returnUrlOf(body?.returnUrl, '/admin/profile?tabs=payouts', 'body.returnUrl');
    const { provider, api } = connectApiOf(kind);
    const existing = (await repo.listConnectedAccounts(ctx.db, me.id)).find((a) => a.provider === kind);
    const started = await api.start(
      {
        userId: me.id,
        email: me.email,
        returnUrl: forProvider(provider, returnUrl),
        // One account per kind: asking again answers a fresh link for the one there is.
        ...(existing ? { accountId: existing.accountId } : {}),
      },
      `connect-${kind}-${me.id}-${randomUUID()}`,
    );
    await repo.insertConnectedAccount(ctx.db, {
      userId: me.id,
      provider: kind,
      accountId: started.accountId,
      status: 'pending',
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    return started;
  }

  async function disconnectAccount(
    ctx: RequestContext,
    kind: PayoutKind,
    accountId: string | undefined,
  ): Promise<DisconnectResult> {
    const me = ensureSignedIn(ctx);
    const mine = (await repo.listConnectedAccounts(ctx.db, me.id)).filter((a) => a.provider === kind);
    const targets = accountId === undefined ? mine : mine.filter((a) => a.accountId === accountId);
    if (accountId !== undefined && targets.length === 0) {
      throw AppError.notFound(
        'payment.account_not_found',
        `You have no ${kind} payout account ${accountId}.`,
      );
    }
    const { api } = connectApiOf(kind);
    for (const target of targets) await api.disconnect(target.accountId);
    await withTransaction(ctx, async (tx) => {
      for (const target of targets) await repo.deleteConnectedAccount(tx.db, target.id);
      if (kind === 'allpay') await setAllPayConnectedAccountId(tx, me.id, null);
    });
    return { accountId: targets[0]?.accountId ?? null, disconnected: true };
  }

  // ---- the sandbox's pages ---------------------------------------------------------------------------------------

  function sandboxSessionNotFound() {
    return AppError.notFound('payment.session_not_found', 'No sandbox checkout session has this id.');
  }

  async function getSandboxSession(_ctx: RequestContext, id: string): Promise<SandboxSession> {
    const session = await rt().registry.sandbox.getSession(id);
    if (!session) throw sandboxSessionNotFound();
    return {
      id: session.id,
      kind: session.kind,
      description: session.description,
      amount: session.amount.amount,
      currency: session.amount.currency,
      interval: session.interval,
      status: session.status,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
      customerEmail: session.customer.email,
    };
  }

  function payResult(session: { status: string; successUrl: string }): SandboxPayResult {
    return session.status === 'complete'
      ? { status: 'succeeded', redirectUrl: session.successUrl }
      : { status: 'requires_action', redirectUrl: null };
  }

  async function paySandboxSession(
    _ctx: RequestContext,
    id: string,
    body: SandboxPayBody,
  ): Promise<SandboxPayResult> {
    ensureSandboxPayments(rt().registry.sandbox);
    const [, month, year] = /^(\d{2})\s*\/\s*(\d{2,4})$/.exec(body.expiry) ?? [];
    const fullYear = Number(year) < 100 ? 2000 + Number(year) : Number(year);
    const now = _ctx.clock.now();
    if (fullYear * 12 + Number(month) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw AppError.invalid('card.expired', 'This card has expired.', [
        { field: 'body.expiry', message: 'This card has expired' },
      ]);
    }
    try {
      const session = await rt().registry.sandbox.pay(id, body.cardNumber);
      if (!session) throw sandboxSessionNotFound();
      return payResult(session);
    } catch (error) {
      if (error instanceof PaymentDeclinedError) {
        throw new AppError(ErrorKind.paymentRequired, 'card_declined', 'Your card was declined.', [
          { field: 'body.cardNumber', message: 'Your card was declined. Try another card.' },
        ]);
      }
      throw error;
    }
  }

  async function confirmSandboxSession(_ctx: RequestContext, id: string): Promise<SandboxPayResult> {
    ensureSandboxPayments(rt().registry.sandbox);
    const session = await rt().registry.sandbox.confirm(id);
    if (!session) throw sandboxSessionNotFound();
    return payResult(session);
  }

  /** The sandbox's onboarding "page": completes the account and answers where the browser goes back to. */
  async function completeSandboxOnboarding(_ctx: RequestContext, accountId: string): Promise<string> {
    ensureSandboxPayments(rt().registry.sandbox);
    const returnUrl = await rt().registry.sandbox.completeOnboarding(accountId);
    if (!returnUrl) throw AppError.notFound('payment.account_not_found', 'No sandbox account has this id.');
    return returnUrl;
  }

  // ---- jobs ------------------------------------------------------------------------------------------------------

  /**
   * Reconciliation: each provider's events of the last `windowMs` that we have not recorded are processed now
   * (a webhook that never arrived, or failed on our side). Safe to run any time: processing is at most once.
   */
  async function reconcile(
    ctx: RequestContext,
    windowMs = 3 * 24 * 60 * 60 * 1000,
  ): Promise<ReconcileResult> {
    const since = new Date(ctx.clock.now().getTime() - windowMs);
    // The cancellations at a period's end that are ours are due whatever the providers' events say.
    await cancelDueAtPeriodEnd(ctx);
    let replayed = 0;
    let processed = 0;
    for (const provider of rt().registry.all()) {
      let events: ProviderEvent[];
      try {
        events = await provider.listRecentEvents(since);
      } catch (error) {
        ctx.log.error({ err: error, provider: provider.name }, 'reconciliation could not list events');
        continue;
      }
      const recorded = await repo.findRecordedEventIds(
        ctx.db,
        provider.name,
        events.map((e) => e.id),
      );
      const missing = events
        .filter((e) => !recorded.has(e.id))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const event of missing) {
        replayed += 1;
        try {
          if (await processEvent(ctx, provider, event, 'reconciliation')) processed += 1;
        } catch (error) {
          ctx.log.error({ err: error, event: event.id }, 'reconciliation could not process an event');
        }
      }
    }
    return { replayed, processed };
  }

  /**
   * The payments job (a scheduled job every minute, payments.wiring.ts; tests call it after moving the fake
   * clock): the sandbox renews what is due and redelivers what it could not deliver, pending refunds are retried.
   */
  async function runPaymentJobs(ctx: RequestContext): Promise<void> {
    await rt().registry.sandbox.renewDue();
    await cancelDueAtPeriodEnd(ctx);
    await processPendingRefunds(ctx);
  }

  /**
   * Subscriptions marked to cancel at the period's end where the mark is ours (PayPal): once the period is over,
   * cancelled at the provider and followed (ended, so the plan ends). Run by the payments job and by
   * reconciliation; a failure is logged and retried on the next run (the key is the subscription's, so a retry
   * cancels once).
   */
  async function cancelDueAtPeriodEnd(ctx: RequestContext): Promise<number> {
    const ours = rt()
      .registry.all()
      .filter((p) => p.periodEndCancellation === 'ours');
    const due = await repo.listDuePeriodEndCancellations(
      ctx.db,
      ours.map((p) => p.name),
      ctx.clock.now(),
    );
    let cancelled = 0;
    for (const row of due) {
      const provider = ours.find((p) => p.name === row.provider);
      if (!provider) continue;
      try {
        const state = await provider.cancelSubscription(
          row.providerSubscriptionId,
          false,
          `period-end-${row.id}`,
        );
        await withTransaction(ctx, (tx) => applySubscription(tx, provider, state, row.userId, true));
        cancelled += 1;
      } catch (error) {
        ctx.log.error(
          { err: error, subscription: row.id },
          'cancel at period end failed; the job retries it',
        );
      }
    }
    return cancelled;
  }

  return {
    /** The providers and settings (tests reach the sandbox through it). */
    runtime,
    testHooks,
    getPlan,
    checkPlan,
    canTakePayments,
    listPaymentLinks,
    createCheckoutSession,
    createDonationCheckout,
    createEntryFeeCheckout,
    getSubscription,
    cancelSubscription,
    resumeSubscription,
    changeSubscription,
    listInvoices,
    getBillingPortal,
    receiveWebhook,
    processEvent,
    markRequestRefundPending,
    processPendingRefunds,
    refundRequest,
    listConnectedAccounts,
    connectAccount,
    disconnectAccount,
    getSandboxSession,
    paySandboxSession,
    confirmSandboxSession,
    completeSandboxOnboarding,
    reconcile,
    runPaymentJobs,
    cancelDueAtPeriodEnd,
  };
}

export { SANDBOX_CARDS };
