// Runs HiGHS solves off the main thread (ADR 0027): HiGHS in WebAssembly is synchronous and would stall every
// request for as long as it thinks. Plain JavaScript so that the same file runs under tsx, in tests and next to the
// built bundle (build/build.mjs copies it). Each message { lp, timeLimitSeconds } is one solve, answered with
// { type: 'progress', … } while it runs (about once a second), then { type: 'done', status, values }, with the
// value of every variable by name when a solution was found. The "why not" search sends many solves to one worker.
import { parentPort } from 'node:worker_threads';
import loadHighs from 'highs';

const highs = await loadHighs();
const statusName = new Map(Object.entries(highs.constants.modelStatus).map(([name, code]) => [code, name]));

function solve({ lp, timeLimitSeconds }) {
  const started = performance.now();
  let lastProgress = Number.NEGATIVE_INFINITY;
  // Progress comes from two channels: the MIP log (needs HiGHS's output on; the console stays quiet) and the
  // interrupt checkpoints, which also fire while the root node is still being worked on (nodes 0 for a long while).
  const report = (event) => {
    const now = performance.now();
    if (now - lastProgress < 1000) return;
    lastProgress = now;
    const {
      mip_node_count: nodes,
      mip_primal_bound: primal,
      mip_dual_bound: dual,
      running_time: solverSeconds,
    } = event.data;
    parentPort.postMessage({
      type: 'progress',
      elapsedSeconds: (now - started) / 1000,
      solverSeconds: Number.isFinite(solverSeconds) ? solverSeconds : null,
      nodes: Number(nodes ?? 0),
      foundSchedule: Number.isFinite(primal),
      bestPenalty: Number.isFinite(primal) ? primal : null,
      bound: Number.isFinite(dual) ? dual : null,
    });
  };
  const model = highs.createModel({ format: 'lp', data: lp });
  try {
    model.options.set({
      output_flag: true,
      log_to_console: false,
      time_limit: timeLimitSeconds,
      random_seed: 0,
    });
    model.run({
      [highs.constants.callbackType.mipLogging]: report,
      [highs.constants.callbackType.mipInterrupt]: report,
    });
    const code = model.getModelStatus();
    // 2 = feasible: after a time limit HiGHS may still hold a schedule that breaks no hard constraint.
    const found = Number(model.info.get('primal_solution_status')) === 2;
    let values = null;
    if (found) {
      const colValue = model.getSolution().colValue;
      values = {};
      for (let i = 0; i < colValue.length; i++) values[model.getColName(i)] = colValue[i];
    }
    return {
      type: 'done',
      status: statusName.get(code) ?? String(code),
      values,
      objective: found ? model.getObjectiveValue() : null,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    model.dispose();
  }
}

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage(solve(job));
  } catch (error) {
    parentPort.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort.postMessage({ type: 'ready' });
