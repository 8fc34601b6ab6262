import { describe, expect, it } from 'vitest';
import { type AuthProfile, canEdit, ItemRole, SystemRole } from './permissions.ts';

const admin: AuthProfile = { sub: 'admin-1', role: SystemRole.SystemAdmin, email: 'a@x.test' };
const owner: AuthProfile = { sub: 'user-1', role: SystemRole.User };
const other: AuthProfile = { sub: 'user-2', role: SystemRole.User };

describe('canEdit (spec §5 "Edit permission")', () => {
  it.each([
    ['no profile', null, 'user-1', [], false],
    ['undefined profile', undefined, 'user-1', [], false],
    ['SystemAdmin on someone else’s item', admin, 'user-1', [], true],
    ['SystemAdmin on an item without owner', admin, null, [], true],
    ['the owner', owner, 'user-1', [], true],
    ['another user', other, 'user-1', [], false],
    ['a user when the item has no owner', owner, undefined, [], false],
    ['a Manager on the item', other, 'user-1', [{ userId: 'user-2', role: ItemRole.Manager }], true],
    ['an Owner role on the item', other, 'user-1', [{ userId: 'user-2', role: ItemRole.Owner }], true],
    [
      'a Manager role given to someone else',
      other,
      'user-1',
      [{ userId: 'user-3', role: ItemRole.Manager }],
      false,
    ],
    ['an unknown item role', other, 'user-1', [{ userId: 'user-2', role: 'Viewer' }], false],
    ['an empty subject even if owner id is empty', { sub: '', role: SystemRole.User }, '', [], false],
  ] as const)('%s → %s', (_label, profile, ownerId, roles, expected) => {
    expect(canEdit(profile, ownerId, roles)).toBe(expected);
  });

  it('exposes the role names as constants', () => {
    expect(SystemRole).toEqual({ SystemAdmin: 'SystemAdmin', User: 'User' });
    expect(ItemRole.Manager).toBe('Manager');
  });
});
