import {
  type CaptchaChallenge,
  CONTACT_MAX_PER_CLIENT_PER_HOUR,
  CONTACT_MAX_PER_EMAIL_PER_HOUR,
  type ContactBody,
  type ContactMessage,
  type ContactMessageList,
  type ContactReceipt,
  type PagingQuery,
} from '@matchday/contracts';
import type { Config } from '../../config.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { type Notice, notify } from '../notifications/notifications.service.ts';
import { findSystemAdminIds } from '../security/security.service.ts';
import { checkAltchaPayload, checkRecaptchaToken, createAltchaChallenge } from './contact.captcha.ts';
import * as repo from './contact.repo.ts';

/**
 * The contact form (spec §2 `/contact-us`, §7 "Contact"): a captcha-checked message, stored, told to every
 * SystemAdmin through the notifications (inbox and mail), confirmed to the sender by mail, and limited per
 * address and per client. docs/adr/0017-contact-and-captcha.md.
 */
export interface ContactDeps {
  captcha: Config['captcha'];
  /** Reaches Google's siteverify when reCAPTCHA is configured; tests give their own. */
  fetch: typeof fetch;
}

export interface ContactInput {
  /** The query's `recaptchaResponse`. */
  token: string;
  body: ContactBody;
  /** The client's address as the server sees it (behind a proxy: TRUST_PROXY). */
  clientAddress: string | undefined;
}

const HOUR_MS = 60 * 60_000;
/** As the route's schema names a query field (plugins/errors.ts). */
const TOKEN_FIELD = 'querystring.recaptchaResponse';

export function getChallenge(ctx: RequestContext, deps: ContactDeps): Promise<CaptchaChallenge> {
  return createAltchaChallenge(deps.captcha.hmacKey, ctx.clock.now());
}

export async function sendMessage(
  ctx: RequestContext,
  deps: ContactDeps,
  input: ContactInput,
): Promise<ContactReceipt> {
  const now = ctx.clock.now();
  // The outside check runs before the transaction: no connection is held while Google answers.
  let solution: { signature: string; expiresAt: Date } | undefined;
  if (deps.captcha.kind === 'recaptcha') {
    const passed = await checkRecaptchaToken(
      deps.fetch,
      deps.captcha.secret,
      input.token,
      input.clientAddress,
    );
    if (!passed) throw captchaInvalid();
  } else {
    const check = await checkAltchaPayload(input.token, deps.captcha.hmacKey, now);
    if (!check.ok) throw captchaInvalid();
    solution = check;
  }
  const email = input.body.email.trim().toLowerCase();
  return withTransaction(ctx, async (tx) => {
    if (solution) {
      await repo.deleteExpiredChallenges(tx.db, now);
      if (!(await repo.claimChallenge(tx.db, solution.signature, solution.expiresAt))) {
        throw AppError.invalid('captcha.replayed', 'This captcha was already used. Solve a new one.', [
          { field: TOKEN_FIELD, message: 'was already used' },
        ]);
      }
    }
    await ensureWithinLimit(tx, { email }, CONTACT_MAX_PER_EMAIL_PER_HOUR, now);
    if (input.clientAddress) {
      await ensureWithinLimit(
        tx,
        { clientAddress: input.clientAddress },
        CONTACT_MAX_PER_CLIENT_PER_HOUR,
        now,
      );
    }
    const row = await repo.insertMessage(tx.db, {
      name: input.body.name,
      email,
      subject: input.body.subject,
      message: input.body.message,
      userId: tx.caller?.id ?? null,
      clientAddress: input.clientAddress ?? null,
      createdAt: now,
    });
    const adminIds = await findSystemAdminIds(tx);
    await notify(tx, [
      ...adminIds.map((userId): Notice => ({ userId, ...noticeToAdmins(row) })),
      { email, ...confirmationNotice() },
    ]);
    return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
  });
}

/** `GET /contact-us/messages` (SystemAdmin, declared on the route): newest first. */
export async function listMessages(ctx: RequestContext, query: PagingQuery): Promise<ContactMessageList> {
  const page = await repo.listMessages(ctx.db, {
    offset: query.pageIndex * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: page.items.map(toContactMessage),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

function captchaInvalid(): AppError {
  return AppError.invalid('captcha.invalid', 'The captcha check failed or has expired. Try again.', [
    { field: TOKEN_FIELD, message: 'is wrong or has expired' },
  ]);
}

/** At most `max` messages in the last hour; the 429 says when the oldest of them leaves the window. */
async function ensureWithinLimit(
  tx: RequestContext,
  by: { email: string } | { clientAddress: string },
  max: number,
  now: Date,
): Promise<void> {
  // Under a lock per sender until the transaction ends: messages sent at once are counted one after another
  // (each sees the others that committed), not all against the same count. Every request takes the address's
  // lock before the client's, so two never wait for each other.
  await repo.lockSender(tx.db, 'email' in by ? `email:${by.email}` : `client:${by.clientAddress}`);
  const sent = await repo.findSentTimes(tx.db, by, new Date(now.getTime() - HOUR_MS));
  if (sent.length < max) return;
  const freedAt = (sent[sent.length - max] ?? now).getTime() + HOUR_MS;
  throw AppError.rateLimited(
    'contact.rate_limited',
    'Too many messages were sent from here in the last hour. Try again later.',
    (freedAt - now.getTime()) / 1000,
  );
}

function noticeToAdmins(row: repo.ContactMessageRow) {
  return {
    kind: 'contact.received' as const,
    title: `Contact form: ${row.subject}`,
    body: `From ${row.name} <${row.email}>\n\n${row.message}`,
    link: '/admin/contact-messages',
    subjectId: row.id,
  };
}

/**
 * The sender's confirmation repeats none of what they typed: anyone can enter any address, and the form must
 * not become a way to mail a stranger words of the sender's choosing.
 */
function confirmationNotice() {
  return {
    kind: 'contact.confirmation' as const,
    title: 'We received your message',
    body:
      'Thank you for contacting Matchday. An administrator will read your message and answer at this ' +
      'address.\n\nIf you did not write to us, you can ignore this mail.',
  };
}

function toContactMessage(row: repo.ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
