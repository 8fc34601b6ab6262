import { Worker } from 'node:worker_threads';
import {
  buildTimetableModel,
  type ConflictSet,
  checkTimetable,
  type Feasibility,
  findConflictSet,
  type TimetableCheck,
  type TimetableGame,
  type TimetableProblem,
} from '@matchday/domain';

/**
 * HiGHS (ADR 0027) behind a worker thread: the model comes from the domain as LP text, the worker solves it and
 * answers the value of each variable. Every schedule found is judged again by the domain's own checker, which
 * knows nothing of the model, so a wrong row shows up instead of being saved.
 */

/** What a running solve has done so far (the MIP callback's figures, about once a second). */
export interface SolveProgress {
  elapsedSeconds: number;
  /** The solver's own clock at its last report. */
  solverSeconds: number | null;
  nodes: number;
  /** A schedule that breaks no hard constraint is already known (only its soft penalty may still improve). */
  foundSchedule: boolean;
  bestPenalty: number | null;
  bound: number | null;
  /** While looking for the "why not": how many candidate sets have been solved. */
  conflictTests?: number;
}

export type SolveResult =
  | {
      outcome: 'solved';
      /** True when HiGHS proved the soft penalty the least possible; false when the time limit stopped it first. */
      optimal: boolean;
      games: TimetableGame[];
      check: TimetableCheck;
      seconds: number;
    }
  | { outcome: 'infeasible'; conflict: ConflictSet; seconds: number }
  | { outcome: 'timeLimit'; seconds: number };

export interface SolveOptions {
  timeLimitSeconds: number;
  /** Aborting ends the solve at once (the worker is terminated); the promise rejects with `SolveCancelled`. */
  signal?: AbortSignal;
  onProgress?: (progress: SolveProgress) => void;
}

export class SolveCancelled extends Error {
  constructor() {
    super('The solve was cancelled');
    this.name = 'SolveCancelled';
  }
}

interface WorkerAnswer {
  type: 'ready' | 'progress' | 'done' | 'error';
  status?: string;
  values?: Record<string, number> | null;
  seconds?: number;
  message?: string;
}

const WORKER_URL = new URL('./highs-worker.mjs', import.meta.url);

/** One worker for a series of solves (the "why not" search sends dozens), ended by `close` or the signal. */
class HighsWorker {
  private readonly worker = new Worker(WORKER_URL);
  private pending: { resolve(answer: WorkerAnswer): void; reject(error: Error): void } | null = null;
  private failure: Error | null = null;
  private readonly ready: Promise<void>;
  private readonly signal: AbortSignal | undefined;

  constructor(signal: AbortSignal | undefined, onProgress: ((progress: SolveProgress) => void) | undefined) {
    this.signal = signal;
    let started: { resolve(): void; reject(error: Error): void } | undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      started = { resolve, reject };
    });
    this.ready.catch(() => {}); // a failure before the first solve is thrown by that solve
    this.worker.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'ready') started?.resolve();
      else if (answer.type === 'progress') onProgress?.(answer as unknown as SolveProgress);
      else this.settle((pending) => pending.resolve(answer));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      started?.reject(this.failure);
      this.settle((pending) => pending.reject(this.failure!));
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('The solver stopped')));
    this.abort = () => {
      fail(new SolveCancelled());
      void this.worker.terminate();
    };
    signal?.addEventListener('abort', this.abort, { once: true });
  }

  private readonly abort: () => void;

  private settle(
    action: (pending: { resolve(answer: WorkerAnswer): void; reject(error: Error): void }) => void,
  ) {
    const pending = this.pending;
    this.pending = null;
    if (pending) action(pending);
  }

  async solve(lp: string, timeLimitSeconds: number): Promise<WorkerAnswer> {
    if (this.signal?.aborted) throw new SolveCancelled();
    await this.ready;
    if (this.failure) throw this.failure;
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage({ lp, timeLimitSeconds: Math.max(0.1, timeLimitSeconds) });
    });
    if (answer.type === 'error') throw new Error(`HiGHS failed: ${answer.message}`);
    return answer;
  }

  async close(): Promise<void> {
    this.signal?.removeEventListener('abort', this.abort);
    this.failure ??= new Error('The solver was closed');
    await this.worker.terminate();
  }
}

/**
 * Solves a timetable within `timeLimitSeconds` overall. Infeasible → the deletion filter looks for a small
 * conflicting set in the time that is left (each test at most 20 s); a test not decided in time keeps its
 * constraint, and the answer says it may not be irreducible.
 */
export async function solveTimetable(problem: TimetableProblem, options: SolveOptions): Promise<SolveResult> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const worker = new HighsWorker(options.signal, options.onProgress);
  try {
    const model = buildTimetableModel(problem);
    const answer = await worker.solve(model.lp, options.timeLimitSeconds);
    if (answer.values) {
      const values = answer.values;
      const games = model.decode((name) => values[name] ?? 0);
      const check = checkTimetable(problem, games);
      if (!check.feasible) {
        // The model and the checker disagree: a bug, never a schedule to hand out.
        throw new Error(
          `The solver's schedule breaks ${JSON.stringify(check.structure)} / constraints ${check.violations
            .filter((v) => !v.soft)
            .map((v) => v.index)
            .join(', ')}`,
        );
      }
      return { outcome: 'solved', optimal: answer.status === 'optimal', games, check, seconds: elapsed() };
    }
    if (answer.status !== 'infeasible') return { outcome: 'timeLimit', seconds: elapsed() };

    let tests = 0;
    const conflict = await findConflictSet(problem, async (candidate): Promise<Feasibility> => {
      const left = options.timeLimitSeconds - elapsed();
      if (left <= 0.5) return 'unknown';
      const result = await worker.solve(buildTimetableModel(candidate).lp, Math.min(20, left));
      tests++;
      options.onProgress?.({
        elapsedSeconds: elapsed(),
        solverSeconds: null,
        nodes: 0,
        foundSchedule: false,
        bestPenalty: null,
        bound: null,
        conflictTests: tests,
      });
      return result.status === 'infeasible' ? 'infeasible' : result.values ? 'feasible' : 'unknown';
    });
    return { outcome: 'infeasible', conflict, seconds: elapsed() };
  } finally {
    await worker.close();
  }
}
