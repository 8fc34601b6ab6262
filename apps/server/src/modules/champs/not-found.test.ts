import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createChamp, createLeague, createTeam } from './champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('unknown ids', () => {
  it.each([
    ['GET', `/api/champ-leagues/${UNKNOWN}`, undefined, 'league.not_found'],
    ['GET', `/api/champs/${UNKNOWN}`, undefined, 'champ.not_found'],
    ['GET', `/api/champs/${UNKNOWN}/stage`, undefined, 'champ.not_found'],
    ['POST', '/api/fixture/generate', { stageId: UNKNOWN }, 'stage.not_found'],
    ['PUT', `/api/fixture/${UNKNOWN}/score`, { homeScore: 1, awayScore: 0 }, 'fixture.not_found'],
    ['GET', `/api/teams/${UNKNOWN}/champs`, undefined, 'team.not_found'],
    ['GET', `/api/permissions/${UNKNOWN}/itemrole`, undefined, 'item.not_found'],
    ['PUT', `/api/champ-leagues/${UNKNOWN}`, { name: 'X' }, 'league.not_found'],
    ['DELETE', `/api/champ-leagues/${UNKNOWN}`, undefined, 'league.not_found'],
    ['GET', `/api/champ-leagues/${UNKNOWN}/page-configuration`, undefined, 'league.not_found'],
    ['PUT', `/api/champ-leagues/${UNKNOWN}/page-configuration`, { welcomeText: 'Hi' }, 'league.not_found'],
    ['PUT', `/api/champs/${UNKNOWN}`, { name: 'X' }, 'champ.not_found'],
    ['DELETE', `/api/champs/${UNKNOWN}`, undefined, 'champ.not_found'],
    ['POST', `/api/champs/${UNKNOWN}/stage`, { type: 'league', name: 'L' }, 'champ.not_found'],
    ['POST', `/api/champs/${UNKNOWN}/teams`, { teamId: UNKNOWN }, 'champ.not_found'],
    ['DELETE', `/api/champs/${UNKNOWN}/teams?teamId=${UNKNOWN}`, undefined, 'champ.not_found'],
    ['PUT', `/api/stage/${UNKNOWN}`, { name: 'X' }, 'stage.not_found'],
    ['DELETE', `/api/stage/${UNKNOWN}`, undefined, 'stage.not_found'],
    ['GET', `/api/stage/${UNKNOWN}/stats`, undefined, 'stage.not_found'],
    ['GET', `/api/fixture/${UNKNOWN}`, undefined, 'fixture.not_found'],
    ['PUT', `/api/fixture/${UNKNOWN}`, { startsAt: null }, 'fixture.not_found'],
    ['PUT', `/api/teams/${UNKNOWN}`, { name: 'X' }, 'team.not_found'],
    ['DELETE', `/api/teams/${UNKNOWN}`, undefined, 'team.not_found'],
    ['POST', `/api/permissions/${UNKNOWN}/itemrole`, { userId: UNKNOWN, role: 'Manager' }, 'item.not_found'],
    ['DELETE', '/api/permissions/itemrole/delete', { itemId: UNKNOWN, userId: UNKNOWN }, 'item.not_found'],
  ] as const)('%s %s → 404 %s', async (method, url, body, code) => {
    const res = await call(cast.app, method, url, cast.owner, body);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(code);
  });

  it.each([
    ['PUT', '/api/champs/42', { name: 'X' }, 'params.id'],
    ['DELETE', '/api/stage/abc', undefined, 'params.id'],
    ['PUT', '/api/fixture/abc/score', { homeScore: 1, awayScore: 0 }, 'params.id'],
    [
      'DELETE',
      '/api/champs/00000000-0000-4000-8000-000000000000/teams?teamId=x',
      undefined,
      'querystring.teamId',
    ],
  ] as const)('%s %s → 400 naming %s', async (method, url, body, field) => {
    const res = await call(cast.app, method, url, cast.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('removes a team from a competition by path too', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const team = await createTeam(cast, 'Path FC');
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    expect(
      (await call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams/${team.id}`, cast.other)).status,
    ).toBe(403);
    const res = await call(cast.app, 'DELETE', `/api/champs/${champ.id}/teams/${team.id}`, cast.owner);
    expect(res.status).toBe(200);
    expect(res.body.totalItems).toBe(0);
  });
});
