import { type DomainEvent, INVITATION_TTL_DAYS } from '@matchday/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../test/helpers.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
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
import { createPlayer } from '../players/players.testing.ts';

const INVITE = '/api/champ-registration/inviteuser';
const INVITE_PLAYER = '/api/champ-registration/player/inviteuser';
const ONE = '/api/champ-registration/invitation';
const ONE_PLAYER = '/api/champ-registration/player/invitation';
const LIST = '/api/champ-registration/invitations';
const DAY_MS = 86_400_000;

let cast: Cast;
/** The invited user: no part in the competitions or the inviting teams. */
let invitee: SignedUp;
let events: DomainEvent[] = [];
/** Days the fake clock runs ahead of the real one. */
let daysAhead = 0;

beforeAll(async () => {
  cast = await createCast();
  cast.app.deps.clock = { now: () => new Date(Date.now() + daysAhead * DAY_MS) };
  invitee = await signUp(cast.app, { name: 'Ines Invitee' });
  cast.app.deps.bus.subscribe('test', (batch) => {
    events.push(...batch);
  });
});
afterEach(() => {
  daysAhead = 0;
});
afterAll(() => cast.app.close());

/** `YYYY-MM-DD` `offset` days from the fake clock's today. */
function day(offset: number): string {
  return new Date(Date.now() + (daysAhead + offset) * DAY_MS).toISOString().slice(0, 10);
}

/** A competition of the owner's (the manager a Manager of its league) and a football team of the invitee's. */
async function setup() {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id, { name: `Spring Cup ${uniqueSubdomain('c')}` });
  const team = await createTeam(cast, `Northside ${uniqueSubdomain('t')}`, invitee.cookie);
  return { league, champ: champ as typeof champ & { name: string }, team };
}

/** An invitation of `invitee` to the competition, sent by the owner unless `as` says who (null: anonymous). */
function invite(champId: string, extra: Record<string, unknown> = {}, as: string | null = cast.owner) {
  return call(cast.app, 'POST', INVITE, as ?? undefined, { champId, userId: invitee.userId, ...extra });
}

function decide(id: string, cookie: string | undefined, body: Record<string, unknown>, url = ONE) {
  return call(cast.app, 'PUT', `${url}/${id}`, cookie, body);
}

async function inboxOf(
  cookie: string,
): Promise<{ title: string; kind: string; link: string; body: string }[]> {
  const res = await call(cast.app, 'GET', '/api/notifications?pageSize=100', cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items;
}

async function outboxTo(address: string) {
  return cast.app.deps.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, address))
    .orderBy(desc(outboxMessages.createdAt));
}

describe('an organiser invites a user to enter a team', () => {
  it('makes a pending invitation that lapses in 14 days, heard by both sides and in the invitee inbox', async () => {
    const { champ, league } = await setup();
    events = [];
    const res = await invite(champ.id, { message: 'We would love to have you' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'team',
      status: 'pending',
      champId: champ.id,
      champName: champ.name,
      leagueId: league.id,
      sportKindId: 'football',
      teamId: null,
      senderId: cast.ownerId,
      inviteeUserId: invitee.userId,
      inviteeName: 'Ines Invitee',
      inviteeEmail: null,
      message: 'We would love to have you',
      direction: 'sent',
      canWithdraw: true,
      canDecide: false,
    });
    const ttl = Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt);
    expect(ttl).toBe(INVITATION_TTL_DAYS * DAY_MS);
    const changed = events.filter((e) => e.type === 'registration.changed');
    expect(changed).toEqual([
      expect.objectContaining({ requestKind: 'invitation', requestId: res.body.id, status: 'pending' }),
    ]);
    expect((changed[0] as { userIds: string[] }).userIds).toEqual(
      expect.arrayContaining([cast.ownerId, cast.managerId, invitee.userId]),
    );
    expect(await inboxOf(invitee.cookie)).toContainEqual(
      expect.objectContaining({
        kind: 'invitation.received',
        title: `${champ.name} invites you to enter a team`,
        body: 'We would love to have you',
        link: `/admin/requests?tab=invitations&invitation=${res.body.id}`,
      }),
    );
  });

  it('answers each caller as the route declares: anonymous 401, a stranger 403, the league Manager and SystemAdmin 201', async () => {
    const { champ } = await setup();
    expect((await invite(champ.id, {}, null)).status).toBe(401);
    const stranger = await invite(champ.id, {}, cast.other);
    expect(stranger.status).toBe(403);
    expect((await invite(champ.id, {}, cast.manager)).status).toBe(201);
    const other = await signUp(cast.app);
    expect((await invite(champ.id, { userId: other.userId }, cast.admin)).status).toBe(201);
    expect((await invite(crypto.randomUUID())).status).toBe(404);
  });

  it.each([
    ['neither a userId nor an email', { userId: undefined }, 'body.email'],
    ['both a userId and an email', { email: 'someone@matchday.test' }, 'body.email'],
    ['a malformed email', { userId: undefined, email: 'not-an-address' }, 'body.email'],
    ['a bad champId', { champId: 'nope' }, 'body.champId'],
  ])('refuses %s (400 naming the field)', async (_, extra, field) => {
    const { champ } = await setup();
    const res = await invite(champ.id, extra);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('answers 404 user.not_found naming body.userId for an unknown user, and refuses inviting yourself', async () => {
    const { champ } = await setup();
    const unknown = await invite(champ.id, { userId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');
    expect(unknown.body.errors[0].field).toBe('body.userId');
    const self = await invite(champ.id, { userId: cast.ownerId });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'invitation.self' });
    expect(self.body.errors[0].field).toBe('body.userId');
  });

  it('keeps one pending invitation per competition and invitee, by id or by their address (409)', async () => {
    const { champ } = await setup();
    const first = await invite(champ.id);
    expect(first.status).toBe(201);
    const again = await invite(champ.id, {}, cast.manager);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitation.already_pending');
    const byEmail = await invite(champ.id, { userId: undefined, email: invitee.email.toUpperCase() });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.code).toBe('invitation.already_pending');
    await decide(first.body.id, invitee.cookie, { decision: 'reject' });
    expect((await invite(champ.id)).status).toBe(201);
  });
});

