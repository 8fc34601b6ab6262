import type {
  DecideInvitationBody,
  DecideRequestBody,
  InvitationKind,
  InvitationListQuery,
  InvitePlayerUserBody,
  InviteUserBody,
  MarkPaidRequestsBody,
  PlayerTeamRequestListQuery,
  RegisterPlayerBody,
  RegistrationSettings,
  TeamRequestListQuery,
  UpdateRegistrationSettingsBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { registrationKeys, registrationSettingsQuery } from './queries.ts';

/**
 * Every read and write of the contract's registration routes (`api.registrations`), for this feature and the
 * Requests area (`features/requests`) alike: one hook per route, so both share one cache entry per list.
 * Reads hang under `['registrations']` (per user: the lists hold the caller's own requests), so the hub's
 * `registration.changed` and any write refresh them all.
 */
const keys = registrationKeys;

/** The list queries as sent: `paid` travels as the strings 'true' / 'false'. */
type TeamRequestFilters = Omit<TeamRequestListQuery, 'paid'> & { paid?: boolean | undefined };

/** `GET /champs/{id}/registration`: open or not, deadline, team limit, entry fee, whether requests are taken today. */
export function useRegistrationSettings(champId: string) {
  return useQuery({ ...registrationSettingsQuery(champId), enabled: champId !== '' });
}

/**
 * `onSaved` is the mutation's own callback, not `mutate`'s: saving refetches the settings and the tab remounts
 * the form under their new key, and a callback given to `mutate` dies with the old form.
 */
export function useUpdateRegistrationSettings(
  champId: string,
  onSaved?: (saved: RegistrationSettings) => void,
) {
  return useMutation({
    mutationFn: (body: UpdateRegistrationSettingsBody) =>
      callApi(api.registrations.updateRegistrationSettings, { params: { id: champId }, body }),
    onSuccess: onSaved,
  });
}

/** `GET /champ-registration/userteamrequests`: the caller's team requests (an organiser's: received). */
export function useTeamRequests(filters: TeamRequestFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.teamRequests(filters),
    queryFn: ({ signal }) =>
      callApi(
        api.registrations.listTeamRequests,
        {
          query: {
            ...filters,
            paid: filters.paid === undefined ? undefined : filters.paid ? 'true' : 'false',
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** `GET /champ-registration/userplayerteamrequests`: only the caller's own player requests, sent and received. */
export function usePlayerRequests(filters: PlayerTeamRequestListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.playerRequests(filters),
    queryFn: ({ signal }) =>
      callApi(api.registrations.listPlayerTeamRequests, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** `GET /champ-registration/invitations`: the caller's invitations, sent and received. */
export function useInvitations(filters: InvitationListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.invitations(filters),
    queryFn: ({ signal }) => callApi(api.registrations.listInvitations, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** `GET /champ-registration/invitation/{id}`: the one the sign-up mail's link names, wherever it is in the list. */
export function useInvitation(id: string | undefined) {
  return useQuery({
    enabled: id !== undefined,
    queryKey: keys.invitation(id ?? ''),
    queryFn: ({ signal }) => callApi(api.registrations.getInvitation, { params: { id: id! } }, { signal }),
    retry: false,
  });
}

/** How many of the caller's teams or players an invitation's acceptance lists to choose from. */
export const CHOICE_LIST_SIZE = 100;

/** The caller's own teams of a sport (`GET /teams/search?isOnlyMyTeams=true`): what accepting a team invitation offers. */
export function useMyTeams(sportKindId: string, enabled: boolean) {
  const query = {
    pageIndex: 0,
    pageSize: CHOICE_LIST_SIZE,
    sportKindId,
    sort: 'desc',
    isOnlyMyTeams: 'true',
  } as const;
  return useQuery({
    enabled,
    queryKey: queryKeys.teams.search(query),
    queryFn: ({ signal }) => callApi(api.teams.searchTeams, { query }, { signal }),
  });
}

/** The caller's own players of a sport (`GET /player?isOnlyMine=true`): what accepting a player invitation offers. */
export function useMyPlayers(sportKindId: string, enabled: boolean) {
  const query = { pageIndex: 0, pageSize: CHOICE_LIST_SIZE, sportKindId, isOnlyMine: 'true' } as const;
  return useQuery({
    enabled,
    queryKey: queryKeys.players.list(query),
    queryFn: ({ signal }) => callApi(api.players.listPlayers, { query }, { signal }),
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useRegisterTeam(champId: string) {
  return useMutation({
    mutationFn: (teamId: string) =>
      callApi(api.registrations.registerTeam, { params: { id: champId }, body: { teamId } }),
  });
}

export function useDecideTeamRequest() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideRequestBody }) =>
      callApi(api.registrations.decideTeamRequest, { params: { id }, body }),
  });
}

export function useMarkPaidRequests() {
  return useMutation({
    mutationFn: (body: MarkPaidRequestsBody) => callApi(api.registrations.markPaidRequests, { body }),
  });
}

export function useDecidePlayerRequest() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideRequestBody }) =>
      callApi(api.registrations.decidePlayerTeamRequest, { params: { id }, body }),
  });
}

/** `POST /teams/{id}/register-player`: the player's owner asks the team to take the player. */
export function useRegisterPlayer() {
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: RegisterPlayerBody }) =>
      callApi(api.registrations.registerPlayer, { params: { id: teamId }, body }),
  });
}

export function useInviteUser() {
  return useMutation({
    mutationFn: (body: InviteUserBody) => callApi(api.registrations.inviteUser, { body }),
  });
}

export function useInvitePlayerUser() {
  return useMutation({
    mutationFn: (body: InvitePlayerUserBody) => callApi(api.registrations.invitePlayerUser, { body }),
  });
}

/** Team invitations and player invitations are decided on two routes; the kind says which. */
export function useDecideInvitation() {
  return useMutation({
    mutationFn: ({ id, kind, body }: { id: string; kind: InvitationKind; body: DecideInvitationBody }) =>
      callApi(
        kind === 'team' ? api.registrations.decideInvitation : api.registrations.decidePlayerInvitation,
        { params: { id }, body },
      ),
  });
}
