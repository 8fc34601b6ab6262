import { z } from 'zod';
import { Id, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { Money } from './registrations.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

// Plans, subscriptions, checkout, payouts and entry fees (spec §7 "Payments", issue 12, ADR 0022).
// Money is always integer minor units with an ISO currency; prices come from the server's price table.

/** What a user's account is on. `free` has no subscription. */
export const PLANS = ['free', 'basic', 'premium'] as const;
export const Plan = z.enum(PLANS);
export type Plan = z.infer<typeof Plan>;

/** The plans one can buy. */
export const PAID_PLANS = ['basic', 'premium'] as const;
export const PaidPlan = z.enum(PAID_PLANS);
export type PaidPlan = z.infer<typeof PaidPlan>;

export const BILLING_INTERVALS = ['month', 'year'] as const;
export const BillingInterval = z.enum(BILLING_INTERVALS);
export type BillingInterval = z.infer<typeof BillingInterval>;

/** The payment providers; `sandbox` is the built-in one used when no provider is configured. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'paypal', 'allpay'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;

/**
 * `incomplete` until the first payment; `active`; `past_due` after a failed renewal (still on the plan while the
 * provider retries); `ended` once cancelled at the period's end or given up.
 */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'ended'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** A return address after checkout or onboarding: a path of this site (`/pricing?paid=1`) or a URL on it. */
export const ReturnUrl = text(2000)
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'Use a path or an http(s) URL');

/** What the plan of a user unlocks; enforced on the server with a 402 `payment_required`. */
export const PlanLimits = z.object({
  /** Leagues a user may own; null = unlimited. */
  maxLeagues: z.number().int().nullable(),
  /** A league's page configuration (league site sections, subdomain settings). */
  pageConfiguration: z.boolean(),
  /** Registrations with an entry fee. */
  entryFees: z.boolean(),
  /** Custom branding of a league site (colours, logo, sections' look). */
  branding: z.boolean(),
  /** Live match-centre widgets for other sites. */
  widgets: z.boolean(),
  /** The platform's fee on entry fees, in basis points (500 = 5 %). */
  platformFeeBasisPoints: z.number().int(),
});
export type PlanLimits = z.infer<typeof PlanLimits>;

