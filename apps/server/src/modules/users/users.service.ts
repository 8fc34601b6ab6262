import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type Address,
  type AddressBody,
  type ChangePasswordBody,
  type Feedback,
  type FeedbackBody,
  type Me,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneStatus,
  type PublicProfile,
  type SetPhoneBody,
  type UpdateProfileBody,
  type UserProfile,
  type UserSearchQuery,
  type UserSummaryList,
  type VerifyPhoneBody,
} from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { isAPIError } from 'better-auth/api';
import { ensureSignedIn } from '../../core/access.ts';
import { type Caller, type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Auth } from '../security/auth.ts';
import { toRole } from '../security/security.service.ts';
import {
  claimPhoneAttempt,
  countUsers as countUserRows,
  findAddress,
  findContactByEmail,
  findContactsByIds,
  findFeedbackTimes,
  findPhone,
  findUserById,
  findUsersByIds,
  insertFeedback,
  lockFeedbackSenders,
  markPhoneVerified,
  type PhoneRow,
  searchUsersByName,
  type UserRow,
  updateAllPayConnectedAccountId,
  updateUserProfile,
  upsertAddress,
  upsertPhone,
} from './users.repo.ts';

/**
 * The account pages' use-cases (spec §7 "Security service"): a user reads and changes only their own data;
 * a SystemAdmin may read anyone's (support), but changes go through the owner.
 */

/** 401 when anonymous; 403 unless the caller is the user or a SystemAdmin. */
export function ensureCanRead(ctx: RequestContext, userId: string): Caller {
  const caller = ensureSignedIn(ctx);
  if (caller.id !== userId && caller.role !== SystemRole.SystemAdmin) throw AppError.forbidden();
  return caller;
}

/** 401 when anonymous; 403 unless the caller is the user. */
export function ensureIsOwner(ctx: RequestContext, userId: string): Caller {
  const caller = ensureSignedIn(ctx);
  if (caller.id !== userId) throw AppError.forbidden();
  return caller;
}

export async function getUser(ctx: RequestContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw AppError.notFound('user.not_found', 'No user has this id.');
  return user;
}

/** The signed-in profile in the spec's shape (§3 "Auth state"). */
export async function getMe(ctx: RequestContext): Promise<Me> {
  const user = await getUser(ctx, ensureSignedIn(ctx).id);
  return {
    sub: user.id,
    role: toRole(user.role),
    email: user.email,
    name: user.name,
    allPayConnectedAccountId: user.allPayConnectedAccountId ?? null,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
  };
}

/**
 * Public profiles of several users at once (owners, authors, managers shown beside an item), in no order;
 * unknown ids are left out. For other modules: they never read the users table themselves.
 */
export async function findPublicProfiles(
  ctx: RequestContext,
  userIds: readonly string[],
): Promise<PublicProfile[]> {
  const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
  const rows = await findUsersByIds(ctx.db, ids);
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    image: u.image ?? null,
    createdAt: u.createdAt.toISOString(),
  }));
}

/** A user's contact (id, email, name) for people an owner manages access with; in no order, unknown ids left out. */
export async function findUserContacts(ctx: DbContext, userIds: readonly string[]): Promise<UserContact[]> {
  const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
  return findContactsByIds(ctx.db, ids);
}

/** The contact of the account with this email (case-insensitive), or undefined. */
export function findUserContactByEmail(ctx: DbContext, email: string): Promise<UserContact | undefined> {
  return findContactByEmail(ctx.db, email);
}

export interface UserContact {
  id: string;
  email: string;
  name: string;
}

/** Records the AllPay payout account the payments service connected for a user (`null` disconnects). */
export async function setAllPayConnectedAccountId(
  ctx: RequestContext,
  userId: string,
  accountId: string | null,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    if (!(await updateAllPayConnectedAccountId(tx.db, userId, accountId))) {
      throw AppError.notFound('user.not_found', 'No user has this id.');
    }
    tx.events.record({ type: 'user.updated', userId });
  });
}

type DbContext = Pick<RequestContext, 'db'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What anyone may see of a user: never email or phone. */
/**
 * `GET /api/user`: people found by name to invite or to give a role. Signed-in callers only (the route says so;
 * checked again here as every service does), public fields only whoever asks.
 */
