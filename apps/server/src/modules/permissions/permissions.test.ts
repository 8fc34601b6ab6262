import type { DomainEvent } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('/api/permissions/{id}/itemrole', () => {
  it('lets the owner appoint a Manager by email, who then edits the league and its competitions', async () => {
    const helper = await signUp(cast.app, { name: 'Helper' });
    const league = (
      await call(cast.app, 'POST', '/api/champ-leagues', cast.owner, {
        name: 'Roles League',
        sportKindId: 'football',
        subdomain: uniqueSubdomain(),
      })
    ).body;
    const champ = await createChamp(cast, league.id);
    expect(
      (await call(cast.app, 'PUT', `/api/champs/${champ.id}`, helper.cookie, { name: 'Mine' })).status,
    ).toBe(403);

    const url = `/api/permissions/${league.id}/itemrole`;
    const granted = await call(cast.app, 'POST', url, cast.owner, {
      email: helper.email.toUpperCase(),
      role: 'Manager',
    });
    expect(granted.status).toBe(201);
    expect(granted.body.items).toEqual([
      expect.objectContaining({
        itemId: league.id,
        itemType: 'league',
        userId: helper.userId,
        role: 'Manager',
        name: 'Helper',
      }),
    ]);
    expect(
      (await call(cast.app, 'PUT', `/api/champs/${champ.id}`, helper.cookie, { name: 'Mine' })).status,
    ).toBe(200);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`, helper.cookie)).body.canEdit).toBe(
      true,
    );
    // A Manager sees the roles but may not appoint others.
    expect((await call(cast.app, 'GET', url, helper.cookie)).status).toBe(200);
    expect(
      (await call(cast.app, 'POST', url, helper.cookie, { userId: cast.managerId, role: 'Manager' })).status,
    ).toBe(403);
    // Leagues and competitions the helper manages show up under /user.
    const leagues = await call(cast.app, 'GET', '/api/user/leagues', helper.cookie);
    expect(leagues.body.items).toEqual([expect.objectContaining({ id: league.id, relation: 'manager' })]);
    const champs = await call(cast.app, 'GET', '/api/user/champs', helper.cookie);
    expect(champs.body.items).toEqual([expect.objectContaining({ id: champ.id, relation: 'manager' })]);

    const removed = await call(cast.app, 'DELETE', '/api/permissions/itemrole/delete', cast.owner, {
      itemId: league.id,
      userId: helper.userId,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    expect(
      (await call(cast.app, 'PUT', `/api/champs/${champ.id}`, helper.cookie, { name: 'Again' })).status,
    ).toBe(403);
    expect((await call(cast.app, 'GET', '/api/user/leagues', helper.cookie)).body.totalItems).toBe(0);
  });

  it('accepts POST for removal too, and 404s a role that does not exist', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/permissions/itemrole/delete', cast.owner, {
      itemId: league.id,
      userId: cast.managerId,
    });
    expect(res.status).toBe(200);
    const again = await call(cast.app, 'POST', '/api/permissions/itemrole/delete', cast.owner, {
      itemId: league.id,
      userId: cast.managerId,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('item_role.not_found');
  });

  it('gives roles on teams too', async () => {
    const team = await createTeam(cast, 'Roles FC');
    const res = await call(cast.app, 'POST', `/api/permissions/${team.id}/itemrole`, cast.owner, {
      userId: cast.managerId,
      role: 'Manager',
    });
    expect(res.body.items[0]).toMatchObject({ itemType: 'team', userId: cast.managerId });
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}`, cast.manager)).body.canEdit).toBe(true);
  });

  it('checks who may read and write roles', async () => {
    const league = await createLeague(cast);
    const url = `/api/permissions/${league.id}/itemrole`;
    expect((await call(cast.app, 'GET', url)).status).toBe(401);
    expect((await call(cast.app, 'GET', url, cast.other)).status).toBe(403);
    expect((await call(cast.app, 'GET', url, cast.admin)).status).toBe(200);
    const body = { userId: cast.managerId, role: 'Manager' };
    expect((await call(cast.app, 'POST', url, undefined, body)).status).toBe(401);
    expect((await call(cast.app, 'POST', url, cast.other, body)).status).toBe(403);
    expect((await call(cast.app, 'POST', url, cast.admin, body)).status).toBe(201);
    const del = { itemId: league.id, userId: cast.managerId };
    expect((await call(cast.app, 'DELETE', '/api/permissions/itemrole/delete', undefined, del)).status).toBe(
      401,
    );
    expect((await call(cast.app, 'DELETE', '/api/permissions/itemrole/delete', cast.other, del)).status).toBe(
      403,
    );
    expect(
      (await call(cast.app, 'DELETE', '/api/permissions/itemrole/delete', cast.manager, del)).status,
    ).toBe(403);
    expect((await call(cast.app, 'DELETE', '/api/permissions/itemrole/delete', cast.admin, del)).status).toBe(
      200,
    );
  });

  it('grants and removes roles only as owner or SystemAdmin (full matrix; a Manager may not appoint)', async () => {
    const appointee = await signUp(cast.app, { name: 'Appointee' });
    for (const [who, cookie, grant, remove] of [
      ['anonymous', undefined, 401, 401],
      ['another user', cast.other, 403, 403],
      ['league manager', cast.manager, 403, 403],
      ['owner', cast.owner, 201, 200],
      ['admin', cast.admin, 201, 200],
    ] as const) {
      const league = await createLeague(cast);
      const granted = await call(cast.app, 'POST', `/api/permissions/${league.id}/itemrole`, cookie, {
        userId: appointee.userId,
        role: 'Manager',
      });
      expect(granted.status, `${who} grants`).toBe(grant);
      // The removal is tried on a role that exists whoever asked for the grant.
      await call(cast.app, 'POST', `/api/permissions/${league.id}/itemrole`, cast.owner, {
        userId: appointee.userId,
        role: 'Manager',
      });
      const removed = await call(cast.app, 'POST', '/api/permissions/itemrole/delete', cookie, {
        itemId: league.id,
        userId: appointee.userId,
      });
      expect(removed.status, `${who} removes`).toBe(remove);
    }
  });

  it.each([
    [{ role: 'Manager' }, 'body.userId'],
    [{ userId: UNKNOWN, role: 'Owner' }, 'body.role'],
    [{ email: 'not-an-email', role: 'Manager' }, 'body.email'],
  ])('refuses %j naming %s', async (payload, field) => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', `/api/permissions/${league.id}/itemrole`, cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('404s unknown items and users', async () => {
    const league = await createLeague(cast);
    expect((await call(cast.app, 'GET', `/api/permissions/${UNKNOWN}/itemrole`, cast.owner)).body.code).toBe(
      'item.not_found',
    );
    const res = await call(cast.app, 'POST', `/api/permissions/${league.id}/itemrole`, cast.owner, {
      email: 'nobody@matchday.test',
      role: 'Manager',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('user.not_found');
  });
});

