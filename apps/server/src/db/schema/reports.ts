import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';
import { fixtures } from './fixtures.ts';
import { teams } from './teams.ts';

/**
 * The reports module's tables (issue 27, item 1; docs/adr/0029-results-reported-by-teams.md): who enters a
 * competition's results, each team's report of a match, and where each match's reporting stands.
 */

/** A competition that lets its teams report (no row: the organiser enters results, as before). */
export const champReporting = pgTable('champ_reporting', {
  champId: uuid()
    .primaryKey()
    .references(() => champs.id, { onDelete: 'cascade' }),
  mode: text().$type<'organiser' | 'teams'>().notNull(),
  confirmHours: integer().notNull(),
  reportDeadlineHours: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One team's report of a match; a new report of the same team replaces it until the result is confirmed. */
export const fixtureReports = pgTable(
  'fixture_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    side: text().$type<'home' | 'away'>().notNull(),
    homeScore: integer().notNull(),
    awayScore: integer().notNull(),
    games: jsonb().$type<{ home: number; away: number }[]>().notNull(),
    /** Uploaded images' ids (`POST /api/image`). */
    evidence: jsonb().$type<string[]>().notNull(),
    comment: text().notNull().default(''),
    reportedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fixture_reports_fixture_team_uq').on(t.fixtureId, t.teamId)],
);

/**
 * Where a match's reporting stands, beside its fixture row (the fixtures module shows it as `resultStatus`):
 * `reported` since `reportedAt` (the confirmation window runs from there), `disputed`, `confirmed`; and when
 * the organiser was told nobody reported it (`flaggedAt`).
 */
export const fixtureReporting = pgTable(
  'fixture_reporting',
  {
    fixtureId: uuid()
      .primaryKey()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    state: text().$type<'reported' | 'disputed' | 'confirmed'>(),
    reportedAt: timestamp({ withTimezone: true }),
    disputedAt: timestamp({ withTimezone: true }),
    flaggedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fixture_reporting_state_idx').on(t.state, t.reportedAt)],
);
