// Player statistics from a match sheet (issue 10 "Stats that follow from the facts"): who played comes from the
// line-ups and the substitutions, what they did from the events or, in sports without football events, from
// their box-score lines.

import { type SheetEvent, toStatsEvents } from '../match/events.ts';
import {
  type Appearance,
  type LeagueRef,
  type MatchEvent,
  MatchEventType,
  type StatsMatch,
} from './player-stats.ts';

/** One player on a side's match sheet. */
export interface SheetLine<P> {
  readonly player: P;
  /** Starting line-up; otherwise on the bench. */
  readonly started: boolean;
  /** The box-score line (basketball points, volleyball kills…), when the sport keeps one. */
  readonly stats?: Readonly<Record<string, number>> | null;
}

/** One side of a match as the statistics see it. */
export interface SheetSide<P> {
  /** The side's match sheet, or null when nobody entered one. */
  readonly lineup: readonly SheetLine<P>[] | null;
  /**
   * Who played when the side has no sheet: the competition decides (lineup tracking off: the whole squad,
   * started; on: nobody). Ignored when there is a sheet.
   */
  readonly withoutSheet: readonly P[];
}

/** A played match with its sheet, for `toSheetStatsMatch`. */
export interface SheetMatch<P, L = string> {
  readonly league?: LeagueRef<L>;
  /** The match length in minutes (regular time, plus extra time when it was played: `computeMatchLength`). */
  readonly duration: number;
  readonly sides: readonly SheetSide<P>[];
  /** The recorded events of both sides (substitutions, goals, cards…; shoot-out kicks are dropped). */
  readonly events: readonly SheetEvent<P>[];
  /** The sport's box-score columns (`boxScoreKeysOf`); empty for the football family, whose stats are events. */
  readonly boxScoreKeys: readonly string[];
}

/**
 * Box-score columns that are not the sport's own events: a basketball player's assists are the assists
 * column, and their minutes are the minutes played (no substitution events in those sports).
 */
const ASSISTS_KEY = 'assists';
const MINUTES_KEY = 'minutes';

/**
 * A sheet as the statistics engine's match (`computePlayerStats`). A player appears when they are on the
 * line-up and started, came on through a substitution, or (box-score sports, which record no substitutions) have a positive box-score
 * value; a side without a sheet plays its `withoutSheet` players (none when the competition tracks line-ups).
 * Nobody else appears, whatever the events name: their goals and cards still count. Box-score values become the sport's own
 * events (`events.points`…), except assists and minutes, which fill their columns.
 */
export function toSheetStatsMatch<P, L = string>(match: SheetMatch<P, L>): StatsMatch<P, L> {
  const keys = new Set(match.boxScoreKeys);
  const appearances: Appearance<P>[] = [];
  const events: MatchEvent<P>[] = toStatsEvents(match.events);
  for (const side of match.sides) {
    if (side.lineup === null) {
      for (const player of side.withoutSheet) appearances.push({ player, started: true });
      continue;
    }
    for (const entry of side.lineup) {
      const box = Object.entries(entry.stats ?? {}).filter(([key, value]) => keys.has(key) && value > 0);
      const minutes = keys.has(MINUTES_KEY) ? entry.stats?.[MINUTES_KEY] : undefined;
      if (!entry.started && box.length === 0) {
        // On the bench: appears only if a substitution event brings them on.
        appearances.push({ player: entry.player, started: false });
        continue;
      }
      appearances.push({
        player: entry.player,
        started: entry.started,
        // A bench player with a box score played, minutes unknown: an appearance with 0 minutes.
        ...(minutes !== undefined ? { minutes } : entry.started ? {} : { minutes: 0 }),
      });
      for (const [key, value] of box) {
        if (key === MINUTES_KEY) continue;
        events.push({ type: key === ASSISTS_KEY ? 'assist' : key, player: entry.player, value });
      }
    }
  }
  // Who played is who the line-ups (or, without one, the competition) name: a substitution does not make a
  // player the sheet does not list appear ("Track lineups" on and no line-up: nobody appears, issue 30).
  const listed = new Set(appearances.map((a) => a.player));
  return {
    ...(match.league ? { league: match.league } : {}),
    duration: match.duration,
    appearances,
    events: events.filter((e) => !SUBSTITUTIONS.has(e.type) || listed.has(e.player)),
  };
}

const SUBSTITUTIONS: ReadonlySet<string> = new Set([
  MatchEventType.SubstitutionIn,
  MatchEventType.SubstitutionOut,
]);

/**
 * Extra time of the football family: two halves of at most 15 minutes (IFAB Laws of the Game, Law 7; the same
 * in eFootball and EA FC matches), futsal two of 5 minutes (FIFA Futsal Laws, Law 7).
 */
export const EXTRA_TIME_MINUTES: Readonly<Record<string, number>> = {
  football: 30,
  efootball: 30,
  'ea-sports-fc': 30,
  futsal: 10,
};

/**
 * A match's length in minutes: regular time, plus the sport's extra time when it was played — an event in
 * period 3 or 4 (extra time) or 5 (the shoot-out, which follows extra time in knockout rounds), or a result
 * decided on penalties. Without it a substitute coming on in the 105th minute would be clamped to the 90th.
 */
export function computeMatchLength(
  sportKindId: string,
  regular: number,
  events: readonly { readonly period: number }[],
  decidedOnPenalties: boolean,
): number {
  const extra = EXTRA_TIME_MINUTES[sportKindId] ?? 0;
  const extraTimePlayed = decidedOnPenalties || events.some((e) => e.period >= 3 && e.period <= 5);
  return extra > 0 && extraTimePlayed ? regular + extra : regular;
}
