/**
 * Proration of a subscription change (issue 30, item 4), as card providers do it (Stripe's documented
 * behaviour, docs.stripe.com/billing/subscriptions/prorations): the unused part of the period already paid is
 * credited, the new price is charged for what it covers, and the difference is due now. One function, used by
 * the sandbox provider and by the payments service's preview, so what is shown before confirming is what is
 * applied.
 *
 * - Same interval (basic monthly → premium monthly): the period stays; the new price is charged for the time
 *   left in it (`remaining / period × new price`).
 * - Another interval (premium yearly → basic monthly): the billing cycle restarts now, as Stripe resets the
 *   billing cycle anchor when the interval changes; the new price is charged for a whole new period.
 *
 * `amountDue = max(0, charge − credit)`; credit left over (a downgrade) is kept as the customer's balance
 * (`balanceAfter`), which pays later invoices first; it is never refunded automatically (Stripe: "negative
 * prorations aren't automatically refunded"). Amounts are integer minor units; time is measured to the
 * millisecond (Stripe measures to the second); each amount is rounded to the nearest unit.
 */
export interface ProrationInput {
  /** What was paid for the current period, in minor units. */
  paid: number;
  periodStart: Date;
  periodEnd: Date;
  /** The moment of the change. */
  now: Date;
  /** The new price for one whole period of the new interval, in minor units. */
  newPrice: number;
  /** Whether the new price's interval differs from the current one (the billing cycle restarts now). */
  intervalChanges: boolean;
  /** The customer's balance before the change (credit from earlier downgrades), in minor units, ≥ 0. */
  balance?: number;
}

export interface Proration {
  /** Credit for the unused time of the period already paid: 0 ≤ credit ≤ paid. */
  credit: number;
  /** The new price for the time it covers now (the rest of the period, or a whole new one). */
  charge: number;
  /** What is charged now: `max(0, charge − credit − balance)`. */
  amountDue: number;
  /** Credit kept for later invoices after this change. */
  balanceAfter: number;
  /** Whether the billing cycle restarts at `now` (the interval changed). */
  periodResets: boolean;
}

/** The part of the period still unused at `now`: 0 before… 1, clamped (a change after the end credits nothing). */
export function unusedShare(periodStart: Date, periodEnd: Date, now: Date): number {
  const length = periodEnd.getTime() - periodStart.getTime();
  if (length <= 0) return 0;
  const left = periodEnd.getTime() - now.getTime();
  return Math.min(1, Math.max(0, left / length));
}

export function prorateChange(input: ProrationInput): Proration {
  const paid = Math.max(0, Math.round(input.paid));
  const share = unusedShare(input.periodStart, input.periodEnd, input.now);
  const credit = Math.min(paid, Math.round(paid * share));
  const charge = input.intervalChanges
    ? Math.round(input.newPrice)
    : Math.round(Math.max(0, input.newPrice) * share);
  const available = credit + Math.max(0, Math.round(input.balance ?? 0));
  return {
    credit,
    charge,
    amountDue: Math.max(0, charge - available),
    balanceAfter: Math.max(0, available - charge),
    periodResets: input.intervalChanges,
  };
}
