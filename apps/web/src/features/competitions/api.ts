import {
  Champ,
  ChampList,
  ChampStats,
  ChampTeamList,
  type CreateChampBody,
  type CreateStageBody,
  DeletedResult,
  Fixture,
  FixtureList,
  type GenerateFixturesBody,
  type ScoreBody,
  Stage,
  StageList,
  StageStats,
  type UpdateChampBody,
  UserChampList,
} from '@matchday/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { leagueKeys } from '../leagues/api.ts';

export type ChampListParams = {
  sportKindId?: string | null;
  champLeagueId?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
};

/** Query keys of one competition hang under `['champs', id]`, so a score can refresh all of it at once. */
export const champKeys = queryKeys.champs;

export function useChamps(params: ChampListParams) {
  return useQuery({
    queryKey: champKeys.list(params),
    queryFn: ({ signal }) =>
      http.get('/api/champs', {
        query: {
          ...params,
          keyword: params.keyword || undefined,
          sportKindId: params.sportKindId ?? undefined,
        },
        schema: ChampList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /user/champs`: the competitions the caller owns or manages, searched by name and paged on the server. */
export function useMyChamps(params: { keyword?: string; pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: [...champKeys.all, 'mine', params],
    queryFn: ({ signal }) =>
      http.get('/api/user/champs', {
        query: { ...params, keyword: params.keyword || undefined },
        schema: UserChampList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useChamp(id: string) {
  return useQuery({
    queryKey: champKeys.detail(id),
    queryFn: ({ signal }) => http.get(`/api/champs/${id}`, { schema: Champ, signal }),
  });
}

export function useCreateChamp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChampBody) => http.post('/api/champs', body, { schema: Champ }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: champKeys.all });
      void client.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

export function useUpdateChamp(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChampBody) => http.put(`/api/champs/${id}`, body, { schema: Champ }),
    onSuccess: () => client.invalidateQueries({ queryKey: champKeys.all }),
  });
}

export function useDeleteChamp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/champs/${id}`, { schema: DeletedResult }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: champKeys.all });
      void client.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

export function useStages(champId: string) {
  return useQuery({
    queryKey: champKeys.stages(champId),
    queryFn: ({ signal }) => http.get(`/api/champs/${champId}/stage`, { schema: StageList, signal }),
  });
}

export function useCreateStage(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStageBody) => http.post(`/api/champs/${champId}/stage`, body, { schema: Stage }),
    onSuccess: () => client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
  });
}

export function useDeleteStage(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stageId: string) => http.delete(`/api/stage/${stageId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
  });
}

export function useChampTeams(champId: string) {
  return useQuery({
    queryKey: champKeys.teams(champId),
    queryFn: ({ signal }) =>
      http.get(`/api/champs/${champId}/teams`, {
        query: { pageIndex: 0, pageSize: 500 },
        schema: ChampTeamList,
        signal,
      }),
  });
}

export function useAddChampTeam(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => http.post(`/api/champs/${champId}/teams`, { teamId }),
    onSuccess: (_data, teamId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
        client.invalidateQueries({ queryKey: queryKeys.teams.detail(teamId) }),
      ]),
  });
}

export function useRemoveChampTeam(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => http.delete(`/api/champs/${champId}/teams`, { query: { teamId } }),
    onSuccess: (_data, teamId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
        client.invalidateQueries({ queryKey: queryKeys.teams.detail(teamId) }),
      ]),
  });
}

export function useFixtures(champId: string) {
  return useQuery({
    queryKey: champKeys.fixtures(champId),
    queryFn: ({ signal }) => http.get(`/api/fixture/champ/${champId}`, { schema: FixtureList, signal }),
  });
}

export function useGenerateFixtures(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateFixturesBody) =>
      http.post('/api/fixture/generate', body, { schema: FixtureList }),
    onSuccess: () => client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
  });
}

/** Saving a score refreshes the whole competition: standings, the bracket (a winner moves on), stats. */
export function useSaveScore(champId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fixtureId, score }: { fixtureId: string; score: ScoreBody }) =>
      http.put(`/api/fixture/${fixtureId}/score`, score, { schema: Fixture }),
    onSuccess: () => client.invalidateQueries({ queryKey: champKeys.detail(champId) }),
  });
}

export function useStageStats(champId: string, stageId: string | null) {
  return useQuery({
    queryKey: champKeys.stageStats(champId, stageId ?? ''),
    queryFn: ({ signal }) => http.get(`/api/stage/${stageId}/stats`, { schema: StageStats, signal }),
    enabled: stageId !== null,
  });
}

export function useChampStats(champId: string) {
  return useQuery({
    queryKey: champKeys.stats(champId),
    queryFn: ({ signal }) => http.get(`/api/champs/${champId}/stats`, { schema: ChampStats, signal }),
  });
}
