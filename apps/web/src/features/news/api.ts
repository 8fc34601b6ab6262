import type { CreateNewsBody, NewsOwnerKind, UpdateNewsBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { type NewsOwnerRef, type NewsPage, newsItemQuery, ownerNewsQuery } from './queries.ts';

/** The list and write routes of each kind of owner, so a component takes `{ kind, id }` and nothing else. */
const ownerRoutes = {
  league: {
    create: api.news.createLeagueNews,
    update: (id: string, newsId: string, body: UpdateNewsBody) =>
      callApi(api.news.updateLeagueNews, { params: { leagueId: id, newsId }, body }),
  },
  champ: {
    create: api.news.createChampNews,
    update: (id: string, newsId: string, body: UpdateNewsBody) =>
      callApi(api.news.updateChampNews, { params: { champId: id, newsId }, body }),
  },
  team: {
    create: api.news.createTeamNews,
    update: (id: string, newsId: string, body: UpdateNewsBody) =>
      callApi(api.news.updateTeamNews, { params: { teamId: id, newsId }, body }),
  },
} as const;

export type { NewsOwnerRef } from './queries.ts';

/** An owner's news, latest first; `includeDrafts` adds the drafts for its editors (the admin section). */
export function useOwnerNews(owner: NewsOwnerRef, page: NewsPage) {
  return useQuery({
    ...ownerNewsQuery(owner, page),
    enabled: owner.id !== '',
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: string) {
  return useQuery({ ...newsItemQuery(id), enabled: id !== '' });
}

// Writes: what they refresh is one rule for the whole app (app/providers.tsx), not a list per mutation.

export function useCreateNews(owner: NewsOwnerRef) {
  return useMutation({
    mutationFn: (body: CreateNewsBody) =>
      callApi(ownerRoutes[owner.kind].create, { params: { id: owner.id }, body }),
  });
}

export function useUpdateNews(owner: NewsOwnerRef) {
  return useMutation({
    mutationFn: ({ newsId, body }: { newsId: string; body: UpdateNewsBody }) =>
      ownerRoutes[owner.kind].update(owner.id, newsId, body),
  });
}

export function useDeleteNews() {
  return useMutation({ mutationFn: (id: string) => callApi(api.news.deleteNews, { params: { id } }) });
}

/** The public page of what a news item belongs to. */
export function toNewsOwnerPath(owner: { kind: NewsOwnerKind; id: string }): string {
  if (owner.kind === 'league') return `/observe/league/${owner.id}`;
  if (owner.kind === 'champ') return `/observe/competition/${owner.id}`;
  return `/observe/team/${owner.id}`;
}
