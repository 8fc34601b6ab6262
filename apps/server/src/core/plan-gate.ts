import type { RequestContext } from './context.ts';

/**
 * What a plan unlocks is checked where the limit bites (docs/adr/0022-payments-and-plans.md): the leagues module
 * before a new league or a page configuration, the registrations module before an entry fee. The payments
 * module decides (it knows plans and subscriptions), but it sits above those modules, so app.ts hands its
 * check over at start (`providePlanGate`), like the other ports. Without one (unit tests of a module), every
 * plan may do everything.
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

/** Throws a 402 `payment_required` naming the plan needed when `userId`'s plan does not unlock `feature`. */
export type PlanGate = (ctx: RequestContext, userId: string, feature: PlanFeature) => Promise<void>;

let gate: PlanGate = async () => {};

export function providePlanGate(check: PlanGate): void {
  gate = check;
}

/** The check of the payments module: the plan of `userId` (the item's owner) must unlock `feature`. */
export function requirePlan(ctx: RequestContext, userId: string, feature: PlanFeature): Promise<void> {
  return gate(ctx, userId, feature);
}
