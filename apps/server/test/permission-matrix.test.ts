import { listRoutes, type Route, type RouteAccess, toRoutePath } from '@matchday/contracts';
import { permissionRules } from '@matchday/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../src/modules/champs/champs.testing.ts';
import { solvedCaptcha } from '../src/modules/contact/contact.testing.ts';
import { createPlayer } from '../src/modules/players/players.testing.ts';
import { DEFAULT_TEST_PASSWORD, signUp } from './helpers.ts';

/**
 * The permission matrix, generated from the route contract (docs/adr/0007-access.md): every write route of
 * `listRoutes()` × anonymous, another user, the owner, a Manager and SystemAdmin, each expected status derived
 * from the route's declared `access`. One table for every module.
 *
 * HOW TO ADD A ROUTE: add one line to `requests` below, keyed by the route's operationId, that returns the
 * params / query / body of a call that succeeds for the owner. It gets the `world` (a league, a competition with
 * teams, a stage and its fixtures, a team: all owned by `owner`, with `manager` appointed Manager on the league
 * and the team) and `fresh` (builders of new items, for calls that delete or change what they act on: the
 * builder runs once per actor). A write route without a line fails this test, so every new route joins it.
 */
interface World {
  leagueId: string;
  champId: string;
  stageId: string;
  fixtureIds: string[];
  /** The teams entered in the competition (owned by the owner). */
  champTeamIds: string[];
  /** A team of the owner's, entered nowhere, with the manager as its Manager. */
  teamId: string;
  ownerId: string;
  managerId: string;
  /** A fixture of the world whose teams each have one player in the competition squad (match sheets). */
  sheet: {
    fixtureId: string;
    homeTeamId: string;
    homePlayerId: string;
    awayTeamId: string;
    awayPlayerId: string;
  };
}

interface Fresh {
  /** A new league of the owner's, with the manager as Manager. */
  league(): Promise<string>;
  /** A new competition in a new league. */
  champ(): Promise<string>;
  /** A new team of the owner's, with the manager as Manager. */
  team(): Promise<string>;
  /** A new league stage (no fixtures yet) in the world's competition. */
  stage(): Promise<string>;
  /** A new team of the owner's entered in a new competition, with no fixtures there. */
  entry(): Promise<{ champId: string; teamId: string }>;
  /** A new football player of the owner's. */
  player(): Promise<string>;
  /** A new player on the roster of a new team of the owner's (the manager its Manager). */
  rosterEntry(): Promise<{ teamId: string; playerId: string }>;
  /** A rostered player of a new team entered in a new competition, registered in its squad there. */
  squadEntry(): Promise<string>;
  /** A new yellow card on the world's sheet fixture. */
  event(): Promise<string>;
  /** A new link on the world's sheet fixture. */
  media(): Promise<string>;
  /** A pending offer from a new team of the owner's (the manager its Manager) to a new player of the owner's. */
  playerRequest(): Promise<string>;
  /** A pending request of a new team of the owner's to enter a new competition of the owner's. */
  teamRequest(): Promise<string>;
  /** A pending invitation of a new user, from a new competition (`team`) or a new team (`player`) of the owner's. */
  invitation(kind: 'team' | 'player'): Promise<string>;
  /** A new venue of the owner's. */
  venue(): Promise<string>;
  /** A new referee of the owner's. */
  referee(): Promise<string>;
}

interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body that is not JSON (a CSV file): its media type. */
  contentType?: string;
}

type RequestBuilder = (world: World, fresh: Fresh) => CallInput | Promise<CallInput>;

