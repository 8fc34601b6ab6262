import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fixtureEvents } from '../../db/schema/match-sheets.ts';

/** How many events of `types` each player of `teamIds` has in `fixtureIds`, grouped in the database. */
export async function countEventsByPlayer(
  db: Db,
  filter: { fixtureIds: readonly string[]; teamIds: readonly string[]; types: readonly string[] },
): Promise<{ teamId: string; playerId: string; value: number }[]> {
  if (filter.fixtureIds.length === 0 || filter.teamIds.length === 0 || filter.types.length === 0) return [];
  return db
    .select({
      teamId: fixtureEvents.teamId,
      playerId: fixtureEvents.playerId,
      value: sql<number>`count(*)::int`,
    })
    .from(fixtureEvents)
    .where(
      and(
        inArray(fixtureEvents.fixtureId, [...filter.fixtureIds]),
        inArray(fixtureEvents.teamId, [...filter.teamIds]),
        inArray(fixtureEvents.type, [...filter.types]),
      ),
    )
    .groupBy(fixtureEvents.teamId, fixtureEvents.playerId);
}
