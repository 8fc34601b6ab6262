import type { RegistrationStatus } from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import { findChampViews } from '../champs/champs.service.ts';
import { type NoticeContent, notify } from '../notifications/notifications.service.ts';
import { findUserIdsWithRoleOn } from '../permissions/permissions.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';

/**
 * The two parties of a request or invitation, as the people who hear of it (docs/adr/0014-registration-requests.md
 * "Who decides what"): a side, not a person, so a Manager hears what the owner's side sent or received.
 */
export type Side = { teamId: string } | { champId: string } | { userId: string };

/**
 * The users of one side: a team's owner and its Managers; a competition's owner, its league's owner and the
 * league's Managers; a user (a player's owner, an invitee) alone. Each once, in no order.
 */
export async function findUsersOfSide(ctx: RequestContext, side: Side): Promise<string[]> {
  if ('userId' in side) return [side.userId];
  if ('teamId' in side) {
    const [teams, managers] = await Promise.all([
      findTeamRows(ctx, [side.teamId]),
      findUserIdsWithRoleOn(ctx, [side.teamId]),
    ]);
    return unique([...teams.map((t) => t.ownerId), ...managers]);
  }
  const [champ] = await findChampViews(ctx, [side.champId]);
  if (!champ) return [];
  const managers = await findUserIdsWithRoleOn(ctx, [champ.leagueId]);
  return unique([champ.champ.ownerId, champ.leagueOwnerId, ...managers]);
}

export interface Parties {
  /** The side that sent it (may withdraw). */
  sender: string[];
  /** The side that decides it (accepts or rejects). */
  receiver: string[];
}

export async function findParties(ctx: RequestContext, sender: Side, receiver: Side): Promise<Parties> {
  const [senderUsers, receiverUsers] = await Promise.all([
    findUsersOfSide(ctx, sender),
    findUsersOfSide(ctx, receiver),
  ]);
  return { sender: senderUsers, receiver: receiverUsers };
}

/**
 * `registration.changed` for every user of both parties (and the actor, e.g. a SystemAdmin on neither side),
 * so each of them hears it live in their user room.
 */
export function recordRegistrationChanged(
  tx: RequestContext,
  change: { requestKind: 'team' | 'player' | 'invitation'; requestId: string; status: RegistrationStatus },
  parties: Parties,
): void {
  tx.events.record({
    type: 'registration.changed',
    ...change,
    userIds: unique([...parties.sender, ...parties.receiver, ...(tx.caller ? [tx.caller.id] : [])]),
  });
}

/** Leaves `notice` with each of `userIds` but the actor, who knows what they did. */
export function notifyOthers(
  tx: RequestContext,
  userIds: readonly string[],
  notice: NoticeContent,
): Promise<void> {
  const actorId = tx.caller?.id;
  return notify(
    tx,
    unique(userIds)
      .filter((userId) => userId !== actorId)
      .map((userId) => ({ ...notice, userId })),
  );
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
