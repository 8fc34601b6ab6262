import type { SystemRole } from '@matchday/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EventBus } from './events.ts';
import { EventLog } from './events.ts';
import type { PayoutCheck, PlanGate } from './plan-gate.ts';

/** Who is calling: the signed-in user, resolved from the session cookie once per request (plugins/auth.ts). */
export interface Caller {
  id: string;
  role: SystemRole;
  email: string;
  name: string;
}

/** The time, as services see it: tests give a fake one, nothing reads `Date.now()` behind its back. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * One request's context, the same shape for every service (docs/ARCHITECTURE.md "Layers"): the database or the
 * open transaction, the caller, the clock, the events recorded so far, a logger. Services pass it on
 * unchanged, or the transaction's copy that `withTransaction` gives them.
 */
export interface RequestContext {
  readonly db: Db;
  readonly caller: Caller | null;
  readonly clock: Clock;
  readonly events: EventLog;
  readonly log: FastifyBaseLogger;
  /** The app's plan check (core/plan-gate.ts `requirePlan`); none: every plan may do everything. */
  readonly planGate?: PlanGate<RequestContext> | undefined;
  /** The app's payout check (core/plan-gate.ts `canTakePayments`); none: everyone can take payments. */
  readonly payoutCheck?: PayoutCheck<RequestContext> | undefined;
}

export interface ContextDeps {
  db: Db;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  planGate?: PlanGate<RequestContext> | undefined;
  payoutCheck?: PayoutCheck<RequestContext> | undefined;
}

/** A context outside any transaction: reads may run on it; writes go through `withTransaction`. */
export function createContext(deps: ContextDeps, caller: Caller | null): RequestContext {
  return {
    db: deps.db,
    caller,
    clock: deps.clock,
    log: deps.log,
    events: EventLog.root(deps.bus),
    ...(deps.planGate ? { planGate: deps.planGate } : {}),
    ...(deps.payoutCheck ? { payoutCheck: deps.payoutCheck } : {}),
  };
}

/**
 * Runs `work` in one transaction and dispatches the events it recorded only after the commit; a rollback
 * (any throw) drops them. Called inside another `withTransaction`, it joins the outer transaction, whose
 * commit dispatches everything once (docs/adr/0008-events-after-commit.md).
 */
export async function withTransaction<T>(
  ctx: RequestContext,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  if (ctx.events.inTransaction) return work(ctx);
  const events = ctx.events.begin();
  const result = await ctx.db.transaction((tx) => work({ ...ctx, db: tx as unknown as Db, events }));
  await events.commit();
  return result;
}
