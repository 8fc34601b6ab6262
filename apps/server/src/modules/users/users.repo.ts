import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { userAddresses, userFeedback, userPhones } from '../../db/schema/users.ts';
import { searchMatches, searchScore } from '../../db/search.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof userAddresses.$inferSelect;
export type PhoneRow = typeof userPhones.$inferSelect;
export type FeedbackRow = typeof userFeedback.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * People whose name matches `keyword` as the site search matches names (db/search.ts), best first, then by name
 * and id (a stable order to page through), and how many matched. Only the public columns are read.
 */
export async function searchUsersByName(db: Db, keyword: string, offset: number, limit: number) {
  const match = searchMatches(users.name, keyword);
  const [items, [total]] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, image: users.image })
      .from(users)
      .where(match)
      .orderBy(desc(searchScore(users.name, keyword)), asc(users.name), asc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(users).where(match),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateUserProfile(db: Db, id: string, values: { name: string; image?: string | null }) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function findAddress(db: Db, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
  return row;
}

export async function upsertAddress(db: Db, values: Omit<AddressRow, 'updatedAt'>): Promise<AddressRow> {
  const { userId, ...rest } = values;
  const [row] = await db
    .insert(userAddresses)
    .values(values)
    .onConflictDoUpdate({ target: userAddresses.userId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert of user_addresses returned no row');
  return row;
}

export async function findPhone(db: Db, userId: string): Promise<PhoneRow | undefined> {
  const [row] = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  return row;
}

export async function upsertPhone(db: Db, values: Omit<PhoneRow, 'updatedAt'>): Promise<PhoneRow> {
  const { userId, ...rest } = values;
  const [row] = await db
    .insert(userPhones)
    .values(values)
    .onConflictDoUpdate({ target: userPhones.userId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert of user_phones returned no row');
  return row;
}

/**
 * Claims one verification attempt in a single statement: counts it and answers the row only while the code
 * is pending, unexpired and under `maxAttempts`; `undefined` otherwise.
 */
export async function claimPhoneAttempt(
  db: Db,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<PhoneRow | undefined> {
  const [row] = await db
    .update(userPhones)
    .set({ attempts: sql`${userPhones.attempts} + 1` })
    .where(
      and(
        eq(userPhones.userId, userId),
        eq(userPhones.verified, false),
        isNotNull(userPhones.codeHash),
        gt(userPhones.codeExpiresAt, now),
        lt(userPhones.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Marks the number verified if `codeHash` is still the pending code; `undefined` when it is not. */
export async function markPhoneVerified(
  db: Db,
  userId: string,
  codeHash: string,
): Promise<PhoneRow | undefined> {
  const [row] = await db
    .update(userPhones)
    .set({ verified: true, codeHash: null, codeExpiresAt: null, attempts: 0 })
    .where(and(eq(userPhones.userId, userId), eq(userPhones.codeHash, codeHash)))
    .returning();
  return row;
}

/**
 * When the feedback of a user (or from an address) was sent since `since`, oldest first. The caller holds
 * `lockFeedbackSenders` for the same user and address, so two posts at once are counted one after the other.
 */
export async function findFeedbackTimes(
  db: Db,
  by: { userId: string } | { clientAddress: string },
  since: Date,
): Promise<Date[]> {
  const who =
    'userId' in by ? eq(userFeedback.userId, by.userId) : eq(userFeedback.clientAddress, by.clientAddress);
  const rows = await db
    .select({ createdAt: userFeedback.createdAt })
    .from(userFeedback)
    .where(and(who, gt(userFeedback.createdAt, since)))
    .orderBy(asc(userFeedback.createdAt));
  return rows.map((r) => r.createdAt);
}

/** Holds the user's and the address's feedback counters until the transaction ends (always in this order). */
export async function lockFeedbackSenders(db: Db, userId: string, clientAddress: string | null) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback_user:${userId}`}))`);
  if (clientAddress) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback_address:${clientAddress}`}))`);
  }
}

export async function insertFeedback(
  db: Db,
  values: {
    userId: string;
    message: string;
    rating: number | null;
    clientAddress: string | null;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(userFeedback).values(values).returning();
  if (!row) throw new Error('insert into user_feedback returned no row');
  return row;
}

export async function findUsersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, image: users.image, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findContactsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findContactByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function updateAllPayConnectedAccountId(db: Db, userId: string, accountId: string | null) {
  const [row] = await db
    .update(users)
    .set({ allPayConnectedAccountId: accountId })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row;
}

/** How many accounts there are (the site's figures). */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}
