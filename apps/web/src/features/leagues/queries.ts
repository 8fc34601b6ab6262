import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The league reads that pages load before they render (route loaders) and read with `useQuery` (./api.ts). */
const keys = queryKeys.leagues;

export const leagueQuery = (id: string) =>
  readQuery(keys.detail(id), api.leagues.getLeague, { params: { id } });

export const leagueChampsQuery = (id: string, pageIndex: number, pageSize: number) =>
  readQuery(keys.champs(id, pageIndex, pageSize), api.champs.listLeagueChamps, {
    params: { id },
    query: { pageIndex, pageSize },
  });

export const pageConfigurationQuery = (id: string) =>
  readQuery(keys.pageConfiguration(id), api.leagues.getPageConfiguration, { params: { id } });

/** `GET /champ-leagues/{id}/teams/rating`: the league's teams by Elo rating over all its competitions. */
export const leagueRatingsQuery = (id: string) =>
  readQuery(keys.ratings(id), api.standings.getLeagueTeamRatings, { params: { id } });
