import type { DomainEvent } from '@matchday/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createTeam,
  expectPermissionMatrix,
} from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer, type TestPlayer } from '../players/players.testing.ts';

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
  unsubscribe.push(cast.app.deps.bus.subscribe('lineups-test', (events) => void batches.push([...events])));
  return batches;
}

interface Match {
  leagueId: string;
  champId: string;
  stageId: string;
  fixtureId: string;
  home: { id: string; players: TestPlayer[] };
  away: { id: string; players: TestPlayer[] };
}

/** Registers `count` new players of the sport in the team's squad, shirt numbers from `firstShirt`. */
async function squadOf(
  champId: string,
  teamId: string,
  count: number,
  sportKindId: string,
  firstShirt: number,
) {
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const player = await createPlayer(cast.app, cast.owner, { sportKindId });
    await addToRoster(cast.app, cast.owner, teamId, player.id, {
      shirtNumber: firstShirt + i,
      position: 'Forward',
    });
    await addToSquad(cast.app, cast.owner, { champId, teamId, playerId: player.id });
    players.push(player);
  }
  return players;
}

/** One league fixture of two teams of `sportKindId`, each with a squad of `count` players. */
async function setupMatch(sportKindId = 'football', count = 4): Promise<Match> {
  const league = await createLeague(cast, { sportKindId });
  const champ = await createChamp(cast, league.id);
  const teamIds: string[] = [];
  for (const name of ['Home', 'Away']) {
    const team = await createTeam(
      cast,
      `${name} ${sportKindId} ${Math.random().toString(36).slice(2, 7)}`,
      cast.owner,
      sportKindId,
    );
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    teamIds.push(team.id);
  }
  const stage = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    type: 'league',
    name: 'League',
  });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: stage.body.id,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const fixture = generated.body.items[0];
  const homeId: string = fixture.homeTeamId;
  const awayId: string = fixture.awayTeamId;
  return {
    leagueId: league.id,
    champId: champ.id,
    stageId: stage.body.id,
    fixtureId: fixture.id,
    home: { id: homeId, players: await squadOf(champ.id, homeId, count, sportKindId, 1) },
    away: { id: awayId, players: await squadOf(champ.id, awayId, count, sportKindId, 20) },
  };
}

const putSquadAs = (
  cookie: string | undefined,
  fixtureId: string,
  side: 'home' | 'away',
  players: unknown[],
) => call(cast.app, 'PUT', `/api/fixture/${fixtureId}/${side}squad`, cookie, { players });
const putSquad = (fixtureId: string, side: 'home' | 'away', players: unknown[]) =>
  putSquadAs(cast.owner, fixtureId, side, players);

