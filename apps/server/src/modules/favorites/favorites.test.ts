import { api, type DomainEvent, toRoutePath } from '@matchday/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../test/helpers.ts';
import { favorites } from '../../db/schema/favorites.ts';
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
/** A signed-in user who owns nothing: favourites need no permission. */
let fan: SignedUp;
beforeAll(async () => {
  cast = await createCast();
  fan = await signUp(cast.app, { name: 'Fan' });
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A player of the owner's, through the players module's endpoint. */
async function createPlayer(name = `Player ${uniqueSubdomain('p')}`) {
  const res = await call(cast.app, 'POST', '/api/player', cast.owner, {
    name,
    sportKindId: 'football',
    photo: 'images/player.webp',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

/** The favourites' URL of an item: `/api/teams/{id}/favorite`… */
const pathOf = {
  player: (id: string) => `/api/player/${id}/favorite`,
  team: (id: string) => `/api/teams/${id}/favorite`,
  champ: (id: string) => `/api/champs/${id}/favorite`,
  champLeague: (id: string) => `/api/champ-leagues/${id}/favorite`,
} as const;
type Kind = keyof typeof pathOf;

/** One new item of each kind, owned by the cast's owner. */
async function createItems() {
  const league = await createLeague(cast, { name: `League ${uniqueSubdomain('l')}`, logo: 'images/l.webp' });
  const champ = await createChamp(cast, league.id, { name: `Cup ${uniqueSubdomain('c')}` });
  const team = await createTeam(cast, `Team ${uniqueSubdomain('t')}`);
  const player = await createPlayer();
  return { league, champ, team, player };
}

/** One new item of `kind`: its id. */
async function createItem(kind: Kind): Promise<string> {
  switch (kind) {
    case 'player':
      return (await createPlayer()).id;
    case 'team':
      return (await createTeam(cast, `Team ${uniqueSubdomain('t')}`)).id;
    case 'champ':
      return (await createChamp(cast, (await createLeague(cast)).id)).id;
    case 'champLeague':
      return (await createLeague(cast)).id;
  }
}

/** The stored favourite rows of a user for an item. */
async function rowsOf(userId: string, kind: Kind, itemId: string) {
  return cast.app.deps.database.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind), eq(favorites.itemId, itemId)));
}

const signUpUser = (name: string) => signUp(cast.app, { name });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

let unsubscribe: (() => void) | undefined;
afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
});

/** Every event the bus dispatches from now on. */
function listen(): DomainEvent[] {
  const events: DomainEvent[] = [];
  unsubscribe = cast.app.deps.bus.subscribe('test', (batch) => void events.push(...batch));
  return events;
}

describe('POST and DELETE …/favorite', () => {
  it.each(['player', 'team', 'champ', 'champLeague'] as const)(
    'adds and removes a %s, idempotently (twice each: 2xx, one row)',
    async (kind) => {
      const id = await createItem(kind);
      const events = listen();

      for (let i = 0; i < 2; i++) {
        const added = await call(cast.app, 'POST', pathOf[kind](id), fan.cookie);
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        expect(added.body).toEqual({ kind, id, favorite: true });
      }
      expect(await rowsOf(fan.userId, kind, id)).toHaveLength(1);

      for (let i = 0; i < 2; i++) {
        const removed = await call(cast.app, 'DELETE', pathOf[kind](id), fan.cookie);
        expect(removed.status, JSON.stringify(removed.body)).toBe(200);
        expect(removed.body).toEqual({ kind, id, favorite: false });
      }
      expect(await rowsOf(fan.userId, kind, id)).toHaveLength(0);

      // Only the writes that changed something announce it, to the user's own room.
      const changed = { type: 'favorite.changed', userId: fan.userId, kind, itemId: id };
      expect(events).toEqual([changed, changed]);
    },
  );

  it("accepts the spec's form with `playerId` in the query", async () => {
    const player = await createPlayer('Query Form');
    const url = `/api/player/favorite?playerId=${player.id}`;
    const added = await call(cast.app, 'POST', url, fan.cookie);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({ kind: 'player', id: player.id, favorite: true });
    expect((await call(cast.app, 'POST', url, fan.cookie)).status).toBe(200);
    expect(await rowsOf(fan.userId, 'player', player.id)).toHaveLength(1);
    const listed = await call(cast.app, 'GET', '/api/favorite', fan.cookie);
    expect(listed.body.players.map((p: { id: string }) => p.id)).toContain(player.id);

    // The two forms are the same favourite.
    const removed = await call(cast.app, 'DELETE', url, fan.cookie);
    expect(removed.body).toEqual({ kind: 'player', id: player.id, favorite: false });
    expect(await rowsOf(fan.userId, 'player', player.id)).toHaveLength(0);
    expect((await call(cast.app, 'DELETE', url, fan.cookie)).status).toBe(200);
  });

  it('answers 401 `auth.required` to an anonymous caller on every route', async () => {
    const routes = Object.values(api.favorites);
    expect(routes).toHaveLength(11);
    for (const route of routes) {
      const query = route.path === '/api/player/favorite' ? `?playerId=${UNKNOWN}` : '';
      const res = await call(
        cast.app,
        route.method as 'GET' | 'POST' | 'DELETE',
        toRoutePath(route.path, { id: UNKNOWN }) + query,
      );
      expect([route.operationId, res.status, res.body.code]).toEqual([
        route.operationId,
        401,
        'auth.required',
      ]);
    }
  });

  it.each([
    ['player', pathOf.player(UNKNOWN), 'player.not_found'],
    ['player', `/api/player/favorite?playerId=${UNKNOWN}`, 'player.not_found'],
    ['team', pathOf.team(UNKNOWN), 'team.not_found'],
    ['champ', pathOf.champ(UNKNOWN), 'champ.not_found'],
    ['champLeague', pathOf.champLeague(UNKNOWN), 'league.not_found'],
  ])('adding an unknown %s (%s) is a 404 %s, and stores nothing', async (_, url, code) => {
    const events = listen();
    const res = await call(cast.app, 'POST', url, fan.cookie);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(code);
    expect(events).toEqual([]);
    const listed = await call(cast.app, 'GET', '/api/favorite', fan.cookie);
    expect(JSON.stringify(listed.body)).not.toContain(UNKNOWN);
  });

  it('removing a favourite that is not there answers 200, even for an unknown item', async () => {
    const res = await call(cast.app, 'DELETE', pathOf.team(UNKNOWN), fan.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'team', id: UNKNOWN, favorite: false });
  });

  it.each([
    ['POST', '/api/player/42/favorite', 'params.id'],
    ['DELETE', '/api/teams/abc/favorite', 'params.id'],
    ['POST', '/api/champs/not-a-uuid/favorite', 'params.id'],
    ['DELETE', '/api/champ-leagues/1/favorite', 'params.id'],
    ['POST', '/api/player/favorite?playerId=abc', 'querystring.playerId'],
    ['DELETE', '/api/player/favorite', 'querystring.playerId'],
  ] as const)('%s %s is a 400 naming %s', async (method, url, field) => {
    const res = await call(cast.app, method, url, fan.cookie);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });
});

