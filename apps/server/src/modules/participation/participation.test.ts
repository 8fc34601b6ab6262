import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import type { Clock } from '../../core/context.ts';
import {
  type Cast,
  call,
  createChamp,
  createLeague,
  createManagedTeam,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';
import { runCheckInJobsOf } from './participation.wiring.ts';

/**
 * Issue 27, items 2 and 3 through the API: forfeits (`PUT /fixture/{id}/score { forfeit }`), withdrawals and
 * disqualifications, and check-in with its close on a fake clock.
 */

class FakeClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

const HOUR = 60 * 60 * 1000;
const clock = new FakeClock();
let cast: Cast;

beforeAll(async () => {
  const app = await createTestApp({}, { clock });
  const admin = await signUp(app, { name: 'Admin' });
  const owner = await signUp(app, { name: 'Owner' });
  const manager = await signUp(app, { name: 'Manager' });
  const other = await signUp(app, { name: 'Other' });
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
  stageId: string;
  round: number;
  slot: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  status: string;
  forfeit: 'home' | 'away' | null;
  expunged: boolean;
  resultNote: string | null;
  games: { home: number; away: number }[];
}

async function entries(count: number, sport = 'football', rules?: Record<string, unknown>) {
  const league = await createLeague(cast, { sportKindId: sport });
  const champ = await createChamp(cast, league.id, rules ? { rules } : {});
  const teamIds: string[] = [];
  for (let i = 1; i <= count; i++) {
    const team = await createManagedTeam(cast, `Side ${i} ${uniqueSubdomain('p')}`, sport);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    teamIds.push(team.id);
  }
  return { champId: champ.id as string, teamIds };
}

async function stageOf(champId: string, body: Record<string, unknown>): Promise<string> {
  const res = await call(cast.app, 'POST', `/api/champs/${champId}/stage`, cast.owner, {
    name: 'Stage',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: res.body.id,
  });
  expect([200, 201, 409]).toContain(generated.status);
  return res.body.id;
}

async function fixturesOf(champId: string): Promise<F[]> {
  const res = await call(cast.app, 'GET', `/api/fixture/champ/${champId}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

async function standings(stageId: string) {
  const res = await call(cast.app, 'GET', `/api/stage/${stageId}/stats?pageSize=50`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as {
    teamId: string;
    played: number;
    won: number;
    lost: number;
    points: number;
    note: string | null;
  }[];
}

const between = (fixtures: F[], a: string, b: string) =>
  fixtures.find((f) => [f.homeTeamId, f.awayTeamId].includes(a) && [f.homeTeamId, f.awayTeamId].includes(b))!;

describe('forfeits', () => {
  it('football: the side that forfeits loses 3–0, marked as a forfeit, and the table counts it', async () => {
    const { champId, teamIds } = await entries(2);
    const stageId = await stageOf(champId, { type: 'league' });
    const [f] = await fixturesOf(champId);
    const res = await call(cast.app, 'PUT', `/api/fixture/${f!.id}/score`, cast.owner, { forfeit: 'away' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ homeScore: 3, awayScore: 0, status: 'finished', forfeit: 'away' });
    const table = await standings(stageId);
    const winner = table.find((r) => r.teamId === f!.homeTeamId)!;
    expect(winner).toMatchObject({ played: 1, won: 1, points: 3 });
    expect(teamIds).toContain(winner.teamId);
    // A score played out afterwards replaces the forfeit.
    const played = await call(cast.app, 'PUT', `/api/fixture/${f!.id}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 1,
    });
    expect(played.body).toMatchObject({ homeScore: 1, awayScore: 1, forfeit: null });
  });

  it('basketball: 20–0; a competition rule of its own wins over the sport', async () => {
    const basketball = await entries(2, 'basketball');
    await stageOf(basketball.champId, { type: 'league' });
    const [b] = await fixturesOf(basketball.champId);
    const res = await call(cast.app, 'PUT', `/api/fixture/${b!.id}/score`, cast.owner, { forfeit: 'home' });
    expect(res.body).toMatchObject({ homeScore: 0, awayScore: 20, forfeit: 'home' });

    const ruled = await entries(2, 'football', {
      win: 3,
      draw: 1,
      loss: 0,
      tiebreakers: ['points'],
      h2hScope: 'tiedGroup',
      walkover: { winner: 5, loser: 0 },
    });
    await stageOf(ruled.champId, { type: 'league' });
    const [r] = await fixturesOf(ruled.champId);
    const ruledRes = await call(cast.app, 'PUT', `/api/fixture/${r!.id}/score`, cast.owner, {
      forfeit: 'away',
    });
    expect(ruledRes.body).toMatchObject({ homeScore: 5, awayScore: 0 });
  });

  it('esports best of three: 2–0 with its games, and the winner moves on in the bracket', async () => {
    const { champId } = await entries(4, 'counter-strike-2');
    await stageOf(champId, { type: 'knockout', bestOf: 3 });
    const semi = (await fixturesOf(champId)).find((f) => f.round === 1 && f.slot === 0)!;
    const res = await call(cast.app, 'PUT', `/api/fixture/${semi.id}/score`, cast.owner, { forfeit: 'home' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      homeScore: 0,
      awayScore: 2,
      games: [
        { home: 0, away: 1 },
        { home: 0, away: 1 },
      ],
    });
    const final = (await fixturesOf(champId)).find((f) => f.round === 2)!;
    expect([final.homeTeamId, final.awayTeamId]).toContain(semi.awayTeamId);
    // The final's other side is not known yet: nothing to forfeit.
    const early = await call(cast.app, 'PUT', `/api/fixture/${final.id}/score`, cast.owner, {
      forfeit: 'home',
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('fixture.teams_unknown');
  });

  it('refuses a forfeit with a score, a score without one, an unknown side: 400 naming the field', async () => {
    const { champId } = await entries(2);
    await stageOf(champId, { type: 'league' });
    const [f] = await fixturesOf(champId);
    const cases: [unknown, string][] = [
      [{ forfeit: 'home', homeScore: 1 }, 'body.homeScore'],
      [{}, 'body.homeScore'],
      [{ forfeit: 'nobody' }, 'body.forfeit'],
    ];
    for (const [body, field] of cases) {
      const res = await call(cast.app, 'PUT', `/api/fixture/${f!.id}/score`, cast.owner, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    const stranger = await call(cast.app, 'PUT', `/api/fixture/${f!.id}/score`, cast.other, {
      forfeit: 'home',
    });
    expect(stranger.status).toBe(403);
  });
});

describe('withdrawals and disqualifications', () => {
  it('expunge: the results are struck out (kept, marked), unplayed matches cancelled, the row says why', async () => {
    const { champId, teamIds } = await entries(3);
    const [a, b, c] = teamIds as [string, string, string];
    const stageId = await stageOf(champId, { type: 'league' });
    const ab = between(await fixturesOf(champId), a, b);
    await call(cast.app, 'PUT', `/api/fixture/${ab.id}/score`, cast.owner, { homeScore: 2, awayScore: 0 });
    const res = await call(cast.app, 'POST', `/api/champs/${champId}/teams/${a}/withdraw`, cast.owner, {
      mode: 'expunge',
      reason: 'Folded mid-season',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'withdrawal',
      mode: 'expunge',
      note: 'Withdrawn: Folded mid-season',
    });
    expect(res.body.fixtureIds).toHaveLength(2);
    const after = await fixturesOf(champId);
    expect(between(after, a, b)).toMatchObject({ status: 'finished', expunged: true, homeScore: 2 });
    expect(between(after, a, c)).toMatchObject({ status: 'cancelled', expunged: true });
    expect(between(after, b, c)).toMatchObject({ expunged: false });
    const table = await standings(stageId);
    expect(table.find((r) => r.teamId === a)).toMatchObject({
      played: 0,
      note: 'Withdrawn: Folded mid-season',
    });
    expect(table.find((r) => r.teamId === b)).toMatchObject({ played: 0, note: null });
    const list = await call(cast.app, 'GET', `/api/champs/${champId}/withdrawals`);
    expect(list.body.items).toMatchObject([{ teamId: a, mode: 'expunge' }]);
    const inbox = await call(cast.app, 'GET', '/api/notifications?pageSize=50', cast.owner);
    expect(inbox.body.items.map((n: { kind: string }) => n.kind)).toContain('team.withdrawn');
  });

  it('forfeitRemaining: played results stand, the rest are walkovers to the opponents', async () => {
    const { champId, teamIds } = await entries(3);
    const [a, b, c] = teamIds as [string, string, string];
    const stageId = await stageOf(champId, { type: 'league' });
    const ab = between(await fixturesOf(champId), a, b);
    await call(cast.app, 'PUT', `/api/fixture/${ab.id}/score`, cast.owner, {
      homeScore: ab.homeTeamId === a ? 1 : 0,
      awayScore: ab.homeTeamId === a ? 0 : 1,
    });
    const res = await call(cast.app, 'POST', `/api/champs/${champId}/teams/${a}/withdraw`, cast.manager, {
      mode: 'forfeitRemaining',
      reason: 'Lost their ground',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const ac = between(await fixturesOf(champId), a, c);
    expect(ac).toMatchObject({ status: 'finished', resultNote: 'Withdrawn: Lost their ground' });
    expect(ac.forfeit).toBe(ac.homeTeamId === a ? 'home' : 'away');
    const table = await standings(stageId);
    expect(table.find((r) => r.teamId === a)).toMatchObject({ played: 2, won: 1, lost: 1 });
    expect(table.find((r) => r.teamId === c)).toMatchObject({ played: 1, won: 1, points: 3 });
  });

  it('a disqualification in a knockout sends the opponent through, whatever the mode', async () => {
    const { champId, teamIds } = await entries(4);
    await stageOf(champId, { type: 'knockout' });
    const first = (await fixturesOf(champId)).find((f) => f.round === 1 && f.slot === 0)!;
    const out = first.homeTeamId!;
    const res = await call(cast.app, 'POST', `/api/champs/${champId}/teams/${out}/withdraw`, cast.owner, {
      mode: 'expunge',
      reason: 'Ineligible player',
      kind: 'disqualification',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.note).toBe('Disqualified: Ineligible player');
    const after = await fixturesOf(champId);
    expect(after.find((f) => f.id === first.id)).toMatchObject({ forfeit: 'home', status: 'finished' });
    const final = after.find((f) => f.round === 2)!;
    expect([final.homeTeamId, final.awayTeamId]).toContain(first.awayTeamId);
    expect(teamIds).toContain(out);
  });

  it('in a double elimination, the withdrawn team also forfeits the losers-bracket match it drops into', async () => {
    const { champId } = await entries(4);
    await stageOf(champId, { type: 'double-elimination' });
    const firsts = (await fixturesOf(champId)).filter((f) => f.round === 1 && f.homeTeamId && f.awayTeamId);
    const [first, second] = firsts as [F, F];
    await call(cast.app, 'PUT', `/api/fixture/${second.id}/score`, cast.owner, {
      homeScore: 2,
      awayScore: 0,
    });
    const out = first.homeTeamId!;
    const res = await call(cast.app, 'POST', `/api/champs/${champId}/teams/${out}/withdraw`, cast.owner, {
      mode: 'forfeitRemaining',
      reason: 'Travel',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.fixtureIds).toHaveLength(2);
    const played = (await fixturesOf(champId)).filter((f) => [f.homeTeamId, f.awayTeamId].includes(out));
    expect(played.every((f) => f.status === 'finished' && f.forfeit !== null)).toBe(true);
  });

  it('refuses an unknown team (404), a team not entered (409 naming it), twice (409), bad input (400)', async () => {
    const { champId, teamIds } = await entries(2);
    const body = { mode: 'expunge', reason: 'Gone' };
    const unknown = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/teams/00000000-0000-4000-8000-000000000000/withdraw`,
      cast.owner,
      body,
    );
    expect(unknown.status).toBe(404);
    const outsider = await createTeam(cast, `Outsider ${uniqueSubdomain('o')}`);
    const notEntered = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/teams/${outsider.id}/withdraw`,
      cast.owner,
      body,
    );
    expect(notEntered.status).toBe(409);
    expect(notEntered.body.code).toBe('withdrawal.team_not_entered');
    expect(notEntered.body.errors[0].field).toBe('params.teamId');
    const bad = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/teams/${teamIds[0]}/withdraw`,
      cast.owner,
      {
        mode: 'vanish',
        reason: '',
      },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('body.mode');
    const stranger = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/teams/${teamIds[0]}/withdraw`,
      cast.other,
      body,
    );
    expect(stranger.status).toBe(403);
    // Two at once: one withdrawal, the other refused.
    const both = await Promise.all([
      call(cast.app, 'POST', `/api/champs/${champId}/teams/${teamIds[0]}/withdraw`, cast.owner, body),
      call(cast.app, 'POST', `/api/champs/${champId}/teams/${teamIds[0]}/withdraw`, cast.owner, body),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('withdrawal.already');
    const list = await call(cast.app, 'GET', `/api/champs/${champId}/withdrawals`);
    expect(list.body.items).toHaveLength(1);
  });
});

describe('check-in', () => {
  const windowFromNow = (opensInHours: number, closesInHours: number, missing = 'drop') => ({
    opensAt: new Date(clock.now().getTime() + opensInHours * HOUR).toISOString(),
    closesAt: new Date(clock.now().getTime() + closesInHours * HOUR).toISOString(),
    missing,
  });

  it('opens, takes the teams that confirm, and drops the one that did not before the draw', async () => {
    const { champId, teamIds } = await entries(3);
    const [a, b, c] = teamIds as [string, string, string];
    const set = await call(
      cast.app,
      'PUT',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      windowFromNow(1, 2),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ state: 'scheduled', missing: 'drop', checkedInCount: 0 });

    const early = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, { teamId: a });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('checkIn.not_open');

    clock.advance(HOUR + 1000);
    expect(await runCheckInJobsOf(cast.app)).toBe(0);
    const inbox = await call(cast.app, 'GET', '/api/notifications?pageSize=100', cast.manager);
    expect(inbox.body.items.map((n: { kind: string }) => n.kind)).toContain('checkIn.opened');

    const stranger = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.other, {
      teamId: a,
    });
    expect(stranger.status).toBe(403);
    // Two check-ins of one team at once count once.
    const twice = await Promise.all([
      call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, { teamId: a }),
      call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.manager, { teamId: a }),
    ]);
    expect(twice.map((r) => r.status)).toEqual([201, 201]);
    const byManager = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.manager, {
      teamId: b,
    });
    expect(byManager.status).toBe(201);
    expect(byManager.body).toMatchObject({ state: 'open', checkedInCount: 2 });
    const outsider = await createTeam(cast, `Outsider ${uniqueSubdomain('o')}`);
    const notEntered = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, {
      teamId: outsider.id,
    });
    expect(notEntered.status).toBe(409);
    expect(notEntered.body.errors[0].field).toBe('body.teamId');

    clock.advance(HOUR);
    expect(await runCheckInJobsOf(cast.app)).toBe(1);
    expect(await runCheckInJobsOf(cast.app)).toBe(0);
    const after = await call(cast.app, 'GET', `/api/champs/${champId}/check-in`);
    expect(after.body).toMatchObject({ state: 'closed', checkedInCount: 2, dropped: [{ teamId: c }] });
    expect(after.body.items.map((t: { teamId: string }) => t.teamId).sort()).toEqual([a, b].sort());
    const late = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, { teamId: a });
    expect(late.status).toBe(409);
    // The draw has only the teams that checked in.
    await stageOf(champId, { type: 'league' });
    const drawn = new Set((await fixturesOf(champId)).flatMap((f) => [f.homeTeamId, f.awayTeamId]));
    expect(drawn.has(c)).toBe(false);
    expect(drawn.has(a) && drawn.has(b)).toBe(true);
    const ownerInbox = await call(cast.app, 'GET', '/api/notifications?pageSize=100', cast.owner);
    const kinds = ownerInbox.body.items.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('checkIn.dropped');
    expect(kinds).toContain('checkIn.closed');
  });

  it("after the draw the close forfeits the missing team's matches; the organiser closes it now, once", async () => {
    const { champId, teamIds } = await entries(3);
    const [a, b, c] = teamIds as [string, string, string];
    const none = await call(cast.app, 'POST', `/api/champs/${champId}/check-in/close`, cast.owner);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('checkIn.none');
    const stageId = await stageOf(champId, { type: 'league' });
    await call(cast.app, 'PUT', `/api/champs/${champId}/check-in`, cast.owner, windowFromNow(-1, 1, 'drop'));
    for (const teamId of [a, b]) {
      const res = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, { teamId });
      expect(res.status).toBe(201);
    }
    const closes = await Promise.all([
      call(cast.app, 'POST', `/api/champs/${champId}/check-in/close`, cast.owner),
      call(cast.app, 'POST', `/api/champs/${champId}/check-in/close`, cast.manager),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(closes.find((r) => r.status === 409)!.body.code).toBe('checkIn.closed');
    const fixtures = await fixturesOf(champId);
    for (const f of fixtures.filter((x) => [x.homeTeamId, x.awayTeamId].includes(c))) {
      expect(f).toMatchObject({ status: 'finished', resultNote: 'Did not check in' });
      expect(f.forfeit).toBe(f.homeTeamId === c ? 'home' : 'away');
    }
    const table = await standings(stageId);
    expect(table.find((r) => r.teamId === c)).toMatchObject({ note: 'Did not check in', points: 0 });
    expect(await runCheckInJobsOf(cast.app)).toBe(0);
  });

  it('only the organiser sets the window; a window closing before it opens is a 400 naming closesAt', async () => {
    const { champId } = await entries(1);
    const stranger = await call(
      cast.app,
      'PUT',
      `/api/champs/${champId}/check-in`,
      cast.other,
      windowFromNow(1, 2),
    );
    expect(stranger.status).toBe(403);
    const backwards = await call(
      cast.app,
      'PUT',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      windowFromNow(2, 1),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.errors)).toContain('body.closesAt');
    const empty = await call(cast.app, 'GET', `/api/champs/${champId}/check-in`);
    expect(empty.body).toMatchObject({ state: 'none', opensAt: null, items: [{ checkedIn: false }] });
  });
});

