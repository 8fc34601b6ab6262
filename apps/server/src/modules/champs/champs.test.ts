import { findStandingsPreset } from '@matchday/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createManagedTeam,
  createTeam,
  expectPermissionMatrix,
} from './champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /api/champs', () => {
  it("creates a competition with the sport's preset rules when none are given", async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: league.id,
      name: 'Spring 2026',
      season: '2026',
      startDate: '2026-03-01',
    });
    expect(res.status).toBe(201);
    const preset = findStandingsPreset('football')!;
    expect(res.body).toMatchObject({
      champLeagueId: league.id,
      champLeagueName: league.name,
      sportKindId: 'football',
      name: 'Spring 2026',
      season: '2026',
      startDate: '2026-03-01',
      teamCount: 0,
      canEdit: true,
      rules: { win: preset.win, draw: preset.draw, loss: preset.loss, tiebreakers: [...preset.tiebreakers] },
    });
  });

  it('keeps the rules it is given', async () => {
    const league = await createLeague(cast);
    const rules = {
      win: 2,
      draw: 1,
      loss: 0,
      tiebreakers: ['points', 'h2hPoints', 'goalDifference'],
      h2hScope: 'recursive',
    };
    const res = await call(cast.app, 'POST', '/api/champs', cast.manager, {
      champLeagueId: league.id,
      name: 'Cup',
      rules,
    });
    expect(res.status).toBe(201);
    expect(res.body.rules).toEqual(rules);
  });

  it.each([
    [{ name: 'X' }, 'body.champLeagueId'],
    [{ champLeagueId: 'nope', name: 'X' }, 'body.champLeagueId'],
    [{ champLeagueId: UNKNOWN }, 'body.name'],
    [{ champLeagueId: UNKNOWN, name: 'X', startDate: '2026-13-01' }, 'body.startDate'],
    [{ champLeagueId: UNKNOWN, name: 'X', rules: { win: 3 } }, 'body.rules.draw'],
  ])('refuses bad input %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a tie-breaker the standings engine does not know, naming it', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: league.id,
      name: 'X',
      rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points', 'coinToss'], h2hScope: 'tiedGroup' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('champ.rules_invalid');
    expect(res.body.errors[0].field).toBe('body.rules.tiebreakers.1');
  });

  it('answers 404 for an unknown league', async () => {
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: UNKNOWN,
      name: 'X',
    });
    expect(res.status).toBe(404);
  });

  it('creates a competition (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      () => createLeague(cast),
      (league, cookie) =>
        call(cast.app, 'POST', '/api/champs', cookie, { champLeagueId: league.id, name: 'New' }),
    );
  });
});

