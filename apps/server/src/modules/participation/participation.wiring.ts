import type { FastifyInstance } from 'fastify';
import { createContext, type RequestContext } from '../../core/context.ts';
import { runCheckInSweep } from './participation.service.ts';

/** The participation module's job (plugins/jobs.ts, docs/ARCHITECTURE.md "Jobs"). */
export const PARTICIPATION_JOBS = {
  /** Every minute: tells the teams of check-in windows that opened, closes those whose time passed. */
  checkIn: 'participation.checkIn',
} as const;

/** A context for the check-in sweep, and for tests that drive it (after moving a fake clock). */
export function participationJobContext(app: FastifyInstance): RequestContext {
  const { database, clock, bus, planGate, payoutCheck } = app.deps;
  return createContext({ db: database.db, bus, clock, log: app.log, planGate, payoutCheck }, null);
}

/** Declares the check-in sweep: one job a minute across every instance, never two at once (`stately`). */
export function startParticipation(app: FastifyInstance): void {
  app.jobs.define({
    name: PARTICIPATION_JOBS.checkIn,
    cron: '* * * * *',
    policy: 'stately',
    expireInSeconds: 5 * 60,
    handle: async () => {
      await runCheckInSweep(participationJobContext(app));
    },
  });
}

/** Runs the check-in sweep once (tests, after moving a fake clock). Answers how many windows it closed. */
export function runCheckInJobsOf(app: FastifyInstance): Promise<number> {
  return runCheckInSweep(participationJobContext(app));
}
