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

/**
 * The payments module's jobs (plugins/jobs.ts, docs/ARCHITECTURE.md "Jobs"). The two sweeps are scheduled: one job
 * per period across every instance, never two at once (`stately`); a run that fails is not retried, the next
 * period's run does the same work. A refund is one job per rejected request, retried with backoff.
 */
export const PAYMENT_JOBS = {
  /** Every minute: the sandbox's due renewals and redeliveries, cancellations due at a period's end, refunds. */
  sweep: 'payments.sweep',
  /** Every five minutes: each provider's recent events we have not recorded. */
  reconcile: 'payments.reconcile',
  /** The refund of a rejected request's payments, sent once the rejection has committed. */
  refund: 'payments.refund',
} as const;

export interface RefundJob {
  requestId: string;
}

/**
 * Starts the payments module inside one app (called by app.ts, ADR 0022): its providers and service (held by the
 * app as `app.payments`, nothing module-global), the plan gate it hands to other modules (`app.deps.planGate`,
 * which every request context of this app carries), the refund hook, the sandbox's webhook delivery into this
 * very server (over HTTP through `app.inject`, the same code path a provider's delivery takes), and its jobs.
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
  app.deps.payoutCheck = service.canTakePayments;
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
  app.jobs.define({
    name: PAYMENT_JOBS.sweep,
    cron: '* * * * *',
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handle: () => service.runPaymentJobs(jobContext()),
  });
  app.jobs.define({
    name: PAYMENT_JOBS.reconcile,
    cron: '*/5 * * * *',
    policy: 'stately',
    expireInSeconds: 10 * 60,
    handle: async () => {
      await service.reconcile(jobContext());
    },
  });
  app.jobs.define<RefundJob>({
    name: PAYMENT_JOBS.refund,
    // From 1 min, doubling (pg-boss adds up to as much again): 4 to 8 hours in all; after that the sweep keeps
    // trying every minute.
    retryLimit: 8,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    handle: async ({ requestId }) => {
      await service.refundRequest(jobContext(), requestId);
    },
  });
  // A paid request was rejected: its refund is a job, sent once the rejection has committed, so the request
  // that rejected never waits for the provider. Should this instance die before sending it, the payment is
  // still `refund_pending`, and the sweep refunds it.
  bus.subscribe('payments-refunds', async (events) => {
    for (const event of events) {
      if (
        event.type === 'registration.changed' &&
        event.status === 'rejected' &&
        event.requestKind === 'team'
      )
        await app.jobs.send<RefundJob>(PAYMENT_JOBS.refund, { requestId: event.requestId });
    }
  });
  return service;
}

/** A context for the payments jobs, and for tests that drive them (after moving a fake clock). */
export function paymentsJobContext(app: FastifyInstance): RequestContext {
  const { database, clock, bus, planGate, payoutCheck } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log, planGate, payoutCheck }, null);
}

/** Runs this app's payments job once (tests, after moving a fake clock). */
export function runPaymentJobsOf(app: FastifyInstance): Promise<void> {
  return app.payments.runPaymentJobs(paymentsJobContext(app));
}