export const PlanPrice = z.object({
  plan: PaidPlan,
  interval: BillingInterval,
  priceId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

/**
 * `GET /api/v1/payments/plan?leagueId=|champId=`: whose plan to answer. The server checks the item OWNER's plan
 * (a league's page configuration and branding: the league owner's; an entry fee: the competition owner's), so a
 * screen about a league or a competition asks with its id and shows the notice the server would give.
 */
export const PlanQuery = z.object({
  /** Answer the plan of this league's owner. */
  leagueId: Id.optional(),
  /** Answer the plan of this competition's owner (entry fees); ignored when `leagueId` is given. */
  champId: Id.optional(),
});
export type PlanQuery = z.infer<typeof PlanQuery>;

/**
 * `GET /api/v1/payments/plan`: the caller's plan and what every plan unlocks (anonymous: free); with `leagueId`
 * or `champId`, `plan` and `limits` are that item's owner's (`ownerId`), and `interval` and `status` are given
 * only when the caller is that owner.
 */
export const PlanInfo = z.object({
  plan: Plan,
  interval: BillingInterval.nullable(),
  status: SubscriptionStatus.nullable(),
  limits: PlanLimits,
  /** False when the server does not enforce the limits (`PLAN_LIMITS=off`) or the caller is a SystemAdmin. */
  enforced: z.boolean(),
  /** Leagues the caller owns now. */
  leagueCount: z.number().int(),
  plans: z.array(z.object({ plan: Plan, limits: PlanLimits })),
  prices: z.array(PlanPrice),
  // Added later: the server always sends them; the defaults read an answer without them (an older server, a
  // recorded fixture) as the caller's own plan, which is what it was.
  /** The league asked about (`?leagueId=`), else null. */
  leagueId: Id.nullable().default(null),
  /** The competition asked about (`?champId=`), else null. */
  champId: Id.nullable().default(null),
  /** Whose plan `plan` and `limits` are: the caller, or the owner of the league or competition asked about. */
  ownerId: z.string().nullable().default(null),
  /** Whether that is the caller's own plan. */
  isOwner: z.boolean().default(true),
});
export type PlanInfo = z.infer<typeof PlanInfo>;

/** `GET /api/v1/payments/payment-links`: a checkout link per plan and interval. */
export const PaymentLink = PlanPrice.extend({
  /** Where the checkout starts (the pricing page with the plan chosen; signing in first when needed). */
  url: z.string(),
});
export type PaymentLink = z.infer<typeof PaymentLink>;
export const PaymentLinkList = z.object({ items: z.array(PaymentLink) });
export type PaymentLinkList = z.infer<typeof PaymentLinkList>;

export const CreateCheckoutSessionBody = z.object({
  plan: PaidPlan,
  interval: BillingInterval,
  successUrl: ReturnUrl.optional(),
  cancelUrl: ReturnUrl.optional(),
});
export type CreateCheckoutSessionBody = z.infer<typeof CreateCheckoutSessionBody>;

export const CheckoutSession = z.object({
  sessionId: z.string(),
  /** Opens the provider's checkout, or the sandbox's (`/checkout/sandbox/{sessionId}`). */
  url: z.string(),
});
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const Subscription = z.object({
  plan: PaidPlan,
  interval: BillingInterval,
  status: SubscriptionStatus,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  provider: PaymentProviderName,
  amount: z.number().int(),
  currency: z.string(),
  endedAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;

export const ChangeSubscriptionBody = z.object({ plan: PaidPlan, interval: BillingInterval });
export type ChangeSubscriptionBody = z.infer<typeof ChangeSubscriptionBody>;

/** `?preview=true`: answer the proration without changing anything. */
export const ChangeSubscriptionQuery = z.object({ preview: QueryBoolean.optional() });
export type ChangeSubscriptionQuery = z.infer<typeof ChangeSubscriptionQuery>;

/**
 * A plan change's proration (issue 30, item 4), as card providers prorate: `credit` for the unused time of the
 * period already paid, `charge` for the new price over the time it covers, `amountDue` charged now
 * (`max(0, charge − credit − earlier credit)`), `balanceAfter` credit kept for the next invoices. Integer minor
 * units of `currency`. `periodResets`: a new interval starts a new period today.
 */
export const SubscriptionProration = z.object({
  amountDue: z.number().int(),
  credit: z.number().int(),
  charge: z.number().int(),
  balanceAfter: z.number().int(),
  currency: z.string(),
  periodResets: z.boolean(),
});
export type SubscriptionProration = z.infer<typeof SubscriptionProration>;

/** The change applied: the subscription now, with the proration it applied. */
export const ChangedSubscription = Subscription.extend({ proration: SubscriptionProration.nullable() });
export type ChangedSubscription = z.infer<typeof ChangedSubscription>;

/** A preview (`?preview=true`): the proration the change would apply now; nothing changed. */
export const SubscriptionChangePreview = SubscriptionProration.extend({ preview: z.literal(true) });
export type SubscriptionChangePreview = z.infer<typeof SubscriptionChangePreview>;

export const INVOICE_STATUSES = ['paid', 'failed'] as const;
export const Invoice = z.object({
  id: Id,
  plan: PaidPlan,
  interval: BillingInterval,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  /** The provider's hosted invoice, when it has one. */
  url: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;
/** `GET /api/v1/payments/invoices?pageIndex=&pageSize=` (spec §9 paging: 0 and 100 by default, at most 500). */
export const InvoiceListQuery = PagingQuery;
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
export const InvoiceList = pagedOf(Invoice);
export type InvoiceList = z.infer<typeof InvoiceList>;

export const UrlResult = z.object({ url: z.string() });
export type UrlResult = z.infer<typeof UrlResult>;

/** Donations: at least 1.00 and at most 10,000.00 in the currency's minor units. */
export const DONATION_MIN = 100;
export const DONATION_MAX = 1_000_000;
export const DONATION_CURRENCIES = ['EUR', 'USD', 'GBP', 'ILS'] as const;
export const DonationCheckoutBody = z.object({
  amount: z.object({
    amount: z
      .number()
      .int()
      .min(DONATION_MIN, 'A donation is at least 1.00')
      .max(DONATION_MAX, 'A donation is at most 10,000.00'),
    currency: z.enum(DONATION_CURRENCIES, { message: 'Use EUR, USD, GBP or ILS' }),
  }),
  /** Anonymous donors leave an address for the receipt. */
  email: z.email().max(254).optional(),
  successUrl: ReturnUrl.optional(),
  cancelUrl: ReturnUrl.optional(),
});
export type DonationCheckoutBody = z.infer<typeof DonationCheckoutBody>;

/** A team owner pays the entry fee of a pending team registration request (the amount is the request's). */
export const EntryFeeCheckoutBody = z.object({
  requestId: Id,
  successUrl: ReturnUrl.optional(),
  cancelUrl: ReturnUrl.optional(),
});
export type EntryFeeCheckoutBody = z.infer<typeof EntryFeeCheckoutBody>;

export const CONNECTED_ACCOUNT_STATUSES = ['pending', 'active', 'restricted'] as const;
export const ConnectedAccountStatus = z.enum(CONNECTED_ACCOUNT_STATUSES);
export type ConnectedAccountStatus = z.infer<typeof ConnectedAccountStatus>;

export const ConnectedAccount = z.object({
  provider: PaymentProviderName,
  accountId: z.string(),
  status: ConnectedAccountStatus,
  createdAt: z.string(),
  /** Entry fees paid out to this account, per currency, less the platform fee. */
  payoutsReceived: z.array(Money),
});
export type ConnectedAccount = z.infer<typeof ConnectedAccount>;
export const ConnectedAccountList = z.object({ items: z.array(ConnectedAccount) });
export type ConnectedAccountList = z.infer<typeof ConnectedAccountList>;

export const ConnectAccountBody = z.object({ returnUrl: ReturnUrl.optional() });
export type ConnectAccountBody = z.infer<typeof ConnectAccountBody>;

/** The onboarding link of a newly started connected account. */
export const Onboarding = z.object({ accountId: z.string(), url: z.string() });
export type Onboarding = z.infer<typeof Onboarding>;

export const DisconnectResult = z.object({ accountId: z.string().nullable(), disconnected: z.literal(true) });
export type DisconnectResult = z.infer<typeof DisconnectResult>;

const accountIdText = text(200).trim().min(1, 'Required');
export const StripeConnectedAccountQuery = z.object({ stripeConnectedAccountId: accountIdText });
export const PaypalConnectedAccountQuery = z.object({ paypalConnectedAccountId: accountIdText });

export const WebhookParams = z.object({ provider: PaymentProviderName });
export const WebhookResult = z.object({
  received: z.literal(true),
  /** False when this event id was processed before (a redelivery). */
  processed: z.boolean(),
});
export type WebhookResult = z.infer<typeof WebhookResult>;

// ---- the sandbox provider's own checkout (the web app's /checkout/sandbox/{sessionId}) --------------------------

export const SANDBOX_SESSION_STATUSES = ['open', 'requires_action', 'complete', 'expired'] as const;
export const SandboxSession = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'payment']),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** For a subscription: the interval it renews at. */
  interval: BillingInterval.nullable(),
  status: z.enum(SANDBOX_SESSION_STATUSES),
  successUrl: z.string(),
  cancelUrl: z.string(),
  customerEmail: z.string().nullable(),
});
export type SandboxSession = z.infer<typeof SandboxSession>;

export const SandboxSessionParams = z.object({ id: text(100).trim().min(1) });

/**
 * The sandbox card form. Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402
 * `card_declined` naming `body.cardNumber`); 4000 0027 6000 3184 asks for authentication (`requires_action`, then
 * `confirm`); 4000 0000 0000 0341 pays now and fails on renewal. Spaces are ignored.
 */
export const SandboxPayBody = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Use MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter 3 or 4 digits'),
});
export type SandboxPayBody = z.infer<typeof SandboxPayBody>;

