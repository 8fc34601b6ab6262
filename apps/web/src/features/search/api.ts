import type { SearchItem, SearchKind } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export interface SearchParams {
  q: string;
  kind?: SearchKind | undefined;
  pageIndex: number;
  pageSize: number;
}

/** `GET /search`: asked only for 2 characters or more (the server's minimum). */
export function useSearch(params: SearchParams) {
  const q = params.q.trim();
  return useQuery({
    queryKey: queryKeys.search({ ...params, q }),
    queryFn: ({ signal }) => callApi(api.search.search, { query: { ...params, q } }, { signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The public page of a result. */
export function toSearchItemPath(item: { kind: SearchKind; id: string }): string {
  switch (item.kind) {
    case 'league':
      return `/observe/league/${item.id}`;
    case 'champ':
      return `/observe/competition/${item.id}`;
    case 'team':
      return `/observe/team/${item.id}`;
    case 'player':
      return `/observe/player/${item.id}`;
    case 'news':
      return `/news/${item.id}`;
  }
}

/** Results in groups of their kind, each group where its best (first) item ranks. */
export function groupByKind(items: SearchItem[]): [SearchKind, SearchItem[]][] {
  const groups = new Map<SearchKind, SearchItem[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  return [...groups];
}
