import { CHAT_PAGE_SIZE_DEFAULT, type ChatRoomMode, type ChatRoomState } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useChatConnection } from './ChatProvider.tsx';

/**
 * Chat's reads and writes (`/chat/...`, the runtime config's chat API base). Writes refresh only what they
 * change (`refreshes: 'nothing'` opts out of app/providers.tsx's refresh-everything rule): a message sent must
 * not refetch the match page it sits on.
 */

/** `GET /chat/rooms/{room}`: open or closed, may write, may moderate, unread, for the caller. */
export function useChatRoomState(room: string) {
  return useQuery({
    queryKey: queryKeys.chat.room(room),
    queryFn: ({ signal }) => callApi(api.chat.getChatRoom, { params: { room } }, { signal }),
  });
}

/**
 * `GET /chat/rooms/{room}/messages`, newest page first, older pages with `before` = the previous page's
 * `nextBefore`. Live messages are written into it (chat-client.ts); it refetches when a panel mounts.
 */
export function useChatMessages(room: string, pageSize = CHAT_PAGE_SIZE_DEFAULT) {
  return useInfiniteQuery({
    queryKey: queryKeys.chat.messages(room),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api.chat.listChatMessages,
        { params: { room }, query: { before: pageParam, pageSize } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore && page.nextBefore ? page.nextBefore : undefined),
    staleTime: 0,
  });
}

export function usePostChatMessage(room: string) {
  const { client } = useChatConnection();
  return useMutation({
    mutationFn: (text: string) => callApi(api.chat.postChatMessage, { params: { room }, body: { text } }),
    meta: { refreshes: 'nothing' },
    // The socket brings the same message to everyone, this tab too: merging is by id, so it shows once.
    onSuccess: (message) => client.addMessage(message),
  });
}

export function useDeleteChatMessage(room: string) {
  const { client } = useChatConnection();
  return useMutation({
    mutationFn: (id: string) => callApi(api.chat.deleteChatMessage, { params: { id } }),
    meta: { refreshes: 'nothing' },
    onSuccess: (deleted) => client.removeMessage(room, deleted.id),
  });
}

export function useUpdateChatRoom(room: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: ChatRoomMode) =>
      callApi(api.chat.updateChatRoom, { params: { room }, body: { mode } }),
    meta: { refreshes: 'nothing' },
    onSuccess: (state) => queryClient.setQueryData(queryKeys.chat.room(room), state),
  });
}

/** `GET /chat/rooms/{room}/mutes` (moderators). */
export function useChatMutes(room: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.chat.mutes(room),
    queryFn: ({ signal }) => callApi(api.chat.listChatMutes, { params: { room } }, { signal }),
    enabled,
  });
}

/** Mutes a user; `minutes` null: until a moderator lifts it. */
export function useMuteChatUser(room: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; minutes: number | null }) =>
      callApi(api.chat.muteChatUser, { params: { room }, body }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.mutes(room) }),
  });
}

export function useUnmuteChatUser(room: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(api.chat.unmuteChatUser, { params: { room, userId } }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.mutes(room) }),
  });
}

/** `POST /chat/rooms/{room}/read`: the room's unread count drops to 0 here and in the unread list. */
export function useMarkChatRead(room: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.chat.markChatRead, { params: { room } }),
    meta: { refreshes: 'nothing' },
    onSuccess: () => {
      queryClient.setQueryData<ChatRoomState>(queryKeys.chat.room(room), (state) =>
        state ? { ...state, unread: 0 } : state,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat.unread });
    },
  });
}

/** `GET /chat/unread`: the caller's rooms with what is new in them; only for a signed-in user. */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.chat.unread,
    queryFn: ({ signal }) => callApi(api.chat.listChatUnread, {}, { signal }),
    enabled,
  });
}
