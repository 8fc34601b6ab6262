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

    // A match in progress: line-ups, a timeline that makes the score, media of each kind.
    const inPlay = live.filter((f) => f.status === 'live') as unknown as { id: string }[];
    expect(inPlay).toHaveLength(1);
    const sheet = await get(`/api/fixture/${inPlay[0]!.id}/match-sheet`);
    expect(sheet.fixture).toMatchObject({ homeScore: 2, awayScore: 1, period: 2 });
    expect(sheet.home.items).toHaveLength(11);
    expect(sheet.away.items.filter((p: { started: boolean }) => p.started)).toHaveLength(10);
    expect(sheet.events.map((e: { type: string }) => e.type)).toEqual([
      'goal',
      'yellowCard',
      'penaltyGoal',
      'goal',
      'substitution',
    ]);
    expect(sheet.media.items.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'photo',
      'stream',
      'video',
    ]);

    // Results were entered with their scorers: the leaderboard has them.
    const seasonId = champs.find((c) => c.name === 'Season 2025')!.id;
    const board = await get(`/api/champs/${seasonId}/player-stats?sort=goals&pageSize=5`);
    const totalGoals = past.reduce(
      (sum, f) =>
        sum +
        ((f as unknown as { homeScore: number }).homeScore +
          (f as unknown as { awayScore: number }).awayScore),
      0,
    );
    expect(board.items[0].goals).toBeGreaterThan(0);
    const everyone = await get(`/api/champs/${seasonId}/player-stats?sort=goals&pageSize=500`);
    expect(everyone.items.reduce((sum: number, r: { goals: number }) => sum + r.goals, 0)).toBe(totalGoals);
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
