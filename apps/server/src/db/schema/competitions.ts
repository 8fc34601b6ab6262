import type { ChampRules, PageConfiguration } from '@matchday/contracts';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './teams.ts';

/**
 * league → champ → stage → group → fixture (docs/adr/0003-competitions-model.md). Children cascade from their
 * parent, so deleting a league removes its competitions in the one statement the service runs in a transaction;
 * teams are referenced with RESTRICT, so a team that plays somewhere cannot vanish under a fixture.
 */
export const champLeagues = pgTable(
  'champ_leagues',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    sportKindId: text().notNull(),
    subdomain: text().notNull().unique(),
    description: text(),
    logo: text(),
    pageConfiguration: jsonb().$type<PageConfiguration>(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('champ_leagues_owner_idx').on(t.ownerId)],
);

export const champs = pgTable(
  'champs',
  {
    id: uuid().primaryKey().defaultRandom(),
    champLeagueId: uuid()
      .notNull()
      .references(() => champLeagues.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    season: text(),
    startDate: date({ mode: 'string' }),
    description: text(),
    logo: text(),
    rules: jsonb().$type<ChampRules>().notNull(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('champs_league_idx').on(t.champLeagueId), index('champs_owner_idx').on(t.ownerId)],
);

export const champTeams = pgTable(
  'champ_teams',
  {
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.champId, t.teamId] }), index('champ_teams_team_idx').on(t.teamId)],
);

export const stages = pgTable(
  'stages',
  {
    id: uuid().primaryKey().defaultRandom(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    type: text().$type<'league' | 'groups' | 'knockout'>().notNull(),
    name: text().notNull(),
    order: integer().notNull().default(0),
    legs: integer().notNull().default(1),
    groupCount: integer().notNull().default(1),
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

/**
 * A match. Knockout fixtures of later rounds exist from the start with empty sides; `nextFixtureId` +
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
    status: text().$type<'scheduled' | 'finished'>().notNull().default('scheduled'),
    startsAt: timestamp({ withTimezone: true }),
    isBye: boolean().notNull().default(false),
    nextFixtureId: uuid().references((): AnyPgColumn => fixtures.id, { onDelete: 'set null' }),
    nextSide: text().$type<'home' | 'away'>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fixtures_champ_idx').on(t.champId),
    index('fixtures_stage_idx').on(t.stageId, t.round, t.slot),
    index('fixtures_home_idx').on(t.homeTeamId),
    index('fixtures_away_idx').on(t.awayTeamId),
    index('fixtures_starts_idx').on(t.startsAt),
  ],
);
