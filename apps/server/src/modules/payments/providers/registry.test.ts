import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helpers.ts';
import { systemClock } from '../../../core/context.ts';
import type { Db } from '../../../db/client.ts';
import { createProviderRegistry } from './registry.ts';

/** Which provider does what, by settings (ADR 0022): without any, everything is the sandbox's. */
function registryWith(env: Record<string, string>) {
  return createProviderRegistry({
    config: testConfig(env),
    db: {} as Db,
    clock: systemClock,
    fetch: async () => new Response('{}'),
    priceOf: () => undefined,
  });
}

describe('the provider registry', () => {
  it('runs everything on the sandbox without provider settings', () => {
    const registry = registryWith({});
    expect(registry.checkout.name).toBe('sandbox');
    expect(registry.byName('sandbox')).toBe(registry.sandbox);
    expect(registry.byName('stripe')).toBeUndefined();
    expect(registry.byName('paypal')).toBeUndefined();
    expect(registry.byName('allpay')).toBeUndefined();
    for (const kind of ['stripe', 'paypal', 'allpay'] as const) {
      expect(registry.payoutProvider(kind)).toBe(registry.sandbox);
    }
    expect(registry.all().map((p) => p.name)).toEqual(['sandbox']);
  });

  it('takes checkout and card payouts to Stripe when its settings are set, webhooks by name', () => {
    const registry = registryWith({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' });
    expect(registry.checkout.name).toBe('stripe');
    expect(registry.byName('stripe')?.name).toBe('stripe');
    expect(registry.payoutProvider('stripe').name).toBe('stripe');
    // PayPal and AllPay payouts stay on the sandbox until theirs are set.
    expect(registry.payoutProvider('paypal')).toBe(registry.sandbox);
    expect(registry.all().map((p) => p.name)).toEqual(['sandbox', 'stripe']);
  });
});