describe('item role events', () => {
  it('announces a granted and a removed role once each, after the change commits, and nothing for a refusal', async () => {
    const league = await createLeague(cast);
    const appointee = await signUp(cast.app, { name: 'Announced' });
    const heard: DomainEvent[] = [];
    const unsubscribe = cast.app.deps.bus.subscribe('test', (events) => {
      heard.push(...events.filter((e) => e.type === 'itemRole.changed'));
    });
    try {
      const url = `/api/permissions/${league.id}/itemrole`;
      expect(
        (await call(cast.app, 'POST', url, cast.owner, { userId: appointee.userId, role: 'Manager' })).status,
      ).toBe(201);
      // Granting it again changes nothing and announces nothing.
      await call(cast.app, 'POST', url, cast.owner, { userId: appointee.userId, role: 'Manager' });
      // Refused: the owner is no Manager of their own league.
      expect(
        (await call(cast.app, 'POST', url, cast.owner, { userId: cast.ownerId, role: 'Manager' })).status,
      ).toBe(409);
      const body = { itemId: league.id, userId: appointee.userId };
      expect(
        (await call(cast.app, 'POST', '/api/permissions/itemrole/delete', cast.owner, body)).status,
      ).toBe(200);
      expect(
        (await call(cast.app, 'POST', '/api/permissions/itemrole/delete', cast.owner, body)).status,
      ).toBe(404);
      expect(heard).toEqual([
        { type: 'itemRole.changed', itemId: league.id, userId: appointee.userId },
        { type: 'itemRole.changed', itemId: league.id, userId: appointee.userId },
      ]);
    } finally {
      unsubscribe();
    }
  });
});

