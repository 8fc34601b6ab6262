import {
  type DecideInvitationBody,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationKind,
  type InvitationList,
  type InvitationListQuery,
  type InvitePlayerUserBody,
  type InviteUserBody,
  type RegistrationStatus,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { ensureAccess, ensureSignedIn, findGranted, hasAccess } from '../../core/access.ts';
import { type Caller, type RequestContext, withTransaction } from '../../core/context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import { enterTeams, findChampViews, getChampView, listChampEntries } from '../champs/champs.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { addAgreedTeamPlayer, findPlayerRows } from '../players/players.service.ts';
import { findTeamRows, getTeamRow } from '../teams/teams.service.ts';
import { findUserContactByEmail, findUserContacts } from '../users/users.service.ts';
import * as repo from './invitations.repo.ts';
import * as notices from './notices.ts';
import * as registrations from './registrations.repo.ts';
import {
  alreadyDecided,
  decisionOf,
  ensureContractPeriod,
  ensureNoOverlappingContract,
  ensureSide,
  findMyChampIds,
  findMyTeamIds,
  isAccepting,
  namesOf,
  paged,
  statusOf,
  todayOf,
} from './registrations.service.ts';
import { findUsersOfSide, notifyOthers, type Parties, recordRegistrationChanged } from './sides.ts';

/**
 * Invitations (docs/adr/0014-registration-requests.md "Invitations"): an organiser invites a user to enter a team
 * into a competition, or a team invites a user to bring a player for a contract period. The invitee is a user, or
 * an address until somebody signs up with it. The invitee accepts (naming what they bring) or declines; the
 * sender's side withdraws; after INVITATION_TTL_DAYS a pending invitation lapses. Decisions are final and made by
 * a conditional update, as for requests.
 */

const DAY_MS = 86_400_000;

const invitationNotFound = () => AppError.notFound('invitation.not_found', 'Invitation not found.');
const invitationExpired = () => AppError.conflict('invitation.expired', 'This invitation has expired.');
const pendingConflict = () =>
  AppError.conflict('invitation.already_pending', 'This user has a pending invitation from here already.');

/** The web app's sign-up page, coming back to the invitation once the account exists (apps/web return-url.ts). */
function signUpLinkOf(invitationId: string): string {
  return `/register?returnUrl=${encodeURIComponent(notices.requestLinks.invitation(invitationId))}`;
}

// ---- who is who ----------------------------------------------------------------------------------------------

function isInviteeOf(row: repo.InvitationRow, me: Caller): boolean {
  if (row.inviteeUserId !== null) return row.inviteeUserId === me.id;
  return row.inviteeEmail !== null && row.inviteeEmail === me.email.toLowerCase();
}

/** The competition's organisers (team invitations) or the team's owner and Managers (player invitations). */
function isSenderSide(ctx: RequestContext, row: repo.InvitationRow): Promise<boolean> {
  return row.kind === 'team'
    ? hasAccess(ctx, Permission.ChampEdit, row.champId!)
    : hasAccess(ctx, Permission.TeamEdit, row.teamId!);
}

async function invitationParties(ctx: RequestContext, row: repo.InvitationRow): Promise<Parties> {
  const sender = await findUsersOfSide(
    ctx,
    row.kind === 'team' ? { champId: row.champId! } : { teamId: row.teamId! },
  );
  return { sender, receiver: row.inviteeUserId ? [row.inviteeUserId] : [] };
}

/**
 * The invitation if the caller may see it — its invitee, or the sender's side (SystemAdmin included) — else the
 * same 404 as a missing one, so a stranger learns nothing. An invitation sent to the caller's address becomes
 * theirs here (they have signed up with it since).
 */
async function getVisibleInvitation(
  ctx: RequestContext,
  me: Caller,
  id: string,
  kind?: InvitationKind,
): Promise<repo.InvitationView> {
  const row = await repo.findInvitation(ctx.db, id, ctx.clock.now());
  if (!row || (kind && row.kind !== kind)) throw invitationNotFound();
  if (isInviteeOf(row, me)) {
    if (row.inviteeUserId === null) {
      await withTransaction(ctx, (tx) => repo.claimInvitation(tx.db, id, me.id, me.email));
      return (await repo.findInvitation(ctx.db, id, ctx.clock.now()))!;
    }
    return row;
  }
  // Its sender reads it even after losing their role (their "sent" list shows it, as for requests).
  if (row.senderId === me.id || (await isSenderSide(ctx, row))) return row;
  throw invitationNotFound();
}

// ---- views ---------------------------------------------------------------------------------------------------

async function toInvitations(ctx: RequestContext, rows: repo.InvitationView[]): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const champIds = [...new Set(rows.flatMap((r) => (r.champId ? [r.champId] : [])))];
  const teamIds = [...new Set(rows.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
  const invitingTeamIds = [...new Set(rows.flatMap((r) => (r.kind === 'player' ? [r.teamId!] : [])))];
  const [champs, teams, players, organised, editableTeams] = await Promise.all([
    findChampViews(ctx, champIds),
    findTeamRows(ctx, teamIds),
    findPlayerRows(
      ctx,
      rows.flatMap((r) => (r.playerId ? [r.playerId] : [])),
    ),
    findGranted(ctx, Permission.ChampEdit, champIds),
    findGranted(ctx, Permission.TeamEdit, invitingTeamIds),
  ]);
  const champOf = new Map(champs.map((c) => [c.champ.id, c]));
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const names = await namesOf(
    ctx,
    rows.flatMap((r) => [r.senderId, r.decidedBy, r.inviteeUserId]),
  );
  const me = ctx.caller;
  return rows.map((r) => {
    const champ = r.champId ? champOf.get(r.champId) : undefined;
    const team = r.teamId ? teamOf.get(r.teamId) : undefined;
    const senderSide = r.kind === 'team' ? organised.has(r.champId!) : editableTeams.has(r.teamId!);
    const receiverSide = me !== null && isInviteeOf(r, me);
    const status = r.currentStatus as RegistrationStatus;
    return {
      id: r.id,
      kind: r.kind as InvitationKind,
      status,
      senderId: r.senderId,
      senderName: names.get(r.senderId) ?? null,
      champId: r.champId,
      champName: champ?.champ.name ?? null,
      leagueId: champ?.leagueId ?? null,
      leagueName: champ?.leagueName ?? null,
      teamId: r.teamId,
      teamName: team?.name ?? null,
      teamLogo: team?.logo ?? null,
      playerId: r.playerId,
      playerName: (r.playerId && players.get(r.playerId)?.name) || null,
      sportKindId: (r.kind === 'team' ? champ?.sportKindId : team?.sportKindId) ?? '',
      inviteeUserId: r.inviteeUserId,
      inviteeName: (r.inviteeUserId && names.get(r.inviteeUserId)) || null,
      inviteeEmail: r.inviteeEmail,
      message: r.message,
      startDate: r.startDate,
      endDate: r.endDate,
      expiresAt: r.expiresAt.toISOString(),
      ...decisionOf({ ...r, status }, names, me, { senderSide, receiverSide }),
    };
  });
}

/** `GET /champ-registration/invitation/{id}`: to its invitee or the sender's side; 404 to anybody else. */
export async function getInvitation(ctx: RequestContext, id: string): Promise<Invitation> {
  const me = ensureSignedIn(ctx);
  const [view] = await toInvitations(ctx, [await getVisibleInvitation(ctx, me, id)]);
  return view!;
}

/** `GET /champ-registration/invitations`: sent by the caller's side and received, newest first. */
export async function listInvitations(
  ctx: RequestContext,
  query: InvitationListQuery,
): Promise<InvitationList> {
  const me = ensureSignedIn(ctx);
  const [teamIds, champIds] = await Promise.all([findMyTeamIds(ctx, me), findMyChampIds(ctx, me)]);
  const page = await repo.listInvitations(
    ctx.db,
    {
      invitee: { userId: me.id, email: me.email },
      senderId: me.id,
      champIds,
      teamIds,
      direction: query.direction,
      status: query.status,
      kind: query.kind,
      champId: query.champId,
      teamId: query.teamId,
    },
    ctx.clock.now(),
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return paged({ items: await toInvitations(ctx, page.items), totalItems: page.totalItems }, query);
}

// ---- inviting ------------------------------------------------------------------------------------------------

interface ResolvedInvitee {
  userId: string | null;
  /** The address the invitation was sent to (lower-case); none for an invitation by user id. */
  email: string | null;
  /** The invitee's address, for finding invitations already sent to it. */
  knownEmail: string | null;
}

async function resolveInvitee(
  ctx: RequestContext,
  me: Caller,
  body: { userId?: string | undefined; email?: string | undefined },
): Promise<ResolvedInvitee> {
  let invitee: ResolvedInvitee;
  let field: string;
  if (body.userId !== undefined) {
    field = 'body.userId';
    const [user] = await findUserContacts(ctx, [body.userId]);
    if (!user) {
      throw new AppError(ErrorKind.notFound, 'user.not_found', 'No user has this id.', [
        { field, message: 'No user has this id.' },
      ]);
    }
    invitee = { userId: user.id, email: null, knownEmail: user.email.toLowerCase() };
  } else {
    field = 'body.email';
    const email = (body.email ?? '').toLowerCase();
    const user = await findUserContactByEmail(ctx, email);
    invitee = { userId: user?.id ?? null, email, knownEmail: email };
  }
  if (invitee.userId === me.id || invitee.knownEmail === me.email.toLowerCase()) {
    throw AppError.invalid('invitation.self', 'You cannot invite yourself.', [
      { field, message: 'You cannot invite yourself.' },
    ]);
  }
  return invitee;
}

/** What is invited to: a competition (team invitations) or a team with a contract period (player invitations). */
type InvitationTarget =
  | { kind: 'team'; champId: string; champName: string }
  | { kind: 'player'; teamId: string; teamName: string; startDate: string; endDate: string };

/** `POST /champ-registration/inviteuser`: the route has checked `ChampEdit` on the competition. */
export async function inviteUser(ctx: RequestContext, body: InviteUserBody): Promise<Invitation> {
  const champ = await getChampView(ctx, body.champId);
  return invite(ctx, { kind: 'team', champId: champ.champ.id, champName: champ.champ.name }, body);
}

/** `POST /champ-registration/player/inviteuser`: the route has checked `TeamEdit` on the team. */
export async function invitePlayerUser(ctx: RequestContext, body: InvitePlayerUserBody): Promise<Invitation> {
  const dates = ensureContractPeriod(ctx, body);
  const team = await getTeamRow(ctx, body.teamId);
  return invite(ctx, { kind: 'player', teamId: team.id, teamName: team.name, ...dates }, body);
}

async function invite(
  ctx: RequestContext,
  target: InvitationTarget,
  body: { userId?: string | undefined; email?: string | undefined; message?: string | undefined },
): Promise<Invitation> {
  const me = ensureSignedIn(ctx);
  const invitee = await resolveInvitee(ctx, me, body);
  const targetKey = { kind: target.kind, targetId: target.kind === 'team' ? target.champId : target.teamId };
  const inviteeKey = { userId: invitee.userId, email: invitee.knownEmail };
  let id: string;
  try {
    id = await withTransaction(ctx, async (tx) => {
      const now = tx.clock.now();
      // A lapsed invitation still holds the pending slot of the unique index until its status says so.
      await repo.expireLapsed(tx.db, targetKey, inviteeKey, now);
      if (await repo.findPendingInvitation(tx.db, targetKey, inviteeKey)) throw pendingConflict();
      const row = await repo.insertInvitation(tx.db, {
        kind: target.kind,
        champId: target.kind === 'team' ? target.champId : null,
        teamId: target.kind === 'player' ? target.teamId : null,
        senderId: me.id,
        inviteeUserId: invitee.userId,
        inviteeEmail: invitee.email,
        message: body.message || null,
        startDate: target.kind === 'player' ? target.startDate : null,
        endDate: target.kind === 'player' ? target.endDate : null,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      });
      const parties = await invitationParties(tx, row);
      recordRegistrationChanged(
        tx,
        { requestKind: 'invitation', requestId: row.id, status: 'pending' },
        parties,
      );
      const names = { ...target, id: row.id, message: row.message };
      if (row.inviteeUserId) {
        await notifyOthers(tx, parties.receiver, notices.invitationReceived(names));
      } else {
        // Nobody to leave a notice with yet: the address gets a mail whose link signs up and comes back here.
        const notice = notices.invitationToAddress(
          names,
          signUpLinkOf(row.id),
          row.expiresAt.toISOString().slice(0, 10),
        );
        await notify(tx, [{ ...notice, email: invitee.email! }]);
      }
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pendingConflict();
    throw error;
  }
  return getInvitation(ctx, id);
}

// ---- deciding ------------------------------------------------------------------------------------------------

/**
 * `PUT /champ-registration/invitation/{id}` (`kind` team) and `player/invitation/{id}` (`kind` player): an
 * invitation of the other kind is not found through this route. The invitee accepts or declines; the sender's
 * side withdraws. A lapsed invitation is written `expired` and answered 409 `invitation.expired`.
 */
export async function decideInvitation(
  ctx: RequestContext,
  id: string,
  kind: InvitationKind,
  body: DecideInvitationBody,
): Promise<Invitation> {
  const me = ensureSignedIn(ctx);
  const outcome = await withTransaction(ctx, async (tx) => {
    const before = await getVisibleInvitation(tx, me, id, kind);
    if (before.status === 'expired') return 'expired' as const;
    if (before.status !== 'pending') throw alreadyDecided();
    ensureSide(body.decision, await isSenderSide(tx, before), isInviteeOf(before, me));
    const now = tx.clock.now();
    if (before.currentStatus === 'expired') {
      if (await repo.markExpired(tx.db, id, now)) {
        const parties = await invitationParties(tx, before);
        recordRegistrationChanged(
          tx,
          { requestKind: 'invitation', requestId: id, status: 'expired' },
          parties,
        );
      }
      return 'expired' as const;
    }
    const status = statusOf[body.decision];
    const decision = { status, reason: body.reason || null, decidedBy: me.id, decidedAt: now };
    let broughtName: string | null = null;
    let decided: repo.InvitationRow | undefined;
    if (body.decision === 'accept' && before.kind === 'team') {
      const team = await ensureTeamCanEnter(tx, before.champId!, body.teamId);
      decided = await repo.decideInvitation(tx.db, id, { ...decision, teamId: team.id });
      if (!decided) throw alreadyDecided();
      await enterTeams(tx, before.champId!, [team], 'body.teamId');
      broughtName = team.name;
    } else if (body.decision === 'accept') {
      const player = await ensurePlayerCanJoin(tx, before.teamId!, body.playerId);
      decided = await repo.decideInvitation(tx.db, id, { ...decision, playerId: player.id });
      if (!decided) throw alreadyDecided();
      const contract = {
        playerId: player.id,
        teamId: before.teamId!,
        startDate: before.startDate!,
        endDate: before.endDate!,
      };
      await ensureNoOverlappingContract(tx, contract);
      const entry = await addAgreedTeamPlayer(tx, contract.teamId, contract);
      await repo.setRosterEntry(tx.db, id, entry.id);
      broughtName = player.name;
    } else {
      decided = await repo.decideInvitation(tx.db, id, decision);
      if (!decided) throw alreadyDecided();
    }
    const parties = await invitationParties(tx, decided);
    recordRegistrationChanged(tx, { requestKind: 'invitation', requestId: id, status }, parties);
    await notifyOthers(
      tx,
      body.decision === 'withdraw' ? parties.receiver : parties.sender,
      notices.invitationDecided(
        await invitationNames(tx, decided),
        status,
        { inviteeName: me.name, broughtName },
        decided.reason,
      ),
    );
    return 'decided' as const;
  });
  // Outside the transaction, so the `expired` it wrote is kept.
  if (outcome === 'expired') throw invitationExpired();
  return getInvitation(ctx, id);
}

/** The names a notice of this invitation needs. */
async function invitationNames(
  ctx: RequestContext,
  row: repo.InvitationRow,
): Promise<notices.InvitationNames> {
  if (row.kind === 'team') {
    const champ = await getChampView(ctx, row.champId!);
    return { id: row.id, kind: 'team', champName: champ.champ.name, message: row.message };
  }
  const team = await getTeamRow(ctx, row.teamId!);
  return {
    id: row.id,
    kind: 'player',
    teamName: team.name,
    startDate: row.startDate!,
    endDate: row.endDate!,
    message: row.message,
  };
}

const required = (code: string, field: string, message: string) =>
  AppError.invalid(code, message, [{ field, message: 'Required to accept.' }]);

/**
 * The invitee's team for a team invitation: one they own or manage (403), of the competition's sport (400), not
 * entered already, with room left (409). Locks the competition's settings row, as team requests' accepts do.
 */
async function ensureTeamCanEnter(tx: RequestContext, champId: string, teamId: string | undefined) {
  if (!teamId) {
    throw required('invitation.team_required', 'body.teamId', 'Name the team that enters the competition.');
  }
  await ensureAccess(tx, Permission.TeamEdit, [teamId]);
  const [team, champ] = await Promise.all([getTeamRow(tx, teamId), getChampView(tx, champId)]);
  if (team.sportKindId !== champ.sportKindId) {
    throw AppError.invalid(
      'registration.sport_mismatch',
      'The team plays another sport than this competition.',
      [{ field: 'body.teamId', message: 'The team plays another sport than this competition.' }],
    );
  }
  const settings = await registrations.lockSettings(tx.db, champId);
  const entries = await listChampEntries(tx, champId);
  if (entries.some((e) => e.teamId === team.id)) {
    throw AppError.conflict('registration.team_already_entered', 'The team is already in this competition.');
  }
  if (!isAccepting(settings, entries.length, todayOf(tx)).hasRoom) {
    throw AppError.conflict('registration.full', 'The competition is full.');
  }
  return team;
}

/** The invitee's player for a player invitation: one they own (403), of the team's sport (400). */
async function ensurePlayerCanJoin(tx: RequestContext, teamId: string, playerId: string | undefined) {
  if (!playerId) {
    throw required('invitation.player_required', 'body.playerId', 'Name the player who joins the team.');
  }
  await ensureAccess(tx, Permission.PlayerEdit, [playerId]);
  const [players, team] = await Promise.all([findPlayerRows(tx, [playerId]), getTeamRow(tx, teamId)]);
  const player = players.get(playerId)!;
  if (player.sportKindId !== team.sportKindId) {
    throw AppError.invalid('registration.sport_mismatch', 'The player and the team play different sports.', [
      { field: 'body.playerId', message: 'The player plays another sport than the team.' },
    ]);
  }
  return player;
}
