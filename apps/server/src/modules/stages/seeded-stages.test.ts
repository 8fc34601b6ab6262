import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

interface F {
  id: string;
  stageId: string;
  round: number;
  slot: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  status: string;
  startsAt: string | null;
  groupId: string | null;
  groupName: string | null;
  winnerGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
  loserGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
}

/** A competition with `count` teams entered, in order, and no stage yet. */
async function createEntries(count: number) {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id);
  const teamIds: string[] = [];
  for (let i = 1; i <= count; i++) {
    const team = await createTeam(cast, `Side ${String(i).padStart(2, '0')} ${uniqueSubdomain('s')}`);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    teamIds.push(team.id);
  }
  return { champId: champ.id as string, teamIds };
}

function createStage(champId: string, body: Record<string, unknown>) {
  return call(cast.app, 'POST', `/api/champs/${champId}/stage`, cast.owner, { name: 'Finals', ...body });
}

async function fixturesOf(champId: string, stageId: string): Promise<F[]> {
  const res = await call(cast.app, 'GET', `/api/fixture/champ/${champId}`);
  expect(res.status).toBe(200);
  return (res.body.items as F[]).filter((f) => f.stageId === stageId);
}

function score(fixtureId: string, homeScore: number, awayScore: number, extra: Record<string, unknown> = {}) {
  return call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, {
    homeScore,
    awayScore,
    ...extra,
  });
}

const pairKey = (f: F) => [f.homeTeamId, f.awayTeamId].sort().join('|');

describe('a groups stage given its groups', () => {
  it('keeps the groups as given and plays a round robin within each, at once', async () => {
    const { champId, teamIds: t } = await createEntries(9);
    // Not the entry order, and one team of the competition left out.
    const groups = [
      { name: 'Group A', teamIds: [t[7]!, t[0]!, t[4]!, t[2]!] },
      { name: 'Group B', teamIds: [t[1]!, t[6]!, t[3]!, t[5]!] },
    ];
    const created = await createStage(champId, { type: 'groups', name: 'Group stage', legs: 2, groups });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type: 'groups', groupCount: 2, legs: 2, fixtureCount: 24 });
    expect(created.body.groups.map((g: { name: string }) => g.name)).toEqual(['Group A', 'Group B']);

    const listed = await call(cast.app, 'GET', `/api/champs/${champId}/stage`);
    const stage = listed.body.items.find((s: { id: string }) => s.id === created.body.id);
    expect(stage.groups.map((g: { name: string; order: number }) => [g.name, g.order])).toEqual([
      ['Group A', 0],
      ['Group B', 1],
    ]);

    const fixtures = await fixturesOf(champId, created.body.id);
    expect(fixtures).toHaveLength(24);
    for (const group of groups) {
      const own = fixtures.filter((f) => f.groupName === group.name);
      expect(own).toHaveLength(12);
      const teams = new Set(own.flatMap((f) => [f.homeTeamId, f.awayTeamId]));
      expect([...teams].sort()).toEqual([...group.teamIds].sort());
      const meetings = new Map<string, number>();
      for (const f of own) meetings.set(pairKey(f), (meetings.get(pairKey(f)) ?? 0) + 1);
      expect(meetings.size).toBe(6);
      expect([...meetings.values()].every((n) => n === 2)).toBe(true);
    }
    expect(fixtures.some((f) => f.homeTeamId === t[8] || f.awayTeamId === t[8])).toBe(false);
  });

  it('regenerates from the groups given, never a new draw, with the dates asked for', async () => {
    const { champId, teamIds: t } = await createEntries(6);
    const groups = [
      { name: 'North', teamIds: [t[0]!, t[1]!, t[2]!] },
      { name: 'South', teamIds: [t[3]!, t[4]!, t[5]!] },
    ];
    const created = await createStage(champId, { type: 'groups', groups });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = await fixturesOf(champId, created.body.id);
    // Drawn as POST /fixture/generate without dates would: from the competition's start, a round a week.
    expect(before.find((f) => f.round === 1)!.startsAt).toBe('2026-03-01T15:00:00.000Z');

    const again = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
      stageId: created.body.id,
      startDate: '2026-06-12',
      kickoffTime: '16:00',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const after: F[] = again.body.items;
    expect(after.map((f) => [f.groupName, f.round, f.homeTeamId, f.awayTeamId])).toEqual(
      before.map((f) => [f.groupName, f.round, f.homeTeamId, f.awayTeamId]),
    );
    expect(after.find((f) => f.round === 1)!.startsAt).toBe('2026-06-12T16:00:00.000Z');
    expect(after.find((f) => f.round === 2)!.startsAt).toBe('2026-06-19T16:00:00.000Z');
  });

  it('refuses to change the number of groups it was given', async () => {
    const { champId, teamIds: t } = await createEntries(4);
    const created = await createStage(champId, {
      type: 'groups',
      groups: [
        { name: 'A', teamIds: [t[0]!, t[1]!] },
        { name: 'B', teamIds: [t[2]!, t[3]!] },
      ],
    });
    const res = await call(cast.app, 'PUT', `/api/stage/${created.body.id}`, cast.owner, { groupCount: 3 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stage.groups_given');
    const renamed = await call(cast.app, 'PUT', `/api/stage/${created.body.id}`, cast.owner, {
      name: 'Round 1',
    });
    expect(renamed.status).toBe(200);
  });
});

