import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer } from '../players/players.testing.ts';

/**
 * Lineup tracking (spec §4), a competition setting: off, a player's matches are the fixtures of the teams whose
 * squad holds them (a side's match sheet, when there is one, says who played); on, only those whose match
 * sheet lists them.
 */

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

/** A competition with two teams, one league fixture between them scored 2–1, and the player in team 1's squad. */
async function playedChamp(playerId: string, lineupTracking?: boolean) {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id, lineupTracking === undefined ? {} : { lineupTracking });
  const teams = [];
  for (const n of [1, 2]) {
    const team = await createTeam(cast, `Lineup ${n} ${uniqueSubdomain('t')}`);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    teams.push(team);
  }
  const stage = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'League',
    type: 'league',
  });
  expect(stage.status, JSON.stringify(stage.body)).toBe(201);
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: stage.body.id,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const [fixture] = generated.body.items as { id: string }[];
  const scored = await call(cast.app, 'PUT', `/api/fixture/${fixture!.id}/score`, cast.owner, {
    homeScore: 2,
    awayScore: 1,
  });
  expect(scored.status, JSON.stringify(scored.body)).toBe(200);
  await addToRoster(cast.app, cast.owner, teams[0]!.id, playerId);
  await addToSquad(cast.app, cast.owner, { champId: champ.id, teamId: teams[0]!.id, playerId });
  const side =
    (generated.body.items[0] as { homeTeamId: string }).homeTeamId === teams[0]!.id ? 'home' : 'away';
  return { ...champ, fixtureId: fixture!.id, side, teamId: teams[0]!.id };
}

/** Puts the given players (all starting, unless named in `bench`) on the player's side's match sheet. */
async function setSheet(
  champ: { fixtureId: string; side: string },
  playerIds: string[],
  bench: string[] = [],
) {
  const res = await call(cast.app, 'PUT', `/api/fixture/${champ.fixtureId}/${champ.side}squad`, cast.owner, {
    players: playerIds.map((playerId) => ({ playerId, started: !bench.includes(playerId) })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the lineupTracking setting of a competition', () => {
  it('is off unless asked, and can be switched on and off by the organiser', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    expect(champ).toMatchObject({ lineupTracking: false });
    const on = await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, { lineupTracking: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.lineupTracking).toBe(true);
    const read = await call(cast.app, 'GET', `/api/champs/${champ.id}`);
    expect(read.body.lineupTracking).toBe(true);
    const renamed = await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, { name: 'Renamed' });
    expect(renamed.body.lineupTracking).toBe(true);
    const off = await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, { lineupTracking: false });
    expect(off.body.lineupTracking).toBe(false);
    const created = await createChamp(cast, league.id, { lineupTracking: true });
    expect(created).toMatchObject({ lineupTracking: true });
  });

  it('refuses a value that is not a boolean, naming the field', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: league.id,
      name: 'Bad',
      lineupTracking: 'yes',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toContain('body.lineupTracking');
  });
});

describe("a player's stats and matches with lineup tracking", () => {
  it('count the squad team’s results when tracking is off, and only the matches whose sheet lists them when on', async () => {
    const player = await createPlayer(cast.app, cast.owner, { name: 'Tracked Player' });
    const untracked = await playedChamp(player.id);
    const tracked = await playedChamp(player.id, true);

    const overall = await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`);
    expect(overall.status).toBe(200);
    expect(overall.body.appearances).toBe(1);

    const stats = await call(cast.app, 'GET', `/api/player/${player.id}/stats`);
    const byChamp = new Map(
      (stats.body.items as { champ: { id: string }; appearances: number }[]).map((i) => [i.champ.id, i]),
    );
    expect(byChamp.get(untracked.id)?.appearances).toBe(1);
    expect(byChamp.get(tracked.id)?.appearances).toBe(0);

    const matches = await call(cast.app, 'GET', `/api/fixture/player/${player.id}`);
    expect(matches.body.totalItems).toBe(1);
    expect(matches.body.items.map((m: { champ: { id: string } }) => m.champ.id)).toEqual([untracked.id]);

    // A sheet without the player: still no match in the tracked competition.
    const teammate = await createPlayer(cast.app, cast.owner, { name: 'Teammate' });
    await addToRoster(cast.app, cast.owner, tracked.teamId, teammate.id);
    await addToSquad(cast.app, cast.owner, {
      champId: tracked.id,
      teamId: tracked.teamId,
      playerId: teammate.id,
    });
    await setSheet(tracked, [teammate.id]);
    expect((await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`)).body.appearances).toBe(1);
    expect((await call(cast.app, 'GET', `/api/fixture/player/${player.id}`)).body.totalItems).toBe(1);

    // On the sheet: the match counts, in the stats and the matches.
    await setSheet(tracked, [teammate.id, player.id]);
    expect((await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`)).body.appearances).toBe(2);
    const listed = await call(cast.app, 'GET', `/api/fixture/player/${player.id}?pageSize=1&pageIndex=1`);
    expect(listed.body).toMatchObject({ totalItems: 2, pageIndex: 1, pageSize: 1 });
    expect(listed.body.items).toHaveLength(1);
    const both = await call(cast.app, 'GET', `/api/fixture/player/${player.id}`);
    expect(both.body.items.map((m: { id: string }) => m.id)).toContain(tracked.fixtureId);

    // With tracking off, the sheet still says who played: the untracked competition's squad rule is only for
    // sides without one.
    const off = await call(cast.app, 'PUT', `/api/champs/${tracked.id}`, cast.owner, {
      lineupTracking: false,
    });
    expect(off.status).toBe(200);
    await setSheet(tracked, [teammate.id]);
    const after = await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`);
    expect(after.body.appearances).toBe(1);
  });
});

