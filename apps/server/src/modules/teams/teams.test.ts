import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  expectPermissionMatrix,
} from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A team of the owner with the cast's manager appointed Manager on the team itself. */
async function managedTeam(name = 'Managed FC') {
  const team = await createTeam(cast, name);
  const grant = await call(cast.app, 'POST', `/api/permissions/${team.id}/itemrole`, cast.owner, {
    userId: cast.managerId,
    role: 'Manager',
  });
  expect(grant.status).toBe(201);
  return team;
}

describe('POST /api/teams', () => {
  it('creates a team owned by the caller', async () => {
    const res = await call(cast.app, 'POST', '/api/teams', cast.owner, {
      name: 'Harbour United',
      sportKindId: 'football',
      shortName: 'HAR',
      logo: 'images/harbour.webp',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Harbour United',
      shortName: 'HAR',
      logo: 'images/harbour.webp',
      sportKindId: 'football',
      teamLeagueId: null,
      ownerId: cast.ownerId,
      canEdit: true,
    });
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await call(cast.app, 'POST', '/api/teams', undefined, { name: 'X', sportKindId: 'football' })).status,
    ).toBe(401);
  });

  it.each([
    [{ sportKindId: 'football' }, 'body.name'],
    [{ name: '   ', sportKindId: 'football' }, 'body.name'],
    [{ name: 'X' }, 'body.sportKindId'],
    [{ name: 'X', sportKindId: 'nope' }, 'body.sportKindId'],
    [{ name: 'X', sportKindId: 'football', shortName: 'WAY-TOO-LONG-SHORT-NAME' }, 'body.shortName'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/teams', cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });
});

describe('GET /api/teams and /api/teams/search', () => {
  it('lists teams paged and searches by name prefix, sport, own teams and sort', async () => {
    await createTeam(cast, 'Zeta Rangers');
    await createTeam(cast, 'zebra Athletic', cast.other);
    await createTeam(cast, 'Zest Hoops', cast.owner, 'basketball');
    await createTeam(cast, 'Amazing Zebras', cast.owner);
    const prefix = await call(cast.app, 'GET', '/api/teams/search?keyword=ze&sportKindId=football');
    expect(prefix.body.items.map((t: { name: string }) => t.name)).toEqual([
      'zebra Athletic',
      'Zeta Rangers',
    ]);
    const desc = await call(cast.app, 'GET', '/api/teams/search?keyword=ze&sportKindId=football&sort=desc');
    expect(desc.body.items.map((t: { name: string }) => t.name)).toEqual(['Zeta Rangers', 'zebra Athletic']);
    const mine = await call(
      cast.app,
      'GET',
      '/api/teams/search?keyword=Ze&isOnlyMyTeams=true&pageSize=64',
      cast.owner,
    );
    expect(mine.body.items.map((t: { name: string }) => t.name)).toEqual(['Zest Hoops', 'Zeta Rangers']);
    expect(mine.body.pageSize).toBe(64);
    expect((await call(cast.app, 'GET', '/api/teams/search?isOnlyMyTeams=true')).status).toBe(401);
    expect((await call(cast.app, 'GET', '/api/teams/search?keyword=%25')).body.totalItems).toBe(0);
    const all = await call(cast.app, 'GET', '/api/teams?pageSize=2');
    expect(all.body).toMatchObject({ pageIndex: 0, pageSize: 2 });
    expect(all.body.items).toHaveLength(2);
    expect(all.body.totalItems).toBeGreaterThanOrEqual(4);
    expect((await call(cast.app, 'GET', '/api/teams?pageSize=abc')).body.errors[0].field).toBe(
      'querystring.pageSize',
    );
    expect((await call(cast.app, 'GET', '/api/teams/search?sort=sideways')).status).toBe(400);
  });
});

describe('GET/PUT/DELETE /api/teams/{id}', () => {
  it('shows a team publicly and 404s an unknown id', async () => {
    const team = await createTeam(cast, 'Public FC');
    const res = await call(cast.app, 'GET', `/api/teams/${team.id}`);
    expect(res.body).toMatchObject({ id: team.id, name: 'Public FC', canEdit: false });
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}`, cast.owner)).body.canEdit).toBe(true);
    const missing = await call(cast.app, 'GET', `/api/teams/${UNKNOWN}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('team.not_found');
  });

  it('updates a team (permission matrix: owner, team Manager, SystemAdmin)', async () => {
    await expectPermissionMatrix(
      cast,
      () => managedTeam(),
      (team, cookie) =>
        call(cast.app, 'PUT', `/api/teams/${team.id}`, cookie, { name: 'Renamed FC', shortName: 'REN' }),
    );
    const team = await managedTeam();
    expect(
      (await call(cast.app, 'PUT', `/api/teams/${team.id}`, cast.owner, { shortName: 'R' })).body.shortName,
    ).toBe('R');
  });

  it('deletes a team: the owner and SystemAdmin, not a Manager (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      () => managedTeam(),
      (team, cookie) => call(cast.app, 'DELETE', `/api/teams/${team.id}`, cookie),
      { managerRefused: true },
    );
  });

  // Issue 29, item 7: deleting the whole team is its owner's (and SystemAdmin's), not its Manager's.
  it("refuses the team's Manager deleting it, deletes nothing, and says so in canDelete", async () => {
    const team = await managedTeam('Kept FC');
    const refused = await cast.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.id}`,
      headers: { cookie: cast.manager },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 403, code: 'permission.denied' });
    const after = await call(cast.app, 'GET', `/api/teams/${team.id}`, cast.manager);
    expect(after.body).toMatchObject({ id: team.id, name: 'Kept FC', canEdit: true, canDelete: false });
    const roles = await call(cast.app, 'GET', `/api/permissions/${team.id}/itemrole`, cast.owner);
    expect(roles.body.items).toEqual([expect.objectContaining({ userId: cast.managerId, role: 'Manager' })]);
    for (const cookie of [cast.owner, cast.admin]) {
      expect((await call(cast.app, 'GET', `/api/teams/${team.id}`, cookie)).body).toMatchObject({
        canEdit: true,
        canDelete: true,
      });
    }
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}`)).body.canDelete).toBe(false);
  });

  it('refuses to delete a team that plays in a competition', async () => {
    const league = await createLeague(cast, { name: 'River League' });
    const champ = await createChamp(cast, league.id, { name: 'Summer Cup' });
    const team = await createTeam(cast, 'Busy FC');
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    const res = await call(cast.app, 'DELETE', `/api/teams/${team.id}`, cast.owner);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('team.in_use');
    expect(res.body.detail).toContain('The team plays in a competition');
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}`)).status).toBe(200);
  });
});

describe('GET /api/teams/{id}/champs', () => {
  it('lists, publicly and paged, the competitions a team plays in with their league', async () => {
    const league = await createLeague(cast, { name: 'Valley League' });
    const older = await createChamp(cast, league.id, { name: 'Valley 2025', startDate: '2025-03-01' });
    const newer = await createChamp(cast, league.id, { name: 'Valley 2026', startDate: '2026-03-01' });
    const team = await createTeam(cast, 'Traveller FC');
    const idle = await createTeam(cast, 'Idle FC');
    for (const champ of [older, newer]) {
      await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    }
    const res = await call(cast.app, 'GET', `/api/teams/${team.id}/champs`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalItems: 2, pageIndex: 0, pageSize: 100 });
    expect(res.body.items).toEqual([
      {
        id: newer.id,
        name: 'Valley 2026',
        season: '2026',
        startDate: '2026-03-01',
        champLeagueId: league.id,
        champLeagueName: 'Valley League',
        sportKindId: 'football',
      },
      expect.objectContaining({ id: older.id, name: 'Valley 2025' }),
    ]);
    const second = await call(cast.app, 'GET', `/api/teams/${team.id}/champs?pageSize=1&pageIndex=1`);
    expect(second.body.items.map((c: { id: string }) => c.id)).toEqual([older.id]);
    expect(second.body.totalItems).toBe(2);
    expect((await call(cast.app, 'GET', `/api/teams/${idle.id}/champs`)).body).toMatchObject({
      items: [],
      totalItems: 0,
    });
  });

  it('answers 404 for an unknown team and 400 for a malformed id or page size', async () => {
    const missing = await call(cast.app, 'GET', `/api/teams/${UNKNOWN}/champs`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('team.not_found');
    expect((await call(cast.app, 'GET', '/api/teams/not-a-uuid/champs')).status).toBe(400);
    const team = await createTeam(cast, 'Paged FC');
    for (const odd of ['pageSize=0', 'pageSize=501', 'pageSize=abc', 'pageIndex=-1']) {
      expect((await call(cast.app, 'GET', `/api/teams/${team.id}/champs?${odd}`)).status).toBe(400);
    }
  });
});
