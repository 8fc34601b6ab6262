import type { BillingInterval, PaidPlan, Plan, PlanLimits } from '@matchday/contracts';
import type { Money } from './providers/provider.ts';

/**
 * The server's price table and what each plan unlocks (docs/adr/0022-payments-and-plans.md). Prices are never
 * taken from a client: a checkout names a plan and an interval, and the amount and the provider's price id come
 * from here and from the configured price ids.
 */
export const PRICE_TABLE: Record<PaidPlan, Record<BillingInterval, Money>> = {
  basic: { month: { amount: 900, currency: 'EUR' }, year: { amount: 9000, currency: 'EUR' } },
  premium: { month: { amount: 2900, currency: 'EUR' }, year: { amount: 29000, currency: 'EUR' } },
};

// Widgets are every plan's: an organiser's website showing the table live, with a link back, brings fans here.
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: {
    maxLeagues: 1,
    pageConfiguration: false,
    entryFees: false,
    branding: false,
    widgets: true,
    platformFeeBasisPoints: 1000,
  },
  basic: {
    maxLeagues: 5,
    pageConfiguration: true,
    entryFees: true,
    branding: false,
    widgets: true,
    platformFeeBasisPoints: 500,
  },
  premium: {
    maxLeagues: null,
    pageConfiguration: true,
    entryFees: true,
    branding: true,
    widgets: true,
    platformFeeBasisPoints: 200,
  },
};

/** The configured price ids (`runtime.payments.priceIds`). */
export interface PriceIds {
  basicMonthly: string;
  basicYearly: string;
  premiumMonthly: string;
  premiumYearly: string;
}

export function priceIdOf(ids: PriceIds, plan: PaidPlan, interval: BillingInterval): string {
  if (plan === 'basic') return interval === 'month' ? ids.basicMonthly : ids.basicYearly;
  return interval === 'month' ? ids.premiumMonthly : ids.premiumYearly;
}

/** The plan and interval of a price id, or undefined for a price that is not ours. */
export function planOfPriceId(
  ids: PriceIds,
  priceId: string,
): { plan: PaidPlan; interval: BillingInterval } | undefined {
  for (const plan of ['basic', 'premium'] as const) {
    for (const interval of ['month', 'year'] as const) {
      if (priceIdOf(ids, plan, interval) === priceId) return { plan, interval };
    }
  }
  return undefined;
}

/** The platform's fee on an amount, rounded to the minor unit. */
export function platformFeeOf(amount: Money, plan: Plan): Money {
  return {
    amount: Math.round((amount.amount * PLAN_LIMITS[plan].platformFeeBasisPoints) / 10_000),
    currency: amount.currency,
  };
}

/** Which plan unlocks a feature first. */
export function planUnlocking(feature: 'pageConfiguration' | 'entryFees' | 'branding' | 'widgets'): PaidPlan {
  return PLAN_LIMITS.basic[feature] ? 'basic' : 'premium';
}
