import type { DomainEvent } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import {
  type Cast,
  call,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';
import { runReportSweepOf } from './reports.wiring.ts';

/**
 * Issue 27, item 1 through the API (ADR 0029): the teams report, two matching reports confirm, two different
 * ones open a dispute the organiser settles with PUT score, a single report is confirmed after the window, a
 * match nobody reported is flagged, and two reports arriving together confirm once. A fake clock for windows.
 */

let now = new Date('2026-06-01T12:00:00Z');
const clock = { now: () => now };
const HOUR = 60 * 60 * 1000;

let cast: Cast;
let captainA: { cookie: string; userId: string };
let captainB: { cookie: string; userId: string };

beforeAll(async () => {
  const app = await createTestApp({}, { clock });
  const admin = await signUp(app, { name: 'Admin' });
  const owner = await signUp(app, { name: 'Organiser' });
  const manager = await signUp(app, { name: 'Manager' });
  const other = await signUp(app, { name: 'Stranger' });
  captainA = await signUp(app, { name: 'Captain A' });
  captainB = await signUp(app, { name: 'Captain B' });
  cast = {
    app,
    admin: admin.cookie,
    owner: owner.cookie,
    ownerId: owner.userId,
    manager: manager.cookie,
    managerId: manager.userId,
    other: other.cookie,
  };
});
afterAll(() => cast.app.close());

interface F {
  id: string;
  round: number;
  slot: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  resultStatus: string;
  winnerGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
}

/**
 * A competition of four teams (the organiser's) in `teams` mode, with one stage (a best-of-three knockout by
 * default); captain A manages the first match's home team and captain B its away team.
 */
async function setup(stage: Record<string, unknown> = { type: 'knockout', bestOf: 3 }, mode = 'teams') {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id);
  for (let i = 1; i <= 4; i++) {
    const team = await createTeam(cast, `Side ${i} ${uniqueSubdomain('r')}`);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const created = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'Stage',
    ...stage,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if ((await fixturesOf(created.body.id)).length === 0) {
    const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
      stageId: created.body.id,
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  }
  const set = await call(cast.app, 'PUT', `/api/champs/${champ.id}/reporting`, cast.owner, {
    mode,
    confirmHours: 24,
    reportDeadlineHours: 48,
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  const fixtures = await fixturesOf(created.body.id);
  const first = fixtures.find((f) => f.homeTeamId && f.awayTeamId)!;
  for (const [teamId, userId] of [
    [first.homeTeamId!, captainA.userId],
    [first.awayTeamId!, captainB.userId],
  ]) {
    const grant = await call(cast.app, 'POST', `/api/permissions/${teamId}/itemrole`, cast.owner, {
      userId,
      role: 'Manager',
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  }
  return { champId: champ.id, stageId: created.body.id as string, fixture: first };
}

async function fixturesOf(stageId: string): Promise<F[]> {
  const res = await call(cast.app, 'GET', `/api/fixture/search?stageId=${stageId}&pageSize=500`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as F[];
}

async function fixture(id: string): Promise<F> {
  const res = await call(cast.app, 'GET', `/api/fixture/${id}`);
  expect(res.status).toBe(200);
  return res.body as F;
}

function report(fixtureId: string, cookie: string | undefined, body: Record<string, unknown>) {
  return call(cast.app, 'POST', `/api/fixture/${fixtureId}/reports`, cookie, body);
}

async function inbox(cookie: string): Promise<{ kind: string; title: string; subjectId: string | null }[]> {
  const res = await call(cast.app, 'GET', '/api/notifications?pageSize=100', cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

const twoOne = {
  homeScore: 2,
  awayScore: 1,
  games: [
    { home: 13, away: 9 },
    { home: 7, away: 13 },
    { home: 13, away: 11 },
  ],
};

describe('the competition chooses who enters results', () => {
  it('defaults to the organiser, and the organiser or a manager sets the windows (400 names the field)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const url = `/api/champs/${champ.id}/reporting`;
    expect((await call(cast.app, 'GET', url)).body).toEqual({
      mode: 'organiser',
      confirmHours: 24,
      reportDeadlineHours: 48,
    });
    const settings = { mode: 'teams', confirmHours: 12, reportDeadlineHours: 6 };
    expect((await call(cast.app, 'PUT', url, cast.other, settings)).status).toBe(403);
    expect((await call(cast.app, 'PUT', url, cast.manager, settings)).body).toEqual(settings);
    expect((await call(cast.app, 'GET', url)).body).toEqual(settings);
    const bad = await call(cast.app, 'PUT', url, cast.owner, {
      ...settings,
      mode: 'players',
      confirmHours: 0,
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.mode', 'body.confirmHours']));
  });

  it('refuses reports while the organiser enters results (409), and anyone who runs neither team (403)', async () => {
    const { fixture: f } = await setup({ type: 'knockout', bestOf: 3 }, 'organiser');
    const refused = await report(f.id, captainA.cookie, twoOne);
    expect([refused.status, refused.body.code]).toEqual([409, 'fixture.reported_by_organiser']);
    const stranger = await report(f.id, cast.other, twoOne);
    expect([stranger.status, stranger.body.code]).toEqual([403, 'permission.denied']);
    expect((await report(f.id, undefined, twoOne)).status).toBe(401);
  });
});

describe('two matching reports', () => {
  it('confirm the result as the organiser would enter it: the winner moves on, and every party is told', async () => {
    const { fixture: f, stageId } = await setup();
    const heard: DomainEvent[] = [];
    const unsubscribe = cast.app.deps.bus.subscribe('reports-test', (events) => {
      heard.push(...events.filter((e) => e.type === 'fixture.reportsChanged' || e.type === 'fixture.scored'));
    });
    try {
      // Games that do not give the score, and a series not over, are refused as PUT score refuses them.
      const mismatch = await report(f.id, captainA.cookie, { ...twoOne, homeScore: 2, awayScore: 0 });
      expect([mismatch.status, mismatch.body.code, mismatch.body.errors[0].field]).toEqual([
        400,
        'fixture.games_mismatch',
        'body.homeScore',
      ]);
      const unfinished = await report(f.id, captainA.cookie, { homeScore: 1, awayScore: 1 });
      expect([unfinished.status, unfinished.body.code]).toEqual([400, 'fixture.series_unfinished']);
      const badEvidence = await report(f.id, captainA.cookie, { ...twoOne, evidence: ['../etc/passwd'] });
      expect([badEvidence.status, badEvidence.body.errors[0].field]).toEqual([400, 'body.evidence.0']);

      const first = await report(f.id, captainA.cookie, { ...twoOne, comment: 'Close one' });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body).toMatchObject({ teamId: f.homeTeamId, status: 'reported' });
      expect((await fixture(f.id)).resultStatus).toBe('reported');
      expect((await inbox(captainB.cookie)).filter((n) => n.subjectId === f.id).map((n) => n.kind)).toEqual([
        'result.reported',
      ]);
      const listed = await call(cast.app, 'GET', `/api/fixture/${f.id}/reports`, captainB.cookie);
      expect(listed.body).toMatchObject({
        resultStatus: 'reported',
        mode: 'teams',
        canReportFor: [f.awayTeamId],
        confirmsAt: new Date(now.getTime() + 24 * HOUR).toISOString(),
        items: [
          {
            teamId: f.homeTeamId,
            side: 'home',
            homeScore: 2,
            awayScore: 1,
            comment: 'Close one',
            status: 'reported',
            reportedByName: 'Captain A',
          },
        ],
      });

      const second = await report(f.id, captainB.cookie, { homeScore: 2, awayScore: 1 });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      expect(second.body).toMatchObject({ teamId: f.awayTeamId, status: 'confirmed' });
      const played = await fixture(f.id);
      expect(played).toMatchObject({
        status: 'finished',
        homeScore: 2,
        awayScore: 1,
        resultStatus: 'confirmed',
      });
      expect((played as unknown as { games: unknown[] }).games).toEqual(twoOne.games);
      // The bracket moved on: the winner is in the next match.
      const next = (await fixturesOf(stageId)).find((x) => x.id === f.winnerGoesTo!.fixtureId)!;
      expect(f.winnerGoesTo!.side === 'home' ? next.homeTeamId : next.awayTeamId).toBe(f.homeTeamId);

      const late = await report(f.id, captainA.cookie, twoOne);
      expect([late.status, late.body.code]).toEqual([409, 'fixture.result_confirmed']);
      for (const cookie of [captainA.cookie, captainB.cookie]) {
        expect((await inbox(cookie)).some((n) => n.kind === 'result.confirmed' && n.subjectId === f.id)).toBe(
          true,
        );
      }
      const ofThis = heard.filter((e) => 'fixtureId' in e && e.fixtureId === f.id);
      expect(ofThis.map((e) => (e.type === 'fixture.reportsChanged' ? e.reason : e.type))).toEqual([
        'reported',
        'fixture.scored',
        'confirmed',
      ]);
    } finally {
      unsubscribe();
    }
  });
});

describe('a dispute', () => {
  it('opens when the reports differ; the organiser sees both with their evidence and settles it with PUT score', async () => {
    const { fixture: f, champId } = await setup();
    expect((await report(f.id, captainA.cookie, twoOne)).status).toBe(201);
    // A side may report again until the result stands: its report is replaced.
    const again = await report(f.id, captainA.cookie, { homeScore: 2, awayScore: 0 });
    expect(again.body.status).toBe('reported');
    const disputed = await report(f.id, captainB.cookie, {
      homeScore: 0,
      awayScore: 2,
      evidence: ['images/abc-123.webp'],
      comment: 'We won, see the screenshot',
    });
    expect(disputed.body).toMatchObject({ status: 'disputed' });
    expect((await fixture(f.id)).resultStatus).toBe('disputed');
    const listed = await call(cast.app, 'GET', `/api/fixture/${f.id}/reports`);
    expect(listed.body.items).toMatchObject([
      { side: 'home', homeScore: 2, awayScore: 0, status: 'disputed', evidence: [] },
      {
        side: 'away',
        homeScore: 0,
        awayScore: 2,
        status: 'disputed',
        evidence: [{ id: 'images/abc-123.webp', url: '/storage/images/abc-123.webp' }],
      },
    ]);
    expect((await inbox(cast.owner)).some((n) => n.kind === 'result.disputed' && n.subjectId === f.id)).toBe(
      true,
    );
    expect(
      (await inbox(captainA.cookie)).some((n) => n.kind === 'result.disputed' && n.subjectId === f.id),
    ).toBe(true);
    const issues = await call(cast.app, 'GET', `/api/champs/${champId}/reporting/issues`, cast.owner);
    expect(
      issues.body.items.map((i: { kind: string; fixture: { id: string } }) => [i.kind, i.fixture.id]),
    ).toEqual([['disputed', f.id]]);
    expect(
      (await call(cast.app, 'GET', `/api/champs/${champId}/reporting/issues`, captainA.cookie)).status,
    ).toBe(403);

    const settled = await call(cast.app, 'PUT', `/api/fixture/${f.id}/score`, cast.owner, {
      homeScore: 0,
      awayScore: 2,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.resultStatus).toBe('confirmed');
    expect(
      (await call(cast.app, 'GET', `/api/champs/${champId}/reporting/issues`, cast.owner)).body.items,
    ).toEqual([]);
    expect(
      (await call(cast.app, 'GET', `/api/fixture/${f.id}/reports`)).body.items.map(
        (r: { status: string }) => r.status,
      ),
    ).toEqual(['overruled', 'confirmed']);
    // The sweep tells both teams the organiser settled it, once.
    expect((await runReportSweepOf(cast.app)).settled).toBeGreaterThanOrEqual(1);
    expect((await runReportSweepOf(cast.app)).settled).toBe(0);
    expect(
      (await inbox(captainA.cookie)).filter((n) => n.kind === 'result.confirmed' && n.subjectId === f.id),
    ).toHaveLength(1);
  });
});

describe('the windows (fake clock)', () => {
  it('confirms a single report once its window has passed', async () => {
    const { fixture: f } = await setup();
    expect((await report(f.id, captainB.cookie, twoOne)).status).toBe(201);
    now = new Date(now.getTime() + 23 * HOUR);
    await runReportSweepOf(cast.app);
    expect((await fixture(f.id)).resultStatus).toBe('reported');
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await runReportSweepOf(cast.app)).confirmed).toBeGreaterThanOrEqual(1);
    expect(await fixture(f.id)).toMatchObject({
      status: 'finished',
      homeScore: 2,
      awayScore: 1,
      resultStatus: 'confirmed',
    });
    expect(
      (await inbox(captainA.cookie)).some((n) => n.kind === 'result.confirmed' && n.subjectId === f.id),
    ).toBe(true);
  });

  it('flags a match nobody reported by kick-off plus the deadline to the organiser, once', async () => {
    const { fixture: f, champId, stageId } = await setup();
    // Only this match has a kick-off (the draw dated the others from the competition's start).
    for (const other of (await fixturesOf(stageId)).filter((x) => x.id !== f.id)) {
      const undated = await call(cast.app, 'PUT', `/api/fixture/${other.id}`, cast.owner, { startsAt: null });
      expect(undated.status, JSON.stringify(undated.body)).toBe(200);
    }
    const dated = await call(cast.app, 'PUT', `/api/fixture/${f.id}`, cast.owner, {
      startsAt: now.toISOString(),
    });
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    now = new Date(now.getTime() + 47 * HOUR);
    await runReportSweepOf(cast.app);
    expect(
      (await call(cast.app, 'GET', `/api/champs/${champId}/reporting/issues`, cast.owner)).body.items,
    ).toEqual([]);
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await runReportSweepOf(cast.app)).flagged).toBe(1);
    expect((await runReportSweepOf(cast.app)).flagged).toBe(0);
    const issues = await call(cast.app, 'GET', `/api/champs/${champId}/reporting/issues`, cast.owner);
    expect(issues.body.items).toMatchObject([
      { kind: 'unreported', fixture: { id: f.id, resultStatus: 'awaiting' } },
    ]);
    expect(
      (await inbox(cast.owner)).filter((n) => n.kind === 'result.unreported' && n.subjectId === f.id),
    ).toHaveLength(1);
  });
});

describe('two reports arriving together', () => {
  it('confirm the result once: one event, standings counted once', async () => {
    const { fixture: f, stageId } = await setup({ type: 'league' });
    const scored: DomainEvent[] = [];
    const unsubscribe = cast.app.deps.bus.subscribe('reports-race', (events) => {
      scored.push(...events.filter((e) => e.type === 'fixture.scored' && e.fixtureId === f.id));
    });
    try {
      const [a, b] = await Promise.all([
        report(f.id, captainA.cookie, { homeScore: 3, awayScore: 1 }),
        report(f.id, captainB.cookie, { homeScore: 3, awayScore: 1 }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect([a.body.status, b.body.status].sort()).toEqual(['confirmed', 'reported']);
      expect(scored).toHaveLength(1);
      const table = await call(cast.app, 'GET', `/api/stage/${stageId}/stats`);
      const rows = table.body.items as { teamId: string; played: number; goalsFor: number }[];
      expect(rows.find((r) => r.teamId === f.homeTeamId)).toMatchObject({ played: 1, goalsFor: 3 });
      expect(rows.find((r) => r.teamId === f.awayTeamId)).toMatchObject({ played: 1, goalsFor: 1 });
    } finally {
      unsubscribe();
    }
  });
});

describe('a correction that resets a reported match', () => {
  it('forgets its reports: the match awaits the teams again, and they report afresh', async () => {
    const { fixture: semi, stageId } = await setup({ type: 'knockout' });
    const oneNil = { homeScore: 1, awayScore: 0 };
    expect((await report(semi.id, captainA.cookie, oneNil)).status).toBe(201);
    expect((await report(semi.id, captainB.cookie, oneNil)).status).toBe(201);
    const other = (await fixturesOf(stageId)).find((f) => f.round === 1 && f.id !== semi.id)!;
    const scored = await call(cast.app, 'PUT', `/api/fixture/${other.id}/score`, cast.owner, oneNil);
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    // The final, reported by both finalists (the organiser runs the other one) and confirmed.
    const final = (await fixturesOf(stageId)).find((f) => f.round === 2)!;
    expect(final.homeTeamId).toBe(semi.homeTeamId);
    expect((await report(final.id, captainA.cookie, oneNil)).status).toBe(201);
    const second = await report(final.id, cast.owner, { ...oneNil, teamId: final.awayTeamId });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await fixture(final.id)).resultStatus).toBe('confirmed');

    // The organiser corrects the semi-final the other way round, resetting the final.
    const corrected = await call(
      cast.app,
      'PUT',
      `/api/fixture/${semi.id}/score?reset=downstream`,
      cast.owner,
      { homeScore: 0, awayScore: 1 },
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const replayed = await fixture(final.id);
    expect([replayed.homeTeamId, replayed.status, replayed.resultStatus]).toEqual([
      semi.awayTeamId,
      'scheduled',
      'awaiting',
    ]);
    expect((await call(cast.app, 'GET', `/api/fixture/${final.id}/reports`)).body.items).toEqual([]);
    const afresh = await report(final.id, captainB.cookie, oneNil);
    expect([afresh.status, afresh.body.status]).toEqual([201, 'reported']);
  });
});
