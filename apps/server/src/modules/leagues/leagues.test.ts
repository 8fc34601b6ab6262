import type { PageConfiguration } from '@matchday/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { champLeagues } from '../../db/schema/leagues.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  expectPermissionMatrix,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /api/champ-leagues', () => {
  it('creates a league owned by the caller and answers 201 with its id', async () => {
    const subdomain = uniqueSubdomain();
    const res = await call(cast.app, 'POST', '/api/champ-leagues', cast.owner, {
      name: 'City League',
      sportKindId: 'football',
      subdomain,
      description: 'Amateur football',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'City League',
      subdomain,
      sportKindId: 'football',
      description: 'Amateur football',
      ownerId: cast.ownerId,
      champCount: 0,
      canEdit: true,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await call(cast.app, 'POST', '/api/champ-leagues', undefined, {
      name: 'X',
      sportKindId: 'football',
      subdomain: uniqueSubdomain(),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ sportKindId: 'football', subdomain: 'abc-league' }, 'body.name'],
    [{ name: 'X', subdomain: 'abc-league' }, 'body.sportKindId'],
    [{ name: 'X', sportKindId: 'football', subdomain: 'No Caps' }, 'body.subdomain'],
    [{ name: 'X', sportKindId: 'football', subdomain: 'ab' }, 'body.subdomain'],
    [{ name: 'X', sportKindId: 'football', subdomain: 'www' }, 'body.subdomain'],
    [{ name: 'X', sportKindId: 'curling-on-mars', subdomain: 'mars-league' }, 'body.sportKindId'],
  ])('refuses bad input %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/champ-leagues', cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a taken subdomain with 409 league.subdomain_taken', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/champ-leagues', cast.other, {
      name: 'Copy',
      sportKindId: 'football',
      subdomain: league.subdomain,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('league.subdomain_taken');
  });
});

