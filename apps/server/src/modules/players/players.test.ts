import type { DomainEvent } from '@matchday/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../core/context.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
} from '../champs/champs.testing.ts';
import { ensurePlayerExists, findPlayerRows, findSquadEntriesOfPlayer } from './players.service.ts';
import { addToRoster, addToSquad, createPlayer } from './players.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const unsubscribe: (() => void)[] = [];
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

/** Every batch the bus dispatches from now on. */
function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(cast.app.deps.bus.subscribe('players-test', (events) => void batches.push([...events])));
  return batches;
}

describe('POST /api/player', () => {
  it('creates a player owned by the caller, with its sport', async () => {
    const res = await call(cast.app, 'POST', '/api/player', cast.other, {
      name: 'Erling Haaland',
      sportKindId: 'football',
      shirtNumber: 9,
      position: 'Striker',
      birthDate: '2000-07-21',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      name: 'Erling Haaland',
      ownerId: expect.any(String),
      sportKindId: 'football',
      sportKind: { id: 'football', name: expect.any(String), displayName: expect.any(String) },
      shirtNumber: 9,
      position: 'Striker',
      birthDate: '2000-07-21',
      nationality: null,
      photo: null,
      canEdit: true,
    });
    const me = await call(cast.app, 'GET', `/api/player/${res.body.id}`, cast.other);
    expect(me.body.canEdit).toBe(true);
    const stranger = await call(cast.app, 'GET', `/api/player/${res.body.id}`, cast.owner);
    expect(stranger.body.canEdit).toBe(false);
    const admin = await call(cast.app, 'GET', `/api/player/${res.body.id}`, cast.admin);
    expect(admin.body.canEdit).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(cast.app, 'POST', '/api/player', undefined, {
      name: 'X',
      sportKindId: 'football',
    });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ sportKindId: 'football' }, 'body.name'],
    [{ name: 'Bad\u0000Name', sportKindId: 'football' }, 'body.name'],
    [{ name: 'x'.repeat(201), sportKindId: 'football' }, 'body.name'],
    [{ name: 'X', sportKindId: 'football', birthDate: '2000-13-45' }, 'body.birthDate'],
    [{ name: 'X', sportKindId: 'football', birthDate: 'yesterday' }, 'body.birthDate'],
    [{ name: 'X', sportKindId: 'football', shirtNumber: -1 }, 'body.shirtNumber'],
    [{ name: 'X' }, 'body.sportKindId'],
    [{ name: 'X', sportKindId: 'curling-on-mars' }, 'body.sportKindId'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/player', cast.owner, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('accepts a 200-character name', async () => {
    const res = await call(cast.app, 'POST', '/api/player', cast.owner, {
      name: 'x'.repeat(200),
      sportKindId: 'football',
    });
    expect(res.status).toBe(201);
  });

  it('records player.created, dispatched once after the commit', async () => {
    const batches = listen();
    const player = await createPlayer(cast.app, cast.owner);
    expect(batches).toEqual([[{ type: 'player.created', playerId: player.id }]]);
  });
});

describe('GET /api/player and /api/player/search', () => {
  it('lists newest first; isOnlyMine narrows to the caller and needs sign-in', async () => {
    const first = await createPlayer(cast.app, cast.manager, { name: 'Manager One' });
    const second = await createPlayer(cast.app, cast.manager, { name: 'Manager Two' });
    const all = await call(cast.app, 'GET', '/api/player?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.items.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect(all.body.totalItems).toBeGreaterThanOrEqual(2);

    await createPlayer(cast.app, cast.owner, { name: 'Owner Player' });
    const mine = await call(cast.app, 'GET', '/api/player?isOnlyMine=true', cast.manager);
    expect(mine.body.items.map((p: { name: string }) => p.name)).toEqual(['Manager Two', 'Manager One']);
    expect(mine.body.totalItems).toBe(2);
    expect(mine.body.items.every((p: { canEdit: boolean }) => p.canEdit)).toBe(true);

    const anonymous = await call(cast.app, 'GET', '/api/player?isOnlyMine=true');
    expect(anonymous.status).toBe(401);
  });

  it('searches the keyword anywhere in the name, case-insensitive, by name', async () => {
    await createPlayer(cast.app, cast.owner, { name: 'Zorro Quintana' });
    await createPlayer(cast.app, cast.owner, { name: 'alberto QUINTERO' });
    await createPlayer(cast.app, cast.owner, { name: 'Quinn Hoops', sportKindId: 'basketball' });
    const res = await call(cast.app, 'GET', '/api/player/search?keyword=quint');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      items: [
        { id: expect.any(String), name: 'alberto QUINTERO' },
        { id: expect.any(String), name: 'Zorro Quintana' },
      ],
      totalItems: 2,
    });
    const bySport = await call(cast.app, 'GET', '/api/player/search?keyword=quin&sportKindId=basketball');
    expect(bySport.body.items.map((p: { name: string }) => p.name)).toEqual(['Quinn Hoops']);
    const literal = await call(cast.app, 'GET', '/api/player/search?keyword=%25');
    expect(literal.body.totalItems).toBe(0);
  });
});

