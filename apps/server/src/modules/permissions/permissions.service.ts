import type { DeleteItemRoleBody, GrantItemRoleBody, ItemRoleEntry, ItemRoleList } from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findLeagueRowOrUndefined } from '../leagues/leagues.service.ts';
import { findTeamRowOrUndefined } from '../teams/teams.service.ts';
import { findUserContactByEmail, findUserContacts } from '../users/users.service.ts';
import { type Actor, ensureAllowed, loadAccess } from './access.ts';
import * as repo from './permissions.repo.ts';

interface Item {
  id: string;
  type: 'league' | 'team';
  ownerId: string;
}

/** Item roles apply to leagues and teams (players later): the id tells which. */
async function getItem(db: Db, itemId: string): Promise<Item> {
  const league = await findLeagueRowOrUndefined(db, itemId);
  if (league) return { id: league.id, type: 'league', ownerId: league.ownerId };
  const team = await findTeamRowOrUndefined(db, itemId);
  if (team) return { id: team.id, type: 'team', ownerId: team.ownerId };
  throw AppError.notFound('item.not_found', 'No league or team has this id.');
}

async function toEntries(db: Db, item: Item, rows: repo.ItemRoleRow[]): Promise<ItemRoleEntry[]> {
  const people = new Map(
    (
      await findUserContacts(
        db,
        rows.map((r) => r.userId),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((r) => ({
    itemId: item.id,
    itemType: item.type,
    userId: r.userId,
    email: people.get(r.userId)?.email ?? null,
    name: people.get(r.userId)?.name ?? null,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Who holds roles on the item: visible to whoever may edit it. */
export async function listItemRoles(db: Db, actor: Actor | null, itemId: string): Promise<ItemRoleList> {
  const item = await getItem(db, itemId);
  const access = await loadAccess(db, actor, [item.id]);
  ensureAllowed(access, access.canEdit(item.ownerId, [item.id]));
  const items = await toEntries(db, item, await repo.findRolesOfItem(db, item.id));
  return { items, totalItems: items.length };
}

/** The owner (or a SystemAdmin) appoints a Manager by user id or email; a Manager cannot appoint others. */
export async function grantItemRole(
  db: Db,
  actor: Actor | null,
  itemId: string,
  body: GrantItemRoleBody,
): Promise<ItemRoleList> {
  const item = await getItem(db, itemId);
  const access = await loadAccess(db, actor, [item.id]);
  ensureAllowed(access, access.isOwnerOrAdmin(item.ownerId));
  const user = body.userId
    ? (await findUserContacts(db, [body.userId]))[0]
    : await findUserContactByEmail(db, body.email ?? '');
  if (!user) {
    throw AppError.notFound('user.not_found', 'No user has this id or email.');
  }
  if (user.id === item.ownerId) {
    throw AppError.conflict('item_role.owner', 'The owner already edits this item.');
  }
  await repo.insertRole(db, { itemId: item.id, itemType: item.type, userId: user.id, role: body.role });
  return listItemRoles(db, actor, itemId);
}

/** Removes every role of the user on the item (owner or SystemAdmin). */
export async function deleteItemRole(
  db: Db,
  actor: Actor | null,
  body: DeleteItemRoleBody,
): Promise<ItemRoleList> {
  const item = await getItem(db, body.itemId);
  const access = await loadAccess(db, actor, [item.id]);
  ensureAllowed(access, access.isOwnerOrAdmin(item.ownerId));
  const removed = await repo.deleteRole(db, item.id, body.userId);
  if (removed === 0) throw AppError.notFound('item_role.not_found', 'The user has no role on this item.');
  return listItemRoles(db, actor, item.id);
}
