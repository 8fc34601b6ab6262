import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Id, IdParams, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

/**
 * Registration requests (spec §1, §3 "Offer request", §4, §7 "Registration"; docs/adr/0014-registration-requests.md).
 * A team asks to enter a competition (team request); a player's owner asks a team to take the player, or a team
 * offers a player a contract period (player request, both directions: `isSentByUser`). The other party decides;
 * the sender may withdraw; every decision is final.
 */

/** The closed set of statuses. `expired` is for invitations (they lapse); requests never expire. */
export const REGISTRATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export const RegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** accept / reject: the other party; withdraw: the sender's side. */
export const RegistrationDecision = z.enum(['accept', 'reject', 'withdraw']);
export type RegistrationDecision = z.infer<typeof RegistrationDecision>;

export const DecideRequestBody = z.object({
  decision: RegistrationDecision,
  /** Why (shown to the other party); optional. */
  reason: text(1000).trim().optional(),
});
export type DecideRequestBody = z.infer<typeof DecideRequestBody>;

/** Whose side of a request the caller is on, in lists. */
export const RequestDirection = z.enum(['sent', 'received']);
export type RequestDirection = z.infer<typeof RequestDirection>;

/** Money as minor units (cents) and an ISO 4217 currency (`EUR`). */
export const Money = z.object({
  amount: z.number().int().min(0).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Use an ISO 4217 currency code, e.g. EUR' }),
});
export type Money = z.infer<typeof Money>;

// ---- player requests (both directions; the offer dialog's request) -------------------------------------------

/**
 * `POST /champ-registration/userplayerteamrequest` (spec §3 "Offer request"). Dates are `YYYY-MM-DD`; the server
 * applies the domain's date rules: an unparseable date or a start after the end is a 400
 * `offer.date_range_invalid` with the spec's text as `detail` and on the field. A range longer than 365 days or
 * outside one year from today is accepted and flagged (`isWithinOneYear`, `dateWarning`), as the dialog does.
 */
export const CreatePlayerTeamRequestBody = z.object({
  /** The player's owner (user ids are the auth library's strings). Must be the player's owner. */
  userId: text(128).trim().min(1),
  playerId: Id,
  teamId: Id,
  startDate: text(40),
  endDate: text(40),
  /** true: the player's owner asks to join the team; false: the team offers the player a place. */
  isSentByUser: z.boolean(),
  /** The current user, as the dialog sends it (informational; the server uses the session). */
  teamOwnerId: text(128).trim().optional(),
});
export type CreatePlayerTeamRequestBody = z.infer<typeof CreatePlayerTeamRequestBody>;

const DateWarning = z.object({ code: z.string(), message: z.string() });

/** Fields both kinds share: status, who sent it, the decision, and the caller's view of it. */
const RequestCommon = {
  id: Id,
  status: RegistrationStatus,
  /** The user who sent it. */
  senderId: z.string(),
  senderName: z.string().nullable(),
  /** Why it was decided so (the decider's reason), if given. */
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** From the caller's side: `sent` (their side sent it) or `received` (their side decides it). */
  direction: RequestDirection.nullable(),
  /** The caller may accept or reject it now. */
  canDecide: z.boolean(),
  /** The caller may withdraw it now. */
  canWithdraw: z.boolean(),
};

export const PlayerTeamRequest = z.object({
  ...RequestCommon,
  kind: z.literal('player'),
  isSentByUser: z.boolean(),
  /** The player's owner. */
  userId: z.string(),
  userName: z.string().nullable(),
  playerId: Id,
  playerName: z.string(),
  teamId: Id,
  teamName: z.string(),
  teamLogo: z.string().nullable(),
  /** The team's owner. */
  teamOwnerId: z.string(),
  teamOwnerName: z.string().nullable(),
  sportKindId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** False when the period is longer than 365 days (spec §5: flagged, not blocked). */
  isWithinOneYear: z.boolean(),
  /** 'Please select a date within 1 year from today.' when the period is not within one year from today. */
  dateWarning: DateWarning.nullable(),
  /** The roster entry made when it was accepted. */
  rosterEntryId: Id.nullable(),
});
export type PlayerTeamRequest = z.infer<typeof PlayerTeamRequest>;
export const PlayerTeamRequestList = pagedOf(PlayerTeamRequest);
export type PlayerTeamRequestList = z.infer<typeof PlayerTeamRequestList>;

