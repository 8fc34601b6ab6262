import type { MatchEventType, MatchPeriods, PointsPreset } from '@matchday/contracts';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Reference data (spec §3 "Sport type", §7 "Reference"): seeded by db/seed/reference.ts at every start.
 * Ids are stable slugs (`football`, `efootball`), so `sportKindId` in other tables and in URLs is readable
 * and the same on every installation (docs/adr/0004-runtime-config-and-reference-data.md).
 */
export const sportTypes = pgTable('sport_types', {
  id: text().primaryKey(),
  name: text().notNull(),
  displayName: text().notNull(),
  isESport: boolean().notNull(),
  order: integer().notNull(),
  allowsDraws: boolean().notNull(),
  points: jsonb().$type<PointsPreset>().notNull(),
  periods: jsonb().$type<MatchPeriods>().notNull(),
  eventTypes: jsonb().$type<MatchEventType[]>().notNull(),
  playersOnField: integer().notNull(),
  squadSize: integer().notNull(),
});

export const teamLeagues = pgTable(
  'team_leagues',
  {
    id: text().primaryKey(),
    sportTypeId: text()
      .notNull()
      .references(() => sportTypes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    displayName: text().notNull(),
    kind: text().$type<'age-group' | 'division' | 'club-league'>().notNull(),
    order: integer().notNull(),
  },
  (t) => [index('team_leagues_sport_type_idx').on(t.sportTypeId, t.order)],
);

export const stageTypes = pgTable('stage_types', {
  id: text().primaryKey(),
  name: text().notNull(),
  displayName: text().notNull(),
  description: text().notNull(),
  format: text()
    .$type<'round-robin' | 'groups' | 'single-elimination' | 'double-elimination' | 'swiss'>()
    .notNull(),
  order: integer().notNull(),
});

/** Which sports a stage type applies to. */
export const stageTypeSports = pgTable(
  'stage_type_sports',
  {
    stageTypeId: text()
      .notNull()
      .references(() => stageTypes.id, { onDelete: 'cascade' }),
    sportTypeId: text()
      .notNull()
      .references(() => sportTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stageTypeId, t.sportTypeId] }),
    index('stage_type_sports_sport_idx').on(t.sportTypeId),
  ],
);
