import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** What the calendar page asks for: the range as ISO date-times, and the filters in the URL. */
export interface CalendarParams {
  from: string;
  to: string;
  sportKindId?: string | undefined;
  leagueId?: string | undefined;
  champId?: string | undefined;
  teamId?: string | undefined;
  favorites?: boolean | undefined;
}

/** `GET /calendar`: dated fixtures in the range, soonest first (at most 1000; `truncated` when more). */
export function useCalendar(params: CalendarParams) {
  return useQuery({
    queryKey: queryKeys.fixtures.calendar({ ...params }),
    queryFn: ({ signal }) =>
      callApi(
        api.calendar.getCalendar,
        {
          query: {
            from: params.from,
            to: params.to,
            sportKindId: params.sportKindId || undefined,
            leagueId: params.leagueId || undefined,
            champId: params.champId || undefined,
            teamId: params.teamId || undefined,
            favorites: params.favorites ? 'true' : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /calendar/token`: the signed-in user's private favourites feed; made on the first ask. */
export function useCalendarToken(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.calendarToken,
    queryFn: ({ signal }) => callApi(api.calendar.getCalendarToken, {}, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /calendar/token`: a new address; the old one stops working. */
export function useRotateCalendarToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.calendar.rotateCalendarToken, {}),
    onSuccess: (link) => client.setQueryData(queryKeys.calendarToken, link),
  });
}
