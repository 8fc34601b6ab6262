import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { DeletedResult, Id, IdParams, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { Keyword, MediaRef, nameText, text } from './strings.ts';

/**
 * News (spec §3, §7 "News"): an item belongs to exactly one league, competition or team, and whoever may edit
 * that item may write its news. The body is rich text (HTML) that the server sanitises with an allow-list
 * before it stores it, so every read returns markup that is safe to render as is.
 */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export const NewsStatus = z.enum(NEWS_STATUSES);
export type NewsStatus = z.infer<typeof NewsStatus>;

export const NEWS_OWNER_KINDS = ['league', 'champ', 'team'] as const;
export const NewsOwnerKind = z.enum(NEWS_OWNER_KINDS);
export type NewsOwnerKind = z.infer<typeof NewsOwnerKind>;

/** The longest body accepted, in characters of HTML (before sanitising). */
export const NEWS_BODY_MAX = 100_000;
/** The plain-text start of the body that lists, feeds and link previews show. */
export const NEWS_EXCERPT_LENGTH = 200;

export const CreateNewsBody = z.object({
  title: nameText(200),
  /** HTML; tags and attributes outside the allow-list are dropped (scripts, event handlers, `javascript:`). */
  body: text(NEWS_BODY_MAX).refine((value) => value.trim().length > 0, 'Required'),
  image: MediaRef.nullish(),
  /** `published` unless told otherwise, so the outside shape `{ title, body }` publishes at once. */
  status: NewsStatus.default('published'),
});
export type CreateNewsBody = z.infer<typeof CreateNewsBody>;

export const UpdateNewsBody = z.object({
  title: nameText(200).optional(),
  body: text(NEWS_BODY_MAX)
    .refine((value) => value.trim().length > 0, 'Required')
    .optional(),
  image: MediaRef.nullish(),
  status: NewsStatus.optional(),
});
export type UpdateNewsBody = z.infer<typeof UpdateNewsBody>;

export const NewsOwner = z.object({ kind: NewsOwnerKind, id: Id, name: z.string() });
export type NewsOwner = z.infer<typeof NewsOwner>;

export const NewsItem = z.object({
  id: Id,
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  /** Plain text, the body's first ~200 characters. */
  excerpt: z.string(),
  image: z.string().nullable(),
  status: NewsStatus,
  /** When first published (ISO 8601); null for a draft never published. */
  publishedAt: z.string().nullable(),
  owner: NewsOwner,
  /** The league the item shows under: its own, or its competition's (null for a team's news). */
  leagueId: Id.nullable(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** A list row: the item without its body (the excerpt stands for it). */
export const NewsSummary = NewsItem.omit({ body: true });
export type NewsSummary = z.infer<typeof NewsSummary>;

export const NewsList = pagedOf(NewsSummary);
export type NewsList = z.infer<typeof NewsList>;

/** `GET /news`: published news, latest first; optionally of one league (with its competitions'), champ or team. */
export const NewsListQuery = PagingQuery.extend({
  leagueId: Id.optional(),
  champId: Id.optional(),
  teamId: Id.optional(),
  /** Anywhere in the title, case-insensitive. */
  keyword: Keyword.optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuery>;

/** An owner's news: published, latest first; with `includeDrafts=true` an editor also gets the drafts. */
export const OwnerNewsQuery = PagingQuery.extend({ includeDrafts: QueryBoolean.optional() });
export type OwnerNewsQuery = z.infer<typeof OwnerNewsQuery>;

const newsTags = ['news'];
const leagueNewsParams = z.object({ leagueId: Id, newsId: Id });
const champNewsParams = z.object({ champId: Id, newsId: Id });
const teamNewsParams = z.object({ teamId: Id, newsId: Id });
const ownerWrite = 'The body is sanitised: only an allow-list of tags and attributes is kept.';

/** The Atom feed of a league's news (`application/atom+xml`): registered by hand, the contract answers JSON. */
export const newsFeedPaths = { league: '/api/champ-leagues/:id/news.atom' } as const;

export const newsRoutes = defineRoutes({
  listNews: {
    method: 'GET',
    path: '/api/news',
    summary: 'Published news, latest first',
    tags: newsTags,
    access: Access.public,
    query: NewsListQuery,
    response: NewsList,
  },
  getNews: {
    method: 'GET',
    path: '/api/news/:id',
    summary: 'A news item (a draft only for those who may edit it: 404 for anyone else)',
    tags: newsTags,
    access: Access.public,
    params: IdParams,
    response: NewsItem,
  },
  deleteNews: {
    method: 'DELETE',
    path: '/api/news/:id',
    summary: 'Delete a news item',
    tags: newsTags,
    access: Access.permission(Permission.NewsEdit, 'params.id'),
    params: IdParams,
    response: DeletedResult,
  },
  listLeagueNews: {
    method: 'GET',
    path: '/api/champ-leagues/:id/news',
    summary: "A league's own news, latest first",
    tags: newsTags,
    access: Access.public,
    params: IdParams,
    query: OwnerNewsQuery,
    response: NewsList,
  },
  createLeagueNews: {
    method: 'POST',
    path: '/api/champ-leagues/:id/news',
    summary: 'Write news of a league',
    description: ownerWrite,
    tags: newsTags,
    access: Access.permission(Permission.LeagueEdit, 'params.id'),
    params: IdParams,
    body: CreateNewsBody,
    status: 201,
    response: NewsItem,
  },
  updateLeagueNews: {
    method: 'PUT',
    path: '/api/champ-leagues/:leagueId/news/:newsId',
    summary: "Update a league's news item",
    description: `${ownerWrite} A news item of another league is a 404 \`news.not_found\`.`,
    tags: newsTags,
    access: Access.permission(Permission.LeagueEdit, 'params.leagueId'),
    params: leagueNewsParams,
    body: UpdateNewsBody,
    response: NewsItem,
  },
  listChampNews: {
    method: 'GET',
    path: '/api/champs/:id/news',
    summary: "A competition's news, latest first",
    tags: newsTags,
    access: Access.public,
    params: IdParams,
    query: OwnerNewsQuery,
    response: NewsList,
  },
  createChampNews: {
    method: 'POST',
    path: '/api/champs/:id/news',
    summary: 'Write news of a competition',
    description: ownerWrite,
    tags: newsTags,
    access: Access.permission(Permission.ChampEdit, 'params.id'),
    params: IdParams,
    body: CreateNewsBody,
    status: 201,
    response: NewsItem,
  },
  updateChampNews: {
    method: 'PUT',
    path: '/api/champs/:champId/news/:newsId',
    summary: "Update a competition's news item",
    description: `${ownerWrite} A news item of another competition is a 404 \`news.not_found\`.`,
    tags: newsTags,
    access: Access.permission(Permission.ChampEdit, 'params.champId'),
    params: champNewsParams,
    body: UpdateNewsBody,
    response: NewsItem,
  },
  listTeamNews: {
    method: 'GET',
    path: '/api/teams/:id/news',
    summary: "A team's news, latest first",
    tags: newsTags,
    access: Access.public,
    params: IdParams,
    query: OwnerNewsQuery,
    response: NewsList,
  },
  createTeamNews: {
    method: 'POST',
    path: '/api/teams/:id/news',
    summary: 'Write news of a team',
    description: ownerWrite,
    tags: newsTags,
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: IdParams,
    body: CreateNewsBody,
    status: 201,
    response: NewsItem,
  },
  updateTeamNews: {
    method: 'PUT',
    path: '/api/teams/:teamId/news/:newsId',
    summary: "Update a team's news item",
    description: `${ownerWrite} A news item of another team is a 404 \`news.not_found\`.`,
    tags: newsTags,
    access: Access.permission(Permission.TeamEdit, 'params.teamId'),
    params: teamNewsParams,
    body: UpdateNewsBody,
    response: NewsItem,
  },
});
