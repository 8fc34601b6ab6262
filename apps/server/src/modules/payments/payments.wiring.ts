import type { FastifyInstance } from 'fastify';
import { createContext, type RequestContext } from '../../core/context.ts';
import { providePlanGate } from '../../core/plan-gate.ts';
import { providePaidTeamRequestRejectedHook } from '../registrations/registrations.service.ts';
import {
  checkPlan,
  configurePayments,
  markRequestRefundPending,
  processPendingRefunds,
  reconcile,
  runPaymentJobs,
} from './payments.service.ts';
import { PRICE_TABLE, planOfPriceId } from './plans.ts';
import { createProviderRegistry, type ProviderRegistry } from './providers/registry.ts';

/** How often the payments job runs (renewals, redeliveries, refunds) and how often reconciliation runs. */
const JOB_EVERY_MS = 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Starts the payments module inside one app (called by app.ts, ADR 0022): its providers, the plan gate and the
 * refund hook it hands to other modules, the sandbox's webhook delivery into this very server (over HTTP through
 * `app.inject`, the same code path a provider's delivery takes), and, outside tests, its timers.
 */
export function startPayments(app: FastifyInstance): ProviderRegistry {
  const { config, database, clock, fetch, bus } = app.deps;
  const priceIds = config.runtime.payments.priceIds;
  const registry = createProviderRegistry({
    config,
    db: database.db,
    clock,
    fetch,
    priceOf: (priceId) => {
      const ours = planOfPriceId(priceIds, priceId);
      return ours ? { ...PRICE_TABLE[ours.plan][ours.interval], interval: ours.interval } : undefined;
    },
  });
  configurePayments({
    registry,
    priceIds,
    publicUrl: config.publicUrl,
    billingCentreUrl: config.runtime.billingCentreUrl,
    planLimits: config.payments.planLimits,
    sandboxPayments: config.payments.sandboxPayments,
  });
  providePlanGate(checkPlan);
  providePaidTeamRequestRejectedHook(markRequestRefundPending);
  registry.sandbox.setDelivery(async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      payload: body,
      headers,
    });
    return response.statusCode;
  });
  const jobContext = (): RequestContext => createContext({ db: database.db, bus, clock, log: app.log }, null);
  // A paid request was rejected: its refund is asked of the provider once the rejection has committed.
  bus.subscribe('payments-refunds', async (events) => {
    if (events.some((e) => e.type === 'registration.changed' && e.status === 'rejected')) {
      await processPendingRefunds(jobContext());
    }
  });
  if (config.appEnv !== 'test') {
    const run = (job: (ctx: RequestContext) => Promise<unknown>, name: string) => () => {
      job(jobContext()).catch((error: unknown) =>
        app.log.error({ err: error, job: name }, 'payments job failed'),
      );
    };
    const timers = [
      setInterval(run(runPaymentJobs, 'payments'), JOB_EVERY_MS),
      setInterval(run(reconcile, 'reconcile'), RECONCILE_EVERY_MS),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  }
  return registry;
}

/** A context for tests that drive the payments job themselves (after moving a fake clock). */
export function paymentsJobContext(app: FastifyInstance): RequestContext {
  const { database, clock, bus } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log }, null);
}
