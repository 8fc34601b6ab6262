import type { DomainEvent } from '@matchday/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../test/helpers.ts';
import { registrationPaymentMarks } from '../../db/schema/registrations.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';

const DECIDE = '/api/champ-registration/userteamrequests';
const LIST = '/api/champ-registration/userteamrequests';
const MARK_PAID = '/api/champ-registration/mark-paid-requests';

let cast: Cast;
/** A team owner with no part in the competitions. */
let teamOwner: SignedUp;
let events: DomainEvent[] = [];

beforeAll(async () => {
  cast = await createCast();
  teamOwner = await signUp(cast.app, { name: 'Terry Team-Owner' });
  cast.app.deps.bus.subscribe('test', (batch) => {
    events.push(...batch);
  });
});
afterAll(() => cast.app.close());

/** A competition of the owner's (the manager a Manager of its league) and a team of the team owner's. */
async function setup() {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id, { name: 'Open Cup' });
  const team = await createTeam(cast, `Applicants ${uniqueSubdomain('t')}`, teamOwner.cookie);
  return { league, champ, team };
}

function register(champId: string, teamId: string, cookie: string | undefined = teamOwner.cookie) {
  return call(cast.app, 'POST', `/api/champs/${champId}/register-team`, cookie, { teamId });
}

function settings(champId: string, body: Record<string, unknown>, cookie = cast.owner) {
  return call(cast.app, 'PUT', `/api/champs/${champId}/registration`, cookie, body);
}

describe('a team asks to enter a competition', () => {
  it('makes a pending request with names, heard in the organisers and team owner user rooms', async () => {
    const { champ, team, league } = await setup();
    events = [];
    const res = await register(champ.id, team.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      kind: 'team',
      champId: champ.id,
      champName: 'Open Cup',
      leagueId: league.id,
      teamName: team.name,
      teamOwnerId: teamOwner.userId,
      teamOwnerName: 'Terry Team-Owner',
      paid: false,
      entryFee: null,
      direction: 'sent',
      canWithdraw: true,
      canDecide: false,
    });
    expect(events.filter((e) => e.type !== 'notification.changed')).toEqual([
      expect.objectContaining({
        type: 'registration.changed',
        requestKind: 'team',
        userIds: expect.arrayContaining([teamOwner.userId, cast.ownerId, cast.managerId]),
      }),
    ]);
    // The organisers (owner and the league's Manager) find it in their inbox; the sender does not.
    expect(events.filter((e) => e.type === 'notification.changed').map((e) => e.userId)).toEqual(
      expect.arrayContaining([cast.ownerId, cast.managerId]),
    );
  });

  it('refuses callers who cannot edit the team (403), and an unknown competition (404)', async () => {
    const { champ, team } = await setup();
    expect((await register(champ.id, team.id, cast.other)).status).toBe(403);
    // The organiser cannot register someone else's team either: that is the team's decision.
    expect((await register(champ.id, team.id, cast.owner)).status).toBe(403);
    const anonymous = await call(cast.app, 'POST', `/api/champs/${champ.id}/register-team`, undefined, {
      teamId: team.id,
    });
    expect(anonymous.status).toBe(401);
    expect((await register(crypto.randomUUID(), team.id)).status).toBe(404);
    const bad = await register(champ.id, 'nope');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.teamId');
  });

  it('refuses a second pending request, a team of another sport, and a team already entered', async () => {
    const { champ, team } = await setup();
    expect((await register(champ.id, team.id)).status).toBe(201);
    const again = await register(champ.id, team.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_pending');
    const hoops = await createTeam(cast, `Hoops ${uniqueSubdomain('t')}`, teamOwner.cookie, 'basketball');
    const sport = await register(champ.id, hoops.id);
    expect(sport.status).toBe(400);
    expect(sport.body.errors[0].field).toBe('body.teamId');
    const own = await createTeam(cast, `Own ${uniqueSubdomain('t')}`);
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: own.id });
    const entered = await register(champ.id, own.id, cast.owner);
    expect(entered.status).toBe(409);
    expect(entered.body.code).toBe('registration.team_already_entered');
  });

  it('is refused when registration is closed, past its deadline, or full', async () => {
    const { champ } = await setup();
    const team = async () => (await createTeam(cast, `T ${uniqueSubdomain('t')}`, teamOwner.cookie)).id;
    expect((await settings(champ.id, { registrationOpen: false })).body.isAcceptingRequests).toBe(false);
    const closed = await register(champ.id, await team());
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('registration.closed');

    await settings(champ.id, { registrationOpen: true, registrationDeadline: '2020-01-01' });
    const late = await register(champ.id, await team());
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('registration.deadline_passed');

    await settings(champ.id, { registrationDeadline: null, maxTeams: 2 });
    for (let i = 0; i < 2; i++) {
      const own = await createTeam(cast, `Own ${uniqueSubdomain('t')}`);
      await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: own.id });
    }
    const full = await register(champ.id, await team());
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('registration.full');
  });
});

