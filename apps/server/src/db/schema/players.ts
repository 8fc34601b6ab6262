import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';
import { teams } from './teams.ts';

/**
 * The players module's tables. A player is one identity across teams, leagues and seasons, owned by `ownerId`
 * (the organiser who created it, or the person who plays). Rosters (`team_players`) put a player in a team for
 * a contract period; squads (`champ_team_players`) register a player of a team for one competition.
 */
export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    sportKindId: text().notNull(),
    photo: text(),
    shirtNumber: integer(),
    position: text(),
    birthDate: date({ mode: 'string' }),
    nationality: text(),
    ownerId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_owner_idx').on(t.ownerId),
    index('players_sport_name_idx').on(t.sportKindId, t.name),
    index('players_created_idx').on(t.createdAt),
  ],
);

/** A roster entry: a player in a team from `startDate` to `endDate` (inclusive; null = open). */
export const teamPlayers = pgTable(
  'team_players',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    shirtNumber: integer(),
    position: text(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_players_team_idx').on(t.teamId), index('team_players_player_idx').on(t.playerId)],
);

/** A competition squad entry: a player a team registers for one competition. */
export const champTeamPlayers = pgTable(
  'champ_team_players',
  {
    id: uuid().primaryKey().defaultRandom(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    shirtNumber: integer(),
    position: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('champ_team_players_unique').on(t.champId, t.playerId),
    index('champ_team_players_team_idx').on(t.champId, t.teamId),
    index('champ_team_players_player_idx').on(t.playerId),
  ],
);
