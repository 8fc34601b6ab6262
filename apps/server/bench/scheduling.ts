// npm run bench (apps/server): the fixture scheduler (issue 28, ADR 0027) on the published ITC2021-family
// instances of ../shared/reference/scheduling — the solve time of each 6-, 8- and 12-team instance (several
// runs: the machine is shared, so min, median and max), and once each the two 16-team competition instances,
// with a time limit. Every schedule found is checked by the domain's independent checker. Side by side with
// the goals: under 10 s for 6 and 8 teams, under 60 s for 12.
//   SCHEDULING_BENCH_RUNS (default 3), SCHEDULING_BENCH_16_LIMIT seconds (default 120),
//   MATCHDAY_SCHEDULING_DIR (default: the shared folder beside the repository).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Constraint } from '@matchday/domain';
import { solveTimetable } from '../src/modules/schedule/solver.ts';
import { table } from './stats.ts';

const DIR =
  process.env.MATCHDAY_SCHEDULING_DIR ??
  fileURLToPath(new URL('../../../../shared/reference/scheduling', import.meta.url));
const RUNS = Number(process.env.SCHEDULING_BENCH_RUNS ?? 3);
const BIG_LIMIT = Number(process.env.SCHEDULING_BENCH_16_LIMIT ?? 120);

interface Instance {
  teams: unknown[];
  phased: boolean;
  constraints: Constraint[];
}

const goalOf = (teams: number) => (teams <= 8 ? 10 : teams <= 12 ? 60 : null);
const seconds = (value: number) => `${value.toFixed(2)} s`;

async function solveOnce(instance: Instance, timeLimitSeconds: number) {
  const result = await solveTimetable(
    { teamCount: instance.teams.length, legs: 2, phased: instance.phased, constraints: instance.constraints },
    { timeLimitSeconds },
  );
  const verdict =
    result.outcome === 'solved'
      ? result.check.feasible
        ? 'feasible (checked)'
        : 'BROKEN'
      : result.outcome === 'timeLimit'
        ? `no schedule in ${timeLimitSeconds} s`
        : 'infeasible?!';
  return { seconds: result.seconds, verdict };
}

async function main() {
  const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as {
    instances: { name: string; teams: number; hardConstraints: Record<string, number> }[];
  };
  console.log(`fixture scheduling (HiGHS) on the ITC2021-family instances, ${RUNS} runs each up to 12 teams`);
  const rows: string[][] = [['instance', 'teams', 'hard', 'min', 'median', 'max', 'goal', 'verdict']];
  for (const entry of manifest.instances) {
    const instance = JSON.parse(
      readFileSync(join(DIR, `${entry.name}.constraints.json`), 'utf8'),
    ) as Instance;
    const big = entry.teams > 12;
    const runs = big ? 1 : RUNS;
    const times: number[] = [];
    const verdicts = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const { seconds: s, verdict } = await solveOnce(instance, big ? BIG_LIMIT : 600);
      times.push(s);
      verdicts.add(verdict);
    }
    times.sort((a, b) => a - b);
    const goal = goalOf(entry.teams);
    const row = [
      entry.name,
      String(entry.teams),
      String(instance.constraints.length),
      seconds(times[0]!),
      seconds(times[Math.floor(times.length / 2)]!),
      seconds(times[times.length - 1]!),
      goal === null ? 'reported' : `< ${goal} s ${times[times.length - 1]! < goal ? 'met' : 'MISSED'}`,
      [...verdicts].join(', '),
    ];
    rows.push(row);
    console.log(`  ${row.join('  ')}`);
  }
  console.log('');
  console.log(table(rows));
}

await main();
