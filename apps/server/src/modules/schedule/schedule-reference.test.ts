// The published ITC2021-family instances (../shared/reference/scheduling, see its README), through the API:
// every 6-, 8- and 12-team instance gets a schedule that the domain's independent checker finds breaking no
// hard constraint. The 16-team ones are too slow for a test (see `npm run bench`); one of them serves to show
// that a long solve reports progress, can be cancelled, and stops at its time limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Constraint, checkTimetable, mapConstraintTeams } from '@matchday/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createChampWithTeams } from '../champs/champs.testing.ts';

const DIR =
  process.env.MATCHDAY_SCHEDULING_DIR ??
  fileURLToPath(new URL('../../../../../../shared/reference/scheduling', import.meta.url));

interface Instance {
  name: string;
  teams: { id: number; name: string }[];
  phased: boolean;
  constraints: (Constraint & { ref?: string })[];
}

function readInstance(name: string): Instance {
  return { name, ...JSON.parse(readFileSync(join(DIR, `${name}.constraints.json`), 'utf8')) };
}

const manifest = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8')) as {
  instances: { name: string; teams: number }[];
};
const SMALL = manifest.instances.filter((i) => i.teams <= 12).map((i) => i.name);

/** The instance's constraints as the API takes them: teams by id, rounds from 1, without the ITC `ref`. */
function toWire(instance: Instance, teamIds: string[]): Constraint<string>[] {
  return instance.constraints.map(({ ref: _ref, ...c }) => {
    const withIds = mapConstraintTeams(c as Constraint, (team) => teamIds[team]!);
    return 'rounds' in withIds ? { ...withIds, rounds: withIds.rounds.map((r) => r + 1) } : withIds;
  });
}

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

async function stageFor(instance: Instance) {
  const { stageId, teams } = await createChampWithTeams(cast, instance.teams.length, {
    type: 'league',
    legs: 2,
  });
  return { stageId, teamIds: teams.map((t) => t.id) };
}

describe('the published 6-, 8- and 12-team instances through POST /api/stage/{id}/schedule', () => {
  it('covers ten instances', () => expect(SMALL).toHaveLength(10));

  it.each(SMALL)(
    '%s: a schedule with no hard constraint broken',
    async (name) => {
      const instance = readInstance(name);
      const { stageId, teamIds } = await stageFor(instance);
      const res = await call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cast.owner, {
        constraints: toWire(instance, teamIds),
        phased: instance.phased,
        dryRun: true,
        timeLimitSeconds: 240,
      });
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      const index = new Map(teamIds.map((id, i) => [id, i]));
      const games = (res.body.items as { round: number; homeTeamId: string; awayTeamId: string }[]).map(
        (f) => ({
          round: f.round - 1,
          home: index.get(f.homeTeamId)!,
          away: index.get(f.awayTeamId)!,
        }),
      );
      const check = checkTimetable(
        {
          teamCount: instance.teams.length,
          legs: 2,
          phased: instance.phased,
          constraints: instance.constraints,
        },
        games,
      );
      expect(check).toEqual({ structure: [], violations: [], feasible: true, softPenalty: 0 });
    },
    300_000,
  );
});

describe('a long solve (ITC2021_Early_01, 16 teams)', () => {
  it('reports progress while it runs and stops when cancelled (409 schedule.cancelled)', async () => {
    const instance = readInstance('ITC2021_Early_01');
    const { stageId, teamIds } = await stageFor(instance);
    const idle = await call(cast.app, 'GET', `/api/stage/${stageId}/schedule`, cast.owner);
    expect(idle.body).toMatchObject({ running: false, nodes: 0, solverSeconds: null });

    const started = Date.now();
    const solving = call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cast.owner, {
      constraints: toWire(instance, teamIds),
      phased: true,
      timeLimitSeconds: 300,
    });
    let progress = idle.body;
    while (!(progress.running && progress.solverSeconds > 0) && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = (await call(cast.app, 'GET', `/api/stage/${stageId}/schedule`, cast.owner)).body;
    }
    // The solver has reported (it may still be at the root node: `nodes` 0 for a long while on this instance).
    expect(progress).toMatchObject({ running: true, timeLimitSeconds: 300, foundSchedule: false });
    expect(progress.solverSeconds).toBeGreaterThan(0);
    expect(progress.elapsedSeconds).toBeGreaterThan(0);
    // A second solve of the same stage waits its turn.
    const second = await call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cast.owner, {
      constraints: [],
    });
    expect([second.status, second.body.code]).toEqual([409, 'schedule.running']);

    const cancelled = await call(cast.app, 'DELETE', `/api/stage/${stageId}/schedule`, cast.owner);
    expect(cancelled.body).toEqual({ cancelled: true });
    const answer = await solving;
    expect([answer.status, answer.body.code]).toEqual([409, 'schedule.cancelled']);
    expect(Date.now() - started).toBeLessThan(120_000);
    const after = await call(cast.app, 'GET', `/api/stage/${stageId}/schedule`, cast.owner);
    expect(after.body.running).toBe(false);
  }, 180_000);

  it('answers 422 schedule.time_limit when no schedule is found in time', async () => {
    const instance = readInstance('ITC2021_Early_01');
    const { stageId, teamIds } = await stageFor(instance);
    const started = Date.now();
    const res = await call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cast.owner, {
      constraints: toWire(instance, teamIds),
      phased: true,
      timeLimitSeconds: 2,
    });
    expect([res.status, res.body.code]).toEqual([422, 'schedule.time_limit']);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 120_000);
});
