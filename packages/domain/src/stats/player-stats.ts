// Player statistics from match events (spec §3 "Player stats item: champLeagueRef (with name), grouped per league";
// §7 `/player/{id}/stats?groupingOption=1` and `/player/{id}/overallstats`).

import { DomainError } from '../errors.ts';

/**
 * Event types the engine understands; any other type (points, foul, ace, rebound…) is counted under `events`.
 */
export const MatchEventType = {
  Goal: 'goal',
  PenaltyGoal: 'penaltyGoal',
  OwnGoal: 'ownGoal',
  Assist: 'assist',
  YellowCard: 'yellowCard',
  SecondYellow: 'secondYellow',
  RedCard: 'redCard',
  SubstitutionIn: 'substitutionIn',
  SubstitutionOut: 'substitutionOut',
} as const;
/** One of MatchEventType. */
export type MatchEventType = (typeof MatchEventType)[keyof typeof MatchEventType];

/** One event of a match: type, player, minute, assist, value. */
export interface MatchEvent<P> {
  /** A MatchEventType, or the sport's own event name (`points`, `foul`, `ace`, `block`…). */
  readonly type: MatchEventType | (string & {});
  readonly player: P;
  readonly minute?: number;
  /** For a goal: the player who assisted (counted as an assist; no separate assist event needed). */
  readonly assistBy?: P;
  /** Amount for the sport's own events (a basket worth 3 points) and for `assist`; default 1. */
  readonly value?: number;
}

/** A player in a match squad: started or not, minutes when known. */
export interface Appearance<P> {
  readonly player: P;
  /** Started the match (otherwise came on through a `substitutionIn` event, or sat on the bench). */
  readonly started: boolean;
  /**
   * Minutes played when known; otherwise derived from start, substitutions, red cards and the match length.
   */
  readonly minutes?: number;
}

/** The league (champ league) a match belongs to: id and name. */
export interface LeagueRef<L> {
  readonly id: L;
  readonly name: string;
}

/** A match for computePlayerStats: league, duration, squads and events. */
export interface StatsMatch<P, L = string> {
  /** The league (champ league) the match belongs to, for the per-league grouping. */
  readonly league?: LeagueRef<L>;
  /** Length of the match in minutes (default 90). */
  readonly duration?: number;
  /** Players in the squads: starters and substitutes. */
  readonly appearances: readonly Appearance<P>[];
  readonly events: readonly MatchEvent<P>[];
}

/** A player's totals: appearances, starts, minutes, goals, assists, cards and the sport's own events. */
export interface PlayerStatLine {
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  penaltyGoals: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Totals of the sport's own events by type (sum of `value`). */
  events: Record<string, number>;
}

/** A PlayerStatLine for one league, with its `champLeagueRef` (spec groupingOption=1). */
export interface PlayerLeagueStats<L> extends PlayerStatLine {
  readonly champLeagueRef: LeagueRef<L>;
}

/** A player's statistics overall and per league. */
export interface PlayerStats<P, L> {
  readonly player: P;
  readonly overall: PlayerStatLine;
  /** One line per league, in order of the league name (then id). */
  readonly byLeague: PlayerLeagueStats<L>[];
}

/** A PlayerStatLine of zeros. */
export const emptyStatLine = (): PlayerStatLine => ({
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  penaltyGoals: 0,
  ownGoals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  events: {},
});

function addLine(into: PlayerStatLine, from: PlayerStatLine): void {
  into.appearances += from.appearances;
  into.starts += from.starts;
  into.minutes += from.minutes;
  into.goals += from.goals;
  into.penaltyGoals += from.penaltyGoals;
  into.ownGoals += from.ownGoals;
  into.assists += from.assists;
  into.yellowCards += from.yellowCards;
  into.redCards += from.redCards;
  for (const [type, amount] of Object.entries(from.events))
    into.events[type] = (into.events[type] ?? 0) + amount;
}

const NO_LEAGUE: LeagueRef<never> = { id: undefined as never, name: '' };

