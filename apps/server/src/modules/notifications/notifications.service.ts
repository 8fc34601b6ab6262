import type {
  DomainEvent,
  MarkNotificationsReadBody,
  Notification,
  NotificationKind,
  NotificationList,
  NotificationListQuery,
  UnreadCount,
} from '@matchday/contracts';
import { ensureSignedIn } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { findUserContacts } from '../users/users.service.ts';
import * as repo from './notifications.repo.ts';

/**
 * A user's inbox. Other modules call `notify` inside the transaction of what they tell about, so a request and
 * its notices land together or not at all; after the commit each recipient's `user:{id}` hub room hears
 * `notification.changed` and each notice is mailed through the mailer (the outbox records it, SMTP sends it
 * when configured).
 */
export interface NoticeContent {
  kind: NotificationKind;
  /** One plain sentence naming the items, e.g. "Northside FC asks to enter Spring Cup". */
  title: string;
  body?: string;
  /** A path of the web app where it can be acted on (the mail makes it absolute). */
  link?: string | null;
  /** The request or invitation it is about. */
  subjectId?: string | null;
}

/** To a user (their inbox, live, and a mail) or to an address without an account (only the mail). */
export type Notice = NoticeContent & ({ userId: string; email?: never } | { email: string; userId?: never });

/**
 * Leaves each notice in its user's inbox, in the caller's transaction, and records `notification.changed` for
 * each recipient (`notification.addressed` for addresses, which have no room). The mails follow after the
 * commit (`mailNewNotifications`), through the one mailer.
 */
export async function notify(tx: RequestContext, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  if (!tx.events.inTransaction) throw new Error('notify runs inside withTransaction (docs/adr/0008)');
  const now = tx.clock.now();
  const rows = await repo.insertNotifications(
    tx.db,
    notices.map((n) => ({
      userId: n.userId ?? null,
      email: n.email?.toLowerCase() ?? null,
      kind: n.kind,
      title: n.title,
      body: n.body ?? '',
      link: n.link ?? null,
      subjectId: n.subjectId ?? null,
      createdAt: now,
    })),
  );
  const idsOfUser = new Map<string, string[]>();
  const addressed: string[] = [];
  for (const row of rows) {
    if (row.userId) idsOfUser.set(row.userId, [...(idsOfUser.get(row.userId) ?? []), row.id]);
    else addressed.push(row.id);
  }
  for (const [userId, newIds] of idsOfUser)
    tx.events.record({ type: 'notification.changed', userId, newIds });
  if (addressed.length > 0) tx.events.record({ type: 'notification.addressed', newIds: addressed });
}

/** A mail as the mailer takes it (plugins/mailer.ts). */
export interface NotificationMail {
  to: string;
  channel: 'email';
  subject: string;
  body: string;
}

/**
 * Mails the notifications a committed batch announced, one mail each, to the recipient's address. app.ts
 * subscribes it to this instance's committed events only (not those relayed from other instances), so each is
 * mailed once. A mail that fails is the mailer's to log; the notice stays in the inbox either way.
 */
export async function mailNewNotifications(
  ctx: Pick<RequestContext, 'db'>,
  events: readonly DomainEvent[],
  send: (mail: NotificationMail) => Promise<void>,
  appUrl: string,
): Promise<void> {
  const ids = events.flatMap((e) =>
    e.type === 'notification.changed' || e.type === 'notification.addressed' ? e.newIds : [],
  );
  if (ids.length === 0) return;
  const rows = await repo.findNotifications(ctx.db, ids);
  const contacts = new Map(
    (await findUserContacts(ctx, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))])).map(
      (c) => [c.id, c],
    ),
  );
  for (const row of rows) {
    const to = row.email ?? (row.userId ? contacts.get(row.userId)?.email : undefined);
    if (to) await send({ to, channel: 'email', subject: row.title, body: mailBodyOf(row, appUrl) });
  }
}

function mailBodyOf(n: { title: string; body: string; link: string | null }, appUrl: string): string {
  const lines = [n.title];
  if (n.body) lines.push('', n.body);
  if (n.link) lines.push('', `Open it in Matchday: ${appUrl.replace(/\/+$/, '')}${n.link}`);
  return lines.join('\n');
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    subjectId: row.subjectId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /notifications`: the caller's, newest first, with the unread count. */
export async function listNotifications(
  ctx: RequestContext,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const me = ensureSignedIn(ctx);
  const [page, unreadCount] = await Promise.all([
    repo.listNotifications(ctx.db, me.id, {
      unreadOnly: query.unread ?? false,
      offset: query.pageIndex * query.pageSize,
      limit: query.pageSize,
    }),
    repo.countUnread(ctx.db, me.id),
  ]);
  return {
    items: page.items.map(toNotification),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    unreadCount,
  };
}

export async function getUnreadCount(ctx: RequestContext): Promise<UnreadCount> {
  const me = ensureSignedIn(ctx);
  return { unreadCount: await repo.countUnread(ctx.db, me.id) };
}

/** `POST /notifications/read`: these (or all) of the caller's; the other tabs of the user hear it. */
export async function markRead(ctx: RequestContext, body: MarkNotificationsReadBody): Promise<UnreadCount> {
  const me = ensureSignedIn(ctx);
  return withTransaction(ctx, async (tx) => {
    const changed = await repo.markRead(tx.db, me.id, body.ids, tx.clock.now());
    if (changed > 0) tx.events.record({ type: 'notification.changed', userId: me.id, newIds: [] });
    return { unreadCount: await repo.countUnread(tx.db, me.id) };
  });
}
