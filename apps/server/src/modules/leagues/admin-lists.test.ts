import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createChamp, createLeague } from '../champs/champs.testing.ts';

let cast: Cast;
let league: { id: string };
let champ: { id: string };
beforeAll(async () => {
  cast = await createCast();
  league = await createLeague(cast, { name: 'Owner League' });
  champ = await createChamp(cast, league.id, { name: 'Owner Cup' });
});
afterAll(() => cast.app.close());

type Item = { id: string; relation: string; canEdit: boolean };
const ids = (items: Item[]) => items.map((i) => i.id);

describe("SystemAdmin's admin lists", () => {
  it('list every league and competition, with relation admin for those of others', async () => {
    const leagues = await call(cast.app, 'GET', '/api/user/leagues?pageSize=100', cast.admin);
    expect(leagues.status).toBe(200);
    expect(leagues.body.items).toContainEqual(
      expect.objectContaining({ id: league.id, relation: 'admin', canEdit: true }),
    );
    const champs = await call(cast.app, 'GET', '/api/user/champs?pageSize=100', cast.admin);
    expect(champs.body.items).toContainEqual(
      expect.objectContaining({ id: champ.id, relation: 'admin', canEdit: true }),
    );
  });

  it('narrow to their own with mine=true', async () => {
    const own = await call(cast.app, 'POST', '/api/champ-leagues', cast.admin, {
      name: 'Admin League',
      sportKindId: 'football',
      subdomain: `admin-${Date.now().toString(36)}`,
    });
    const leagues = await call(cast.app, 'GET', '/api/user/leagues?mine=true', cast.admin);
    expect(ids(leagues.body.items)).toEqual([own.body.id]);
    expect(leagues.body.items[0].relation).toBe('owner');
    const champs = await call(cast.app, 'GET', '/api/user/champs?mine=true', cast.admin);
    expect(champs.body.totalItems).toBe(0);
    // Without the filter, their own league comes first.
    const all = await call(cast.app, 'GET', '/api/user/leagues', cast.admin);
    expect(all.body.items[0]).toMatchObject({ id: own.body.id, relation: 'owner' });
    expect(all.body.totalItems).toBeGreaterThanOrEqual(2);
  });
});

describe('Other users’ admin lists', () => {
  it.each(['', '?mine=true', '?mine=false'])(
    'show only their own and managed items whatever %s says',
    async (q) => {
      const owner = await call(cast.app, 'GET', `/api/user/leagues${q}`, cast.owner);
      expect(owner.body.items.every((i: Item) => i.relation === 'owner')).toBe(true);
      expect(ids(owner.body.items)).toContain(league.id);
      const manager = await call(cast.app, 'GET', `/api/user/champs${q}`, cast.manager);
      expect(manager.body.items).toEqual([expect.objectContaining({ id: champ.id, relation: 'manager' })]);
      const other = await call(cast.app, 'GET', `/api/user/leagues${q}`, cast.other);
      expect(other.body.totalItems).toBe(0);
    },
  );
});