export async function searchUsers(ctx: RequestContext, query: UserSearchQuery): Promise<UserSummaryList> {
  ensureSignedIn(ctx);
  const page = await searchUsersByName(
    ctx.db,
    query.keyword,
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    items: page.items.map((u) => ({ id: u.id, name: u.name, image: u.image ?? null })),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function getPublicProfile(ctx: RequestContext, userId: string): Promise<PublicProfile> {
  const user = await getUser(ctx, userId);
  return { id: user.id, name: user.name, image: user.image ?? null, createdAt: user.createdAt.toISOString() };
}

export async function getProfile(ctx: RequestContext, userId: string): Promise<UserProfile> {
  ensureCanRead(ctx, userId);
  const user = await getUser(ctx, userId);
  return toUserProfile(user, await findPhone(ctx.db, userId));
}

/** Changes the name (and picture); other pages showing the name hear `user.updated`. */
export async function updateProfile(
  ctx: RequestContext,
  userId: string,
  body: UpdateProfileBody,
): Promise<UserProfile> {
  ensureIsOwner(ctx, userId);
  return withTransaction(ctx, async (tx) => {
    const user = await updateUserProfile(tx.db, userId, {
      name: body.name,
      ...(body.image !== undefined ? { image: body.image } : {}),
    });
    if (!user) throw AppError.notFound('user.not_found', 'No user has this id.');
    tx.events.record({ type: 'user.updated', userId });
    return toUserProfile(user, await findPhone(tx.db, userId));
  });
}

export async function getAddress(ctx: RequestContext, userId: string): Promise<Address> {
  ensureCanRead(ctx, userId);
  await getUser(ctx, userId);
  const row = await findAddress(ctx.db, userId);
  return {
    line1: row?.line1 ?? null,
    line2: row?.line2 ?? null,
    city: row?.city ?? null,
    postalCode: row?.postalCode ?? null,
    country: row?.country ?? null,
  };
}

export async function updateAddress(
  ctx: RequestContext,
  userId: string,
  body: AddressBody,
): Promise<Address> {
  ensureIsOwner(ctx, userId);
  const row = await withTransaction(ctx, (tx) =>
    upsertAddress(tx.db, {
      userId,
      line1: body.line1,
      line2: body.line2 || null,
      city: body.city,
      postalCode: body.postalCode,
      country: body.country,
    }),
  );
  return {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
  };
}

export async function getPhone(ctx: RequestContext, userId: string): Promise<PhoneStatus> {
  ensureCanRead(ctx, userId);
  await getUser(ctx, userId);
  return toPhoneStatus(await findPhone(ctx.db, userId));
}

export interface PhoneDeps {
  mailer: Mailer;
  /** Keys the code hashes, so a database dump does not reveal pending codes. */
  secret: string;
}

/** Sets an unverified number and sends a fresh 6-digit code by SMS (through the outbox). */
export async function setPhone(
  ctx: RequestContext,
  deps: PhoneDeps,
  userId: string,
  body: SetPhoneBody,
): Promise<PhoneStatus> {
  ensureIsOwner(ctx, userId);
  const now = ctx.clock.now();
  const current = await findPhone(ctx.db, userId);
  // The code's expiry tells when it was sent; a resend within the minute would let anyone spam a number.
  const sentAt = current?.codeExpiresAt
    ? current.codeExpiresAt.getTime() - PHONE_CODE_TTL_MINUTES * 60_000
    : null;
  if (sentAt !== null && now.getTime() - sentAt < PHONE_CODE_RESEND_SECONDS * 1000) {
    throw new AppError(
      'rate_limited',
      'phone.code_recently_sent',
      `A code was sent less than ${PHONE_CODE_RESEND_SECONDS} seconds ago. Wait a moment before asking again.`,
    );
  }
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  // The SMS goes out after the commit: the mailer writes the outbox on its own connection.
  const row = await withTransaction(ctx, (tx) =>
    upsertPhone(tx.db, {
      userId,
      phoneNumber: body.phoneNumber,
      verified: false,
      codeHash: hashCode(deps.secret, userId, body.phoneNumber, code),
      codeExpiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
      attempts: 0,
    }),
  );
  await deps.mailer.send({
    to: body.phoneNumber,
    channel: 'sms',
    subject: 'Matchday phone verification',
    body: `Your Matchday verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
  });
  return toPhoneStatus(row);
}

/**
 * Checks the code: at most PHONE_CODE_MAX_ATTEMPTS tries within PHONE_CODE_TTL_MINUTES, then a new code is
 * needed. Each try first claims an attempt in one `UPDATE … WHERE attempts < max RETURNING` (atomic), so
 * guesses sent in parallel cannot all read the same count and pass the limit together.
 */
export async function verifyPhone(
  ctx: RequestContext,
  deps: PhoneDeps,
  userId: string,
  body: VerifyPhoneBody,
): Promise<PhoneStatus> {
  ensureIsOwner(ctx, userId);
  const phone = await findPhone(ctx.db, userId);
  if (!phone || phone.verified)
    throw AppError.invalid('phone.no_pending_code', 'There is no phone number waiting for verification.');
  const claimed = await claimPhoneAttempt(ctx.db, userId, ctx.clock.now(), PHONE_CODE_MAX_ATTEMPTS);
  const matches =
    claimed?.codeHash != null &&
    safeEqual(claimed.codeHash, hashCode(deps.secret, userId, claimed.phoneNumber, body.code));
  // The number is verified only if the code checked is still the pending one (no new code was sent since).
  const verified = matches ? await markPhoneVerified(ctx.db, userId, claimed.codeHash ?? '') : undefined;
  if (!verified) {
    throw AppError.invalid('phone.code_invalid', 'The code is wrong or has expired. Ask for a new code.', [
      { field: 'body.code', message: 'is wrong or has expired' },
    ]);
  }
  return toPhoneStatus(verified);
}

/** Feedback one user, and one address, may send per minute (issue 29, item 8): a few, on a limit of its own. */
export const FEEDBACK_MAX_PER_USER_PER_MINUTE = 3;
export const FEEDBACK_MAX_PER_CLIENT_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export async function sendFeedback(
  ctx: RequestContext,
  userId: string,
  body: FeedbackBody,
  clientAddress: string | null,
): Promise<Feedback> {
  ensureIsOwner(ctx, userId);
  const now = ctx.clock.now();
  const row = await withTransaction(ctx, async (tx) => {
    // Counted and written under the senders' locks: ten posts at once are counted one after another.
    await lockFeedbackSenders(tx.db, userId, clientAddress);
    await ensureFeedbackWithinLimit(tx, { userId }, FEEDBACK_MAX_PER_USER_PER_MINUTE, now);
    if (clientAddress) {
      await ensureFeedbackWithinLimit(tx, { clientAddress }, FEEDBACK_MAX_PER_CLIENT_PER_MINUTE, now);
    }
    return insertFeedback(tx.db, {
      userId,
      message: body.message,
      rating: body.rating ?? null,
      clientAddress,
      createdAt: now,
    });
  });
  return {
    id: row.id,
    userId: row.userId,
    message: row.message,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/** At most `max` in the last minute; the 429 says when the oldest of them leaves the window. */
async function ensureFeedbackWithinLimit(
  tx: RequestContext,
  by: { userId: string } | { clientAddress: string },
  max: number,
  now: Date,
): Promise<void> {
  const sent = await findFeedbackTimes(tx.db, by, new Date(now.getTime() - MINUTE_MS));
  if (sent.length < max) return;
  const freedAt = (sent[sent.length - max] ?? now).getTime() + MINUTE_MS;
  throw AppError.rateLimited(
    'feedback.rate_limited',
    'You sent feedback several times in the last minute. Try again in a minute.',
    (freedAt - now.getTime()) / 1000,
  );
}

function toUserProfile(user: UserRow, phone: PhoneRow | undefined): UserProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    role: toRole(user.role),
    phoneNumber: phone?.phoneNumber ?? null,
    phoneVerified: phone?.verified ?? false,
    createdAt: user.createdAt.toISOString(),
  };
}

function toPhoneStatus(row: PhoneRow | undefined): PhoneStatus {
  return { phoneNumber: row?.phoneNumber ?? null, phoneVerified: row?.verified ?? false };
}

function hashCode(secret: string, userId: string, phoneNumber: string, code: string) {
  return createHmac('sha256', secret).update(`${userId}:${phoneNumber}:${code}`).digest('hex');
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Changes the signed-in user's own password through better-auth (which checks the current one). Returns the
 * cookies better-auth sets (a fresh session when other sessions are revoked).
 */
export async function changePassword(
  ctx: RequestContext,
  auth: Auth,
  headers: Headers,
  userId: string,
  body: ChangePasswordBody,
): Promise<{ setCookies: string[] }> {
  ensureIsOwner(ctx, userId);
  try {
    const result = await auth.api.changePassword({
      headers,
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: body.revokeOtherSessions ?? false,
      },
      returnHeaders: true,
    });
    return { setCookies: result.headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      throw AppError.invalid('password.current_invalid', 'The current password is wrong.', [
        { field: 'body.currentPassword', message: 'is wrong' },
      ]);
    }
    throw error;
  }
}

/** How many accounts there are, for the site's public figures (`GET /stats`); no caller is needed. */
export function countUsers(ctx: RequestContext): Promise<number> {
  return countUserRows(ctx.db);
}
