import type { PlayerLeaderboard, PlayerLeaderboardRow, PlayerStats } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast } from '../champs/champs.testing.ts';
import {
  addEvents,
  createSheetChamp,
  createSquadPlayer,
  finish,
  fixtureOf,
  type SheetChamp,
  setSheet,
} from './sheets.testing.ts';

/**
 * The competition's player leaderboard and a player's stats from the match sheets (issue 10 "Stats that follow
 * from the facts"): appearances from the sheet (started, or on through a substitution), minutes from the
 * substitutions and cards, goals, assists and cards from the events; a side without a sheet in a competition
 * without lineup tracking plays its whole squad. Everything goes through the API.
 *
 * Reds v Blues, twice (lineup tracking off):
 * - match 1 (Reds at home, 3–1): Reds' sheet r1 r2 started, r3 r4 on the bench; Blues have no sheet (their
 *   squad plays). r1 scores (assist r2) and a penalty, Blues' b1 an own goal; r2 booked and off for r3 at 60;
 *   b2 scores and is booked; b3 sent off at 80.
 * - match 2 (Blues at home, 1–0): Reds' sheet r1 r2 r5 started, r3 r4 on the bench, r3 on for r1 at 75;
 *   Blues have no sheet; b2 scores.
 * r4 never plays: no row.
 */

let cast: Cast;
let champ: SheetChamp;
const p: Record<string, string> = {};
let reds: string;
let blues: string;
let blueGoalInMatch2: string;

