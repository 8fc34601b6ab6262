import type { StageStats } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, call, createCast, createLeague } from '../champs/champs.testing.ts';
import {
  addEvents,
  createSheetChamp,
  createSquadPlayer,
  finish,
  type SheetChamp,
} from '../player-stats/sheets.testing.ts';

/**
 * Fair play from cards (issue 10): the standings' `fairPlay` criterion takes its disciplinary points from the
 * card events of the stage's finished matches, weighed by the competition's `rules.fairPlayScheme`.
 *
 * Two teams draw 0–0, level on everything but cards. Adders: two direct reds — FIFA 4 + 4 = 8, UEFA 3 + 3 = 6.
 * Bishops: two sendings-off for a second yellow (1 + 2 each) and one yellow — 7 in both schemes. So UEFA puts
 * Adders above Bishops and FIFA puts them below.
 */

let cast: Cast;
const rules = (scheme?: 'fifa' | 'uefa') => ({
  win: 3,
  draw: 1,
  loss: 0,
  tiebreakers: ['points', 'goalDifference', 'goalsFor', 'fairPlay'],
  h2hScope: 'tiedGroup',
  ...(scheme ? { fairPlayScheme: scheme } : {}),
});

interface CardedChamp {
  champ: SheetChamp;
  adders: string;
  bishops: string;
  /** The card events, in the order recorded. */
  cards: string[];
}

async function cardedChamp(scheme?: 'fifa' | 'uefa'): Promise<CardedChamp> {
  const champ = await createSheetChamp(cast, ['Adders', 'Bishops'], { champ: { rules: rules(scheme) } });
  const [adders, bishops] = champ.teams.map((t) => t.id) as [string, string];
  const a = [];
  for (const n of [1, 2]) a.push(await createSquadPlayer(cast, champ, adders, `Adder ${n}`));
  const b = [];
  for (const n of [1, 2, 3]) b.push(await createSquadPlayer(cast, champ, bishops, `Bishop ${n}`));
  const fixture = champ.fixtures[0]!;
  const cards = await addEvents(cast, fixture.id, [
    { type: 'redCard', teamId: adders, playerId: a[0]!, minute: 20 },
    { type: 'redCard', teamId: adders, playerId: a[1]!, minute: 30 },
    { type: 'yellowCard', teamId: bishops, playerId: b[0]!, minute: 10 },
    { type: 'secondYellow', teamId: bishops, playerId: b[0]!, minute: 50 },
    { type: 'yellowCard', teamId: bishops, playerId: b[1]!, minute: 15 },
    { type: 'secondYellow', teamId: bishops, playerId: b[1]!, minute: 60 },
    { type: 'yellowCard', teamId: bishops, playerId: b[2]!, minute: 70 },
  ]);
  await finish(cast, fixture.id, 0, 0);
  return { champ, adders, bishops, cards };
}

async function table(stageId: string) {
  const res = await call(cast.app, 'GET', `/api/stage/${stageId}/stats`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as StageStats).items;
}

beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

describe('the fairPlay criterion from card events', () => {
  it('ranks level teams by UEFA disciplinary points unless the competition names a scheme', async () => {
    const { champ, adders, bishops } = await cardedChamp();
    const rows = await table(champ.stageId);
    expect(rows.map((r) => r.teamId)).toEqual([adders, bishops]);
    expect(rows[0]).toMatchObject({ points: 1, goalDifference: 0, tiebreakCriterion: 'fairPlay' });
    expect(rows[0]!.tiebreak).toContain('6 to 7');
  });

  it('weighs a direct red 4 under FIFA, which turns the order around', async () => {
    const { champ, adders, bishops } = await cardedChamp('fifa');
    const rows = await table(champ.stageId);
    expect(rows.map((r) => r.teamId)).toEqual([bishops, adders]);
    expect(rows[0]!.tiebreak).toContain('7 to 8');
  });

  it('follows a change of scheme and a deleted card, past the read cache', async () => {
    const { champ, adders, bishops, cards } = await cardedChamp('uefa');
    expect((await table(champ.stageId)).map((r) => r.teamId)).toEqual([adders, bishops]);
    const current = (await call(cast.app, 'GET', `/api/champs/${champ.champId}`)).body;
    const switched = await call(cast.app, 'PUT', `/api/champs/${champ.champId}`, cast.owner, {
      rules: { ...current.rules, fairPlayScheme: 'fifa' },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.rules.fairPlayScheme).toBe('fifa');
    expect((await table(champ.stageId)).map((r) => r.teamId)).toEqual([bishops, adders]);

    // One red card fewer: Adders 4 under FIFA, below Bishops' 7 no more.
    const deleted = await call(cast.app, 'DELETE', `/api/fixture/event/${cards[1]}`, cast.owner);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const rows = await table(champ.stageId);
    expect(rows.map((r) => r.teamId)).toEqual([adders, bishops]);
    expect(rows[0]!.tiebreak).toContain('4 to 7');
  });
});

describe('rules.fairPlayScheme on the competition', () => {
  it('is accepted and answered by POST and PUT, with fairPlay among the tie-breakers', async () => {
    const league = await createLeague(cast);
    const created = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: league.id,
      name: 'Fair Cup',
      rules: rules('fifa'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.rules).toMatchObject({ fairPlayScheme: 'fifa', tiebreakers: rules().tiebreakers });
    const read = await call(cast.app, 'GET', `/api/champs/${created.body.id}`);
    expect(read.body.rules.fairPlayScheme).toBe('fifa');
    const updated = await call(cast.app, 'PUT', `/api/champs/${created.body.id}`, cast.owner, {
      rules: rules('uefa'),
    });
    expect(updated.body.rules.fairPlayScheme).toBe('uefa');
  });

  it('refuses another scheme, naming the field', async () => {
    const league = await createLeague(cast);
    const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
      champLeagueId: league.id,
      name: 'Bad Cup',
      rules: { ...rules(), fairPlayScheme: 'concacaf' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.rules.fairPlayScheme');
  });
});
