/**
 * The visitor's time zone and day, as the server and the web app both need them (ADR 0026): the web app tells
 * the server the zone in a cookie, the server draws a page's times in it and its loaders read "today" for it.
 * Free of zod: the web app's first load imports it.
 */

/**
 * The visitor's day, which pages that show "today" ask with: its date (`YYYY-MM-DD`) and its first and last
 * millisecond as ISO instants, in the visitor's time zone (the `tz` cookie the web app sets, else UTC), as the
 * browser computes them (local midnight, and 23:59:59.999).
 */
export interface VisitorDay {
  date: string;
  start: string;
  end: string;
}

/** The cookie in which the web app tells the server the visitor's time zone (an IANA name). */
export const TIME_ZONE_COOKIE = 'tz';

/** Whether `timeZone` is one the platform knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`, as the UTC milliseconds of the same fields. */
function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const ms = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
    ms,
  );
}

/** The instant whose wall clock in `timeZone` reads `wall` (UTC milliseconds of the wanted fields). */
function instantOfWallClock(wall: number, timeZone: string): number {
  let instant = wall - (wallClockOf(wall, timeZone) - wall);
  // Once more: the offset at the first guess may differ from the offset at the answer (a DST change between).
  instant = wall - (wallClockOf(instant, timeZone) - instant);
  return instant;
}

/** The visitor's day at `now` in `timeZone`. */
export function visitorDay(now: Date, timeZone: string): VisitorDay {
  const wall = wallClockOf(now.getTime(), timeZone);
  const date = new Date(wall).toISOString().slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  return {
    date,
    start: new Date(instantOfWallClock(midnight, timeZone)).toISOString(),
    end: new Date(instantOfWallClock(midnight + 86_399_999, timeZone)).toISOString(),
  };
}
