import type { OutboxMessage, OutboxPage, PagingQuery } from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { ensureSignedIn } from '../../core/access.ts';
import type { RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import {
  findOutboxMessageRow,
  insertOutboxMessage,
  listOutboxMessages,
  type NewOutboxRow,
  type OutboxRow,
} from './outbox.repo.ts';

/**
 * Records a mail or SMS. The outbox is the record of everything sent; delivery is the mailer's concern
 * (plugins/mailer.ts, which app.ts hands this function). Mail is sent outside request transactions too
 * (better-auth's hooks), so it takes just the database of a context.
 */
export async function recordOutboxMessage(
  ctx: Pick<RequestContext, 'db'>,
  message: NewOutboxRow,
): Promise<OutboxMessage> {
  return toOutboxMessage(await insertOutboxMessage(ctx.db, message));
}

/** One recorded message, for its delivery (the mailer's SMTP job); `undefined` when there is none. */
export async function findOutboxMessage(
  ctx: Pick<RequestContext, 'db'>,
  id: string,
): Promise<OutboxMessage | undefined> {
  const row = await findOutboxMessageRow(ctx.db, id);
  return row ? toOutboxMessage(row) : undefined;
}

/** The outbox, newest first. SystemAdmin only: it holds verification codes and reset links. */
export async function listOutbox(ctx: RequestContext, paging: PagingQuery): Promise<OutboxPage> {
  if (ensureSignedIn(ctx).role !== SystemRole.SystemAdmin)
    throw AppError.forbidden('outbox.forbidden', 'Only a system administrator may read the outbox.');
  const { items, totalItems } = await listOutboxMessages(ctx.db, {
    offset: paging.pageIndex * paging.pageSize,
    limit: paging.pageSize,
  });
  return {
    items: items.map(toOutboxMessage),
    totalItems,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
  };
}

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
