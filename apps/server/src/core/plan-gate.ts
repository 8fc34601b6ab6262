/**
 * What a plan unlocks is checked where the limit bites (docs/adr/0022-payments-and-plans.md): the leagues module
 * before a new league or a page configuration, the registrations module before an entry fee. The payments
 * module decides (it knows plans and subscriptions), but it sits above those modules, so its wiring hands each
 * app its own check (`app.deps.planGate`) and every request context of that app carries it (core/context.ts
 * `planGate`). Nothing here is global: two apps in one process check with their own settings. A context
 * without a gate (unit tests of a module, a context made by hand) lets every plan do everything.
 *
 * This file imports nothing of ours (core/context.ts imports its types; no circle).
 */
export type PlanFeature =
  /** One more league owned by `userId`. */
  | 'newLeague'
  /** A league's page configuration. */
  | 'pageConfiguration'
  /** Registrations with an entry fee. */
  | 'entryFees'
  /** Custom league-site branding. */
  | 'branding'
  /** Live match-centre widgets. */
  | 'widgets';

/**
 * Throws a 402 `payment_required` naming the plan needed when `userId`'s plan does not unlock `feature`. `C` is
 * the request context (core/context.ts `RequestContext`).
 */
export type PlanGate<C> = (ctx: C, userId: string, feature: PlanFeature) => Promise<void>;

/** A context that may carry its app's plan gate. */
export interface PlanGated<C> {
  readonly planGate?: PlanGate<C> | undefined;
}

/**
 * Whether `userId` can take online payments now (an active payout account), asked by the registrations module
 * when an entry fee is set (issue 30, item 4), answered by the payments module through the same wiring as the
 * plan gate. `C` is the request context.
 */
export type PayoutCheck<C> = (ctx: C, userId: string) => Promise<boolean>;

/** A context that may carry its app's payout check. */
export interface PayoutChecked<C> {
  readonly payoutCheck?: PayoutCheck<C> | undefined;
}

/** Whether `userId` can take online payments; a context without the check (a unit test's) says yes. */
export function canTakePayments<C extends PayoutChecked<C>>(ctx: C, userId: string): Promise<boolean> {
  return ctx.payoutCheck ? ctx.payoutCheck(ctx, userId) : Promise.resolve(true);
}

/** The check of the payments module: the plan of `userId` (the item's owner) must unlock `feature`. */
export function requirePlan<C extends PlanGated<C>>(
  ctx: C,
  userId: string,
  feature: PlanFeature,
): Promise<void> {
  return ctx.planGate ? ctx.planGate(ctx, userId, feature) : Promise.resolve();
}