describe('GET /api/champs', () => {
  it('filters by league and sport, pages, and refuses an odd page size', async () => {
    const league = await createLeague(cast);
    await createChamp(cast, league.id, { name: 'One' });
    await createChamp(cast, league.id, { name: 'Two' });
    const res = await call(
      cast.app,
      'GET',
      `/api/champs?champLeagueId=${league.id}&sportKindId=football&pageSize=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalItems: 2, pageIndex: 0, pageSize: 1 });
    const basketball = await call(
      cast.app,
      'GET',
      `/api/champs?champLeagueId=${league.id}&sportKindId=basketball`,
    );
    expect(basketball.body.totalItems).toBe(0);
    expect((await call(cast.app, 'GET', '/api/champs?pageSize=-1')).status).toBe(400);
    expect((await call(cast.app, 'GET', '/api/champs?champLeagueId=abc')).body.errors[0].field).toBe(
      'querystring.champLeagueId',
    );
  });
});

describe('GET/PUT/DELETE /api/champs/{id}', () => {
  it('shows details publicly and 404s an unknown id', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const res = await call(cast.app, 'GET', `/api/champs/${champ.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: champ.id, canEdit: false });
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`, cast.admin)).body.canEdit).toBe(true);
    const missing = await call(cast.app, 'GET', `/api/champs/${UNKNOWN}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('champ.not_found');
  });

  it('updates a competition (permission matrix)', async () => {
    const league = await createLeague(cast);
    await expectPermissionMatrix(
      cast,
      () => createChamp(cast, league.id),
      (champ, cookie) =>
        call(cast.app, 'PUT', `/api/champs/${champ.id}`, cookie, { name: 'Renamed', season: '2027' }),
    );
    const champ = await createChamp(cast, league.id);
    const res = await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, {
      name: 'Renamed',
      rules: { win: 2, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
    });
    expect(res.body).toMatchObject({ name: 'Renamed', rules: { win: 2 } });
  });

  it('deletes a competition with its stages and fixtures: owners and SystemAdmin, not a Manager (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      async () => {
        const { champ, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
        await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
        return { champ, stageId };
      },
      async ({ champ, stageId }, cookie) => {
        const res = await call(cast.app, 'DELETE', `/api/champs/${champ.id}`, cookie);
        expect((await call(cast.app, 'GET', `/api/stage/${stageId}`)).status).toBe(
          res.status === 200 ? 404 : 200,
        );
        return res;
      },
      { managerRefused: true },
    );
  });

  // Issue 29, item 7: a league Manager edits the owner's competitions but does not delete them.
  it("refuses a league Manager deleting the owner's competition, deletes nothing, and says so in canDelete", async () => {
    const { league, champ, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    const refused = await cast.app.inject({
      method: 'DELETE',
      url: `/api/champs/${champ.id}`,
      headers: { cookie: cast.manager },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 403, code: 'permission.denied' });
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`, cast.manager)).body).toMatchObject({
      id: champ.id,
      teamCount: 2,
      canEdit: true,
      canDelete: false,
    });
    expect((await call(cast.app, 'GET', `/api/stage/${stageId}`)).status).toBe(200);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`)).body.champCount).toBe(1);
    for (const cookie of [cast.owner, cast.admin]) {
      expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`, cookie)).body).toMatchObject({
        canEdit: true,
        canDelete: true,
      });
    }
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`, cast.other)).body.canDelete).toBe(false);
  });

  it("lets the league's owner delete a competition its Manager created (and owns)", async () => {
    const league = await createLeague(cast);
    const created = await call(cast.app, 'POST', '/api/champs', cast.manager, {
      champLeagueId: league.id,
      name: "The Manager's cup",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The owner chain: the competition's own owner, then its league's; neither is a role.
    expect(created.body).toMatchObject({ ownerId: cast.managerId, canDelete: true });
    expect((await call(cast.app, 'GET', `/api/champs/${created.body.id}`, cast.owner)).body.canDelete).toBe(
      true,
    );
    const res = await call(cast.app, 'DELETE', `/api/champs/${created.body.id}`, cast.owner);
    expect(res).toEqual({ status: 200, body: { id: created.body.id, deleted: true } });
  });
});