describe('check-in before a round', () => {
  const roundWindow = (stageId: string, round: number, opensInHours: number, closesInHours: number) => ({
    opensAt: new Date(clock.now().getTime() + opensInHours * HOUR).toISOString(),
    closesAt: new Date(clock.now().getTime() + closesInHours * HOUR).toISOString(),
    stageId,
    round,
  });
  const kinds = async (cookie: string) =>
    (await call(cast.app, 'GET', '/api/notifications?pageSize=200', cookie)).body.items.map(
      (n: { kind: string; title: string }) => `${n.kind} ${n.title}`,
    ) as string[];

  it('the sweep opens and closes a round window: the side that did not check in forfeits, the bracket moves on', async () => {
    const { champId } = await entries(4);
    const stageId = await stageOf(champId, { type: 'knockout' });
    const semis = (await fixturesOf(champId)).filter((f) => f.round === 1);
    const [semiA, semiB] = semis as [F, F];
    const set = await call(
      cast.app,
      'PUT',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      roundWindow(stageId, 1, 1, 2),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    // The competition's own window is untouched: the round window is listed beside it.
    expect(set.body).toMatchObject({ state: 'none', opensAt: null });
    expect(set.body.rounds).toHaveLength(1);
    expect(set.body.rounds[0]).toMatchObject({ stageId, round: 1, state: 'scheduled', missing: 'forfeit' });
    expect(set.body.rounds[0].items).toHaveLength(4);

    const body = (teamId: string) => ({ teamId, stageId, round: 1 });
    const early = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      body(semiA.homeTeamId!),
    );
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('checkIn.not_open');

    clock.advance(HOUR + 1000);
    expect(await runCheckInJobsOf(cast.app)).toBe(0);
    expect(
      (await kinds(cast.manager)).some((k) => k.startsWith('checkIn.opened') && k.includes('round 1')),
    ).toBe(true);

    const stranger = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/check-in`,
      cast.other,
      body(semiA.homeTeamId!),
    );
    expect(stranger.status).toBe(403);
    const twice = await Promise.all([
      call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, body(semiA.homeTeamId!)),
      call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.manager, body(semiA.homeTeamId!)),
    ]);
    expect(twice.map((r) => r.status)).toEqual([201, 201]);
    for (const teamId of [semiA.awayTeamId!, semiB.homeTeamId!]) {
      const res = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.manager, body(teamId));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const during = await call(cast.app, 'GET', `/api/champs/${champId}/check-in`, cast.owner);
    expect(during.body.rounds[0]).toMatchObject({ state: 'open', checkedInCount: 3 });
    expect(
      during.body.rounds[0].items.find((t: { teamId: string }) => t.teamId === semiB.awayTeamId),
    ).toMatchObject({ checkedIn: false, canCheckIn: true });
    // The final's sides are not known yet: nobody plays in round 2 so far.
    await call(
      cast.app,
      'PUT',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      roundWindow(stageId, 2, -1, 5),
    );
    const notInRound = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, {
      teamId: semiA.homeTeamId,
      stageId,
      round: 2,
    });
    expect(notInRound.status).toBe(409);
    expect(notInRound.body.code).toBe('checkIn.team_not_in_round');
    expect(notInRound.body.errors[0].field).toBe('body.teamId');

    clock.advance(HOUR);
    expect(await runCheckInJobsOf(cast.app)).toBe(1);
    expect(await runCheckInJobsOf(cast.app)).toBe(0);
    const after = await fixturesOf(champId);
    expect(after.find((f) => f.id === semiA.id)).toMatchObject({ status: 'scheduled', forfeit: null });
    expect(after.find((f) => f.id === semiB.id)).toMatchObject({
      status: 'finished',
      forfeit: 'away',
      homeScore: 3,
      awayScore: 0,
      resultNote: 'Did not check in for round 1',
    });
    const final = after.find((f) => f.round === 2)!;
    expect([final.homeTeamId, final.awayTeamId]).toContain(semiB.homeTeamId);
    const closed = await call(cast.app, 'GET', `/api/champs/${champId}/check-in`);
    expect(closed.body.rounds.map((r: { round: number; state: string }) => [r.round, r.state])).toEqual([
      [1, 'closed'],
      [2, 'open'],
    ]);
    expect(closed.body.rounds[0]).toMatchObject({ forfeitedFixtureIds: [semiB.id], cancelledFixtureIds: [] });
    // Now the final's winner of semi B is known: it can check in for round 2.
    const final2 = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, {
      teamId: semiB.homeTeamId,
      stageId,
      round: 2,
    });
    expect(final2.status, JSON.stringify(final2.body)).toBe(201);
    const late = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/check-in`,
      cast.owner,
      body(semiB.awayTeamId!),
    );
    expect(late.status).toBe(409);
    const inbox = await kinds(cast.owner);
    expect(inbox.some((k) => k.startsWith('checkIn.dropped') && k.includes('forfeited'))).toBe(true);
    expect(inbox.some((k) => k.startsWith('fixture.forfeited') && k.includes('walkover'))).toBe(true);
    expect(inbox.some((k) => k.startsWith('checkIn.closed') && k.includes('round 1'))).toBe(true);
  });

  it('closed now by the organiser, once: neither side in cancels the match, one side in wins it', async () => {
    const { champId, teamIds } = await entries(4);
    const stageId = await stageOf(champId, { type: 'league' });
    const firstRound = (await fixturesOf(champId)).filter((f) => f.round === 1);
    expect(firstRound).toHaveLength(2);
    const [nobody, half] = firstRound as [F, F];
    const noWindow = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/check-in/close?stageId=${stageId}&round=1`,
      cast.owner,
    );
    expect(noWindow.status).toBe(409);
    expect(noWindow.body.code).toBe('checkIn.none');
    const set = await call(cast.app, 'PUT', `/api/champs/${champId}/check-in`, cast.owner, {
      ...roundWindow(stageId, 1, -1, 1),
      missing: 'forfeit',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const checked = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, {
      teamId: half.awayTeamId,
      stageId,
      round: 1,
    });
    expect(checked.status).toBe(201);
    const closeUrl = `/api/champs/${champId}/check-in/close?stageId=${stageId}&round=1`;
    expect((await call(cast.app, 'POST', closeUrl, cast.other)).status).toBe(403);
    const closes = await Promise.all([
      call(cast.app, 'POST', closeUrl, cast.owner),
      call(cast.app, 'POST', closeUrl, cast.owner),
    ]);
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(closes.find((r) => r.status === 409)!.body.code).toBe('checkIn.closed');
    const after = await fixturesOf(champId);
    expect(after.find((f) => f.id === nobody.id)).toMatchObject({
      status: 'cancelled',
      forfeit: null,
      resultNote: 'Neither side checked in for round 1',
    });
    expect(after.find((f) => f.id === half.id)).toMatchObject({ status: 'finished', forfeit: 'home' });
    expect(after.filter((f) => f.round > 1).every((f) => f.status === 'scheduled')).toBe(true);
    const table = await standings(stageId);
    expect(table.find((r) => r.teamId === half.awayTeamId)).toMatchObject({ played: 1, won: 1, points: 3 });
    expect(table.find((r) => r.teamId === half.homeTeamId)).toMatchObject({ played: 1, lost: 1, points: 0 });
    expect(table.find((r) => r.teamId === nobody.homeTeamId)).toMatchObject({ played: 0 });
    // A round's forfeit is that match only: the team is not withdrawn, and its table row has no note.
    const withdrawn = await call(cast.app, 'GET', `/api/champs/${champId}/withdrawals`);
    expect(withdrawn.body.items).toEqual([]);
    expect(teamIds).toContain(half.homeTeamId);
    const got = await call(cast.app, 'GET', `/api/champs/${champId}/check-in`);
    expect(got.body.rounds[0]).toMatchObject({
      state: 'closed',
      forfeitedFixtureIds: [half.id],
      cancelledFixtureIds: [nobody.id],
    });
    const inbox = await kinds(cast.owner);
    expect(inbox.some((k) => k.startsWith('checkIn.dropped') && k.includes('cancelled'))).toBe(true);
    // Its close ran: the window stays, with what it did.
    const remove = await call(
      cast.app,
      'DELETE',
      `/api/champs/${champId}/check-in?stageId=${stageId}&round=1`,
      cast.owner,
    );
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('checkIn.closed');
  });

  it('refuses a half-given round, drop, a stranger, a stage of another competition, a round without matches', async () => {
    const { champId } = await entries(2);
    const stageId = await stageOf(champId, { type: 'league' });
    const other = await entries(2);
    const otherStage = await stageOf(other.champId, { type: 'league' });
    const put = (body: Record<string, unknown>, cookie = cast.owner) =>
      call(cast.app, 'PUT', `/api/champs/${champId}/check-in`, cookie, body);
    const window = roundWindow(stageId, 1, 1, 2);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...window, round: undefined }, 400, 'body.round'],
      [{ ...window, stageId: undefined }, 400, 'body.stageId'],
      [{ ...window, round: 0 }, 400, 'body.round'],
      [{ ...window, missing: 'drop' }, 400, 'body.missing'],
      [{ ...window, stageId: otherStage }, 409, 'body.stageId'],
      [{ ...window, round: 9 }, 409, 'body.round'],
    ];
    for (const [body, status, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(JSON.stringify(res.body.errors)).toContain(field);
    }
    expect((await put(window, cast.other)).status).toBe(403);
    const none = await call(cast.app, 'POST', `/api/champs/${champId}/check-in`, cast.owner, {
      teamId: other.teamIds[0],
      stageId,
      round: 1,
    });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('checkIn.none');
    expect(none.body.errors[0].field).toBe('body.round');
    const halfQuery = await call(
      cast.app,
      'POST',
      `/api/champs/${champId}/check-in/close?stageId=${stageId}`,
      cast.owner,
    );
    expect(halfQuery.status).toBe(400);
    expect(JSON.stringify(halfQuery.body.errors)).toContain('round');
    // The competition's window and a round's window live side by side.
    expect((await put(window)).status).toBe(200);
    const competition = await put({ opensAt: window.opensAt, closesAt: window.closesAt });
    expect(competition.status).toBe(200);
    expect(competition.body).toMatchObject({ state: 'scheduled', missing: 'drop' });
    expect(competition.body.rounds).toMatchObject([{ stageId, round: 1, state: 'scheduled' }]);
    // A window set for the wrong round is removed before it closes (by the organiser); then it is gone.
    const removeUrl = `/api/champs/${champId}/check-in?stageId=${stageId}&round=1`;
    expect((await call(cast.app, 'DELETE', removeUrl, cast.other)).status).toBe(403);
    const removed = await call(cast.app, 'DELETE', removeUrl, cast.owner);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ state: 'scheduled', rounds: [] });
    const gone = await call(cast.app, 'DELETE', removeUrl, cast.owner);
    expect(gone.status).toBe(409);
    expect(gone.body.code).toBe('checkIn.none');
    expect(gone.body.errors[0].field).toBe('query.round');
  });
});
