import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { type CalendarParams, calendarQuery } from './queries.ts';

/** `GET /calendar` for the page's range and filters; the last range's fixtures stay on screen while the next loads. */
export function useCalendar(params: CalendarParams) {
  return useQuery({ ...calendarQuery(params), placeholderData: keepPreviousData });
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
