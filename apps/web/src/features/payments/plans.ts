import type { BillingInterval, PaidPlan, PaymentLink, Plan } from '@matchday/contracts';

/**
 * The plans and billing periods as the web app lists them (ADR 0022). Values are copied from the contract's
 * `PLANS`, `BILLING_INTERVALS` and donation bounds rather than imported: the contract's payments module builds zod
 * schemas, and the public pricing and donate pages must not load zod (first-load budget, apps/web/README.md).
 * plans.test.ts keeps the copies equal to the contract.
 */
export const PLAN_ORDER = ['free', 'basic', 'premium'] as const satisfies readonly Plan[];
export const PAID_PLAN_ORDER = ['basic', 'premium'] as const satisfies readonly PaidPlan[];
export const INTERVAL_ORDER = ['month', 'year'] as const satisfies readonly BillingInterval[];

/** Donations: 1.00 to 10,000.00, in minor units. */
export const DONATION_LIMITS = { min: 100, max: 1_000_000 } as const;
export const DONATION_CURRENCY_LIST = ['EUR', 'USD', 'GBP', 'ILS'] as const;
/** The amounts offered with one click, in major units of the chosen currency. */
export const DONATION_PRESETS = [5, 10, 25, 50] as const;

/** The rank of a plan: a plan unlocks everything of the plans before it. */
export function toPlanRank(plan: Plan): number {
  return PLAN_ORDER.indexOf(plan);
}

export function findPrice(
  links: readonly PaymentLink[] | undefined,
  plan: PaidPlan,
  interval: BillingInterval,
): PaymentLink | undefined {
  return links?.find((link) => link.plan === plan && link.interval === interval);
}

export function isBillingInterval(value: string | null): value is BillingInterval {
  return value === 'month' || value === 'year';
}

export function isPaidPlan(value: string | null): value is PaidPlan {
  return value === 'basic' || value === 'premium';
}
