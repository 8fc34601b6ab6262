import type { PlayerMatchList, PlayerOverallStats, PlayerStats } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { champTeamPlayers, players } from '../../db/schema/players.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';

/**
 * Player stats and matches (spec §3, §7 "Players", §9). These competitions keep no match sheets and do not track
 * line-ups, so an appearance is a finished fixture of a team in a competition whose squad holds the player (the
 * figures from sheets and events: leaderboard.test.ts). Players and squad entries are written straight into the
 * players module's tables; everything else goes through the API.
 */

let cast: Cast;

interface Built {
  champId: string;
  teams: { id: string; name: string }[];
  fixtures: { id: string; homeTeamId: string; awayTeamId: string; startsAt: string | null }[];
}

/** A competition in `leagueId` with `teamNames` entered and a single round robin drawn (3 rounds for 4 teams). */
async function buildChamp(
  leagueId: string,
  name: string,
  startDate: string,
  teamNames: string[],
  sportKindId = 'football',
): Promise<Built> {
  const champ = await createChamp(cast, leagueId, { name, season: startDate.slice(0, 4), startDate });
  const teams = [];
  for (const teamName of teamNames) {
    const team = await createTeam(cast, `${teamName} ${uniqueSubdomain('t')}`, cast.owner, sportKindId);
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
  return { champId: champ.id, teams, fixtures: generated.body.items };
}

async function createPlayer(name: string, ownerId = cast.ownerId): Promise<string> {
  const [row] = await cast.app.deps.database.db
    .insert(players)
    .values({ name, sportKindId: 'football', ownerId })
    .returning();
  return row!.id;
}

async function register(playerId: string, champId: string, teamId: string) {
  await cast.app.deps.database.db.insert(champTeamPlayers).values({ champId, teamId, playerId });
}

/** The fixtures of `teamId` in a built competition, in round order. */
const fixturesOf = (built: Built, teamId: string) =>
  built.fixtures.filter((f) => f.homeTeamId === teamId || f.awayTeamId === teamId);

async function score(fixtureId: string, homeScore = 2, awayScore = 1) {
  const res = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, {
    homeScore,
    awayScore,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let playerId: string;
let alpha2025: Built;
let alpha2026: Built;
let beta: Built;
let alphaId: string;
let betaId: string;

beforeAll(async () => {
  cast = await createCast();
  // Leagues named so that their order is not their creation order.
  const betaLeague = await createLeague(cast, { name: 'Beta League' });
  const alphaLeague = await createLeague(cast, { name: 'Alpha League' });
  alphaId = alphaLeague.id;
  betaId = betaLeague.id;
  beta = await buildChamp(betaId, 'Beta Cup', '2025-09-01', ['Bees', 'Bats', 'Bulls', 'Bears']);
  alpha2025 = await buildChamp(alphaId, 'Alpha 2025', '2025-03-01', ['Ants', 'Apes', 'Asps', 'Auks']);
  alpha2026 = await buildChamp(alphaId, 'Alpha 2026', '2026-03-01', [
    'Ants II',
    'Apes II',
    'Asps II',
    'Auks II',
  ]);
  playerId = await createPlayer('Pat Striker');
  await register(playerId, alpha2025.champId, alpha2025.teams[0]!.id);
  await register(playerId, alpha2026.champId, alpha2026.teams[1]!.id);
  await register(playerId, beta.champId, beta.teams[2]!.id);
  // Two results in Alpha 2025, one in the Beta Cup; another team's result that is not the player's.
  const [a1, a2] = fixturesOf(alpha2025, alpha2025.teams[0]!.id);
  await score(a1!.id);
  await score(a2!.id, 0, 0);
  await score(fixturesOf(beta, beta.teams[2]!.id)[0]!.id, 1, 3);
  const notOurs = alpha2025.fixtures.find(
    (f) => ![f.homeTeamId, f.awayTeamId].includes(alpha2025.teams[0]!.id),
  );
  await score(notOurs!.id);
});
afterAll(() => cast.app.close());

describe('GET /api/player/:id/stats?groupingOption=1', () => {
  it('answers one item per competition and team, by league name, then newest competition first', async () => {
    const res = await call(cast.app, 'GET', `/api/player/${playerId}/stats?groupingOption=1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as PlayerStats;
    expect(body.totalItems).toBe(3);
    expect(
      body.items.map((i) => [i.champLeagueRef.name, i.champ.name, i.team.name.split(' ')[0], i.appearances]),
    ).toEqual([
      ['Alpha League', 'Alpha 2026', 'Apes', 0],
      ['Alpha League', 'Alpha 2025', 'Ants', 2],
      ['Beta League', 'Beta Cup', 'Bulls', 1],
    ]);
    const [, alpha] = body.items;
    expect(alpha).toEqual({
      appearances: 2,
      starts: 2,
      minutes: 180,
      goals: 0,
      penaltyGoals: 0,
      ownGoals: 0,
      assists: 0,
      yellowCards: 0,
      redCards: 0,
      events: {},
      champLeagueRef: { id: alphaId, name: 'Alpha League' },
      champ: { id: alpha2025.champId, name: 'Alpha 2025', season: '2025' },
      team: { id: alpha2025.teams[0]!.id, name: alpha2025.teams[0]!.name },
      champId: alpha2025.champId,
      teamId: alpha2025.teams[0]!.id,
    });
    expect(body.items[2]!.champLeagueRef.id).toBe(betaId);
  });

  it('takes the grouping option as optional, and answers 400 naming it for another value', async () => {
    const plain = await call(cast.app, 'GET', `/api/player/${playerId}/stats`);
    expect(plain.status).toBe(200);
    expect(plain.body.totalItems).toBe(3);
    for (const value of ['2', 'league', '0']) {
      const res = await call(cast.app, 'GET', `/api/player/${playerId}/stats?groupingOption=${value}`);
      expect(res.status, value).toBe(400);
      expect(res.body.errors[0].field).toBe('querystring.groupingOption');
    }
  });

  it("counts the sport's match length: a basketball game is 40 minutes", async () => {
    const league = await createLeague(cast, { name: 'Hoops League', sportKindId: 'basketball' });
    const hoops = await buildChamp(
      league.id,
      'Hoops 2026',
      '2026-01-10',
      ['Hawks', 'Heat', 'Hornets', 'Hounds'],
      'basketball',
    );
    const hooper = await createPlayer('Hal Hooper');
    await register(hooper, hoops.champId, hoops.teams[0]!.id);
    await score(fixturesOf(hoops, hoops.teams[0]!.id)[0]!.id, 88, 80);
    const res = await call(cast.app, 'GET', `/api/player/${hooper}/stats?groupingOption=1`);
    expect(res.body.items).toMatchObject([
      { appearances: 1, minutes: 40, champLeagueRef: { name: 'Hoops League' } },
    ]);
  });

  it('answers an empty list for a player in no squad', async () => {
    const nobody = await createPlayer('Nobody');
    const res = await call(cast.app, 'GET', `/api/player/${nobody}/stats?groupingOption=1`);
    expect(res.body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('GET /api/player/:id/overallstats and POST …/recalcoverallstats', () => {
  it('totals every competition', async () => {
    const res = await call(cast.app, 'GET', `/api/player/${playerId}/overallstats`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      playerId,
      appearances: 3,
      starts: 3,
      minutes: 270,
      goals: 0,
      events: {},
    });
    expect(typeof res.body.updatedAt).toBe('string');
  });

  it('never drifts: recalculating with unchanged facts changes nothing; a new result changes the totals', async () => {
    const first = await call(cast.app, 'POST', `/api/player/${playerId}/recalcoverallstats`, cast.owner);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call(cast.app, 'POST', `/api/player/${playerId}/recalcoverallstats`, cast.admin);
    expect(second.body).toEqual(first.body);
    // The read answers the stored snapshot while it is fresh (same totals, same date).
    const read = await call(cast.app, 'GET', `/api/player/${playerId}/overallstats`, cast.owner);
    expect(read.body).toEqual(first.body);
    const before = first.body as PlayerOverallStats;

    await score(fixturesOf(alpha2026, alpha2026.teams[1]!.id)[0]!.id, 3, 0);
    const third = await call(cast.app, 'POST', `/api/player/${playerId}/recalcoverallstats`, cast.owner);
    const after = third.body as PlayerOverallStats;
    expect(after.appearances).toBe(before.appearances + 1);
    expect(after.minutes).toBe(before.minutes + 90);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const fourth = await call(cast.app, 'POST', `/api/player/${playerId}/recalcoverallstats`, cast.owner);
    expect(fourth.body).toEqual(third.body);
    // The per-competition items agree with the totals.
    const stats = (await call(cast.app, 'GET', `/api/player/${playerId}/stats?groupingOption=1`))
      .body as PlayerStats;
    expect(stats.items.reduce((n, i) => n + i.appearances, 0)).toBe(after.appearances);
  });

  it('lets the owner and SystemAdmin recalculate; another user gets 403, an anonymous caller 401', async () => {
    const url = `/api/player/${playerId}/recalcoverallstats`;
    expect((await call(cast.app, 'POST', url)).status).toBe(401);
    const other = await call(cast.app, 'POST', url, cast.other);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('permission.denied');
    expect((await call(cast.app, 'POST', url, cast.owner)).status).toBe(200);
    expect((await call(cast.app, 'POST', url, cast.admin)).status).toBe(200);
  });
});

describe('GET /api/fixture/player/:playerId', () => {
  it('pages the matches of the player’s squads newest first, with competition, teams, score and media', async () => {
    const all = await call(cast.app, 'GET', `/api/fixture/player/${playerId}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const body = all.body as PlayerMatchList;
    expect(body.totalItems).toBe(9);
    expect(body.pageSize).toBe(20);
    expect(body.items).toHaveLength(9);
    const dates = body.items.map((m) => m.startDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    const played = body.items.find((m) => m.id === fixturesOf(alpha2025, alpha2025.teams[0]!.id)[0]!.id)!;
    expect(played).toMatchObject({
      champ: { id: alpha2025.champId, name: 'Alpha 2025' },
      champLeagueRef: { id: alphaId, name: 'Alpha League' },
      homeScore: 2,
      awayScore: 1,
      status: 'finished',
      teamId: alpha2025.teams[0]!.id,
      media: { items: [], totalItems: 0 },
    });
    expect([played.homeTeam.id, played.awayTeam.id]).toContain(alpha2025.teams[0]!.id);
    expect(played.homeTeam.name).toMatch(/^A/);

    const page1 = (await call(cast.app, 'GET', `/api/fixture/player/${playerId}?pageIndex=1&pageSize=4`))
      .body as PlayerMatchList;
    expect(page1).toMatchObject({ totalItems: 9, pageIndex: 1, pageSize: 4 });
    expect(page1.items.map((m) => m.id)).toEqual(body.items.slice(4, 8).map((m) => m.id));
  });

  it('narrows to matches of teams whose name contains teamName, case-insensitive', async () => {
    const opponent = alpha2025.teams[3]!; // Auks …
    const res = await call(
      cast.app,
      'GET',
      `/api/fixture/player/${playerId}?teamName=${encodeURIComponent(opponent.name.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.totalItems).toBe(1);
    const [match] = (res.body as PlayerMatchList).items;
    expect([match!.homeTeam.id, match!.awayTeam.id].sort()).toEqual(
      [alpha2025.teams[0]!.id, opponent.id].sort(),
    );
    const none = await call(cast.app, 'GET', `/api/fixture/player/${playerId}?teamName=zzz-nobody`);
    expect(none.body).toMatchObject({ items: [], totalItems: 0 });
  });

  it('answers 400 naming the paging field', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'querystring.pageSize'],
      ['pageSize=501', 'querystring.pageSize'],
      ['pageIndex=-1', 'querystring.pageIndex'],
    ] as const) {
      const res = await call(cast.app, 'GET', `/api/fixture/player/${playerId}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    }
  });
});

describe('unknown player and the read cache', () => {
  it('answers 404 player.not_found for an unknown player on every read and the recalc', async () => {
    const id = crypto.randomUUID();
    for (const url of [
      `/api/player/${id}/stats?groupingOption=1`,
      `/api/player/${id}/overallstats`,
      `/api/fixture/player/${id}`,
    ]) {
      const res = await call(cast.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('player.not_found');
    }
    const recalc = await call(cast.app, 'POST', `/api/player/${id}/recalcoverallstats`, cast.admin);
    expect(recalc.status).toBe(404);
    expect(recalc.body.code).toBe('player.not_found');
  });

  it('shows a score entered after a cached anonymous read in the next read', async () => {
    const gamma = await buildChamp(betaId, 'Gamma Cup', '2026-05-01', ['Geese', 'Gnus', 'Goats', 'Gulls']);
    const fan = await createPlayer('Cached Fan');
    await register(fan, gamma.champId, gamma.teams[0]!.id);
    const urls = [
      `/api/player/${fan}/stats?groupingOption=1`,
      `/api/player/${fan}/overallstats`,
      `/api/fixture/player/${fan}`,
    ];
    const read = async () => Promise.all(urls.map(async (url) => (await call(cast.app, 'GET', url)).body));
    const [stats, overall, matches] = await read();
    expect(stats.items[0].appearances).toBe(0);
    expect(overall.appearances).toBe(0);
    // The second anonymous read is a cache hit.
    const hits = cast.app.readCache.stats.hits;
    await read();
    expect(cast.app.readCache.stats.hits).toBe(hits + urls.length);

    expect(matches.totalItems).toBe(3);
    const fixture = fixturesOf(gamma, gamma.teams[0]!.id)[0]!;
    await score(fixture.id, 4, 2);
    const [stats2, overall2, matches2] = await read();
    expect(stats2.items[0].appearances).toBe(1);
    expect(overall2.appearances).toBe(1);
    expect(matches2.items.find((m: { id: string }) => m.id === fixture.id)).toMatchObject({
      homeScore: 4,
      awayScore: 2,
      status: 'finished',
    });
  });
});
