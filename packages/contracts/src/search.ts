import { z } from 'zod';
import { Id } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { text } from './strings.ts';

/**
 * Search (spec §7 "Other"): leagues, competitions, teams, players and published news by name (news by title),
 * accent- and case-insensitive and tolerant of typos (trigram similarity), ranked, grouped by kind, paged.
 */
export const SEARCH_KINDS = ['league', 'champ', 'team', 'player', 'news'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/** The fewest characters a query needs: one letter matches everything. */
export const SEARCH_MIN_LENGTH = 2;
/** How deep search pages: ranking merges the best matches of each kind, so it cannot page forever. */
export const SEARCH_MAX_RESULTS = 500;
export const SEARCH_DEFAULT_PAGE_SIZE = 20;

export const SearchQuery = z.object({
  q: text(200).trim().min(SEARCH_MIN_LENGTH, `Use at least ${SEARCH_MIN_LENGTH} characters`),
  kind: SearchKind.optional(),
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(SEARCH_DEFAULT_PAGE_SIZE),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchItem = z.object({
  kind: SearchKind,
  id: Id,
  /** The name (a news item's title). */
  name: z.string(),
  /** Relevance, higher first: exact and prefix matches above similar ones. */
  score: z.number(),
  sportKindId: z.string().nullable(),
  /** A logo, photo or news image (a media id). */
  image: z.string().nullable(),
  /** What it belongs to: a competition's league, a news item's league, competition or team. */
  parentId: Id.nullable(),
  parentName: z.string().nullable(),
  /** A news item's excerpt. */
  excerpt: z.string().nullable(),
  /** A news item's publication time (ISO 8601). */
  publishedAt: z.string().nullable(),
});
export type SearchItem = z.infer<typeof SearchItem>;

export const SearchResult = z.object({
  /** The page, best match first. */
  items: z.array(SearchItem),
  /** Matches of every kind asked for (of `kind` only when given), at most `SEARCH_MAX_RESULTS`. */
  totalItems: z.number().int().min(0),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** How many matches of each kind, whatever `kind` asked: for the results page's groups and filters. */
  kinds: z.object({
    league: z.number().int(),
    champ: z.number().int(),
    team: z.number().int(),
    player: z.number().int(),
    news: z.number().int(),
  }),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const searchRoutes = defineRoutes({
  search: {
    method: 'GET',
    path: '/api/search',
    summary: 'Search leagues, competitions, teams, players and news',
    description:
      'Accent- and case-insensitive, tolerant of typos. `q` needs at least 2 characters (400 naming `querystring.q`).',
    tags: ['search'],
    access: Access.public,
    query: SearchQuery,
    response: SearchResult,
  },
});
