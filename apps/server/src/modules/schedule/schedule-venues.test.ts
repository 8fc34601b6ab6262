import { type Constraint, checkTimetable, mapConstraintTeams, matchDurationMinutes } from '@matchday/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createChampWithTeams } from '../champs/champs.testing.ts';

/**
 * Issue 28, the server side after the solver: groups stages, venue availability, team kick-off times and rest
 * on tournament days, the saved schedule settings and replay options of a postponed fixture (ADR 0027).
 */
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

interface Item {
  id: string | null;
  round: number;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: string | null;
  venueId: string | null;
  groupId: string | null;
  groupName: string | null;
  status: string;
}

const MIN = 60_000;

function schedule(stageId: string, body: Record<string, unknown>, cookie = cast.owner) {
  return call(cast.app, 'POST', `/api/stage/${stageId}/schedule`, cookie, body);
}

async function venue(name: string, availability?: unknown) {
  const res = await call(cast.app, 'POST', '/api/venues', cast.owner, { name, availability });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function listVenues(champId: string, venueIds: string[]) {
  const res = await call(cast.app, 'PUT', `/api/champs/${champId}/venues`, cast.owner, { venueIds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const weekday = (iso: string) => ((new Date(iso).getUTCDay() + 6) % 7) + 1;
const clock = (iso: string) => iso.slice(11, 16);

describe('groups stages', () => {
  it('schedules each group on the same rounds, with constraints about a group’s teams kept there', async () => {
    const { stageId, teams } = await createChampWithTeams(cast, 8, {
      type: 'groups',
      groupCount: 2,
      legs: 1,
    });
    const ids = teams.map((t) => t.id);
    // Learn the draw's groups from a first preview.
    const first = await schedule(stageId, { constraints: [], dryRun: true });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const groupOf = new Map<string, string>();
    for (const f of first.body.items as Item[]) {
      groupOf.set(f.homeTeamId, f.groupName!);
      groupOf.set(f.awayTeamId, f.groupName!);
    }
    expect(new Set(groupOf.values()).size).toBe(2);
    const [g1, g2] = [...new Set(groupOf.values())].sort();
    const inGroup = (g: string) => ids.filter((id) => groupOf.get(id) === g);
    const [a, b, c] = inGroup(g1!) as [string, string, string];
    const [x, y] = inGroup(g2!) as [string, string];
    const constraints: Constraint<string>[] = [
      { kind: 'fixedGame', home: a, away: b, rounds: [3] },
      { kind: 'fixedGame', home: y, away: x, rounds: [1] },
      // One constraint about teams of both groups: each team's part holds in its group.
      { kind: 'maxHomeInRounds', teams: [c, x], rounds: [1, 2, 3], max: 1 },
    ];
    const res = await schedule(stageId, { constraints, startDate: '2027-04-03', daysBetweenRounds: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const items: Item[] = res.body.items;
    // Two groups of four: six games each, three rounds numbered from 1, on the same dates.
    expect(items).toHaveLength(12);
    expect([...new Set(items.map((f) => f.round))].sort()).toEqual([1, 2, 3]);
    for (const f of items) {
      expect(f.groupId).not.toBeNull();
      expect(groupOf.get(f.homeTeamId)).toBe(f.groupName);
      expect(groupOf.get(f.awayTeamId)).toBe(f.groupName);
      expect(f.startsAt?.slice(0, 10)).toBe(['2027-04-03', '2027-04-10', '2027-04-17'][f.round - 1]);
    }
    expect(items.find((f) => f.homeTeamId === a && f.awayTeamId === b)?.round).toBe(3);
    expect(items.find((f) => f.homeTeamId === y && f.awayTeamId === x)?.round).toBe(1);
    // The independent checker, group by group.
    for (const group of [g1!, g2!]) {
      const members = inGroup(group);
      const index = (id: string) => members.indexOf(id);
      const mine = items.filter((f) => f.groupName === group);
      const check = checkTimetable(
        {
          teamCount: 4,
          legs: 1,
          constraints: constraints
            .filter((k) => k.kind !== 'fixedGame' || (members.includes(k.home) && members.includes(k.away)))
            .map((k) =>
              k.kind === 'maxHomeInRounds' ? { ...k, teams: k.teams.filter((t) => members.includes(t)) } : k,
            )
            .map((k) => mapConstraintTeams(k, index))
            .map((k) => ('rounds' in k ? { ...k, rounds: k.rounds.map((r) => r - 1) } : k)),
        },
        mine.map((f) => ({ round: f.round - 1, home: index(f.homeTeamId), away: index(f.awayTeamId) })),
      );
      expect(check.feasible, JSON.stringify(check)).toBe(true);
    }
    // The groups are saved with the fixtures.
    const groups = await call(cast.app, 'GET', `/api/stage/${stageId}/groups`, cast.owner);
    if (groups.status === 200) expect(JSON.stringify(groups.body)).toContain(g1!);
  });

  it('refuses a sum over teams of two groups (400 naming it), and says why not within a group (422)', async () => {
    const { stageId, teams } = await createChampWithTeams(cast, 8, {
      type: 'groups',
      groupCount: 2,
      legs: 1,
    });
    const first = await schedule(stageId, { constraints: [], dryRun: true });
    const groupOf = new Map<string, string>();
    for (const f of first.body.items as Item[]) groupOf.set(f.homeTeamId, f.groupName!);
    for (const f of first.body.items as Item[]) groupOf.set(f.awayTeamId, f.groupName!);
    const ids = teams.map((t) => t.id);
    const g1 = ids.filter((id) => groupOf.get(id) === groupOf.get(ids[0]!));
    const g2 = ids.filter((id) => groupOf.get(id) !== groupOf.get(ids[0]!));
    const spanning = await schedule(stageId, {
      constraints: [{ kind: 'maxTotalBreaks', teams: [g1[0], g2[0]], rounds: [1, 2, 3], max: 0 }],
      dryRun: true,
    });
    expect(spanning.status, JSON.stringify(spanning.body)).toBe(400);
    expect(JSON.stringify(spanning.body)).toContain('body.constraints.0');
    const apart = await schedule(stageId, {
      constraints: [{ kind: 'fixedGame', home: g1[0], away: g2[0], rounds: [1] }],
      dryRun: true,
    });
    expect(apart.status, JSON.stringify(apart.body)).toBe(400);

    const infeasible = await schedule(stageId, {
      constraints: [
        { kind: 'maxHomeInRounds', teams: [g2[1]], rounds: [1], max: 0 },
        { kind: 'fixedGame', home: g1[0], away: g1[1], rounds: [1] },
        { kind: 'fixedGame', home: g1[0], away: g1[2], rounds: [1] },
      ],
      dryRun: true,
    });
    expect(infeasible.status, JSON.stringify(infeasible.body)).toBe(422);
    expect(infeasible.body.code).toBe('schedule.infeasible');
    expect([...infeasible.body.conflicts].sort()).toEqual([1, 2]);
  });
});

describe('venue availability', () => {
  it('is stored and edited through the venues API, a bad window named (400)', async () => {
    const id = await venue('Open Ground', { weekly: [{ day: 6, from: '09:00', to: '17:00' }] });
    const got = await call(cast.app, 'GET', `/api/venues/${id}`, cast.owner);
    expect(got.body.availability).toEqual({
      weekly: [{ day: 6, from: '09:00', to: '17:00' }],
      dates: [],
      closed: [],
    });
    const put = await call(cast.app, 'PUT', `/api/venues/${id}`, cast.owner, {
      availability: { closed: [{ from: '2027-05-01', to: '2027-05-02', note: 'Cup final' }] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.availability).toEqual({
      weekly: [],
      dates: [],
      closed: [{ from: '2027-05-01', to: '2027-05-02', note: 'Cup final' }],
    });
    const cleared = await call(cast.app, 'PUT', `/api/venues/${id}`, cast.owner, { availability: null });
    expect(cleared.body.availability).toBeNull();
    const bad = await call(cast.app, 'PUT', `/api/venues/${id}`, cast.owner, {
      availability: { weekly: [{ day: 6, from: '17:00', to: '09:00' }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('availability.weekly.0.to');
    const badDay = await call(cast.app, 'PUT', `/api/venues/${id}`, cast.owner, {
      availability: { weekly: [{ day: 8, from: '09:00', to: '17:00' }] },
    });
    expect(badDay.status).toBe(400);
  });

  it('places matches only where and when a venue is open', async () => {
    const { stageId, champ } = await createChampWithTeams(cast, 4, { type: 'league', legs: 2 });
    const dates = ['2027-06-05', '2027-06-12', '2027-06-19', '2027-06-26', '2027-07-03', '2027-07-10'];
    // The first ground is taken on the second and third match days; the second opens on Saturdays 12:00–18:00.
    const taken = await venue('Taken Ground', { closed: [{ from: dates[1], to: dates[2] }] });
    const afternoons = await venue('Afternoon Ground', { weekly: [{ day: 6, from: '12:00', to: '18:00' }] });
    await listVenues(champ.id, [taken, afternoons]);
    const res = await schedule(stageId, {
      constraints: [],
      roundDates: dates,
      kickoffTime: '10:00',
      spreadOverVenues: true,
      slotsPerDay: 4,
      slotMinutes: 120,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.unplacedFixtureIds).toEqual([]);
    const items: Item[] = res.body.items;
    for (const f of items) {
      const date = f.startsAt!.slice(0, 10);
      if (f.venueId === taken) expect([dates[1], dates[2]]).not.toContain(date);
      if (f.venueId === afternoons) {
        expect(weekday(f.startsAt!)).toBe(6);
        expect(clock(f.startsAt!) >= '12:00').toBe(true);
        expect(new Date(f.startsAt!).getTime() + 120 * MIN).toBeLessThanOrEqual(
          new Date(`${date}T18:00:00.000Z`).getTime(),
        );
      }
    }
    // On the taken days both matches of the round are at the afternoon ground, one after the other.
    const second = items.filter((f) => f.round === 2);
    expect(second.every((f) => f.venueId === afternoons)).toBe(true);
    expect(second.map((f) => clock(f.startsAt!)).sort()).toEqual(['12:00', '14:00']);
  });
});

describe('team times and rest on tournament days', () => {
  it('keeps each team’s kick-off window and rests it between its matches of one day', async () => {
    const { stageId, champ, teams } = await createChampWithTeams(cast, 4, { type: 'league', legs: 1 });
    const [A, B] = teams.map((t) => t.id) as [string, string];
    const pitches = [await venue('Pitch 1'), await venue('Pitch 2')];
    await listVenues(champ.id, pitches);
    const duration = matchDurationMinutes(
      (await call(cast.app, 'GET', `/api/champs/${champ.id}`, cast.owner)).body.sportKindId ?? 'football',
    );
    const day = '2027-06-05';
    const body = {
      constraints: [],
      // A tournament day: the three rounds on one date, 9:00 to 17:00 on two pitches.
      roundDates: [day, day, day],
      kickoffTime: '09:00',
      spreadOverVenues: true,
      slotsPerDay: 9,
      slotMinutes: 60,
      minRestMinutes: 30,
      teamTimes: [
        { team: A, earliest: '10:00' },
        { team: B, latest: '16:00' },
      ],
    };
    const res = await schedule(stageId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.unplacedFixtureIds).toEqual([]);
    const items: Item[] = res.body.items;
    for (const f of items) {
      if (f.homeTeamId === A || f.awayTeamId === A) expect(clock(f.startsAt!) >= '10:00').toBe(true);
      if (f.homeTeamId === B || f.awayTeamId === B) expect(clock(f.startsAt!) <= '16:00').toBe(true);
    }
    for (const team of teams.map((t) => t.id)) {
      const mine = items
        .filter((f) => f.homeTeamId === team || f.awayTeamId === team)
        .sort((p, q) => p.round - q.round);
      expect(mine).toHaveLength(3);
      for (let i = 1; i < mine.length; i++) {
        const gap = new Date(mine[i]!.startsAt!).getTime() - new Date(mine[i - 1]!.startsAt!).getTime();
        // Later rounds later in the day, the match's duration plus the rest apart.
        expect(gap).toBeGreaterThanOrEqual((duration + 30) * MIN);
      }
    }
  });

  it('names a team time that does not fit the stage (400)', async () => {
    const { stageId, teams } = await createChampWithTeams(cast, 4, { type: 'league', legs: 1 });
    const noSpread = await schedule(stageId, {
      constraints: [],
      dryRun: true,
      teamTimes: [{ team: teams[0]!.id, earliest: '10:00' }],
    });
    expect(noSpread.status).toBe(400);
    expect(JSON.stringify(noSpread.body)).toContain('body.teamTimes');
    const backwards = await schedule(stageId, {
      constraints: [],
      dryRun: true,
      spreadOverVenues: true,
      startDate: '2027-01-02',
      teamTimes: [{ team: teams[0]!.id, earliest: '16:00', latest: '10:00' }],
    });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('body.teamTimes.0.latest');
  });
});

describe('saved settings and replay options', () => {
  const dates = ['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27', '2027-04-03', '2027-04-10'];

  async function scheduled() {
    const { stageId, champ, teams } = await createChampWithTeams(cast, 4, { type: 'league', legs: 2 });
    const [A, B] = teams.map((t) => t.id) as [string, string];
    const ground = await venue('Replay Ground');
    await listVenues(champ.id, [ground]);
    const constraints: Constraint<string>[] = [
      // A wish (soft): replay options keep the hard rules only, so the game may leave round 1.
      { kind: 'fixedGame', home: A, away: B, rounds: [1], soft: true, weight: 10 },
      { kind: 'maxHomeInRounds', teams: [A], rounds: [2], max: 0 },
    ];
    const body = {
      constraints,
      roundDates: dates,
      kickoffTime: '15:00',
      spreadOverVenues: true,
      slotsPerDay: 2,
      slotMinutes: 150,
      teamTimes: [{ team: B, earliest: '17:00' }],
    };
    const res = await schedule(stageId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const items: Item[] = res.body.items;
    const fixture = items.find((f) => f.homeTeamId === A && f.awayTeamId === B && f.round === 1)!;
    expect(fixture.startsAt).toBe(`${dates[0]}T17:30:00.000Z`);
    return { stageId, champ, A, B, ground, fixture, body };
  }

  it('keeps what the stage was scheduled with; a preview keeps nothing', async () => {
    const { stageId } = await createChampWithTeams(cast, 4, { type: 'league', legs: 1 });
    const none = await call(cast.app, 'GET', `/api/stage/${stageId}/schedule/settings`, cast.owner);
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body).toEqual({ settings: null, venueIds: [], savedAt: null, constraintTexts: [] });
    await schedule(stageId, { constraints: [], dryRun: true });
    expect(
      (await call(cast.app, 'GET', `/api/stage/${stageId}/schedule/settings`, cast.owner)).body.settings,
    ).toBeNull();

    const { stageId: saved, ground, body } = await scheduled();
    const got = await call(cast.app, 'GET', `/api/stage/${saved}/schedule/settings`, cast.owner);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.settings).toMatchObject(body);
    expect(got.body.venueIds).toEqual([ground]);
    expect(got.body.constraintTexts).toHaveLength(2);
    expect(got.body.constraintTexts[1]).toContain('round 2');
    expect((await call(cast.app, 'GET', `/api/stage/${saved}/schedule/settings`, cast.other)).status).toBe(
      403,
    );
  });

  it('offers dates and slots that break no hard rule, soonest first, and the fixture moves to one', async () => {
    const { fixture, ground, B } = await scheduled();
    const postponed = await call(cast.app, 'PUT', `/api/fixture/${fixture.id}`, cast.owner, {
      status: 'postponed',
    });
    expect(postponed.status, JSON.stringify(postponed.body)).toBe(200);
    const url = `/api/fixture/${fixture.id}/replay-options?from=2027-03-07&limit=40`;
    const res = await call(cast.app, 'GET', url, cast.owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items: { startsAt: string; venueId: string; venueName: string; round: number }[] = res.body.items;
    expect(items).toHaveLength(40);
    // Soonest first; the day after the postponed date first; B's kick-off times (17:00 on) kept.
    expect(items.map((o) => o.startsAt)).toEqual([...items.map((o) => o.startsAt)].sort());
    expect(items[0]).toEqual({
      startsAt: '2027-03-07T17:30:00.000Z',
      venueId: ground,
      venueName: 'Replay Ground',
      round: 1,
    });
    expect(items.every((o) => clock(o.startsAt) === '17:30')).toBe(true);
    // Never on a match day (every team plays each round), never in round 2's window (A: no home game there).
    for (const o of items) {
      expect(dates).not.toContain(o.startsAt.slice(0, 10));
      expect(o.round).not.toBe(2);
    }
    expect(items.some((o) => o.round === 3)).toBe(true);

    // A closure of the ground takes its days out.
    await call(cast.app, 'PUT', `/api/venues/${ground}`, cast.owner, {
      availability: { closed: [{ from: '2027-03-07', to: '2027-03-08' }] },
    });
    const closed = await call(cast.app, 'GET', url, cast.owner);
    expect(closed.body.items[0].startsAt).toBe('2027-03-09T17:30:00.000Z');

    // Moving it there: PUT /fixture/{id} with the option; that slot is then no longer offered to another.
    const moved = await call(cast.app, 'PUT', `/api/fixture/${fixture.id}`, cast.owner, {
      startsAt: closed.body.items[0].startsAt,
      venueId: ground,
      status: 'scheduled',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: 'scheduled', venueId: ground });
    expect(B).toBeTruthy();
  });

  it('answers 404 for an unknown fixture, 409 for a stage not saved by the scheduler, and is the organiser’s', async () => {
    const { fixture } = await scheduled();
    const unknown = await call(
      cast.app,
      'GET',
      '/api/fixture/00000000-0000-4000-8000-000000000000/replay-options',
      cast.owner,
    );
    expect(unknown.status).toBe(404);
    const anonymous = await call(cast.app, 'GET', `/api/fixture/${fixture.id}/replay-options`, undefined);
    expect(anonymous.status).toBe(401);
    const other = await call(cast.app, 'GET', `/api/fixture/${fixture.id}/replay-options`, cast.other);
    expect(other.status).toBe(403);
    const manager = await call(cast.app, 'GET', `/api/fixture/${fixture.id}/replay-options`, cast.manager);
    expect(manager.status, JSON.stringify(manager.body)).toBe(200);

    const { stageId } = await createChampWithTeams(cast, 4, { type: 'league', legs: 1 });
    const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const plain = (generated.body.items as Item[])[0]!;
    const notScheduled = await call(cast.app, 'GET', `/api/fixture/${plain.id}/replay-options`, cast.owner);
    expect([notScheduled.status, notScheduled.body.code]).toEqual([409, 'schedule.not_scheduled']);
  });
});
