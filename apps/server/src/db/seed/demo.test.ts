import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { DEMO_ORGANISER, seedDemo } from './demo.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = async (url: string, cookie?: string) =>
  (await app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) })).json();

describe('npm run demo', () => {
  it('seeds a finished season, a season in progress and a knockout cup, once', async () => {
    const today = new Date('2026-06-15T12:00:00Z');
    const result = await seedDemo(app, today);
    expect(result.created).toBe(true);
    const champs = (await get(`/api/champ-leagues/${result.leagueId}/champs`)).items as {
      id: string;
      name: string;
    }[];
    expect(champs.map((c) => c.name).sort()).toEqual(['Riverside Cup', 'Season 2025', 'Season 2026']);

    const fixturesOf = async (name: string) =>
      (await get(`/api/fixture/champ/${champs.find((c) => c.name === name)!.id}`)).items as {
        status: string;
      }[];
    const past = await fixturesOf('Season 2025');
    expect(past).toHaveLength(30);
    expect(past.every((f) => f.status === 'finished')).toBe(true);
    const live = await fixturesOf('Season 2026');
    const played = live.filter((f) => f.status === 'finished').length;
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(live.length);
    const cup = await fixturesOf('Riverside Cup');
    expect(cup).toHaveLength(5);
    expect(cup.filter((f) => f.status === 'finished')).toHaveLength(2);

    // The organiser can sign in with the printed credentials and edits the league.
    const cookie = await signIn(app, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    expect((await get(`/api/champ-leagues/${result.leagueId}`, cookie)).canEdit).toBe(true);

    const again = await seedDemo(app, today);
    expect(again).toEqual({ created: false, leagueId: result.leagueId, subdomain: result.subdomain });
    expect((await get(`/api/champ-leagues/${result.leagueId}/champs`)).totalItems).toBe(3);

    // Every team has a roster of eleven, registered in each competition's squads.
    for (const champ of champs) {
      expect((await get(`/api/champ-team-players?champId=${champ.id}`)).totalItems).toBe(66);
    }
    const teams = (await get(`/api/champs/${champs[0]!.id}/teams`)).items as { id: string }[];
    const roster = await get(`/api/teams/${teams[0]!.id ?? ''}/players`);
    expect(roster.totalItems).toBe(11);
    expect(roster.items[0]).toMatchObject({ shirtNumber: 1, position: 'Goalkeeper' });
    expect(roster.items[0].photo).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
