import type { NewsOwnerKind } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** How many news items a page's news section shows first. */
export const NEWS_SECTION_SIZE = 5;

const listRoutes = {
  league: api.news.listLeagueNews,
  champ: api.news.listChampNews,
  team: api.news.listTeamNews,
} as const;

export interface NewsOwnerRef {
  kind: NewsOwnerKind;
  id: string;
}

export type NewsPage = {
  pageIndex: number;
  pageSize: number;
  includeDrafts?: boolean;
};

/** One news item. */
export const newsItemQuery = (id: string) =>
  readQuery(queryKeys.news.detail(id), api.news.getNews, { params: { id } });

/** An owner's news, latest first; `includeDrafts` adds the drafts for its editors (the admin section). */
export const ownerNewsQuery = (owner: NewsOwnerRef, page: NewsPage) =>
  readQuery(queryKeys.news.ofOwner(owner.kind, owner.id, page), listRoutes[owner.kind], {
    params: { id: owner.id },
    query: {
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      includeDrafts: page.includeDrafts ? 'true' : undefined,
    },
  });