const board = async (query = '', cookie?: string) => {
  const res = await call(cast.app, 'GET', `/api/champs/${champ.champId}/player-stats${query}`, cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as PlayerLeaderboard;
};
const nameOf = (id: string) => Object.entries(p).find(([, v]) => v === id)?.[0];
const order = (b: PlayerLeaderboard) => b.items.map((r) => [r.rank, nameOf(r.playerId)]);
const rowOf = (b: PlayerLeaderboard, key: string) => b.items.find((r) => r.playerId === p[key]);

beforeAll(async () => {
  cast = await createCast();
  champ = await createSheetChamp(cast, ['Reds', 'Blues'], { legs: 2 });
  [reds, blues] = champ.teams.map((t) => t.id) as [string, string];
  for (const key of ['r1', 'r2', 'r3', 'r4', 'r5'])
    p[key] = await createSquadPlayer(cast, champ, reds, `Red ${key.toUpperCase()}`);
  for (const key of ['b1', 'b2', 'b3'])
    p[key] = await createSquadPlayer(cast, champ, blues, `Blue ${key.toUpperCase()}`);

  const m1 = fixtureOf(champ, reds, blues).id;
  await setSheet(cast, m1, 'home', [
    [p.r1!, true],
    [p.r2!, true],
    [p.r3!, false],
    [p.r4!, false],
  ]);
  await addEvents(cast, m1, [
    { type: 'goal', teamId: reds, playerId: p.r1!, relatedPlayerId: p.r2!, minute: 10 },
    { type: 'penaltyGoal', teamId: reds, playerId: p.r1!, minute: 30 },
    { type: 'ownGoal', teamId: blues, playerId: p.b1!, minute: 40 },
    { type: 'yellowCard', teamId: reds, playerId: p.r2!, minute: 50 },
    { type: 'substitution', teamId: reds, playerId: p.r2!, relatedPlayerId: p.r3!, minute: 60 },
    { type: 'goal', teamId: blues, playerId: p.b2!, minute: 70 },
    { type: 'redCard', teamId: blues, playerId: p.b3!, minute: 80 },
    { type: 'yellowCard', teamId: blues, playerId: p.b2!, minute: 85 },
  ]);
  await finish(cast, m1, 3, 1);

  const m2 = fixtureOf(champ, blues, reds).id;
  await setSheet(cast, m2, 'away', [
    [p.r1!, true],
    [p.r2!, true],
    [p.r5!, true],
    [p.r3!, false],
    [p.r4!, false],
  ]);
  const ids = await addEvents(cast, m2, [
    { type: 'goal', teamId: blues, playerId: p.b2!, minute: 20 },
    { type: 'substitution', teamId: reds, playerId: p.r1!, relatedPlayerId: p.r3!, minute: 75 },
  ]);
  blueGoalInMatch2 = ids[0]!;
  await finish(cast, m2, 1, 0);
});
afterAll(() => cast.app.close());

describe('GET /api/champs/:id/player-stats', () => {
  it('ranks by goals by default: equal goals share a rank, fewer minutes first; own goals are not goals', async () => {
    const b = await board();
    expect(b.totalItems).toBe(7);
    expect(b).toMatchObject({ pageIndex: 0, pageSize: 100 });
    expect(order(b).slice(0, 2)).toEqual([
      [1, 'r1'],
      [1, 'b2'],
    ]);
    expect(b.items.slice(2).every((r) => r.rank === 3 && r.goals === 0)).toBe(true);
    expect(rowOf(b, 'r1')).toMatchObject({
      playerName: 'Red R1',
      teamId: reds,
      teamName: champ.teams[0]!.name,
      appearances: 2,
      starts: 2,
      minutes: 90 + 75,
      goals: 2,
      penaltyGoals: 1,
    });
    expect(rowOf(b, 'b2')).toMatchObject({ goals: 2, minutes: 180 });
    expect(rowOf(b, 'b1')).toMatchObject({ goals: 0, ownGoals: 1, appearances: 2 });
  });

  it('leaves out a substitute who never came on, and counts the ones who did', async () => {
    const b = await board();
    expect(rowOf(b, 'r4')).toBeUndefined();
    expect(rowOf(b, 'r3')).toMatchObject({ appearances: 2, starts: 0, minutes: 30 + 15 });
    expect(rowOf(b, 'r5')).toMatchObject({ appearances: 1, starts: 1, minutes: 90 });
    // Blues kept no sheet: their whole squad played, b3 until his sending-off.
    expect(rowOf(b, 'b3')).toMatchObject({ appearances: 2, minutes: 80 + 90, redCards: 1 });
  });

  it.each([
    ['assists', [[1, 'r2']]],
    [
      'cards',
      [
        [1, 'b3'],
        [2, 'r2'],
        [2, 'b2'],
      ],
    ],
    [
      'appearances',
      [
        [1, 'r3'],
        [1, 'r2'],
        [1, 'r1'],
        [1, 'b3'],
        [1, 'b1'],
        [1, 'b2'],
        [7, 'r5'],
      ],
    ],
  ])('sorts by %s', async (sort, top) => {
    const b = await board(`?sort=${sort}`);
    expect(order(b).slice(0, top.length)).toEqual(top);
  });

  it('narrows to a team and pages', async () => {
    const team = await board(`?teamId=${reds}`);
    expect(team.totalItems).toBe(4);
    expect(team.items.every((r: PlayerLeaderboardRow) => r.teamId === reds)).toBe(true);
    expect(order(team)[0]).toEqual([1, 'r1']);
    const all = await board();
    const page = await board('?pageIndex=1&pageSize=2');
    expect(page).toMatchObject({ totalItems: 7, pageIndex: 1, pageSize: 2 });
    expect(page.items.map((r) => r.playerId)).toEqual(all.items.slice(2, 4).map((r) => r.playerId));
  });

  it('answers 400 naming the field for a sort it does not know, 404 for an unknown competition', async () => {
    for (const [query, field] of [
      ['sort=height', 'querystring.sort'],
      ['teamId=nope', 'querystring.teamId'],
      ['pageSize=0', 'querystring.pageSize'],
    ] as const) {
      const res = await call(cast.app, 'GET', `/api/champs/${champ.champId}/player-stats?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
    const unknown = await call(cast.app, 'GET', `/api/champs/${crypto.randomUUID()}/player-stats`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('champ.not_found');
  });
});

describe("a player's stats from the match sheets", () => {
  const statsOf = async (key: string) => {
    const res = await call(cast.app, 'GET', `/api/player/${p[key]}/stats?groupingOption=1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as PlayerStats).items;
  };

  it('counts the goals, assists and cards of the events, and the minutes of the substitutions', async () => {
    expect(await statsOf('r1')).toMatchObject([
      {
        champ: { id: champ.champId },
        team: { id: reds },
        appearances: 2,
        minutes: 165,
        goals: 2,
        penaltyGoals: 1,
      },
    ]);
    expect(await statsOf('r2')).toMatchObject([{ appearances: 2, minutes: 150, assists: 1, yellowCards: 1 }]);
    expect(await statsOf('r3')).toMatchObject([{ appearances: 2, starts: 0, minutes: 45 }]);
    expect(await statsOf('r4')).toMatchObject([{ appearances: 0, minutes: 0 }]);
    expect(await statsOf('b1')).toMatchObject([{ appearances: 2, goals: 0, ownGoals: 1 }]);
    const overall = await call(cast.app, 'GET', `/api/player/${p.r1}/overallstats`);
    expect(overall.body).toMatchObject({ appearances: 2, minutes: 165, goals: 2 });
  });

  it('corrects the leaderboard and the player stats when an event is deleted, past the read cache', async () => {
    const read = async () =>
      Promise.all([
        board(),
        call(cast.app, 'GET', `/api/player/${p.b2}/stats?groupingOption=1`),
        call(cast.app, 'GET', `/api/player/${p.b2}/overallstats`),
      ]);
    await read();
    const hits = cast.app.readCache.stats.hits;
    const [cached] = await read();
    expect(cast.app.readCache.stats.hits).toBe(hits + 3);
    expect(rowOf(cached, 'b2')?.goals).toBe(2);

    const deleted = await call(cast.app, 'DELETE', `/api/fixture/event/${blueGoalInMatch2}`, cast.owner);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const [after, stats, overall] = await read();
    expect(rowOf(after, 'b2')).toMatchObject({ goals: 1, rank: 2 });
    expect(order(after)[0]).toEqual([1, 'r1']);
    expect(stats.body.items[0].goals).toBe(1);
    expect(overall.body.goals).toBe(1);
  });
});

describe('a box-score sport', () => {
  it("puts the box score's columns in the leaderboard: points in events, assists and minutes in theirs", async () => {
    const hoops = await createSheetChamp(cast, ['Hawks', 'Heat'], { sportKindId: 'basketball' });
    const [hawks, heat] = hoops.teams.map((t) => t.id) as [string, string];
    const hal = await createSquadPlayer(cast, hoops, hawks, 'Hal Hooper', 'basketball');
    const ivy = await createSquadPlayer(cast, hoops, hawks, 'Ivy Bench', 'basketball');
    const joe = await createSquadPlayer(cast, hoops, hawks, 'Joe Unused', 'basketball');
    const kim = await createSquadPlayer(cast, hoops, heat, 'Kim Center', 'basketball');
    const fixture = hoops.fixtures[0]!;
    const homeIsHawks = fixture.homeTeamId === hawks;
    await setSheet(cast, fixture.id, homeIsHawks ? 'home' : 'away', [
      [hal, true, { points: 21, assists: 7, rebounds: 5, minutes: 34 }],
      [ivy, false, { points: 4, minutes: 6 }],
      [joe, false],
    ]);
    await setSheet(cast, fixture.id, homeIsHawks ? 'away' : 'home', [[kim, true, { points: 30, fouls: 2 }]]);
    await finish(cast, fixture.id, 88, 80);

    const res = await call(cast.app, 'GET', `/api/champs/${hoops.champId}/player-stats?sort=minutes`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const b = res.body as PlayerLeaderboard;
    expect(b.totalItems).toBe(3);
    const row = (id: string) => b.items.find((r) => r.playerId === id);
    expect(row(hal)).toMatchObject({
      appearances: 1,
      minutes: 34,
      assists: 7,
      goals: 0,
      events: { points: 21, rebounds: 5 },
    });
    expect(row(ivy)).toMatchObject({ appearances: 1, starts: 0, minutes: 6, events: { points: 4 } });
    // Started without minutes on the sheet: the whole game (4 × 10 minutes).
    expect(row(kim)).toMatchObject({ minutes: 40, events: { points: 30, fouls: 2 } });
    expect(row(joe)).toBeUndefined();
    expect(b.items.map((r) => r.playerId)).toEqual([kim, hal, ivy]);
  });
});
