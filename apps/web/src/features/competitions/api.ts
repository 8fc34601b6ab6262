import {
  type CreateChampBody,
  type CreateStageBody,
  type GenerateFixturesBody,
  type ReportingSettings,
  type ScoreBody,
  spreadsheetExportPaths,
  type TeamImportResult,
  toRoutePath,
  type UpdateChampBody,
  type UpdateStageBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { request, toApiUrl } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  type ChampListParams,
  champListQuery,
  champQuery,
  champRatingsQuery,
  champTeamsQuery,
  fixturesQuery,
  stagesQuery,
  stageTiesQuery,
} from './queries.ts';

export type { ChampListParams } from './queries.ts';

/** Query keys of one competition hang under `['champs', id]`. */
export const champKeys = queryKeys.champs;

export function useChamps(params: ChampListParams) {
  return useQuery({ ...champListQuery(params), placeholderData: keepPreviousData });
}

/**
 * `GET /user/champs`: the competitions the caller owns or manages, searched by name and paged on the server.
 * A SystemAdmin sees every competition unless `mine` narrows the list to their own.
 */
export function useMyChamps(params: {
  keyword?: string;
  pageIndex: number;
  pageSize: number;
  mine?: boolean;
}) {
  return useQuery({
    queryKey: champKeys.mine(params),
    queryFn: ({ signal }) =>
      callApi(
        api.champs.listUserChamps,
        {
          query: {
            pageIndex: params.pageIndex,
            pageSize: params.pageSize,
            keyword: params.keyword || undefined,
            mine: params.mine ? 'true' : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useChamp(id: string) {
  return useQuery(champQuery(id));
}

/** `GET /champs/{id}/reporting`: who enters the results, and the windows (issue 27, item 1). */
export function useReporting(champId: string) {
  return useQuery({
    queryKey: queryKeys.champs.reporting(champId),
    queryFn: ({ signal }) => callApi(api.reports.getReporting, { params: { id: champId } }, { signal }),
    enabled: champId !== '',
  });
}

export function useSetReporting(champId: string) {
  return useMutation({
    mutationFn: (body: ReportingSettings) =>
      callApi(api.reports.setReporting, { params: { id: champId }, body }),
  });
}

/** `GET /champs/{id}/reporting/issues`: disputed and unreported matches (the organiser's). */
export function useReportIssues(champId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.champs.reportIssues(champId),
    queryFn: ({ signal }) => callApi(api.reports.listReportIssues, { params: { id: champId } }, { signal }),
    enabled: enabled && champId !== '',
  });
}

export function useStages(champId: string) {
  return useQuery({ ...stagesQuery(champId), enabled: champId !== '' });
}

export function useChampTeams(champId: string) {
  return useQuery(champTeamsQuery(champId));
}

export function useChampRatings(champId: string) {
  return useQuery(champRatingsQuery(champId));
}

export function useFixtures(champId: string) {
  return useQuery({ ...fixturesQuery(champId), enabled: champId !== '' });
}

export function useStageStats(champId: string, stageId: string | null) {
  return useQuery({
    queryKey: champKeys.stageStats(champId, stageId ?? ''),
    queryFn: ({ signal }) =>
      callApi(api.standings.getStageStandings, { params: { id: stageId ?? '' }, query: {} }, { signal }),
    enabled: stageId !== null,
  });
}

export function useChampStats(champId: string) {
  return useQuery({
    queryKey: champKeys.stats(champId),
    queryFn: ({ signal }) => callApi(api.standings.getChampStats, { params: { id: champId } }, { signal }),
  });
}

/** A knockout's ties; only asked for when `enabled` (two-legged or drawn knockouts). */
export function useStageTies(champId: string, stageId: string, enabled = true) {
  return useQuery({ ...stageTiesQuery(champId, stageId), enabled });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation. A
// score, for one, changes standings, the bracket (a winner moves on) and stats, which hand-kept lists missed.

export function useCreateChamp() {
  return useMutation({ mutationFn: (body: CreateChampBody) => callApi(api.champs.createChamp, { body }) });
}

export function useUpdateChamp(id: string) {
  return useMutation({
    mutationFn: (body: UpdateChampBody) => callApi(api.champs.updateChamp, { params: { id }, body }),
  });
}

export function useDeleteChamp() {
  return useMutation({ mutationFn: (id: string) => callApi(api.champs.deleteChamp, { params: { id } }) });
}

export function useCreateStage(champId: string) {
  return useMutation({
    mutationFn: (body: CreateStageBody) => callApi(api.stages.createStage, { params: { id: champId }, body }),
  });
}

/** `PUT /stage/{id}`: name and order always; legs and groups only before any result (409 `stage.has_results`). */
export function useUpdateStage(stageId: string) {
  return useMutation({
    mutationFn: (body: UpdateStageBody) => callApi(api.stages.updateStage, { params: { id: stageId }, body }),
  });
}

export function useDeleteStage() {
  return useMutation({
    mutationFn: (stageId: string) => callApi(api.stages.deleteStage, { params: { id: stageId } }),
  });
}

export function useAddChampTeam(champId: string) {
  return useMutation({
    mutationFn: (teamId: string) =>
      callApi(api.champs.addChampTeam, { params: { id: champId }, body: { teamId } }),
  });
}

export function useRemoveChampTeam(champId: string) {
  return useMutation({
    mutationFn: (teamId: string) =>
      callApi(api.champs.removeChampTeam, { params: { id: champId }, query: { teamId } }),
  });
}

export function useGenerateFixtures() {
  return useMutation({
    mutationFn: (body: GenerateFixturesBody) => callApi(api.fixtures.generateFixtures, { body }),
  });
}

/** `PUT /fixture/{id}/score`; `resetDownstream` after the organiser confirmed the 409 `fixture.downstream_played`. */
export function useSaveScore() {
  return useMutation({
    mutationFn: ({
      fixtureId,
      score,
      resetDownstream,
    }: {
      fixtureId: string;
      score: ScoreBody;
      resetDownstream?: boolean;
    }) =>
      callApi(api.matchSheets.setScore, {
        params: { id: fixtureId },
        query: resetDownstream ? { reset: 'downstream' } : {},
        body: score,
      }),
  });
}

/**
 * `POST /api/champs/{id}/teams/import`: teams from a CSV file's text (name, shortName), created as the caller's
 * and entered in the competition; `dryRun` checks every row and saves nothing.
 */
export function importChampTeamsCsv(
  champId: string,
  csv: string,
  dryRun: boolean,
): Promise<TeamImportResult> {
  return request<TeamImportResult>(toRoutePath(api.spreadsheets.importChampTeams.path, { id: champId }), {
    method: 'POST',
    query: { dryRun: dryRun ? 'true' : undefined },
    body: new Blob([csv], { type: 'text/csv; charset=utf-8' }),
  });
}

/** The addresses of a competition's files (its teams, its fixtures and results), for download links. */
export function champExportUrl(champId: string, file: 'champTeams' | 'champFixtures'): string {
  return toApiUrl(toRoutePath(spreadsheetExportPaths[file], { id: champId }));
}

/** `POST /stage/{id}/next-round`: a Swiss stage's next round. */
export function useNextRound() {
  return useMutation({
    mutationFn: (stageId: string) => callApi(api.fixtures.nextRound, { params: { id: stageId } }),
  });
}

/** `POST /stage/{id}/draw`: a knockout round drawn by the organiser. */
export function useDrawRound() {
  return useMutation({
    mutationFn: ({ stageId, pairings }: { stageId: string; pairings: [string, string][] }) =>
      callApi(api.fixtures.drawRound, { params: { id: stageId }, body: { pairings } }),
  });
}
