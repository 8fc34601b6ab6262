import type { DomainEvent } from '@matchday/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../test/helpers.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createManagedTeam,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';
import { addToRoster, createPlayer } from '../players/players.testing.ts';

const URL = '/api/champ-registration/userplayerteamrequest';
const LIST = '/api/champ-registration/userplayerteamrequests';

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let cast: Cast;
/** A player's owner: neither the team's owner nor its manager. */
let playerOwner: SignedUp;
let events: DomainEvent[] = [];

beforeAll(async () => {
  cast = await createCast();
  playerOwner = await signUp(cast.app, { name: 'Pat Player-Owner' });
  cast.app.deps.bus.subscribe('test', (batch) => {
    events.push(...batch);
  });
});
afterAll(() => cast.app.close());

/** A team of the owner's (the manager its Manager) and a football player of the player owner's. */
async function setup() {
  const team = await createManagedTeam(cast, `Offer FC ${uniqueSubdomain('t')}`);
  const player = await createPlayer(cast.app, playerOwner.cookie, { name: 'Rising Star' });
  return { team, player };
}

function offer(
  cookie: string | undefined,
  target: { team: { id: string }; player: { id: string } },
  extra: Record<string, unknown> = {},
) {
  return call(cast.app, 'POST', URL, cookie, {
    userId: playerOwner.userId,
    playerId: target.player.id,
    teamId: target.team.id,
    startDate: day(0),
    endDate: day(1),
    isSentByUser: false,
    teamOwnerId: cast.ownerId,
    ...extra,
  });
}

