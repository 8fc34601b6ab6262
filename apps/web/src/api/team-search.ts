import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { queryKeys } from './query-keys.ts';

// The team picker's query, below the features: the team list (features/teams), a competition's "Add teams"
// (competitions) and registrations' "Register your team" and "Ask to join" dialogs all search teams, and the team
// pages sit above competitions and registrations (they show a team's competitions and its player requests).

/** `GET /teams/search`: names starting with the keyword; `isOnlyMyTeams` narrows to the caller's teams. */
export function useTeamSearch(params: {
  keyword?: string;
  sportKindId?: string;
  isOnlyMyTeams?: boolean;
  pageIndex: number;
  pageSize: number;
}) {
  return useQuery({
    queryKey: queryKeys.teams.search(params),
    queryFn: ({ signal }) =>
      callApi(
        api.teams.searchTeams,
        {
          query: {
            ...params,
            keyword: params.keyword || undefined,
            isOnlyMyTeams:
              params.isOnlyMyTeams === undefined
                ? undefined
                : (String(params.isOnlyMyTeams) as 'true' | 'false'),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
