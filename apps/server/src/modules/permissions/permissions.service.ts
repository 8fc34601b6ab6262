import type { DeleteItemRoleBody, GrantItemRoleBody, ItemRoleEntry, ItemRoleList } from '@matchday/contracts';
import { findRoleItem, type RoleItem } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { findUserContactByEmail, findUserContacts } from '../users/users.service.ts';
import * as repo from './permissions.repo.ts';

/**
 * Item roles (spec §7 "Permissions"). Who may call each function is declared in the route table
 * (`api.permissions`: `ItemRolesView` for the list, `ItemRolesManage` — owner or SystemAdmin, a Manager
 * cannot appoint others — for changes); the routes have checked it before these run.
 */

async function getRoleItem(ctx: RequestContext, itemId: string): Promise<RoleItem> {
  const item = await findRoleItem(ctx, itemId);
  if (!item) throw AppError.notFound('item.not_found', 'No league or team has this id.');
  return item;
}

async function toEntries(
  ctx: RequestContext,
  item: RoleItem,
  rows: repo.ItemRoleRow[],
): Promise<ItemRoleEntry[]> {
  const contacts = await findUserContacts(
    ctx,
    rows.map((r) => r.userId),
  );
  const people = new Map(contacts.map((u) => [u.id, u]));
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

/** Who holds roles on the league or team. */
export async function listItemRoles(ctx: RequestContext, itemId: string): Promise<ItemRoleList> {
  const item = await getRoleItem(ctx, itemId);
  const items = await toEntries(ctx, item, await repo.findRolesOfItem(ctx.db, item.id));
  return { items, totalItems: items.length };
}

/**
 * The users holding an item role (Manager) on any of these leagues or teams, for other modules that tell an
 * item's people about it (registration notices). In no order, each once.
 */
export function findUserIdsWithRoleOn(ctx: RequestContext, itemIds: readonly string[]): Promise<string[]> {
  return repo.findUserIdsWithRoleOn(ctx.db, itemIds);
}

/** Appoints a Manager by user id or email; the owner edits the item already and is refused (409). */
export async function grantItemRole(
  ctx: RequestContext,
  itemId: string,
  body: GrantItemRoleBody,
): Promise<ItemRoleList> {
  await withTransaction(ctx, async (tx) => {
    const item = await getRoleItem(tx, itemId);
    const user = body.userId
      ? (await findUserContacts(tx, [body.userId]))[0]
      : await findUserContactByEmail(tx, body.email ?? '');
    if (!user) throw AppError.notFound('user.not_found', 'No user has this id or email.');
    if (user.id === item.ownerId) {
      throw AppError.conflict('item_role.owner', 'The owner already edits this item.');
    }
    const inserted = await repo.insertRole(tx.db, {
      itemId: item.id,
      itemType: item.type,
      userId: user.id,
      role: body.role,
    });
    // Granting a role the user holds already changes nothing, and says nothing.
    if (inserted) tx.events.record({ type: 'itemRole.changed', itemId: item.id, userId: user.id });
  });
  return listItemRoles(ctx, itemId);
}

/** Removes every role of the user on the item; 404 `item_role.not_found` when there is none. */
export async function deleteItemRole(ctx: RequestContext, body: DeleteItemRoleBody): Promise<ItemRoleList> {
  await withTransaction(ctx, async (tx) => {
    const item = await getRoleItem(tx, body.itemId);
    const removed = await repo.deleteRole(tx.db, item.id, body.userId);
    if (removed === 0) throw AppError.notFound('item_role.not_found', 'The user has no role on this item.');
    tx.events.record({ type: 'itemRole.changed', itemId: item.id, userId: body.userId });
  });
  return listItemRoles(ctx, body.itemId);
}
