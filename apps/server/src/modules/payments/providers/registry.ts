import type { Config } from '../../../config.ts';
import type { Clock } from '../../../core/context.ts';
import type { Db } from '../../../db/client.ts';
import { createAllPayProvider } from './allpay.ts';
import { createPayPalProvider } from './paypal.ts';
import type { Money, PaymentProvider, ProviderName } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

/** The payout kinds an organiser connects (spec §1): the card provider, PayPal, AllPay. */
export type PayoutKind = 'stripe' | 'paypal' | 'allpay';

/**
 * The providers of one server, chosen by settings (ADR 0022): the sandbox is always there; Stripe takes
 * checkout, subscriptions and card payouts when its settings are set; PayPal and AllPay take their payouts when
 * theirs are. Whatever is not configured runs on the sandbox, so `npm start` shows the whole money flow offline.
 */
export interface ProviderRegistry {
  sandbox: SandboxProvider;
  /** Subscriptions, donations and entry fees go through this one. */
  checkout: PaymentProvider;
  /** The provider that verifies `POST /webhook/{name}`; undefined when it is not configured. */
  byName(name: ProviderName): PaymentProvider | undefined;
  /** Which provider holds payout accounts of a kind (the real one, or the sandbox standing in for it). */
  payoutProvider(kind: PayoutKind): PaymentProvider;
  all(): PaymentProvider[];
}

export interface RegistryDeps {
  config: Config;
  db: Db;
  clock: Clock;
  fetch: typeof fetch;
  priceOf: (priceId: string) => (Money & { interval: 'month' | 'year' }) | undefined;
  /** Providers that replace the configured ones (tests). */
  extra?: Partial<Record<'stripe' | 'paypal' | 'allpay', PaymentProvider>>;
}

/**
 * The real providers whose settings are complete (config.ts checks each group is all or nothing); none of them
 * without settings. `fetch` and `clock` are the app's (tests inject theirs).
 */
export function providersFromConfig(
  settings: Config['paymentProviders'],
  fetch: typeof globalThis.fetch,
  clock: Clock,
): Partial<Record<PayoutKind, PaymentProvider>> {
  const { stripe, paypal, allpay } = settings;
  return {
    ...(stripe ? { stripe: createStripeProvider({ ...stripe, fetch }) } : {}),
    ...(paypal ? { paypal: createPayPalProvider({ ...paypal, fetch, now: () => clock.now() }) } : {}),
    ...(allpay ? { allpay: createAllPayProvider({ ...allpay, fetch }) } : {}),
  };
}

export function createProviderRegistry(deps: RegistryDeps): ProviderRegistry {
  const sandbox = new SandboxProvider({
    db: deps.db,
    clock: deps.clock,
    secret: deps.config.payments.sandboxWebhookSecret,
    priceOf: deps.priceOf,
  });
  const real: Partial<Record<PayoutKind, PaymentProvider>> = {
    ...providersFromConfig(deps.config.paymentProviders, deps.fetch, deps.clock),
    ...deps.extra,
  };
  return {
    sandbox,
    checkout: real.stripe ?? sandbox,
    byName: (name) => (name === 'sandbox' ? sandbox : real[name]),
    payoutProvider: (kind) => {
      const provider = real[kind];
      return provider?.connect ? provider : sandbox;
    },
    all: () => [sandbox, ...Object.values(real)],
  };
}
