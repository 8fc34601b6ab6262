import {
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
import { stages } from './stages.ts';

/**
 * The participation module's tables (issue 27, items 2 and 3; ADR 0030): a competition's check-in window, the
 * teams checked in, and the teams withdrawn or disqualified.
 */
export const checkInWindows = pgTable('check_in_windows', {
  champId: uuid()
    .primaryKey()
    .references(() => champs.id, { onDelete: 'cascade' }),
  opensAt: timestamp({ withTimezone: true }).notNull(),
  closesAt: timestamp({ withTimezone: true }).notNull(),
  /** What the close does to a team not checked in: `drop` (before the draw) or `forfeit`. */
  missing: text().$type<'drop' | 'forfeit'>().notNull(),
  /** When the teams were told the window opened (the sweep tells them once). */
  openNoticeAt: timestamp({ withTimezone: true }),
  /** When the close ran: set once, by whichever of the sweep or the organiser's "close now" comes first. */
  closedAt: timestamp({ withTimezone: true }),
  /** Teams the close dropped from the competition (no longer entered, so kept here to be listed). */
  droppedTeamIds: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const checkIns = pgTable(
  'check_ins',
  {
    champId: uuid().notNull(),
    teamId: uuid().notNull(),
    /** Who checked the team in. */
    userId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One check-in per team: a second (or two at once) counts once.
    primaryKey({ columns: [t.champId, t.teamId] }),
    foreignKey({
      name: 'check_ins_entry_fk',
      columns: [t.champId, t.teamId],
      foreignColumns: [champTeams.champId, champTeams.teamId],
    }).onDelete('cascade'),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    champId: uuid().notNull(),
    teamId: uuid().notNull(),
    kind: text().$type<'withdrawal' | 'disqualification' | 'noCheckIn'>().notNull(),
    mode: text().$type<'expunge' | 'forfeitRemaining'>().notNull(),
    reason: text().notNull(),
    /** The fixtures it forfeited, expunged or cancelled. */
    fixtureIds: jsonb().$type<string[]>().notNull().default([]),
    userId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A team withdraws once: the second (or two at once) is refused.
    primaryKey({ columns: [t.champId, t.teamId] }),
    foreignKey({
      name: 'withdrawals_entry_fk',
      columns: [t.champId, t.teamId],
      foreignColumns: [champTeams.champId, champTeams.teamId],
    }).onDelete('cascade'),
    index('withdrawals_team_idx').on(t.teamId),
  ],
);

/**
 * A check-in window before one round of a stage (issue 27, item 2: "optionally before each round"; ADR 0030).
 * At its close, each match of that round loses the side that did not check in (a walkover), or is cancelled
 * when neither did. One window per stage and round; setting it again sets it anew.
 */
export const roundCheckInWindows = pgTable(
  'round_check_in_windows',
  {
    stageId: uuid()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    opensAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    /** When the round's teams were told the window opened (the sweep tells them once). */
    openNoticeAt: timestamp({ withTimezone: true }),
    /** When the close ran: set once, by whichever of the sweep or the organiser's "close now" comes first. */
    closedAt: timestamp({ withTimezone: true }),
    /** The matches the close forfeited (one side missing) and cancelled (both missing). */
    forfeitedFixtureIds: jsonb().$type<string[]>().notNull().default([]),
    cancelledFixtureIds: jsonb().$type<string[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.round] }),
    index('round_check_in_windows_champ_idx').on(t.champId),
  ],
);

export const roundCheckIns = pgTable(
  'round_check_ins',
  {
    stageId: uuid().notNull(),
    round: integer().notNull(),
    teamId: uuid().notNull(),
    /** Who checked the team in. */
    userId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One check-in per team and round: a second (or two at once) counts once.
    primaryKey({ columns: [t.stageId, t.round, t.teamId] }),
    foreignKey({
      name: 'round_check_ins_window_fk',
      columns: [t.stageId, t.round],
      foreignColumns: [roundCheckInWindows.stageId, roundCheckInWindows.round],
    }).onDelete('cascade'),
  ],
);
