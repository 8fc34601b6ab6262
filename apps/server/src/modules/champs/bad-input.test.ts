import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast } from './champs.testing.ts';

// One table per kind of bad input, over every issue-4 endpoint: each answer is a problem+json that names
// the field, so a client can point at it. Unknown ids of reads and writes are in not-found.test.ts.
// (/fixture/champ/{id} and /group/{id}/fixture answer every fixture at once: they take no paging.)

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const U = '00000000-0000-4000-8000-000000000000';

describe('missing and malformed fields → 400 naming the field', () => {
  it.each([
    ['POST', '/api/champ-leagues', {}, 'body.name'],
    [
      'POST',
      '/api/champ-leagues',
      { name: 'L', sportKindId: 'football', subdomain: 'Bad Domain' },
      'body.subdomain',
    ],
    ['POST', '/api/champ-leagues', { name: 'L', subdomain: 'fine-one' }, 'body.sportKindId'],
    ['PUT', `/api/champ-leagues/${U}`, { name: '' }, 'body.name'],
    ['PUT', `/api/champ-leagues/${U}/page-configuration`, { primaryColor: 'red' }, 'body.primaryColor'],
    ['POST', '/api/champs', { name: 'C' }, 'body.champLeagueId'],
    ['POST', '/api/champs', { champLeagueId: 'nope', name: 'C' }, 'body.champLeagueId'],
    ['POST', '/api/champs', { champLeagueId: U, name: 'C', startDate: '01/02/2026' }, 'body.startDate'],
    ['POST', '/api/champs', { champLeagueId: U, name: 'C', rules: { win: 3 } }, 'body.rules.draw'],
    ['PUT', `/api/champs/${U}`, { name: '   ' }, 'body.name'],
    ['POST', `/api/champs/${U}/teams`, {}, 'body.teamId'],
    ['POST', `/api/champs/${U}/stage`, { type: 'cup', name: 'S' }, 'body.type'],
    ['POST', `/api/champs/${U}/stage`, { type: 'league' }, 'body.name'],
    ['POST', `/api/champs/${U}/stage`, { type: 'league', name: 'S', legs: 0 }, 'body.legs'],
    ['POST', `/api/champs/${U}/stage`, { type: 'groups', name: 'S', groupCount: 'two' }, 'body.groupCount'],
    ['PUT', `/api/stage/${U}`, { legs: 9 }, 'body.legs'],
    ['POST', '/api/fixture/generate', {}, 'body.stageId'],
    ['POST', '/api/fixture/generate', { stageId: U, startDate: 'tomorrow' }, 'body.startDate'],
    ['POST', '/api/fixture/generate', { stageId: U, daysBetweenRounds: 0 }, 'body.daysBetweenRounds'],
    ['POST', '/api/fixture/generate', { stageId: U, kickoffTime: '25:00' }, 'body.kickoffTime'],
    ['PUT', `/api/fixture/${U}/score`, { awayScore: 1 }, 'body.homeScore'],
    ['PUT', `/api/fixture/${U}/score`, { homeScore: 1.5, awayScore: 1 }, 'body.homeScore'],
    ['PUT', `/api/fixture/${U}`, { startsAt: 'soon' }, 'body.startsAt'],
    ['POST', '/api/teams', { sportKindId: 'football' }, 'body.name'],
    ['POST', '/api/teams', { name: 'T' }, 'body.sportKindId'],
    [
      'POST',
      '/api/teams',
      { name: 'T', sportKindId: 'football', shortName: 'X'.repeat(21) },
      'body.shortName',
    ],
    ['PUT', `/api/teams/${U}`, { name: '' }, 'body.name'],
    ['POST', `/api/permissions/${U}/itemrole`, { userId: U }, 'body.role'],
    ['POST', '/api/permissions/itemrole/delete', { itemId: U }, 'body.userId'],
  ] as const)('%s %s %j → %s', async (method, url, body, field) => {
    const res = await call(cast.app, method, url, cast.owner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a sport the server does not know, and accepts what /api/sport-types calls it', async () => {
    const sports = (await call(cast.app, 'GET', '/api/sport-types')).body as { id: string }[];
    expect(sports.length).toBeGreaterThan(0);
    const unknown = await call(cast.app, 'POST', '/api/teams', cast.owner, {
      name: 'T',
      sportKindId: 'quidditch',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('body.sportKindId');
    for (const sport of sports) {
      const res = await call(cast.app, 'POST', '/api/teams', cast.owner, {
        name: 'T',
        sportKindId: sport.id,
      });
      expect(res.status, sport.id).toBe(201);
    }
  });
});

describe('an odd page size or index → 400 naming it', () => {
  const paged = [
    '/api/champ-leagues',
    `/api/champ-leagues/${U}/teams`,
    `/api/champ-leagues/${U}/champs`,
    '/api/champs',
    `/api/champs/${U}/teams`,
    `/api/stage/${U}/stats`,
    '/api/fixture/search',
    '/api/teams',
    '/api/teams/search',
    `/api/teams/${U}/champs`,
    '/api/user/leagues',
    '/api/user/champs',
  ];
  it.each(
    paged.flatMap((url) =>
      (
        [
          ['pageSize=0', 'querystring.pageSize'],
          ['pageSize=501', 'querystring.pageSize'],
          ['pageSize=ten', 'querystring.pageSize'],
          ['pageIndex=-1', 'querystring.pageIndex'],
          ['pageIndex=1.5', 'querystring.pageIndex'],
        ] as const
      ).map(([query, field]) => [url, query, field] as const),
    ),
  )('GET %s?%s → %s', async (url, query, field) => {
    const res = await call(cast.app, 'GET', `${url}?${query}`, cast.owner);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });
});
