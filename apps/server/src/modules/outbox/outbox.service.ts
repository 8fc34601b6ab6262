import type { OutboxMessage, OutboxPage, PagingQuery } from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { insertOutboxMessage, listOutboxMessages, type NewOutboxRow, type OutboxRow } from './outbox.repo.ts';

/** Records a mail or SMS. The outbox is the record of everything sent; delivery is the mailer's concern. */
export async function recordOutboxMessage(db: Db, message: NewOutboxRow): Promise<OutboxMessage> {
  return toOutboxMessage(await insertOutboxMessage(db, message));
}

/** The outbox, newest first. SystemAdmin only: it holds verification codes and reset links. */
export async function listOutbox(db: Db, caller: Caller, paging: PagingQuery): Promise<OutboxPage> {
  if (caller.role !== SystemRole.SystemAdmin)
    throw AppError.forbidden('outbox.forbidden', 'Only a system administrator may read the outbox.');
  const { items, totalItems } = await listOutboxMessages(db, {
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
