import type {
  CreatePlayerTeamRequestBody,
  CreateTeamRequestBody,
  DecideRequestBody,
  MarkPaidRequestsBody,
  MarkPaidRequestsResult,
  Money,
  PlayerTeamRequest,
  PlayerTeamRequestList,
  PlayerTeamRequestListQuery,
  RegisterPlayerBody,
  RegisterTeamBody,
  RegistrationSettings,
  RegistrationStatus,
  TeamRequest,
  TeamRequestList,
  TeamRequestListQuery,
  UpdateRegistrationSettingsBody,
} from '@matchday/contracts';
import {
  checkDateRange,
  DateRangeCode,
  findOneYearFromTodayProblem,
  Permission,
  SystemRole,
  toDayNumber,
  toIsoDate,
} from '@matchday/domain';
import {
  ensureAccess,
  ensureSignedIn,
  findGranted,
  findItemIdsWithRole,
  hasAccess,
} from '../../core/access.ts';
import { type Caller, type RequestContext, withTransaction } from '../../core/context.ts';
import { canTakePayments, requirePlan } from '../../core/plan-gate.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import {
  enterTeams,
  findChampIdsOfTeam,
  findChampViews,
  findChampViewsOfLeagues,
  getChampView,
  listChampEntries,
} from '../champs/champs.service.ts';
import { findLeagueIds } from '../leagues/leagues.service.ts';
import { addAgreedTeamPlayer, findPlayerRows, listPlayerTeams } from '../players/players.service.ts';
import { findTeamRows, findTeamsOfOwner, getTeamRow } from '../teams/teams.service.ts';
import { findPublicProfiles } from '../users/users.service.ts';
import * as notices from './notices.ts';
import * as repo from './registrations.repo.ts';
import { findParties, notifyOthers, recordRegistrationChanged } from './sides.ts';

/**
 * Registration requests (docs/adr/0014-registration-requests.md): a team asks to enter a competition; a player's
 * owner asks a team to take the player, or a team offers a player a contract period. The other party accepts or
 * rejects, the sender's side withdraws; every decision is final. A decision is a conditional update
 * (`where status = 'pending'`) inside the transaction that also makes the roster entry or the competition entry,
 * so two racing accepts make one.
 */

const MANY = 10_000;

export const alreadyDecided = () =>
  AppError.conflict('registration.already_decided', 'This request has been decided already.');
const requestNotFound = () => AppError.notFound('registration.not_found', 'Request not found.');

export function todayOf(ctx: RequestContext): string {
  return ctx.clock.now().toISOString().slice(0, 10);
}

const isAdmin = (caller: Caller | null) => caller?.role === SystemRole.SystemAdmin;

function toMoney(amount: number | null, currency: string | null): Money | null {
  return amount === null || currency === null ? null : { amount, currency };
}

