import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The Requests area's own reads and writes: the caller's inbox (`/notifications`), which the hub's user room
 * refreshes (`notification.changed`; api/hub.ts). Requests and invitations are the registrations feature's
 * (`features/registrations/api.ts`): one hook per route, shared with the competition, team and player pages.
 */

/** How many rows a page of each list shows. */
export const REQUESTS_PAGE_SIZE = 20;
export function useNotifications(pageIndex: number) {
  const page = { pageIndex, pageSize: REQUESTS_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.notifications.list(page),
    queryFn: ({ signal }) => callApi(api.notifications.listNotifications, { query: page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The account menu's badge; only for a signed-in user. */
export function useUnreadNotificationCount(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: ({ signal }) => callApi(api.notifications.getUnreadNotificationCount, {}, { signal }),
    select: (data) => data.unreadCount,
  });
}

/**
 * `POST /notifications/read`: these notifications, or (no ids) all of them. Only the inbox changes, so only the
 * inbox refreshes, not every query on screen.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callApi(api.notifications.markNotificationsRead, { body: ids ? { ids } : {} }),
    meta: { refreshes: 'nothing' },
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.notifications.unreadCount, result);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}
