import { type AnyColumn, and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './types.ts';

/**
 * The SQL of name search (GET /api/search), shared by the repos that take part so they all match and score
 * alike (migration 0016_search: pg_trgm, unaccent and the IMMUTABLE `matchday_unaccent` the GIN indexes use).
 * A name and the query are compared in one folded form: accents removed, lower case.
 */
function folded(value: AnyColumn | string): SQL {
  return sql`lower(public.matchday_unaccent(${value}))`;
}

/** The folded query as a LIKE pattern's inner part: `%`, `_` and `\` match themselves. */
function likeTerm(q: string): SQL {
  return sql`replace(replace(replace(${folded(q)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/**
 * Whether a name matches the query: similar as a whole (`%`, trigram similarity ≥ 0.3), similar to a part of it
 * (`<%`, word similarity ≥ 0.6: "Ronaldp" finds "Cristiano Ronaldo"), or containing it. All three use the
 * column's trigram index.
 */
export function searchMatches(column: AnyColumn, q: string): SQL {
  const name = folded(column);
  const term = folded(q);
  return sql`(${name} % ${term} OR ${term} <% ${name} OR ${name} LIKE '%' || ${likeTerm(q)} || '%')`;
}

/**
 * A match's relevance: an exact name first (3 +), then names that start with the query (2 +), then a word that
 * starts with it or any containing it (1 +), each ordered by trigram similarity (0–1) within.
 */
export function searchScore(column: AnyColumn, q: string): SQL<number> {
  const name = folded(column);
  const term = folded(q);
  const pattern = likeTerm(q);
  return sql<number>`(CASE
      WHEN ${name} = ${term} THEN 3
      WHEN ${name} LIKE ${pattern} || '%' THEN 2
      WHEN ${name} LIKE '% ' || ${pattern} || '%' OR ${name} LIKE '%' || ${pattern} || '%' THEN 1
      ELSE 0
    END + greatest(similarity(${name}, ${term}), word_similarity(${term}, ${name})))::float8`.mapWith(Number);
}

/** What each module's search answers: its best matches (at most the limit asked) and how many matched. */
export interface SearchMatches<T> {
  items: (T & { score: number })[];
  totalItems: number;
}

/**
 * One table's rows whose `name` matches the query, best first (then by name), at most `limit`, and how many
 * matched: what each module's repo answers search with, over its own table only.
 */
export async function searchByName<T extends Record<string, PgColumn>>(
  db: Db,
  table: PgTable,
  name: AnyColumn,
  columns: T,
  q: string,
  limit: number,
  where?: SQL,
): Promise<
  SearchMatches<{ [K in keyof T]: T[K]['_']['data'] | (T[K]['_']['notNull'] extends true ? never : null) }>
> {
  const match = and(where, searchMatches(name, q));
  const score = searchScore(name, q);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...columns, score })
      .from(table)
      .where(match)
      .orderBy(desc(score), asc(name))
      .limit(limit),
    db.select({ value: count() }).from(table).where(match),
  ]);
  // Drizzle cannot follow a generic selection's types; the selection is `columns` plus `score`.
  return { items: items as never, totalItems: total?.value ?? 0 };
}