describe('GET /api/favorite', () => {
  it('lists names, images and sports per kind, newest first, and skips deleted items', async () => {
    const user = await signUpUser('Lister');
    const a = await createItems();
    const b = await createItems();
    for (const [kind, id] of [
      ['player', a.player.id],
      ['team', a.team.id],
      ['champ', a.champ.id],
      ['champLeague', a.league.id],
      ['player', b.player.id],
      ['team', b.team.id],
      ['champ', b.champ.id],
      ['champLeague', b.league.id],
    ] as const) {
      const res = await call(cast.app, 'POST', pathOf[kind](id), user.cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await tick();
    }

    const res = await call(cast.app, 'GET', '/api/favorite', user.cookie);
    expect(res.status).toBe(200);
    const addedAt = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(res.body).toEqual({
      players: [b.player, a.player].map((p) => ({
        id: p.id,
        name: p.name,
        imageUrl: 'images/player.webp',
        sportKindId: 'football',
        addedAt,
      })),
      teams: [b.team, a.team].map((t) => ({
        id: t.id,
        name: t.name,
        imageUrl: null,
        sportKindId: 'football',
        addedAt,
      })),
      champs: [b, a].map((x) => ({
        id: x.champ.id,
        name: (x.champ as unknown as { name: string }).name,
        imageUrl: null,
        sportKindId: 'football',
        champLeagueId: x.league.id,
        addedAt,
      })),
      champLeagues: [b.league, a.league].map((l) => ({
        id: l.id,
        name: l.name,
        imageUrl: 'images/l.webp',
        sportKindId: 'football',
        addedAt,
      })),
    });

    // Gone items are left out: a team, a player, and a league (which takes its competition with it).
    expect((await call(cast.app, 'DELETE', `/api/teams/${a.team.id}`, cast.owner)).status).toBe(200);
    expect((await call(cast.app, 'DELETE', `/api/player/${a.player.id}`, cast.owner)).status).toBe(200);
    expect((await call(cast.app, 'DELETE', `/api/champ-leagues/${b.league.id}`, cast.owner)).status).toBe(
      200,
    );
    const after = await call(cast.app, 'GET', '/api/favorite', user.cookie);
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    expect({
      players: ids(after.body.players),
      teams: ids(after.body.teams),
      champs: ids(after.body.champs),
      champLeagues: ids(after.body.champLeagues),
    }).toEqual({
      players: [b.player.id],
      teams: [b.team.id],
      champs: [a.champ.id],
      champLeagues: [a.league.id],
    });
  });

  it("answers an empty list to a new user, and one user never sees another's favourites", async () => {
    const alice = await signUpUser('Alice');
    const bob = await signUpUser('Bob');
    const empty = await call(cast.app, 'GET', '/api/favorite', alice.cookie);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ players: [], teams: [], champs: [], champLeagues: [] });

    const team = await createTeam(cast, `Alice's ${uniqueSubdomain('t')}`);
    const other = await createTeam(cast, `Bob's ${uniqueSubdomain('t')}`);
    await call(cast.app, 'POST', pathOf.team(team.id), alice.cookie);
    await call(cast.app, 'POST', pathOf.team(other.id), bob.cookie);
    const ofAlice = await call(cast.app, 'GET', '/api/favorite', alice.cookie);
    const ofBob = await call(cast.app, 'GET', '/api/favorite', bob.cookie);
    expect(ofAlice.body.teams.map((t: { id: string }) => t.id)).toEqual([team.id]);
    expect(ofBob.body.teams.map((t: { id: string }) => t.id)).toEqual([other.id]);

    // Bob removing Alice's favourite item removes nothing of hers.
    await call(cast.app, 'DELETE', pathOf.team(team.id), bob.cookie);
    const still = await call(cast.app, 'GET', '/api/favorite', alice.cookie);
    expect(still.body.teams.map((t: { id: string }) => t.id)).toEqual([team.id]);
  });
});
