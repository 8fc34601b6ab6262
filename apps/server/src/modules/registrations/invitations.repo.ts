import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations } from '../../db/schema/registrations.ts';

export type InvitationRow = typeof invitations.$inferSelect;
/** A row as it stands at `now`: a pending row past `expiresAt` is `expired`, whatever is stored. */
export type InvitationView = InvitationRow & { currentStatus: string };

/** The status at `now`, in SQL, so lists filter and count on what they show. */
function currentStatusAt(now: Date): SQL<string> {
  return sql<string>`case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired' else ${invitations.status} end`;
}

const columnsAt = (now: Date) => ({ ...getTableColumns(invitations), currentStatus: currentStatusAt(now) });

/** Who an invitation is for: a user (and the address they have), or an address with no account. */
export interface Invitee {
  userId: string | null;
  email: string | null;
}

/** The caller as an invitee: invitations to their id, or to their address while nobody has claimed it. */
function isInvitee(invitee: Invitee): SQL | undefined {
  return or(
    invitee.userId ? eq(invitations.inviteeUserId, invitee.userId) : undefined,
    invitee.email
      ? and(isNull(invitations.inviteeUserId), eq(invitations.inviteeEmail, invitee.email.toLowerCase()))
      : undefined,
  );
}

/** The competition (team invitations) or the team (player invitations) that invites. */
export interface InvitationTarget {
  kind: 'team' | 'player';
  targetId: string;
}

function isOfTarget(target: InvitationTarget): SQL | undefined {
  return and(
    eq(invitations.kind, target.kind),
    target.kind === 'team'
      ? eq(invitations.champId, target.targetId)
      : eq(invitations.teamId, target.targetId),
  );
}

export async function insertInvitation(db: Db, row: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [inserted] = await db.insert(invitations).values(row).returning();
  return inserted!;
}

export async function findInvitation(db: Db, id: string, now: Date): Promise<InvitationView | undefined> {
  const [row] = await db.select(columnsAt(now)).from(invitations).where(eq(invitations.id, id));
  return row;
}

/**
 * Marks the target's pending invitations to this invitee that have lapsed `expired`, so the partial unique index
 * (one pending per target and invitee) lets a new one in.
 */
export async function expireLapsed(db: Db, target: InvitationTarget, invitee: Invitee, now: Date) {
  await db
    .update(invitations)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        isOfTarget(target),
        isInvitee(invitee),
        eq(invitations.status, 'pending'),
        lte(invitations.expiresAt, now),
      ),
    );
}

export async function findPendingInvitation(
  db: Db,
  target: InvitationTarget,
  invitee: Invitee,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(isOfTarget(target), isInvitee(invitee), eq(invitations.status, 'pending')))
    .limit(1);
  return row;
}

/**
 * Makes an invitation sent to `email` the user's (they signed up with that address). Skipped when the user
 * has a pending invitation of the same target already: the unique index would refuse the second one.
 */
export async function claimInvitation(db: Db, id: string, userId: string, email: string): Promise<void> {
  await db
    .update(invitations)
    .set({ inviteeUserId: userId })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.inviteeUserId),
        eq(invitations.inviteeEmail, email.toLowerCase()),
        sql`not exists (select 1 from invitations as other
          where other.kind = invitations.kind
            and coalesce(other.champ_id, other.team_id) = coalesce(invitations.champ_id, invitations.team_id)
            and other.invitee_user_id = ${userId}
            and other.status = 'pending')`,
      ),
    );
}

/** Writes `expired` on a lapsed pending invitation; false when it was not one (decided, or not lapsed). */
export async function markExpired(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending'), lte(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * Moves a pending, unexpired invitation to `status`, with what the invitee brought; undefined when it was not
 * pending any more (someone decided first) or has lapsed meanwhile.
 */
export async function decideInvitation(
  db: Db,
  id: string,
  values: {
    status: string;
    reason: string | null;
    decidedBy: string;
    decidedAt: Date;
    teamId?: string;
    playerId?: string;
  },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'pending'),
        sql`${invitations.expiresAt} > ${values.decidedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function setRosterEntry(db: Db, id: string, rosterEntryId: string): Promise<void> {
  await db.update(invitations).set({ rosterEntryId }).where(eq(invitations.id, id));
}

export interface InvitationFilter {
  invitee: Invitee;
  /** The caller's own id: what they sent is theirs to see whatever their roles now. */
  senderId: string;
  /** Competitions the caller organises: their team invitations are the caller's side's. */
  champIds: string[];
  /** Teams the caller owns or manages: their player invitations are the caller's side's. */
  teamIds: string[];
  direction?: 'sent' | 'received' | undefined;
  status?: string | undefined;
  kind?: 'team' | 'player' | undefined;
  champId?: string | undefined;
  teamId?: string | undefined;
}

function invitationWhere(f: InvitationFilter, now: Date): SQL | undefined {
  const sent = or(
    eq(invitations.senderId, f.senderId),
    f.champIds.length > 0
      ? and(eq(invitations.kind, 'team'), inArray(invitations.champId, f.champIds))
      : undefined,
    f.teamIds.length > 0
      ? and(eq(invitations.kind, 'player'), inArray(invitations.teamId, f.teamIds))
      : undefined,
  );
  const received = isInvitee(f.invitee) ?? sql`false`;
  const side = f.direction === 'sent' ? sent : f.direction === 'received' ? received : or(sent, received);
  return and(
    side,
    f.status ? eq(currentStatusAt(now), f.status) : undefined,
    f.kind ? eq(invitations.kind, f.kind) : undefined,
    f.champId ? eq(invitations.champId, f.champId) : undefined,
    f.teamId ? eq(invitations.teamId, f.teamId) : undefined,
  );
}

export async function listInvitations(
  db: Db,
  filter: InvitationFilter,
  now: Date,
  offset: number,
  limit: number,
): Promise<{ items: InvitationView[]; totalItems: number }> {
  const where = invitationWhere(filter, now);
  const [items, [total]] = await Promise.all([
    db
      .select(columnsAt(now))
      .from(invitations)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(invitations).where(where),
  ]);
  return { items, totalItems: total?.n ?? 0 };
}