export function paged<T>(
  page: { items: T[]; totalItems: number },
  query: { pageIndex: number; pageSize: number },
) {
  return { ...page, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

export const statusOf = {
  accept: 'accepted',
  reject: 'rejected',
  withdraw: 'withdrawn',
} as const satisfies Record<DecideRequestBody['decision'], RegistrationStatus>;

/** The teams the caller owns or manages (their side of team and player requests). */
export async function findMyTeamIds(ctx: RequestContext, me: Caller): Promise<string[]> {
  const [owned, managed] = await Promise.all([
    findTeamsOfOwner(ctx, me.id, MANY),
    findItemIdsWithRole(ctx, 'team'),
  ]);
  return [...new Set([...owned.items.map((t) => t.id), ...managed])];
}

/** The competitions the caller organises: those of the leagues they own or manage. */
export async function findMyChampIds(ctx: RequestContext, me: Caller): Promise<string[]> {
  const [owned, managed] = await Promise.all([
    findLeagueIds(ctx, { ownerId: me.id }),
    findItemIdsWithRole(ctx, 'league'),
  ]);
  const leagueIds = [...new Set([...owned, ...managed])];
  const champs = await findChampViewsOfLeagues(ctx, leagueIds, MANY);
  return champs.items.map((c) => c.champ.id);
}

export async function namesOf(ctx: RequestContext, userIds: (string | null)[]): Promise<Map<string, string>> {
  const profiles = await findPublicProfiles(
    ctx,
    userIds.filter((id): id is string => id !== null),
  );
  return new Map(profiles.map((p) => [p.id, p.name]));
}

/** Sent / received from the caller's sides; both (SystemAdmin, or an owner on both sides): who sent it. */
function directionOf(
  me: Caller | null,
  senderId: string,
  senderSide: boolean,
  receiverSide: boolean,
): 'sent' | 'received' | null {
  if (senderSide && receiverSide) return me?.id === senderId ? 'sent' : 'received';
  if (senderSide) return 'sent';
  if (receiverSide) return 'received';
  return null;
}

/** What both kinds of request say of their decision and of the caller's part in it. */
export function decisionOf(
  r: {
    status: string;
    senderId: string;
    reason: string | null;
    decidedBy: string | null;
    decidedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  },
  names: Map<string, string>,
  me: Caller | null,
  sides: { senderSide: boolean; receiverSide: boolean },
) {
  const pending = r.status === 'pending';
  return {
    reason: r.reason,
    decidedBy: r.decidedBy,
    decidedByName: (r.decidedBy && names.get(r.decidedBy)) ?? null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    direction: directionOf(me, r.senderId, sides.senderSide, sides.receiverSide),
    canDecide: pending && sides.receiverSide,
    canWithdraw: pending && sides.senderSide,
  };
}

// ---- player requests -----------------------------------------------------------------------------------------

async function toPlayerRequests(
  ctx: RequestContext,
  rows: repo.PlayerRequestRow[],
): Promise<PlayerTeamRequest[]> {
  if (rows.length === 0) return [];
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const [players, teams, editableTeams] = await Promise.all([
    findPlayerRows(
      ctx,
      rows.map((r) => r.playerId),
    ),
    findTeamRows(ctx, teamIds),
    findGranted(ctx, Permission.TeamEdit, teamIds),
  ]);
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const names = await namesOf(ctx, [
    ...rows.flatMap((r) => [r.senderId, r.userId, r.decidedBy]),
    ...teams.map((t) => t.ownerId),
  ]);
  const me = ctx.caller;
  return rows.map((r) => {
    const player = players.get(r.playerId);
    const team = teamOf.get(r.teamId);
    const playerSide = isAdmin(me) || (me !== null && me.id === (player?.ownerId ?? r.userId));
    const teamSide = editableTeams.has(r.teamId);
    const senderSide = r.isSentByUser ? playerSide : teamSide;
    const receiverSide = r.isSentByUser ? teamSide : playerSide;
    const range = checkDateRange(r.startDate, r.endDate);
    const warning = findOneYearFromTodayProblem(
      r.startDate,
      r.endDate,
      r.createdAt.toISOString().slice(0, 10),
    );
    return {
      id: r.id,
      kind: 'player' as const,
      status: r.status as RegistrationStatus,
      isSentByUser: r.isSentByUser,
      senderId: r.senderId,
      senderName: names.get(r.senderId) ?? null,
      userId: r.userId,
      userName: names.get(r.userId) ?? null,
      playerId: r.playerId,
      playerName: player?.name ?? '',
      teamId: r.teamId,
      teamName: team?.name ?? '',
      teamLogo: team?.logo ?? null,
      teamOwnerId: team?.ownerId ?? '',
      teamOwnerName: (team && names.get(team.ownerId)) ?? null,
      sportKindId: team?.sportKindId ?? player?.sportKindId ?? '',
      startDate: r.startDate,
      endDate: r.endDate,
      isWithinOneYear: range.isWithinOneYear,
      dateWarning: warning ? { code: warning.code, message: warning.message } : null,
      rosterEntryId: r.rosterEntryId,
      ...decisionOf(r, names, me, { senderSide, receiverSide }),
    };
  });
}

async function getPlayerRequest(ctx: RequestContext, id: string): Promise<PlayerTeamRequest> {
  const row = await repo.findPlayerRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  const [view] = await toPlayerRequests(ctx, [row]);
  return view!;
}

/**
 * The offer dialog's date rules (packages/domain rules/dates.ts), as the API's 400: an unparseable date or a
 * start after the end is `offer.date_range_invalid` (an unreadable date `offer.date_invalid`) with the spec's text, naming the field. Beyond 365 days or
 * outside one year from today passes (flagged on the request), as in the dialog. Answers the two dates as
 * `YYYY-MM-DD`.
 */
export function ensureOfferDates(startDate: string, endDate: string): { startDate: string; endDate: string } {
  const range = checkDateRange(startDate, endDate);
  if (range.error) {
    const fields =
      range.error.code === DateRangeCode.InvalidDate
        ? [
            ...(toDayNumber(startDate) === undefined ? ['body.startDate'] : []),
            ...(toDayNumber(endDate) === undefined ? ['body.endDate'] : []),
          ]
        : ['body.startDate'];
    // The domain's code: `offer.date_invalid` for an unreadable date, `offer.date_range_invalid` for a start
    // after the end — the web dialog words each by its code.
    throw AppError.invalid(
      range.error.code,
      range.error.message,
      fields.map((field) => ({ field, message: range.error!.message })),
    );
  }
  return { startDate: toIsoDate(toDayNumber(startDate)!), endDate: toIsoDate(toDayNumber(endDate)!) };
}

/**
 * A contract period given as both dates or neither (`register-player`, player invitations): one alone is a 400
 * naming the missing field; neither is a year from today (today to the day before today next year).
 */
export function ensureContractPeriod(
  ctx: RequestContext,
  given: { startDate?: string | undefined; endDate?: string | undefined },
): { startDate: string; endDate: string } {
  const { startDate, endDate } = given;
  if (startDate !== undefined && endDate !== undefined) return ensureOfferDates(startDate, endDate);
  if (startDate !== undefined || endDate !== undefined) {
    const missing = startDate === undefined ? 'body.startDate' : 'body.endDate';
    throw AppError.invalid('registration.period_incomplete', 'Give both startDate and endDate, or neither.', [
      { field: missing, message: 'Required with the other date.' },
    ]);
  }
  const today = ctx.clock.now();
  const nextYear = Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate());
  return { startDate: todayOf(ctx), endDate: new Date(nextYear - 86_400_000).toISOString().slice(0, 10) };
}

/** `POST /champ-registration/userplayerteamrequest`: an offer (`isSentByUser: false`) or a join request. */
export async function createPlayerTeamRequest(
  ctx: RequestContext,
  body: CreatePlayerTeamRequestBody,
): Promise<PlayerTeamRequest> {
  const me = ensureSignedIn(ctx);
  const dates = ensureOfferDates(body.startDate, body.endDate);
  const player = (await findPlayerRows(ctx, [body.playerId])).get(body.playerId);
  if (!player) throw AppError.notFound('player.not_found', 'Player not found.');
  const team = await getTeamRow(ctx, body.teamId);
  // The route let in either side; the direction says which one this caller must be.
  if (body.isSentByUser) await ensureAccess(ctx, Permission.PlayerEdit, [player.id]);
  else await ensureAccess(ctx, Permission.TeamEdit, [team.id]);
  if (body.userId !== player.ownerId) {
    throw AppError.invalid('registration.user_not_player_owner', "userId must be the player's owner.", [
      { field: 'body.userId', message: "Not the player's owner." },
    ]);
  }
  if (player.sportKindId !== team.sportKindId) {
    throw AppError.invalid('registration.sport_mismatch', 'The player and the team play different sports.', [
      { field: 'body.teamId', message: 'The team plays another sport than the player.' },
    ]);
  }
  const pendingConflict = () =>
    AppError.conflict(
      'registration.already_pending',
      'There is already a pending request for this player and team.',
    );
  let id: string;
  try {
    id = await withTransaction(ctx, async (tx) => {
      if (await repo.findPendingPlayerRequest(tx.db, player.id, team.id)) throw pendingConflict();
      const row = await repo.insertPlayerRequest(tx.db, {
        playerId: player.id,
        teamId: team.id,
        userId: player.ownerId,
        isSentByUser: body.isSentByUser,
        senderId: me.id,
        startDate: dates.startDate,
        endDate: dates.endDate,
        createdAt: tx.clock.now(),
        updatedAt: tx.clock.now(),
      });
      const parties = await playerRequestParties(tx, row);
      recordRegistrationChanged(tx, { requestKind: 'player', requestId: row.id, status: 'pending' }, parties);
      await notifyOthers(
        tx,
        parties.receiver,
        notices.playerRequestReceived({ ...row, teamName: team.name, playerName: player.name }),
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingConflict();
    throw error;
  }
  return getPlayerRequest(ctx, id);
}

/** The sides of a player request: the player's owner and the team, the sender first. */
function playerRequestParties(
  ctx: RequestContext,
  request: { userId: string; teamId: string; isSentByUser: boolean },
) {
  const playerSide = { userId: request.userId };
  const teamSide = { teamId: request.teamId };
  return request.isSentByUser
    ? findParties(ctx, playerSide, teamSide)
    : findParties(ctx, teamSide, playerSide);
}

/**
 * `POST /teams/{id}/register-player`: the player's owner asks the team to take the player (the route has
 * checked `PlayerEdit`); the same request as `userplayerteamrequest` with `isSentByUser: true`.
 */
export async function registerPlayer(
  ctx: RequestContext,
  teamId: string,
  body: RegisterPlayerBody,
): Promise<PlayerTeamRequest> {
  const dates = ensureContractPeriod(ctx, body);
  const player = (await findPlayerRows(ctx, [body.playerId])).get(body.playerId);
  if (!player) throw AppError.notFound('player.not_found', 'Player not found.');
  return createPlayerTeamRequest(ctx, {
    userId: player.ownerId,
    playerId: player.id,
    teamId,
    ...dates,
    isSentByUser: true,
  });
}

/** `GET /champ-registration/userplayerteamrequests`: the caller's sent and received, newest first. */
export async function listPlayerTeamRequests(
  ctx: RequestContext,
  query: PlayerTeamRequestListQuery,
): Promise<PlayerTeamRequestList> {
  const me = ensureSignedIn(ctx);
  const teamIds = await findMyTeamIds(ctx, me);
  const page = await repo.listPlayerRequests(
    ctx.db,
    {
      userId: me.id,
      teamIds,
      direction: query.direction,
      status: query.status,
      playerId: query.playerId,
      teamId: query.teamId,
    },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ items: await toPlayerRequests(ctx, page.items), totalItems: page.totalItems }, query);
}

/** Overlap of two inclusive periods; a missing end is open. */
function overlaps(
  a: { startDate: string | null; endDate: string | null },
  b: { startDate: string | null; endDate: string | null },
) {
  const aStart = a.startDate ?? '0000-01-01';
  const bStart = b.startDate ?? '0000-01-01';
  const aEnd = a.endDate ?? '9999-12-31';
  const bEnd = b.endDate ?? '9999-12-31';
  return aStart <= bEnd && bStart <= aEnd;
}

/**
 * A player cannot hold two overlapping contracts with teams of the same competition (issue's rule): 409
 * `registration.contract_overlap` naming the other team.
 */
export async function ensureNoOverlappingContract(
  ctx: RequestContext,
  request: { playerId: string; teamId: string; startDate: string; endDate: string },
) {
  const champIds = new Set(await findChampIdsOfTeam(ctx, request.teamId));
  if (champIds.size === 0) return;
  const entries = await listPlayerTeams(ctx, request.playerId, { pageIndex: 0, pageSize: 500 });
  for (const entry of entries.items) {
    if (entry.teamId === request.teamId || !overlaps(entry, request)) continue;
    const shared = (await findChampIdsOfTeam(ctx, entry.teamId)).some((id) => champIds.has(id));
    if (shared) {
      throw AppError.conflict(
        'registration.contract_overlap',
        `The player has a contract with ${entry.teamName} in the same period, in the same competition.`,
        [{ field: 'teamId', message: entry.teamName }],
      );
    }
  }
}

/** `PUT /champ-registration/userplayerteamrequest/{id}`: the route has checked the caller is a party. */
export async function decidePlayerTeamRequest(
  ctx: RequestContext,
  id: string,
  body: DecideRequestBody,
): Promise<PlayerTeamRequest> {
  const me = ensureSignedIn(ctx);
  await withTransaction(ctx, async (tx) => {
    const before = await repo.findPlayerRequest(tx.db, id);
    if (!before) throw requestNotFound();
    if (before.status !== 'pending') throw alreadyDecided();
    const player = (await findPlayerRows(tx, [before.playerId])).get(before.playerId);
    const playerSide = isAdmin(me) || me.id === (player?.ownerId ?? before.userId);
    const teamSide = await hasAccess(tx, Permission.TeamEdit, before.teamId);
    ensureSide(
      body.decision,
      before.isSentByUser ? playerSide : teamSide,
      before.isSentByUser ? teamSide : playerSide,
    );
    const decided = await repo.decidePlayerRequest(tx.db, id, {
      status: statusOf[body.decision],
      reason: body.reason || null,
      decidedBy: me.id,
      decidedAt: tx.clock.now(),
    });
    if (!decided) throw alreadyDecided();
    if (body.decision === 'accept') {
      await ensureNoOverlappingContract(tx, decided);
      const entry = await addAgreedTeamPlayer(tx, decided.teamId, {
        playerId: decided.playerId,
        startDate: decided.startDate,
        endDate: decided.endDate,
      });
      await repo.setRosterEntry(tx.db, id, entry.id);
    }
    const status = statusOf[body.decision];
    const parties = await playerRequestParties(tx, decided);
    recordRegistrationChanged(tx, { requestKind: 'player', requestId: id, status }, parties);
    const [team] = await findTeamRows(tx, [decided.teamId]);
    const names = { ...decided, teamName: team?.name ?? '', playerName: player?.name ?? '' };
    await notifyOthers(
      tx,
      body.decision === 'withdraw' ? parties.receiver : parties.sender,
      notices.playerRequestDecided(names, status, decided.reason),
    );
  });
  return getPlayerRequest(ctx, id);
}

/** accept / reject: the receiving side; withdraw: the sending side (403 otherwise). */
export function ensureSide(
  decision: DecideRequestBody['decision'],
  senderSide: boolean,
  receiverSide: boolean,
) {
  if (decision === 'withdraw') {
    if (!senderSide)
      throw AppError.forbidden(
        'registration.not_sender',
        'Only the side that sent a request can withdraw it.',
      );
    return;
  }
  if (!receiverSide) {
    throw AppError.forbidden(
      'registration.not_receiver',
      'Only the other party can accept or reject a request.',
    );
  }
}

// ---- team requests -------------------------------------------------------------------------------------------

async function toTeamRequests(ctx: RequestContext, rows: repo.TeamRequestRow[]): Promise<TeamRequest[]> {
  if (rows.length === 0) return [];
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const champIds = [...new Set(rows.map((r) => r.champId))];
  const [teams, champs, editableTeams, organised] = await Promise.all([
    findTeamRows(ctx, teamIds),
    findChampViews(ctx, champIds),
    findGranted(ctx, Permission.TeamEdit, teamIds),
    findGranted(ctx, Permission.ChampEdit, champIds),
  ]);
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const champOf = new Map(champs.map((c) => [c.champ.id, c]));
  const names = await namesOf(ctx, [
    ...rows.flatMap((r) => [r.senderId, r.decidedBy]),
    ...teams.map((t) => t.ownerId),
  ]);
  const me = ctx.caller;
  return rows.map((r) => {
    const team = teamOf.get(r.teamId);
    const champ = champOf.get(r.champId);
    const senderSide = editableTeams.has(r.teamId);
    const receiverSide = organised.has(r.champId);
    return {
      id: r.id,
      kind: 'team' as const,
      status: r.status as RegistrationStatus,
      senderId: r.senderId,
      senderName: names.get(r.senderId) ?? null,
      champId: r.champId,
      champName: champ?.champ.name ?? '',
      leagueId: champ?.leagueId ?? r.champId,
      leagueName: champ?.leagueName ?? '',
      teamId: r.teamId,
      teamName: team?.name ?? '',
      teamLogo: team?.logo ?? null,
      teamOwnerId: team?.ownerId ?? '',
      teamOwnerName: (team && names.get(team.ownerId)) ?? null,
      entryFee: toMoney(r.entryFeeAmount, r.entryFeeCurrency),
      paid: r.paid,
      paidAt: r.paidAt?.toISOString() ?? null,
      paidBy: r.paidBy,
      paymentReference: r.paymentReference,
      ...decisionOf(r, names, me, { senderSide, receiverSide }),
    };
  });
}

async function getTeamRequest(ctx: RequestContext, id: string): Promise<TeamRequest> {
  const row = await repo.findTeamRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  const [view] = await toTeamRequests(ctx, [row]);
  return view!;
}

export function isAccepting(settings: repo.SettingsRow | undefined, teamCount: number, today: string) {
  const open = settings?.registrationOpen ?? true;
  const deadline = settings?.registrationDeadline ?? null;
  const max = settings?.maxTeams ?? null;
  return {
    open,
    beforeDeadline: deadline === null || today <= deadline,
    hasRoom: max === null || teamCount < max,
  };
}

/** `POST /champs/{id}/register-team`: the route has checked `TeamEdit` on the team. */
export async function registerTeam(
  ctx: RequestContext,
  champId: string,
  body: RegisterTeamBody,
): Promise<TeamRequest> {
  const me = ensureSignedIn(ctx);
  const champ = await getChampView(ctx, champId);
  const team = await getTeamRow(ctx, body.teamId);
  if (team.sportKindId !== champ.sportKindId) {
    throw AppError.invalid(
      'registration.sport_mismatch',
      'The team plays another sport than this competition.',
      [{ field: 'body.teamId', message: 'The team plays another sport than this competition.' }],
    );
  }
  const pendingConflict = () =>
    AppError.conflict('registration.already_pending', 'The team has a pending request for this competition.');
  let id: string;
  try {
    id = await withTransaction(ctx, async (tx) => {
      const settings = await repo.lockSettings(tx.db, champId);
      const entries = await listChampEntries(tx, champId);
      const state = isAccepting(settings, entries.length, todayOf(tx));
      if (!state.open)
        throw AppError.conflict('registration.closed', 'Registration for this competition is closed.');
      if (!state.beforeDeadline) {
        throw AppError.conflict('registration.deadline_passed', 'The registration deadline has passed.');
      }
      if (entries.some((e) => e.teamId === team.id)) {
        throw AppError.conflict(
          'registration.team_already_entered',
          'The team is already in this competition.',
        );
      }
      if (!state.hasRoom) throw AppError.conflict('registration.full', 'The competition is full.');
      if (await repo.findPendingTeamRequest(tx.db, champId, team.id)) throw pendingConflict();
      const row = await repo.insertTeamRequest(tx.db, {
        champId,
        teamId: team.id,
        senderId: me.id,
        entryFeeAmount: settings.entryFeeAmount,
        entryFeeCurrency: settings.entryFeeCurrency,
        createdAt: tx.clock.now(),
        updatedAt: tx.clock.now(),
      });
      const parties = await teamRequestParties(tx, row);
      recordRegistrationChanged(tx, { requestKind: 'team', requestId: row.id, status: 'pending' }, parties);
      await notifyOthers(
        tx,
        parties.receiver,
        notices.teamRequestReceived({ id: row.id, teamName: team.name, champName: champ.champ.name }),
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingConflict();
    throw error;
  }
  return getTeamRequest(ctx, id);
}

/** The sides of a team request: the team sends, the competition's organisers decide. */
function teamRequestParties(ctx: RequestContext, request: { teamId: string; champId: string }) {
  return findParties(ctx, { teamId: request.teamId }, { champId: request.champId });
}

/** `POST /champ-registration/userteamrequest`: `register-team` with the competition in the body. */
export function createTeamRequest(ctx: RequestContext, body: CreateTeamRequestBody): Promise<TeamRequest> {
  return registerTeam(ctx, body.champId, { teamId: body.teamId });
}

/** `GET /champ-registration/userteamrequests`: the caller's teams' requests and their competitions' requests. */
export async function listTeamRequests(
  ctx: RequestContext,
  query: TeamRequestListQuery,
): Promise<TeamRequestList> {
  const me = ensureSignedIn(ctx);
  const [teamIds, champIds] = await Promise.all([findMyTeamIds(ctx, me), findMyChampIds(ctx, me)]);
  const page = await repo.listTeamRequests(
    ctx.db,
    {
      userId: me.id,
      teamIds,
      champIds,
      direction: query.direction,
      status: query.status,
      champId: query.champId,
      teamId: query.teamId,
      paid: query.paid,
    },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ items: await toTeamRequests(ctx, page.items), totalItems: page.totalItems }, query);
}

/** `PUT /champ-registration/userteamrequests/{id}`: the route has checked the caller is a party. */
export async function decideTeamRequest(
  ctx: RequestContext,
  id: string,
  body: DecideRequestBody,
): Promise<TeamRequest> {
  const me = ensureSignedIn(ctx);
  await withTransaction(ctx, async (tx) => {
    const before = await repo.findTeamRequest(tx.db, id);
    if (!before) throw requestNotFound();
    if (before.status !== 'pending') throw alreadyDecided();
    const [teamSide, organiserSide] = await Promise.all([
      hasAccess(tx, Permission.TeamEdit, before.teamId),
      hasAccess(tx, Permission.ChampEdit, before.champId),
    ]);
    ensureSide(body.decision, teamSide, organiserSide);
    const champ = await getChampView(tx, before.champId);
    if (body.decision === 'accept') {
      // Serialises with registrations and other accepts of this competition (the team limit).
      const settings = await repo.lockSettings(tx.db, before.champId);
      const entries = await listChampEntries(tx, before.champId);
      if (entries.some((e) => e.teamId === before.teamId)) {
        throw AppError.conflict(
          'registration.team_already_entered',
          'The team is already in this competition.',
        );
      }
      if (!isAccepting(settings, entries.length, todayOf(tx)).hasRoom) {
        throw AppError.conflict('registration.full', 'The competition is full.');
      }
    }
    const decided = await repo.decideTeamRequest(tx.db, id, {
      status: statusOf[body.decision],
      reason: body.reason || null,
      decidedBy: me.id,
      decidedAt: tx.clock.now(),
    });
    if (!decided) throw alreadyDecided();
    const [team] = await findTeamRows(tx, [decided.teamId]);
    if (body.decision === 'accept' && team) {
      // The organiser accepts the team's own request: the champs rule against entering others' teams does not apply.
      await enterTeams(tx, decided.champId, [team], 'body.decision');
    }
    const status = statusOf[body.decision];
    // A paid request that is rejected is refunded (the payments module's hook, ADR 0022).
    if (body.decision === 'reject' && decided.paid) await onPaidTeamRequestRejected(tx, id);
    const parties = await teamRequestParties(tx, decided);
    recordRegistrationChanged(tx, { requestKind: 'team', requestId: id, status }, parties);
    await notifyOthers(
      tx,
      body.decision === 'withdraw' ? parties.receiver : parties.sender,
      notices.teamRequestDecided(
        { id, teamName: team?.name ?? '', champName: champ.champ.name },
        status,
        decided.reason,
      ),
    );
  });
  return getTeamRequest(ctx, id);
}

/**
 * `POST /champ-registration/mark-paid-requests`: the route has checked the caller organises every request's
 * competition. Pending and accepted requests can be marked; a paid one stays as it was (its first mark).
 */
export async function markPaidRequests(
  ctx: RequestContext,
  body: MarkPaidRequestsBody,
): Promise<MarkPaidRequestsResult> {
  const me = ensureSignedIn(ctx);
  const ids = [...new Set(body.requestIds)];
  await withTransaction(ctx, async (tx) => {
    const rows = await repo.findTeamRequests(tx.db, ids);
    if (rows.length !== ids.length) throw requestNotFound();
    const unpayable = rows.find((r) => r.status !== 'pending' && r.status !== 'accepted');
    if (unpayable) {
      throw AppError.conflict(
        'registration.not_payable',
        `A ${unpayable.status} request cannot be marked paid.`,
        [{ field: `body.requestIds.${body.requestIds.indexOf(unpayable.id)}`, message: unpayable.status }],
      );
    }
    const marked = await repo.markTeamRequestsPaid(tx.db, ids, {
      by: me.id,
      at: tx.clock.now(),
      reference: body.reference || null,
    });
    const markedRows = rows.filter((r) => marked.includes(r.id));
    const [teams, champs] = await Promise.all([
      findTeamRows(
        tx,
        markedRows.map((r) => r.teamId),
      ),
      findChampViews(
        tx,
        markedRows.map((r) => r.champId),
      ),
    ]);
    for (const row of markedRows) {
      const parties = await teamRequestParties(tx, row);
      const status = row.status as RegistrationStatus;
      recordRegistrationChanged(tx, { requestKind: 'team', requestId: row.id, status }, parties);
      const names = {
        id: row.id,
        teamName: teams.find((t) => t.id === row.teamId)?.name ?? '',
        champName: champs.find((c) => c.champ.id === row.champId)?.champ.name ?? '',
      };
      await notifyOthers(tx, parties.sender, notices.teamRequestPaid(names, body.reference || null));
    }
  });
  const views = await toTeamRequests(ctx, await repo.findTeamRequests(ctx.db, ids));
  const byId = new Map(views.map((v) => [v.id, v]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []) };
}

// ---- payments (the payments module's hooks, ADR 0022) ----------------------------------------------------------

/** What the payments module needs to take a team request's entry fee. */
export interface PayableTeamRequest {
  id: string;
  champId: string;
  teamId: string;
  status: string;
  entryFee: Money | null;
  paid: boolean;
  /** The competition's owner: the organiser paid out to. */
  organiserId: string;
  champName: string;
}

export async function findPayableTeamRequest(
  ctx: RequestContext,
  id: string,
): Promise<PayableTeamRequest | undefined> {
  const row = await repo.findTeamRequest(ctx.db, id);
  if (!row) return undefined;
  const champ = await getChampView(ctx, row.champId);
  return {
    id: row.id,
    champId: row.champId,
    teamId: row.teamId,
    status: row.status,
    entryFee:
      row.entryFeeAmount !== null && row.entryFeeCurrency !== null
        ? { amount: row.entryFeeAmount, currency: row.entryFeeCurrency }
        : null,
    paid: row.paid,
    organiserId: champ.champ.ownerId,
    champName: champ.champ.name,
  };
}

/**
 * The provider confirmed an entry fee (its webhook): inside the payments module's transaction, the request is
 * marked paid by `provider:<name>` with the provider's reference, in the same audit trail as an organiser's
 * mark. A request already marked paid stays as it was.
 */
export async function markTeamRequestPaidByProvider(
  tx: RequestContext,
  id: string,
  payment: { provider: string; reference: string },
): Promise<boolean> {
  const marked = await repo.markTeamRequestsPaid(tx.db, [id], {
    by: `provider:${payment.provider}`,
    at: tx.clock.now(),
    reference: payment.reference,
  });
  if (marked.length === 0) return false;
  const row = await repo.findTeamRequest(tx.db, id);
  if (row) {
    const parties = await teamRequestParties(tx, row);
    recordRegistrationChanged(
      tx,
      { requestKind: 'team', requestId: id, status: row.status as RegistrationStatus },
      parties,
    );
  }
  return true;
}

/**
 * The provider gave a team's entry fee back (a refund, however it came): inside the payments module's transaction,
 * the request is no longer marked paid when that payment was what marked it. A mark an organiser made by hand
 * stays: it records money that did not go through us.
 */
export async function unmarkTeamRequestPaidByRefund(
  tx: RequestContext,
  id: string,
  payment: { provider: string; reference: string },
): Promise<boolean> {
  const unmarked = await repo.unmarkTeamRequestPaid(tx.db, id, {
    by: `provider:${payment.provider}`,
    reference: payment.reference,
    at: tx.clock.now(),
  });
  if (!unmarked) return false;
  const row = await repo.findTeamRequest(tx.db, id);
  if (row) {
    const parties = await teamRequestParties(tx, row);
    recordRegistrationChanged(
      tx,
      { requestKind: 'team', requestId: id, status: row.status as RegistrationStatus },
      parties,
    );
  }
  return true;
}

let onPaidTeamRequestRejected: (tx: RequestContext, requestId: string) => Promise<void> = async () => {};

/** app.ts hands over the payments module's refund of a paid request that is rejected (inside the decision). */
export function providePaidTeamRequestRejectedHook(
  hook: (tx: RequestContext, requestId: string) => Promise<void>,
) {
  onPaidTeamRequestRejected = hook;
}

// ---- settings ------------------------------------------------------------------------------------------------

/** `GET /champs/{id}/registration` (public). A competition with no settings row is open, with no limits. */
export async function getRegistrationSettings(
  ctx: RequestContext,
  champId: string,
): Promise<RegistrationSettings> {
  await getChampView(ctx, champId);
  const [settings, entries] = await Promise.all([
    repo.findSettings(ctx.db, champId),
    listChampEntries(ctx, champId),
  ]);
  const state = isAccepting(settings, entries.length, todayOf(ctx));
  return {
    champId,
    registrationOpen: state.open,
    registrationDeadline: settings?.registrationDeadline ?? null,
    maxTeams: settings?.maxTeams ?? null,
    entryFee: settings ? toMoney(settings.entryFeeAmount, settings.entryFeeCurrency) : null,
    teamCount: entries.length,
    isAcceptingRequests: state.open && state.beforeDeadline && state.hasRoom,
  };
}

/** `PUT /champs/{id}/registration`: the route has checked `ChampEdit`. Fields left out stay. */
export async function updateRegistrationSettings(
  ctx: RequestContext,
  champId: string,
  body: UpdateRegistrationSettingsBody,
): Promise<RegistrationSettings> {
  const champ = await getChampView(ctx, champId);
  // Entry fees are a paid plan's (ADR 0022): the competition owner's plan decides.
  if (body.entryFee) await requirePlan(ctx, champ.champ.ownerId, 'entryFees');
  await withTransaction(ctx, async (tx) => {
    await repo.upsertSettings(tx.db, champId, {
      ...(body.registrationOpen !== undefined ? { registrationOpen: body.registrationOpen } : {}),
      ...(body.registrationDeadline !== undefined ? { registrationDeadline: body.registrationDeadline } : {}),
      ...(body.maxTeams !== undefined ? { maxTeams: body.maxTeams } : {}),
      ...(body.entryFee !== undefined
        ? { entryFeeAmount: body.entryFee?.amount ?? null, entryFeeCurrency: body.entryFee?.currency ?? null }
        : {}),
    });
    tx.events.record({ type: 'registration.settingsChanged', champId, leagueId: champ.leagueId });
  });
  const settings = await getRegistrationSettings(ctx, champId);
  // Said when the fee is set, not when the first team tries to pay it (issue 30, item 4).
  const ownerCannotTakePayments =
    settings.entryFee !== null && !(await canTakePayments(ctx, champ.champ.ownerId));
  return {
    ...settings,
    warning: ownerCannotTakePayments
      ? {
          code: 'payment.organiser_not_connected',
          message:
            'Teams cannot pay this entry fee online yet: the competition’s owner has no payout account. Connect one under Profile → Payouts, or mark fees paid by hand.',
          connectPath: PAYOUTS_PATH,
        }
      : null,
  };
}

/** Where an organiser connects a payout account (the web app's profile, Payouts tab). */
const PAYOUTS_PATH = '/admin/profile?tabs=payouts';
