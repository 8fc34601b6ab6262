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

function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(cast.app.deps.bus.subscribe('squads-test', (events) => void batches.push([...events])));
  return batches;
}

let counter = 0;

/** A competition of the owner's league with a team entered (the manager manages both), and a rostered player. */
async function setup() {
  counter += 1;
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id);
  const team = await createManagedTeam(cast, `Squad Team ${counter}`);
  const entered = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
    teamId: team.id,
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  const player = await createPlayer(cast.app, cast.owner, { name: `Squad Player ${counter}` });
  await addToRoster(cast.app, cast.owner, team.id, player.id, { shirtNumber: 14, position: 'Midfielder' });
  return { league, champ, team, player };
}

describe('POST /api/champ-team-players', () => {
  it("registers a rostered player, taking the roster's shirt number by default", async () => {
    const { league, champ, team, player } = await setup();
    const batches = listen();
    const res = await call(cast.app, 'POST', '/api/champ-team-players', cast.manager, {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
      name: player.name,
      shirtNumber: 14,
      position: 'Midfielder',
    });
    expect(batches).toEqual([
      [
        {
          type: 'champ.squadChanged',
          champId: champ.id,
          leagueId: league.id,
          teamId: team.id,
          playerId: player.id,
        },
      ],
    ]);

    const list = await call(cast.app, 'GET', `/api/champ-team-players?champId=${champ.id}`);
    expect(list.body).toMatchObject({ items: [{ id: res.body.id, playerId: player.id }], totalItems: 1 });
    const ofTeam = await call(
      cast.app,
      'GET',
      `/api/champ-team-players?champId=${champ.id}&teamId=${UNKNOWN}`,
    );
    expect(ofTeam.body.totalItems).toBe(0);
    const noChamp = await call(cast.app, 'GET', `/api/champ-team-players?champId=${UNKNOWN}`);
    expect([noChamp.status, noChamp.body.code]).toEqual([404, 'champ.not_found']);
    expect((await call(cast.app, 'GET', '/api/champ-team-players')).body.errors[0].field).toBe(
      'querystring.champId',
    );
  });

  it('refuses a team not entered, a player not on the roster, and a second squad in one competition', async () => {
    const { champ, team, player } = await setup();
    const outsider = await createTeam(cast, 'Not Entered FC');
    await addToRoster(cast.app, cast.owner, outsider.id, player.id);
    const notEntered = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId: outsider.id,
      playerId: player.id,
    });
    expect([notEntered.status, notEntered.body.code]).toEqual([409, 'squad.team_not_in_champ']);

    const stranger = await createPlayer(cast.app, cast.owner);
    const notRostered = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: stranger.id,
    });
    expect([notRostered.status, notRostered.body.code]).toEqual([409, 'squad.player_not_on_roster']);

    await addToSquad(cast.app, cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
      shirtNumber: 99,
    });
    const again = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
    });
    expect([again.status, again.body.code]).toEqual([409, 'squad.player_already_registered']);

    // Another team in the same competition cannot register the player either.
    const second = await createTeam(cast, 'Second Entrant');
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: second.id });
    await addToRoster(cast.app, cast.owner, second.id, player.id, {
      startDate: '2000-01-01',
      endDate: '2000-12-31',
    });
    const otherTeam = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId: second.id,
      playerId: player.id,
    });
    expect([otherTeam.status, otherTeam.body.code]).toEqual([409, 'squad.player_already_registered']);
  });

  it('answers 401, 403 and 404', async () => {
    const { champ, team, player } = await setup();
    const body = { champId: champ.id, teamId: team.id, playerId: player.id };
    expect((await call(cast.app, 'POST', '/api/champ-team-players', undefined, body)).status).toBe(401);
    expect((await call(cast.app, 'POST', '/api/champ-team-players', cast.other, body)).status).toBe(403);
    const noPlayer = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      ...body,
      playerId: UNKNOWN,
    });
    expect([noPlayer.status, noPlayer.body.code]).toEqual([404, 'player.not_found']);
  });
});

describe('DELETE /api/champ-team-players/:id', () => {
  it("is for the team's editors or the competition's: 401, 404, 403, then removed", async () => {
    const { league, champ, team, player } = await setup();
    const entry = await addToSquad(cast.app, cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
    });
    const url = `/api/champ-team-players/${entry.id}`;
    expect((await call(cast.app, 'DELETE', url)).status).toBe(401);
    const missing = await call(cast.app, 'DELETE', `/api/champ-team-players/${UNKNOWN}`, cast.owner);
    expect([missing.status, missing.body.code]).toEqual([404, 'squad.not_found']);
    expect((await call(cast.app, 'DELETE', url, cast.other)).status).toBe(403);
    const batches = listen();
    const removed = await call(cast.app, 'DELETE', url, cast.manager);
    expect(removed.body).toEqual({ id: entry.id, deleted: true });
    expect(batches).toEqual([
      [
        {
          type: 'champ.squadChanged',
          champId: champ.id,
          leagueId: league.id,
          teamId: team.id,
          playerId: player.id,
        },
      ],
    ]);
    expect((await call(cast.app, 'GET', `/api/champ-team-players?champId=${champ.id}`)).body.totalItems).toBe(
      0,
    );
  });

  it("lets the owner of the team alone (not the competition's organiser) remove its player", async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const theirTeam = await createTeam(cast, 'Guest Team', cast.other);
    const entered = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.admin, {
      teamId: theirTeam.id,
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const player = await createPlayer(cast.app, cast.other);
    await addToRoster(cast.app, cast.other, theirTeam.id, player.id);
    const entry = await addToSquad(cast.app, cast.other, {
      champId: champ.id,
      teamId: theirTeam.id,
      playerId: player.id,
    });
    const removed = await call(cast.app, 'DELETE', `/api/champ-team-players/${entry.id}`, cast.other);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});

describe('GET /api/champ-team-players/champteams and /{id}/champteam', () => {
  it('lists every entered team with its squad (an empty one too), and finds the squad of an entry', async () => {
    const { champ, team, player } = await setup();
    const other = await createManagedTeam(cast, `Squadless ${counter}`);
    expect(
      (await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: other.id }))
        .status,
    ).toBe(201);
    const entry = await addToSquad(cast.app, cast.owner, {
      champId: champ.id,
      teamId: team.id,
      playerId: player.id,
    });

    const all = await call(cast.app, 'GET', `/api/champ-team-players/champteams?champId=${champ.id}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({
      totalItems: 2,
      items: [
        {
          champId: champ.id,
          teamId: team.id,
          teamName: team.name,
          players: [{ id: entry.id, name: player.name }],
        },
        { champId: champ.id, teamId: other.id, teamName: other.name, players: [] },
      ],
    });

    const one = await call(cast.app, 'GET', `/api/champ-team-players/${entry.id}/champteam`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({
      champId: champ.id,
      teamId: team.id,
      players: [{ playerId: player.id }],
    });
  });

  it('answers 404 for an unknown competition or entry and 400 naming a malformed id', async () => {
    const champ = await call(cast.app, 'GET', `/api/champ-team-players/champteams?champId=${UNKNOWN}`);
    expect(champ.status).toBe(404);
    expect(champ.body).toMatchObject({ code: 'champ.not_found' });
    const entry = await call(cast.app, 'GET', `/api/champ-team-players/${UNKNOWN}/champteam`);
    expect(entry.status).toBe(404);
    expect(entry.body).toMatchObject({ code: 'squad.not_found' });
    const bad = await call(cast.app, 'GET', '/api/champ-team-players/champteams?champId=nope');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('champId');
  });
});
