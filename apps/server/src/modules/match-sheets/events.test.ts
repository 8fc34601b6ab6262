import type { DomainEvent } from '@matchday/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  expectPermissionMatrix,
} from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer, type TestPlayer } from '../players/players.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const unsubscribe: (() => void)[] = [];
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(cast.app.deps.bus.subscribe('events-test', (events) => void batches.push([...events])));
  return batches;
}

interface Side {
  id: string;
  players: TestPlayer[];
}
interface Match {
  champId: string;
  stageId: string;
  fixtureId: string;
  home: Side;
  away: Side;
}

let counter = 0;

/** Two teams of `sportKindId` in a one-fixture stage, each with a squad of `count` players. */
async function setupMatch(
  opts: { sportKindId?: string; stage?: 'league' | 'knockout'; count?: number } = {},
): Promise<Match> {
  const { sportKindId = 'football', stage = 'league', count = 3 } = opts;
  counter += 1;
  const league = await createLeague(cast, { sportKindId });
  const champ = await createChamp(cast, league.id);
  for (const name of ['Home', 'Away']) {
    const team = await createTeam(cast, `${name} ${counter}`, cast.owner, sportKindId);
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
  }
  const created = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    type: stage,
    name: stage,
  });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: created.body.id,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const fixture = generated.body.items[0];
  const squad = async (teamId: string): Promise<Side> => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const player = await createPlayer(cast.app, cast.owner, { sportKindId });
      await addToRoster(cast.app, cast.owner, teamId, player.id, { shirtNumber: i + 1 });
      await addToSquad(cast.app, cast.owner, { champId: champ.id, teamId, playerId: player.id });
      players.push(player);
    }
    return { id: teamId, players };
  };
  return {
    champId: champ.id,
    stageId: created.body.id,
    fixtureId: fixture.id,
    home: await squad(fixture.homeTeamId),
    away: await squad(fixture.awayTeamId),
  };
}

/** An event of `side`'s player `n` (0-based). */
function ev(side: Side, n: number, type: string, extra: Record<string, unknown> = {}) {
  return { type, teamId: side.id, playerId: side.players[n]!.id, ...extra };
}

const addEventAs = (cookie: string | undefined, fixtureId: string, body: unknown) =>
  call(cast.app, 'POST', `/api/fixture/${fixtureId}/event`, cookie, body);
const addEvent = (fixtureId: string, body: unknown) => addEventAs(cast.owner, fixtureId, body);
const addEvents = (fixtureId: string, events: unknown[]) =>
  call(cast.app, 'POST', `/api/fixture/${fixtureId}/event/bulk`, cast.owner, { events });
const fixtureOf = async (fixtureId: string) =>
  (await call(cast.app, 'GET', `/api/fixture/${fixtureId}`)).body;
const eventsOf = async (fixtureId: string) =>
  (await call(cast.app, 'GET', `/api/fixture/${fixtureId}/event`)).body;
const setScore = (fixtureId: string, body: Record<string, unknown>) =>
  call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, body);
const tableOf = async (stageId: string) =>
  (await call(cast.app, 'GET', `/api/stage/${stageId}/stats`)).body.items as {
    teamId: string;
    points: number;
    goalsFor: number;
    goalsAgainst: number;
  }[];

