import { type Constraint, checkTimetable, mapConstraintTeams, shiftConstraintRounds } from '@matchday/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChampWithTeams,
  expectPermissionMatrix,
} from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

interface Item {
  id: string | null;
  round: number;
  leg: number;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: string | null;
}

/** Four teams in a double round robin (six rounds): A, B, C, D by entry order. */
async function fourTeams(legs = 2) {
  const { teams, stageId, champ } = await createChampWithTeams(cast, 4, { type: 'league', legs });
  const [A, B, C, D] = teams.map((t) => t.id) as [string, string, string, string];
  return { stageId, champ, teams, A, B, C, D, ids: [A, B, C, D] };
}

function schedule(stageId: string, body: Record<string, unknown>, cookie = cast.owner) {
  return call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cookie, body);
}

/** The independent checker's verdict on an answered schedule, with the API's rounds and ids turned back. */
function verdict(
  ids: string[],
  legs: 1 | 2,
  constraints: Constraint<string>[],
  items: Item[],
  phased = false,
) {
  const index = (id: string) => ids.indexOf(id);
  return checkTimetable(
    {
      teamCount: ids.length,
      legs,
      phased,
      constraints: constraints.map((c) => shiftConstraintRounds(mapConstraintTeams(c, index), -1)),
    },
    items.map((f) => ({ round: f.round - 1, home: index(f.homeTeamId), away: index(f.awayTeamId) })),
  );
}

