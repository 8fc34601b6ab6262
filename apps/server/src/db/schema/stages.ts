import type { SWISS_RULES } from '@matchday/contracts';
import type { KnockoutDraw, StageSeeding, StageType } from '@matchday/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';
import { teams } from './teams.ts';

/**
 * The stages module's tables: stages, and the groups the draw puts teams in. `fixtureCount` and `resultCount`
 * are kept by the fixtures module through the stages service, in the transaction that changes them
 * (docs/adr/0011-module-boundaries.md), so the stages module never reads the fixtures table.
 */
export const stages = pgTable(
  'stages',
  {
    id: uuid().primaryKey().defaultRandom(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    type: text().$type<StageType>().notNull(),
    name: text().notNull(),
    order: integer().notNull().default(0),
    legs: integer().notNull().default(1),
    groupCount: integer().notNull().default(1),
    fixtureCount: integer().notNull().default(0),
    /** Finished fixtures (byes excluded): legs and groups may change only while it is 0. */
    resultCount: integer().notNull().default(0),
    /** Knockout: the semi-final losers meet in a third-place match. */
    thirdPlace: boolean().notNull().default(false),
    /**
     * What the organiser gave instead of a draw: the groups (`groups` stage) or the first round's pairs in
     * bracket order (`knockout`). Null: the draw seeds from the competition's entry order.
     */
    seeding: jsonb().$type<StageSeeding>(),
    /** Double elimination: a second grand final when the losers' champion wins the first. */
    grandFinalReset: boolean().notNull().default(false),
    /** Games of each fixture (best of 1, 3, 5, 7). */
    bestOf: integer().notNull().default(1),
    /** Swiss: best-of of advancement and elimination matches. */
    decidingBestOf: integer().notNull().default(1),
    /** Swiss: wins that advance, losses that eliminate, and an optional cap on rounds. */
    winsToAdvance: integer(),
    lossesToEliminate: integer(),
    maxRounds: integer(),
    /** Swiss: the published pairing rules followed (`valve-2023-11`, …). */
    swissRules: text().$type<(typeof SWISS_RULES)[number]>(),
    /** Knockout with two legs: away goals break a level aggregate; the final's legs. */
    awayGoals: boolean().notNull().default(false),
    finalLegs: integer().notNull().default(1),
    /** Knockout: a bracket fixed at the start, or each round drawn by the organiser. */
    draw: text().$type<KnockoutDraw>().notNull().default('bracket'),
    /** Knockout fed by a groups stage: who qualifies from it. */
    fromStage: jsonb().$type<{ stageId: string; perGroup: number; bestOfNextPlace: number }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stages_champ_idx').on(t.champId)],
);

/** Groups of a `groups` stage, created by the draw when fixtures are generated. */
export const stageGroups = pgTable(
  'stage_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    stageId: uuid()
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    order: integer().notNull(),
  },
  (t) => [index('stage_groups_stage_idx').on(t.stageId)],
);

export const stageGroupTeams = pgTable(
  'stage_group_teams',
  {
    groupId: uuid()
      .notNull()
      .references(() => stageGroups.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.teamId] })],
);