describe('POST /api/fixture/{id}/event', () => {
  it('records a goal with its assist, raises the score and leaves the status to the organiser', async () => {
    const m = await setupMatch();
    const batches = listen();
    const res = await addEvent(
      m.fixtureId,
      ev(m.home, 0, 'goal', { minute: 12, relatedPlayerId: m.home.players[1]!.id }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      fixtureId: m.fixtureId,
      number: 1,
      type: 'goal',
      teamId: m.home.id,
      side: 'home',
      playerId: m.home.players[0]!.id,
      playerName: m.home.players[0]!.name,
      relatedPlayerId: m.home.players[1]!.id,
      relatedPlayerName: m.home.players[1]!.name,
      minute: 12,
      addedTime: 0,
      period: 1,
      score: { home: 1, away: 0 },
    });
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: 1, awayScore: 0, status: 'scheduled' });
    const changed = batches.flat().find((e) => e.type === 'fixture.eventsChanged');
    expect(changed).toEqual({
      type: 'fixture.eventsChanged',
      fixtureId: m.fixtureId,
      stageId: m.stageId,
      champId: m.champId,
      leagueId: expect.any(String),
      playerIds: [m.home.players[0]!.id, m.home.players[1]!.id],
    });
    expect(batches.flat().some((e) => e.type === 'fixture.updated')).toBe(true);
  });

  it('counts an own goal for the opponent', async () => {
    const m = await setupMatch();
    const res = await addEvent(m.fixtureId, ev(m.home, 2, 'ownGoal', { minute: 30 }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ side: 'home', teamId: m.home.id, score: { home: 0, away: 1 } });
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: 0, awayScore: 1 });
  });

  it('raises the live score goal by goal while the match is live', async () => {
    const m = await setupMatch();
    const live = await call(cast.app, 'PUT', `/api/fixture/${m.fixtureId}`, cast.owner, { status: 'live' });
    expect(live.body).toMatchObject({ status: 'live', period: 1, homeScore: 0, awayScore: 0 });
    await addEvent(m.fixtureId, ev(m.away, 0, 'goal', { minute: 3 }));
    await addEvent(m.fixtureId, ev(m.home, 0, 'yellowCard', { minute: 5 }));
    await addEvent(m.fixtureId, ev(m.away, 1, 'penaltyGoal', { minute: 40 }));
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ status: 'live', homeScore: 0, awayScore: 2 });
    const table = await tableOf(m.stageId);
    expect(table.every((r) => r.points === 0)).toBe(true);
  });

  it('makes the live score the result when the organiser finishes the match through its status', async () => {
    const m = await setupMatch();
    await call(cast.app, 'PUT', `/api/fixture/${m.fixtureId}`, cast.owner, { status: 'live' });
    await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 8 }),
      ev(m.home, 1, 'goal', { minute: 50 }),
    ]);
    const finished = await call(cast.app, 'PUT', `/api/fixture/${m.fixtureId}`, cast.owner, {
      status: 'finished',
    });
    expect(finished.body).toMatchObject({ status: 'finished', homeScore: 2, awayScore: 0 });
    const table = await tableOf(m.stageId);
    expect(table.find((r) => r.teamId === m.home.id)).toMatchObject({ points: 3, goalsFor: 2 });
  });

  it.each([
    ['a team not in the fixture', 'event.team_not_in_fixture', 'body.teamId', { teamId: UNKNOWN }],
    ['a player of the other team', 'event.player_not_in_squad', 'body.playerId', 'otherTeam'],
    [
      'an assist by a player of the other team',
      'event.player_not_in_squad',
      'body.relatedPlayerId',
      'otherAssist',
    ],
    ['an unknown period', 'event.period_invalid', 'body.period', { period: 'fourth quarter' }],
    ['a goal without a minute', 'event.minute_required', 'body.minute', { minute: null }],
    [
      'a card with a second player',
      'event.related_player_unexpected',
      'body.relatedPlayerId',
      { type: 'yellowCard' },
    ],
  ])('refuses %s (400 %s naming %s)', async (_, code, field, change) => {
    const m = await setupMatch();
    const base = ev(m.home, 0, 'goal', { minute: 10, relatedPlayerId: m.home.players[1]!.id });
    const body =
      change === 'otherTeam'
        ? { ...base, playerId: m.away.players[0]!.id }
        : change === 'otherAssist'
          ? { ...base, relatedPlayerId: m.away.players[0]!.id }
          : { ...base, ...(change as Record<string, unknown>) };
    const res = await addEvent(m.fixtureId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect((await eventsOf(m.fixtureId)).totalItems).toBe(0);
  });

  it('needs the player coming on for a substitution', async () => {
    const m = await setupMatch();
    const missing = await addEvent(m.fixtureId, ev(m.away, 0, 'substitution', { minute: 60 }));
    expect([missing.status, missing.body.code]).toEqual([400, 'event.substitute_required']);
    expect(missing.body.errors[0].field).toBe('body.relatedPlayerId');
    const ok = await addEvent(
      m.fixtureId,
      ev(m.away, 0, 'substitution', { minute: 60, relatedPlayerId: m.away.players[2]!.id }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ period: 2, score: { home: 0, away: 0 } });
  });

  it('refuses a malformed body naming the field', async () => {
    const m = await setupMatch();
    const res = await addEvent(m.fixtureId, ev(m.home, 0, 'bicycleKick', { minute: 10 }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.type');
    const minute = await addEvent(m.fixtureId, ev(m.home, 0, 'goal', { minute: -1 }));
    expect(minute.body.errors[0].field).toBe('body.minute');
  });

  it('is refused for a sport without match events (basketball)', async () => {
    const m = await setupMatch({ sportKindId: 'basketball', count: 1 });
    const res = await addEvent(m.fixtureId, ev(m.home, 0, 'goal', { minute: 3 }));
    expect([res.status, res.body.code]).toEqual([409, 'event.sport_has_no_events']);
  });

  it('is refused for a cancelled or postponed fixture', async () => {
    const m = await setupMatch();
    for (const status of ['postponed', 'cancelled']) {
      await call(cast.app, 'PUT', `/api/fixture/${m.fixtureId}`, cast.owner, { status });
      const res = await addEvent(m.fixtureId, ev(m.home, 0, 'goal', { minute: 3 }));
      expect([res.status, res.body.code]).toEqual([409, 'event.fixture_not_played']);
    }
  });

  it('answers 404 for an unknown fixture and is for whoever runs the fixture (permission matrix)', async () => {
    const m = await setupMatch();
    const missing = await addEvent(UNKNOWN, ev(m.home, 0, 'goal', { minute: 3 }));
    expect([missing.status, missing.body.code]).toEqual([404, 'fixture.not_found']);
    await expectPermissionMatrix(
      cast,
      async () => m.fixtureId,
      (fixtureId, cookie) => addEventAs(cookie, fixtureId, ev(m.home, 0, 'yellowCard', { minute: 3 })),
    );
  });
});

describe('POST /api/fixture/{id}/event/bulk', () => {
  it('records every event or none, naming the field of each bad one', async () => {
    const m = await setupMatch();
    const bad = await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 10 }),
      ev(m.away, 0, 'goal', { minute: 20 }),
      ev(m.away, 1, 'goal', { minute: 25, playerId: m.home.players[1]!.id }),
      ev(m.home, 1, 'substitution', { minute: 70 }),
    ]);
    expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    expect(bad.body.code).toBe('event.player_not_in_squad');
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.events.2.playerId',
      'body.events.3.relatedPlayerId',
    ]);
    expect((await eventsOf(m.fixtureId)).totalItems).toBe(0);
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: null, awayScore: null });

    const good = await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 10 }),
      ev(m.away, 0, 'goal', { minute: 20 }),
      ev(m.away, 1, 'ownGoal', { minute: 25 }),
    ]);
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body.totalItems).toBe(3);
    expect(good.body.items.map((e: { number: number; score: unknown }) => [e.number, e.score])).toEqual([
      [1, { home: 1, away: 0 }],
      [2, { home: 1, away: 1 }],
      [3, { home: 2, away: 1 }],
    ]);
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it('numbers events in the order they happened: period, minute, added time, then entry', async () => {
    const m = await setupMatch();
    const res = await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 90, addedTime: 3 }),
      ev(m.home, 1, 'yellowCard', { minute: 90 }),
      ev(m.away, 0, 'goal', { minute: 45, addedTime: 2, period: 'first half' }),
      ev(m.away, 1, 'redCard', { minute: 46 }),
      ev(m.home, 2, 'goal', { minute: 95, period: 'extra time, first half' }),
      ev(m.away, 2, 'yellowCard', { minute: 90 }),
      ev(m.home, 0, 'shootoutScored', { period: 'penalties' }),
      ev(m.away, 0, 'yellowCard', { minute: 4 }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // In the order given, each with its number on the timeline.
    expect(res.body.items.map((e: { number: number; period: number }) => [e.number, e.period])).toEqual([
      [6, 2],
      [4, 2],
      [2, 1],
      [3, 2],
      [7, 3],
      [5, 2],
      [8, 5],
      [1, 1],
    ]);
    const timeline = await eventsOf(m.fixtureId);
    expect(
      timeline.items.map((e: { number: number; minute: number | null; addedTime: number; type: string }) => [
        e.number,
        e.type,
        e.minute,
        e.addedTime,
      ]),
    ).toEqual([
      [1, 'yellowCard', 4, 0],
      [2, 'goal', 45, 2],
      [3, 'redCard', 46, 0],
      [4, 'yellowCard', 90, 0],
      [5, 'yellowCard', 90, 0],
      [6, 'goal', 90, 3],
      [7, 'goal', 95, 0],
      [8, 'shootoutScored', null, 0],
    ]);
    expect(timeline.items.at(-1).score).toEqual({ home: 2, away: 1 });

    // Entered later, an event at an earlier minute takes its place in the timeline.
    const late = await addEvent(m.fixtureId, ev(m.home, 1, 'yellowCard', { minute: 90 }));
    expect(late.body.number).toBe(6);
  });
});

