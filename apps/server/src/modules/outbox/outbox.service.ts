import type { OutboxMessage, OutboxPage, PagingQuery } from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { ensureSignedIn } from '../../core/access.ts';
import type { RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import {
  claimForSmtp,
  insertOutboxMessage,
  listOutboxMessages,
  listSmtpUnsent,
  markSmtpSent,
  type NewOutboxRow,
  type OutboxRow,
  releaseSmtpClaim,
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

/**
 * SMTP's side of the outbox (plugins/mailer.ts): a mail recorded `pending` is taken by one sender at a time
 * (`claim`, a lease of `leaseMs`), marked `sent` once SMTP accepts it, or given back to wait for the next try. A
 * sender that dies mid-send leaves its claim to run out; `unsent` finds that mail again, and any whose job was
 * never queued (the process died between the outbox write and the queue): nothing recorded is lost.
 */
export function smtpOutbox(ctx: Pick<RequestContext, 'db' | 'clock'>, leaseMs = 2 * 60_000) {
  return {
    async claim(id: string): Promise<OutboxMessage | undefined> {
      const now = ctx.clock.now();
      const row = await claimForSmtp(ctx.db, id, now, new Date(now.getTime() + leaseMs));
      return row ? toOutboxMessage(row) : undefined;
    },
    sent: (id: string) => markSmtpSent(ctx.db, id, ctx.clock.now()),
    release: (id: string) => releaseSmtpClaim(ctx.db, id),
    /** Mail pending for over five minutes, or under a claim that ran out, from the last two days. */
    unsent(limit = 200): Promise<string[]> {
      const now = ctx.clock.now();
      return listSmtpUnsent(
        ctx.db,
        {
          now,
          pendingBefore: new Date(now.getTime() - 5 * 60_000),
          notBefore: new Date(now.getTime() - 2 * 24 * 60 * 60_000),
        },
        limit,
      );
    },
  };
}
export type SmtpOutbox = ReturnType<typeof smtpOutbox>;

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