describe('offers from a team (the offer dialog)', () => {
  it('makes a pending offer with names, and tells the player owner through their user room', async () => {
    const target = await setup();
    events = [];
    const res = await offer(cast.owner, target);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      kind: 'player',
      isSentByUser: false,
      userId: playerOwner.userId,
      userName: 'Pat Player-Owner',
      playerName: 'Rising Star',
      teamName: target.team.name,
      teamOwnerId: cast.ownerId,
      startDate: day(0),
      endDate: day(1),
      isWithinOneYear: true,
      dateWarning: null,
      direction: 'sent',
      canDecide: false,
      canWithdraw: true,
    });
    const changed = events.filter((e) => e.type === 'registration.changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ status: 'pending', requestKind: 'player' });
    expect((changed[0] as { userIds: string[] }).userIds).toEqual(
      expect.arrayContaining([playerOwner.userId, cast.ownerId]),
    );
  });

  it('lets the team manager send an offer; refuses a user who cannot edit the team (403)', async () => {
    const target = await setup();
    expect((await offer(cast.other, target)).status).toBe(403);
    expect((await offer(undefined, target)).status).toBe(401);
    expect((await offer(cast.manager, target)).status).toBe(201);
  });

  it.each([
    ['not-a-date', day(1), 'offer.date_invalid', 'Invalid date format', ['body.startDate']],
    [day(0), '2026-02-30', 'offer.date_invalid', 'Invalid date format', ['body.endDate']],
    [day(5), day(2), 'offer.date_range_invalid', 'Start date must be before end date', ['body.startDate']],
  ])('refuses %s → %s with the spec text (400 %s)', async (start, end, code, text, fields) => {
    const res = await offer(cast.owner, await setup(), { startDate: start, endDate: end });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, detail: text });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(fields);
    expect(res.body.errors[0].message).toBe(text);
  });

  it('accepts a period longer than 365 days, flagged, as the dialog does not block on it', async () => {
    const res = await offer(cast.owner, await setup(), { startDate: day(0), endDate: day(400) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      isWithinOneYear: false,
      dateWarning: { message: 'Please select a date within 1 year from today.' },
    });
  });

  it('allows the same start and end day', async () => {
    const res = await offer(cast.owner, await setup(), { startDate: day(3), endDate: day(3) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it("names body.userId when it is not the player's owner, and body.teamId for another sport", async () => {
    const target = await setup();
    const wrongUser = await offer(cast.owner, target, { userId: cast.ownerId });
    expect(wrongUser.status).toBe(400);
    expect(wrongUser.body.errors[0].field).toBe('body.userId');
    const basketball = await createTeam(cast, `Hoops ${uniqueSubdomain('t')}`, cast.owner, 'basketball');
    const sport = await offer(cast.owner, { ...target, team: basketball });
    expect(sport.status).toBe(400);
    expect(sport.body).toMatchObject({ code: 'registration.sport_mismatch' });
    expect(sport.body.errors[0].field).toBe('body.teamId');
  });

  it('refuses a bad body naming the field', async () => {
    const res = await offer(cast.owner, await setup(), { isSentByUser: 'no', playerId: 'x' });
    expect(res.status).toBe(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.isSentByUser', 'body.playerId']));
  });

  it('keeps one pending request per player and team (409), and allows a new one after a decision', async () => {
    const target = await setup();
    const first = await offer(cast.owner, target);
    expect(first.status).toBe(201);
    const again = await offer(cast.owner, target);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_pending');
    const rejected = await call(cast.app, 'PUT', `${URL}/${first.body.id}`, playerOwner.cookie, {
      decision: 'reject',
      reason: 'Not now',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reason: 'Not now',
      decidedBy: playerOwner.userId,
    });
    expect((await offer(cast.owner, target)).status).toBe(201);
  });

  it("accepting puts the player on the team's roster for exactly the contract period", async () => {
    const target = await setup();
    const made = await offer(cast.owner, target, { startDate: day(2), endDate: day(90) });
    // The sender's side cannot accept its own offer.
    const byTeam = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.manager, {
      decision: 'accept',
    });
    expect(byTeam.status).toBe(403);
    expect(byTeam.body.code).toBe('registration.not_receiver');
    expect(
      (await call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.other, { decision: 'accept' })).status,
    ).toBe(403);
    events = [];
    const accepted = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'accept',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', canDecide: false, canWithdraw: false });
    expect(accepted.body.rosterEntryId).toEqual(expect.any(String));
    const roster = await call(cast.app, 'GET', `/api/teams/${target.team.id}/players`);
    expect(roster.body.items).toEqual([
      expect.objectContaining({ playerId: target.player.id, startDate: day(2), endDate: day(90) }),
    ]);
    // The team's owner and its Manager each hear of the accept in their inbox.
    expect(events.map((e) => e.type)).toEqual([
      'team.rosterChanged',
      'registration.changed',
      'notification.changed',
      'notification.changed',
    ]);
    // Final: no second decision.
    const again = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'reject',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_decided');
  });

  it('two concurrent accepts of one offer make one roster entry', async () => {
    const target = await setup();
    const made = await offer(cast.owner, target);
    const results = await Promise.all(
      [1, 2].map(() =>
        call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, { decision: 'accept' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const roster = await call(cast.app, 'GET', `/api/teams/${target.team.id}/players`);
    expect(roster.body.totalItems).toBe(1);
  });

  it('an accept racing a withdrawal: one wins, and the roster agrees with the final status', async () => {
    for (let round = 0; round < 3; round++) {
      const target = await setup();
      const made = await offer(cast.owner, target);
      const [accept, withdraw] = await Promise.all([
        call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, { decision: 'accept' }),
        call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.owner, { decision: 'withdraw' }),
      ]);
      expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
      const list = await call(cast.app, 'GET', `${LIST}?teamId=${target.team.id}`, cast.owner);
      const roster = await call(cast.app, 'GET', `/api/teams/${target.team.id}/players`);
      expect(list.body.items[0].status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
      expect(roster.body.totalItems).toBe(accept.status === 200 ? 1 : 0);
    }
  });

  it('lets the sending side withdraw, not the receiver', async () => {
    const made = await offer(cast.owner, await setup());
    const byReceiver = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'withdraw',
    });
    expect(byReceiver.status).toBe(403);
    expect(byReceiver.body.code).toBe('registration.not_sender');
    const withdrawn = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.manager, {
      decision: 'withdraw',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
  });

  it('answers 404 for an unknown request and 400 for an unknown decision', async () => {
    const missing = await call(cast.app, 'PUT', `${URL}/${crypto.randomUUID()}`, cast.owner, {
      decision: 'accept',
    });
    expect(missing.status).toBe(404);
    const made = await offer(cast.owner, await setup());
    const bad = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.decision');
  });
});

describe("a player's owner asks to join a team", () => {
  it('is decided by the team owner or manager; the player owner must own the player', async () => {
    const target = await setup();
    const asTeamOwner = await offer(cast.owner, target, { isSentByUser: true });
    expect(asTeamOwner.status).toBe(403);
    const made = await offer(playerOwner.cookie, target, { isSentByUser: true });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ isSentByUser: true, direction: 'sent', canWithdraw: true });
    const byPlayerOwner = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'accept',
    });
    expect(byPlayerOwner.status).toBe(403);
    const accepted = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.manager, {
      decision: 'accept',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const roster = await call(cast.app, 'GET', `/api/teams/${target.team.id}/players`);
    expect(roster.body.totalItems).toBe(1);
  });
});

