import { z } from 'zod';
import { Id } from './paging.ts';

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
