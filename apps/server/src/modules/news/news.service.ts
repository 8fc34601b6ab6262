import type {
  CreateNewsBody,
  DeletedResult,
  NewsItem,
  NewsList,
  NewsListQuery,
  NewsOwner,
  NewsOwnerKind,
  NewsSummary,
  OwnerNewsQuery,
  UpdateNewsBody,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { ensureSignedIn, findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { findChampViews, getChampView } from '../champs/champs.service.ts';
import { findLeagueRows, getLeagueRow } from '../leagues/leagues.service.ts';
import { findTeamRows, getTeamRow } from '../teams/teams.service.ts';
import { findPublicProfiles } from '../users/users.service.ts';
import { toAtom, toExcerpt, toSafeHtml } from './news.html.ts';
import * as repo from './news.repo.ts';

export type { NewsRow } from './news.repo.ts';

/**
 * News (spec §3, §7 "News"). An item belongs to one league, competition or team, and whoever may edit that
 * item writes its news (the routes declare `LeagueEdit`, `ChampEdit` or `TeamEdit`; `NewsEdit` follows the
 * same chain for a delete by the item's id alone). Drafts are seen only by those editors: to anyone else a
 * draft is a 404, as if it did not exist.
 */

interface Owner {
  kind: NewsOwnerKind;
  id: string;
}

function ownerOf(row: repo.NewsRow): Owner {
  if (row.champLeagueId) return { kind: 'league', id: row.champLeagueId };
  if (row.champId) return { kind: 'champ', id: row.champId };
  return { kind: 'team', id: row.teamId! };
}

/** Owner names (and a competition's league) for a page of rows: one query per kind, one for authors. */
async function describeOwners(ctx: RequestContext, rows: repo.NewsRow[]) {
  const ids = (kind: NewsOwnerKind) => [
    ...new Set(rows.map(ownerOf).flatMap((o) => (o.kind === kind ? [o.id] : []))),
  ];
  const [leagues, champs, teams, authors] = await Promise.all([
    ids('league').length ? findLeagueRows(ctx, ids('league')) : [],
    ids('champ').length ? findChampViews(ctx, ids('champ')) : [],
    ids('team').length ? findTeamRows(ctx, ids('team')) : [],
    findPublicProfiles(ctx, [...new Set(rows.map((r) => r.authorId))]),
  ]);
  return {
    names: new Map<string, string>([
      ...leagues.map((l) => [l.id, l.name] as const),
      ...champs.map((c) => [c.champ.id, c.champ.name] as const),
      ...teams.map((t) => [t.id, t.name] as const),
    ]),
    leagueOfChamp: new Map(champs.map((c) => [c.champ.id, c.leagueId])),
    authors: new Map(authors.map((a) => [a.id, a.name])),
  };
}

async function toSummaries(ctx: RequestContext, rows: repo.NewsRow[]): Promise<NewsSummary[]> {
  if (rows.length === 0) return [];
  const [described, editable] = await Promise.all([
    describeOwners(ctx, rows),
    findGranted(
      ctx,
      Permission.NewsEdit,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const owner = ownerOf(row);
    const newsOwner: NewsOwner = { ...owner, name: described.names.get(owner.id) ?? '' };
    return {
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      image: row.image,
      status: row.status,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      owner: newsOwner,
      leagueId:
        owner.kind === 'league'
          ? owner.id
          : owner.kind === 'champ'
            ? (described.leagueOfChamp.get(owner.id) ?? null)
            : null,
      authorId: row.authorId,
      authorName: described.authors.get(row.authorId) ?? null,
      canEdit: editable.has(row.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The item or a 404 `news.not_found`; a draft is a 404 too unless the caller may edit it. */
async function getVisibleRow(ctx: RequestContext, newsId: string): Promise<repo.NewsRow> {
  const row = await repo.findNews(ctx.db, newsId);
  const visible =
    row &&
    (row.status === 'published' || (await findGranted(ctx, Permission.NewsEdit, [row.id])).has(row.id));
  if (!row || !visible) throw AppError.notFound('news.not_found', 'News item not found.');
  return row;
}

export async function getNews(ctx: RequestContext, newsId: string): Promise<NewsItem> {
  const row = await getVisibleRow(ctx, newsId);
  const [summary] = await toSummaries(ctx, [row]);
  return { ...summary!, body: row.body };
}

async function toPage(
  ctx: RequestContext,
  filter: repo.NewsFilter,
  query: { pageIndex: number; pageSize: number },
): Promise<NewsList> {
  const page = await repo.listNews(ctx.db, filter, query.pageIndex * query.pageSize, query.pageSize);
  return {
    items: await toSummaries(ctx, page.items),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** `GET /news`: published news of every owner, or of one league, competition or team. */
export function listNews(ctx: RequestContext, query: NewsListQuery): Promise<NewsList> {
  return toPage(
    ctx,
    {
      leagueId: query.leagueId,
      champId: query.champId,
      teamId: query.teamId,
      keyword: query.keyword || undefined,
    },
    query,
  );
}

const editPermission = {
  league: Permission.LeagueEdit,
  champ: Permission.ChampEdit,
  team: Permission.TeamEdit,
} as const;

/** The owner exists (404 with its kind's code otherwise). */
async function ensureOwnerExists(ctx: RequestContext, owner: Owner): Promise<void> {
  if (owner.kind === 'league') await getLeagueRow(ctx, owner.id);
  else if (owner.kind === 'champ') await getChampView(ctx, owner.id);
  else await getTeamRow(ctx, owner.id);
}

/**
 * An owner's news, latest first. `includeDrafts` adds the drafts for those who may edit the owner (its admin
 * page); anyone else asking for them gets the published ones, as everyone does.
 */
export async function listOwnerNews(
  ctx: RequestContext,
  owner: Owner,
  query: OwnerNewsQuery,
): Promise<NewsList> {
  await ensureOwnerExists(ctx, owner);
  const includeDrafts =
    query.includeDrafts === true &&
    (await findGranted(ctx, editPermission[owner.kind], [owner.id])).has(owner.id);
  const filter: repo.NewsFilter = {
    leagueId: owner.kind === 'league' ? owner.id : undefined,
    champId: owner.kind === 'champ' ? owner.id : undefined,
    teamId: owner.kind === 'team' ? owner.id : undefined,
    includeDrafts,
  };
  return toPage(ctx, filter, query);
}

/** The event that tells the cache and the rooms of the owner about a change. */
async function recordChange(tx: RequestContext, newsId: string, owner: Owner) {
  if (owner.kind === 'league') tx.events.record({ type: 'news.leagueChanged', newsId, leagueId: owner.id });
  else if (owner.kind === 'champ') {
    const view = await getChampView(tx, owner.id);
    tx.events.record({ type: 'news.champChanged', newsId, champId: owner.id, leagueId: view.leagueId });
  } else tx.events.record({ type: 'news.teamChanged', newsId, teamId: owner.id });
}

/** Writes a news item of the owner; the route has checked the owner's edit permission. */
export async function createNews(ctx: RequestContext, owner: Owner, body: CreateNewsBody): Promise<NewsItem> {
  const author = ensureSignedIn(ctx);
  const html = toSafeHtml(body.body);
  ensureHasText(html);
  const now = ctx.clock.now();
  const row = await withTransaction(ctx, async (tx) => {
    await ensureOwnerExists(tx, owner);
    const inserted = await repo.insertNews(tx.db, {
      champLeagueId: owner.kind === 'league' ? owner.id : null,
      champId: owner.kind === 'champ' ? owner.id : null,
      teamId: owner.kind === 'team' ? owner.id : null,
      title: body.title,
      body: html,
      excerpt: toExcerpt(html),
      image: body.image ?? null,
      status: body.status,
      publishedAt: body.status === 'published' ? now : null,
      authorId: author.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordChange(tx, inserted.id, owner);
    return inserted;
  });
  return getNews(ctx, row.id);
}

/** A body that sanitising left empty (only a script, say) is refused like an empty one. */
function ensureHasText(html: string) {
  if (html.length === 0) {
    throw AppError.invalid('news.body_empty', 'The body has no content once unsafe markup is removed.', [
      { field: 'body.body', message: 'Nothing is left once unsafe markup is removed' },
    ]);
  }
}

/**
 * Updates a news item of the owner named in the path; an item of another owner is a 404 `news.not_found`
 * (the route checked the caller may edit the owner in the path). Publishing for the first time sets
 * `publishedAt`; unpublishing keeps it, so republishing does not move the item to the top.
 */
export async function updateNews(
  ctx: RequestContext,
  owner: Owner,
  newsId: string,
  body: UpdateNewsBody,
): Promise<NewsItem> {
  await withTransaction(ctx, async (tx) => {
    const row = await repo.findNews(tx.db, newsId);
    const current = row && ownerOf(row);
    if (!row || current?.kind !== owner.kind || current.id !== owner.id) {
      throw AppError.notFound('news.not_found', 'News item not found.');
    }
    const now = ctx.clock.now();
    const patch: Parameters<typeof repo.updateNews>[2] = { updatedAt: now };
    if (body.title !== undefined) patch.title = body.title;
    if (body.body !== undefined) {
      const html = toSafeHtml(body.body);
      ensureHasText(html);
      patch.body = html;
      patch.excerpt = toExcerpt(html);
    }
    if (body.image !== undefined) patch.image = body.image;
    if (body.status !== undefined) {
      patch.status = body.status;
      if (body.status === 'published' && !row.publishedAt) patch.publishedAt = now;
    }
    await repo.updateNews(tx.db, newsId, patch);
    await recordChange(tx, newsId, owner);
  });
  return getNews(ctx, newsId);
}

/** The route checked `NewsEdit` (whoever may edit its owner). */
export async function deleteNews(ctx: RequestContext, newsId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const row = await repo.findNews(tx.db, newsId);
    if (!row) throw AppError.notFound('news.not_found', 'News item not found.');
    await repo.deleteNews(tx.db, newsId);
    await recordChange(tx, newsId, ownerOf(row));
  });
  return { id: newsId, deleted: true };
}

/** The most entries a feed carries: readers poll it, and keep what they have seen. */
const FEED_ENTRIES = 50;

/** `GET /champ-leagues/{id}/news.atom`: the league's published news as Atom 1.0. */
export async function getLeagueFeed(
  ctx: RequestContext,
  leagueId: string,
  site: { publicUrl: string },
): Promise<string> {
  const league = await getLeagueRow(ctx, leagueId);
  const page = await repo.listNews(ctx.db, { leagueId }, 0, FEED_ENTRIES);
  const authors = new Map(
    (await findPublicProfiles(ctx, [...new Set(page.items.map((r) => r.authorId))])).map((a) => [
      a.id,
      a.name,
    ]),
  );
  const updated = new Date(
    Math.max(league.updatedAt.getTime(), ...page.items.map((r) => r.updatedAt.getTime())),
  );
  return toAtom({
    id: league.id,
    title: `${league.name} — news`,
    selfUrl: `${site.publicUrl}/api/champ-leagues/${league.id}/news.atom`,
    siteUrl: `${site.publicUrl}/observe/league/${league.id}`,
    updated,
    author: league.name,
    entries: page.items.map((r) => ({
      id: r.id,
      title: r.title,
      url: `${site.publicUrl}/news/${r.id}`,
      updated: r.updatedAt,
      published: r.publishedAt ?? r.createdAt,
      author: authors.get(r.authorId) ?? league.name,
      summary: r.excerpt,
      html: r.body,
    })),
  });
}

/** For search: published news whose title matches, best first, with what a result shows. */
export function searchNewsTitles(
  ctx: RequestContext,
  q: string,
  limit: number,
): ReturnType<typeof repo.searchNews> {
  return repo.searchNews(ctx.db, q, limit);
}
