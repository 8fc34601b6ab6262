import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The competition reads that pages load before they render (route loaders) and read with `useQuery` (./api.ts):
 * one definition each, so the loader fills exactly the cache entry the component asks for.
 */
const keys = queryKeys.champs;

/** How many of a competition's teams its pages show (one page: the whole field). */
export const CHAMP_TEAMS_PAGE_SIZE = 500;

export type ChampListParams = {
  sportKindId?: string | null;
  champLeagueId?: string;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
};

export const champListQuery = (params: ChampListParams) =>
  readQuery(keys.list(params), api.champs.listChamps, {
    query: {
      ...params,
      keyword: params.keyword || undefined,
      sportKindId: params.sportKindId ?? undefined,
    },
  });

export const champQuery = (id: string) => readQuery(keys.detail(id), api.champs.getChamp, { params: { id } });

export const stagesQuery = (champId: string) =>
  readQuery(keys.stages(champId), api.stages.listStages, { params: { id: champId } });

export const champTeamsQuery = (champId: string) =>
  readQuery(keys.teams(champId), api.champs.listChampTeams, {
    params: { id: champId },
    query: { pageIndex: 0, pageSize: CHAMP_TEAMS_PAGE_SIZE },
  });

export const fixturesQuery = (champId: string) =>
  readQuery(keys.fixtures(champId), api.fixtures.listChampFixtures, { params: { id: champId } });

/** `GET /champs/{id}/teams/rating`: the competition's teams by Elo rating, best first. */
export const champRatingsQuery = (champId: string) =>
  readQuery(keys.ratings(champId), api.standings.getChampTeamRatings, { params: { id: champId } });

/** `GET /stage/{id}/ties`: a knockout's ties, with the aggregate and how each was decided. */
export const stageTiesQuery = (champId: string, stageId: string) =>
  readQuery(keys.stageTies(champId, stageId), api.fixtures.listTies, { params: { id: stageId } });