describe('/api/user/leagues and /api/user/champs', () => {
  it("lists the caller's own leagues and competitions first, and needs a signed-in caller", async () => {
    const me = await signUp(cast.app, { name: 'Organiser' });
    const league = (
      await call(cast.app, 'POST', '/api/champ-leagues', me.cookie, {
        name: 'Own League',
        sportKindId: 'football',
        subdomain: uniqueSubdomain(),
      })
    ).body;
    await call(cast.app, 'POST', '/api/champs', me.cookie, { champLeagueId: league.id, name: 'Own Cup' });
    const leagues = await call(cast.app, 'GET', '/api/user/leagues', me.cookie);
    expect(leagues.body).toMatchObject({ totalItems: 1, pageIndex: 0, pageSize: 100 });
    expect(leagues.body.items[0]).toMatchObject({ id: league.id, relation: 'owner', canEdit: true });
    const champs = await call(cast.app, 'GET', '/api/user/champs?pageSize=5', me.cookie);
    expect(champs.body.items.map((c: { name: string; relation: string }) => [c.name, c.relation])).toEqual([
      ['Own Cup', 'owner'],
    ]);
    expect((await call(cast.app, 'GET', '/api/user/leagues')).status).toBe(401);
    expect((await call(cast.app, 'GET', '/api/user/champs')).status).toBe(401);
    expect((await call(cast.app, 'GET', '/api/user/champs?pageSize=-1', me.cookie)).status).toBe(400);
  });

  it('searches names on the server (owned and managed alike) and pages the matches', async () => {
    const me = await signUp(cast.app, { name: 'Searcher' });
    const other = await signUp(cast.app, { name: 'Other owner' });
    const mk = async (cookie: string, name: string) =>
      (
        await call(cast.app, 'POST', '/api/champ-leagues', cookie, {
          name,
          sportKindId: 'football',
          subdomain: uniqueSubdomain(),
        })
      ).body as { id: string };
    const north = await mk(me.cookie, 'North 100% League');
    await mk(me.cookie, 'South League');
    const managed = await mk(other.cookie, 'Northern Managed League');
    await call(cast.app, 'POST', `/api/permissions/${managed.id}/itemrole`, other.cookie, {
      userId: me.userId,
      role: 'Manager',
    });
    for (const [leagueId, name] of [
      [north.id, 'Spring Cup'],
      [north.id, 'Autumn Cup'],
      [managed.id, 'Spring Trophy'],
    ] as const) {
      expect(
        (await call(cast.app, 'POST', '/api/champs', me.cookie, { champLeagueId: leagueId, name })).status,
      ).toBe(201);
    }
    const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

    const north1 = await call(cast.app, 'GET', '/api/user/leagues?keyword=NORTH&pageSize=1', me.cookie);
    expect(north1.body).toMatchObject({ totalItems: 2, pageIndex: 0, pageSize: 1 });
    expect(names(north1.body)).toEqual(['North 100% League']);
    const north2 = await call(
      cast.app,
      'GET',
      '/api/user/leagues?keyword=north&pageSize=1&pageIndex=1',
      me.cookie,
    );
    expect(names(north2.body)).toEqual(['Northern Managed League']);
    expect(north2.body.items[0].relation).toBe('manager');
    // LIKE wildcards in the keyword match themselves.
    const percent = await call(
      cast.app,
      'GET',
      `/api/user/leagues?keyword=${encodeURIComponent('0%')}`,
      me.cookie,
    );
    expect(names(percent.body)).toEqual(['North 100% League']);
    expect((await call(cast.app, 'GET', '/api/user/leagues?keyword=zzz', me.cookie)).body).toMatchObject({
      items: [],
      totalItems: 0,
    });

    const spring = await call(cast.app, 'GET', '/api/user/champs?keyword=spring', me.cookie);
    expect(names(spring.body).sort()).toEqual(['Spring Cup', 'Spring Trophy']);
    expect(spring.body.totalItems).toBe(2);
    const others = await call(cast.app, 'GET', '/api/user/champs?keyword=spring', other.cookie);
    expect(names(others.body)).toEqual(['Spring Trophy']);
    const tooLong = await call(cast.app, 'GET', `/api/user/champs?keyword=${'x'.repeat(201)}`, me.cookie);
    expect(tooLong.status).toBe(400);
  });
});