describe('registration settings', () => {
  it('are open with no limits for a new competition, public to read, changed by its organisers', async () => {
    const { champ } = await setup();
    const read = await call(cast.app, 'GET', `/api/champs/${champ.id}/registration`);
    expect(read.body).toEqual({
      champId: champ.id,
      registrationOpen: true,
      registrationDeadline: null,
      maxTeams: null,
      entryFee: null,
      teamCount: 0,
      isAcceptingRequests: true,
    });
    events = [];
    const set = await settings(
      champ.id,
      { registrationDeadline: '2099-12-31', maxTeams: 16, entryFee: { amount: 2500, currency: 'EUR' } },
      cast.manager,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ maxTeams: 16, entryFee: { amount: 2500, currency: 'EUR' } });
    expect(events.map((e) => e.type)).toEqual(['registration.settingsChanged']);
    expect((await settings(champ.id, { maxTeams: 4 }, cast.other)).status).toBe(403);
    const bad = await settings(champ.id, { entryFee: { amount: 1.5, currency: 'euro' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.entryFee.amount', 'body.entryFee.currency']),
    );
    // The fee goes with each new request.
    const req = await register(
      champ.id,
      (await createTeam(cast, `Fee ${uniqueSubdomain('t')}`, teamOwner.cookie)).id,
    );
    expect(req.body.entryFee).toEqual({ amount: 2500, currency: 'EUR' });
  });
});

describe('deciding a team request', () => {
  it('organisers accept; the team is entered; the decision is final', async () => {
    const { champ, team } = await setup();
    const made = await register(champ.id, team.id);
    const byTeam = await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, teamOwner.cookie, {
      decision: 'accept',
    });
    expect(byTeam.status).toBe(403);
    expect(byTeam.body.code).toBe('registration.not_receiver');
    expect(
      (await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cast.other, { decision: 'accept' })).status,
    ).toBe(403);
    events = [];
    const accepted = await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cast.manager, {
      decision: 'accept',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', decidedBy: cast.managerId });
    expect(events.map((e) => e.type)).toEqual([
      'champ.teamsChanged',
      'registration.changed',
      'notification.changed',
    ]);
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
    const again = await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cast.owner, {
      decision: 'reject',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_decided');
  });

  it('organisers reject with a reason; the team side withdraws; a new request follows a decision', async () => {
    const { champ, team } = await setup();
    const first = await register(champ.id, team.id);
    const rejected = await call(cast.app, 'PUT', `${DECIDE}/${first.body.id}`, cast.owner, {
      decision: 'reject',
      reason: 'Full of strong teams',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Full of strong teams' });
    const second = await register(champ.id, team.id);
    expect(second.status).toBe(201);
    const byOrganiser = await call(cast.app, 'PUT', `${DECIDE}/${second.body.id}`, cast.owner, {
      decision: 'withdraw',
    });
    expect(byOrganiser.status).toBe(403);
    const withdrawn = await call(cast.app, 'PUT', `${DECIDE}/${second.body.id}`, teamOwner.cookie, {
      decision: 'withdraw',
    });
    expect(withdrawn.body.status).toBe('withdrawn');
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items).toEqual([]);
  });

  it('two concurrent accepts of one request enter the team once', async () => {
    const { champ, team } = await setup();
    const made = await register(champ.id, team.id);
    const results = await Promise.all(
      [cast.owner, cast.manager].map((cookie) =>
        call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cookie, { decision: 'accept' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items).toHaveLength(1);
  });

  it('refuses an accept when the competition filled up meanwhile', async () => {
    const { champ, team } = await setup();
    const made = await register(champ.id, team.id);
    await settings(champ.id, { maxTeams: 2 });
    for (let i = 0; i < 2; i++) {
      const own = await createTeam(cast, `Own ${uniqueSubdomain('t')}`);
      await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: own.id });
    }
    const accepted = await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cast.owner, {
      decision: 'accept',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('registration.full');
  });
});

describe('lists of team requests', () => {
  it('show the team side what it sent and the organisers what they received, filtered', async () => {
    const { champ, team } = await setup();
    const made = await register(champ.id, team.id);
    const sent = await call(cast.app, 'GET', `${LIST}?direction=sent`, teamOwner.cookie);
    expect(sent.body.items.map((r: { id: string }) => r.id)).toContain(made.body.id);
    const received = await call(
      cast.app,
      'GET',
      `${LIST}?direction=received&champId=${champ.id}`,
      cast.manager,
    );
    expect(received.body).toMatchObject({ totalItems: 1, pageIndex: 0 });
    expect(received.body.items[0]).toMatchObject({
      id: made.body.id,
      direction: 'received',
      canDecide: true,
    });
    const stranger = await call(cast.app, 'GET', LIST, cast.other);
    expect(stranger.body.items.map((r: { id: string }) => r.id)).not.toContain(made.body.id);
    const unpaid = await call(cast.app, 'GET', `${LIST}?champId=${champ.id}&paid=false`, cast.owner);
    expect(unpaid.body.totalItems).toBe(1);
    const accepted = await call(cast.app, 'GET', `${LIST}?champId=${champ.id}&status=accepted`, cast.owner);
    expect(accepted.body.totalItems).toBe(0);
  });
});

describe('mark paid', () => {
  it('marks requests paid with who, when and the reference, and keeps each mark', async () => {
    const { champ, team } = await setup();
    const a = await register(champ.id, team.id);
    const b = await register(
      champ.id,
      (await createTeam(cast, `B ${uniqueSubdomain('t')}`, teamOwner.cookie)).id,
    );
    events = [];
    const res = await call(cast.app, 'POST', MARK_PAID, cast.manager, {
      requestIds: [a.body.id, b.body.id],
      reference: 'Bank transfer 42',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: a.body.id,
        paid: true,
        paidBy: cast.managerId,
        paymentReference: 'Bank transfer 42',
      }),
      expect.objectContaining({ id: b.body.id, paid: true, paidAt: expect.any(String) }),
    ]);
    expect(events.filter((e) => e.type === 'registration.changed')).toHaveLength(2);
    // Marking again changes nothing and records nothing.
    const again = await call(cast.app, 'POST', MARK_PAID, cast.owner, {
      requestIds: [a.body.id],
      reference: 'x',
    });
    expect(again.body.items[0]).toMatchObject({
      paidBy: cast.managerId,
      paymentReference: 'Bank transfer 42',
    });
    const marks = await cast.app.deps.database.db
      .select()
      .from(registrationPaymentMarks)
      .where(eq(registrationPaymentMarks.teamRequestId, a.body.id));
    expect(marks).toHaveLength(1);
  });

  it('is refused for a request the caller does not organise (403) and for a withdrawn one (409)', async () => {
    const mine = await setup();
    const mineReq = await register(mine.champ.id, mine.team.id);
    const theirLeague = await call(cast.app, 'POST', '/api/champ-leagues', teamOwner.cookie, {
      name: 'Their league',
      sportKindId: 'football',
      subdomain: uniqueSubdomain(),
    });
    const theirChamp = await call(cast.app, 'POST', '/api/champs', teamOwner.cookie, {
      champLeagueId: theirLeague.body.id,
      name: 'Their cup',
    });
    const theirTeam = await createTeam(cast, `X ${uniqueSubdomain('t')}`, teamOwner.cookie);
    const theirReq = await register(theirChamp.body.id, theirTeam.id);
    const mixed = await call(cast.app, 'POST', MARK_PAID, cast.owner, {
      requestIds: [mineReq.body.id, theirReq.body.id],
    });
    expect(mixed.status).toBe(403);
    // The team side cannot mark its own request paid.
    expect(
      (await call(cast.app, 'POST', MARK_PAID, teamOwner.cookie, { requestIds: [mineReq.body.id] })).status,
    ).toBe(403);
    await call(cast.app, 'PUT', `${DECIDE}/${mineReq.body.id}`, teamOwner.cookie, { decision: 'withdraw' });
    const withdrawn = await call(cast.app, 'POST', MARK_PAID, cast.owner, { requestIds: [mineReq.body.id] });
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body.code).toBe('registration.not_payable');
    const empty = await call(cast.app, 'POST', MARK_PAID, cast.owner, { requestIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('body.requestIds');
  });
});

describe("the spec's other door: userteamrequest", () => {
  const DOOR = '/api/champ-registration/userteamrequest';

  it('makes the same request as register-team, with the competition in the body', async () => {
    const { champ, team } = await setup();
    const res = await call(cast.app, 'POST', DOOR, teamOwner.cookie, { champId: champ.id, teamId: team.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'team', status: 'pending', champId: champ.id, teamId: team.id });
    const again = await register(champ.id, team.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_pending');
    expect(
      (await call(cast.app, 'POST', DOOR, cast.other, { champId: champ.id, teamId: team.id })).status,
    ).toBe(403);
    expect(
      (await call(cast.app, 'POST', DOOR, undefined, { champId: champ.id, teamId: team.id })).status,
    ).toBe(401);
    const unknown = await call(cast.app, 'POST', DOOR, teamOwner.cookie, {
      champId: crypto.randomUUID(),
      teamId: team.id,
    });
    expect(unknown.status).toBe(404);
    const bad = await call(cast.app, 'POST', DOOR, teamOwner.cookie, { teamId: team.id });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.champId');
  });
});

describe("the team's side hears decisions and payments", () => {
  it("tells the team's owner and Manager (live and in the inbox), never the organiser who acted", async () => {
    const { champ, team } = await setup();
    const teamManager = await signUp(cast.app, { name: 'Mia Team-Manager' });
    const grant = await call(cast.app, 'POST', `/api/permissions/${team.id}/itemrole`, teamOwner.cookie, {
      userId: teamManager.userId,
      role: 'Manager',
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
    const made = await register(champ.id, team.id, teamManager.cookie);
    expect(made.status).toBe(201);
    events = [];
    const accepted = await call(cast.app, 'PUT', `${DECIDE}/${made.body.id}`, cast.owner, {
      decision: 'accept',
      reason: 'Welcome',
    });
    expect(accepted.status).toBe(200);
    const changed = events.find((e) => e.type === 'registration.changed') as { userIds: string[] };
    expect(changed.userIds).toEqual(
      expect.arrayContaining([teamOwner.userId, teamManager.userId, cast.ownerId, cast.managerId]),
    );
    const told = events.flatMap((e) => (e.type === 'notification.changed' ? [e.userId] : []));
    expect(told.sort()).toEqual([teamOwner.userId, teamManager.userId].sort());
    for (const cookie of [teamOwner.cookie, teamManager.cookie]) {
      const inbox = await call(cast.app, 'GET', '/api/notifications', cookie);
      expect(inbox.body.items).toContainEqual(
        expect.objectContaining({
          kind: 'teamRequest.decided',
          title: `Open Cup accepted ${team.name}`,
          body: 'Reason: Welcome',
          link: '/admin/requests?tab=team',
        }),
      );
    }
    const paid = await call(cast.app, 'POST', MARK_PAID, cast.manager, { requestIds: [made.body.id] });
    expect(paid.status).toBe(200);
    const inbox = await call(cast.app, 'GET', '/api/notifications', teamManager.cookie);
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'request.paid',
        title: `Open Cup marked the entry fee of ${team.name} paid`,
      }),
    );
  });
});