export const RequestListQuery = PagingQuery.extend({
  /** Only what the caller's side sent, or only what it received; none: both. */
  direction: RequestDirection.optional(),
  status: RegistrationStatus.optional(),
});

export const PlayerTeamRequestListQuery = RequestListQuery.extend({
  playerId: Id.optional(),
  teamId: Id.optional(),
});
export type PlayerTeamRequestListQuery = z.infer<typeof PlayerTeamRequestListQuery>;

// ---- team requests ----------------------------------------------------------------------------------------

export const RegisterTeamBody = z.object({ teamId: Id });
export type RegisterTeamBody = z.infer<typeof RegisterTeamBody>;

export const TeamRequest = z.object({
  ...RequestCommon,
  kind: z.literal('team'),
  champId: Id,
  champName: z.string(),
  leagueId: Id,
  leagueName: z.string(),
  teamId: Id,
  teamName: z.string(),
  teamLogo: z.string().nullable(),
  teamOwnerId: z.string(),
  teamOwnerName: z.string().nullable(),
  /** The competition's entry fee when the request was made. */
  entryFee: Money.nullable(),
  /** Marked paid by an organiser (`mark-paid-requests`); the first mark's who, when and reference. */
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  paidBy: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type TeamRequest = z.infer<typeof TeamRequest>;
export const TeamRequestList = pagedOf(TeamRequest);
export type TeamRequestList = z.infer<typeof TeamRequestList>;

export const TeamRequestListQuery = RequestListQuery.extend({
  champId: Id.optional(),
  teamId: Id.optional(),
  /** Only paid (`true`) or unpaid (`false`) requests. */
  paid: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TeamRequestListQuery = z.infer<typeof TeamRequestListQuery>;

export const MAX_MARK_PAID_REQUESTS = 200;

export const MarkPaidRequestsBody = z.object({
  /** Team request ids; the caller must organise each one's competition. */
  requestIds: z.array(Id).min(1).max(MAX_MARK_PAID_REQUESTS),
  reference: text(200).trim().optional(),
});
export type MarkPaidRequestsBody = z.infer<typeof MarkPaidRequestsBody>;
export const MarkPaidRequestsResult = z.object({ items: z.array(TeamRequest) });
export type MarkPaidRequestsResult = z.infer<typeof MarkPaidRequestsResult>;

// ---- registration settings of a competition ----------------------------------------------------------------

export const RegistrationSettings = z.object({
  champId: Id,
  /** A new competition takes requests until its organiser closes registration. */
  registrationOpen: z.boolean(),
  /** Last day (inclusive) requests are taken, `YYYY-MM-DD`; none: no deadline. */
  registrationDeadline: z.string().nullable(),
  /** How many teams the competition takes; none: no limit. */
  maxTeams: z.number().int().nullable(),
  entryFee: Money.nullable(),
  /** Teams entered now. */
  teamCount: z.number().int(),
  /** Open, before the deadline and not full: a team may register today. */
  isAcceptingRequests: z.boolean(),
  /**
   * In the answer of a save (`PUT`): what the organiser should know (issue 30, item 4), e.g. an entry fee set
   * while the competition's owner has no payout account (`payment.organiser_not_connected`): teams cannot pay
   * it online until one is connected at `connectPath`.
   */
  warning: z.object({ code: z.string(), message: z.string(), connectPath: z.string() }).nullable().optional(),
});
export type RegistrationSettings = z.infer<typeof RegistrationSettings>;

export const UpdateRegistrationSettingsBody = z.object({
  registrationOpen: z.boolean().optional(),
  registrationDeadline: z.iso.date({ message: 'Use a date as YYYY-MM-DD' }).nullable().optional(),
  maxTeams: z.number().int().min(2).max(1024).nullable().optional(),
  entryFee: Money.nullable().optional(),
});
export type UpdateRegistrationSettingsBody = z.infer<typeof UpdateRegistrationSettingsBody>;

// ---- invitations ---------------------------------------------------------------------------------------------

/** Days an invitation stays open (spec-less default; issue 11): then it lapses as `expired`. */
export const INVITATION_TTL_DAYS = 14;

/** `team`: an organiser invites a user to enter one of their teams; `player`: a team invites a user's player. */
export const InvitationKind = z.enum(['team', 'player']);
export type InvitationKind = z.infer<typeof InvitationKind>;

/** Who is invited: a user by id, or anybody by email (a sign-up link when the address has no account). */
const Invitee = {
  userId: text(128).trim().min(1).optional(),
  email: z.email({ message: 'Enter a valid email address' }).max(254).optional(),
  /** A note to the invitee, shown with the invitation and in its mail. */
  message: text(1000).trim().optional(),
};

function exactlyOneInvitee(value: { userId?: string; email?: string }, ctx: z.RefinementCtx) {
  if ((value.userId === undefined) === (value.email === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['email'],
      message: 'Give either a userId or an email address, not both',
    });
  }
}

/** `POST /champ-registration/inviteuser`: an organiser invites a user to enter a team into the competition. */
export const InviteUserBody = z.object({ champId: Id, ...Invitee }).superRefine(exactlyOneInvitee);
export type InviteUserBody = z.infer<typeof InviteUserBody>;

/**
 * `POST /champ-registration/player/inviteuser`: a team invites a user to bring one of their players for a
 * contract period (both dates or neither; neither: today to one year from today). The same date rules as an
 * offer (400 `offer.date_range_invalid`).
 */
export const InvitePlayerUserBody = z
  .object({ teamId: Id, startDate: text(40).optional(), endDate: text(40).optional(), ...Invitee })
  .superRefine(exactlyOneInvitee);
export type InvitePlayerUserBody = z.infer<typeof InvitePlayerUserBody>;

/**
 * `PUT /champ-registration/invitation/{id}` and `player/invitation/{id}`: the invitee accepts (naming the team,
 * or the player, they bring: one they own or manage, of the right sport) or rejects (declines); the sender's
 * side withdraws. Final; an expired invitation is a 409 `invitation.expired`.
 */
export const DecideInvitationBody = DecideRequestBody.extend({
  /** Team invitations: the invitee's team that enters the competition (required to accept). */
  teamId: Id.optional(),
  /** Player invitations: the invitee's player that joins the team (required to accept). */
  playerId: Id.optional(),
});
export type DecideInvitationBody = z.infer<typeof DecideInvitationBody>;

export const Invitation = z.object({
  ...RequestCommon,
  kind: InvitationKind,
  /** Team invitations: the competition (and its league). */
  champId: Id.nullable(),
  champName: z.string().nullable(),
  leagueId: Id.nullable(),
  leagueName: z.string().nullable(),
  /** Player invitations: the inviting team. Team invitations: the team the invitee entered, once accepted. */
  teamId: Id.nullable(),
  teamName: z.string().nullable(),
  teamLogo: z.string().nullable(),
  /** Player invitations: the player the invitee brought, once accepted. */
  playerId: Id.nullable(),
  playerName: z.string().nullable(),
  /** The competition's or the team's sport: what the invitee's team or player must play. */
  sportKindId: z.string(),
  /** The invited user, when known (an invitation by email is theirs once they sign up with that address). */
  inviteeUserId: z.string().nullable(),
  inviteeName: z.string().nullable(),
  /** The address it was sent to (only shown to the sender's side and the invitee). */
  inviteeEmail: z.string().nullable(),
  message: z.string().nullable(),
  /** Player invitations: the contract period. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** After this instant a pending invitation is `expired`. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationList = pagedOf(Invitation);
export type InvitationList = z.infer<typeof InvitationList>;

export const InvitationListQuery = RequestListQuery.extend({
  kind: InvitationKind.optional(),
  champId: Id.optional(),
  teamId: Id.optional(),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuery>;

// ---- the spec's other doors into the same requests ----------------------------------------------------------

/** `POST /champ-registration/userteamrequest`: the same as `/champs/{id}/register-team`, the competition in the body. */
export const CreateTeamRequestBody = z.object({ champId: Id, teamId: Id });
export type CreateTeamRequestBody = z.infer<typeof CreateTeamRequestBody>;

/**
 * `POST /teams/{id}/register-player`: a player's owner asks the team to take the player (a player request with
 * `isSentByUser: true`). Both dates or neither (neither: today to one year from today).
 */
export const RegisterPlayerBody = z.object({
  playerId: Id,
  startDate: text(40).optional(),
  endDate: text(40).optional(),
});
export type RegisterPlayerBody = z.infer<typeof RegisterPlayerBody>;

const tags = ['registrations'];

/** Registration requests (spec §7 "Registration (/champ-registration)", "Champs": `/register-team`). */
export const registrationRoutes = defineRoutes({
  createPlayerTeamRequest: {
    method: 'POST',
    path: '/api/champ-registration/userplayerteamrequest',
    summary: 'A team offers a player a contract, or a player asks to join a team',
    description:
      "`isSentByUser: false` (the offer dialog): the caller must be able to edit the team, `userId` is the player's owner. `isSentByUser: true`: the caller owns the player. One pending request per player and team (409). Dates: 400 `offer.date_range_invalid` with the spec's text.",
    tags,
    access: Access.anyOf(
      Access.permission(Permission.TeamEdit, 'body.teamId'),
      Access.permission(Permission.PlayerEdit, 'body.playerId'),
    ),
    body: CreatePlayerTeamRequestBody,
    status: 201,
    response: PlayerTeamRequest,
  },
  listPlayerTeamRequests: {
    method: 'GET',
    path: '/api/champ-registration/userplayerteamrequests',
    summary: "The caller's player requests, sent and received, newest first",
    tags,
    access: Access.signedIn,
    query: PlayerTeamRequestListQuery,
    response: PlayerTeamRequestList,
  },
  decidePlayerTeamRequest: {
    method: 'PUT',
    path: '/api/champ-registration/userplayerteamrequest/:id',
    summary: 'Accept, reject or withdraw a player request',
    description:
      "The other party accepts or rejects (the player's owner for an offer, the team's owner or manager for a join request); the sender's side withdraws. Final (409 `registration.already_decided`). Accepting puts the player on the team's roster for the contract period.",
    tags,
    access: Access.permission(Permission.PlayerRequestDecide, 'params.id'),
    params: IdParams,
    body: DecideRequestBody,
    response: PlayerTeamRequest,
  },
  registerTeam: {
    method: 'POST',
    path: '/api/champs/:id/register-team',
    summary: 'A team asks to enter a competition',
    description:
      "By the team's owner or manager. Refused (409) when registration is closed, past its deadline or full, or the team is entered or has a pending request.",
    tags,
    access: Access.permission(Permission.TeamEdit, 'body.teamId'),
    params: IdParams,
    body: RegisterTeamBody,
    status: 201,
    response: TeamRequest,
  },
  listTeamRequests: {
    method: 'GET',
    path: '/api/champ-registration/userteamrequests',
    summary:
      "The caller's team requests, sent (their teams') and received (their competitions'), newest first",
    tags,
    access: Access.signedIn,
    query: TeamRequestListQuery,
    response: TeamRequestList,
  },
  decideTeamRequest: {
    method: 'PUT',
    path: '/api/champ-registration/userteamrequests/:id',
    summary: 'Accept, reject or withdraw a team request',
    description:
      "The competition's organisers accept or reject; the team's owner or manager withdraws. Final (409 `registration.already_decided`). Accepting enters the team.",
    tags,
    access: Access.permission(Permission.TeamRequestDecide, 'params.id'),
    params: IdParams,
    body: DecideRequestBody,
    response: TeamRequest,
  },
  markPaidRequests: {
    method: 'POST',
    path: '/api/champ-registration/mark-paid-requests',
    summary: 'Mark team requests paid',
    description:
      "The organisers of each request's competition. Each mark is kept (who, when, reference); a paid request stays paid.",
    tags,
    access: Access.permission(Permission.TeamRequestMarkPaid, 'body.requestIds'),
    body: MarkPaidRequestsBody,
    response: MarkPaidRequestsResult,
  },
  createTeamRequest: {
    method: 'POST',
    path: '/api/champ-registration/userteamrequest',
    summary: 'A team asks to enter a competition (the competition in the body)',
    description: 'The same request as `POST /champs/{id}/register-team`.',
    tags,
    access: Access.permission(Permission.TeamEdit, 'body.teamId'),
    body: CreateTeamRequestBody,
    status: 201,
    response: TeamRequest,
  },
  registerPlayer: {
    method: 'POST',
    path: '/api/teams/:id/register-player',
    summary: "A player's owner asks the team to take the player",
    description:
      "A player request with `isSentByUser: true`; the team's owner or manager decides it. Dates as an offer's (400 `offer.date_range_invalid`); none: today to one year from today.",
    tags,
    access: Access.permission(Permission.PlayerEdit, 'body.playerId'),
    params: IdParams,
    body: RegisterPlayerBody,
    status: 201,
    response: PlayerTeamRequest,
  },
  inviteUser: {
    method: 'POST',
    path: '/api/champ-registration/inviteuser',
    summary: 'An organiser invites a user (by id or email) to enter a team into the competition',
    description: `Expires after ${INVITATION_TTL_DAYS} days. An email without an account gets a mail with a sign-up link that leads back to the invitation. One pending invitation per competition and invitee (409 \`invitation.already_pending\`).`,
    tags,
    access: Access.permission(Permission.ChampEdit, 'body.champId'),
    body: InviteUserBody,
    status: 201,
    response: Invitation,
  },
  invitePlayerUser: {
    method: 'POST',
    path: '/api/champ-registration/player/inviteuser',
    summary: 'A team invites a user (by id or email) to bring one of their players',
    description: `Expires after ${INVITATION_TTL_DAYS} days. One pending invitation per team and invitee (409 \`invitation.already_pending\`).`,
    tags,
    access: Access.permission(Permission.TeamEdit, 'body.teamId'),
    body: InvitePlayerUserBody,
    status: 201,
    response: Invitation,
  },
  listInvitations: {
    method: 'GET',
    path: '/api/champ-registration/invitations',
    summary: "The caller's invitations, sent (their competitions' and teams') and received, newest first",
    tags,
    access: Access.signedIn,
    query: InvitationListQuery,
    response: InvitationList,
  },
  getInvitation: {
    method: 'GET',
    path: '/api/champ-registration/invitation/:id',
    summary: "One invitation, to its invitee or its sender's side (the sign-up link leads here)",
    tags,
    access: Access.signedIn,
    params: IdParams,
    response: Invitation,
  },
  decideInvitation: {
    method: 'PUT',
    path: '/api/champ-registration/invitation/:id',
    summary: 'Accept or decline a team invitation, or withdraw it',
    description:
      "The invitee accepts with `teamId` (a team they own or manage; it enters the competition) or rejects; the organisers withdraw. Final (409 `registration.already_decided`); expired: 409 `invitation.expired`. The invitee is not on the item's chain, so the service checks the sides.",
    tags,
    access: Access.signedIn,
    params: IdParams,
    body: DecideInvitationBody,
    response: Invitation,
  },
  decidePlayerInvitation: {
    method: 'PUT',
    path: '/api/champ-registration/player/invitation/:id',
    summary: 'Accept or decline a player invitation, or withdraw it',
    description:
      "The invitee accepts with `playerId` (a player they own; it joins the roster for the contract period) or rejects; the team's owner or managers withdraw. Final (409 `registration.already_decided`); expired: 409 `invitation.expired`.",
    tags,
    access: Access.signedIn,
    params: IdParams,
    body: DecideInvitationBody,
    response: Invitation,
  },
  getRegistrationSettings: {
    method: 'GET',
    path: '/api/champs/:id/registration',
    summary: "A competition's registration settings",
    tags,
    access: Access.public,
    params: IdParams,
    response: RegistrationSettings,
  },
  updateRegistrationSettings: {
    method: 'PUT',
    path: '/api/champs/:id/registration',
    summary: 'Open or close registration, set its deadline, team limit and entry fee',
    tags,
    access: Access.permission(Permission.ChampEdit, 'params.id'),
    params: IdParams,
    body: UpdateRegistrationSettingsBody,
    response: RegistrationSettings,
  },
});