describe('GET /api/player/:id', () => {
  it('answers 404 player.not_found for an unknown id and 400 for a malformed one', async () => {
    const missing = await call(cast.app, 'GET', `/api/player/${UNKNOWN}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('player.not_found');
    const malformed = await call(cast.app, 'GET', '/api/player/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('params.id');
  });
});

describe('PUT /api/player/:id', () => {
  it('lets the owner and SystemAdmin edit; 401, 403 and 404 otherwise', async () => {
    const player = await createPlayer(cast.app, cast.owner, { name: 'Editable' });
    const url = `/api/player/${player.id}`;
    expect((await call(cast.app, 'PUT', url, undefined, { name: 'X' })).status).toBe(401);
    expect((await call(cast.app, 'PUT', url, cast.other, { name: 'X' })).status).toBe(403);
    expect((await call(cast.app, 'PUT', `/api/player/${UNKNOWN}`, cast.owner, { name: 'X' })).body.code).toBe(
      'player.not_found',
    );
    const renamed = await call(cast.app, 'PUT', url, cast.owner, { name: 'Edited', nationality: 'NO' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Edited', nationality: 'NO', sportKindId: 'football' });
    const byAdmin = await call(cast.app, 'PUT', url, cast.admin, { position: 'Winger' });
    expect(byAdmin.body).toMatchObject({ name: 'Edited', position: 'Winger' });
    const bad = await call(cast.app, 'PUT', url, cast.owner, { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.name');
  });

  it('records player.updated after the commit, nothing when refused', async () => {
    const player = await createPlayer(cast.app, cast.owner);
    const batches = listen();
    await call(cast.app, 'PUT', `/api/player/${player.id}`, cast.other, { name: 'Nope' });
    expect(batches).toEqual([]);
    await call(cast.app, 'PUT', `/api/player/${player.id}`, cast.owner, { name: 'Yes' });
    expect(batches).toEqual([[{ type: 'player.updated', playerId: player.id }]]);
  });

  it('shows a renamed player renamed in a cached roster read right after the update', async () => {
    const team = await createTeam(cast, 'Cache Rovers');
    const player = await createPlayer(cast.app, cast.owner, { name: 'Before Rename' });
    await addToRoster(cast.app, cast.owner, team.id, player.id, { shirtNumber: 4 });
    const url = `/api/teams/${team.id}/players`;
    expect((await call(cast.app, 'GET', url)).body.items[0].name).toBe('Before Rename');
    expect((await call(cast.app, 'GET', url)).body.items[0].name).toBe('Before Rename');
    const hits = cast.app.readCache?.stats.hits ?? 0;
    expect(hits).toBeGreaterThan(0);
    await call(cast.app, 'PUT', `/api/player/${player.id}`, cast.owner, { name: 'After Rename' });
    expect((await call(cast.app, 'GET', url)).body.items[0].name).toBe('After Rename');
    expect((await call(cast.app, 'GET', `/api/player/${player.id}`)).body.name).toBe('After Rename');
  });
});

describe('DELETE /api/player/:id', () => {
  it('removes the player with its roster and squad entries', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const team = await createTeam(cast, 'Deleting FC');
    expect(
      (await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id })).status,
    ).toBe(201);
    const player = await createPlayer(cast.app, cast.owner);
    await addToRoster(cast.app, cast.owner, team.id, player.id);
    await addToSquad(cast.app, cast.owner, { champId: champ.id, teamId: team.id, playerId: player.id });

    expect((await call(cast.app, 'DELETE', `/api/player/${player.id}`, cast.other)).status).toBe(403);
    const batches = listen();
    const res = await call(cast.app, 'DELETE', `/api/player/${player.id}`, cast.owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: player.id, deleted: true });
    expect(batches).toEqual([[{ type: 'player.deleted', playerId: player.id }]]);
    expect((await call(cast.app, 'GET', `/api/player/${player.id}`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}/players`)).body.totalItems).toBe(0);
    expect((await call(cast.app, 'GET', `/api/champ-team-players?champId=${champ.id}`)).body.totalItems).toBe(
      0,
    );
    expect((await call(cast.app, 'DELETE', `/api/player/${player.id}`, cast.owner)).status).toBe(404);
  });
});

describe('the service functions other modules use', () => {
  it('find players in bulk, assert one exists, list its squad entries', async () => {
    const ctx = createContext(
      {
        db: cast.app.deps.database.db,
        bus: cast.app.deps.bus,
        clock: cast.app.deps.clock,
        log: cast.app.log,
      },
      null,
    );
    const a = await createPlayer(cast.app, cast.owner, { name: 'Bulk A' });
    const b = await createPlayer(cast.app, cast.owner, { name: 'Bulk B', photo: 'images/b.webp' });
    const rows = await findPlayerRows(ctx, [a.id, b.id, a.id, UNKNOWN, 'junk']);
    expect([...rows.keys()].sort()).toEqual([a.id, b.id].sort());
    expect(rows.get(b.id)).toEqual({
      id: b.id,
      name: 'Bulk B',
      photo: 'images/b.webp',
      sportKindId: 'football',
      ownerId: cast.ownerId,
    });
    await expect(ensurePlayerExists(ctx, a.id)).resolves.toBeUndefined();
    await expect(ensurePlayerExists(ctx, UNKNOWN)).rejects.toMatchObject({ code: 'player.not_found' });
    await expect(ensurePlayerExists(ctx, 'junk')).rejects.toMatchObject({ code: 'player.not_found' });

    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const team = await createTeam(cast, 'Squad Lookup FC');
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    await addToRoster(cast.app, cast.owner, team.id, a.id, { shirtNumber: 8 });
    await addToSquad(cast.app, cast.owner, { champId: champ.id, teamId: team.id, playerId: a.id });
    expect(await findSquadEntriesOfPlayer(ctx, a.id)).toEqual([
      { champId: champ.id, teamId: team.id, shirtNumber: 8 },
    ]);
    expect(await findSquadEntriesOfPlayer(ctx, b.id)).toEqual([]);
  });
});
