// Spec §5 "Edit permission" and §6 roles, extended by item roles
// (docs/ARCHITECTURE.md "Identity and permission").

/** The system-wide roles a profile carries (spec §3 auth profile `role`). */
export const SystemRole = { SystemAdmin: 'SystemAdmin', User: 'User' } as const;
/** One of SystemRole (or any other role name a profile may carry). */
export type SystemRole = (typeof SystemRole)[keyof typeof SystemRole];

/**
 * Roles a user can be given on one item (league, competition, team, player) via `/permissions/{id}/itemrole`.
 */
export const ItemRole = { Owner: 'Owner', Manager: 'Manager' } as const;
/** One of ItemRole. */
export type ItemRole = (typeof ItemRole)[keyof typeof ItemRole];

/** The spec's auth profile: `sub, role, email, name, allPayConnectedAccountId`. */
export interface AuthProfile {
  readonly sub: string;
  readonly role: SystemRole | (string & {});
  readonly email?: string | null;
  readonly name?: string | null;
  readonly allPayConnectedAccountId?: string | null;
}

/** One role assignment on an item. */
export interface ItemRoleAssignment {
  readonly userId: string;
  readonly role: ItemRole | (string & {});
}

const EDITING_ITEM_ROLES: ReadonlySet<string> = new Set([ItemRole.Owner, ItemRole.Manager]);

/**
 * Whether `profile` may edit an item owned by `ownerId`: false without a profile; true for SystemAdmin; true when the
 * profile subject is the owner; true when the item's roles give the subject Owner or Manager. Otherwise false.
 */
export function canEdit(
  profile: AuthProfile | null | undefined,
  ownerId: string | null | undefined,
  itemRoles: readonly ItemRoleAssignment[] = [],
): boolean {
  if (!profile) return false;
  if (profile.role === SystemRole.SystemAdmin) return true;
  if (!profile.sub) return false;
  if (ownerId != null && profile.sub === ownerId) return true;
  return itemRoles.some((r) => r.userId === profile.sub && EDITING_ITEM_ROLES.has(r.role));
}