describe('reading an invitation', () => {
  it('shows it to the invitee and the sender side (SystemAdmin included); 404 to anybody else', async () => {
    const { champ } = await setup();
    const made = await invite(champ.id);
    const asInvitee = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, invitee.cookie);
    expect(asInvitee.status).toBe(200);
    expect(asInvitee.body).toMatchObject({ direction: 'received', canDecide: true, canWithdraw: false });
    for (const cookie of [cast.owner, cast.manager, cast.admin]) {
      const res = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ canWithdraw: true, canDecide: false });
    }
    const stranger = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, cast.other);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('invitation.not_found');
    expect((await call(cast.app, 'GET', `${ONE}/${made.body.id}`)).status).toBe(401);
    expect((await call(cast.app, 'GET', `${ONE}/${crypto.randomUUID()}`, cast.owner)).status).toBe(404);
  });
});

describe('deciding a team invitation', () => {
  it('the invitee accepts with a team of theirs: it enters the competition; the organisers hear it; final', async () => {
    const { champ, team } = await setup();
    const made = await invite(champ.id);
    const noTeam = await decide(made.body.id, invitee.cookie, { decision: 'accept' });
    expect(noTeam.status).toBe(400);
    expect(noTeam.body).toMatchObject({ code: 'invitation.team_required' });
    expect(noTeam.body.errors[0].field).toBe('body.teamId');
    const notTheirs = await createTeam(cast, `Theirs ${uniqueSubdomain('t')}`, cast.other);
    expect(
      (await decide(made.body.id, invitee.cookie, { decision: 'accept', teamId: notTheirs.id })).status,
    ).toBe(403);
    const hoops = await createTeam(cast, `Hoops ${uniqueSubdomain('t')}`, invitee.cookie, 'basketball');
    const sport = await decide(made.body.id, invitee.cookie, { decision: 'accept', teamId: hoops.id });
    expect(sport.status).toBe(400);
    expect(sport.body).toMatchObject({ code: 'registration.sport_mismatch' });
    expect(sport.body.errors[0].field).toBe('body.teamId');
    // Only the invitee accepts; only the sender side withdraws; strangers do not learn it exists.
    const bySender = await decide(made.body.id, cast.owner, { decision: 'accept', teamId: team.id });
    expect(bySender.status).toBe(403);
    expect(bySender.body.code).toBe('registration.not_receiver');
    const withdrawByInvitee = await decide(made.body.id, invitee.cookie, { decision: 'withdraw' });
    expect(withdrawByInvitee.status).toBe(403);
    expect(withdrawByInvitee.body.code).toBe('registration.not_sender');
    const stranger = await decide(made.body.id, cast.other, { decision: 'reject' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('invitation.not_found');
    expect((await decide(made.body.id, undefined, { decision: 'reject' })).status).toBe(401);

    events = [];
    const accepted = await decide(made.body.id, invitee.cookie, { decision: 'accept', teamId: team.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      teamId: team.id,
      teamName: team.name,
      decidedBy: invitee.userId,
      canDecide: false,
      canWithdraw: false,
    });
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
    expect(events.map((e) => e.type).slice(0, 2)).toEqual(['champ.teamsChanged', 'registration.changed']);
    for (const cookie of [cast.owner, cast.manager]) {
      expect(await inboxOf(cookie)).toContainEqual(
        expect.objectContaining({
          kind: 'invitation.decided',
          title: `${team.name} accepted the invitation to ${champ.name}`,
        }),
      );
    }
    const again = await decide(made.body.id, invitee.cookie, { decision: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('registration.already_decided');
    // A team invitation is not a player invitation.
    expect((await decide(made.body.id, cast.owner, { decision: 'withdraw' }, ONE_PLAYER)).status).toBe(404);
  });

  it('refuses a team that is in the competition already (409)', async () => {
    const { champ } = await setup();
    const own = await createManagedTeam(cast, `Own ${uniqueSubdomain('t')}`);
    await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: own.id });
    // The manager of the team, invited by the league's owner.
    const made = await invite(champ.id, { userId: cast.managerId });
    const res = await decide(made.body.id, cast.manager, { decision: 'accept', teamId: own.id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('registration.team_already_entered');
  });

  it('two concurrent accepts enter the team once', async () => {
    const { champ, team } = await setup();
    const made = await invite(champ.id);
    const results = await Promise.all(
      [1, 2].map(() => decide(made.body.id, invitee.cookie, { decision: 'accept', teamId: team.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items).toHaveLength(1);
  });

  it('the invitee declines with a reason; the sender side (a Manager) withdraws another; each is told', async () => {
    const { champ } = await setup();
    const made = await invite(champ.id);
    const declined = await decide(made.body.id, invitee.cookie, {
      decision: 'reject',
      reason: 'No team yet',
    });
    expect(declined.body).toMatchObject({ status: 'rejected', reason: 'No team yet' });
    expect(await inboxOf(cast.manager)).toContainEqual(
      expect.objectContaining({
        title: `Ines Invitee declined the invitation to ${champ.name}`,
        body: 'Reason: No team yet',
      }),
    );
    const second = await invite(champ.id);
    const withdrawn = await decide(second.body.id, cast.manager, { decision: 'withdraw' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect(await inboxOf(invitee.cookie)).toContainEqual(
      expect.objectContaining({ title: `${champ.name} withdrew its invitation` }),
    );
    // SystemAdmin is on the sender's side too.
    const third = await invite(champ.id);
    expect((await decide(third.body.id, cast.admin, { decision: 'withdraw' })).status).toBe(200);
  });
});

describe('expiry', () => {
  it(`after ${INVITATION_TTL_DAYS} days a pending invitation shows as expired, and deciding it is a 409`, async () => {
    const { champ, team } = await setup();
    const made = await invite(champ.id);
    daysAhead = INVITATION_TTL_DAYS - 1;
    const stillOpen = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, invitee.cookie);
    expect(stillOpen.body).toMatchObject({ status: 'pending', canDecide: true });

    daysAhead = INVITATION_TTL_DAYS + 1;
    const lapsed = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, invitee.cookie);
    expect(lapsed.body).toMatchObject({ status: 'expired', canDecide: false, canWithdraw: false });
    const pending = await call(cast.app, 'GET', `${LIST}?champId=${champ.id}&status=pending`, cast.owner);
    expect(pending.body.totalItems).toBe(0);
    const expired = await call(cast.app, 'GET', `${LIST}?champId=${champ.id}&status=expired`, cast.owner);
    expect(expired.body.items.map((i: { id: string }) => i.id)).toEqual([made.body.id]);

    const accept = await decide(made.body.id, invitee.cookie, { decision: 'accept', teamId: team.id });
    expect(accept.status).toBe(409);
    expect(accept.body.code).toBe('invitation.expired');
    // The status is written now: it stays expired whatever the clock says.
    daysAhead = 0;
    const stored = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, cast.owner);
    expect(stored.body.status).toBe('expired');
    const withdraw = await decide(made.body.id, cast.owner, { decision: 'withdraw' });
    expect(withdraw.body.code).toBe('invitation.expired');
    const teams = await call(cast.app, 'GET', `/api/champs/${champ.id}/teams`);
    expect(teams.body.items).toEqual([]);
  });

  it('a lapsed invitation does not block a new one to the same invitee', async () => {
    const { champ } = await setup();
    await invite(champ.id);
    daysAhead = INVITATION_TTL_DAYS + 1;
    const again = await invite(champ.id);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.status).toBe('pending');
  });
});

describe('invitations by email', () => {
  it('mails an address with no account a sign-up link; the invitation is theirs once they sign up with it', async () => {
    const { champ } = await setup();
    const address = `newcomer-${crypto.randomUUID()}@matchday.test`;
    const made = await invite(champ.id, { userId: undefined, email: address.toUpperCase() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ inviteeUserId: null, inviteeEmail: address });
    const [mail] = await outboxTo(address);
    const returnUrl = encodeURIComponent(`/admin/requests?tab=invitations&invitation=${made.body.id}`);
    expect(mail).toMatchObject({ channel: 'email', subject: `${champ.name} invites you to enter a team` });
    expect(mail?.body).toContain(`${cast.app.deps.config.publicUrl}/register?returnUrl=${returnUrl}`);

    const newcomer = await signUp(cast.app, { email: address, name: 'Nora Newcomer' });
    const received = await call(cast.app, 'GET', `${LIST}?direction=received`, newcomer.cookie);
    expect(received.body.items.map((i: { id: string }) => i.id)).toEqual([made.body.id]);
    const read = await call(cast.app, 'GET', `${ONE}/${made.body.id}`, newcomer.cookie);
    expect(read.body).toMatchObject({ inviteeUserId: newcomer.userId, inviteeName: 'Nora Newcomer' });
    const team = await createTeam(cast, `Newcomers ${uniqueSubdomain('t')}`, newcomer.cookie);
    const accepted = await decide(made.body.id, newcomer.cookie, { decision: 'accept', teamId: team.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('an address with an account names its user at once and mails no sign-up link', async () => {
    const { champ } = await setup();
    const made = await invite(champ.id, { userId: undefined, email: invitee.email });
    expect(made.body).toMatchObject({ inviteeUserId: invitee.userId, inviteeEmail: invitee.email });
    const mails = await outboxTo(invitee.email);
    expect(mails.some((m) => m.body.includes('/register?returnUrl='))).toBe(false);
  });
});

describe('a team invites a user to bring a player', () => {
  async function playerSetup() {
    const team = await createManagedTeam(cast, `Offer FC ${uniqueSubdomain('t')}`);
    const player = await createPlayer(cast.app, invitee.cookie, { name: 'Ana Silva' });
    return { team, player };
  }

  function invitePlayer(teamId: string, extra: Record<string, unknown> = {}, as: string | null = cast.owner) {
    return call(cast.app, 'POST', INVITE_PLAYER, as ?? undefined, {
      teamId,
      userId: invitee.userId,
      ...extra,
    });
  }

  it('defaults the contract to a year from today, and checks dates as an offer does', async () => {
    const { team } = await playerSetup();
    daysAhead = 3;
    const res = await invitePlayer(team.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const today = new Date(Date.now() + 3 * DAY_MS);
    const nextYear = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
    expect(res.body).toMatchObject({
      kind: 'player',
      teamId: team.id,
      champId: null,
      startDate: today.toISOString().slice(0, 10),
      endDate: new Date(nextYear.getTime() - DAY_MS).toISOString().slice(0, 10),
    });
    const onlyStart = await invitePlayer(team.id, { userId: cast.managerId, startDate: day(0) });
    expect(onlyStart.status).toBe(400);
    expect(onlyStart.body.errors[0].field).toBe('body.endDate');
    const onlyEnd = await invitePlayer(team.id, { userId: cast.managerId, endDate: day(9) });
    expect(onlyEnd.body.errors[0].field).toBe('body.startDate');
    const backwards = await invitePlayer(team.id, {
      userId: cast.managerId,
      startDate: day(9),
      endDate: day(1),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('offer.date_range_invalid');
    expect((await invitePlayer(team.id, {}, cast.other)).status).toBe(403);
    expect((await invitePlayer(team.id, {}, null)).status).toBe(401);
  });

  it('the invitee accepts with a player of theirs: on the roster for exactly the period', async () => {
    const { team, player } = await playerSetup();
    const made = await invitePlayer(team.id, { startDate: day(2), endDate: day(90) });
    expect(await inboxOf(invitee.cookie)).toContainEqual(
      expect.objectContaining({
        title: `${team.name} invites you to bring a player (${day(2)} – ${day(90)})`,
      }),
    );
    const noPlayer = await decide(made.body.id, invitee.cookie, { decision: 'accept' }, ONE_PLAYER);
    expect(noPlayer.status).toBe(400);
    expect(noPlayer.body.errors[0].field).toBe('body.playerId');
    const notTheirs = await createPlayer(cast.app, cast.other);
    expect(
      (await decide(made.body.id, invitee.cookie, { decision: 'accept', playerId: notTheirs.id }, ONE_PLAYER))
        .status,
    ).toBe(403);
    const hooper = await createPlayer(cast.app, invitee.cookie, { sportKindId: 'basketball' });
    const sport = await decide(
      made.body.id,
      invitee.cookie,
      { decision: 'accept', playerId: hooper.id },
      ONE_PLAYER,
    );
    expect(sport.status).toBe(400);
    expect(sport.body.errors[0].field).toBe('body.playerId');
    // Through the team invitations' route a player invitation is not found.
    expect((await decide(made.body.id, invitee.cookie, { decision: 'reject' })).status).toBe(404);

    const accepted = await decide(
      made.body.id,
      invitee.cookie,
      { decision: 'accept', playerId: player.id },
      ONE_PLAYER,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', playerId: player.id, playerName: 'Ana Silva' });
    const roster = await call(cast.app, 'GET', `/api/teams/${team.id}/players`);
    expect(roster.body.items).toEqual([
      expect.objectContaining({ playerId: player.id, startDate: day(2), endDate: day(90) }),
    ]);
    expect(await inboxOf(cast.manager)).toContainEqual(
      expect.objectContaining({
        title: `Ana Silva accepted the invitation of ${team.name} (${day(2)} – ${day(90)})`,
      }),
    );
    const again = await decide(made.body.id, invitee.cookie, { decision: 'reject' }, ONE_PLAYER);
    expect(again.body.code).toBe('registration.already_decided');
  });

  it("the team's Manager withdraws it; the invitee cannot", async () => {
    const { team } = await playerSetup();
    const made = await invitePlayer(team.id);
    expect((await decide(made.body.id, invitee.cookie, { decision: 'withdraw' }, ONE_PLAYER)).status).toBe(
      403,
    );
    const withdrawn = await decide(made.body.id, cast.manager, { decision: 'withdraw' }, ONE_PLAYER);
    expect(withdrawn.body.status).toBe('withdrawn');
  });
});

describe('lists of invitations', () => {
  it('show the sender side what it sent and the invitee what it received, filtered and paged, newest first', async () => {
    const { champ } = await setup();
    const team = await createManagedTeam(cast, `Lists FC ${uniqueSubdomain('t')}`);
    const teamInvitation = await invite(champ.id);
    const playerInvitation = await call(cast.app, 'POST', INVITE_PLAYER, cast.manager, {
      teamId: team.id,
      userId: invitee.userId,
    });
    expect(playerInvitation.status).toBe(201);

    const received = await call(cast.app, 'GET', `${LIST}?direction=received&pageSize=100`, invitee.cookie);
    const receivedIds = received.body.items.map((i: { id: string }) => i.id);
    expect(receivedIds.indexOf(playerInvitation.body.id)).toBeLessThan(
      receivedIds.indexOf(teamInvitation.body.id),
    );
    expect(received.body.items[0]).toMatchObject({ direction: 'received', canDecide: true });
    const sentByInvitee = await call(cast.app, 'GET', `${LIST}?direction=sent`, invitee.cookie);
    expect(sentByInvitee.body.items.map((i: { id: string }) => i.id)).not.toContain(teamInvitation.body.id);

    // The league's Manager sees the team invitation its side sent; the team's Manager the player invitation.
    const bySide = await call(cast.app, 'GET', `${LIST}?direction=sent&champId=${champ.id}`, cast.manager);
    expect(bySide.body).toMatchObject({ totalItems: 1, pageIndex: 0 });
    expect(bySide.body.items[0]).toMatchObject({ id: teamInvitation.body.id, canWithdraw: true });
    const players = await call(cast.app, 'GET', `${LIST}?kind=player&teamId=${team.id}`, cast.owner);
    expect(players.body.items.map((i: { id: string }) => i.id)).toEqual([playerInvitation.body.id]);
    const page = await call(
      cast.app,
      'GET',
      `${LIST}?direction=received&pageSize=1&pageIndex=1`,
      invitee.cookie,
    );
    expect(page.body).toMatchObject({ pageIndex: 1, pageSize: 1, totalItems: received.body.totalItems });
    expect(page.body.items).toHaveLength(1);

    const stranger = await call(cast.app, 'GET', LIST, cast.other);
    expect(stranger.body.items.map((i: { id: string }) => i.id)).not.toContain(teamInvitation.body.id);
    expect((await call(cast.app, 'GET', LIST)).status).toBe(401);
    const bad = await call(cast.app, 'GET', `${LIST}?kind=league`, invitee.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('querystring.kind');
  });
});
