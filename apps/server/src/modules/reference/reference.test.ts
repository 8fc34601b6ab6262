import type { SportType, SportTypeWithLeagues, StageTypeItem, TeamLeague } from '@matchday/contracts';
import { findStandingsPreset } from '@matchday/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { seedReference } from '../../db/seed/reference.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('GET /api/sport-types', () => {
  it('lists at least 12 sports and 4 esports in display order, with the spec fields', async () => {
    const sports = await get<SportType[]>('/api/sport-types');
    expect(sports.filter((s) => !s.isESport).length).toBeGreaterThanOrEqual(12);
    const esports = sports.filter((s) => s.isESport).map((s) => s.name);
    expect(esports).toEqual(expect.arrayContaining(['eFootball', 'EA SPORTS FC', 'NBA 2K', 'Rocket League']));
    expect(sports.map((s) => s.order)).toEqual([...sports.map((s) => s.order)].sort((a, b) => a - b));
    expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length);
    for (const sport of sports) {
      expect(Object.keys(sport)).toEqual(
        expect.arrayContaining(['id', 'name', 'displayName', 'isESport', 'order']),
      );
    }
  });

  it('gives each sport its draws rule, points, periods, event types and squad size', async () => {
    const sports = await get<SportType[]>('/api/sport-types');
    const football = sports.find((s) => s.id === 'football');
    expect(football).toMatchObject({
      allowsDraws: true,
      points: { win: 3, draw: 1, loss: 0 },
      periods: { count: 2, minutes: 45 },
      playersOnField: 11,
    });
    expect(football?.eventTypes.map((e) => e.key)).toEqual(
      expect.arrayContaining(['goal', 'own-goal', 'assist', 'yellow-card', 'red-card', 'substitution']),
    );
    expect(football?.eventTypes.find((e) => e.key === 'own-goal')).toMatchObject({
      points: 1,
      forOpponent: true,
    });
    const basketball = sports.find((s) => s.id === 'basketball');
    expect(basketball?.allowsDraws).toBe(false);
    expect(basketball?.eventTypes.map((e) => e.key)).toEqual(
      expect.arrayContaining(['three-pointer', 'foul']),
    );
    expect(sports.find((s) => s.id === 'volleyball')?.periods).toMatchObject({ name: 'set', minutes: null });
  });
  it("takes points per result from the standings engine's presets", async () => {
    const sports = await get<SportType[]>('/api/sport-types');
    for (const id of ['football', 'ice-hockey', 'basketball', 'handball', 'efootball']) {
      const preset = findStandingsPreset(id);
      const sport = sports.find((s) => s.id === id);
      expect(preset, id).toBeDefined();
      expect(sport?.points, id).toMatchObject({ win: preset?.win, draw: preset?.draw, loss: preset?.loss });
    }
    expect(sports.find((s) => s.id === 'ice-hockey')?.points).toMatchObject({
      overtimeWin: 2,
      overtimeLoss: 1,
    });
  });
});

describe('GET /api/sport-types/{id}/team-leagues', () => {
  it('lists age groups and divisions of a field sport', async () => {
    const leagues = await get<TeamLeague[]>('/api/sport-types/football/team-leagues');
    expect(leagues.every((l) => l.sportTypeId === 'football')).toBe(true);
    expect(leagues.map((l) => l.name)).toEqual(expect.arrayContaining(['U19', 'Senior', 'Women']));
    expect(leagues.map((l) => l.kind)).toEqual(expect.arrayContaining(['age-group', 'division']));
  });

  it("lists a football video game's club leagues", async () => {
    const leagues = await get<TeamLeague[]>('/api/sport-types/efootball/team-leagues');
    expect(leagues.map((l) => l.name)).toEqual(expect.arrayContaining(['Premier League', 'LaLiga']));
    expect(leagues.every((l) => l.kind === 'club-league')).toBe(true);
  });

  it('answers 404 problem for an unknown sport', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/sport-types/curling-on-mars/team-leagues',
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'sport_type.not_found', status: 404 });
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sport-types/Not%20A%20Slug/team-leagues' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('params.id');
  });
});

describe('GET /api/sport-types/leagues', () => {
  it('lists every sport type with its team leagues', async () => {
    const sports = await get<SportTypeWithLeagues[]>('/api/sport-types/leagues');
    const all = await get<SportType[]>('/api/sport-types');
    expect(sports.map((s) => s.id)).toEqual(all.map((s) => s.id));
    const fc = sports.find((s) => s.id === 'ea-sports-fc');
    expect(fc?.teamLeagues.length).toBeGreaterThan(0);
    expect(fc?.teamLeagues.every((l) => l.sportTypeId === 'ea-sports-fc')).toBe(true);
  });
});

describe('GET /api/stage-types', () => {
  it('lists league, groups, knockout, double elimination and Swiss', async () => {
    const stages = await get<StageTypeItem[]>('/api/stage-types');
    expect(stages.map((s) => s.id)).toEqual(['league', 'groups', 'knockout', 'double-elimination', 'swiss']);
    expect(stages.find((s) => s.id === 'league')?.format).toBe('round-robin');
  });

  it('keeps only the stage types that apply to the given sportKindId', async () => {
    const football = await get<StageTypeItem[]>('/api/stage-types?sportKindId=football');
    expect(football.map((s) => s.id)).toEqual(['league', 'groups', 'knockout']);
    const rocket = await get<StageTypeItem[]>('/api/stage-types?sportKindId=rocket-league');
    expect(rocket.map((s) => s.id)).toEqual(expect.arrayContaining(['double-elimination', 'swiss']));
    expect(rocket.every((s) => s.sportTypeIds.includes('rocket-league'))).toBe(true);
  });

  it('answers 404 for an unknown sportKindId and 400 for a malformed one', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/stage-types?sportKindId=quidditch' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('sport_type.not_found');
    const bad = await app.inject({ method: 'GET', url: '/api/stage-types?sportKindId=%24%24' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request.invalid' });
    expect(bad.json().errors[0].field).toBe('querystring.sportKindId');
  });
});

describe('reference seed', () => {
  it('is idempotent and restores a changed default', async () => {
    const { db } = app.deps.database;
    const before = await get<SportType[]>('/api/sport-types');
    await db.execute(
      'update sport_types set display_name = \'Soccer\', points = \'{"win":2,"draw":1,"loss":0}\' where id = \'football\'',
    );
    await seedReference(db);
    await seedReference(db);
    expect(await get<SportType[]>('/api/sport-types')).toEqual(before);
    const stages = await get<StageTypeItem[]>('/api/stage-types');
    expect(stages).toHaveLength(5);
  });
});