describe('/api/champs/{id}/teams', () => {
  it('adds, lists and removes teams; refuses duplicates, other sports and unknown teams', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const team = await createTeam(cast, 'Rovers');
    const url = `/api/champs/${champ.id}/teams`;
    const added = await call(cast.app, 'POST', url, cast.owner, { teamId: team.id });
    expect(added.status).toBe(201);
    expect(added.body.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
    expect((await call(cast.app, 'POST', url, cast.owner, { teamId: team.id })).body.code).toBe(
      'champ.team_already_added',
    );
    const basket = await createTeam(cast, 'Hoopers', cast.owner, 'basketball');
    const mismatch = await call(cast.app, 'POST', url, cast.owner, { teamId: basket.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('champ.team_sport_mismatch');
    expect((await call(cast.app, 'POST', url, cast.owner, { teamId: UNKNOWN })).status).toBe(404);
    expect((await call(cast.app, 'POST', url, cast.owner, {})).body.errors[0].field).toBe('body.teamId');
    const list = await call(cast.app, 'GET', `${url}?pageSize=10`);
    expect(list.body).toMatchObject({ totalItems: 1, pageSize: 10 });
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`)).body.teamCount).toBe(1);
    const removed = await call(cast.app, 'DELETE', `${url}?teamId=${team.id}`, cast.owner);
    expect(removed.status).toBe(200);
    expect(removed.body.totalItems).toBe(0);
    expect((await call(cast.app, 'DELETE', `${url}?teamId=${team.id}`, cast.owner)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/teams`)).status).toBe(404);
  });

  it('refuses to remove a team that has fixtures', async () => {
    const { champ, teams, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    const res = await call(
      cast.app,
      'DELETE',
      `/api/champs/${champ.id}/teams?teamId=${teams[0]!.id}`,
      cast.owner,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('champ.team_has_fixtures');
  });

  it("refuses another user's team, naming the rule: it joins by registration or invitation", async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const theirs = await createTeam(cast, 'Not Yours FC', cast.other);
    const res = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: theirs.id,
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('champ.team_not_managed');
    expect(res.body.detail).toBe(
      'You can only enter teams you own or manage; ask the team to register or invite it.',
    );
    // The league's Manager does not manage the team either; SystemAdmin may.
    const byManager = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.manager, {
      teamId: theirs.id,
    });
    expect(byManager.body.code).toBe('champ.team_not_managed');
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`)).body.totalItems).toBe(0);
  });

  it("lets a team's owner withdraw it while it has no fixtures there, and not after", async () => {
    const { champ, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    const theirs = await createTeam(cast, 'Withdrawing FC', cast.other);
    const entered = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.admin, {
      teamId: theirs.id,
    });
    expect(entered.status).toBe(201);
    const withdrawn = await call(
      cast.app,
      'DELETE',
      `/api/champs/${champ.id}/teams/${theirs.id}`,
      cast.other,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.items.map((t: { id: string }) => t.id)).not.toContain(theirs.id);

    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.admin, { teamId: theirs.id });
    await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    const late = await call(
      cast.app,
      'DELETE',
      `/api/champs/${champ.id}/teams?teamId=${theirs.id}`,
      cast.other,
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('champ.team_has_fixtures');
  });

  it('adds a team (permission matrix)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    await expectPermissionMatrix(
      cast,
      () => createManagedTeam(cast, 'Matrix FC'),
      (team, cookie) => call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cookie, { teamId: team.id }),
    );
  });

  it('removes a team (permission matrix)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    await expectPermissionMatrix(
      cast,
      async () => {
        const team = await createTeam(cast, 'Leaving FC');
        await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
        return team;
      },
      (team, cookie) => call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams?teamId=${team.id}`, cookie),
    );
  });

  it('removes a team by path too, DELETE /champs/{id}/teams/{teamId} (permission matrix)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    await expectPermissionMatrix(
      cast,
      async () => {
        const team = await createTeam(cast, 'Leaving By Path FC');
        await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
        return team;
      },
      (team, cookie) => call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams/${team.id}`, cookie),
    );
    const team = await createTeam(cast, 'Never Entered FC');
    const notIn = await call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams/${team.id}`, cast.owner);
    expect(notIn.status).toBe(404);
    expect(notIn.body.code).toBe('champ.team_not_found');
    expect((await call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams/nope`, cast.owner)).status).toBe(
      400,
    );
  });
});

describe('stages', () => {
  it('creates and lists stages in order; a group stage needs groupCount', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const url = `/api/champs/${champ.id}/stage`;
    const groups = await call(cast.app, 'POST', url, cast.owner, {
      type: 'groups',
      name: 'Groups',
      groupCount: 4,
    });
    expect(groups.status).toBe(201);
    expect(groups.body).toMatchObject({
      type: 'groups',
      name: 'Groups',
      order: 0,
      groupCount: 4,
      legs: 1,
      canEdit: true,
    });
    const ko = await call(cast.app, 'POST', url, cast.owner, {
      type: 'knockout',
      name: 'Play-offs',
      legs: 2,
    });
    // A knockout's legs are its ties' (issue 26: two-legged ties); more than two is refused.
    expect(ko.body).toMatchObject({ order: 1, legs: 2 });
    const threeLegs = await call(cast.app, 'POST', url, cast.owner, { type: 'knockout', name: 'X', legs: 3 });
    expect(threeLegs.status).toBe(400);
    const list = await call(cast.app, 'GET', url);
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(['Groups', 'Play-offs']);
    expect(list.body.items[0].canEdit).toBe(false);
    const missing = await call(cast.app, 'POST', url, cast.owner, { type: 'groups', name: 'G' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('body.groupCount');
    expect(
      (await call(cast.app, 'POST', url, cast.owner, { type: 'ladder', name: 'S' })).body.errors[0].field,
    ).toBe('body.type');
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/stage`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/stage/${UNKNOWN}`)).status).toBe(404);
  });

  it('creates a stage (permission matrix)', async () => {
    const league = await createLeague(cast);
    await expectPermissionMatrix(
      cast,
      () => createChamp(cast, league.id),
      (champ, cookie) =>
        call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cookie, { type: 'league', name: 'L' }),
    );
  });

  it('updates a stage (permission matrix); legs are frozen once results exist', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await createChampWithTeams(cast, 2, { type: 'league' })).stageId,
      (stageId, cookie) =>
        call(cast.app, 'PUT', `/api/stage/${stageId}`, cookie, { name: 'Regular season', legs: 2 }),
    );
    const { stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    const fixtures = (await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId })).body
      .items;
    await call(cast.app, 'PUT', `/api/fixture/${fixtures[0].id}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 0,
    });
    const refused = await call(cast.app, 'PUT', `/api/stage/${stageId}`, cast.owner, { legs: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stage.has_results');
    const renamed = await call(cast.app, 'PUT', `/api/stage/${stageId}`, cast.owner, { name: 'Table' });
    expect(renamed.body).toMatchObject({ name: 'Table', legs: 1, fixtureCount: 1 });
    expect((await call(cast.app, 'PUT', `/api/stage/${stageId}`, cast.owner, { legs: 9 })).status).toBe(400);
  });

  it('deletes a stage (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await createChampWithTeams(cast, 2, { type: 'league' })).stageId,
      (stageId, cookie) => call(cast.app, 'DELETE', `/api/stage/${stageId}`, cookie),
    );
  });
});