describe('POST /api/stage/{id}/schedule', () => {
  it('previews a double round robin with dryRun (200) and saves nothing', async () => {
    const { stageId, ids } = await fourTeams();
    const res = await schedule(stageId, { constraints: [], dryRun: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ saved: false, totalItems: 12, softPenalty: 0, brokenConstraints: [] });
    const items: Item[] = res.body.items;
    expect(items.every((f) => f.id === null)).toBe(true);
    expect([...new Set(items.map((f) => f.round))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(verdict(ids, 2, [], items).feasible).toBe(true);
    const saved = await call(cast.app, 'GET', `/api/fixture/search?stageId=${stageId}`, cast.owner);
    expect(saved.body.totalItems).toBe(0);
  });

  it('replaces the stage fixtures (201), rounds from 1, kick-offs from startDate, daysBetweenRounds and kickoffTime', async () => {
    const { stageId, ids, A, B } = await fourTeams();
    const constraints: Constraint<string>[] = [{ kind: 'fixedGame', home: A, away: B, rounds: [4] }];
    const res = await schedule(stageId, {
      constraints,
      startDate: '2026-04-04',
      daysBetweenRounds: 7,
      kickoffTime: '14:30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const items: Item[] = res.body.items;
    expect(res.body.saved).toBe(true);
    expect(items).toHaveLength(12);
    expect(items.every((f) => typeof f.id === 'string')).toBe(true);
    expect(items.find((f) => f.homeTeamId === A && f.awayTeamId === B)?.round).toBe(4);
    for (const f of items) {
      const expected = new Date(Date.UTC(2026, 3, 4 + (f.round - 1) * 7, 14, 30)).toISOString();
      expect(f.startsAt).toBe(expected);
    }
    // Each pair's second meeting is leg 2.
    expect(items.filter((f) => f.leg === 2)).toHaveLength(6);
    expect(verdict(ids, 2, constraints, items).feasible).toBe(true);
    const stored = await call(
      cast.app,
      'GET',
      `/api/fixture/search?stageId=${stageId}&pageSize=50`,
      cast.owner,
    );
    expect(stored.body.totalItems).toBe(12);

    // Scheduling again replaces them, one date per round from roundDates.
    const dates = ['2026-05-01', '2026-05-03', '2026-05-10', '2026-05-17', '2026-05-24', '2026-05-31'];
    const again = await schedule(stageId, { constraints: [], roundDates: dates, kickoffTime: '19:00' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    for (const f of again.body.items as Item[])
      expect(f.startsAt).toBe(`${dates[f.round - 1]}T19:00:00.000Z`);
    const after = await call(
      cast.app,
      'GET',
      `/api/fixture/search?stageId=${stageId}&pageSize=50`,
      cast.owner,
    );
    expect(after.body.totalItems).toBe(12);
  });

  it('schedules a single round robin of five teams (a bye a round) when the stage has one leg', async () => {
    const { teams, stageId } = await createChampWithTeams(cast, 5, { type: 'league', legs: 1 });
    const res = await schedule(stageId, { constraints: [], dryRun: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalItems).toBe(10);
    expect(
      verdict(
        teams.map((t) => t.id),
        1,
        [],
        res.body.items,
      ).feasible,
    ).toBe(true);
  });

  it('makes each pair meet once per half when phased', async () => {
    const { stageId, ids } = await fourTeams();
    const res = await schedule(stageId, { constraints: [], phased: true, dryRun: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(verdict(ids, 2, [], res.body.items, true).structure).toEqual([]);
  });
});

describe('spreadOverVenues: venues and kick-off slots from the competition’s venues', () => {
  const venue = async (name: string) => {
    const res = await call(cast.app, 'POST', '/api/venues', cast.owner, { name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };

  it('places each round on the venues and slots of its day, never two at once at a venue nor for a team', async () => {
    const { stageId, champ, A, B } = await fourTeams();
    const ground = await venue('Riverside Ground');
    const listed = await call(cast.app, 'PUT', `/api/champs/${champ.id}/venues`, cast.owner, {
      venueIds: [ground],
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const body = {
      constraints: [{ kind: 'fixedGame', home: A, away: B, rounds: [2] }],
      roundDates: ['2026-06-06', '2026-06-13', '2026-06-20', '2026-06-27', '2026-07-04', '2026-07-11'],
      kickoffTime: '09:00',
      spreadOverVenues: true,
      slotsPerDay: 2,
      slotMinutes: 150,
    };
    const preview = await schedule(stageId, { ...body, dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.unplacedCount).toBe(0);
    const saved = await schedule(stageId, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.unplacedFixtureIds).toEqual([]);
    for (const result of [preview.body, saved.body]) {
      const items: (Item & { venueId: string; venueName: string })[] = result.items;
      expect(items.every((f) => f.venueId === ground && f.venueName === 'Riverside Ground')).toBe(true);
      // Two matches a round at one ground: 09:00 and 11:30 on the round's date, each slot once.
      for (const round of [1, 2, 3, 4, 5, 6]) {
        const day = body.roundDates[round - 1];
        expect(
          items
            .filter((f) => f.round === round)
            .map((f) => f.startsAt)
            .sort(),
        ).toEqual([`${day}T09:00:00.000Z`, `${day}T11:30:00.000Z`]);
      }
      expect(items.find((f) => f.homeTeamId === A && f.awayTeamId === B)?.round).toBe(2);
    }
  });

  it('keeps the round’s kick-off without a venue when no slot is free, and says so', async () => {
    const { stageId, champ } = await fourTeams();
    const ground = await venue('Tiny Ground');
    await call(cast.app, 'PUT', `/api/champs/${champ.id}/venues`, cast.owner, { venueIds: [ground] });
    const res = await schedule(stageId, { constraints: [], startDate: '2026-06-06', spreadOverVenues: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.unplacedFixtureIds).toHaveLength(6);
    expect((res.body.items as { venueId: string | null }[]).filter((f) => f.venueId === null)).toHaveLength(
      6,
    );
  });
});

describe('each constraint kind: one that holds, one that cannot', () => {
  type Case = (t: { A: string; B: string; C: string; D: string; ids: string[] }) => Constraint<string>[];
  const all = [1, 2, 3, 4, 5, 6];
  const cases: [string, Case, Case][] = [
    [
      'maxHomeInRounds',
      ({ A }) => [{ kind: 'maxHomeInRounds', teams: [A], rounds: [1, 2], max: 0 }],
      ({ A }) => [{ kind: 'maxHomeInRounds', teams: [A], rounds: all, max: 2 }],
    ],
    [
      'maxAwayInRounds',
      ({ A, B }) => [{ kind: 'maxAwayInRounds', teams: [A, B], rounds: [3], max: 0 }],
      ({ A }) => [{ kind: 'maxAwayInRounds', teams: [A], rounds: all, max: 2 }],
    ],
    [
      'maxGamesAgainstInRounds',
      ({ A, B }) => [
        {
          kind: 'maxGamesAgainstInRounds',
          teams: [A],
          opponents: [B],
          venue: 'any',
          rounds: [1, 2, 3],
          max: 0,
        },
      ],
      ({ A, B, C, D }) => [
        {
          kind: 'maxGamesAgainstInRounds',
          teams: [A],
          opponents: [B, C, D],
          venue: 'any',
          rounds: [1, 2],
          max: 1,
        },
      ],
    ],
    [
      'maxGamesAgainstInAnyWindow',
      ({ A, B, C, D }) => [
        {
          kind: 'maxGamesAgainstInAnyWindow',
          teams: [A],
          opponents: [B, C, D],
          venue: 'home',
          window: 3,
          max: 2,
        },
      ],
      ({ A, B, C, D }) => [
        {
          kind: 'maxGamesAgainstInAnyWindow',
          teams: [A],
          opponents: [B, C, D],
          venue: 'any',
          window: 2,
          max: 1,
        },
      ],
    ],
    [
      'maxGroupGames',
      ({ A, B, C, D }) => [
        {
          kind: 'maxGroupGames',
          teams: [A, B],
          opponents: [C, D],
          venue: 'home',
          rounds: all,
          per: 'eachRound',
          max: 1,
        },
      ],
      ({ A, B, C, D }) => [
        {
          kind: 'maxGroupGames',
          teams: [A, B],
          opponents: [C, D],
          venue: 'any',
          rounds: all,
          per: 'total',
          max: 7,
        },
      ],
    ],
    [
      'fixedGame',
      ({ A, B }) => [{ kind: 'fixedGame', home: A, away: B, rounds: [2] }],
      ({ A, B, C }) => [
        { kind: 'fixedGame', home: A, away: B, rounds: [1] },
        { kind: 'fixedGame', home: A, away: C, rounds: [1] },
      ],
    ],
    [
      'forbiddenGame',
      ({ A, B }) => [{ kind: 'forbiddenGame', home: A, away: B, rounds: [1, 2, 3] }],
      ({ A, B }) => [{ kind: 'forbiddenGame', home: A, away: B, rounds: all }],
    ],
    [
      'gamesInRounds',
      ({ A, B, C, D }) => [
        {
          kind: 'gamesInRounds',
          games: [
            { home: A, away: B },
            { home: C, away: D },
          ],
          rounds: [1],
          min: 2,
          max: 2,
        },
      ],
      ({ A, B, C }) => [
        {
          kind: 'gamesInRounds',
          games: [
            { home: A, away: B },
            { home: A, away: C },
          ],
          rounds: [1],
          min: 2,
          max: 2,
        },
      ],
    ],
    [
      'maxBreaks',
      ({ A, B }) => [{ kind: 'maxBreaks', teams: [A, B], rounds: all, breakType: 'any', max: 0 }],
      ({ ids }) => [{ kind: 'maxBreaks', teams: ids, rounds: all, breakType: 'any', max: 0 }],
    ],
    [
      'maxTotalBreaks',
      ({ ids }) => [{ kind: 'maxTotalBreaks', teams: ids, rounds: all, max: 4 }],
      ({ ids }) => [{ kind: 'maxTotalBreaks', teams: ids, rounds: all, max: 0 }],
    ],
    [
      'homeBalance',
      ({ ids }) => [{ kind: 'homeBalance', teams: ids, rounds: [2, 4, 6], maxDifference: 1 }],
      ({ ids }) => [{ kind: 'homeBalance', teams: ids, rounds: [1], maxDifference: 0 }],
    ],
    [
      'separation',
      ({ ids }) => [{ kind: 'separation', teams: ids, min: 2 }],
      ({ ids }) => [{ kind: 'separation', teams: ids, min: 5 }],
    ],
  ];

  it.each(cases)('%s', async (_kind, holds, cannot) => {
    const t = await fourTeams();
    const possible = holds(t);
    const solved = await schedule(t.stageId, { constraints: possible, dryRun: true });
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
    expect(verdict(t.ids, 2, possible, solved.body.items)).toMatchObject({ feasible: true, violations: [] });

    const impossible = cannot(t);
    const refused = await schedule(t.stageId, { constraints: impossible, dryRun: true });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.code).toBe('schedule.infeasible');
    expect(refused.body.conflicts).toEqual(impossible.map((_, i) => i));

    // The same rule as a wish: the schedule comes, and names what it breaks and at what cost.
    const wishes = impossible.map((c) => ({ ...c, soft: true, weight: 3 }));
    const relaxed = await schedule(t.stageId, { constraints: wishes, dryRun: true });
    expect(relaxed.status, JSON.stringify(relaxed.body)).toBe(200);
    const check = verdict(t.ids, 2, wishes, relaxed.body.items);
    expect(check.feasible).toBe(true);
    expect(relaxed.body.softPenalty).toBe(check.softPenalty);
    expect(relaxed.body.softPenalty).toBeGreaterThan(0);
    expect(relaxed.body.optimal).toBe(true);
    expect(relaxed.body.brokenConstraints.map((b: { index: number }) => b.index)).toEqual(
      check.violations.map((v) => v.index),
    );
  });
});

describe('why not', () => {
  it('names a small set of constraints that cannot hold together, in the organiser’s words', async () => {
    const { stageId, teams, A, B, C, D } = await fourTeams();
    const constraints: Constraint<string>[] = [
      { kind: 'maxBreaks', teams: [C], rounds: [1, 2, 3, 4, 5, 6], breakType: 'any', max: 2 },
      { kind: 'maxHomeInRounds', teams: [B], rounds: [3, 4, 5], max: 0 },
      { kind: 'forbiddenGame', home: C, away: D, rounds: [1] },
      { kind: 'fixedGame', home: B, away: A, rounds: [4] },
      { kind: 'separation', teams: [A, B, C, D], min: 1 },
    ];
    const res = await schedule(stageId, { constraints });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('schedule.infeasible');
    expect(res.body.conflicts).toEqual([1, 3]);
    const [a, b] = teams.map((t) => t.name);
    expect(res.body.detail).toContain(`${b}: no home game in rounds 3–5`);
    expect(res.body.detail).toContain(`${b} v ${a} must be in round 4`);
    expect(res.body.errors).toEqual([
      { field: 'body.constraints.1', message: `${b}: no home game in rounds 3–5` },
      { field: 'body.constraints.3', message: `${b} v ${a} must be in round 4` },
    ]);
    // Nothing was saved.
    const stored = await call(cast.app, 'GET', `/api/fixture/search?stageId=${stageId}`, cast.owner);
    expect(stored.body.totalItems).toBe(0);
  });
});

describe('validation names the field (400)', () => {
  it.each<[string, (t: Awaited<ReturnType<typeof fourTeams>>) => Record<string, unknown>, string]>([
    [
      'a team outside the competition',
      ({ A }) => ({
        constraints: [
          {
            kind: 'maxHomeInRounds',
            teams: [A, '00000000-0000-4000-8000-000000000000'],
            rounds: [1],
            max: 0,
          },
        ],
      }),
      'body.constraints.0.teams.1',
    ],
    [
      'a round after the last',
      ({ A }) => ({ constraints: [{ kind: 'maxHomeInRounds', teams: [A], rounds: [1, 7], max: 0 }] }),
      'body.constraints.0.rounds.1',
    ],
    [
      'round 0',
      ({ A }) => ({ constraints: [{ kind: 'maxHomeInRounds', teams: [A], rounds: [0], max: 0 }] }),
      'body.constraints.0.rounds.0',
    ],
    [
      'a team against itself',
      ({ A }) => ({ constraints: [{ kind: 'fixedGame', home: A, away: A, rounds: [1] }] }),
      'body.constraints.0.away',
    ],
    ['an unknown kind', () => ({ constraints: [{ kind: 'noDerby', teams: [] }] }), 'body.constraints.0.kind'],
    [
      'a missing max',
      ({ A }) => ({ constraints: [{ kind: 'maxBreaks', teams: [A], rounds: [1], breakType: 'any' }] }),
      'body.constraints.0.max',
    ],
    ['too few round dates', () => ({ constraints: [], roundDates: ['2026-05-01'] }), 'body.roundDates'],
    ['a bad kick-off time', () => ({ constraints: [], kickoffTime: '25:00' }), 'body.kickoffTime'],
    [
      'a weight on a hard constraint',
      ({ A }) => ({ constraints: [{ kind: 'maxHomeInRounds', teams: [A], rounds: [1], max: 0, weight: 3 }] }),
      'body.constraints.0.weight',
    ],
  ])('%s', async (_label, body, field) => {
    const t = await fourTeams();
    const res = await schedule(t.stageId, body(t));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses phased for a single round robin and a knockout stage', async () => {
    const single = await fourTeams(1);
    const phased = await schedule(single.stageId, { constraints: [], phased: true });
    expect(phased.status).toBe(400);
    expect(phased.body.errors[0].field).toBe('body.phased');
    const { stageId } = await createChampWithTeams(cast, 4, { type: 'knockout' });
    const knockout = await schedule(stageId, { constraints: [] });
    expect([knockout.status, knockout.body.code]).toEqual([409, 'schedule.stage_type_unsupported']);
  });
});

describe('access', () => {
  it('is the stage editor’s: 401, 403, then owner, Manager and SystemAdmin', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await fourTeams()).stageId,
      (stageId, cookie) =>
        call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cookie, { constraints: [], dryRun: true }),
    );
  });
});
