import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { DEMO_NEWS, DEMO_ORGANISER, seedDemo } from './demo.ts';

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

    // The cup's later rounds are on weekday evenings of the coming weeks: the calendar has more than Sundays.
    const cupRounds = cup as unknown as { status: string; startsAt: string }[];
    const toCome = cupRounds.filter((f) => f.status !== 'finished');
    expect(toCome).toHaveLength(3);
    expect(toCome.every((f) => new Date(f.startsAt) > today)).toBe(true);
    expect(toCome.map((f) => new Date(f.startsAt).getUTCDay())).toEqual([3, 3, 3]);
    // The league plays on Sundays (the match in progress is today's).
    const sundays = (live as unknown as { status: string; startsAt: string }[]).filter(
      (f) => f.status !== 'live',
    );
    expect(sundays.every((f) => new Date(f.startsAt).getUTCDay() === 0)).toBe(true);
    const coming = await get(
      `/api/calendar?from=${today.toISOString()}&to=${new Date(today.getTime() + 28 * 86_400_000).toISOString()}&leagueId=${result.leagueId}`,
    );
    expect(coming.items.length).toBeGreaterThanOrEqual(12);

    // The league site is configured, and the league, its competitions and a team have news.
    const site = await get(`/api/champ-leagues/${result.leagueId}/page-configuration`);
    expect(site).toMatchObject({ primaryColor: '#0b6e4f', links: [{ label: 'League rules' }] });
    expect(site.welcomeText).toContain('Riverside Sunday League');
    const leagueNews = await get(`/api/champ-leagues/${result.leagueId}/news`);
    expect(leagueNews.items.map((n: { title: string }) => n.title)).toEqual(
      DEMO_NEWS.league.map((n) => n.title),
    );
    expect(leagueNews.items[0].image).toMatch(/^data:image\/svg\+xml;base64,/);
    const seasonNews = await get(`/api/champs/${champs.find((c) => c.name === 'Season 2026')!.id}/news`);
    expect(seasonNews.items.map((n: { title: string }) => n.title)).toEqual([DEMO_NEWS.season.title]);
    const cupNews = await get(`/api/champs/${champs.find((c) => c.name === 'Riverside Cup')!.id}/news`);
    expect(cupNews.items.map((n: { title: string }) => n.title)).toEqual([DEMO_NEWS.cup.title]);
    const allNews = await get('/api/news?pageSize=100');
    expect(allNews.totalItems).toBe(5);
    const article = await get(`/api/news/${leagueNews.items[0].id}`);
    expect(article.body).toContain('<strong>10:30 every Sunday</strong>');

    // The organiser can sign in with the printed credentials and edits the league.
    const cookie = await signIn(app, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    expect((await get(`/api/champ-leagues/${result.leagueId}`, cookie)).canEdit).toBe(true);
    // …on the premium plan, bought through the sandbox's checkout, so enforced plans let them keep editing it.
    expect(await get('/api/v1/payments/subscription', cookie)).toMatchObject({
      plan: 'premium',
      interval: 'year',
      status: 'active',
    });

    const again = await seedDemo(app, today);
    expect(again).toEqual({ created: false, leagueId: result.leagueId, subdomain: result.subdomain });
    expect((await get(`/api/champ-leagues/${result.leagueId}/champs`)).totalItems).toBe(3);
    expect((await get('/api/news?pageSize=100')).totalItems).toBe(5);

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
