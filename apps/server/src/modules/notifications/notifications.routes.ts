import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './notifications.service.ts';

/** A user's inbox (`api.notifications`): signed-in callers, their own only; nothing cached (per user). */
export const notificationsRoutes = defineHandlers(api.notifications, {
  listNotifications: (ctx, { query }) => service.listNotifications(ctx, query),
  getUnreadNotificationCount: (ctx) => service.getUnreadCount(ctx),
  markNotificationsRead: (ctx, { body }) => service.markRead(ctx, body),
});
