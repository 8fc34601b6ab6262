import type { ScheduleStageBody } from '@matchday/contracts';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stages } from './stages.ts';

/**
 * The schedule module's table (issue 28, ADR 0027): what a stage was last scheduled with — the body of the
 * `POST /stage/{id}/schedule` that saved (constraints, dates, times, venue settings) and the competition's venues
 * it was spread over — so replay options of a postponed fixture are checked against the same rules.
 */
export const stageSchedules = pgTable('stage_schedules', {
  stageId: uuid()
    .primaryKey()
    .references(() => stages.id, { onDelete: 'cascade' }),
  settings: jsonb().$type<Omit<ScheduleStageBody, 'dryRun' | 'timeLimitSeconds'>>().notNull(),
  venueIds: jsonb().$type<string[]>().notNull(),
  savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