describe('lists', () => {
  it('shows each side its sent and received requests, filtered by direction and status, paged', async () => {
    const me = await signUp(cast.app, { name: 'Lister' });
    const myTeam = await createTeam(cast, `Mine ${uniqueSubdomain('t')}`, me.cookie);
    const theirPlayer = await createPlayer(cast.app, playerOwner.cookie);
    const myPlayer = await createPlayer(cast.app, me.cookie);
    const otherTeam = await createManagedTeam(cast, `Theirs ${uniqueSubdomain('t')}`);
    const sent = await call(cast.app, 'POST', URL, me.cookie, {
      userId: playerOwner.userId,
      playerId: theirPlayer.id,
      teamId: myTeam.id,
      startDate: day(0),
      endDate: day(10),
      isSentByUser: false,
    });
    expect(sent.status).toBe(201);
    const received = await offer(cast.owner, { team: otherTeam, player: myPlayer }, { userId: me.userId });
    expect(received.status).toBe(201);

    const all = await call(cast.app, 'GET', LIST, me.cookie);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalItems: 2, pageIndex: 0, pageSize: 100 });
    const onlySent = await call(cast.app, 'GET', `${LIST}?direction=sent`, me.cookie);
    expect(onlySent.body.items.map((r: { id: string }) => r.id)).toEqual([sent.body.id]);
    const onlyReceived = await call(cast.app, 'GET', `${LIST}?direction=received`, me.cookie);
    expect(onlyReceived.body.items).toEqual([
      expect.objectContaining({ id: received.body.id, direction: 'received', canDecide: true }),
    ]);
    const accepted = await call(cast.app, 'GET', `${LIST}?status=accepted`, me.cookie);
    expect(accepted.body.totalItems).toBe(0);
    const page = await call(cast.app, 'GET', `${LIST}?pageSize=1&pageIndex=1`, me.cookie);
    expect(page.body).toMatchObject({ totalItems: 2, pageIndex: 1, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
    // The team's manager sees the offer their team received… the other user sees none of it.
    const stranger = await call(cast.app, 'GET', LIST, cast.other);
    expect(stranger.body.items.map((r: { id: string }) => r.id)).not.toContain(sent.body.id);
    expect((await call(cast.app, 'GET', LIST)).status).toBe(401);
    const bad = await call(cast.app, 'GET', `${LIST}?status=open`, me.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('querystring.status');
  });
});

describe('contracts with teams of one competition', () => {
  it('refuses an accept that overlaps a contract with another team of the same competition (409)', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const teamA = await createManagedTeam(cast, `Alpha ${uniqueSubdomain('t')}`);
    const teamB = await createManagedTeam(cast, `Bravo ${uniqueSubdomain('t')}`);
    for (const team of [teamA, teamB]) {
      const entered = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
        teamId: team.id,
      });
      expect(entered.status).toBe(201);
    }
    const player = await createPlayer(cast.app, playerOwner.cookie);
    // A contract with A already (put there by SystemAdmin: the team's owner may not add another's player).
    await addToRoster(cast.app, cast.admin, teamA.id, player.id, { startDate: day(0), endDate: day(60) });
    const made = await offer(cast.owner, { team: teamB, player }, { startDate: day(30), endDate: day(90) });
    const accepted = await call(cast.app, 'PUT', `${URL}/${made.body.id}`, playerOwner.cookie, {
      decision: 'accept',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('registration.contract_overlap');
    expect(accepted.body.detail).toContain(teamA.name);
    // Rolled back: still pending, nothing on B's roster.
    const list = await call(cast.app, 'GET', `${LIST}?teamId=${teamB.id}`, playerOwner.cookie);
    expect(list.body.items[0].status).toBe('pending');
    // After A's contract it is fine.
    const later = await offer(cast.owner, { team: teamB, player }, { startDate: day(61), endDate: day(90) });
    expect(later.status).toBe(409); // one pending per player and team
    await call(cast.app, 'PUT', `${URL}/${made.body.id}`, cast.owner, { decision: 'withdraw' });
    const ok = await offer(cast.owner, { team: teamB, player }, { startDate: day(61), endDate: day(90) });
    const acceptedLater = await call(cast.app, 'PUT', `${URL}/${ok.body.id}`, playerOwner.cookie, {
      decision: 'accept',
    });
    expect(acceptedLater.status, JSON.stringify(acceptedLater.body)).toBe(200);
  });
});

