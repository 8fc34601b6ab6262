import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';

/** Any constant shared by every server instance: the key of the "first account" advisory lock. */
const FIRST_ACCOUNT_LOCK = 7_240_331_001;

/**
 * Makes `userId` a SystemAdmin when it is the installation's first account: no SystemAdmin exists yet and no
 * account was created before it. The advisory lock serialises concurrent sign-ups (across instances too), so
 * of two accounts created at the same moment exactly one — the earlier — is promoted. Returns whether it was.
 */
export async function promoteIfFirstAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`);
    const promoted = await tx
      .update(users)
      .set({ role: 'SystemAdmin' })
      .where(
        and(
          eq(users.id, userId),
          sql`not exists (select 1 from ${users} where ${users.role} = 'SystemAdmin')`,
          sql`not exists (select 1 from ${users} as earlier where (earlier.created_at, earlier.id) < (${users.createdAt}, ${users.id}))`,
        ),
      )
      .returning({ id: users.id });
    return promoted.length > 0;
  });
}

/** The stored role of an account, or `undefined` when there is none. */
export async function findUserRole(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? undefined;
}

/** Ids of every SystemAdmin account. */
export async function findSystemAdminIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'SystemAdmin'));
  return rows.map((r) => r.id);
}
