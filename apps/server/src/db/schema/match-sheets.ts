import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { fixtures } from './fixtures.ts';
import { players } from './players.ts';
import { teams } from './teams.ts';

/**
 * The match-sheets module's tables: who played (line-ups), what happened (events) and what was filmed or
 * photographed (media) in a fixture. Players are `restrict`: a player on a match sheet cannot be deleted (the
 * players service answers 409 `player.on_match_sheet`), so no figure ever loses the fact it came from.
 */
export const fixtureLineups = pgTable(
  'fixture_lineups',
  {
    id: uuid().primaryKey().defaultRandom(),
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    side: text().$type<'home' | 'away'>().notNull(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    /** Starting line-up; otherwise on the bench (a substitution event brings them on). */
    started: boolean().notNull().default(true),
    shirtNumber: integer(),
    position: text(),
    captain: boolean().notNull().default(false),
    /** Box-score line for sports without football events (basketball points, volleyball kills…). */
    stats: jsonb().$type<Record<string, number>>(),
    /** Order on the sheet as the organiser gave it. */
    order: integer().notNull().default(0),
  },
  (t) => [
    unique('fixture_lineups_player_unique').on(t.fixtureId, t.playerId),
    index('fixture_lineups_player_idx').on(t.playerId),
  ],
);

export const fixtureEvents = pgTable(
  'fixture_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    side: text().$type<'home' | 'away'>().notNull(),
    /** The player's own team; an own goal counts for the other side. */
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    /** Assist on a goal; the player coming on in a substitution. */
    relatedPlayerId: uuid().references(() => players.id, { onDelete: 'restrict' }),
    /** Null for shoot-out kicks. */
    minute: integer(),
    addedTime: integer().notNull().default(0),
    period: integer().notNull().default(1),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fixture_events_fixture_idx').on(t.fixtureId),
    index('fixture_events_player_idx').on(t.playerId),
    index('fixture_events_related_idx').on(t.relatedPlayerId),
  ],
);

export const fixtureMedia = pgTable(
  'fixture_media',
  {
    id: uuid().primaryKey().defaultRandom(),
    fixtureId: uuid()
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    kind: text().$type<'photo' | 'video' | 'stream' | 'link'>().notNull(),
    /** A media id (spec §3: full address, data address or bucket path) or a link. */
    url: text().notNull(),
    /** Recognised from the link: youtube, vimeo, twitch, facebook, instagram, tiktok, x… null for photos. */
    provider: text(),
    title: text(),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fixture_media_fixture_idx').on(t.fixtureId, t.createdAt)],
);
