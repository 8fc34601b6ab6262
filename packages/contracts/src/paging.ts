import { z } from 'zod';
import { Keyword } from './strings.ts';

/** Spec §9: lists start at page index 0 with 100 items a page. */
export const DEFAULT_PAGE_INDEX = 0;
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

/**
 * Query of every paged list. Values arrive as text; an odd value (`-1`, `abc`) is a 400 that names the field.
 */
export const PagingQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(DEFAULT_PAGE_INDEX),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof PagingQuery>;

/** A paged list searched by name: `keyword` matches anywhere in the name, case-insensitive. */
export const KeywordPagingQuery = PagingQuery.extend({ keyword: Keyword.optional() });
export type KeywordPagingQuery = z.infer<typeof KeywordPagingQuery>;

/** `{ items, totalItems, pageIndex, pageSize }`: the one paged list shape. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalItems: z.number().int().min(0),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  totalItems: number;
  pageIndex: number;
  pageSize: number;
}

/** Query flags arrive as text: `true`/`false` (also `1`/`0`). */
export const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Ids are UUIDs on the wire. */
export const Id = z.uuid();
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** What a DELETE answers. */
export const DeletedResult = z.object({ id: Id, deleted: z.literal(true) });
export type DeletedResult = z.infer<typeof DeletedResult>;