export const SandboxPayResult = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  /** Where the browser goes next: the session's successUrl once paid. */
  redirectUrl: z.string().nullable(),
});
export type SandboxPayResult = z.infer<typeof SandboxPayResult>;

export const SandboxOnboardingParams = z.object({ accountId: text(200).trim().min(1) });

export const ReconcileResult = z.object({ replayed: z.number().int(), processed: z.number().int() });
export type ReconcileResult = z.infer<typeof ReconcileResult>;

const tags = ['payments'];

/** Payments (spec §7 "Payments"; ADR 0022). */
export const paymentRoutes = defineRoutes({
  getPlan: {
    method: 'GET',
    path: '/api/v1/payments/plan',
    summary: "The caller's plan, what each plan unlocks and the prices (anonymous: free)",
    tags,
    description:
      "With `leagueId` (or `champId`), `plan` and `limits` are the league's (competition's) owner's: the plan the server checks for that item's page configuration, branding or entry fees.",
    access: Access.public,
    query: PlanQuery,
    response: PlanInfo,
  },
  listPaymentLinks: {
    method: 'GET',
    path: '/api/v1/payments/payment-links',
    summary: 'A checkout link per plan and interval, with its price from the server',
    tags,
    access: Access.public,
    response: PaymentLinkList,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/api/v1/payments/create-checkout-session',
    summary: 'Start a checkout for a plan (subscription mode)',
    description: "The price is the server's for the plan and interval. Return URLs must be on this site.",
    tags,
    access: Access.signedIn,
    body: CreateCheckoutSessionBody,
    response: CheckoutSession,
  },
  getSubscription: {
    method: 'GET',
    path: '/api/v1/payments/subscription',
    summary: "The caller's subscription (404 `subscription.not_found` when none)",
    tags,
    access: Access.signedIn,
    response: Subscription,
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/api/v1/payments/subscription',
    summary: "Cancel the caller's subscription at the end of its period",
    tags,
    access: Access.signedIn,
    response: Subscription,
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/v1/payments/subscription/resume',
    summary: 'Undo a cancellation at period end',
    tags,
    access: Access.signedIn,
    response: Subscription,
  },
  changeSubscription: {
    method: 'POST',
    path: '/api/v1/payments/subscription/change',
    summary: "Change the caller's subscription to another plan or interval now, prorated",
    description:
      'Prorated as card providers do: credit for the unused time of the period paid, the new price for the time it covers (a new interval starts a new period today), the difference charged now, left-over credit kept for the next invoices. Answers the subscription with the `proration` applied. `preview=true` answers `{ amountDue, credit, currency, … , preview: true }` and changes nothing.',
    tags,
    access: Access.signedIn,
    query: ChangeSubscriptionQuery,
    body: ChangeSubscriptionBody,
    response: z.union([ChangedSubscription, SubscriptionChangePreview]),
  },
  listInvoices: {
    method: 'GET',
    path: '/api/v1/payments/invoices',
    summary: "The caller's invoices, newest first, paged",
    tags,
    access: Access.signedIn,
    query: InvoiceListQuery,
    response: InvoiceList,
  },
  getBillingPortal: {
    method: 'GET',
    path: '/api/v1/payments/billing-portal',
    summary: "The billing centre: the provider's customer portal, or our billing centre URL",
    tags,
    access: Access.signedIn,
    response: UrlResult,
  },
  createDonationCheckout: {
    method: 'POST',
    path: '/api/v1/payments/donation-checkout',
    summary: 'Start a one-off donation checkout',
    tags,
    access: Access.public,
    body: DonationCheckoutBody,
    response: CheckoutSession,
  },
  createEntryFeeCheckout: {
    method: 'POST',
    path: '/api/v1/payments/entry-fee-checkout',
    summary: "Pay a pending team registration request's entry fee (the team's owner)",
    description:
      "The amount is the request's entry fee; the money goes to the organiser's connected account less the platform fee.",
    tags,
    access: Access.signedIn,
    body: EntryFeeCheckoutBody,
    response: CheckoutSession,
  },
  listConnectedAccounts: {
    method: 'GET',
    path: '/api/v1/payments/connected-accounts',
    summary: "The caller's payout accounts with their onboarding status and payouts received",
    tags,
    access: Access.signedIn,
    response: ConnectedAccountList,
  },
  connectStripeAccount: {
    method: 'POST',
    path: '/api/v1/payments/stripe-connected-account',
    summary: 'Start onboarding a card-provider payout account; answers the onboarding link',
    tags,
    access: Access.signedIn,
    body: ConnectAccountBody,
    response: Onboarding,
  },
  disconnectStripeAccount: {
    method: 'DELETE',
    path: '/api/v1/payments/stripe-connected-account',
    summary: 'Disconnect a card-provider payout account of the caller',
    tags,
    access: Access.signedIn,
    query: StripeConnectedAccountQuery,
    response: DisconnectResult,
  },
  connectPaypalAccount: {
    method: 'POST',
    path: '/api/v1/payments/paypal-connected-account',
    summary: 'Start a PayPal partner referral; answers the onboarding link',
    tags,
    access: Access.signedIn,
    body: ConnectAccountBody,
    response: Onboarding,
  },
  disconnectPaypalAccount: {
    method: 'DELETE',
    path: '/api/v1/payments/paypal-connected-account',
    summary: 'Disconnect a PayPal payout account of the caller',
    tags,
    access: Access.signedIn,
    query: PaypalConnectedAccountQuery,
    response: DisconnectResult,
  },
  connectAllpay: {
    method: 'POST',
    path: '/api/v1/payments/allpay/connect',
    summary: "Start AllPay onboarding; the profile's allPayConnectedAccountId is set once it completes",
    tags,
    access: Access.signedIn,
    body: ConnectAccountBody,
    response: Onboarding,
  },
  disconnectAllpay: {
    method: 'POST',
    path: '/api/v1/payments/allpay/disconnect',
    summary: "Disconnect the caller's AllPay account (clears allPayConnectedAccountId)",
    tags,
    access: Access.signedIn,
    response: DisconnectResult,
  },
  receiveWebhook: {
    method: 'POST',
    path: '/api/v1/payments/webhook/:provider',
    summary: "A provider's webhook delivery (signed; the raw body is verified)",
    description:
      'An unsigned, wrongly signed or stale (older than five minutes) delivery is a 400 `webhook.invalid_signature` and changes nothing. Each event id is processed at most once.',
    tags,
    access: Access.public,
    params: WebhookParams,
    response: WebhookResult,
  },
  getSandboxSession: {
    method: 'GET',
    path: '/api/v1/payments/sandbox/sessions/:id',
    summary: "A sandbox checkout session, for the sandbox's checkout page",
    tags,
    access: Access.public,
    params: SandboxSessionParams,
    response: SandboxSession,
  },
  paySandboxSession: {
    method: 'POST',
    path: '/api/v1/payments/sandbox/sessions/:id/pay',
    summary: 'Pay a sandbox checkout session with a test card',
    description: 'A declined card is a 402 `card_declined` naming `body.cardNumber`.',
    tags,
    access: Access.public,
    params: SandboxSessionParams,
    body: SandboxPayBody,
    response: SandboxPayResult,
  },
  confirmSandboxSession: {
    method: 'POST',
    path: '/api/v1/payments/sandbox/sessions/:id/confirm',
    summary: 'Complete the authentication step of a sandbox payment',
    tags,
    access: Access.public,
    params: SandboxSessionParams,
    response: SandboxPayResult,
  },
  completeSandboxOnboarding: {
    method: 'GET',
    path: '/api/v1/payments/sandbox/onboarding/:accountId',
    summary: "The sandbox's onboarding page: completes at once and redirects to the return URL",
    tags,
    access: Access.public,
    params: SandboxOnboardingParams,
    status: 302,
    response: z.null(),
  },
  reconcilePayments: {
    method: 'POST',
    path: '/api/v1/payments/reconcile',
    summary: "Replay the providers' recent events now (the reconciliation job runs on its own too)",
    tags,
    access: Access.systemAdmin,
    response: ReconcileResult,
  },
});
