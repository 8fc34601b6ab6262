import type { FixtureBracket } from '@matchday/domain';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { champs, champTeams } from './champs.ts';
import { stageGroups, stages } from './stages.ts';
import { teams } from './teams.ts';
import { referees, venues } from './venues.ts';

/**
 * The fixtures module's table. A match. Knockout fixtures of later rounds exist from the start with empty sides; `nextFixtureId` +
 * `nextSide` say where the winner goes ("winner goes to"), so scoring a fixture fills the next one.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    id: uuid().primaryKey().defaultRandom(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    stageId: uuid()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    groupId: uuid().references(() => stageGroups.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    slot: integer().notNull().default(0),
    leg: integer().notNull().default(1),
    homeTeamId: uuid().references(() => teams.id, { onDelete: 'restrict' }),
    awayTeamId: uuid().references(() => teams.id, { onDelete: 'restrict' }),
    homeScore: integer(),
    awayScore: integer(),
    homePenalties: integer(),
    awayPenalties: integer(),
    status: text()
      .$type<'scheduled' | 'live' | 'halftime' | 'finished' | 'postponed' | 'cancelled'>()
      .notNull()
      .default('scheduled'),
    /** The period being played (1 = first half / quarter / set…), while live or at a break. */
    period: integer(),
    /** When the current period kicked off: the match clock runs from here. */
    periodStartedAt: timestamp({ withTimezone: true }),
    /** Per-period scores (quarters, sets, halves), when the organiser gives them. */
    periodScores: jsonb().$type<{ home: number; away: number }[]>(),
    startsAt: timestamp({ withTimezone: true }),
    isBye: boolean().notNull().default(false),
    nextFixtureId: uuid().references((): AnyPgColumn => fixtures.id, { onDelete: 'set null' }),
    nextSide: text().$type<'home' | 'away'>(),
    /** A semi-final's loser goes to the third-place match. */
    loserNextFixtureId: uuid().references((): AnyPgColumn => fixtures.id, { onDelete: 'set null' }),
    loserNextSide: text().$type<'home' | 'away'>(),
    /**
     * Where it is played. RESTRICT stays as a guard: deleting a venue first takes it off its fixtures in the
     * same transaction (the venues service, through `releaseVenue`; issue 29, item 5).
     */
    venueId: uuid().references(() => venues.id, { onDelete: 'restrict' }),
    /**
     * How many times the kick-off or the venue has changed: the iCalendar feeds' SEQUENCE (RFC 5545 §3.8.7.4),
     * so a subscribed calendar replaces its copy of a moved fixture.
     */
    scheduleSequence: integer().notNull().default(0),
    /** Double elimination: `winners`, `losers` or `grandFinal`. */
    bracket: text().$type<FixtureBracket>(),
    /** Games of the fixture: a best-of series above 1, whose score is the games won. */
    bestOf: integer().notNull().default(1),
    /** The games of a series as entered. */
    games: jsonb().$type<{ home: number; away: number }[]>(),
    /** The score includes extra time. */
    extraTime: boolean().notNull().default(false),
    /** Who an empty side waits for ("Winner Group A"), while it is empty. */
    homeLabel: text(),
    awayLabel: text(),
    /** The side that forfeited (issue 27): the score is the walkover score. */
    forfeit: text().$type<'home' | 'away'>(),
    /** Struck out of the standings: a team of the fixture withdrew and its results were expunged. */
    expunged: boolean().notNull().default(false),
    /** Why the result is what it is when it was not played out ("Withdrawn: …", "Did not check in"). */
    resultNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fixtures_champ_idx').on(t.champId),
    index('fixtures_stage_idx').on(t.stageId, t.round, t.slot),
    index('fixtures_home_idx').on(t.homeTeamId),
    index('fixtures_away_idx').on(t.awayTeamId),
    index('fixtures_starts_idx').on(t.startsAt),
    index('fixtures_venue_idx').on(t.venueId),
    // A side is a team entered in the competition: the entry cannot be withdrawn while the team has fixtures
    // there (the champs service answers 409 `champ.team_has_fixtures`). NO ACTION, not RESTRICT, so deleting a
    // competition, which cascades to both tables in one statement, is checked only at the statement's end.
    foreignKey({
      name: 'fixtures_home_entry_fk',
      columns: [t.champId, t.homeTeamId],
      foreignColumns: [champTeams.champId, champTeams.teamId],
    }),
    foreignKey({
      name: 'fixtures_away_entry_fk',
      columns: [t.champId, t.awayTeamId],
      foreignColumns: [champTeams.champId, champTeams.teamId],
    }),
  ],
);

/**
 * A fixture's officials: the main referee, assistants, the fourth official. One role per referee and fixture.
 * The referee is RESTRICT as a guard: deleting a referee first takes them off their fixtures in the same
 * transaction (the venues service, through `releaseReferee`; issue 29, item 5).
 */
export const fixtureReferees = pgTable(
  'fixture_referees',
  {
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    refereeId: uuid()
      .notNull()
      .references(() => referees.id, { onDelete: 'restrict' }),
    role: text().$type<'main' | 'assistant' | 'fourth'>().notNull(),
    /** Order among the fixture's officials (main 0, assistants 1 and 2, fourth 3). */
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fixtureId, t.refereeId] }),
    index('fixture_referees_referee_idx').on(t.refereeId),
  ],
);

/** A result as the audit trail keeps it: what `PUT /fixture/{id}/score` stored (null: no result). */
export interface StoredResult {
  homeScore: number;
  awayScore: number;
  homePenalties: number | null;
  awayPenalties: number | null;
  extraTime: boolean;
  games: { home: number; away: number }[] | null;
}

/**
 * The audit trail of a fixture's result (issue 27, item 4; ADR 0031): one row per change, written where the
 * result is applied (the first entry, every correction, and a reset by another fixture's correction). `byUserId`
 * is null for a change nobody made by hand (a job). Kept with the fixture (cascade).
 */
export const fixtureResultChanges = pgTable(
  'fixture_result_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: changes made in one instant (a reset and the correction that caused it) stay in order. */
    seq: integer().generatedAlwaysAsIdentity(),
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    byUserId: text(),
    before: jsonb().$type<StoredResult>(),
    after: jsonb().$type<StoredResult>(),
    reason: text(),
    /** The later fixtures whose results this change cleared (`?reset=downstream`). */
    resetFixtureIds: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [index('fixture_result_changes_fixture_idx').on(t.fixtureId, t.seq)],
);
