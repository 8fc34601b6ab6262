import type { DomainEvent, SiteStats } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createTeam,
} from '../champs/champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

async function stats(cookie?: string): Promise<SiteStats> {
  const res = await call(cast.app, 'GET', '/api/stats', cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SiteStats;
}

async function createPlayer(name: string) {
  const res = await call(cast.app, 'POST', '/api/player', cast.owner, { name, sportKindId: 'football' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

describe('GET /api/stats', () => {
  it('counts leagues, competitions, teams, players and users, to anonymous callers', async () => {
    const before = await stats();
    expect(before.users).toBe(4);
    const league = await createLeague(cast);
    await createChamp(cast, league.id);
    await createChamp(cast, league.id, { name: 'Cup 2026' });
    await createTeam(cast, 'Lions');
    await createPlayer('Ada Striker');

    expect(await stats()).toEqual({
      ...before,
      leagues: before.leagues + 1,
      competitions: before.competitions + 2,
      teams: before.teams + 1,
      players: before.players + 1,
    });
  });

  it('shows a new league, competition, team and player on the next anonymous read (the cache is dropped)', async () => {
    const cached = await stats();
    const hits = cast.app.readCache.stats.hits;
    expect(await stats()).toEqual(cached);
    expect(cast.app.readCache.stats.hits, 'the second read is served from the cache').toBe(hits + 1);
    const league = await createLeague(cast);
    expect((await stats()).leagues).toBe(cached.leagues + 1);
    await createChamp(cast, league.id);
    expect((await stats()).competitions).toBe(cached.competitions + 1);
    const team = await createTeam(cast, 'Bears');
    expect((await stats()).teams).toBe(cached.teams + 1);
    await createPlayer('Bo Keeper');
    expect((await stats()).players).toBe(cached.players + 1);
    expect((await call(cast.app, 'DELETE', `/api/teams/${team.id}`, cast.owner)).status).toBe(200);
    expect((await stats()).teams).toBe(cached.teams);
  });

  it('counts finished matches and their goals, byes and unplayed fixtures left out, after each score', async () => {
    const { stageId } = await createChampWithTeams(cast, 3, { type: 'league' });
    const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
      stageId,
      startDate: '2026-03-01',
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const playable = (
      generated.body.items as { id: string; homeTeamId: string | null; awayTeamId: string | null }[]
    ).filter((f) => f.homeTeamId && f.awayTeamId);
    expect(playable.length).toBe(3);

    const before = await stats();
    const [first, second] = playable;
    const scored = await call(cast.app, 'PUT', `/api/fixture/${first!.id}/score`, cast.owner, {
      homeScore: 3,
      awayScore: 1,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(await stats()).toMatchObject({ matchesPlayed: before.matchesPlayed + 1, goals: before.goals + 4 });
    await call(cast.app, 'PUT', `/api/fixture/${second!.id}/score`, cast.owner, {
      homeScore: 0,
      awayScore: 0,
    });
    expect(await stats()).toMatchObject({ matchesPlayed: before.matchesPlayed + 2, goals: before.goals + 4 });
  });

  it('answers a signed-in caller the same figures', async () => {
    const anonymous = await stats();
    const newcomer = await signUp(cast.app, { name: 'Newcomer' });
    expect(await stats(newcomer.cookie)).toEqual({ ...anonymous, users: anonymous.users + 1 });
  });

  it('counts a new account on the next anonymous read: a sign-up drops the cached figures', async () => {
    const before = await stats();
    const hits = cast.app.readCache.stats.hits;
    expect(await stats()).toEqual(before);
    expect(cast.app.readCache.stats.hits, 'the second read is served from the cache').toBe(hits + 1);
    const heard: DomainEvent[] = [];
    const unsubscribe = cast.app.deps.bus.subscribe('test', (events) => {
      heard.push(...events);
    });
    try {
      const newcomer = await signUp(cast.app, { name: 'Newcomer Two' });
      expect(heard).toEqual([{ type: 'user.created', userId: newcomer.userId }]);
    } finally {
      unsubscribe();
    }
    expect(await stats()).toEqual({ ...before, users: before.users + 1 });
  });
});
