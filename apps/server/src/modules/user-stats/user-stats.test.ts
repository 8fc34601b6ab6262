import { USER_STATS_ITEMS, type UserStats } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, signUp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { call, uniqueSubdomain } from '../champs/champs.testing.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
  // The first account is the SystemAdmin: keep it out of the users under test.
  await signUp(app, { name: 'Admin' });
});
afterAll(() => app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function created(method: 'POST', url: string, cookie: string, payload: Record<string, unknown>) {
  const res = await call(app, method, url, cookie, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

const createTeam = (user: SignedUp, name: string, logo?: string) =>
  created('POST', '/api/teams', user.cookie, { name, sportKindId: 'football', ...(logo ? { logo } : {}) });
const createPlayer = (user: SignedUp, name: string) =>
  created('POST', '/api/player', user.cookie, { name, sportKindId: 'football', photo: 'images/p.webp' });
const createLeague = (user: SignedUp, name: string) =>
  created('POST', '/api/champ-leagues', user.cookie, {
    name,
    sportKindId: 'basketball',
    subdomain: uniqueSubdomain(),
  });
const createChamp = (user: SignedUp, leagueId: string, name: string, startDate: string) =>
  created('POST', '/api/champs', user.cookie, { champLeagueId: leagueId, name, season: '2026', startDate });

async function statsOf(userId: string, cookie?: string): Promise<UserStats> {
  const res = await call(app, 'GET', `/api/user/${userId}/stats`, cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as UserStats;
}

const names = (list: { items: { name: string }[] }) => list.items.map((i) => i.name);

describe('GET /api/user/:id/stats', () => {
  it('answers zeros and empty lists for a user who owns nothing, to anonymous callers too', async () => {
    const newcomer = await signUp(app, { name: 'Newcomer' });
    const empty = { totalItems: 0, items: [] };
    expect(await statsOf(newcomer.userId)).toEqual({
      userId: newcomer.userId,
      teams: empty,
      players: empty,
      leagues: empty,
      champs: empty,
      favoritesCount: 0,
    });
  });

  it("counts and lists what the user owns, and nothing of other users'", async () => {
    const ada = await signUp(app, { name: 'Ada' });
    const bob = await signUp(app, { name: 'Bob' });
    const lions = await createTeam(ada, 'Lions', 'images/lions.webp');
    await createTeam(ada, 'Bears');
    await createTeam(bob, 'Not Ada’s team');
    const player = await createPlayer(ada, 'Zed Striker');
    await createPlayer(ada, 'Amy Keeper');
    await createPlayer(bob, 'Not Ada’s player');
    const north = await createLeague(ada, 'North League');
    const south = await createLeague(ada, 'South League');
    const bobs = await createLeague(bob, 'Bob’s League');
    await createChamp(ada, north.id, 'North Cup', '2026-01-01');
    const spring = await createChamp(ada, north.id, 'North Spring', '2026-04-01');
    await createChamp(ada, south.id, 'South Cup', '2026-02-01');
    await createChamp(bob, bobs.id, 'Bob’s Cup', '2026-05-01');

    const stats = await statsOf(ada.userId);
    expect(stats.userId).toBe(ada.userId);
    expect(stats.teams.totalItems).toBe(2);
    expect(names(stats.teams)).toEqual(['Bears', 'Lions']);
    expect(stats.teams.items[1]).toEqual({
      id: lions.id,
      name: 'Lions',
      imageUrl: 'images/lions.webp',
      sportKindId: 'football',
    });
    expect(stats.players.totalItems).toBe(2);
    expect(names(stats.players)).toEqual(['Amy Keeper', 'Zed Striker']);
    expect(stats.players.items[1]).toEqual({
      id: player.id,
      name: 'Zed Striker',
      imageUrl: 'images/p.webp',
      sportKindId: 'football',
    });
    expect(stats.leagues.totalItems).toBe(2);
    expect(names(stats.leagues)).toEqual(['North League', 'South League']);
    // Competitions of the user's leagues, newest first like the competition lists, with the league's sport.
    expect(stats.champs.totalItems).toBe(3);
    expect(names(stats.champs)).toEqual(['North Spring', 'South Cup', 'North Cup']);
    expect(stats.champs.items[0]).toEqual({
      id: spring.id,
      name: 'North Spring',
      imageUrl: null,
      sportKindId: 'basketball',
    });
    expect(stats.favoritesCount).toBe(0);

    // Signed in (as anyone) the answer is the same: there is nothing per caller in it.
    expect(await statsOf(ada.userId, bob.cookie)).toEqual(stats);
  });

  it(`lists the first ${USER_STATS_ITEMS} of a kind and counts them all`, async () => {
    const busy = await signUp(app, { name: 'Busy' });
    for (let i = 1; i <= USER_STATS_ITEMS + 1; i++) {
      await createTeam(busy, `Team ${String(i).padStart(2, '0')}`);
    }
    const stats = await statsOf(busy.userId);
    expect(stats.teams.totalItems).toBe(USER_STATS_ITEMS + 1);
    expect(stats.teams.items).toHaveLength(USER_STATS_ITEMS);
    expect(stats.teams.items[0]?.name).toBe('Team 01');
  });

  it('counts the favourites the user keeps, as their own list shows them (gone items left out)', async () => {
    const owner = await signUp(app, { name: 'Owner' });
    const fan = await signUp(app, { name: 'Fan' });
    const team = await createTeam(owner, 'Favourite FC');
    const doomed = await createTeam(owner, 'Doomed FC');
    const player = await createPlayer(owner, 'Fave Player');
    const league = await createLeague(owner, 'Fave League');
    const champ = await createChamp(owner, league.id, 'Fave Cup', '2026-03-01');
    for (const url of [
      `/api/teams/${team.id}/favorite`,
      `/api/teams/${doomed.id}/favorite`,
      `/api/player/${player.id}/favorite`,
      `/api/champ-leagues/${league.id}/favorite`,
      `/api/champs/${champ.id}/favorite`,
    ]) {
      expect((await call(app, 'POST', url, fan.cookie)).status).toBe(200);
    }
    expect((await statsOf(fan.userId)).favoritesCount).toBe(5);
    expect((await call(app, 'DELETE', `/api/teams/${doomed.id}`, owner.cookie)).status).toBe(200);
    expect((await statsOf(fan.userId)).favoritesCount).toBe(4);
    const list = await call(app, 'GET', '/api/favorite', fan.cookie);
    const listed = list.body as Record<string, unknown[]>;
    expect(Object.values(listed).reduce((n, items) => n + items.length, 0)).toBe(4);
    // Favourites are the fan's own; the owner of the items keeps none.
    expect((await statsOf(owner.userId)).favoritesCount).toBe(0);
  });

  it('answers 404 user.not_found for an id no user has', async () => {
    const res = await call(app, 'GET', `/api/user/${UNKNOWN}/stats`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('user.not_found');
  });

  it('answers 400 naming params.id for an id that is not a user id', async () => {
    const res = await call(app, 'GET', '/api/user/not-a-user/stats');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('params.id');
  });
});
