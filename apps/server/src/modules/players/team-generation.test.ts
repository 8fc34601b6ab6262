import type { DomainEvent } from '@matchday/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createManagedTeam,
  createTeam,
} from '../champs/champs.testing.ts';
import { addToRoster, createPlayer } from './players.testing.ts';

/** `POST /teams/{id}/clone` and `POST /teams/generate` (spec §7 "Teams"; docs/adr/0012-team-generation.md). */

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
function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(
    cast.app.deps.bus.subscribe('team-generation-test', (events) => void batches.push([...events])),
  );
  return batches;
}

let counter = 0;
const unique = (name: string) => `${name} ${++counter}-${Date.now().toString(36)}`;

/** A team of the owner's with two current players (9 Striker, 1 Goalkeeper) and one whose contract ended. */
async function teamWithRoster() {
  const team = await createManagedTeam(cast, unique('Source'));
  const striker = await createPlayer(cast.app, cast.owner, { name: 'Sam Striker', nationality: 'GB' });
  const keeper = await createPlayer(cast.app, cast.owner, { name: 'Kim Keeper' });
  const former = await createPlayer(cast.app, cast.owner, { name: 'Fay Former' });
  await addToRoster(cast.app, cast.owner, team.id, striker.id, { shirtNumber: 9, position: 'Striker' });
  await addToRoster(cast.app, cast.owner, team.id, keeper.id, { shirtNumber: 1, position: 'Goalkeeper' });
  await addToRoster(cast.app, cast.owner, team.id, former.id, {
    shirtNumber: 5,
    startDate: '2020-01-01',
    endDate: '2020-12-31',
  });
  return { team, striker, keeper, former };
}