describe('a knockout stage given its pairings', () => {
  it('plays the pairs in round 1, moves winners on and semi-final losers into the third-place match', async () => {
    const { champId, teamIds: t } = await createEntries(8);
    const pairings = [
      [t[5]!, t[2]!],
      [t[0]!, t[7]!],
      [t[3]!, t[6]!],
      [t[1]!, t[4]!],
    ];
    const created = await createStage(champId, { type: 'knockout', pairings, thirdPlace: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ type: 'knockout', thirdPlace: true, fixtureCount: 8 });

    const fixtures = await fixturesOf(champId, created.body.id);
    const at = (round: number, slot: number) => fixtures.find((f) => f.round === round && f.slot === slot)!;
    const first = fixtures.filter((f) => f.round === 1);
    expect(first.map((f) => [f.slot, f.homeTeamId, f.awayTeamId])).toEqual(
      pairings.map(([home, away], slot) => [slot, home, away]),
    );
    expect(fixtures.filter((f) => f.round === 2)).toHaveLength(2);
    // The final is slot 0 of the last round, the third-place match slot 1.
    expect(fixtures.filter((f) => f.round === 3).map((f) => f.slot)).toEqual([0, 1]);
    const final = at(3, 0);
    const thirdPlace = at(3, 1);
    expect(at(1, 0).winnerGoesTo).toEqual({ fixtureId: at(2, 0).id, side: 'home' });
    expect(at(1, 1).winnerGoesTo).toEqual({ fixtureId: at(2, 0).id, side: 'away' });
    expect(at(1, 3).winnerGoesTo).toEqual({ fixtureId: at(2, 1).id, side: 'away' });
    expect(at(2, 0).loserGoesTo).toEqual({ fixtureId: thirdPlace.id, side: 'home' });
    expect(at(2, 1).loserGoesTo).toEqual({ fixtureId: thirdPlace.id, side: 'away' });
    expect(fixtures.filter((f) => f.loserGoesTo)).toHaveLength(2);
    expect([final.winnerGoesTo, thirdPlace.winnerGoesTo]).toEqual([null, null]);

    // Quarter-finals: home, away, home on penalties, away.
    expect((await score(at(1, 0).id, 2, 0)).status).toBe(200);
    expect((await score(at(1, 1).id, 0, 1)).status).toBe(200);
    expect((await score(at(1, 2).id, 1, 1, { homePenalties: 4, awayPenalties: 2 })).status).toBe(200);
    expect((await score(at(1, 3).id, 0, 3)).status).toBe(200);
    const semis = (await fixturesOf(champId, created.body.id)).filter((f) => f.round === 2);
    expect(semis.map((f) => [f.homeTeamId, f.awayTeamId])).toEqual([
      [t[5], t[7]],
      [t[3], t[4]],
    ]);

    // Semi-finals: the losers meet for third place, the loser of the first semi at home.
    const updated: string[] = [];
    const unsubscribe = cast.app.deps.bus.subscribe('seeded-stages-test', (events) => {
      for (const e of events) if (e.type === 'fixture.updated') updated.push(e.fixtureId);
    });
    expect((await score(semis[0]!.id, 1, 2)).status).toBe(200);
    unsubscribe();
    expect(updated.sort()).toEqual([final.id, thirdPlace.id].sort());
    expect((await score(semis[1]!.id, 2, 2, { homePenalties: 5, awayPenalties: 3 })).status).toBe(200);
    const decided = await fixturesOf(champId, created.body.id);
    const byId = new Map(decided.map((f) => [f.id, f]));
    expect([byId.get(final.id)!.homeTeamId, byId.get(final.id)!.awayTeamId]).toEqual([t[7], t[3]]);
    expect([byId.get(thirdPlace.id)!.homeTeamId, byId.get(thirdPlace.id)!.awayTeamId]).toEqual([t[5], t[4]]);

    // A corrected semi-final swaps both places while neither match is played.
    expect((await score(semis[0]!.id, 3, 0)).status).toBe(200);
    const corrected = new Map((await fixturesOf(champId, created.body.id)).map((f) => [f.id, f]));
    expect(corrected.get(final.id)!.homeTeamId).toBe(t[5]);
    expect(corrected.get(thirdPlace.id)!.homeTeamId).toBe(t[7]);

    // Once the third-place match is played, its teams are fixed: the semi-final's result can no longer flip.
    expect((await score(thirdPlace.id, 1, 0)).status).toBe(200);
    const late = await score(semis[0]!.id, 0, 1);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('fixture.downstream_played');
    // The same winner with another score changes no place: allowed.
    expect((await score(semis[0]!.id, 4, 0)).status).toBe(200);
    expect((await score(final.id, 0, 1)).status).toBe(200);
  });

  it('regenerates the same bracket from the pairings, third-place match included', async () => {
    const { champId, teamIds: t } = await createEntries(4);
    const pairings = [
      [t[3]!, t[0]!],
      [t[2]!, t[1]!],
    ];
    const created = await createStage(champId, { type: 'knockout', pairings, thirdPlace: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const again = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
      stageId: created.body.id,
      startDate: '2026-07-01',
      daysBetweenRounds: 3,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const items: F[] = again.body.items;
    expect(items.map((f) => [f.round, f.slot, f.homeTeamId, f.awayTeamId])).toEqual([
      [1, 0, t[3], t[0]],
      [1, 1, t[2], t[1]],
      [2, 0, null, null],
      [2, 1, null, null],
    ]);
    expect(items.map((f) => f.startsAt?.slice(0, 10))).toEqual([
      '2026-07-01',
      '2026-07-01',
      '2026-07-04',
      '2026-07-04',
    ]);
    expect(items.filter((f) => f.loserGoesTo).map((f) => f.loserGoesTo!.fixtureId)).toEqual([
      items[3]!.id,
      items[3]!.id,
    ]);
  });

  it('adds the third-place match to a bracket seeded from entry order', async () => {
    const { champId } = await createEntries(6);
    const created = await createStage(champId, { type: 'knockout', thirdPlace: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ thirdPlace: true, fixtureCount: 0 });
    const drawn = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
      stageId: created.body.id,
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const items: F[] = drawn.body.items;
    // Six teams: two quarter-finals (the top seeds have byes), two semi-finals, the final, third place.
    expect(items).toHaveLength(6);
    const last = Math.max(...items.map((f) => f.round));
    const thirdPlace = items.find((f) => f.round === last && f.slot === 1)!;
    expect(items.filter((f) => f.loserGoesTo?.fixtureId === thirdPlace.id).map((f) => f.round)).toEqual([
      last - 1,
      last - 1,
    ]);
  });

  it('shows a stage without a third-place match as such', async () => {
    const { champId, teamIds: t } = await createEntries(2);
    const created = await createStage(champId, { type: 'knockout', pairings: [[t[0], t[1]]] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ thirdPlace: false, fixtureCount: 1 });
  });
});

describe('bad seedings', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  it.each([
    [
      'a team not in the competition',
      (t: string[]) => ({ type: 'groups', groups: [{ name: 'A', teamIds: [t[0], UNKNOWN] }] }),
      'body.groups.0.teamIds.1',
      'stage.team_not_entered',
    ],
    [
      'a team in two groups',
      (t: string[]) => ({
        type: 'groups',
        groups: [
          { name: 'A', teamIds: [t[0], t[1]] },
          { name: 'B', teamIds: [t[2], t[3], t[0]] },
        ],
      }),
      'body.groups.1.teamIds.2',
      'stage.team_twice',
    ],
    [
      'two groups of one name',
      (t: string[]) => ({
        type: 'groups',
        groups: [
          { name: 'A', teamIds: [t[0], t[1]] },
          { name: 'A', teamIds: [t[2], t[3]] },
        ],
      }),
      'body.groups.1.name',
      'stage.group_name_twice',
    ],
    [
      'groups that do not match groupCount',
      (t: string[]) => ({ type: 'groups', groupCount: 3, groups: [{ name: 'A', teamIds: [t[0], t[1]] }] }),
      'body.groupCount',
      'stage.group_count_mismatch',
    ],
    [
      'a team not in the competition, paired',
      (t: string[]) => ({ type: 'knockout', pairings: [[t[0], UNKNOWN]] }),
      'body.pairings.0.1',
      'stage.team_not_entered',
    ],
    [
      'a team in two pairs',
      (t: string[]) => ({
        type: 'knockout',
        pairings: [
          [t[0], t[1]],
          [t[1], t[2]],
        ],
      }),
      'body.pairings.1.0',
      'stage.team_twice',
    ],
    [
      'three pairs',
      (t: string[]) => ({
        type: 'knockout',
        pairings: [
          [t[0], t[1]],
          [t[2], t[3]],
          [t[4], t[5]],
        ],
      }),
      'body.pairings',
      'stage.pairings_count_invalid',
    ],
    [
      'groups on a knockout',
      (t: string[]) => ({ type: 'knockout', groups: [{ name: 'A', teamIds: [t[0], t[1]] }] }),
      'body.groups',
      'stage.groups_not_allowed',
    ],
    [
      'pairings on a groups stage',
      (t: string[]) => ({ type: 'groups', groupCount: 1, pairings: [[t[0], t[1]]] }),
      'body.pairings',
      'stage.pairings_not_allowed',
    ],
    [
      'a third-place match in a league',
      () => ({ type: 'league', thirdPlace: true }),
      'body.thirdPlace',
      'stage.third_place_not_allowed',
    ],
    [
      'a third-place match after a single pair',
      (t: string[]) => ({ type: 'knockout', pairings: [[t[0], t[1]]], thirdPlace: true }),
      'body.thirdPlace',
      'stage.third_place_without_semi_finals',
    ],
    [
      'a pair that is not two teams',
      (t: string[]) => ({ type: 'knockout', pairings: [[t[0]]] }),
      'body.pairings.0',
      undefined,
    ],
  ])('refuses %s, naming the field', async (_, bodyOf, field, code) => {
    const { champId, teamIds } = await createEntries(6);
    const res = await createStage(champId, bodyOf(teamIds));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const fields: string[] = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields.some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    if (code) expect(res.body.code).toBe(code);
    const stages = await call(cast.app, 'GET', `/api/champs/${champId}/stage`);
    expect(stages.body.totalItems).toBe(0);
  });

  it('lets only the organiser create a seeded stage', async () => {
    const { champId, teamIds: t } = await createEntries(2);
    const body = { type: 'knockout', name: 'Final', pairings: [[t[0], t[1]]] };
    expect((await call(cast.app, 'POST', `/api/champs/${champId}/stage`, undefined, body)).status).toBe(401);
    expect((await call(cast.app, 'POST', `/api/champs/${champId}/stage`, cast.other, body)).status).toBe(403);
  });
});
