import { z } from 'zod';
import { Id, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/**
 * A user's in-app inbox (issue 11 "Notifications"): every request, decision and invitation that concerns a user
 * leaves them a notification in the same transaction, and a mail through the outbox. Live through the hub's
 * user room (`notification.changed`). Only the user reads their own.
 */
export const NOTIFICATION_KINDS = [
  'teamRequest.received',
  'teamRequest.decided',
  'playerRequest.received',
  'playerRequest.decided',
  'invitation.received',
  'invitation.decided',
  'request.paid',
  'contact.received',
  'contact.confirmation',
  'result.corrected',
  'result.reported',
  'result.disputed',
  'result.confirmed',
  'result.unreported',
  // Issue 27: check-in opened or closed, a team dropped for not checking in, a match forfeited, a team withdrawn.
  'checkIn.opened',
  'checkIn.closed',
  'checkIn.dropped',
  'fixture.forfeited',
  'team.withdrawn',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  /** One line, e.g. "Northside FC offers Ana Silva a contract". */
  title: z.string(),
  /** More, e.g. the period or the reason of a decision. */
  body: z.string(),
  /** Where the app shows it (a path of the web app, e.g. `/admin/requests?tab=player`). */
  link: z.string().nullable(),
  /** The request or invitation it is about. */
  subjectId: Id.nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = pagedOf(Notification).extend({ unreadCount: z.number().int().min(0) });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationListQuery = PagingQuery.extend({ unread: QueryBoolean.optional() });
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const UnreadCount = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MAX_MARK_READ = 500;
/** Mark these read; no `ids`: all of the caller's. */
export const MarkNotificationsReadBody = z.object({ ids: z.array(Id).min(1).max(MAX_MARK_READ).optional() });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

const tags = ['notifications'];

export const notificationRoutes = defineRoutes({
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    tags,
    access: Access.signedIn,
    query: NotificationListQuery,
    response: NotificationList,
  },
  getUnreadNotificationCount: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: "How many of the caller's notifications are unread (the account menu's badge)",
    tags,
    access: Access.signedIn,
    response: UnreadCount,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    summary: "Mark the caller's notifications read (these, or all)",
    description: "Ids of another user's notifications are ignored.",
    tags,
    access: Access.signedIn,
    body: MarkNotificationsReadBody,
    response: UnreadCount,
  },
});
