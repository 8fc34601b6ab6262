// The twelve published ITC2021-family instances (../shared/reference/scheduling, see its README): the checker must
// accept each published feasible schedule, which is what makes it fit to judge the solver's schedules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Constraint, checkTimetable, type TimetableProblem } from '../src/index.ts';

// The shared folder sits beside the repository (here and on CI); MATCHDAY_SCHEDULING_DIR points elsewhere.
const DIR =
  process.env.MATCHDAY_SCHEDULING_DIR ??
  fileURLToPath(new URL('../../../../shared/reference/scheduling', import.meta.url));
const NAMES = readdirSync(DIR)
  .filter((f) => f.endsWith('.constraints.json'))
  .map((f) => f.replace('.constraints.json', ''))
  .sort();

interface Instance {
  teams: { id: number }[];
  phased: boolean;
  constraints: Constraint[];
}

describe('checkTimetable on the published ITC2021 schedules', () => {
  it('finds all twelve instances', () => expect(NAMES).toHaveLength(12));

  it.each(NAMES)('%s: the published schedule breaks no hard constraint', (name) => {
    const instance = JSON.parse(readFileSync(join(DIR, `${name}.constraints.json`), 'utf8')) as Instance;
    const schedule = JSON.parse(readFileSync(join(DIR, `${name}.schedule.json`), 'utf8')) as {
      slot: number;
      home: number;
      away: number;
    }[];
    const problem: TimetableProblem = {
      teamCount: instance.teams.length,
      legs: 2,
      phased: instance.phased,
      constraints: instance.constraints,
    };
    const games = schedule.map((g) => ({ round: g.slot, home: g.home, away: g.away }));
    expect(checkTimetable(problem, games)).toEqual({
      structure: [],
      violations: [],
      feasible: true,
      softPenalty: 0,
    });

    // And it notices when the schedule is changed: two rounds swapped break the instance's constraints or phase.
    const swapped = games.map((g) => ({ ...g, round: g.round === 0 ? 1 : g.round === 1 ? 0 : g.round }));
    const moved = games.map((g) => ({
      ...g,
      round: g.round === 0 ? problem.teamCount - 1 : g.round === problem.teamCount - 1 ? 0 : g.round,
    }));
    const changed = [checkTimetable(problem, swapped), checkTimetable(problem, moved)];
    expect(changed.some((result) => !result.feasible)).toBe(true);
  });
});