describe('PUT /api/fixture/{id}/score against the events', () => {
  it('refuses a score lower than the goals recorded (409 naming both), and keeps a higher one as goals without a scorer', async () => {
    const m = await setupMatch();
    await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 10 }),
      ev(m.home, 1, 'goal', { minute: 20 }),
      ev(m.away, 0, 'goal', { minute: 30 }),
    ]);
    const lower = await setScore(m.fixtureId, { homeScore: 1, awayScore: 0 });
    expect([lower.status, lower.body.code]).toEqual([409, 'fixture.score_below_events']);
    expect(lower.body.detail).toContain('The home score 1 is lower than the 2 goals recorded');
    expect(lower.body.detail).toContain('The away score 0 is lower than the 1 goal recorded');
    expect(lower.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.homeScore',
      'body.awayScore',
    ]);
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ status: 'scheduled', homeScore: 2, awayScore: 1 });

    const higher = await setScore(m.fixtureId, { homeScore: 3, awayScore: 1 });
    expect(higher.status, JSON.stringify(higher.body)).toBe(200);
    expect(higher.body).toMatchObject({ status: 'finished', homeScore: 3, awayScore: 1 });
    const sheet = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/match-sheet`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.unattributedGoals).toEqual({ home: 1, away: 0 });

    // The goal without a scorer stays when another goal is recorded: 3 + 1.
    await addEvent(m.fixtureId, ev(m.home, 2, 'goal', { minute: 88 }));
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: 4, awayScore: 1 });
  });

  it('takes a level knockout shoot-out from the recorded kicks, and follows corrected kicks once they decide it', async () => {
    const m = await setupMatch({ stage: 'knockout' });
    await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 10 }),
      ev(m.away, 0, 'goal', { minute: 80 }),
      ev(m.home, 0, 'shootoutScored', {}),
      ev(m.away, 0, 'shootoutMissed', {}),
      ev(m.home, 1, 'shootoutScored', {}),
      ev(m.away, 1, 'shootoutScored', {}),
    ]);
    const res = await setScore(m.fixtureId, { homeScore: 1, awayScore: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', homePenalties: 2, awayPenalties: 1 });

    // A kick corrected after the result: the shoot-out follows it.
    const timeline = await eventsOf(m.fixtureId);
    const missed = timeline.items.find((e: { type: string }) => e.type === 'shootoutMissed');
    const scored = await call(cast.app, 'PUT', `/api/fixture/event/${missed.id}`, cast.owner, {
      type: 'shootoutScored',
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    // 2–2 is no decision: the recorded shoot-out stands until the kicks decide it.
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homePenalties: 2, awayPenalties: 1 });
    await addEvent(m.fixtureId, ev(m.away, 2, 'shootoutScored', {}));
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homePenalties: 2, awayPenalties: 3 });
  });
});

describe('correcting the events of a finished fixture', () => {
  it('deleting a goal corrects the score and the standings', async () => {
    const m = await setupMatch();
    const added = await addEvents(m.fixtureId, [
      ev(m.home, 0, 'goal', { minute: 10 }),
      ev(m.away, 0, 'goal', { minute: 20 }),
      ev(m.home, 1, 'goal', { minute: 85 }),
    ]);
    await setScore(m.fixtureId, { homeScore: 2, awayScore: 1 });
    const before = await tableOf(m.stageId);
    expect(before.find((r) => r.teamId === m.home.id)).toMatchObject({ points: 3, goalsFor: 2 });

    const winner = added.body.items[2].id;
    const batches = listen();
    const deleted = await call(cast.app, 'DELETE', `/api/fixture/event/${winner}`, cast.owner);
    expect(deleted.body).toEqual({ id: winner, deleted: true });
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ status: 'finished', homeScore: 1, awayScore: 1 });
    const after = await tableOf(m.stageId);
    expect(after.find((r) => r.teamId === m.home.id)).toMatchObject({
      points: 1,
      goalsFor: 1,
      goalsAgainst: 1,
    });
    expect(after.find((r) => r.teamId === m.away.id)).toMatchObject({ points: 1 });
    const types = batches.flat().map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['fixture.scored', 'standings.changed', 'fixture.eventsChanged']),
    );
    expect((await eventsOf(m.fixtureId)).totalItems).toBe(2);

    const again = await call(cast.app, 'DELETE', `/api/fixture/event/${winner}`, cast.owner);
    expect([again.status, again.body.code]).toEqual([404, 'event.not_found']);
  });

  it('editing a goal into an own goal moves it to the other side, and the standings follow', async () => {
    const m = await setupMatch();
    const added = await addEvents(m.fixtureId, [ev(m.home, 0, 'goal', { minute: 10 })]);
    await setScore(m.fixtureId, { homeScore: 1, awayScore: 0 });
    const goal = added.body.items[0];
    const batches = listen();
    const edited = await call(cast.app, 'PUT', `/api/fixture/event/${goal.id}`, cast.owner, {
      type: 'ownGoal',
      playerId: m.home.players[1]!.id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      id: goal.id,
      type: 'ownGoal',
      minute: 10,
      score: { home: 0, away: 1 },
    });
    expect(await fixtureOf(m.fixtureId)).toMatchObject({ homeScore: 0, awayScore: 1 });
    const table = await tableOf(m.stageId);
    expect(table.find((r) => r.teamId === m.away.id)).toMatchObject({ points: 3, goalsFor: 1 });
    const changed = batches.flat().find((e) => e.type === 'fixture.eventsChanged');
    expect(changed && 'playerIds' in changed ? changed.playerIds : []).toEqual([
      m.home.players[0]!.id,
      m.home.players[1]!.id,
    ]);
  });

  it('places an edited minute in its period again, and checks the event as a whole', async () => {
    const m = await setupMatch();
    const added = await addEvent(m.fixtureId, ev(m.away, 0, 'yellowCard', { minute: 30 }));
    const moved = await call(cast.app, 'PUT', `/api/fixture/event/${added.body.id}`, cast.owner, {
      minute: 70,
    });
    expect(moved.body).toMatchObject({ minute: 70, period: 2 });
    const bad = await call(cast.app, 'PUT', `/api/fixture/event/${added.body.id}`, cast.owner, {
      type: 'substitution',
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'event.substitute_required']);
    expect(bad.body.errors[0].field).toBe('body.relatedPlayerId');
    const wrongTeam = await call(cast.app, 'PUT', `/api/fixture/event/${added.body.id}`, cast.owner, {
      teamId: m.home.id,
    });
    expect(wrongTeam.body.errors[0].field).toBe('body.playerId');
    const missing = await call(cast.app, 'PUT', `/api/fixture/event/${UNKNOWN}`, cast.owner, { minute: 3 });
    expect([missing.status, missing.body.code]).toEqual([404, 'event.not_found']);
    const stranger = await call(cast.app, 'PUT', `/api/fixture/event/${added.body.id}`, cast.other, {
      minute: 3,
    });
    expect(stranger.status).toBe(403);
  });

  it('refuses to leave a finished knockout fixture level without a decider (409)', async () => {
    const m = await setupMatch({ stage: 'knockout' });
    const added = await addEvents(m.fixtureId, [ev(m.home, 0, 'goal', { minute: 10 })]);
    await setScore(m.fixtureId, { homeScore: 1, awayScore: 0 });
    const res = await call(cast.app, 'DELETE', `/api/fixture/event/${added.body.items[0].id}`, cast.owner);
    expect([res.status, res.body.code]).toEqual([409, 'knockout.draw_without_decider']);
    expect((await eventsOf(m.fixtureId)).totalItems).toBe(1);
  });
});

describe('GET /api/fixture/{id}/match-sheet', () => {
  it('shows the fixture, line-ups, timeline, media, clock settings and who may edit', async () => {
    const m = await setupMatch();
    await call(cast.app, 'PUT', `/api/fixture/${m.fixtureId}/homesquad`, cast.owner, {
      players: [{ playerId: m.home.players[0]!.id, captain: true }],
    });
    await addEvent(m.fixtureId, ev(m.home, 0, 'goal', { minute: 9 }));
    const anonymous = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/match-sheet`);
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(200);
    expect(anonymous.body).toMatchObject({
      fixture: { id: m.fixtureId, homeScore: 1, awayScore: 0 },
      sportKindId: 'football',
      home: { teamId: m.home.id, totalItems: 1 },
      away: { teamId: m.away.id, totalItems: 0 },
      events: [{ type: 'goal', number: 1 }],
      unattributedGoals: { home: 0, away: 0 },
      media: { items: [], totalItems: 0, pageIndex: 0, pageSize: 20 },
      periods: { count: 2, minutes: 45, name: 'half' },
      boxScoreKeys: [],
      canEdit: false,
    });
    const owner = await call(cast.app, 'GET', `/api/fixture/${m.fixtureId}/match-sheet`, cast.owner);
    expect(owner.body.canEdit).toBe(true);
    const missing = await call(cast.app, 'GET', `/api/fixture/${UNKNOWN}/match-sheet`);
    expect([missing.status, missing.body.code]).toEqual([404, 'fixture.not_found']);
  });
});

describe('DELETE /api/player/{id} of a player named by an event only', () => {
  it('is refused with 409 player.on_match_sheet naming the fixture', async () => {
    const m = await setupMatch();
    await addEvent(m.fixtureId, ev(m.home, 0, 'goal', { minute: 9, relatedPlayerId: m.home.players[2]!.id }));
    const assistant = await call(cast.app, 'DELETE', `/api/player/${m.home.players[2]!.id}`, cast.owner);
    expect([assistant.status, assistant.body.code]).toEqual([409, 'player.on_match_sheet']);
    expect(assistant.body.detail).toContain(m.fixtureId);
  });
});