describe('GET /api/champs/{id}/stats and /teams/rating', () => {
  it('totals each team and rates them with Elo from finished fixtures', async () => {
    const { champ, teams, stageId } = await createChampWithTeams(cast, 2, { type: 'league', legs: 2 });
    const fixtures = (await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId })).body
      .items;
    const before = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams/rating`);
    expect(before.body.items.map((r: { rating: number }) => r.rating)).toEqual([1500, 1500]);
    for (const f of fixtures) {
      const homeWins = f.homeTeamId === teams[0]!.id;
      await call(cast.app, 'PUT', `/api/fixture/${f.id}/score`, cast.owner, {
        homeScore: homeWins ? 3 : 0,
        awayScore: homeWins ? 0 : 2,
      });
    }
    const rating = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams/rating`);
    expect(rating.status).toBe(200);
    expect(rating.body.items[0]).toMatchObject({ teamId: teams[0]!.id, played: 2 });
    expect(rating.body.items[0].rating).toBeGreaterThan(1500);
    expect(rating.body.items[1].rating).toBeLessThan(1500);
    const stats = await call(cast.app, 'GET', `/api/champs/${champ.id}/stats`);
    expect(stats.body.items.find((r: { teamId: string }) => r.teamId === teams[0]!.id)).toMatchObject({
      played: 2,
      won: 2,
      goalsFor: 5,
      goalsAgainst: 0,
    });
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/stats`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/teams/rating`)).status).toBe(404);
  });
});

describe('cached public reads', () => {
  it('show a new rule, a renamed team and a new score at once', async () => {
    const { champ, teams, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    const [fixture] = (await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId })).body
      .items;
    const table = async () => (await call(cast.app, 'GET', `/api/stage/${stageId}/stats`)).body.items;
    const totals = async () => (await call(cast.app, 'GET', `/api/champs/${champ.id}/stats`)).body;
    expect((await table()).map((r: { points: number }) => r.points)).toEqual([0, 0]);
    expect((await totals()).fixturesPlayed).toBe(0);

    await call(cast.app, 'PUT', `/api/fixture/${fixture.id}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 0,
    });
    expect((await table()).map((r: { points: number }) => r.points)).toEqual([3, 0]);
    expect((await totals()).fixturesPlayed).toBe(1);

    await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, {
      rules: { win: 2, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
    });
    expect((await table()).map((r: { points: number }) => r.points)).toEqual([2, 0]);

    await call(cast.app, 'PUT', `/api/teams/${fixture.homeTeamId}`, cast.owner, { name: 'Renamed Winners' });
    expect((await table())[0].teamName).toBe('Renamed Winners');
    expect(teams.map((t) => t.id)).toContain(fixture.homeTeamId);
  });
});