/** Lines of one match, per player who appeared or was named in an event. */
function matchLines<P>(match: StatsMatch<P, unknown>): Map<P, PlayerStatLine> {
  const duration = match.duration ?? 90;
  if (!(duration > 0))
    throw new DomainError('stats.invalid_duration', `Match duration must be positive, got ${duration}`);
  const lines = new Map<P, PlayerStatLine>();
  const line = (player: P) => {
    let l = lines.get(player);
    if (!l) {
      l = emptyStatLine();
      lines.set(player, l);
    }
    return l;
  };
  const on = new Map<P, number>();
  const off = new Map<P, number>();
  const given = new Map<P, number>();
  for (const a of match.appearances) {
    if (a.started) on.set(a.player, 0);
    if (a.minutes !== undefined) given.set(a.player, a.minutes);
  }
  const clamp = (minute: number | undefined) => Math.min(Math.max(minute ?? duration, 0), duration);
  for (const e of match.events) {
    switch (e.type) {
      case MatchEventType.Goal:
        line(e.player).goals += 1;
        break;
      case MatchEventType.PenaltyGoal:
        line(e.player).goals += 1;
        line(e.player).penaltyGoals += 1;
        break;
      case MatchEventType.OwnGoal:
        line(e.player).ownGoals += 1;
        break;
      case MatchEventType.Assist:
        // A box score gives a basketball player's assists as one line (`value`), not one event each.
        line(e.player).assists += e.value ?? 1;
        break;
      case MatchEventType.YellowCard:
        line(e.player).yellowCards += 1;
        break;
      case MatchEventType.SecondYellow:
        // A second yellow is a yellow and a sending-off (IFAB Law 12).
        line(e.player).yellowCards += 1;
        line(e.player).redCards += 1;
        off.set(e.player, Math.min(off.get(e.player) ?? duration, clamp(e.minute)));
        break;
      case MatchEventType.RedCard:
        line(e.player).redCards += 1;
        off.set(e.player, Math.min(off.get(e.player) ?? duration, clamp(e.minute)));
        break;
      case MatchEventType.SubstitutionIn:
        line(e.player);
        if (!on.has(e.player)) on.set(e.player, clamp(e.minute));
        break;
      case MatchEventType.SubstitutionOut:
        line(e.player);
        off.set(e.player, Math.min(off.get(e.player) ?? duration, clamp(e.minute)));
        break;
      default: {
        const events = line(e.player).events;
        events[e.type] = (events[e.type] ?? 0) + (e.value ?? 1);
      }
    }
    if (
      e.assistBy !== undefined &&
      (e.type === MatchEventType.Goal || e.type === MatchEventType.PenaltyGoal)
    ) {
      line(e.assistBy).assists += 1;
    }
  }
  for (const a of match.appearances) line(a.player);
  for (const [player, l] of lines) {
    const start = on.get(player);
    const minutes = given.get(player);
    if (start === undefined && minutes === undefined) continue;
    l.appearances = 1;
    l.starts = match.appearances.some((a) => a.player === player && a.started) ? 1 : 0;
    l.minutes = minutes ?? Math.max((off.get(player) ?? duration) - (start ?? 0), 0);
  }
  return lines;
}

/**
 * Statistics of every player in `matches`, overall and per league (grouping option 1), players in the order they
 * first appear. A player counts an appearance when they started, came on, or have minutes recorded.
 */
export function computePlayerStats<P, L = string>(matches: readonly StatsMatch<P, L>[]): PlayerStats<P, L>[] {
  const players = new Map<P, { overall: PlayerStatLine; leagues: Map<L, PlayerLeagueStats<L>> }>();
  for (const match of matches) {
    const league = match.league ?? (NO_LEAGUE as LeagueRef<L>);
    for (const [player, line] of matchLines(match)) {
      let entry = players.get(player);
      if (!entry) {
        entry = { overall: emptyStatLine(), leagues: new Map() };
        players.set(player, entry);
      }
      addLine(entry.overall, line);
      let perLeague = entry.leagues.get(league.id);
      if (!perLeague) {
        perLeague = { champLeagueRef: { id: league.id, name: league.name }, ...emptyStatLine() };
        entry.leagues.set(league.id, perLeague);
      }
      addLine(perLeague, line);
    }
  }
  return [...players].map(([player, { overall, leagues }]) => ({
    player,
    overall,
    byLeague: [...leagues.values()].sort((a, b) => {
      const byName = a.champLeagueRef.name.localeCompare(b.champLeagueRef.name, 'en');
      if (byName !== 0) return byName;
      const x = String(a.champLeagueRef.id);
      const y = String(b.champLeagueRef.id);
      return x < y ? -1 : x > y ? 1 : 0;
    }),
  }));
}