describe("a player's owner registers the player with a team (register-player)", () => {
  const registerPlayer = (teamId: string, body: Record<string, unknown>, cookie?: string) =>
    call(cast.app, 'POST', `/api/teams/${teamId}/register-player`, cookie, body);

  it("asks the team for a year from today by default; the team's owner and Manager hear it", async () => {
    const { team, player } = await setup();
    events = [];
    const res = await registerPlayer(team.id, { playerId: player.id }, playerOwner.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const now = new Date();
    const nextYear = Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate());
    expect(res.body).toMatchObject({
      kind: 'player',
      isSentByUser: true,
      status: 'pending',
      userId: playerOwner.userId,
      startDate: day(0),
      endDate: new Date(nextYear - 86_400_000).toISOString().slice(0, 10),
      direction: 'sent',
    });
    const told = events.flatMap((e) => (e.type === 'notification.changed' ? [e.userId] : []));
    expect(told.sort()).toEqual([cast.ownerId, cast.managerId].sort());
    const inbox = await call(cast.app, 'GET', '/api/notifications', cast.manager);
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'playerRequest.received',
        title: `Rising Star asks to join ${team.name} (${res.body.startDate} – ${res.body.endDate})`,
        link: '/admin/requests?tab=player',
      }),
    );
  });

  it('takes both dates or neither (400 naming the missing one), and only from the player owner', async () => {
    const { team, player } = await setup();
    const onlyStart = await registerPlayer(
      team.id,
      { playerId: player.id, startDate: day(1) },
      playerOwner.cookie,
    );
    expect(onlyStart.status).toBe(400);
    expect(onlyStart.body).toMatchObject({ code: 'registration.period_incomplete' });
    expect(onlyStart.body.errors[0].field).toBe('body.endDate');
    const onlyEnd = await registerPlayer(
      team.id,
      { playerId: player.id, endDate: day(9) },
      playerOwner.cookie,
    );
    expect(onlyEnd.body.errors[0].field).toBe('body.startDate');
    const both = await registerPlayer(
      team.id,
      { playerId: player.id, startDate: day(1), endDate: day(30) },
      playerOwner.cookie,
    );
    expect(both.status).toBe(201);
    expect(both.body).toMatchObject({ startDate: day(1), endDate: day(30) });
    expect((await registerPlayer(team.id, { playerId: player.id }, cast.owner)).status).toBe(403);
    expect((await registerPlayer(team.id, { playerId: player.id })).status).toBe(401);
    const unknownTeam = await registerPlayer(
      crypto.randomUUID(),
      { playerId: player.id },
      playerOwner.cookie,
    );
    expect(unknownTeam.status).toBe(404);
  });
});
