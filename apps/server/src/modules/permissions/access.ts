import { type AuthProfile, canEdit, type ItemRoleAssignment } from '@matchday/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteRolesOfItems as deleteItemsRoles, findRolesOfUser } from './permissions.repo.ts';

/** The signed-in user as services see it (plugins/auth.ts `Caller` fits this shape). */
export interface Actor {
  id: string;
  role: string;
  email?: string;
  name?: string;
}

/**
 * What one caller may edit, decided by the domain's `canEdit` (spec §5 + item roles). Loads the caller's item
 * roles once, so a list of 100 leagues costs one query, not 100.
 */
export interface Access {
  actor: Actor | null;
  /** `itemIds`: the item and the items it belongs to whose roles count (a champ counts its league's roles). */
  canEdit(ownerId: string, itemIds?: string[]): boolean;
  /** Owner or SystemAdmin only: item roles do not count (a Manager cannot appoint managers). */
  isOwnerOrAdmin(ownerId: string): boolean;
}

export function toProfile(actor: Actor | null): AuthProfile | null {
  return actor
    ? { sub: actor.id, role: actor.role, email: actor.email ?? null, name: actor.name ?? null }
    : null;
}

export async function loadAccess(db: Db, actor: Actor | null, itemIds?: string[]): Promise<Access> {
  const roles = actor ? await findRolesOfUser(db, actor.id, itemIds) : [];
  const profile = toProfile(actor);
  return {
    actor,
    canEdit(ownerId, ids = []) {
      const relevant: ItemRoleAssignment[] = roles
        .filter((r) => ids.includes(r.itemId))
        .map((r) => ({ userId: r.userId, role: r.role }));
      return canEdit(profile, ownerId, relevant);
    },
    isOwnerOrAdmin(ownerId) {
      return canEdit(profile, ownerId);
    },
  };
}

/** Throws 401 for an anonymous caller; returns the actor. */
export function ensureSignedIn(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthenticated();
  return actor;
}

/** Throws 401 for anonymous, 403 when the caller may not edit. */
export function ensureAllowed(access: Access, allowed: boolean): void {
  if (!access.actor) throw AppError.unauthenticated();
  if (!allowed) throw AppError.forbidden();
}

/** Ids of the items of one kind on which the user holds a role (for "my leagues" lists). */
export async function findItemIdsWithRole(
  db: Db,
  userId: string,
  itemType: 'league' | 'team',
): Promise<string[]> {
  return (await findRolesOfUser(db, userId)).filter((r) => r.itemType === itemType).map((r) => r.itemId);
}

/** Deletes every role given on these items; the owning service calls it in the item's delete transaction. */
export function deleteRolesOfItems(db: Db, itemIds: string[]) {
  return deleteItemsRoles(db, itemIds);
}