/**
 * Numeric stats a leaderboard can rank by: a PlayerStatLine field or a sport event type (`events.points`).
 */
export type LeaderboardStat = Exclude<keyof PlayerStatLine, 'events'> | `events.${string}`;

/** One leaderboard place: rank (shared on equal values), player, value, minutes. */
export interface LeaderboardEntry<P> {
  /** Shared by players with the same value (1, 2, 2, 4). */
  readonly rank: number;
  readonly player: P;
  readonly value: number;
  readonly minutes: number;
}

/** The value of one leaderboard stat (a field, or `events.<type>`) in a stat line; 0 when absent. */
export function toStatValue(line: PlayerStatLine, stat: LeaderboardStat): number {
  if (stat.startsWith('events.')) return line.events[stat.slice('events.'.length)] ?? 0;
  return line[stat as Exclude<keyof PlayerStatLine, 'events'>];
}

/** What a leaderboard sorts by: a stat, or `cards` (sendings-off first, then cautions). */
export type LeaderboardSort = LeaderboardStat | 'cards';

/**
 * The values a sort compares, most significant first. `cards` is red cards, then yellow cards: one sending-off
 * weighs more than any number of cautions, as in the disciplinary tables federations publish.
 */
export function toSortValues(line: PlayerStatLine, sort: LeaderboardSort): number[] {
  return sort === 'cards' ? [line.redCards, line.yellowCards] : [toStatValue(line, sort)];
}

/** One place of a ranked list: rank (shared on equal values), player and their line. */
export interface RankedLine<P> {
  readonly rank: number;
  readonly player: P;
  readonly line: PlayerStatLine;
}

const compareValues = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * Every line ranked by `sort`, highest first, zeros included (a statistics table, not a top list). Equal
 * values share a rank (1, 2, 2, 4); their order is fewer minutes first (the same total in less time, as the
 * Golden Boot's tie-break), then `name` when given, then player id — never input order.
 */
export function rankStatLines<P>(
  lines: readonly { readonly player: P; readonly line: PlayerStatLine; readonly name?: string }[],
  sort: LeaderboardSort,
): RankedLine<P>[] {
  const sorted = lines
    .map((l) => ({ ...l, values: toSortValues(l.line, sort) }))
    .sort((a, b) => {
      const byValue = compareValues(a.values, b.values);
      if (byValue !== 0) return byValue;
      if (a.line.minutes !== b.line.minutes) return a.line.minutes - b.line.minutes;
      const byName = (a.name ?? '').localeCompare(b.name ?? '', 'en');
      if (byName !== 0) return byName;
      const x = String(a.player);
      const y = String(b.player);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const ranked: RankedLine<P>[] = [];
  sorted.forEach((e, i) => {
    const before = sorted[i - 1];
    const previous = ranked[i - 1];
    const rank = before && previous && compareValues(before.values, e.values) === 0 ? previous.rank : i + 1;
    ranked.push({ rank, player: e.player, line: e.line });
  });
  return ranked;
}

/**
 * The top `limit` players by `stat` (players with 0 left out). Equal values share a rank; their order is fewer
 * minutes first (the same total in less time, as the Golden Boot's tie-break), then player id — never input order.
 */
export function computeLeaderboard<P>(
  lines: readonly { readonly player: P; readonly line: PlayerStatLine }[],
  stat: LeaderboardStat,
  limit = 10,
): LeaderboardEntry<P>[] {
  return rankStatLines(
    lines.filter((l) => toStatValue(l.line, stat) > 0),
    stat,
  )
    .slice(0, Math.max(limit, 0))
    .map((e) => ({
      rank: e.rank,
      player: e.player,
      value: toStatValue(e.line, stat),
      minutes: e.line.minutes,
    }));
}