// Issue 30, item 6: with "Track lineups" on, a player without a line-up has no appearance, in every read.
describe('appearances with lineup tracking on and no line-up', () => {
  it('count a goal without a line-up as a goal, not an appearance', async () => {
    const player = await createPlayer(cast.app, cast.owner, { name: 'Scorer Without Sheet' });
    const tracked = await playedChamp(player.id, true);
    const goal = await call(cast.app, 'POST', `/api/fixture/${tracked.fixtureId}/event`, cast.owner, {
      type: 'goal',
      playerId: player.id,
      teamId: tracked.teamId,
      minute: 10,
    });
    expect(goal.status, JSON.stringify(goal.body)).toBe(201);
    const overall = await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`);
    expect(overall.body).toMatchObject({ appearances: 0, starts: 0, minutes: 0, goals: 1 });
    const board = await call(cast.app, 'GET', `/api/champs/${tracked.id}/player-stats`);
    expect(board.body.items).toEqual([
      expect.objectContaining({ playerId: player.id, appearances: 0, minutes: 0, goals: 1 }),
    ]);
  });

  it('drop the appearances of matches played before tracking was switched on, from every read', async () => {
    const player = await createPlayer(cast.app, cast.owner, { name: 'Switched On Later' });
    const champ = await playedChamp(player.id);
    const reads = async () => ({
      overall: (await call(cast.app, 'GET', `/api/player/${player.id}/overallstats`)).body.appearances,
      perChamp: (await call(cast.app, 'GET', `/api/player/${player.id}/stats`)).body.items.map(
        (i: { appearances: number }) => i.appearances,
      ),
      board: (await call(cast.app, 'GET', `/api/champs/${champ.id}/player-stats`)).body.items.map(
        (i: { appearances: number }) => i.appearances,
      ),
      matches: (await call(cast.app, 'GET', `/api/fixture/player/${player.id}`)).body.totalItems,
    });
    expect(await reads()).toEqual({ overall: 1, perChamp: [1], board: [1], matches: 1 });
    const on = await call(cast.app, 'PUT', `/api/champs/${champ.id}`, cast.owner, { lineupTracking: true });
    expect(on.status).toBe(200);
    expect(await reads()).toEqual({ overall: 0, perChamp: [0], board: [], matches: 0 });
  });

  it('count a substitute only once a line-up lists them: coming on without one is no appearance', async () => {
    const player = await createPlayer(cast.app, cast.owner, { name: 'Super Sub' });
    const tracked = await playedChamp(player.id, true);
    const starter = await createPlayer(cast.app, cast.owner, { name: 'Tired Starter' });
    const unused = await createPlayer(cast.app, cast.owner, { name: 'Unused Sub' });
    for (const other of [starter, unused]) {
      await addToRoster(cast.app, cast.owner, tracked.teamId, other.id);
      await addToSquad(cast.app, cast.owner, {
        champId: tracked.id,
        teamId: tracked.teamId,
        playerId: other.id,
      });
    }
    const sub = await call(cast.app, 'POST', `/api/fixture/${tracked.fixtureId}/event`, cast.owner, {
      type: 'substitution',
      playerId: starter.id,
      relatedPlayerId: player.id,
      teamId: tracked.teamId,
      minute: 60,
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const overall = (id: string) => call(cast.app, 'GET', `/api/player/${id}/overallstats`);
    // No line-up: in the squad and named in a substitution, yet nobody appeared.
    for (const id of [player.id, starter.id, unused.id]) {
      expect((await overall(id)).body).toMatchObject({ appearances: 0, starts: 0, minutes: 0 });
    }
    expect((await call(cast.app, 'GET', `/api/champs/${tracked.id}/player-stats`)).body.items).toEqual([]);

    // The line-up: the starter started, the two others on the bench; only the one who came on appears.
    await setSheet(tracked, [starter.id, player.id, unused.id], [player.id, unused.id]);
    expect((await overall(player.id)).body).toMatchObject({ appearances: 1, starts: 0, minutes: 30 });
    expect((await overall(starter.id)).body).toMatchObject({ appearances: 1, starts: 1, minutes: 60 });
    expect((await overall(unused.id)).body).toMatchObject({ appearances: 0, minutes: 0 });
    const board = await call(cast.app, 'GET', `/api/champs/${tracked.id}/player-stats?sort=appearances`);
    const appearances = new Map(
      (board.body.items as { playerId: string; appearances: number }[]).map((i) => [
        i.playerId,
        i.appearances,
      ]),
    );
    expect(appearances.get(player.id)).toBe(1);
    expect(appearances.get(unused.id) ?? 0).toBe(0);
  });
});
