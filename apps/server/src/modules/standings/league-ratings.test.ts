import { computeEloRatings, type RatedMatch } from '@matchday/domain';
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

// `GET /champ-leagues/{id}/teams/rating` (issue 26, item 7): the competition's Elo run over every competition
// of the league, one rating per team carried across them.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Rating = { teamId: string; teamName: string; rating: number; played: number };

/** A competition of `leagueId` with the given teams entered and a one-leg league stage drawn (weekly from `startDate`). */
async function playedChamp(leagueId: string, teamIds: string[], name: string, startDate = '2026-03-01') {
  const champ = await createChamp(cast, leagueId, { name, startDate });
  for (const teamId of teamIds) {
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const stage = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'League',
    type: 'league',
  });
  expect(stage.status, JSON.stringify(stage.body)).toBe(201);
  const drawn = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId: stage.body.id });
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
  return {
    champ,
    fixtures: drawn.body.items as DrawnFixture[],
  };
}

type DrawnFixture = { id: string; homeTeamId: string; awayTeamId: string; startsAt: string };

/** Scores every fixture: the team earlier in `strength` wins 2–0, whoever is at home. The results, by kick-off. */
async function playAll(fixtures: DrawnFixture[], strength: string[]): Promise<RatedMatch<string>[]> {
  const results: RatedMatch<string>[] = [];
  const byKickoff = [...fixtures].sort((x, y) => Date.parse(x.startsAt) - Date.parse(y.startsAt));
  for (const f of byKickoff) {
    const homeWins = strength.indexOf(f.homeTeamId) < strength.indexOf(f.awayTeamId);
    const scored = await call(cast.app, 'PUT', `/api/fixture/${f.id}/score`, cast.owner, {
      homeScore: homeWins ? 2 : 0,
      awayScore: homeWins ? 0 : 2,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    results.push({
      home: f.homeTeamId,
      away: f.awayTeamId,
      homeGoals: homeWins ? 2 : 0,
      awayGoals: homeWins ? 0 : 2,
    });
  }
  return results;
}

async function ratingsOf(leagueId: string) {
  const res = await call(cast.app, 'GET', `/api/champ-leagues/${leagueId}/teams/rating`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Rating[]; totalItems: number };
}

describe('GET /api/champ-leagues/{id}/teams/rating', () => {
  it('ranks the teams of every competition by the rating their results carried across the league', async () => {
    const league = await createLeague(cast);
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((n) => createTeam(cast, `Rated ${n} ${uniqueSubdomain('t')}`)),
    );
    // Season one: A beats everybody, then B, then C. Season two a year later (D joins, C gone): D beats
    // everybody, then A.
    const one = await playedChamp(league.id, [a!.id, b!.id, c!.id], 'Season one');
    const seasonOne = await playAll(one.fixtures, [a!.id, b!.id, c!.id]);
    const two = await playedChamp(league.id, [b!.id, d!.id, a!.id], 'Season two', '2027-03-01');
    const seasonTwo = await playAll(two.fixtures, [d!.id, a!.id, b!.id]);

    const { items, totalItems } = await ratingsOf(league.id);
    expect(totalItems).toBe(4);
    // One rating per team carried from season one into season two (not two ratings, not a reset).
    const expected = computeEloRatings([...seasonOne, ...seasonTwo], { teams: [a!.id, b!.id, c!.id, d!.id] });
    expect(items.map((r) => [r.teamId, r.rating, r.played])).toEqual(
      expected.map((r) => [r.team, Math.round(r.rating * 10) / 10, r.played]),
    );
    // Best first: D (won all of season two, against a stronger A) above A above B; C, who lost all, last.
    expect(items.map((r) => r.teamId)).toEqual([d!.id, a!.id, b!.id, c!.id]);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.rating).toBeGreaterThan(items[i]!.rating);
    expect(items.map((r) => r.played)).toEqual([2, 4, 4, 2]);
    expect(items[1]).toMatchObject({ teamName: a!.name });
    // Zero-sum: every point one team gains another loses.
    expect(items.reduce((sum, r) => sum + r.rating, 0)).toBeCloseTo(4 * 1500, 0);
  });

  it('rates a league of one competition exactly as that competition', async () => {
    const league = await createLeague(cast);
    const teams = await Promise.all(
      ['X', 'Y', 'Z'].map((n) => createTeam(cast, `Solo ${n} ${uniqueSubdomain('t')}`)),
    );
    const ids = teams.map((t) => t.id);
    const { champ, fixtures } = await playedChamp(league.id, ids, 'Only season');
    // One draw among the wins, so the ratings are not symmetrical.
    await playAll(fixtures.slice(1), [ids[1]!, ids[0]!, ids[2]!]);
    await call(cast.app, 'PUT', `/api/fixture/${fixtures[0]!.id}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 1,
    });
    const champRatings = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams/rating`);
    expect((await ratingsOf(league.id)).items).toEqual(champRatings.body.items);
  });

  it('lists the entered teams at 1500 while nothing is played, and nothing for a league without teams', async () => {
    const league = await createLeague(cast);
    expect(await ratingsOf(league.id)).toEqual({ items: [], totalItems: 0 });
    const team = await createTeam(cast, `Waiting ${uniqueSubdomain('t')}`);
    const champ = await createChamp(cast, league.id);
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    expect(await ratingsOf(league.id)).toEqual({
      items: [{ teamId: team.id, teamName: team.name, rating: 1500, played: 0 }],
      totalItems: 1,
    });
  });

  it('shows a new score, a renamed team and a deleted competition at once (the read cache lets go)', async () => {
    const league = await createLeague(cast);
    const [home, away] = await Promise.all(
      ['H', 'W'].map((n) => createTeam(cast, `Cached ${n} ${uniqueSubdomain('t')}`)),
    );
    const { champ, fixtures } = await playedChamp(league.id, [home!.id, away!.id], 'Cached season');
    expect((await ratingsOf(league.id)).items.map((r) => r.played)).toEqual([0, 0]);
    await playAll(fixtures, [home!.id, away!.id]);
    expect((await ratingsOf(league.id)).items.map((r) => [r.teamId, r.played])).toEqual([
      [home!.id, 1],
      [away!.id, 1],
    ]);
    await call(cast.app, 'PUT', `/api/teams/${home!.id}`, cast.owner, { name: 'Renamed Leaders' });
    expect((await ratingsOf(league.id)).items[0]!.teamName).toBe('Renamed Leaders');
    expect((await call(cast.app, 'DELETE', `/api/champs/${champ.id}`, cast.owner)).status).toBe(200);
    expect(await ratingsOf(league.id)).toEqual({ items: [], totalItems: 0 });
  });

  it('answers 404 league.not_found for an unknown league and 400 naming the id when malformed', async () => {
    const unknown = await call(cast.app, 'GET', `/api/champ-leagues/${UNKNOWN}/teams/rating`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'league.not_found']);
    const malformed = await call(cast.app, 'GET', '/api/champ-leagues/not-an-id/teams/rating');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('params.id');
  });
});
