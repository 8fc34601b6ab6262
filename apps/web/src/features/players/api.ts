import {
  type AddChampTeamPlayerBody,
  type AddTeamPlayerBody,
  type CreatePlayerBody,
  type CreatePlayerTeamRequestBody,
  PLAYER_MATCHES_PAGE_SIZE,
  type PlayerImportResult,
  spreadsheetExportPaths,
  toRoutePath,
  type UpdatePlayerBody,
  type UpdateTeamPlayerBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { OFFER_TEAM_LIST_SIZE } from '@matchday/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { request, toApiUrl } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  ownerProfileQuery,
  playerOverallStatsQuery,
  playerQuery,
  playerStatsQuery,
  teamRosterQuery,
} from './queries.ts';

export const playerKeys = queryKeys.players;

/** `GET /player`: the admin list, newest first; the keyword searches names, `isOnlyMine` narrows to mine. */
export function usePlayerList(params: {
  keyword: string;
  isOnlyMine: boolean;
  pageIndex: number;
  pageSize: number;
}) {
  const { keyword, isOnlyMine, pageIndex, pageSize } = params;
  return useQuery({
    queryKey: playerKeys.list(params),
    queryFn: ({ signal }) =>
      callApi(
        api.players.listPlayers,
        {
          query: {
            pageIndex,
            pageSize,
            keyword: keyword || undefined,
            isOnlyMine: isOnlyMine ? 'true' : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /player?isOnlyMine=true`: the caller's own players of one sport whose name contains the keyword (the
 * roster's and the team generator's player pickers). Only their own: another user's player joins a team through
 * an offer its owner accepts, so the server refuses it here (403 `team.player_not_owned`, issue 29, item 6).
 */
export function useMyPlayers(params: {
  keyword: string;
  sportKindId: string;
  pageSize: number;
  enabled?: boolean;
}) {
  return useQuery({
    enabled: params.enabled ?? true,
    queryKey: playerKeys.list({ ...params, isOnlyMine: true }),
    queryFn: ({ signal }) =>
      callApi(
        api.players.listPlayers,
        {
          query: {
            keyword: params.keyword || undefined,
            sportKindId: params.sportKindId,
            isOnlyMine: 'true',
            pageIndex: 0,
            pageSize: params.pageSize,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function usePlayer(id: string) {
  return useQuery({ ...playerQuery(id), enabled: id !== '' });
}

/** `GET /player/{id}/stats?groupingOption=1`: per competition and team, ordered by league name. */
export function usePlayerStats(id: string) {
  return useQuery({ ...playerStatsQuery(id), enabled: id !== '' });
}

export function usePlayerOverallStats(id: string) {
  return useQuery({ ...playerOverallStatsQuery(id), enabled: id !== '' });
}

/** `GET /player/{id}/teams`: the player's roster entries, current first. */
export function usePlayerTeams(id: string) {
  return useQuery({
    queryKey: playerKeys.teams(id),
    queryFn: ({ signal }) =>
      callApi(
        api.players.listPlayerTeams,
        { params: { id }, query: { pageIndex: 0, pageSize: 100 } },
        { signal },
      ),
    enabled: id !== '',
  });
}

/** `GET /fixture/player/{playerId}/`: 20 a page (spec §9), optionally only matches of teams named like `teamName`. */
export function usePlayerMatches(playerId: string, teamName: string) {
  return useInfiniteQuery({
    queryKey: playerKeys.matches(playerId, teamName),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.playerStats.listPlayerMatches,
        {
          params: { playerId },
          query: {
            pageIndex: pageParam,
            pageSize: PLAYER_MATCHES_PAGE_SIZE,
            teamName: teamName || undefined,
          },
        },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.totalItems && last.items.length > 0 ? last.pageIndex + 1 : undefined;
    },
    enabled: playerId !== '',
  });
}

/**
 * `GET /user/{ownerId}/profile`: the name behind a player's owner link. A failure is only logged (spec §4):
 * the screen carries on without the name.
 */
export function useOwnerProfile(ownerId: string | undefined) {
  return useQuery({ ...ownerProfileQuery(ownerId ?? ''), enabled: Boolean(ownerId) });
}

/** `GET /teams/{id}/players`: a team's roster, by shirt number then name. */
export function useTeamRoster(teamId: string) {
  return useQuery({ ...teamRosterQuery(teamId), enabled: teamId !== '' });
}

/** `GET /champ-team-players?champId`: every squad of a competition. */
export function useChampSquads(champId: string) {
  return useQuery({
    queryKey: playerKeys.squads(champId),
    queryFn: ({ signal }) =>
      callApi(
        api.squads.listChampTeamPlayers,
        { query: { champId, pageIndex: 0, pageSize: 500 } },
        { signal },
      ),
  });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreatePlayer() {
  return useMutation({ mutationFn: (body: CreatePlayerBody) => callApi(api.players.createPlayer, { body }) });
}

export function useUpdatePlayer(id: string) {
  return useMutation({
    mutationFn: (body: UpdatePlayerBody) => callApi(api.players.updatePlayer, { params: { id }, body }),
  });
}

export function useDeletePlayer() {
  return useMutation({ mutationFn: (id: string) => callApi(api.players.deletePlayer, { params: { id } }) });
}

export function useAddTeamPlayer(teamId: string) {
  return useMutation({
    mutationFn: (body: AddTeamPlayerBody) =>
      callApi(api.players.addTeamPlayer, { params: { id: teamId }, body }),
  });
}

export function useUpdateTeamPlayer(teamId: string) {
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: string; body: UpdateTeamPlayerBody }) =>
      callApi(api.players.updateTeamPlayer, { params: { id: teamId, playerId }, body }),
  });
}

export function useRemoveTeamPlayer(teamId: string) {
  return useMutation({
    mutationFn: (playerId: string) =>
      callApi(api.players.removeTeamPlayer, { params: { id: teamId, playerId } }),
  });
}

export function useAddChampTeamPlayer() {
  return useMutation({
    mutationFn: (body: AddChampTeamPlayerBody) => callApi(api.squads.addChampTeamPlayer, { body }),
  });
}

export function useRemoveChampTeamPlayer() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.squads.removeChampTeamPlayer, { params: { id } }),
  });
}

/**
 * The offer dialog's team list (spec §7 "Offer dialog"): the caller's own teams of the player's sport, 64 of them,
 * newest first, whose names start with the typed keyword.
 */
export function useOfferTeams(params: { keyword: string; sportKindId: string }) {
  const query = {
    pageIndex: 0,
    pageSize: OFFER_TEAM_LIST_SIZE,
    sportKindId: params.sportKindId,
    sort: 'desc',
    keyword: params.keyword || undefined,
    isOnlyMyTeams: 'true',
  } as const;
  return useQuery({
    queryKey: queryKeys.teams.search(query),
    queryFn: ({ signal }) => callApi(api.teams.searchTeams, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /champ-registration/userplayerteamrequest` with `isSentByUser: false`: a team owner's offer (spec §3). */
export function useSendOffer() {
  return useMutation({
    mutationFn: (body: CreatePlayerTeamRequestBody) =>
      callApi(api.registrations.createPlayerTeamRequest, { body }),
  });
}

/**
 * `POST /api/teams/{id}/players/import`: a CSV file's text onto the team's roster (and, with `champId`, that
 * competition's squad); `dryRun` checks every row and saves nothing. Sent as `text/csv`, as the route reads it.
 */
export function importRosterCsv(
  teamId: string,
  csv: string,
  options: { dryRun: boolean; champId?: string | undefined },
): Promise<PlayerImportResult> {
  return request<PlayerImportResult>(toRoutePath(api.spreadsheets.importTeamPlayers.path, { id: teamId }), {
    method: 'POST',
    query: { dryRun: options.dryRun ? 'true' : undefined, champId: options.champId },
    body: new Blob([csv], { type: 'text/csv; charset=utf-8' }),
  });
}

/** The address of a team's roster file (`GET /api/teams/{id}/players/export`), for a download link. */
export function rosterExportUrl(teamId: string): string {
  return toApiUrl(toRoutePath(spreadsheetExportPaths.teamPlayers, { id: teamId }));
}
