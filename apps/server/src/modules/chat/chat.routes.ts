import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './chat.service.ts';

/** Chat (`api.chat`, under `/chat`; docs/adr/0018-chat.md). Moderation is checked by the service. */
export const chatRoutes = defineHandlers(
  api.chat,
  {
    getChatRoom: (ctx, { params }) => service.getRoomState(ctx, params.room),
    updateChatRoom: (ctx, { params, body }) => service.updateRoom(ctx, params.room, body.mode),
    listChatMessages: (ctx, { params, query }) => service.listMessages(ctx, params.room, query),
    postChatMessage: (ctx, { params, body }) => service.postMessage(ctx, params.room, body),
    deleteChatMessage: (ctx, { params }) => service.deleteMessage(ctx, params.id),
    markChatRead: (ctx, { params }) => service.markRead(ctx, params.room),
    listChatUnread: (ctx) => service.listUnread(ctx),
    listChatMutes: (ctx, { params }) => service.listMutes(ctx, params.room),
    muteChatUser: (ctx, { params, body }) => service.muteUser(ctx, params.room, body),
    unmuteChatUser: (ctx, { params }) => service.unmuteUser(ctx, params.room, params.userId),
  },
  {
    // A room's pages of messages, the same for every anonymous reader; its state is per caller (never cached).
    cache: { listChatMessages: ({ params }) => [cacheTag.chatRoom(params.room)] },
  },
);
