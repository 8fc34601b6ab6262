import type { FastifyInstance } from 'fastify';
import { createContext, type RequestContext } from '../../core/context.ts';
import { provideReportStates } from '../fixtures/fixtures.service.ts';
import {
  findReportStates,
  forgetReportsOf,
  provideStorageBaseUrl,
  runReportSweep,
} from './reports.service.ts';

/** The reports module's scheduled job (plugins/jobs.ts, docs/ARCHITECTURE.md "Jobs"; ADR 0029). */
export const REPORT_JOBS = {
  /** Every minute: single reports past their window confirmed, settled disputes announced, late matches flagged. */
  sweep: 'reports.sweep',
} as const;

/**
 * Starts the reports module inside one app (called by app.ts): the fixtures module's `resultStatus` reads the
 * reporting state from here, evidence links use the runtime storage address, and the sweep is scheduled.
 */
export function startReports(app: FastifyInstance): void {
  provideReportStates(findReportStates);
  provideStorageBaseUrl(app.deps.config.runtime.storageBaseUrl);
  app.jobs.define({
    name: REPORT_JOBS.sweep,
    cron: '* * * * *',
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handle: async () => {
      const done = await runReportSweep(reportsJobContext(app));
      if (done.confirmed + done.settled + done.flagged > 0) app.log.info({ reports: done }, 'reports sweep');
    },
  });
  // Matches a correction reset are to be played again: their old reports go once the reset has committed.
  app.deps.bus.subscribe('reports-reset', async (events) => {
    const reset = events.flatMap((e) => (e.type === 'fixture.corrected' ? e.resetFixtureIds : []));
    await forgetReportsOf(reportsJobContext(app), reset);
  });
}

/** A context for the sweep, and for tests that drive it after moving a fake clock. */
export function reportsJobContext(app: FastifyInstance): RequestContext {
  const { database, clock, bus, planGate, payoutCheck } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log, planGate, payoutCheck }, null);
}

/** Runs this app's reports sweep once (tests, after moving a fake clock). */
export function runReportSweepOf(app: FastifyInstance) {
  return runReportSweep(reportsJobContext(app));
}
