import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { Id, IdParams } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/** Roles a user can be given on one item (league, team, player). Issue 4 knows `Manager`. */
export const ItemRoleName = z.enum(['Manager']);
export type ItemRoleName = z.infer<typeof ItemRoleName>;

export const GrantItemRoleBody = z
  .object({
    userId: Id.optional(),
    email: z.email().optional(),
    role: ItemRoleName,
  })
  .refine((b) => b.userId !== undefined || b.email !== undefined, {
    message: 'Give userId or email',
    path: ['userId'],
  });
export type GrantItemRoleBody = z.infer<typeof GrantItemRoleBody>;

export const ItemRoleEntry = z.object({
  itemId: Id,
  itemType: z.enum(['league', 'team']),
  userId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: ItemRoleName,
  createdAt: z.string(),
});
export type ItemRoleEntry = z.infer<typeof ItemRoleEntry>;

export const ItemRoleList = z.object({ items: z.array(ItemRoleEntry), totalItems: z.number().int() });
export type ItemRoleList = z.infer<typeof ItemRoleList>;

export const DeleteItemRoleBody = z.object({ itemId: Id, userId: Id });
export type DeleteItemRoleBody = z.infer<typeof DeleteItemRoleBody>;

/** `POST /image` answers the media id (a bucket-relative path, see the spec's media rule). */
export const UploadedImage = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  contentType: z.literal('image/webp'),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

const tags = ['permissions'];

/** Item roles (spec §7 "Permissions"): managers of a league or a team. */
export const permissionRoutes = defineRoutes({
  listItemRoles: {
    method: 'GET',
    path: '/api/permissions/:id/itemrole',
    summary: 'Who holds roles on a league or team',
    tags,
    access: Access.permission(Permission.ItemRolesView, 'params.id'),
    params: IdParams,
    response: ItemRoleList,
  },
  grantItemRole: {
    method: 'POST',
    path: '/api/permissions/:id/itemrole',
    summary: 'Appoint a Manager of a league or team, by user id or email',
    tags,
    access: Access.permission(Permission.ItemRolesManage, 'params.id'),
    params: IdParams,
    body: GrantItemRoleBody,
    status: 201,
    response: ItemRoleList,
  },
  deleteItemRole: {
    method: 'POST',
    path: '/api/permissions/itemrole/delete',
    summary: "Remove a user's roles on a league or team",
    tags,
    access: Access.permission(Permission.ItemRolesManage, 'body.itemId'),
    body: DeleteItemRoleBody,
    response: ItemRoleList,
  },
  deleteItemRoleByDelete: {
    method: 'DELETE',
    path: '/api/permissions/itemrole/delete',
    summary: "Remove a user's roles on a league or team (DELETE form of the same call)",
    tags,
    access: Access.permission(Permission.ItemRolesManage, 'body.itemId'),
    body: DeleteItemRoleBody,
    response: ItemRoleList,
  },
});