describe('PUT /api/fixture/{id}/homesquad and /awaysquad', () => {
  it("sets a side's sheet from its squad: starters, then the bench, each in the order given", async () => {
    const m = await setupMatch();
    const [p1, p2, p3, p4] = m.home.players;
    const batches = listen();
    const res = await putSquad(m.fixtureId, 'home', [
      { playerId: p3!.id, started: false },
      { playerId: p2!.id, captain: true, shirtNumber: 10 },
      { playerId: p1!.id, position: 'Goalkeeper' },
      { playerId: p4!.id, started: false, position: null },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      fixtureId: m.fixtureId,
      side: 'home',
      teamId: m.home.id,
      totalItems: 4,
    });
    expect(typeof res.body.teamName).toBe('string');
    expect(
      res.body.items.map((e: Record<string, unknown>) => [
        e.playerId,
        e.started,
        e.shirtNumber,
        e.position,
        e.captain,
      ]),
    ).toEqual([
      // The squad's shirt number and position unless the sheet gives its own (null: none).
      [p2!.id, true, 10, 'Forward', true],
      [p1!.id, true, 1, 'Goalkeeper', false],
      [p3!.id, false, 3, 'Forward', false],
      [p4!.id, false, 4, null, false],
    ]);
    expect(res.body.items[0]).toMatchObject({ playerName: p2!.name, photo: null, stats: null });
    expect(batches).toEqual([
      [
        {
          type: 'fixture.lineupChanged',
          fixtureId: m.fixtureId,
          stageId: m.stageId,
          champId: m.champId,
          leagueId: m.leagueId,
          teamId: m.home.id,
          playerIds: [p3!.id, p2!.id, p1!.id, p4!.id],
        },
      ],
    ]);

    const read = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/homesquad`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
    const away = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/awaysquad`);
    expect(away.body).toMatchObject({ side: 'away', teamId: m.away.id, items: [], totalItems: 0 });
  });

  it('replaces the sheet, naming the players before and after in the event', async () => {
    const m = await setupMatch();
    const [p1, p2, p3] = m.away.players;
    await putSquad(m.fixtureId, 'away', [{ playerId: p1!.id }, { playerId: p2!.id }]);
    const batches = listen();
    const res = await putSquad(m.fixtureId, 'away', [{ playerId: p3!.id }, { playerId: p2!.id }]);
    expect(res.body.items.map((e: { playerId: string }) => e.playerId)).toEqual([p3!.id, p2!.id]);
    const changed = batches.flat().find((e) => e.type === 'fixture.lineupChanged');
    expect(changed && 'playerIds' in changed ? [...changed.playerIds].sort() : []).toEqual(
      [p1!.id, p2!.id, p3!.id].sort(),
    );
    const cleared = await putSquad(m.fixtureId, 'away', []);
    expect(cleared.body.totalItems).toBe(0);
  });

  it.each([
    ['a player of the other squad', 'lineup.player_not_in_squad', 'body.players.1.playerId'],
    ['a player in no squad', 'lineup.player_not_in_squad', 'body.players.1.playerId'],
    ['the same player twice', 'lineup.duplicate_player', 'body.players.1.playerId'],
    ['two captains', 'lineup.captains', 'body.players.1.captain'],
    ['a box score in football', 'lineup.stat_unknown', 'body.players.1.stats.points'],
  ])('refuses %s (400 %s naming %s) and keeps the sheet', async (what, code, field) => {
    const m = await setupMatch();
    const [p1, p2] = m.home.players;
    await putSquad(m.fixtureId, 'home', [{ playerId: p1!.id }]);
    const stranger = await createPlayer(cast.app, cast.owner);
    const second = {
      'a player of the other squad': { playerId: m.away.players[0]!.id },
      'a player in no squad': { playerId: stranger.id },
      'the same player twice': { playerId: p1!.id },
      'two captains': { playerId: p2!.id, captain: true },
      'a box score in football': { playerId: p2!.id, stats: { points: 3 } },
    }[what];
    const first = what === 'two captains' ? { playerId: p1!.id, captain: true } : { playerId: p1!.id };
    const res = await putSquad(m.fixtureId, 'home', [first, second]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    const kept = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/homesquad`);
    expect(kept.body.items.map((e: { playerId: string }) => e.playerId)).toEqual([p1!.id]);
  });

  it('names every problem of the sheet at once', async () => {
    const m = await setupMatch();
    const res = await putSquad(m.fixtureId, 'home', [
      { playerId: m.away.players[0]!.id },
      { playerId: m.home.players[0]!.id, stats: { goals: 1 } },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.players.0.playerId',
      'body.players.1.stats.goals',
    ]);
  });

  it('refuses a malformed body naming the field', async () => {
    const m = await setupMatch();
    const res = await putSquad(m.fixtureId, 'home', [{ playerId: 'nope' }]);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.players.0.playerId');
    const negative = await putSquad(m.fixtureId, 'home', [
      { playerId: m.home.players[0]!.id, shirtNumber: -1 },
    ]);
    expect(negative.body.errors[0].field).toBe('body.players.0.shirtNumber');
  });

  it('takes the box-score columns of basketball, and refuses others naming the key', async () => {
    const m = await setupMatch('basketball', 2);
    const [p1, p2] = m.home.players;
    const wrong = await putSquad(m.fixtureId, 'home', [
      { playerId: p1!.id, stats: { points: 12, dunks: 2 } },
      { playerId: p2!.id, stats: { kills: 1 } },
    ]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('lineup.stat_unknown');
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.players.0.stats.dunks',
      'body.players.1.stats.kills',
    ]);
    expect(wrong.body.errors[0].message).toContain('points, rebounds, assists');

    const res = await putSquad(m.fixtureId, 'home', [
      { playerId: p1!.id, stats: { points: 21, rebounds: 7, assists: 4, minutes: 32 } },
      { playerId: p2!.id, started: false, stats: { points: 2 } },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((e: { stats: unknown }) => e.stats)).toEqual([
      { points: 21, rebounds: 7, assists: 4, minutes: 32 },
      { points: 2 },
    ]);
    const sheet = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/match-sheet`);
    expect(sheet.body.boxScoreKeys).toEqual([
      'points',
      'rebounds',
      'assists',
      'steals',
      'blocks',
      'fouls',
      'minutes',
    ]);
    expect(sheet.body.periods).toEqual({ count: 4, minutes: 10, name: 'quarter' });
    expect(sheet.body.home.items).toHaveLength(2);
  });

  it('waits for both teams of a knockout fixture (409 fixture.teams_unknown)', async () => {
    const { stageId } = await createChampWithTeams(cast, 4, { type: 'knockout' });
    const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    const final = generated.body.items.find((f: { round: number }) => f.round === 2);
    const res = await putSquad(final.id, 'home', []);
    expect([res.status, res.body.code]).toEqual([409, 'fixture.teams_unknown']);
    const read = await call(cast.app, 'GET', `/api/fixture/${final.id}/homesquad`);
    expect(read.body).toMatchObject({ teamId: null, teamName: null, items: [] });
  });

  it('answers 404 for an unknown fixture', async () => {
    const read = await call(cast.app, 'GET', `/api/fixture/${UNKNOWN}/awaysquad`);
    expect([read.status, read.body.code]).toEqual([404, 'fixture.not_found']);
    const write = await putSquad(UNKNOWN, 'away', []);
    expect([write.status, write.body.code]).toEqual([404, 'fixture.not_found']);
  });

  it('is for whoever runs the fixture (permission matrix)', async () => {
    const m = await setupMatch('football', 1);
    await expectPermissionMatrix(
      cast,
      async () => m.fixtureId,
      (fixtureId, cookie) => putSquadAs(cookie, fixtureId, 'home', [{ playerId: m.home.players[0]!.id }]),
    );
  });
});

describe('DELETE /api/player/{id} of a player on a match sheet', () => {
  it('is refused with 409 player.on_match_sheet naming the fixture', async () => {
    const m = await setupMatch('football', 2);
    const [onSheet, offSheet] = m.home.players;
    await putSquad(m.fixtureId, 'home', [{ playerId: onSheet!.id }]);
    const refused = await call(cast.app, 'DELETE', `/api/player/${onSheet!.id}`, cast.owner);
    expect([refused.status, refused.body.code]).toEqual([409, 'player.on_match_sheet']);
    expect(refused.body.detail).toContain(m.fixtureId);
    expect((await call(cast.app, 'GET', `/api/player/${onSheet!.id}`)).status).toBe(200);
    // Its squad entry survives the refused delete too (the cascade rolled back with it).
    const squad = await call(
      cast.app,
      'GET',
      `/api/champ-team-players?champId=${m.champId}&teamId=${m.home.id}`,
    );
    expect(squad.body.items.map((e: { playerId: string }) => e.playerId)).toContain(onSheet!.id);

    const deleted = await call(cast.app, 'DELETE', `/api/player/${offSheet!.id}`, cast.owner);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });
});