const rosterOf = async (teamId: string) =>
  (await call(cast.app, 'GET', `/api/teams/${teamId}/players`)).body.items as {
    playerId: string;
    name: string;
    shirtNumber: number | null;
    position: string | null;
    startDate: string | null;
    endDate: string | null;
  }[];

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/teams/:id/clone', () => {
  it('clones a team without players, owned by the caller', async () => {
    const { team } = await teamWithRoster();
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.manager, {
      newName: 'Copy FC',
      clonePlayersOption: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Copy FC', sportKindId: 'football', canEdit: true });
    expect(res.body.id).not.toBe(team.id);
    expect(res.body.ownerId).not.toBe(cast.ownerId);
    expect(await rosterOf(res.body.id)).toEqual([]);
  });

  it('puts the same current players on the new roster, numbers and positions kept, from today', async () => {
    const { team, striker, keeper } = await teamWithRoster();
    const batches = listen();
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.owner, {
      newName: 'Same Players FC',
      clonePlayersOption: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ownerId).toBe(cast.ownerId);
    const roster = await rosterOf(res.body.id);
    expect(roster).toEqual([
      expect.objectContaining({
        playerId: keeper.id,
        shirtNumber: 1,
        position: 'Goalkeeper',
        startDate: today(),
        endDate: null,
      }),
      expect.objectContaining({
        playerId: striker.id,
        shirtNumber: 9,
        position: 'Striker',
        startDate: today(),
        endDate: null,
      }),
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((e) => e.type).sort()).toEqual([
      'team.created',
      'team.rosterChanged',
      'team.rosterChanged',
    ]);
    // The source keeps its roster.
    expect(await rosterOf(team.id)).toHaveLength(3);
  });

  it("refuses the same players when one is another user's (403), writing nothing", async () => {
    const { team } = await teamWithRoster();
    const theirs = await createPlayer(cast.app, cast.other, { name: 'Olly Other' });
    const offer = await call(cast.app, 'POST', '/api/champ-registration/userplayerteamrequest', cast.owner, {
      userId: (await call(cast.app, 'GET', `/api/player/${theirs.id}`)).body.ownerId,
      playerId: theirs.id,
      teamId: team.id,
      startDate: today(),
      endDate: today(),
      isSentByUser: false,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accepted = await call(
      cast.app,
      'PUT',
      `/api/champ-registration/userplayerteamrequest/${offer.body.id}`,
      cast.other,
      { decision: 'accept' },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const batches = listen();
    const refused = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.owner, {
      newName: unique('Refused clone'),
      clonePlayersOption: 1,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'team.player_not_owned']);
    expect(refused.body.detail).toContain('Olly Other');
    expect(batches).toEqual([]);
    expect((await call(cast.app, 'GET', `/api/player/${theirs.id}/teams`)).body.totalItems).toBe(1);
    // Without players, or with copies the new owner owns, the clone goes ahead.
    const copies = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.owner, {
      newName: unique('Copies'),
      clonePlayersOption: 2,
    });
    expect(copies.status, JSON.stringify(copies.body)).toBe(201);
  });

  it('copies the players into new records owned by the new owner', async () => {
    const { team, striker, keeper } = await teamWithRoster();
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.admin, {
      newName: 'Copied Players FC',
      clonePlayersOption: 2,
      ownerUserId: cast.managerId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ownerId).toBe(cast.managerId);
    const roster = await rosterOf(res.body.id);
    expect(roster.map((r) => [r.name, r.shirtNumber])).toEqual([
      ['Kim Keeper', 1],
      ['Sam Striker', 9],
    ]);
    for (const entry of roster) {
      expect([striker.id, keeper.id]).not.toContain(entry.playerId);
      const player = await call(cast.app, 'GET', `/api/player/${entry.playerId}`);
      expect(player.body.ownerId).toBe(cast.managerId);
    }
    const copy = await call(cast.app, 'GET', `/api/player/${roster[1]!.playerId}`);
    expect(copy.body).toMatchObject({ name: 'Sam Striker', nationality: 'GB' });
  });

  it('lets SystemAdmin clone for itself by default', async () => {
    const team = await createTeam(cast, unique('Admin source'));
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.admin, {
      newName: 'Admin copy',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ownerId).not.toBe(cast.ownerId);
    expect(res.body.canEdit).toBe(true);
  });

  it('refuses ownerUserId from anyone but SystemAdmin (403 naming it), and an unknown user (400)', async () => {
    const team = await createTeam(cast, unique('Owner check'));
    const forbidden = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.owner, {
      newName: 'X',
      ownerUserId: cast.managerId,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('team.owner_not_allowed');
    expect(JSON.stringify(forbidden.body)).toContain('body.ownerUserId');
    const unknown = await call(cast.app, 'POST', `/api/teams/${team.id}/clone`, cast.admin, {
      newName: 'X',
      ownerUserId: UNKNOWN,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('body.ownerUserId');
  });

  it('answers bad input naming the field, 401, 403 and 404', async () => {
    const team = await createTeam(cast, unique('Checks'));
    const url = `/api/teams/${team.id}/clone`;
    const noName = await call(cast.app, 'POST', url, cast.owner, { newName: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0].field).toBe('body.newName');
    const badOption = await call(cast.app, 'POST', url, cast.owner, { newName: 'X', clonePlayersOption: 3 });
    expect(badOption.status).toBe(400);
    expect(badOption.body.errors[0].field).toBe('body.clonePlayersOption');
    expect((await call(cast.app, 'POST', url, undefined, { newName: 'X' })).status).toBe(401);
    expect((await call(cast.app, 'POST', url, cast.other, { newName: 'X' })).status).toBe(403);
    const missing = await call(cast.app, 'POST', `/api/teams/${UNKNOWN}/clone`, cast.owner, { newName: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('team.not_found');
  });
});

describe('POST /api/teams/generate', () => {
  it('creates N numbered empty teams owned by the caller', async () => {
    const batches = listen();
    const res = await call(cast.app, 'POST', '/api/teams/generate', cast.other, {
      sportKindId: 'football',
      count: 3,
      namePrefix: 'Five-a-side',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.items.map((t: { name: string }) => t.name)).toEqual([
      'Five-a-side 1',
      'Five-a-side 2',
      'Five-a-side 3',
    ]);
    expect(res.body).toMatchObject({ totalItems: 3, playerCounts: [0, 0, 0], champId: null });
    expect(res.body.seed).toEqual(expect.any(String));
    expect(res.body.items.every((t: { canEdit: boolean }) => t.canEdit)).toBe(true);
    expect(batches.flat().filter((e) => e.type === 'team.created')).toHaveLength(3);
  });

  it('splits the players into teams, each on one roster, the same way for the same seed', async () => {
    const players = [];
    for (let i = 1; i <= 7; i++) {
      players.push(
        await createPlayer(cast.app, cast.owner, { name: `Draft ${i}`, shirtNumber: i <= 4 ? 7 : i }),
      );
    }
    const body = {
      sportKindId: 'football',
      count: 2,
      namePrefix: 'Draft',
      playerIds: players.map((p) => p.id),
      seed: 'sunday',
    };
    const first = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.seed).toBe('sunday');
    expect([...first.body.playerCounts].sort()).toEqual([3, 4]);
    const rosters = await Promise.all((first.body.items as { id: string }[]).map((t) => rosterOf(t.id)));
    const placed = rosters.flat().map((r) => r.playerId);
    expect([...placed].sort()).toEqual(players.map((p) => p.id).sort());
    for (const roster of rosters) {
      const numbers = roster.map((r) => r.shirtNumber).filter((n) => n !== null);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(roster.every((r) => r.startDate === today())).toBe(true);
    }
    const second = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, body);
    const again = await Promise.all((second.body.items as { id: string }[]).map((t) => rosterOf(t.id)));
    expect(again.map((r) => r.map((e) => e.playerId).sort())).toEqual(
      rosters.map((r) => r.map((e) => e.playerId).sort()),
    );
  });

  it('enters the teams in a competition the caller organises', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const res = await call(cast.app, 'POST', '/api/teams/generate', cast.manager, {
      sportKindId: 'football',
      count: 4,
      namePrefix: 'Cup',
      champId: champ.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.champId).toBe(champ.id);
    const entered = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(entered.body.items.map((t: { id: string }) => t.id).sort()).toEqual(
      res.body.items.map((t: { id: string }) => t.id).sort(),
    );
  });

  it('refuses a competition the caller does not organise (403), an unknown one (404), another sport (400)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const base = { sportKindId: 'football', count: 2, namePrefix: 'No' };
    const forbidden = await call(cast.app, 'POST', '/api/teams/generate', cast.other, {
      ...base,
      champId: champ.id,
    });
    expect(forbidden.status).toBe(403);
    const missing = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, {
      ...base,
      champId: UNKNOWN,
    });
    expect(missing.status).toBe(404);
    const sport = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, {
      ...base,
      sportKindId: 'basketball',
      champId: champ.id,
    });
    expect(sport.status).toBe(400);
    expect(sport.body.errors[0].field).toBe('body.champId');
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.totalItems).toBe(0);
  });

  // Issue 29, item 6: the generator puts players on rosters directly, so only the caller's own (or anyone's
  // for SystemAdmin); another user's player is refused by index, like any player that cannot be split.
  it("refuses another user's players (403 naming each index), writing nothing", async () => {
    const mine = await createPlayer(cast.app, cast.other, { name: 'Mine' });
    const owners = await createPlayer(cast.app, cast.owner, { name: 'Not Mine' });
    const managers = await createPlayer(cast.app, cast.manager, { name: 'Not Mine Either' });
    const batches = listen();
    const body = {
      sportKindId: 'football',
      count: 2,
      namePrefix: 'Borrowed',
      playerIds: [owners.id, mine.id, managers.id],
    };
    const refused = await call(cast.app, 'POST', '/api/teams/generate', cast.other, body);
    expect([refused.status, refused.body.code]).toEqual([403, 'team.player_not_owned']);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.playerIds.0',
      'body.playerIds.2',
    ]);
    expect(batches).toEqual([]);
    for (const player of [owners, mine, managers]) {
      expect((await call(cast.app, 'GET', `/api/player/${player.id}/teams`)).body.totalItems).toBe(0);
    }
    const byAdmin = await call(cast.app, 'POST', '/api/teams/generate', cast.admin, body);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(201);
  });

  it('answers bad input naming the field, and 401', async () => {
    const base = { sportKindId: 'football', count: 2, namePrefix: 'Bad' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, count: 1 }, 'body.count'],
      [{ ...base, count: 65 }, 'body.count'],
      [{ ...base, namePrefix: '' }, 'body.namePrefix'],
      [{ ...base, sportKindId: 'curling-on-mars' }, 'body.sportKindId'],
      [{ ...base, playerIds: ['nope'] }, 'body.playerIds.0'],
    ];
    for (const [body, field] of cases) {
      const res = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    const basketballer = await createPlayer(cast.app, cast.owner, { sportKindId: 'basketball' });
    const footballer = await createPlayer(cast.app, cast.owner);
    const wrong = await call(cast.app, 'POST', '/api/teams/generate', cast.owner, {
      ...base,
      playerIds: [footballer.id, basketballer.id, UNKNOWN, footballer.id],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.playerIds.1',
      'body.playerIds.2',
      'body.playerIds.3',
    ]);
    expect((await call(cast.app, 'POST', '/api/teams/generate', undefined, base)).status).toBe(401);
  });
});
