import type { PlayerStatLine } from '@matchday/contracts';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players.ts';

/** The player-stats module's table. */
/** The stored totals of `POST /player/{id}/recalcoverallstats` (a snapshot of what the facts give). */
export const playerOverallStats = pgTable('player_overall_stats', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  line: jsonb().$type<PlayerStatLine>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
