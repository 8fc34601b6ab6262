import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/context.ts';
import { fixtureEvents, fixtureLineups } from '../../db/schema/match-sheets.ts';

/**
 * The match sheets as facts for the modules after this one (standings: cards for fair play; player-stats:
 * appearances, minutes, goals, cards, box scores). Read-only, one query per question for any number of
 * fixtures, whatever the caller pages: the callers compute from these rows with the domain's rules and never
 * write through here. Writes stay in the match-sheets services, which record `fixture.lineupChanged` and
 * `fixture.eventsChanged` so the read cache drops what was computed from the old facts.
 */

export type Side = 'home' | 'away';

/** One player on a side's match sheet. */
export interface LineupFact {
  fixtureId: string;
  side: Side;
  teamId: string;
  playerId: string;
  started: boolean;
  stats: Record<string, number> | null;
}

/** One recorded event (the domain's `SheetEvent` shape, so `toStatsEvents` takes it as it is). */
export interface EventFact {
  id: string;
  fixtureId: string;
  type: string;
  side: Side;
  teamId: string;
  playerId: string;
  relatedPlayerId: string | null;
  minute: number | null;
  addedTime: number;
  period: number;
}

/** What one fixture's sheet says. */
export interface SheetFacts {
  /** The sides that have a match sheet (a line-up with at least one player). */
  sides: Set<Side>;
  lineups: LineupFact[];
  /** In the order they happened: period, minute (none last), added time, entry. */
  events: EventFact[];
  /** The latest period any event of the fixture is in (0 without events): extra time and shoot-outs show here. */
  lastPeriod: number;
}

const emptyFacts = (): SheetFacts => ({ sides: new Set(), lineups: [], events: [], lastPeriod: 0 });

const lineupColumns = {
  fixtureId: fixtureLineups.fixtureId,
  side: fixtureLineups.side,
  teamId: fixtureLineups.teamId,
  playerId: fixtureLineups.playerId,
  started: fixtureLineups.started,
  stats: fixtureLineups.stats,
};

const eventColumns = {
  id: fixtureEvents.id,
  fixtureId: fixtureEvents.fixtureId,
  type: fixtureEvents.type,
  side: fixtureEvents.side,
  teamId: fixtureEvents.teamId,
  playerId: fixtureEvents.playerId,
  relatedPlayerId: fixtureEvents.relatedPlayerId,
  minute: fixtureEvents.minute,
  addedTime: fixtureEvents.addedTime,
  period: fixtureEvents.period,
};

const eventOrder = [
  asc(fixtureEvents.period),
  sql`${fixtureEvents.minute} asc nulls last`,
  asc(fixtureEvents.addedTime),
  asc(fixtureEvents.createdAt),
  asc(fixtureEvents.id),
];

/**
 * The sheets of `fixtureIds` (fixtures without line-ups or events are absent from the map). With `playerId`,
 * only that player's line-up rows and the events naming them (as the player or the related player: an assist,
 * coming on) — enough for their own line — while `sides` and `lastPeriod` still describe the whole fixture (a
 * player left off a sheet did not play; a match that went to extra time lasted longer for everyone). Two
 * queries, four with `playerId`.
 */
export async function findSheetFacts(
  ctx: RequestContext,
  fixtureIds: readonly string[],
  opts: { playerId?: string } = {},
): Promise<Map<string, SheetFacts>> {
  const ids = [...new Set(fixtureIds)];
  const out = new Map<string, SheetFacts>();
  if (ids.length === 0) return out;
  const of = (fixtureId: string) => {
    let facts = out.get(fixtureId);
    if (!facts) {
      facts = emptyFacts();
      out.set(fixtureId, facts);
    }
    return facts;
  };
  const { playerId } = opts;
  const [sides, periods, lineups, events] = await Promise.all([
    playerId
      ? ctx.db
          .selectDistinct({ fixtureId: fixtureLineups.fixtureId, side: fixtureLineups.side })
          .from(fixtureLineups)
          .where(inArray(fixtureLineups.fixtureId, ids))
      : Promise.resolve([]),
    playerId
      ? ctx.db
          .select({ fixtureId: fixtureEvents.fixtureId, lastPeriod: max(fixtureEvents.period) })
          .from(fixtureEvents)
          .where(inArray(fixtureEvents.fixtureId, ids))
          .groupBy(fixtureEvents.fixtureId)
      : Promise.resolve([]),
    ctx.db
      .select(lineupColumns)
      .from(fixtureLineups)
      .where(
        playerId
          ? and(inArray(fixtureLineups.fixtureId, ids), eq(fixtureLineups.playerId, playerId))
          : inArray(fixtureLineups.fixtureId, ids),
      )
      .orderBy(asc(fixtureLineups.fixtureId), asc(fixtureLineups.side), asc(fixtureLineups.order)),
    ctx.db
      .select(eventColumns)
      .from(fixtureEvents)
      .where(
        playerId
          ? and(
              inArray(fixtureEvents.fixtureId, ids),
              or(eq(fixtureEvents.playerId, playerId), eq(fixtureEvents.relatedPlayerId, playerId)),
            )
          : inArray(fixtureEvents.fixtureId, ids),
      )
      .orderBy(...eventOrder),
  ]);
  for (const s of sides) of(s.fixtureId).sides.add(s.side);
  for (const p of periods) of(p.fixtureId).lastPeriod = p.lastPeriod ?? 0;
  for (const l of lineups) {
    const facts = of(l.fixtureId);
    facts.sides.add(l.side);
    facts.lineups.push(l);
  }
  for (const e of events) {
    const facts = of(e.fixtureId);
    facts.events.push(e);
    facts.lastPeriod = Math.max(facts.lastPeriod, e.period);
  }
  return out;
}

/** Card event types: what the fair-play schemes weigh. */
export const CARD_EVENT_TYPES = ['yellowCard', 'secondYellow', 'redCard'] as const;

/** The card events of `fixtureIds` with the carded player's team, for the standings' `fairPlay`. One query. */
export async function findCardsOfFixtures(
  ctx: RequestContext,
  fixtureIds: readonly string[],
): Promise<{ fixtureId: string; teamId: string; type: string }[]> {
  const ids = [...new Set(fixtureIds)];
  if (ids.length === 0) return [];
  return ctx.db
    .select({ fixtureId: fixtureEvents.fixtureId, teamId: fixtureEvents.teamId, type: fixtureEvents.type })
    .from(fixtureEvents)
    .where(and(inArray(fixtureEvents.fixtureId, ids), inArray(fixtureEvents.type, [...CARD_EVENT_TYPES])));
}

/**
 * The fixtures among `fixtureIds` whose match sheet lists the player (starting or on the bench): a player's
 * matches in competitions with lineup tracking. One query.
 */
export async function findFixtureIdsWithPlayerOnSheet(
  ctx: RequestContext,
  playerId: string,
  fixtureIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(fixtureIds)];
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ fixtureId: fixtureLineups.fixtureId })
    .from(fixtureLineups)
    .where(and(eq(fixtureLineups.playerId, playerId), inArray(fixtureLineups.fixtureId, ids)));
  return new Set(rows.map((r) => r.fixtureId));
}
