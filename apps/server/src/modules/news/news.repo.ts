import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsItems } from '../../db/schema/news.ts';
import { searchByName } from '../../db/search.ts';

export type NewsRow = typeof newsItems.$inferSelect;

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function insertNews(db: Db, row: typeof newsItems.$inferInsert): Promise<NewsRow> {
  const [inserted] = await db.insert(newsItems).values(row).returning();
  return inserted!;
}

export async function findNews(db: Db, id: string): Promise<NewsRow | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row;
}

export interface NewsFilter {
  leagueId?: string | undefined;
  champId?: string | undefined;
  teamId?: string | undefined;
  keyword?: string | undefined;
  /** Drafts too (an editor's list); otherwise published only. */
  includeDrafts?: boolean;
}

/**
 * Published news latest first; with drafts, the drafts come first (latest change first), then the published.
 */
export async function listNews(db: Db, filter: NewsFilter, offset: number, limit: number) {
  const parts: SQL[] = [];
  if (!filter.includeDrafts) parts.push(eq(newsItems.status, 'published'));
  if (filter.leagueId) parts.push(eq(newsItems.champLeagueId, filter.leagueId));
  if (filter.champId) parts.push(eq(newsItems.champId, filter.champId));
  if (filter.teamId) parts.push(eq(newsItems.teamId, filter.teamId));
  if (filter.keyword) parts.push(ilike(newsItems.title, `%${escapeLike(filter.keyword)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(newsItems)
      .where(where)
      .orderBy(
        desc(sql`${newsItems.status} = 'draft'`),
        desc(sql`coalesce(${newsItems.publishedAt}, ${newsItems.updatedAt})`),
        asc(newsItems.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(newsItems).where(where),
  ]);
  return { items, totalItems: total?.value ?? 0 };
}

export async function updateNews(db: Db, id: string, patch: Partial<typeof newsItems.$inferInsert>) {
  await db
    .update(newsItems)
    .set({ updatedAt: new Date(), ...patch })
    .where(eq(newsItems.id, id));
}

export async function deleteNews(db: Db, id: string) {
  await db.delete(newsItems).where(eq(newsItems.id, id));
}

/** Published news whose title matches the query (db/search.ts), best first. */
export function searchNews(db: Db, q: string, limit: number) {
  const columns = {
    id: newsItems.id,
    title: newsItems.title,
    image: newsItems.image,
    excerpt: newsItems.excerpt,
    publishedAt: newsItems.publishedAt,
    champLeagueId: newsItems.champLeagueId,
    champId: newsItems.champId,
    teamId: newsItems.teamId,
  };
  return searchByName(db, newsItems, newsItems.title, columns, q, limit, eq(newsItems.status, 'published'));
}
