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

/** `GET /teams/{id}/totalstats`: the domain's team totals over every competition the team plays in. */

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A competition with the given teams entered and a single round robin drawn; its fixtures. */
async function champWith(teamIds: string[]) {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id);
  for (const teamId of teamIds) {
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const stage = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'League',
    type: 'league',
  });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: stage.body.id,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  return {
    champId: champ.id,
    fixtures: generated.body.items as { id: string; homeTeamId: string; awayTeamId: string }[],
  };
}

/** Scores the fixture between `a` and `b` so that `a` gets `aGoals` and `b` gets `bGoals`. */
async function play(
  fixtures: { id: string; homeTeamId: string; awayTeamId: string }[],
  a: string,
  b: string,
  aGoals: number,
  bGoals: number,
  startsAt: string,
) {
  const f = fixtures.find(
    (x) => (x.homeTeamId === a && x.awayTeamId === b) || (x.homeTeamId === b && x.awayTeamId === a),
  )!;
  const home = f.homeTeamId === a;
  const timed = await call(cast.app, 'PUT', `/api/fixture/${f.id}`, cast.owner, { startsAt });
  expect(timed.status, JSON.stringify(timed.body)).toBe(200);
  const res = await call(cast.app, 'PUT', `/api/fixture/${f.id}/score`, cast.owner, {
    homeScore: home ? aGoals : bGoals,
    awayScore: home ? bGoals : aGoals,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return f;
}

describe('GET /api/teams/:id/totalstats', () => {
  it('sums the finished fixtures of every competition, oldest first', async () => {
    const us = await createTeam(cast, `Us ${uniqueSubdomain('t')}`);
    const them = await createTeam(cast, `Them ${uniqueSubdomain('t')}`);
    const rivals = await createTeam(cast, `Rivals ${uniqueSubdomain('t')}`);
    const cup = await champWith([us.id, them.id, rivals.id]);
    const league = await champWith([us.id, them.id]);

    const fresh = await call(cast.app, 'GET', `/api/teams/${us.id}/totalstats`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      teamId: us.id,
      teamName: us.name,
      played: 0,
      form: [],
      currentStreak: null,
      biggestWin: null,
      champCount: 2,
    });

    await play(cup.fixtures, us.id, them.id, 1, 1, '2026-03-01T15:00:00.000Z');
    const bigWin = await play(cup.fixtures, us.id, rivals.id, 4, 0, '2026-03-08T15:00:00.000Z');
    await play(league.fixtures, us.id, them.id, 0, 2, '2026-03-15T15:00:00.000Z');

    const res = await call(cast.app, 'GET', `/api/teams/${us.id}/totalstats`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goalsFor: 5,
      goalsAgainst: 3,
      goalDifference: 2,
      cleanSheets: 1,
      form: ['D', 'W', 'L'],
      currentStreak: { result: 'L', length: 1 },
      currentWinStreak: 0,
      currentUnbeatenStreak: 0,
      longestWinStreak: 1,
      longestUnbeatenStreak: 2,
      biggestWin: {
        opponent: { id: rivals.id, name: rivals.name },
        goalsFor: 4,
        goalsAgainst: 0,
        fixtureId: bigWin.id,
        champId: cup.champId,
        date: '2026-03-08T15:00:00.000Z',
      },
      champCount: 2,
    });
  });

  it('drops its cached answer when a score comes in', async () => {
    const a = await createTeam(cast, `Cache A ${uniqueSubdomain('t')}`);
    const b = await createTeam(cast, `Cache B ${uniqueSubdomain('t')}`);
    const champ = await champWith([a.id, b.id]);
    expect((await call(cast.app, 'GET', `/api/teams/${a.id}/totalstats`)).body.played).toBe(0);
    expect((await call(cast.app, 'GET', `/api/teams/${a.id}/totalstats`)).body.played).toBe(0);
    await play(champ.fixtures, a.id, b.id, 3, 2, '2026-04-01T15:00:00.000Z');
    const after = await call(cast.app, 'GET', `/api/teams/${a.id}/totalstats`);
    expect(after.body).toMatchObject({ played: 1, won: 1, form: ['W'] });
  });

  it('answers 404 for an unknown team and 400 for a bad id', async () => {
    const missing = await call(cast.app, 'GET', `/api/teams/${UNKNOWN}/totalstats`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('team.not_found');
    const bad = await call(cast.app, 'GET', '/api/teams/not-an-id/totalstats');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('params.id');
  });
});
