import { DomainError } from '../errors.ts';
import type { Pairing } from './round-robin.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for an ISO calendar date, or throws `schedule.date_invalid`. */
function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new DomainError('schedule.date_invalid', `Not an ISO calendar date (YYYY-MM-DD): ${date}`);
  }
  return time / DAY_MS;
}

const toIsoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Options of generateMatchDates: start date, weekdays, count and dates to skip. */
export interface MatchDateOptions {
  /** First possible date, ISO 'YYYY-MM-DD' (the domain has no clock: the caller says when). */
  start: string;
  /** Days of the week that are match days, 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** How many dates to produce. */
  count: number;
  /** Dates to skip (international breaks, holidays). */
  except?: readonly string[];
}

/** The next `count` match days from `start` (inclusive) on the given weekdays. */
export function generateMatchDates(options: MatchDateOptions): string[] {
  const { start, weekdays, count } = options;
  if (weekdays.length === 0 || weekdays.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) {
    throw new DomainError(
      'schedule.weekdays_invalid',
      'Match weekdays must be numbers 0 (Sunday) to 6 (Saturday)',
    );
  }
  const skipped = new Set((options.except ?? []).map(toDayNumber));
  const dates: string[] = [];
  for (let day = toDayNumber(start); dates.length < count; day++) {
    // 1970-01-01 (day 0) was a Thursday.
    if (weekdays.includes((day + 4) % 7) && !skipped.has(day)) dates.push(toIsoDate(day));
  }
  return dates;
}

/** A venue for scheduleRounds, with the dates it can (or cannot) be used. */
export interface ScheduleVenue {
  id: string;
  /** If given, the venue can be used on these dates only. */
  availableDates?: readonly string[];
  /** Dates the venue cannot be used. */
  unavailableDates?: readonly string[];
}

/** Options of scheduleRounds: match days, slots, venues, minimum rest and home grounds. */
export interface ScheduleOptions<T> {
  /** The match days, ISO 'YYYY-MM-DD' (see generateMatchDates). */
  dates: readonly string[];
  /** Kick-off of the first slot of a match day, 'HH:MM'. */
  firstKickoff: string;
  /** Length of one slot in minutes (match plus changeover). */
  slotMinutes: number;
  /** Slots per venue per match day. */
  slotsPerDay: number;
  venues: readonly ScheduleVenue[];
  /** Whole days a team rests between two of its matches (default 0: consecutive days are allowed). */
  minRestDays?: number;
  /** A team's home ground, where its home matches must be played; undefined = any venue. */
  homeVenueOf?: (team: T) => string | undefined;
}

/** A fixture placed by scheduleRounds: its round, teams, date, kick-off and venue. */
export interface ScheduledMatch<T> {
  /** Index of the round in the input, 0-based. */
  round: number;
  home: T;
  away: T;
  date: string;
  /** 'HH:MM'. */
  kickoff: string;
  venue: string;
}

/** The constraints a ScheduleError can name (its code is `schedule.<constraint>`). */
export const ScheduleConstraints = {
  oneMatchPerDay: 'one_match_per_day',
  minRest: 'min_rest',
  venueAvailability: 'venue_availability',
  venueSlots: 'venue_slots',
  datesExhausted: 'dates_exhausted',
} as const;
/** One of ScheduleConstraints. */
export type ScheduleConstraint = (typeof ScheduleConstraints)[keyof typeof ScheduleConstraints];

/** A fixture that could not be placed, and the constraint that stood in the way on most dates. */
export class ScheduleError<T = unknown> extends DomainError {
  constructor(
    readonly constraint: ScheduleConstraint,
    readonly fixture: { round: number; home: T; away: T },
    message: string,
  ) {
    super(`schedule.${constraint}`, message);
    this.name = 'ScheduleError';
  }
}

