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
  type VerifyPhoneBody,
} from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Caller, toRole } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Auth } from '../security/auth.ts';
import {
  findAddress,
  findContactByEmail,
  findContactsByIds,
  findPhone,
  findUserById,
  findUsersByIds,
  insertFeedback,
  type PhoneRow,
  type UserRow,
  updateAllPayConnectedAccountId,
  updatePhone,
  updateUserProfile,
  upsertAddress,
  upsertPhone,
} from './users.repo.ts';

/**
 * The account pages' use-cases (spec §7 "Security service"): a user reads and changes only their own data;
 * a SystemAdmin may read anyone's (support), but changes go through the owner.
 */

/** 403 unless the caller is the user or a SystemAdmin. */
export function ensureCanRead(caller: Caller, userId: string) {
  if (caller.id !== userId && caller.role !== SystemRole.SystemAdmin) throw AppError.forbidden();
}

/** 403 unless the caller is the user. */
export function ensureIsOwner(caller: Caller, userId: string) {
  if (caller.id !== userId) throw AppError.forbidden();
}

export async function getUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound('user.not_found', 'No user has this id.');
  return user;
}

/** The signed-in profile in the spec's shape (§3 "Auth state"). */
export async function getMe(db: Db, caller: Caller): Promise<Me> {
  const user = await getUser(db, caller.id);
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
export async function findPublicProfiles(db: Db, userIds: readonly string[]): Promise<PublicProfile[]> {
  const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
  const rows = await findUsersByIds(db, ids);
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    image: u.image ?? null,
    createdAt: u.createdAt.toISOString(),
  }));
}

/** A user's contact (id, email, name) for people an owner manages access with; in no order, unknown ids left out. */
export async function findUserContacts(db: Db, userIds: readonly string[]): Promise<UserContact[]> {
  const ids = [...new Set(userIds)].filter((id) => UUID.test(id));
  return findContactsByIds(db, ids);
}

/** The contact of the account with this email (case-insensitive), or undefined. */
export function findUserContactByEmail(db: Db, email: string): Promise<UserContact | undefined> {
  return findContactByEmail(db, email);
}

export interface UserContact {
  id: string;
  email: string;
  name: string;
}

/** Records the AllPay payout account the payments service connected for a user (`null` disconnects). */
export async function setAllPayConnectedAccountId(
  db: Db,
  userId: string,
  accountId: string | null,
): Promise<void> {
  if (!(await updateAllPayConnectedAccountId(db, userId, accountId))) {
    throw AppError.notFound('user.not_found', 'No user has this id.');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What anyone may see of a user: never email or phone. */
export async function getPublicProfile(db: Db, userId: string): Promise<PublicProfile> {
  const user = await getUser(db, userId);
  return { id: user.id, name: user.name, image: user.image ?? null, createdAt: user.createdAt.toISOString() };
}

export async function getProfile(db: Db, caller: Caller, userId: string): Promise<UserProfile> {
  ensureCanRead(caller, userId);
  const user = await getUser(db, userId);
  return toUserProfile(user, await findPhone(db, userId));
}

export async function updateProfile(db: Db, caller: Caller, userId: string, body: UpdateProfileBody) {
  ensureIsOwner(caller, userId);
  const user = await updateUserProfile(db, userId, {
    name: body.name,
    ...(body.image !== undefined ? { image: body.image } : {}),
  });
  if (!user) throw AppError.notFound('user.not_found', 'No user has this id.');
  return toUserProfile(user, await findPhone(db, userId));
}

export async function getAddress(db: Db, caller: Caller, userId: string): Promise<Address> {
  ensureCanRead(caller, userId);
  await getUser(db, userId);
  const row = await findAddress(db, userId);
  return {
    line1: row?.line1 ?? null,
    line2: row?.line2 ?? null,
    city: row?.city ?? null,
    postalCode: row?.postalCode ?? null,
    country: row?.country ?? null,
  };
}

export async function updateAddress(
  db: Db,
  caller: Caller,
  userId: string,
  body: AddressBody,
): Promise<Address> {
  ensureIsOwner(caller, userId);
  const row = await upsertAddress(db, {
    userId,
    line1: body.line1,
    line2: body.line2 || null,
    city: body.city,
    postalCode: body.postalCode,
    country: body.country,
  });
  return {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
  };
}

export async function getPhone(db: Db, caller: Caller, userId: string): Promise<PhoneStatus> {
  ensureCanRead(caller, userId);
  await getUser(db, userId);
  return toPhoneStatus(await findPhone(db, userId));
}

export interface PhoneDeps {
  db: Db;
  mailer: Mailer;
  /** Keys the code hashes, so a database dump does not reveal pending codes. */
  secret: string;
  now?: Date;
}

/** Sets an unverified number and sends a fresh 6-digit code by SMS (through the outbox). */
export async function setPhone(deps: PhoneDeps, caller: Caller, userId: string, body: SetPhoneBody) {
  ensureIsOwner(caller, userId);
  const now = deps.now ?? new Date();
  const current = await findPhone(deps.db, userId);
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
  const row = await upsertPhone(deps.db, {
    userId,
    phoneNumber: body.phoneNumber,
    verified: false,
    codeHash: hashCode(deps.secret, userId, body.phoneNumber, code),
    codeExpiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
    attempts: 0,
  });
  await deps.mailer.send({
    to: body.phoneNumber,
    channel: 'sms',
    subject: 'Matchday phone verification',
    body: `Your Matchday verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`,
  });
  return toPhoneStatus(row);
}

/** Checks the code: at most PHONE_CODE_MAX_ATTEMPTS tries within PHONE_CODE_TTL_MINUTES, then a new code is needed. */
export async function verifyPhone(deps: PhoneDeps, caller: Caller, userId: string, body: VerifyPhoneBody) {
  ensureIsOwner(caller, userId);
  const now = deps.now ?? new Date();
  const phone = await findPhone(deps.db, userId);
  if (!phone || phone.verified)
    throw AppError.invalid('phone.no_pending_code', 'There is no phone number waiting for verification.');
  const usable =
    phone.codeHash !== null &&
    phone.codeExpiresAt !== null &&
    phone.codeExpiresAt > now &&
    phone.attempts < PHONE_CODE_MAX_ATTEMPTS;
  const matches =
    usable && safeEqual(phone.codeHash ?? '', hashCode(deps.secret, userId, phone.phoneNumber, body.code));
  if (!matches) {
    if (usable) await updatePhone(deps.db, userId, { attempts: phone.attempts + 1 });
    throw AppError.invalid('phone.code_invalid', 'The code is wrong or has expired. Ask for a new code.', [
      { field: 'body.code', message: 'is wrong or has expired' },
    ]);
  }
  const row = await updatePhone(deps.db, userId, {
    verified: true,
    codeHash: null,
    codeExpiresAt: null,
    attempts: 0,
  });
  return toPhoneStatus(row);
}

export async function sendFeedback(
  db: Db,
  caller: Caller,
  userId: string,
  body: FeedbackBody,
): Promise<Feedback> {
  ensureIsOwner(caller, userId);
  const row = await insertFeedback(db, { userId, message: body.message, rating: body.rating ?? null });
  return {
    id: row.id,
    userId: row.userId,
    message: row.message,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
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
  auth: Auth,
  headers: Headers,
  caller: Caller,
  userId: string,
  body: ChangePasswordBody,
): Promise<{ setCookies: string[] }> {
  ensureIsOwner(caller, userId);
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
