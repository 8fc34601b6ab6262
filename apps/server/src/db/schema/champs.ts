import type { KnownChampRules } from '@matchday/contracts';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { champLeagues } from './leagues.ts';
import { teams } from './teams.ts';

/**
 * The champs module's tables: competitions and the teams entered in them. Teams are referenced with RESTRICT,
 * so a team entered somewhere cannot be deleted (the teams service answers 409 `team.in_use`).
 */
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
    rules: jsonb().$type<KnownChampRules>().notNull(),
    /** Spec §4: on, a player's matches are those whose match sheet lists them (issue 10); off, their squads'. */
    lineupTracking: boolean().notNull().default(false),
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