const toMinutes = (time: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new DomainError('schedule.time_invalid', `Not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};
const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Places rounds of fixtures on dates, kick-off slots and venues. Deterministic and greedy: rounds in order
 * (a round starts no earlier than the last date of the round before), fixtures in order, each on the
 * earliest date, then slot, then venue (in the order given) that keeps every rule: one match per team per
 * day, the minimum rest, venue availability and home grounds, one match per venue slot. It never overlaps:
 * when a fixture fits nowhere it throws a ScheduleError naming the constraint (code `schedule.<constraint>`).
 */
export function scheduleRounds<T>(
  rounds: ReadonlyArray<ReadonlyArray<Pairing<T>>>,
  options: ScheduleOptions<T>,
): Array<ScheduledMatch<T>> {
  const { slotMinutes, slotsPerDay, venues, minRestDays = 0, homeVenueOf } = options;
  const first = toMinutes(options.firstKickoff);
  if (
    !Number.isInteger(slotMinutes) ||
    slotMinutes < 1 ||
    !Number.isInteger(slotsPerDay) ||
    slotsPerDay < 1 ||
    first + (slotsPerDay - 1) * slotMinutes >= 24 * 60
  ) {
    throw new DomainError('schedule.slots_invalid', 'All slots of a match day must start on that day');
  }
  if (!Number.isInteger(minRestDays) || minRestDays < 0) {
    throw new DomainError(
      'schedule.rest_invalid',
      `Minimum rest must be a whole number of days ≥ 0, got ${minRestDays}`,
    );
  }
  if (venues.length === 0 || new Set(venues.map((v) => v.id)).size !== venues.length) {
    throw new DomainError('schedule.venues_invalid', 'At least one venue is needed, each id once');
  }
  const days = [...new Set(options.dates.map(toDayNumber))].sort((a, b) => a - b);
  const kickoffs = Array.from({ length: slotsPerDay }, (_, slot) => toClock(first + slot * slotMinutes));
  const venueDays = new Map(
    venues.map((venue) => [
      venue.id,
      {
        only: venue.availableDates ? new Set(venue.availableDates.map(toDayNumber)) : null,
        never: new Set((venue.unavailableDates ?? []).map(toDayNumber)),
      },
    ]),
  );
  const isVenueOpen = (id: string, day: number) => {
    const rule = venueDays.get(id);
    return !!rule && (rule.only === null || rule.only.has(day)) && !rule.never.has(day);
  };
  // A team's match days as a set, so the one-match-a-day and rest checks look up at most 2·rest+1 days; slots as
  // numbers (day, slot, venue), so that a 24-team season is placed in about a millisecond.
  const teamDays = new Map<T, Set<number>>();
  const daysOf = (team: T): Set<number> => {
    let set = teamDays.get(team);
    if (!set) {
      set = new Set();
      teamDays.set(team, set);
    }
    return set;
  };
  const venueIndex = new Map(venues.map((venue, index) => [venue.id, index]));
  const slotKey = (day: number, slot: number, venue: string) =>
    (day * slotsPerDay + slot) * venues.length + (venueIndex.get(venue) ?? 0);
  const restsTooShort = (playing: Set<number>, day: number) => {
    for (let other = day - minRestDays; other <= day + minRestDays; other++) {
      if (playing.has(other)) return true;
    }
    return false;
  };
  const takenSlots = new Set<number>();
  const scheduled: Array<ScheduledMatch<T>> = [];
  let roundStart = 0;

  rounds.forEach((round, roundIndex) => {
    let roundEnd = roundStart;
    for (const fixture of round) {
      const homeGround = homeVenueOf?.(fixture.home);
      if (homeGround !== undefined && !venueDays.has(homeGround)) {
        throw new DomainError(
          'schedule.venue_unknown',
          `The home ground ${homeGround} is not among the venues`,
        );
      }
      const candidates = homeGround === undefined ? venues.map((v) => v.id) : [homeGround];
      const blocked = new Map<ScheduleConstraint, number>();
      const block = (constraint: ScheduleConstraint) =>
        blocked.set(constraint, (blocked.get(constraint) ?? 0) + 1);
      const playing = [daysOf(fixture.home), daysOf(fixture.away)];
      let placed = false;
      for (let index = roundStart; index < days.length && !placed; index++) {
        const day = days[index] as number;
        if (playing.some((set) => set.has(day))) {
          block(ScheduleConstraints.oneMatchPerDay);
          continue;
        }
        if (playing.some((set) => restsTooShort(set, day))) {
          block(ScheduleConstraints.minRest);
          continue;
        }
        const open = candidates.filter((id) => isVenueOpen(id, day));
        if (open.length === 0) {
          block(ScheduleConstraints.venueAvailability);
          continue;
        }
        for (let slot = 0; slot < kickoffs.length; slot++) {
          const venue = open.find((id) => !takenSlots.has(slotKey(day, slot, id)));
          if (venue === undefined) continue;
          takenSlots.add(slotKey(day, slot, venue));
          for (const set of playing) set.add(day);
          scheduled.push({
            round: roundIndex,
            home: fixture.home,
            away: fixture.away,
            date: toIsoDate(day),
            kickoff: kickoffs[slot] as string,
            venue,
          });
          roundEnd = Math.max(roundEnd, index);
          placed = true;
          break;
        }
        if (!placed) block(ScheduleConstraints.venueSlots);
      }
      if (!placed) {
        const worst = [...blocked].sort((a, b) => b[1] - a[1])[0];
        const constraint = worst ? worst[0] : ScheduleConstraints.datesExhausted;
        const detail = [...blocked].map(([name, count]) => `${name} on ${count} date(s)`).join(', ');
        throw new ScheduleError(
          constraint,
          { round: roundIndex, home: fixture.home, away: fixture.away },
          `A fixture of round ${roundIndex + 1} fits on no date: ${detail || 'no match days left'}`,
        );
      }
    }
    roundStart = roundEnd;
  });
  return scheduled;
}

/** A fixture for spreadOverVenues: its round's kick-off (the first slot) and its teams (null: not known yet). */
export interface SpreadFixture<K> {
  key: K;
  /** The round's kick-off: slot k starts `k × slotMinutes` later. */
  kickoff: Date;
  teamIds: ReadonlyArray<string | null>;
}

/** A time a venue is taken by something else (another competition's fixture): half-open [start, end). */
export interface BusyInterval {
  venueId: string;
  start: Date;
  end: Date;
}

/** Options of spreadOverVenues. */
export interface SpreadOptions {
  /** The venues, in the order they are filled. */
  venueIds: readonly string[];
  /** Kick-offs per venue per match day, `slotMinutes` apart (≥ 1). */
  slotsPerDay: number;
  /** Minutes between two kick-offs at one venue (≥ 1). */
  slotMinutes: number;
  /** How long one of these fixtures holds its venue and its teams (MATCH_DURATION_MINUTES). */
  durationMinutes: number;
  /** When venues are already taken. */
  busy?: readonly BusyInterval[];
  /** When each venue is open (issue 28); a venue not in the map is open any time. */
  availability?: ReadonlyMap<string, VenueAvailability>;
  /** Each team's earliest and latest kick-off, minutes after midnight UTC; a team not in the map: any time. */
  teamTimes?: ReadonlyMap<string, TeamKickoffTimes>;
  /**
   * Tournament days: minutes a team rests between the end of one match and the start of its next, and a team's
   * fixtures placed in the order given (a later round later in the day). Without it a team's fixtures may not
   * overlap, in any order.
   */
  restMinutes?: number;
}

/** A team's earliest and latest kick-off, minutes after midnight (UTC). */
export interface TeamKickoffTimes {
  earliest?: number;
  latest?: number;
}

/** `HH:MM` → minutes after midnight. */
export function minutesOfClock(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
}

/** Whether a kick-off (its minutes after midnight UTC) is within a team's times. */
export function withinTeamTimes(times: TeamKickoffTimes | undefined, start: Date): boolean {
  if (!times) return true;
  const minute = start.getUTCHours() * 60 + start.getUTCMinutes();
  return (times.earliest ?? 0) <= minute && minute <= (times.latest ?? 24 * 60);
}

/**
 * When a venue can host a match, in UTC (the API's `VenueAvailability`): weekly windows (`day` 1 Monday … 7
 * Sunday), dated windows, and closures (whole days, both ends included).
 */
export interface VenueAvailability {
  weekly: readonly { day: number; from: string; to: string }[];
  dates: readonly { date: string; from: string; to: string }[];
  closed: readonly { from: string; to: string }[];
}

/**
 * Whether a match [start, end) fits a venue's availability: its date is in no closure and, when the venue has
 * windows at all, the match lies inside one window of its date (a weekly one of its weekday or a dated one).
 * A match over midnight fits no window. Null / undefined availability: open any time.
 */
export function isVenueOpen(
  availability: VenueAvailability | null | undefined,
  start: Date,
  end: Date,
): boolean {
  if (!availability) return true;
  const date = start.toISOString().slice(0, 10);
  if (availability.closed.some((c) => c.from <= date && date <= c.to)) return false;
  const endDate = end.toISOString().slice(0, 10);
  if (endDate !== date) {
    // A closure on the day a match runs into also closes it.
    if (availability.closed.some((c) => c.from <= endDate && endDate <= c.to)) return false;
  }
  if (availability.weekly.length === 0 && availability.dates.length === 0) return true;
  const from = start.getUTCHours() * 60 + start.getUTCMinutes();
  const to = from + Math.round((end.getTime() - start.getTime()) / 60_000);
  const weekday = ((start.getUTCDay() + 6) % 7) + 1;
  const fits = (w: { from: string; to: string }) =>
    minutesOfClock(w.from) <= from && to <= minutesOfClock(w.to);
  return (
    availability.weekly.some((w) => w.day === weekday && fits(w)) ||
    availability.dates.some((w) => w.date === date && fits(w))
  );
}

/** A fixture spreadOverVenues placed: its venue and kick-off. */
export interface SpreadPlacement<K> {
  key: K;
  venueId: string;
  startsAt: Date;
}

/**
 * Gives fixtures whose date is already fixed (a round's kick-off) a venue and a kick-off slot on that day:
 * fixtures in order, each on the earliest slot, then the first venue (in the order given) where the fixture's
 * span [start, start + duration) overlaps neither a busy interval of the venue, nor a fixture placed there, nor
 * another fixture of one of its teams. Greedy and deterministic; unlike scheduleRounds it never moves a fixture
 * to another day and never throws for want of room: what fits nowhere is returned in `unplaced` (in order).
 */
export function spreadOverVenues<K>(
  fixtures: ReadonlyArray<SpreadFixture<K>>,
  options: SpreadOptions,
): { placed: Array<SpreadPlacement<K>>; unplaced: K[] } {
  const { venueIds, slotsPerDay, slotMinutes, durationMinutes } = options;
  if (
    !Number.isInteger(slotsPerDay) ||
    slotsPerDay < 1 ||
    !Number.isInteger(slotMinutes) ||
    slotMinutes < 1 ||
    !(durationMinutes > 0)
  ) {
    throw new DomainError(
      'schedule.slots_invalid',
      'Slots per day, slot minutes and duration must be positive',
    );
  }
  if (new Set(venueIds).size !== venueIds.length) {
    throw new DomainError('schedule.venues_invalid', 'Each venue id once');
  }
  const duration = durationMinutes * 60_000;
  const rest = (options.restMinutes ?? 0) * 60_000;
  const DAY = 24 * 60 * 60_000;
  const inOrder = options.restMinutes !== undefined;
  const taken = new Map<string, Array<[number, number]>>(venueIds.map((id) => [id, []]));
  for (const b of options.busy ?? []) taken.get(b.venueId)?.push([b.start.getTime(), b.end.getTime()]);
  const playing = new Map<string, Array<[number, number]>>();
  const clash = (spans: Array<[number, number]> | undefined, start: number, end: number) =>
    (spans ?? []).some(([s, e]) => s < end && start < e);

  const placed: Array<SpreadPlacement<K>> = [];
  const unplaced: K[] = [];
  for (const fixture of fixtures) {
    const teams = fixture.teamIds.filter((t): t is string => t !== null);
    let done = false;
    for (let slot = 0; slot < slotsPerDay && !done; slot++) {
      const start = fixture.kickoff.getTime() + slot * slotMinutes * 60_000;
      const end = start + duration;
      // Rest: a team's other matches keep `rest` clear on both sides; in order: none of them after this one.
      const teamBusy = (team: string) =>
        clash(playing.get(team), start - rest, end + rest) ||
        (inOrder && (playing.get(team) ?? []).some(([s]) => s >= start && s - start < DAY));
      if (teams.some(teamBusy)) continue;
      if (!teams.every((team) => withinTeamTimes(options.teamTimes?.get(team), new Date(start)))) continue;
      const venueId = venueIds.find(
        (id) =>
          !clash(taken.get(id), start, end) &&
          isVenueOpen(options.availability?.get(id), new Date(start), new Date(end)),
      );
      if (venueId === undefined) continue;
      taken.get(venueId)!.push([start, end]);
      for (const team of teams) playing.set(team, [...(playing.get(team) ?? []), [start, end]]);
      placed.push({ key: fixture.key, venueId, startsAt: new Date(start) });
      done = true;
    }
    if (!done) unplaced.push(fixture.key);
  }
  return { placed, unplaced };
}
