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
  unsubscribe.push(cast.app.deps.bus.subscribe('rosters-test', (events) => void batches.push([...events])));
  return batches;
}

/** A calendar day `days` from today (UTC), as the server's clock sees it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let teamCounter = 0;
const newTeam = () => createManagedTeam(cast, `Roster Team ${++teamCounter}`);

describe('POST /api/teams/:id/player and GET /api/teams/:id/players', () => {
  it('puts players on the roster and lists it by shirt number, then name', async () => {
    const team = await newTeam();
    const keeper = await createPlayer(cast.app, cast.owner, { name: 'Zed Keeper' });
    const striker = await createPlayer(cast.app, cast.owner, { name: 'Ann Striker' });
    // The Manager adds a player of their own (a player joins a roster directly only by its owner's hand).
    const reserve = await createPlayer(cast.app, cast.manager, { name: 'Bob Reserve' });
    const added = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: keeper.id,
      shirtNumber: 1,
      position: 'Goalkeeper',
      startDate: '2024-07-01',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      id: expect.any(String),
      teamId: team.id,
      teamName: team.name,
      playerId: keeper.id,
      name: 'Zed Keeper',
      shirtNumber: 1,
      position: 'Goalkeeper',
      startDate: '2024-07-01',
      endDate: null,
    });
    await addToRoster(cast.app, cast.manager, team.id, reserve.id);
    await addToRoster(cast.app, cast.owner, team.id, striker.id, { shirtNumber: 9 });

    const list = await call(cast.app, 'GET', `/api/teams/${team.id}/players`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      items: [
        { playerId: keeper.id, name: 'Zed Keeper', shirtNumber: 1 },
        { playerId: striker.id, name: 'Ann Striker', shirtNumber: 9 },
        { playerId: reserve.id, name: 'Bob Reserve', shirtNumber: null, startDate: dayFromToday(0) },
      ],
      totalItems: 3,
    });
    const page = await call(cast.app, 'GET', `/api/teams/${team.id}/players?pageIndex=1&pageSize=2`);
    expect(page.body.items.map((i: { playerId: string }) => i.playerId)).toEqual([reserve.id]);
    expect(page.body.totalItems).toBe(3);

    const entry = await call(cast.app, 'GET', `/api/teams/player/${added.body.id}`);
    expect(entry.status).toBe(200);
    expect(entry.body).toEqual(added.body);
  });

  // Issue 29, item 6: a roster is no way to take someone else's player; the offer flow is (below).
  it("refuses another user's player (403 team.player_not_owned), writing nothing", async () => {
    const strangersTeam = await createTeam(cast, `Stranger FC ${++teamCounter}`, cast.other);
    const mine = await createPlayer(cast.app, cast.owner, { name: 'Not Yours' });
    const batches = listen();
    const refused = await call(cast.app, 'POST', `/api/teams/${strangersTeam.id}/player`, cast.other, {
      playerId: mine.id,
      shirtNumber: 10,
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'team.player_not_owned']);
    expect(refused.body.detail).toMatch(/offer/);
    expect(batches).toEqual([]);
    const roster = await call(cast.app, 'GET', `/api/teams/${strangersTeam.id}/players`);
    expect(roster.body.totalItems).toBe(0);
    const teams = await call(cast.app, 'GET', `/api/player/${mine.id}/teams`);
    expect(teams.body.totalItems).toBe(0);
    // A Manager of the team does not own the team owner's players either; SystemAdmin may.
    const team = await newTeam();
    const byManager = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.manager, {
      playerId: mine.id,
    });
    expect([byManager.status, byManager.body.code]).toEqual([403, 'team.player_not_owned']);
    await addToRoster(cast.app, cast.admin, strangersTeam.id, mine.id);
  });

  it("puts another user's player on the roster when the player's owner accepts the team's offer", async () => {
    const strangersTeam = await createTeam(cast, `Offering FC ${++teamCounter}`, cast.other);
    const mine = await createPlayer(cast.app, cast.owner, { name: 'Wanted' });
    const offer = await call(cast.app, 'POST', '/api/champ-registration/userplayerteamrequest', cast.other, {
      userId: cast.ownerId,
      playerId: mine.id,
      teamId: strangersTeam.id,
      startDate: dayFromToday(0),
      endDate: dayFromToday(30),
      isSentByUser: false,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accepted = await call(
      cast.app,
      'PUT',
      `/api/champ-registration/userplayerteamrequest/${offer.body.id}`,
      cast.owner,
      { decision: 'accept' },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const roster = await call(cast.app, 'GET', `/api/teams/${strangersTeam.id}/players`);
    expect(roster.body.items).toEqual([
      expect.objectContaining({
        id: accepted.body.rosterEntryId,
        playerId: mine.id,
        startDate: dayFromToday(0),
        endDate: dayFromToday(30),
      }),
    ]);
  });

  it('answers 401, 403, 404 and 400 as it should', async () => {
    const team = await newTeam();
    const player = await createPlayer(cast.app, cast.owner);
    const url = `/api/teams/${team.id}/player`;
    expect((await call(cast.app, 'POST', url, undefined, { playerId: player.id })).status).toBe(401);
    expect((await call(cast.app, 'POST', url, cast.other, { playerId: player.id })).status).toBe(403);
    const noTeam = await call(cast.app, 'POST', `/api/teams/${UNKNOWN}/player`, cast.owner, {
      playerId: player.id,
    });
    expect([noTeam.status, noTeam.body.code]).toEqual([404, 'team.not_found']);
    const noPlayer = await call(cast.app, 'POST', url, cast.owner, { playerId: UNKNOWN });
    expect([noPlayer.status, noPlayer.body.code]).toEqual([404, 'player.not_found']);
    for (const [payload, field] of [
      [{ playerId: 'nope' }, 'body.playerId'],
      [{ playerId: player.id, startDate: '2024-02-30' }, 'body.startDate'],
      [{ playerId: player.id, shirtNumber: 1000 }, 'body.shirtNumber'],
      [{ playerId: player.id, position: 'x'.repeat(51) }, 'body.position'],
    ] as const) {
      const res = await call(cast.app, 'POST', url, cast.owner, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    const missingEntry = await call(cast.app, 'GET', `/api/teams/player/${UNKNOWN}`);
    expect([missingEntry.status, missingEntry.body.code]).toEqual([404, 'team_player.not_found']);
    expect((await call(cast.app, 'GET', `/api/teams/${UNKNOWN}/players`)).status).toBe(404);
  });

  it('records team.rosterChanged after the commit, nothing when refused', async () => {
    const team = await newTeam();
    const player = await createPlayer(cast.app, cast.owner);
    const batches = listen();
    await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: player.id,
      startDate: '2024-02-01',
      endDate: '2024-01-01',
    });
    expect(batches).toEqual([]);
    await addToRoster(cast.app, cast.owner, team.id, player.id);
    expect(batches).toEqual([[{ type: 'team.rosterChanged', teamId: team.id, playerId: player.id }]]);
  });
});

describe('the roster rules', () => {
  it('refuses an end before the start, naming body.endDate', async () => {
    const team = await newTeam();
    const player = await createPlayer(cast.app, cast.owner);
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: player.id,
      startDate: '2024-02-01',
      endDate: '2024-01-31',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('team.contract_period_invalid');
    expect(res.body.errors[0].field).toBe('body.endDate');
  });

  it('refuses a player of another sport, naming body.playerId', async () => {
    const team = await newTeam();
    const hooper = await createPlayer(cast.app, cast.owner, { sportKindId: 'basketball' });
    const res = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: hooper.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('team.player_sport_mismatch');
    expect(res.body.errors[0].field).toBe('body.playerId');
  });

  it('refuses the same player in an overlapping period, accepts a later one', async () => {
    const team = await newTeam();
    const player = await createPlayer(cast.app, cast.owner);
    await addToRoster(cast.app, cast.owner, team.id, player.id, {
      startDate: '2022-07-01',
      endDate: '2023-06-30',
    });
    const overlap = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: player.id,
      startDate: '2023-06-30',
    });
    expect([overlap.status, overlap.body.code]).toEqual([409, 'team.player_already_on_roster']);
    await addToRoster(cast.app, cast.owner, team.id, player.id, { startDate: '2023-07-01' });
  });

  it('refuses a shirt number worn in the team at the same time, naming body.shirtNumber', async () => {
    const team = await newTeam();
    const [a, b, c] = [
      await createPlayer(cast.app, cast.owner),
      await createPlayer(cast.app, cast.owner),
      await createPlayer(cast.app, cast.owner),
    ];
    await addToRoster(cast.app, cast.owner, team.id, a!.id, {
      shirtNumber: 10,
      startDate: '2020-01-01',
      endDate: '2021-12-31',
    });
    const taken = await call(cast.app, 'POST', `/api/teams/${team.id}/player`, cast.owner, {
      playerId: b!.id,
      shirtNumber: 10,
      startDate: '2021-06-01',
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'team.shirt_number_taken']);
    expect(taken.body.errors[0].field).toBe('body.shirtNumber');
    // After the first contract ends the number is free again.
    const later = await addToRoster(cast.app, cast.owner, team.id, b!.id, {
      shirtNumber: 10,
      startDate: '2022-01-01',
    });
    // Changing another entry to a number in use is refused too; its own number is fine.
    const third = await addToRoster(cast.app, cast.owner, team.id, c!.id, { shirtNumber: 11 });
    const clash = await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${third.id}`, cast.owner, {
      shirtNumber: 10,
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'team.shirt_number_taken']);
    const same = await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${later.id}`, cast.owner, {
      shirtNumber: 10,
      position: 'Playmaker',
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ shirtNumber: 10, position: 'Playmaker' });
  });
});

describe('PUT and DELETE /api/teams/:id/player/:playerId', () => {
  it("changes the player's current entry (by player id or entry id) and removes it", async () => {
    const team = await newTeam();
    const player = await createPlayer(cast.app, cast.owner, { name: 'Movable' });
    const old = await addToRoster(cast.app, cast.owner, team.id, player.id, {
      startDate: '2019-01-01',
      endDate: '2019-12-31',
    });
    const current = await addToRoster(cast.app, cast.owner, team.id, player.id, { startDate: '2020-01-01' });
    const byPlayer = await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${player.id}`, cast.manager, {
      shirtNumber: 7,
    });
    expect(byPlayer.status, JSON.stringify(byPlayer.body)).toBe(200);
    expect(byPlayer.body).toMatchObject({ id: current.id, shirtNumber: 7, startDate: '2020-01-01' });
    const byEntry = await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${old.id}`, cast.owner, {
      endDate: '2018-12-31',
    });
    expect([byEntry.status, byEntry.body.errors?.[0]?.field]).toEqual([400, 'body.endDate']);
    const widen = await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${old.id}`, cast.owner, {
      endDate: null,
    });
    expect([widen.status, widen.body.code]).toEqual([409, 'team.player_already_on_roster']);

    expect(
      (await call(cast.app, 'PUT', `/api/teams/${team.id}/player/${player.id}`, cast.other, {})).status,
    ).toBe(403);
    expect((await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${player.id}`)).status).toBe(401);
    const notOnTeam = await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${UNKNOWN}`, cast.owner);
    expect([notOnTeam.status, notOnTeam.body.code]).toEqual([404, 'team_player.not_found']);

    const batches = listen();
    const removed = await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${player.id}`, cast.owner);
    expect(removed.body).toEqual({ id: current.id, deleted: true });
    expect(batches).toEqual([[{ type: 'team.rosterChanged', teamId: team.id, playerId: player.id }]]);
    const left = await call(cast.app, 'GET', `/api/teams/${team.id}/players`);
    expect(left.body.items.map((i: { id: string }) => i.id)).toEqual([old.id]);
  });
});

describe("the player's owner takes their player off another user's roster (issue 29, item 6)", () => {
  /** A team of `other`'s with the owner's player on it through an accepted offer, entered in a squad. */
  async function ownersPlayerOnStrangersTeam() {
    const team = await createTeam(cast, `Borrowing FC ${++teamCounter}`, cast.other);
    const player = await createPlayer(cast.app, cast.owner, { name: 'On Loan' });
    const offer = await call(cast.app, 'POST', '/api/champ-registration/userplayerteamrequest', cast.other, {
      userId: cast.ownerId,
      playerId: player.id,
      teamId: team.id,
      startDate: dayFromToday(0),
      endDate: dayFromToday(60),
      isSentByUser: false,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accepted = await call(
      cast.app,
      'PUT',
      `/api/champ-registration/userplayerteamrequest/${offer.body.id}`,
      cast.owner,
      { decision: 'accept' },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { team, player, entryId: accepted.body.rosterEntryId as string };
  }

  it("lets the player's owner remove it (2xx); anyone else who cannot edit the team gets 403", async () => {
    const { team, player, entryId } = await ownersPlayerOnStrangersTeam();
    const url = `/api/teams/${team.id}/player/${player.id}`;
    expect((await call(cast.app, 'DELETE', url, cast.manager)).status).toBe(403);
    const batches = listen();
    const removed = await call(cast.app, 'DELETE', url, cast.owner);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ id: entryId, deleted: true });
    expect(batches).toEqual([[{ type: 'team.rosterChanged', teamId: team.id, playerId: player.id }]]);
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}/players`)).body.totalItems).toBe(0);
    // Nothing left of theirs on that team: 404, as for the team's editors.
    const again = await call(cast.app, 'DELETE', url, cast.owner);
    expect([again.status, again.body.code]).toEqual([404, 'team_player.not_found']);
  });

  it("does not let the player's owner touch the team's other players", async () => {
    const { team } = await ownersPlayerOnStrangersTeam();
    const theirs = await createPlayer(cast.app, cast.other, { name: 'Home Grown' });
    const entry = await addToRoster(cast.app, cast.other, team.id, theirs.id);
    for (const id of [theirs.id, entry.id]) {
      const res = await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${id}`, cast.owner);
      expect(res.status, id).toBe(403);
    }
    expect((await call(cast.app, 'GET', `/api/teams/${team.id}/players`)).body.totalItems).toBe(2);
  });

  it('leaves the squad entries as a removal by the team does (a competition keeps its squad)', async () => {
    const team = await newTeam();
    const theirs = await createPlayer(cast.app, cast.other, { name: 'Squad Member' });
    const offer = await call(cast.app, 'POST', '/api/champ-registration/userplayerteamrequest', cast.owner, {
      userId: (await call(cast.app, 'GET', `/api/player/${theirs.id}`)).body.ownerId,
      playerId: theirs.id,
      teamId: team.id,
      startDate: dayFromToday(0),
      endDate: dayFromToday(60),
      isSentByUser: false,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const accept = `/api/champ-registration/userplayerteamrequest/${offer.body.id}`;
    expect((await call(cast.app, 'PUT', accept, cast.other, { decision: 'accept' })).status).toBe(200);
    const champ = await createChamp(cast, (await createLeague(cast)).id);
    const entered = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const squad = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: theirs.id,
    });
    expect(squad.status, JSON.stringify(squad.body)).toBe(201);
    const removed = await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${theirs.id}`, cast.other);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const squads = await call(cast.app, 'GET', `/api/champ-team-players?champId=${champ.id}`);
    expect(squads.body.items.map((i: { id: string }) => i.id)).toEqual([squad.body.id]);
  });

  it("still lets the team's owner remove it", async () => {
    const { team, player, entryId } = await ownersPlayerOnStrangersTeam();
    const removed = await call(cast.app, 'DELETE', `/api/teams/${team.id}/player/${entryId}`, cast.other);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ id: entryId, deleted: true });
    const teams = await call(cast.app, 'GET', `/api/player/${player.id}/teams`);
    expect(teams.body.totalItems).toBe(0);
  });
});

describe('GET /api/player/:id/teams and /api/teams/fixture-players', () => {
  it("lists a player's entries current first, and a match's current rosters", async () => {
    const home = await newTeam();
    const away = await createTeam(cast, 'Fixture Away');
    const player = await createPlayer(cast.app, cast.owner, { name: 'Journeyman' });
    const past = await addToRoster(cast.app, cast.owner, away.id, player.id, {
      startDate: '2018-01-01',
      endDate: '2018-12-31',
    });
    const now = await addToRoster(cast.app, cast.owner, home.id, player.id, {
      startDate: '2019-01-01',
      shirtNumber: 5,
    });
    const future = await createPlayer(cast.app, cast.owner, { name: 'Future Signing' });
    await addToRoster(cast.app, cast.owner, away.id, future.id, { startDate: dayFromToday(30) });
    const awayNow = await createPlayer(cast.app, cast.owner, { name: 'Away Regular' });
    await addToRoster(cast.app, cast.owner, away.id, awayNow.id, {
      shirtNumber: 3,
      endDate: dayFromToday(0),
    });

    const teams = await call(cast.app, 'GET', `/api/player/${player.id}/teams`);
    expect(teams.status).toBe(200);
    expect(teams.body.items.map((i: { id: string }) => i.id)).toEqual([now.id, past.id]);
    expect(teams.body.items[1]).toMatchObject({ teamId: away.id, teamName: 'Fixture Away' });
    expect((await call(cast.app, 'GET', `/api/player/${UNKNOWN}/teams`)).status).toBe(404);

    const res = await call(
      cast.app,
      'GET',
      `/api/teams/fixture-players?teamIds=${home.id}&teamIds=${away.id}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((t: { teamId: string }) => t.teamId)).toEqual([home.id, away.id]);
    expect(res.body.items[0].players.map((p: { name: string }) => p.name)).toEqual(['Journeyman']);
    expect(res.body.items[1].players.map((p: { name: string }) => p.name)).toEqual(['Away Regular']);
    const one = await call(cast.app, 'GET', `/api/teams/fixture-players?teamIds=${home.id}`);
    expect(one.body.items).toHaveLength(1);
    const missing = await call(cast.app, 'GET', `/api/teams/fixture-players?teamIds=${UNKNOWN}`);
    expect([missing.status, missing.body.code]).toEqual([404, 'team.not_found']);
  });
});
