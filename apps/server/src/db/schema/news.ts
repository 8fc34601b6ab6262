import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';
import { champLeagues } from './leagues.ts';
import { teams } from './teams.ts';

/**
 * The news module's table. A news item belongs to exactly one of a league, a competition or a team (spec §3)
 * and goes with it when it is deleted. `body` is HTML sanitised on the server before it is stored; `excerpt`
 * is its plain text start (lists, feeds, link previews, search).
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    champLeagueId: uuid().references(() => champLeagues.id, { onDelete: 'cascade' }),
    champId: uuid().references(() => champs.id, { onDelete: 'cascade' }),
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    excerpt: text().notNull(),
    image: text(),
    status: text().$type<'draft' | 'published'>().notNull(),
    /** Set when first published; lists and feeds are ordered by it. */
    publishedAt: timestamp({ withTimezone: true }),
    authorId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('news_items_one_owner', sql`num_nonnulls(${t.champLeagueId}, ${t.champId}, ${t.teamId}) = 1`),
    index('news_items_league_idx').on(t.champLeagueId, t.publishedAt),
    index('news_items_champ_idx').on(t.champId, t.publishedAt),
    index('news_items_team_idx').on(t.teamId, t.publishedAt),
    index('news_items_published_idx').on(t.status, t.publishedAt),
  ],
);