const requests: Record<string, RequestBuilder> = {
  createLeague: () => ({
    body: { name: 'Matrix league', sportKindId: 'football', subdomain: uniqueSubdomain() },
  }),
  updateLeague: (w) => ({ params: { id: w.leagueId }, body: { description: 'Matrix' } }),
  deleteLeague: async (_, fresh) => ({ params: { id: await fresh.league() } }),
  updatePageConfiguration: (w) => ({ params: { id: w.leagueId }, body: { welcomeText: 'Welcome' } }),
  createPlayer: () => ({ body: { name: 'Matrix Player', sportKindId: 'football' } }),
  updatePlayer: async (_, fresh) => ({ params: { id: await fresh.player() }, body: { position: 'Striker' } }),
  deletePlayer: async (_, fresh) => ({ params: { id: await fresh.player() } }),
  addTeamPlayer: async (w, fresh) => ({ params: { id: w.teamId }, body: { playerId: await fresh.player() } }),
  updateTeamPlayer: async (_, fresh) => {
    const { teamId, playerId } = await fresh.rosterEntry();
    return { params: { id: teamId, playerId }, body: { shirtNumber: 9 } };
  },
  removeTeamPlayer: async (_, fresh) => {
    const { teamId, playerId } = await fresh.rosterEntry();
    return { params: { id: teamId, playerId } };
  },
  addChampTeamPlayer: async (_, fresh) => {
    const { champId, teamId } = await fresh.entry();
    const playerId = await fresh.player();
    const added = await call(cast.app, 'POST', `/api/teams/${teamId}/player`, cast.owner, { playerId });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return { body: { champId, teamId, playerId } };
  },
  removeChampTeamPlayer: async (_, fresh) => ({ params: { id: await fresh.squadEntry() } }),
  createTeam: () => ({ body: { name: `Matrix ${uniqueSubdomain('team')}`, sportKindId: 'football' } }),
  updateTeam: (w) => ({ params: { id: w.teamId }, body: { shortName: 'MTX' } }),
  deleteTeam: async (_, fresh) => ({ params: { id: await fresh.team() } }),
  // A team with one of the owner's players: cloning with the same players puts them on a roster directly.
  cloneTeam: async (_, fresh) => ({
    params: { id: (await fresh.rosterEntry()).teamId },
    body: { newName: 'Matrix clone', clonePlayersOption: 1 },
  }),
  generateTeams: () => ({ body: { sportKindId: 'football', count: 2, namePrefix: 'Matrix' } }),
  createChamp: (w) => ({ body: { champLeagueId: w.leagueId, name: 'Matrix cup' } }),
  updateChamp: (w) => ({ params: { id: w.champId }, body: { description: 'Matrix' } }),
  deleteChamp: async (_, fresh) => ({ params: { id: await fresh.champ() } }),
  addChampTeam: async (_, fresh) => ({
    params: { id: await fresh.champ() },
    body: { teamId: await fresh.team() },
  }),
  removeChampTeam: async (_, fresh) => {
    const { champId, teamId } = await fresh.entry();
    return { params: { id: champId }, query: { teamId } };
  },
  removeChampTeamById: async (_, fresh) => {
    const { champId, teamId } = await fresh.entry();
    return { params: { id: champId, teamId } };
  },
  createStage: (w) => ({ params: { id: w.champId }, body: { type: 'league', name: 'Matrix stage' } }),
  updateStage: (w) => ({ params: { id: w.stageId }, body: { name: 'League stage' } }),
  deleteStage: async (_, fresh) => ({ params: { id: await fresh.stage() } }),
  generateFixtures: async (_, fresh) => ({ body: { stageId: await fresh.stage() } }),
  // Each caller gets a new stage of the format (a Swiss stage not paired yet, a knockout drawn each round).
  nextRound: async (w) => ({ params: { id: await formatStage(w.champId, { type: 'swiss' }) } }),
  drawRound: async (w) => ({
    params: { id: await formatStage(w.champId, { type: 'knockout', draw: 'eachRound' }) },
    body: { pairings: [[w.champTeamIds[0]!, w.champTeamIds[1]!]] },
  }),
  scheduleStage: async (_, fresh) => ({
    params: { id: await fresh.stage() },
    body: { constraints: [], dryRun: true },
  }),
  cancelSchedule: (w) => ({ params: { id: w.stageId } }),
  updateFixture: (w) => ({
    params: { id: w.fixtureIds[0]! },
    body: { startsAt: '2030-05-01T15:00:00.000Z' },
  }),
  setScore: (w) => ({ params: { id: w.fixtureIds[1]! }, body: { homeScore: 2, awayScore: 1 } }),
  // Issue 27, item 1: the world's competition lets its teams report; the owner owns both sides, so names one.
  setReporting: (w) => ({
    params: { id: w.champId },
    body: { mode: 'teams', confirmHours: 24, reportDeadlineHours: 48 },
  }),
  createFixtureReport: async (w) => {
    const mode = await call(cast.app, 'PUT', `/api/champs/${w.champId}/reporting`, cast.owner, {
      mode: 'teams',
      confirmHours: 24,
      reportDeadlineHours: 48,
    });
    expect(mode.status, JSON.stringify(mode.body)).toBe(200);
    const fixture = await call(cast.app, 'GET', `/api/fixture/${w.fixtureIds[4]!}`);
    return {
      params: { id: w.fixtureIds[4]! },
      body: { homeScore: 1, awayScore: 0, teamId: fixture.body.homeTeamId },
    };
  },
  setHomeSquad: (w) => ({
    params: { id: w.sheet.fixtureId },
    body: { players: [{ playerId: w.sheet.homePlayerId, started: true }] },
  }),
  setAwaySquad: (w) => ({
    params: { id: w.sheet.fixtureId },
    body: { players: [{ playerId: w.sheet.awayPlayerId, started: true }] },
  }),
  addEvent: (w) => ({
    params: { id: w.sheet.fixtureId },
    body: { type: 'yellowCard', teamId: w.sheet.homeTeamId, playerId: w.sheet.homePlayerId, minute: 10 },
  }),
  addEvents: (w) => ({
    params: { id: w.sheet.fixtureId },
    body: {
      events: [
        { type: 'yellowCard', teamId: w.sheet.awayTeamId, playerId: w.sheet.awayPlayerId, minute: 20 },
      ],
    },
  }),
  updateEvent: async (_, fresh) => ({ params: { id: await fresh.event() }, body: { minute: 33 } }),
  deleteEvent: async (_, fresh) => ({ params: { id: await fresh.event() } }),
  addMedia: (w) => ({
    params: { id: w.sheet.fixtureId },
    body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Highlights' },
  }),
  updateMedia: async (_, fresh) => ({ params: { id: await fresh.media() }, body: { title: 'Goals' } }),
  deleteMedia: async (_, fresh) => ({ params: { id: await fresh.media() } }),
  grantItemRole: (w) => ({ params: { id: w.leagueId }, body: { userId: w.managerId, role: 'Manager' } }),
  deleteItemRole: async (w, fresh) => ({ body: { itemId: await fresh.league(), userId: w.managerId } }),
  deleteItemRoleByDelete: async (w, fresh) => ({
    body: { itemId: await fresh.league(), userId: w.managerId },
  }),
  // Identity: public calls answer anything but 401; the user routes are the named user's own.
  signUp: () => ({ body: { name: 'Matrix', email: uniqueEmail(), password: DEFAULT_TEST_PASSWORD } }),
  signIn: async () => {
    const email = uniqueEmail();
    await signUp(cast.app, { name: 'Matrix', email });
    return { body: { email, password: DEFAULT_TEST_PASSWORD } };
  },
  signOut: () => ({}),
  sendVerificationEmail: () => ({ body: { email: uniqueEmail() } }),
  requestPasswordReset: () => ({ body: { email: uniqueEmail(), redirectTo: '/' } }),
  resetPassword: () => ({ body: { token: 'not-a-token', newPassword: 'another long password' } }),
  updateUserProfile: (w) => ({ params: { userId: w.ownerId }, body: { name: 'Owner' } }),
  updateUserAddress: (w) => ({
    params: { userId: w.ownerId },
    body: { line1: '1 Stadium Way', city: 'Manchester', postalCode: 'M16 0RA', country: 'gb' },
  }),
  setUserPhone: (w) => ({ params: { userId: w.ownerId }, body: { phoneNumber: '+447700900123' } }),
  verifyUserPhone: async (w) => ({ params: { userId: w.ownerId }, body: { code: await phoneCodeOfOwner() } }),
  changePassword: (w) => ({
    params: { userId: w.ownerId },
    body: { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: DEFAULT_TEST_PASSWORD },
  }),
  sendFeedback: (w) => ({ params: { userId: w.ownerId }, body: { message: 'Great app', rating: 5 } }),
  recalcPlayerOverallStats: async () => {
    const res = await call(cast.app, 'POST', '/api/player', cast.owner, {
      name: 'Matrix Player',
      sportKindId: 'football',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { params: { id: (res.body as { id: string }).id } };
  },
  // Registrations: each builder makes a new request, since every decision is final.
  createPlayerTeamRequest: async (w, fresh) => ({
    body: {
      userId: w.ownerId,
      playerId: await fresh.player(),
      teamId: await fresh.team(),
      startDate: '2030-01-01',
      endDate: '2030-06-30',
      isSentByUser: false,
    },
  }),
  decidePlayerTeamRequest: async (_, fresh) => ({
    params: { id: await fresh.playerRequest() },
    body: { decision: 'withdraw' },
  }),
  registerTeam: async (_, fresh) => ({
    params: { id: await fresh.champ() },
    body: { teamId: await fresh.team() },
  }),
  decideTeamRequest: async (_, fresh) => ({
    params: { id: await fresh.teamRequest() },
    body: { decision: 'accept' },
  }),
  markPaidRequests: async (_, fresh) => ({ body: { requestIds: [await fresh.teamRequest()] } }),
  createTeamRequest: async (_, fresh) => ({
    body: { champId: await fresh.champ(), teamId: await fresh.team() },
  }),
  registerPlayer: async (_, fresh) => ({
    params: { id: await fresh.team() },
    body: { playerId: await fresh.player() },
  }),
  inviteUser: async (_, fresh) => ({ body: { champId: await fresh.champ(), email: uniqueEmail() } }),
  invitePlayerUser: async (_, fresh) => ({ body: { teamId: await fresh.team(), email: uniqueEmail() } }),
  decideInvitation: async (_, fresh) => ({
    params: { id: await fresh.invitation('team') },
    body: { decision: 'withdraw' },
  }),
  decidePlayerInvitation: async (_, fresh) => ({
    params: { id: await fresh.invitation('player') },
    body: { decision: 'withdraw' },
  }),
  updateRegistrationSettings: async (_, fresh) => ({
    params: { id: await fresh.champ() },
    body: { maxTeams: 16, entryFee: { amount: 2500, currency: 'EUR' } },
  }),
  // Favourites: any signed-in caller, idempotent, so the world's items serve every actor.
  markNotificationsRead: () => ({ body: {} }),
  sendContactMessage: async () => ({
    query: { recaptchaResponse: await solvedCaptcha(cast.app) },
    body: { name: 'Matrix', email: uniqueEmail(), subject: 'Matrix', message: 'A message from the matrix.' },
  }),
  addPlayerFavorite: async (_, fresh) => ({ params: { id: await fresh.player() } }),
  removePlayerFavorite: async (_, fresh) => ({ params: { id: await fresh.player() } }),
  addPlayerFavoriteById: async (_, fresh) => ({ query: { playerId: await fresh.player() } }),
  removePlayerFavoriteById: async (_, fresh) => ({ query: { playerId: await fresh.player() } }),
  addTeamFavorite: (w) => ({ params: { id: w.teamId } }),
  removeTeamFavorite: (w) => ({ params: { id: w.teamId } }),
  addChampFavorite: (w) => ({ params: { id: w.champId } }),
  removeChampFavorite: (w) => ({ params: { id: w.champId } }),
  addChampLeagueFavorite: (w) => ({ params: { id: w.leagueId } }),
  removeChampLeagueFavorite: (w) => ({ params: { id: w.leagueId } }),
  createVenue: () => ({ body: { name: 'Matrix Ground', city: 'Harbour' } }),
  updateVenue: async (_, fresh) => ({
    params: { id: await fresh.venue() },
    body: { capacity: 500, availability: { closed: [{ from: '2030-01-01', to: '2030-01-02' }] } },
  }),
  deleteVenue: async (_, fresh) => ({ params: { id: await fresh.venue() } }),
  setChampVenues: async (w, fresh) => ({
    params: { id: w.champId },
    body: { venueIds: [await fresh.venue()] },
  }),
  createReferee: () => ({ body: { name: 'Matrix Referee' } }),
  updateReferee: async (_, fresh) => ({ params: { id: await fresh.referee() }, body: { grade: 'National' } }),
  deleteReferee: async (_, fresh) => ({ params: { id: await fresh.referee() } }),
  // The caller's own favourites feed address: any signed-in user.
  rotateCalendarToken: () => ({}),
  // Chat: signed-in routes; the service lets only the room's moderators (its item's editors) change it.
  updateChatRoom: (w) => ({ params: { room: `league:${w.leagueId}` }, body: { mode: 'open' } }),
  postChatMessage: async (w) => ({ params: { room: await openChatRoom(w) }, body: { text: 'Matrix' } }),
  deleteChatMessage: async (w) => ({ params: { id: await chatMessageOfNewUser(w) } }),
  markChatRead: (w) => ({ params: { room: `league:${w.leagueId}` } }),
  muteChatUser: async (w) => ({
    params: { room: `league:${w.leagueId}` },
    body: { userId: (await signUp(cast.app)).userId, minutes: 5 },
  }),
  unmuteChatUser: async (w) => ({ params: { room: `league:${w.leagueId}`, userId: await mutedUser(w) } }),
  // News: written by whoever may edit its league, competition or team; each update and delete acts on a new item.
  createLeagueNews: (w) => ({ params: { id: w.leagueId }, body: matrixNews }),
  updateLeagueNews: async (w) => ({
    params: { leagueId: w.leagueId, newsId: await newsOf(`/api/champ-leagues/${w.leagueId}`) },
    body: { title: 'Matrix update' },
  }),
  createChampNews: (w) => ({ params: { id: w.champId }, body: matrixNews }),
  updateChampNews: async (w) => ({
    params: { champId: w.champId, newsId: await newsOf(`/api/champs/${w.champId}`) },
    body: { status: 'draft' },
  }),
  createTeamNews: (w) => ({ params: { id: w.teamId }, body: matrixNews }),
  updateTeamNews: async (w) => ({
    params: { teamId: w.teamId, newsId: await newsOf(`/api/teams/${w.teamId}`) },
    body: { body: '<p>Updated</p>' },
  }),
  deleteNews: async (w) => ({ params: { id: await newsOf(`/api/teams/${w.teamId}`) } }),
  // Payments (ADR 0022): the caller's own subscription and payout accounts; the sandbox's pages are public.
  createCheckoutSession: () => ({ body: { plan: 'basic', interval: 'month' } }),
  cancelSubscription: async () => {
    await subscribeEveryone();
    return {};
  },
  resumeSubscription: async () => {
    await subscribeEveryone();
    return {};
  },
  changeSubscription: async () => {
    await subscribeEveryone();
    return { body: { plan: 'premium', interval: 'year' } };
  },
  createDonationCheckout: () => ({
    body: { amount: { amount: 500, currency: 'EUR' }, email: uniqueEmail() },
  }),
  createEntryFeeCheckout: async (_, fresh) => ({ body: { requestId: await feeRequest(fresh) } }),
  connectStripeAccount: () => ({ body: {} }),
  disconnectStripeAccount: async () => ({
    query: { stripeConnectedAccountId: await ownersPayoutAccount('stripe') },
  }),
  connectPaypalAccount: () => ({ body: {} }),
  disconnectPaypalAccount: async () => ({
    query: { paypalConnectedAccountId: await ownersPayoutAccount('paypal') },
  }),
  connectAllpay: () => ({ body: {} }),
  disconnectAllpay: () => ({}),
  receiveWebhook: () => ({ params: { provider: 'sandbox' }, body: { id: 'evt_matrix' } }),
  paySandboxSession: async () => ({
    params: { id: await sandboxSession() },
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  }),
  confirmSandboxSession: async () => ({ params: { id: await sandboxSession() } }),
  reconcilePayments: () => ({}),
  // Issue 27 (check-in, withdrawals): a new entry each, so every actor's call acts on a team not yet in or out.
  setCheckIn: async (_, fresh) => ({ params: { id: (await fresh.entry()).champId }, body: openWindow() }),
  checkIn: async (_, fresh) => {
    const { champId, teamId } = await fresh.entry();
    const set = await call(cast.app, 'PUT', `/api/champs/${champId}/check-in`, cast.owner, openWindow());
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return { params: { id: champId }, body: { teamId } };
  },
  closeCheckIn: async (_, fresh) => {
    const { champId } = await fresh.entry();
    const set = await call(cast.app, 'PUT', `/api/champs/${champId}/check-in`, cast.owner, openWindow());
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return { params: { id: champId } };
  },
  // A round's window on the world's stage, opening tomorrow (nothing closes during the matrix), set anew for
  // each actor so that each call finds one to remove.
  deleteRoundCheckIn: async (w) => {
    const day = 24 * 60 * 60 * 1000;
    const set = await call(cast.app, 'PUT', `/api/champs/${w.champId}/check-in`, cast.owner, {
      opensAt: new Date(Date.now() + day).toISOString(),
      closesAt: new Date(Date.now() + 2 * day).toISOString(),
      stageId: w.stageId,
      round: 1,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return { params: { id: w.champId }, query: { stageId: w.stageId, round: '1' } };
  },
  withdrawTeam: async (_, fresh) => {
    const { champId, teamId } = await fresh.entry();
    return { params: { id: champId, teamId }, body: { mode: 'forfeitRemaining', reason: 'Matrix' } };
  },
  // Issue 30: mail settings. The server named is down: the SystemAdmin's test mail answers 502 (sideChecked).
  updateMailSettings: () => ({
    body: { smtpUrl: 'smtp://127.0.0.1:1', from: 'Matrix <matrix@example.com>' },
  }),
  sendTestMail: () => ({ body: { to: 'matrix@example.com' } }),
  // Issue 30: a one-time reset link the SystemAdmin hands a member (the manager's account: nobody signs in with it).
  createResetLink: (w) => ({ params: { userId: w.managerId } }),
  // Spreadsheets (issue 30, item 3): each import makes new players (teams) of the caller's.
  importTeamPlayers: (w) => ({
    params: { id: w.teamId },
    body: 'name,shirtNumber,position\nMatrix Import,,Goalkeeper\n',
    contentType: 'text/csv',
  }),
  importChampTeams: async (_, fresh) => ({
    params: { id: await fresh.champ() },
    body: 'name,shortName\nMatrix Imported,MI\n',
    contentType: 'text/csv',
  }),
};

/** A check-in window open from an hour ago to an hour from now. */
function openWindow() {
  const now = Date.now();
  return {
    opensAt: new Date(now - 3_600_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    missing: 'drop',
  };
}

/** Every actor of the cast on the basic plan (through the sandbox's checkout), once. */
let everyoneSubscribed: Promise<void> | undefined;
function subscribeEveryone(): Promise<void> {
  everyoneSubscribed ??= (async () => {
    for (const cookie of [cast.other, cast.owner, cast.manager, cast.admin]) {
      const checkout = await call(cast.app, 'POST', '/api/v1/payments/create-checkout-session', cookie, {
        plan: 'basic',
        interval: 'month',
      });
      expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
      const paid = await call(
        cast.app,
        'POST',
        `/api/v1/payments/sandbox/sessions/${checkout.body.sessionId}/pay`,
        undefined,
        { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
      );
      expect(paid.body.status).toBe('succeeded');
    }
  })();
  return everyoneSubscribed;
}

/** A donation checkout session of the sandbox. */
async function sandboxSession(): Promise<string> {
  const res = await call(cast.app, 'POST', '/api/v1/payments/donation-checkout', undefined, {
    amount: { amount: 500, currency: 'EUR' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sessionId as string;
}

/** The owner's payout account of a kind (started now when there is none). */
async function ownersPayoutAccount(kind: 'stripe' | 'paypal'): Promise<string> {
  const list = await call(cast.app, 'GET', '/api/v1/payments/connected-accounts', cast.owner);
  const found = (list.body.items as { provider: string; accountId: string }[]).find(
    (a) => a.provider === kind,
  );
  if (found) return found.accountId;
  const path = kind === 'stripe' ? 'stripe-connected-account' : 'paypal-connected-account';
  const started = await call(cast.app, 'POST', `/api/v1/payments/${path}`, cast.owner, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.accountId as string;
}

/** A pending request of a new team of the owner's to a new competition of the owner's with an entry fee. */
async function feeRequest(fresh: Fresh): Promise<string> {
  const accountId = await ownersPayoutAccount('stripe');
  await cast.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/onboarding/${accountId}` });
  const champId = await fresh.champ();
  const fee = await call(cast.app, 'PUT', `/api/champs/${champId}/registration`, cast.owner, {
    entryFee: { amount: 1000, currency: 'EUR' },
  });
  expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  const teamId = await fresh.team();
  const res = await call(cast.app, 'POST', `/api/champs/${champId}/register-team`, cast.owner, { teamId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const matrixNews = { title: 'Matrix news', body: '<p>From the <strong>matrix</strong></p>' };

/** A new published news item of the league, competition or team at `base`, written by the owner. */
async function newsOf(base: string): Promise<string> {
  const res = await call(cast.app, 'POST', `${base}/news`, cast.owner, matrixNews);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

const uniqueEmail = () => `matrix-${crypto.randomUUID()}@matchday.test`;

/** The world league's chat room, opened by the owner. */
async function openChatRoom(w: World): Promise<string> {
  const room = `league:${w.leagueId}`;
  const res = await call(cast.app, 'PUT', `/chat/rooms/${room}`, cast.owner, { mode: 'open' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return room;
}

/** A message of a new user in the world league's room (each its own writer: no rate limit is reached). */
async function chatMessageOfNewUser(w: World): Promise<string> {
  const room = await openChatRoom(w);
  const writer = await signUp(cast.app);
  const res = await call(cast.app, 'POST', `/chat/rooms/${room}/messages`, writer.cookie, { text: 'Matrix' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: string }).id;
}

/** A new user muted by the owner in the world league's room. */
async function mutedUser(w: World): Promise<string> {
  const { userId } = await signUp(cast.app);
  const res = await call(cast.app, 'POST', `/chat/rooms/league:${w.leagueId}/mutes`, cast.owner, { userId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return userId;
}

/**
 * The code of the owner's latest phone SMS (the outbox keeps it). The owner's call of `setUserPhone` has just
 * sent one; asking again within a minute is refused (429), which is fine: that code still stands.
 */
async function phoneCodeOfOwner(): Promise<string> {
  const set = await call(cast.app, 'PUT', `/security/v1/users/${world.ownerId}/phone`, cast.owner, {
    phoneNumber: '+447700900123',
  });
  expect([200, 429], JSON.stringify(set.body)).toContain(set.status);
  const [sms] = await cast.app.deps.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, 'sms'))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no SMS code in the outbox');
  return code;
}

type Actor = 'anonymous' | 'another user' | 'owner' | 'manager' | 'SystemAdmin';
const ACTORS: readonly Actor[] = ['anonymous', 'another user', 'owner', 'manager', 'SystemAdmin'];

/**
 * Routes open to every signed-in caller whose service then decides by the caller's side of the item, because
 * one party is on no chain of owners (an invitation's invitee), or whose service checks a second item the
 * route does not name: what they answer instead of the declared access's outcome.
 */
const sideChecked: Record<string, Partial<Record<Actor, string>>> = {
  // The SMTP server the matrix saves is down: the test mail reaches the service and answers its refusal.
  sendTestMail: { SystemAdmin: '502' },
  // Issue 29, item 6: a player joins a roster directly only by its owner's hand (the service asks PlayerEdit
  // on body.playerId, or on each player cloned with the team: 403 `team.player_not_owned`). The team's
  // Manager does not own the owner's players. The player's owner takes it off any roster: removeTeamPlayer
  // declares TeamEdit or PlayerEdit, so its row derives.
  addTeamPlayer: { manager: '403' },
  cloneTeam: { manager: '403' },
  // A stranger learns nothing of an invitation: the same 404 as a missing one (ADR 0014 "Invitations").
  decideInvitation: { 'another user': '404' },
  decidePlayerInvitation: { 'another user': '404' },
  // Chat moderation is the room's item's editors' (ADR 0018): the route asks sign-in, the service the rest.
  updateChatRoom: { 'another user': '403' },
  deleteChatMessage: { 'another user': '403' },
  muteChatUser: { 'another user': '403' },
  unmuteChatUser: { 'another user': '403' },
  // Results reported by the teams (ADR 0029): only the owner or a manager of either team reports (the service
  // asks TeamEdit on the match's teams); the world's teams are the owner's, the manager runs none of them.
  createFixtureReport: { 'another user': '403', manager: '403' },
  // Only the team's side pays its entry fee (TeamEdit, checked by the service: the request's team).
  createEntryFeeCheckout: { 'another user': '403' },
  // A payout account is its owner's: anyone else's id is unknown to them.
  disconnectStripeAccount: { 'another user': '404', manager: '404', SystemAdmin: '404' },
  disconnectPaypalAccount: { 'another user': '404', manager: '404', SystemAdmin: '404' },
};

/** What each actor gets, derived from the declared access: `2xx`, `401`, `403`, or `not 401` for public routes. */
export function expectedOutcomes(access: RouteAccess): Record<Actor, string> {
  switch (access.kind) {
    case 'public':
      return {
        anonymous: 'not 401',
        'another user': 'not 401',
        owner: 'not 401',
        manager: 'not 401',
        SystemAdmin: 'not 401',
      };
    case 'signedIn':
      return { anonymous: '401', 'another user': '2xx', owner: '2xx', manager: '2xx', SystemAdmin: '2xx' };
    case 'systemAdmin':
      return { anonymous: '401', 'another user': '403', owner: '403', manager: '403', SystemAdmin: '2xx' };
    case 'permission':
      return {
        anonymous: '401',
        'another user': '403',
        owner: '2xx',
        manager: permissionRules[access.permission].rolesGrant ? '2xx' : '403',
        SystemAdmin: '2xx',
      };
    case 'self':
      return {
        anonymous: '401',
        'another user': '403',
        owner: '2xx',
        manager: '403',
        SystemAdmin: access.orSystemAdmin ? '2xx' : '403',
      };
    case 'anyOf':
      return {
        anonymous: '401',
        'another user': '403',
        owner: '2xx',
        manager: access.options.some((o) => permissionRules[o.permission].rolesGrant) ? '2xx' : '403',
        SystemAdmin: '2xx',
      };
  }
}

/** The status in the vocabulary of the expectation; anything else shows the status and the problem's code. */
/** A new stage of the competition, as its owner creates it. */
async function formatStage(champId: string, body: Record<string, unknown>): Promise<string> {
  const res = await call(cast.app, 'POST', `/api/champs/${champId}/stage`, cast.owner, {
    name: 'Format',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

function outcome(expected: string, status: number, body: unknown): string {
  if (expected === '2xx' && status >= 200 && status < 300) return '2xx';
  if (expected === 'not 401' && status !== 401) return 'not 401';
  if (String(status) === expected) return expected;
  const code = (body as { code?: string } | undefined)?.code;
  return `${status}${code ? ` ${code}` : ''}`;
}

let cast: Cast;
let world: World;
let fresh: Fresh;

async function appointManager(itemId: string): Promise<void> {
  const res = await call(cast.app, 'POST', `/api/permissions/${itemId}/itemrole`, cast.owner, {
    userId: cast.managerId,
    role: 'Manager',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

beforeAll(async () => {
  cast = await createCast();
  fresh = {
    league: async () => {
      const league = await createLeague(cast);
      await appointManager(league.id);
      return league.id;
    },
    champ: async () => (await createChamp(cast, await fresh.league())).id,
    stage: async () => {
      const res = await call(cast.app, 'POST', `/api/champs/${world.champId}/stage`, cast.owner, {
        type: 'league',
        name: 'Fresh stage',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    entry: async () => {
      const champId = await fresh.champ();
      const teamId = await fresh.team();
      const res = await call(cast.app, 'POST', `/api/champs/${champId}/teams`, cast.owner, { teamId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { champId, teamId };
    },
    team: async () => {
      const team = await createTeam(cast, `Fresh ${uniqueSubdomain('team')}`);
      await appointManager(team.id);
      return team.id;
    },
    player: async () => (await createPlayer(cast.app, cast.owner)).id,
    venue: async () => {
      const res = await call(cast.app, 'POST', '/api/venues', cast.owner, { name: 'Fresh Ground' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    referee: async () => {
      const res = await call(cast.app, 'POST', '/api/referees', cast.owner, { name: 'Fresh Referee' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    rosterEntry: async () => {
      const teamId = await fresh.team();
      const playerId = await fresh.player();
      const res = await call(cast.app, 'POST', `/api/teams/${teamId}/player`, cast.owner, { playerId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { teamId, playerId };
    },
    squadEntry: async () => {
      const { champId, teamId } = await fresh.entry();
      const playerId = await fresh.player();
      const rostered = await call(cast.app, 'POST', `/api/teams/${teamId}/player`, cast.owner, { playerId });
      expect(rostered.status, JSON.stringify(rostered.body)).toBe(201);
      const res = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
        champId,
        teamId,
        playerId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    event: async () => {
      const { fixtureId, homeTeamId, homePlayerId } = world.sheet;
      const res = await call(cast.app, 'POST', `/api/fixture/${fixtureId}/event`, cast.owner, {
        type: 'yellowCard',
        teamId: homeTeamId,
        playerId: homePlayerId,
        minute: 30,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    media: async () => {
      const res = await call(cast.app, 'POST', `/api/fixture/${world.sheet.fixtureId}/media`, cast.owner, {
        url: 'https://example.org/report',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    playerRequest: async () => {
      const res = await call(cast.app, 'POST', '/api/champ-registration/userplayerteamrequest', cast.owner, {
        userId: cast.ownerId,
        playerId: await fresh.player(),
        teamId: await fresh.team(),
        startDate: '2030-01-01',
        endDate: '2030-06-30',
        isSentByUser: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    teamRequest: async () => {
      const champId = await fresh.champ();
      const res = await call(cast.app, 'POST', `/api/champs/${champId}/register-team`, cast.owner, {
        teamId: await fresh.team(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
    invitation: async (kind) => {
      const [url, target] =
        kind === 'team'
          ? ['/api/champ-registration/inviteuser', { champId: await fresh.champ() }]
          : ['/api/champ-registration/player/inviteuser', { teamId: await fresh.team() }];
      const res = await call(cast.app, 'POST', url, cast.owner, { ...target, email: uniqueEmail() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    },
  };
  const { league, champ, teams, stageId } = await createChampWithTeams(cast, 4, { type: 'league' });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const generatedFixtures = (
    generated.body as { items: { id: string; homeTeamId: string; awayTeamId: string }[] }
  ).items;
  const fixtureIds = generatedFixtures.map((f) => f.id);
  const sheetFixture = generatedFixtures[2]!;
  const squadPlayer = async (teamId: string) => {
    const playerId = await fresh.player();
    const rostered = await call(cast.app, 'POST', `/api/teams/${teamId}/player`, cast.owner, { playerId });
    expect(rostered.status, JSON.stringify(rostered.body)).toBe(201);
    const entered = await call(cast.app, 'POST', '/api/champ-team-players', cast.owner, {
      champId: champ.id,
      teamId,
      playerId,
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    return playerId;
  };
  world = {
    leagueId: league.id,
    champId: champ.id,
    stageId,
    fixtureIds,
    champTeamIds: teams.map((t) => t.id),
    teamId: await fresh.team(),
    ownerId: cast.ownerId,
    managerId: cast.managerId,
    sheet: {
      fixtureId: sheetFixture.id,
      homeTeamId: sheetFixture.homeTeamId,
      homePlayerId: await squadPlayer(sheetFixture.homeTeamId),
      awayTeamId: sheetFixture.awayTeamId,
      awayPlayerId: await squadPlayer(sheetFixture.awayTeamId),
    },
  };
});
afterAll(() => cast.app.close());

function cookieOf(actor: Actor): string | undefined {
  return {
    anonymous: undefined,
    'another user': cast.other,
    owner: cast.owner,
    manager: cast.manager,
    SystemAdmin: cast.admin,
  }[actor];
}

async function send(route: Route, input: CallInput, cookie: string | undefined) {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const response = await cast.app.inject({
    method: route.method,
    url: toRoutePath(route.path, input.params) + query,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(input.contentType ? { 'content-type': input.contentType } : {}),
    },
    ...(input.body !== undefined ? { payload: input.body as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

// Signing out ends the caller's session, which every later call needs: it runs last.
const writeRoutes = listRoutes()
  .filter((route) => route.method !== 'GET')
  .sort((a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'));

describe('permission matrix of every write route', () => {
  it('has a request builder for every write route, and none for a route that is gone', () => {
    const missing = writeRoutes.map((r) => r.operationId).filter((id) => !(id in requests));
    const stale = Object.keys(requests).filter((id) => !writeRoutes.some((r) => r.operationId === id));
    expect({ missing, stale }, 'add one line per route to `requests` (see the top of this file)').toEqual({
      missing: [],
      stale: [],
    });
  });

  it.each(
    writeRoutes.map((route) => [`${route.method} ${route.path} (${route.operationId})`, route] as const),
  )('%s answers each caller as its access declares', async (_, route) => {
    const build = requests[route.operationId];
    expect(build, `no request builder for ${route.operationId}: add one line to \`requests\``).toBeDefined();
    const expected = { ...expectedOutcomes(route.access), ...sideChecked[route.operationId] };
    const actual = {} as Record<Actor, string>;
    for (const actor of ACTORS) {
      const { status, body } = await send(route, await build!(world, fresh), cookieOf(actor));
      actual[actor] = outcome(expected[actor], status, body);
    }
    expect(actual).toEqual(expected);
  });
});

// Issue 29, item 9: malformed input is the caller's mistake, answered with a 4xx that names the field, or
// taken as "nothing to change"; never a 500. Each write route, as SystemAdmin (past every access check), with an
// empty body and with bodies of the wrong shape, on the same ids its matrix line uses.
const MALFORMED_BODIES: [string, unknown][] = [
  ['an empty object', {}],
  ['an array', []],
  ['a number', 42],
  ['fields of the wrong type', { name: 12, startDate: 'soon', id: {}, items: 'x', status: [] }],
];

describe('malformed bodies on every write route', () => {
  it.each(
    writeRoutes
      .filter((route) => route.operationId !== 'signOut')
      .map((route) => [`${route.method} ${route.path} (${route.operationId})`, route] as const),
  )('%s answers them below 500', async (_, route) => {
    const input = await requests[route.operationId]!(world, fresh);
    const answers: Record<string, number> = {};
    for (const [label, body] of MALFORMED_BODIES) {
      const { status } = await send(route, { ...input, body }, cast.admin);
      answers[label] = status;
    }
    const failures = Object.entries(answers).filter(([, status]) => status >= 500);
    expect(failures, JSON.stringify(answers)).toEqual([]);
  });
});

describe('expected outcomes', () => {
  it('declare deleting a whole league, competition or team as owners-only', () => {
    const accessOf = (operationId: string) => listRoutes().find((r) => r.operationId === operationId)?.access;
    expect(accessOf('deleteLeague')).toEqual({
      kind: 'permission',
      permission: 'LeagueDelete',
      on: 'params.id',
    });
    expect(accessOf('deleteChamp')).toEqual({
      kind: 'permission',
      permission: 'ChampDelete',
      on: 'params.id',
    });
    expect(accessOf('deleteTeam')).toEqual({ kind: 'permission', permission: 'TeamDelete', on: 'params.id' });
    // A stage is part of running a competition: its organisers (Managers too) delete it.
    expect(accessOf('deleteStage')).toEqual({ kind: 'permission', permission: 'StageEdit', on: 'params.id' });
  });

  it("declare taking a player off a roster for the team's editors or the player's owner (issue 29, item 6)", () => {
    const accessOf = (operationId: string) => listRoutes().find((r) => r.operationId === operationId)?.access;
    expect(accessOf('removeTeamPlayer')).toEqual({
      kind: 'anyOf',
      options: [
        { kind: 'permission', permission: 'TeamEdit', on: 'params.id' },
        { kind: 'permission', permission: 'PlayerEdit', on: 'params.playerId' },
      ],
    });
    // Adding declares the team; the service asks the player's owner (`sideChecked` above).
    expect(accessOf('addTeamPlayer')).toEqual({
      kind: 'permission',
      permission: 'TeamEdit',
      on: 'params.id',
    });
  });

  it('follow the declared access', () => {
    expect(
      expectedOutcomes({ kind: 'permission', permission: 'TeamManageRoles', on: 'params.id' }).manager,
    ).toBe('403');
    expect(expectedOutcomes({ kind: 'permission', permission: 'TeamEdit', on: 'params.id' }).manager).toBe(
      '2xx',
    );
    // Issue 29, item 7: deleting a whole league, competition or team is for owners and SystemAdmin.
    for (const permission of ['LeagueDelete', 'ChampDelete', 'TeamDelete'] as const) {
      expect(expectedOutcomes({ kind: 'permission', permission, on: 'params.id' })).toEqual({
        anonymous: '401',
        'another user': '403',
        owner: '2xx',
        manager: '403',
        SystemAdmin: '2xx',
      });
    }
    expect(expectedOutcomes({ kind: 'systemAdmin' })).toMatchObject({ owner: '403', SystemAdmin: '2xx' });
    expect(expectedOutcomes({ kind: 'signedIn' })).toMatchObject({ anonymous: '401', 'another user': '2xx' });
  });
});
