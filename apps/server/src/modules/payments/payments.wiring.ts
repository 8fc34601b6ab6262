import type { FastifyInstance } from 'fastify';
import { createContext, type RequestContext } from '../../core/context.ts';
import { providePaidTeamRequestRejectedHook } from '../registrations/registrations.service.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { PRICE_TABLE, planOfPriceId } from './plans.ts';
import { createProviderRegistry } from './providers/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's payments module (its providers, settings and service), made by `startPayments`. */
    payments: PaymentsService;
  }
}

/** How often the payments job runs (renewals, redeliveries, refunds) and how often reconciliation runs. */
const JOB_EVERY_MS = 60_000;
const RECONCILE_EVERY_MS = 5 * 60_000;

/**
 * Starts the payments module inside one app (called by app.ts, ADR 0022): its providers and service (held by the
 * app as `app.payments`, nothing module-global), the plan gate it hands to other modules (`app.deps.planGate`,
 * which every request context of this app carries), the refund hook, the sandbox's webhook delivery into this
 * very server (over HTTP through `app.inject`, the same code path a provider's delivery takes), and, outside
 * tests, its timers.
 */
export function startPayments(app: FastifyInstance): PaymentsService {
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
  const service = createPaymentsService({
    registry,
    priceIds,
    publicUrl: config.publicUrl,
    billingCentreUrl: config.runtime.billingCentreUrl,
    planLimits: config.payments.planLimits,
    sandboxPayments: config.payments.sandboxPayments,
  });
  app.decorate('payments', service);
  app.deps.planGate = service.checkPlan;
  // The registrations module keeps one hook for the process; it only marks this transaction's payments (no
  // provider, no settings), so any app's is the same.
  providePaidTeamRequestRejectedHook(service.markRequestRefundPending);
  registry.sandbox.setDelivery(async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      payload: body,
      headers,
    });
    return response.statusCode;
  });
  const jobContext = (): RequestContext => paymentsJobContext(app);
  // A paid request was rejected: its refund is asked of the provider once the rejection has committed.
  bus.subscribe('payments-refunds', async (events) => {
    if (events.some((e) => e.type === 'registration.changed' && e.status === 'rejected')) {
      await service.processPendingRefunds(jobContext());
    }
  });
  if (config.appEnv !== 'test') {
    const run = (job: (ctx: RequestContext) => Promise<unknown>, name: string) => () => {
      job(jobContext()).catch((error: unknown) =>
        app.log.error({ err: error, job: name }, 'payments job failed'),
      );
    };
    const timers = [
      setInterval(run(service.runPaymentJobs, 'payments'), JOB_EVERY_MS),
      setInterval(run(service.reconcile, 'reconcile'), RECONCILE_EVERY_MS),
    ];
    for (const timer of timers) timer.unref();
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  }
  return service;
}

/** A context for the payments jobs, and for tests that drive them (after moving a fake clock). */
export function paymentsJobContext(app: FastifyInstance): RequestContext {
  const { database, clock, bus, planGate } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log, planGate }, null);
}

/** Runs this app's payments job once (tests, after moving a fake clock). */
export function runPaymentJobsOf(app: FastifyInstance): Promise<void> {
  return app.payments.runPaymentJobs(paymentsJobContext(app));
}
