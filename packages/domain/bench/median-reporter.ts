// Vitest's bench table shows mean and percentiles but not the median, which is what the issue asks for (and
// what is stable on a shared, noisy machine: one GC pause moves the mean, not the median). This reporter runs
// after the default one and prints every benchmark's median; a name ending in "[target N ms]" also gets a
// verdict against N. It only prints: a slow run on a loaded machine is reported, not failed.
import type { RunnerTask } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

interface Line {
  name: string;
  median: number;
  p75: number;
  samples: number;
  target: number | undefined;
}

const TARGET = /\[target (\d+(?:\.\d+)?) ms\]$/;

function collect(task: RunnerTask, path: string[], lines: Line[]): void {
  if (task.type === 'suite') {
    const inner = task.file === task ? path : [...path, task.name];
    for (const child of task.tasks) collect(child, inner, lines);
    return;
  }
  const result = task.result?.benchmark;
  if (!task.meta.benchmark || !result) return;
  const target = TARGET.exec(task.name)?.[1];
  lines.push({
    name: [...path, task.name].join(' › '),
    median: result.median,
    p75: result.p75,
    samples: result.sampleCount,
    target: target === undefined ? undefined : Number(target),
  });
}

/** Prints the median of every benchmark, and the verdict of those that name a target. */
export default class MedianReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    const lines: Line[] = [];
    for (const file of this.vitest?.state.getFiles() ?? []) collect(file, [], lines);
    if (lines.length === 0) return;
    const width = Math.max(...lines.map((line) => line.name.length));
    const out = ['', 'Medians (ms per call; p75 and sample count beside)'];
    for (const line of lines) {
      const verdict =
        line.target === undefined
          ? ''
          : line.median < line.target
            ? `  under ${line.target} ms`
            : `  OVER ${line.target} ms`;
      out.push(
        `  ${line.name.padEnd(width)}  ${line.median.toFixed(3).padStart(9)}  p75 ${line.p75
          .toFixed(3)
          .padStart(9)}  n=${line.samples}${verdict}`,
      );
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }
}
