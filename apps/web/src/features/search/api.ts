import type { SearchItem, SearchKind } from '@matchday/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, type SearchParams, searchQuery } from './queries.ts';

/** `GET /search`: asked only for 2 characters or more (the server's minimum). */
export function useSearch(params: SearchParams) {
  return useQuery({
    ...searchQuery(params),
    enabled: params.q.trim().length >= SEARCH_MIN_LENGTH,
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
