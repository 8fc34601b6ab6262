import type { SearchKind } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The search page's read, loaded by its route loader and read by the page (./api.ts): one definition. */

export interface SearchParams {
  q: string;
  kind?: SearchKind | undefined;
  pageIndex: number;
  pageSize: number;
}

/** How many results a page of `/search` shows. */
export const SEARCH_PAGE_SIZE = 20;

/** The server asks for two characters at least: a shorter query is not asked. */
export const SEARCH_MIN_LENGTH = 2;

/** `GET /search` for `params`, the query trimmed as the server reads it. */
export const searchQuery = (params: SearchParams) => {
  const query = { ...params, q: params.q.trim() };
  return readQuery(queryKeys.search(query), api.search.search, { query });
};
