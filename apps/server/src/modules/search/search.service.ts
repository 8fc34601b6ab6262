import {
  SEARCH_KINDS,
  SEARCH_MAX_RESULTS,
  type SearchItem,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import { findChampNames, searchChampNames } from '../champs/champs.service.ts';
import { findLeagueRows, searchLeagueNames } from '../leagues/leagues.service.ts';
import { searchNewsTitles } from '../news/news.service.ts';
import { searchPlayerNames } from '../players/players.service.ts';
import { findTeamRows, searchTeamNames } from '../teams/teams.service.ts';

/**
 * Search (spec §7 "Other"): a module on top of the others. Each module matches its own table (its repo's
 * `search*`, the shared SQL in db/search.ts: trigram similarity on the folded name, so accents, case and a
 * typo or two do not matter); this one merges the kinds, ranks them on one scale, and pages.
 *
 * Paging a merge: page N needs the best (N + 1) × size of every kind, so each module is asked for that many,
 * and search pages no deeper than `SEARCH_MAX_RESULTS` (past it, narrow the query or pick a kind).
 */
const KIND_ORDER = new Map(SEARCH_KINDS.map((kind, index) => [kind, index]));

const rounded = (score: number) => Math.round(score * 1000) / 1000;

function base(kind: SearchKind, row: { id: string; name: string; score: number }): SearchItem {
  return {
    kind,
    id: row.id,
    name: row.name,
    score: rounded(row.score),
    sportKindId: null,
    image: null,
    parentId: null,
    parentName: null,
    excerpt: null,
    publishedAt: null,
  };
}

export async function search(ctx: RequestContext, query: SearchQuery): Promise<SearchResult> {
  const depth = Math.min(SEARCH_MAX_RESULTS, (query.pageIndex + 1) * query.pageSize);
  // Every kind is counted (the page's groups and filters show the counts); only the kinds asked are fetched.
  const limitOf = (kind: SearchKind) => (!query.kind || query.kind === kind ? depth : 0);
  const [leagues, champs, teams, players, news] = await Promise.all([
    searchLeagueNames(ctx, query.q, limitOf('league')),
    searchChampNames(ctx, query.q, limitOf('champ')),
    searchTeamNames(ctx, query.q, limitOf('team')),
    searchPlayerNames(ctx, query.q, limitOf('player')),
    searchNewsTitles(ctx, query.q, limitOf('news')),
  ]);
  const newsParents = await findNewsParentNames(ctx, news.items);
  const items: SearchItem[] = [
    ...leagues.items.map((r) => ({ ...base('league', r), sportKindId: r.sportKindId, image: r.logo })),
    ...champs.items.map((r) => ({
      ...base('champ', r),
      sportKindId: r.sportKindId,
      image: r.logo,
      parentId: r.champLeagueId,
      parentName: r.leagueName,
    })),
    ...teams.items.map((r) => ({ ...base('team', r), sportKindId: r.sportKindId, image: r.logo })),
    ...players.items.map((r) => ({ ...base('player', r), sportKindId: r.sportKindId, image: r.photo })),
    ...news.items.map((r) => {
      const parentId = r.champLeagueId ?? r.champId ?? r.teamId;
      return {
        ...base('news', { id: r.id, name: r.title, score: r.score }),
        image: r.image,
        parentId,
        parentName: (parentId && newsParents.get(parentId)) ?? null,
        excerpt: r.excerpt,
        publishedAt: r.publishedAt?.toISOString() ?? null,
      };
    }),
  ];
  items.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
  const kinds = {
    league: leagues.totalItems,
    champ: champs.totalItems,
    team: teams.totalItems,
    player: players.totalItems,
    news: news.totalItems,
  };
  const matched = query.kind ? kinds[query.kind] : Object.values(kinds).reduce((sum, n) => sum + n, 0);
  const start = query.pageIndex * query.pageSize;
  return {
    items: items.slice(start, Math.min(start + query.pageSize, SEARCH_MAX_RESULTS)),
    totalItems: Math.min(matched, SEARCH_MAX_RESULTS),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    kinds,
  };
}

/** The names of the leagues, competitions and teams the found news belong to (one query per kind). */
async function findNewsParentNames(
  ctx: RequestContext,
  rows: { champLeagueId: string | null; champId: string | null; teamId: string | null }[],
): Promise<Map<string, string>> {
  const ids = (key: 'champLeagueId' | 'champId' | 'teamId') => [
    ...new Set(rows.map((r) => r[key]).filter((id): id is string => id !== null)),
  ];
  const [leagueRows, champNames, teamRows] = await Promise.all([
    ids('champLeagueId').length ? findLeagueRows(ctx, ids('champLeagueId')) : [],
    findChampNames(ctx, ids('champId')),
    ids('teamId').length ? findTeamRows(ctx, ids('teamId')) : [],
  ]);
  return new Map([
    ...leagueRows.map((l) => [l.id, l.name] as const),
    ...champNames,
    ...teamRows.map((t) => [t.id, t.name] as const),
  ]);
}
