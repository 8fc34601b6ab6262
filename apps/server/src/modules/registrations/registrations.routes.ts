import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as invitations from './invitations.service.ts';
import * as service from './registrations.service.ts';

/**
 * Registration requests, invitations and a competition's registration settings (spec §7 "Registration"): the contract's
 * `api.registrations` table. Access is declared there; the services check which side of a request the caller
 * is on. Only the public settings read is cached (requests are per user).
 */
export const registrationsRoutes = defineHandlers(
  api.registrations,
  {
    createPlayerTeamRequest: (ctx, { body }) => service.createPlayerTeamRequest(ctx, body),
    listPlayerTeamRequests: (ctx, { query }) => service.listPlayerTeamRequests(ctx, query),
    decidePlayerTeamRequest: (ctx, { params, body }) => service.decidePlayerTeamRequest(ctx, params.id, body),
    registerTeam: (ctx, { params, body }) => service.registerTeam(ctx, params.id, body),
    listTeamRequests: (ctx, { query }) => service.listTeamRequests(ctx, query),
    decideTeamRequest: (ctx, { params, body }) => service.decideTeamRequest(ctx, params.id, body),
    markPaidRequests: (ctx, { body }) => service.markPaidRequests(ctx, body),
    createTeamRequest: (ctx, { body }) => service.createTeamRequest(ctx, body),
    registerPlayer: (ctx, { params, body }) => service.registerPlayer(ctx, params.id, body),
    inviteUser: (ctx, { body }) => invitations.inviteUser(ctx, body),
    invitePlayerUser: (ctx, { body }) => invitations.invitePlayerUser(ctx, body),
    listInvitations: (ctx, { query }) => invitations.listInvitations(ctx, query),
    getInvitation: (ctx, { params }) => invitations.getInvitation(ctx, params.id),
    decideInvitation: (ctx, { params, body }) => invitations.decideInvitation(ctx, params.id, 'team', body),
    decidePlayerInvitation: (ctx, { params, body }) =>
      invitations.decideInvitation(ctx, params.id, 'player', body),
    getRegistrationSettings: (ctx, { params }) => service.getRegistrationSettings(ctx, params.id),
    updateRegistrationSettings: (ctx, { params, body }) =>
      service.updateRegistrationSettings(ctx, params.id, body),
  },
  {
    cache: {
      // The team count changes with `champ.teamsChanged`, the settings with `registration.settingsChanged`:
      // both drop the competition's tag. "Accepting today" also depends on the date: the TTL bounds it.
      getRegistrationSettings: ({ params }) => [cacheTag.champ(params.id)],
    },
  },
);