describe('racing for one subdomain', () => {
  it('gives it to one organiser and a 409 to the others', async () => {
    const subdomain = uniqueSubdomain('race');
    const attempts = await Promise.all(
      [cast.owner, cast.other, cast.manager].map((cookie) =>
        call(cast.app, 'POST', '/api/champ-leagues', cookie, {
          name: 'Race',
          sportKindId: 'football',
          subdomain,
        }),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(
      attempts.filter((a) => a.status === 409).every((a) => a.body.code === 'league.subdomain_taken'),
    ).toBe(true);
  });
});

describe('GET /api/champ-leagues/{domain}/exists', () => {
  it('says whether a subdomain is taken and whether it could be used', async () => {
    const league = await createLeague(cast);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.subdomain}/exists`)).body).toEqual({
      exists: true,
      available: false,
      reason: null,
    });
    expect((await call(cast.app, 'GET', '/api/champ-leagues/free-name-42/exists')).body).toEqual({
      exists: false,
      available: true,
      reason: null,
    });
    expect((await call(cast.app, 'GET', '/api/champ-leagues/admin/exists')).body).toEqual({
      exists: false,
      available: false,
      reason: 'league.subdomain_reserved',
    });
    expect((await call(cast.app, 'GET', '/api/champ-leagues/a_b/exists')).body.reason).toBe(
      'league.subdomain_invalid',
    );
  });
});

describe('GET /api/champ-leagues', () => {
  it('lists leagues paged, filtered by sport, with canEdit for the caller', async () => {
    await createLeague(cast, { name: 'Paged A' });
    await createLeague(cast, { name: 'Paged B' });
    await call(cast.app, 'POST', '/api/champ-leagues', cast.other, {
      name: 'Paged Basket',
      sportKindId: 'basketball',
      subdomain: uniqueSubdomain(),
    });
    const page = await call(
      cast.app,
      'GET',
      '/api/champ-leagues?keyword=Paged&pageSize=1&pageIndex=1',
      cast.owner,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalItems: 3, pageIndex: 1, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
    const football = await call(
      cast.app,
      'GET',
      '/api/champ-leagues?keyword=Paged&sportKindId=football',
      cast.owner,
    );
    expect(football.body.items.map((l: { name: string }) => l.name)).toEqual(['Paged A', 'Paged B']);
    expect(football.body.items.every((l: { canEdit: boolean }) => l.canEdit)).toBe(true);
    const anonymous = await call(cast.app, 'GET', '/api/champ-leagues?keyword=Paged');
    expect(anonymous.body.items.some((l: { canEdit: boolean }) => l.canEdit)).toBe(false);
  });

  it('finds a league by its subdomain (the league site)', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'GET', `/api/champ-leagues?subdomain=${league.subdomain.toUpperCase()}`);
    expect(res.body.items.map((l: { id: string }) => l.id)).toEqual([league.id]);
    expect((await call(cast.app, 'GET', '/api/champ-leagues?subdomain=nobody-here')).body.totalItems).toBe(0);
  });

  it('defaults to page 0 of 100', async () => {
    const res = await call(cast.app, 'GET', '/api/champ-leagues');
    expect(res.body).toMatchObject({ pageIndex: 0, pageSize: 100 });
  });

  it.each(['-1', 'abc', '0', '100000'])('refuses page size %s with 400 naming pageSize', async (size) => {
    const res = await call(cast.app, 'GET', `/api/champ-leagues?pageSize=${size}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('querystring.pageSize');
  });
});

describe('GET/PUT/DELETE /api/champ-leagues/{id}', () => {
  it('shows details publicly, with canEdit false for an anonymous visitor', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: league.id, canEdit: false });
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`, cast.manager)).body.canEdit).toBe(
      true,
    );
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`, cast.other)).body.canEdit).toBe(
      false,
    );
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call(cast.app, 'GET', `/api/champ-leagues/${UNKNOWN}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('league.not_found');
    const bad = await call(cast.app, 'GET', '/api/champ-leagues/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('params.id');
  });

  it('updates a league (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      () => createLeague(cast),
      (league, cookie) =>
        call(cast.app, 'PUT', `/api/champ-leagues/${league.id}`, cookie, { name: 'Renamed' }),
    );
    const league = await createLeague(cast);
    const res = await call(cast.app, 'PUT', `/api/champ-leagues/${league.id}`, cast.owner, {
      name: 'Renamed',
      subdomain: uniqueSubdomain('renamed'),
    });
    expect(res.body.name).toBe('Renamed');
    expect(res.body.subdomain).toMatch(/^renamed-/);
  });

  it('refuses to move a league onto a taken subdomain', async () => {
    const a = await createLeague(cast);
    const b = await createLeague(cast);
    const res = await call(cast.app, 'PUT', `/api/champ-leagues/${b.id}`, cast.owner, {
      subdomain: a.subdomain,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('league.subdomain_taken');
  });

  it('deletes a league: the owner and SystemAdmin, not a Manager (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      () => createLeague(cast),
      (league, cookie) => call(cast.app, 'DELETE', `/api/champ-leagues/${league.id}`, cookie),
      { managerRefused: true },
    );
  });

  // Issue 29, item 7: a league Manager could delete the owner's league with all its competitions.
  it("refuses a Manager deleting the owner's league, and deletes nothing", async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const refused = await cast.app.inject({
      method: 'DELETE',
      url: `/api/champ-leagues/${league.id}`,
      headers: { cookie: cast.manager },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 403, code: 'permission.denied' });
    const after = await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`, cast.owner);
    expect(after.body).toMatchObject({ id: league.id, champCount: 1 });
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`)).status).toBe(200);
    // The Manager still edits it.
    const renamed = await call(cast.app, 'PUT', `/api/champ-leagues/${league.id}`, cast.manager, {
      name: 'Renamed by the Manager',
    });
    expect(renamed.status).toBe(200);
  });

  it('tells each caller whether they may delete the league (canDelete)', async () => {
    const league = await createLeague(cast);
    const flags = async (cookie?: string) => {
      const { body } = await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`, cookie);
      return { canEdit: body.canEdit, canDelete: body.canDelete };
    };
    expect(await flags(cast.owner)).toEqual({ canEdit: true, canDelete: true });
    expect(await flags(cast.admin)).toEqual({ canEdit: true, canDelete: true });
    expect(await flags(cast.manager)).toEqual({ canEdit: true, canDelete: false });
    expect(await flags(cast.other)).toEqual({ canEdit: false, canDelete: false });
    expect(await flags()).toEqual({ canEdit: false, canDelete: false });
    const mine = await call(cast.app, 'GET', '/api/user/leagues?keyword=Sunday&pageSize=100', cast.manager);
    expect(mine.body.items.find((l: { id: string }) => l.id === league.id)).toMatchObject({
      relation: 'manager',
      canEdit: true,
      canDelete: false,
    });
  });

  it('deletes the league with its competitions in one go', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const res = await call(cast.app, 'DELETE', `/api/champ-leagues/${league.id}`, cast.owner);
    expect(res).toEqual({ status: 200, body: { id: league.id, deleted: true } });
    expect((await call(cast.app, 'GET', `/api/champs/${champ.id}`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`)).status).toBe(404);
    expect((await call(cast.app, 'DELETE', `/api/champ-leagues/${league.id}`, cast.owner)).status).toBe(404);
  });
});

describe('/api/champ-leagues/{id}/page-configuration', () => {
  it('starts empty and keeps colours, banner, welcome text and links', async () => {
    const league = await createLeague(cast);
    const url = `/api/champ-leagues/${league.id}/page-configuration`;
    expect((await call(cast.app, 'GET', url)).body).toEqual({
      primaryColor: null,
      secondaryColor: null,
      bannerImage: null,
      welcomeText: null,
      links: [],
      sections: ['live', 'competitions', 'results', 'fixtures', 'standings', 'chat', 'news', 'teams'],
    });
    const config = {
      primaryColor: '#112233',
      bannerImage: 'images/banner.webp',
      welcomeText: 'Welcome!',
      links: [{ label: 'Rules', url: 'https://example.org/rules' }],
    };
    const put = await call(cast.app, 'PUT', url, cast.manager, config);
    expect(put.status).toBe(200);
    expect((await call(cast.app, 'GET', url)).body).toMatchObject({ ...config, secondaryColor: null });
  });

  it('keeps the chosen sections in their order, and keeps them when a save leaves them out', async () => {
    const league = await createLeague(cast);
    const url = `/api/champ-leagues/${league.id}/page-configuration`;
    const put = await call(cast.app, 'PUT', url, cast.manager, { sections: ['news', 'standings', 'teams'] });
    expect(put.status).toBe(200);
    expect(put.body.sections).toEqual(['news', 'standings', 'teams']);
    await call(cast.app, 'PUT', url, cast.manager, { welcomeText: 'Hello' });
    expect((await call(cast.app, 'GET', url)).body).toMatchObject({
      welcomeText: 'Hello',
      sections: ['news', 'standings', 'teams'],
    });
    // Showing no section at all is a choice too.
    await call(cast.app, 'PUT', url, cast.manager, { sections: [] });
    expect((await call(cast.app, 'GET', url)).body.sections).toEqual([]);
  });

  it('shows every section for a configuration saved before sections existed', async () => {
    const league = await createLeague(cast);
    const url = `/api/champ-leagues/${league.id}/page-configuration`;
    // A row written by the old code: the whole configuration without `sections`.
    const old = {
      primaryColor: '#112233',
      secondaryColor: null,
      bannerImage: null,
      welcomeText: 'Old',
      links: [],
    };
    await cast.app.deps.database.db
      .update(champLeagues)
      // The column's type is today's shape; the row is yesterday's.
      .set({ pageConfiguration: old as unknown as PageConfiguration })
      .where(eq(champLeagues.id, league.id));
    const res = await call(cast.app, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ primaryColor: '#112233', welcomeText: 'Old' });
    expect(res.body.sections).toEqual([
      'live',
      'competitions',
      'results',
      'fixtures',
      'standings',
      'chat',
      'news',
      'teams',
    ]);
  });

  it.each([
    [{ sections: ['news', 'weather'] }],
    [{ sections: ['news', 'teams', 'news'] }],
    [{ sections: 'news' }],
  ])('refuses sections %j naming body.sections', async (payload) => {
    const league = await createLeague(cast);
    const res = await call(
      cast.app,
      'PUT',
      `/api/champ-leagues/${league.id}/page-configuration`,
      cast.owner,
      payload,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toMatch(/^body\.sections/);
  });

  it('refuses a malformed colour naming the field', async () => {
    const league = await createLeague(cast);
    const res = await call(
      cast.app,
      'PUT',
      `/api/champ-leagues/${league.id}/page-configuration`,
      cast.owner,
      {
        primaryColor: 'red',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.primaryColor');
  });

  it('updates the page configuration (permission matrix)', async () => {
    await expectPermissionMatrix(
      cast,
      () => createLeague(cast),
      (league, cookie) =>
        call(cast.app, 'PUT', `/api/champ-leagues/${league.id}/page-configuration`, cookie, {
          welcomeText: 'Hi',
        }),
    );
  });
});

describe('GET /api/champ-leagues/{id}/teams and /champs', () => {
  it('lists the teams of every competition of the league, and its competitions', async () => {
    const league = await createLeague(cast);
    const spring = await createChamp(cast, league.id, { name: 'Spring' });
    const autumn = await createChamp(cast, league.id, { name: 'Autumn' });
    const a = await createTeam(cast, 'Alpha');
    const b = await createTeam(cast, 'Bravo');
    await call(cast.app, 'POST', `/api/champs/${spring.id}/teams`, cast.owner, { teamId: a.id });
    await call(cast.app, 'POST', `/api/champs/${autumn.id}/teams`, cast.owner, { teamId: a.id });
    await call(cast.app, 'POST', `/api/champs/${autumn.id}/teams`, cast.owner, { teamId: b.id });
    const teams = await call(
      cast.app,
      'GET',
      `/api/champ-leagues/${league.id}/teams?pageIndex=0&pageSize=100`,
    );
    expect(teams.body.totalItems).toBe(2);
    expect(teams.body.items[0]).toMatchObject({ name: 'Alpha' });
    expect(teams.body.items[0].champIds.sort()).toEqual([spring.id, autumn.id].sort());
    const champs = await call(cast.app, 'GET', `/api/champ-leagues/${league.id}/champs?pageSize=1`);
    expect(champs.body).toMatchObject({ totalItems: 2, pageSize: 1 });
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${UNKNOWN}/teams`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${UNKNOWN}/champs`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}/teams?pageSize=-1`)).status).toBe(
      400,
    );
  });
});
