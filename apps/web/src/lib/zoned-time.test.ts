import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  endOfDay,
  formatCalendarDate,
  formatDayOf,
  formatInstant,
  startOfDay,
  wallClock,
} from './zoned-time.ts';

/**
 * Zones with summer time (either hemisphere), half- and quarter-hour offsets, clocks that jump over midnight
 * (Santiago, Havana, Beirut, São Paulo until 2019, Cairo), and a day that never was (Apia, 30 Dec 2011).
 */
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'America/Sao_Paulo',
  'Africa/Cairo',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

const zone = fc.constantFrom(...ZONES);
/** Zones whose clocks changed at midnight between 2010 and 2026. */
const MIDNIGHT_CHANGES = [
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'America/Sao_Paulo',
  'Africa/Cairo',
];
const offsetAtNoon = (d: string, timeZone: string) =>
  wallClock(`${d}T12:00:00Z`, timeZone).getTime() - Date.parse(`${d}T12:00:00Z`);
// Instants from 1990 to 2100, to the second.
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2100, 0, 1) / 1000 })
  .map((seconds) => seconds * 1000);
const day = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));

/** The reference: Intl's own fields in the zone, as `2026-11-26 18:00:05` (Swedish writes ISO order). */
function intlFields(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

describe('wallClock', () => {
  it('reads the fields Intl reads in the zone, at any instant', () => {
    fc.assert(
      fc.property(instant, zone, (ms, timeZone) => {
        expect(formatInstant(ms, timeZone, 'YYYY-MM-DD HH:mm:ss')).toBe(intlFields(ms, timeZone));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the milliseconds, and reads a zone the platform does not know as UTC', () => {
    expect(wallClock('2026-11-26T18:00:00.250Z', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-26T23:30:00.250Z',
    );
    expect(wallClock('2026-11-26T18:00:00Z', 'Not/AZone').toISOString()).toBe('2026-11-26T18:00:00.000Z');
  });

  it('gives an invalid Date for an invalid instant', () => {
    expect(Number.isNaN(wallClock('not a date', 'Europe/Berlin').getTime())).toBe(true);
    expect(formatInstant('not a date', 'Europe/Berlin', 'D MMM YYYY')).toBe('');
  });
});

describe('dayOf', () => {
  it("is the zone's date of the instant", () => {
    expect(dayOf('2026-11-26T23:30:00Z', 'UTC')).toBe('2026-11-26');
    expect(dayOf('2026-11-26T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-27');
    expect(dayOf('2026-11-27T03:00:00Z', 'America/New_York')).toBe('2026-11-26');
    expect(dayOf('2026-11-26T18:29:59Z', 'Asia/Kolkata')).toBe('2026-11-26');
    expect(dayOf('2026-11-26T18:30:00Z', 'Asia/Kolkata')).toBe('2026-11-27');
  });
});

describe('startOfDay and endOfDay', () => {
  it('are midnight and the last millisecond of the day, where the day has them', () => {
    expect(startOfDay('2026-11-27', 'Europe/Berlin').toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(endOfDay('2026-11-27', 'Europe/Berlin').toISOString()).toBe('2026-11-27T22:59:59.999Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // The day the clocks go forward is 23 hours long.
    expect(endOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(startOfDay('2026-11-27', 'Asia/Kolkata').toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });

  it('start a day whose midnight the clocks skipped when they jumped', () => {
    // Santiago went from 24:00 to 01:00 on 6 Sept 2026 (UTC−4 to UTC−3).
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(formatInstant(startOfDay('2026-09-06', 'America/Santiago'), 'America/Santiago', 'HH:mm')).toBe(
      '01:00',
    );
  });

  it('bound every day of every zone: the first instant on or after the day, and the last before the next', () => {
    fc.assert(
      fc.property(day, zone, (date, timeZone) => {
        const start = startOfDay(date, timeZone).getTime();
        expect(dayOf(start, timeZone) >= date).toBe(true);
        expect(dayOf(start - 1, timeZone) < date).toBe(true);
        const end = endOfDay(date, timeZone).getTime();
        expect(dayOf(end + 1, timeZone) > date).toBe(true);
        expect(dayOf(end, timeZone) <= date).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('bound the days around changes of offset, where they differ from a day of 24 hours', () => {
    const changes: [string, string][] = [];
    for (const timeZone of MIDNIGHT_CHANGES) {
      let offset = offsetAtNoon('2009-12-31', timeZone);
      for (let d = '2010-01-01'; d < '2027-01-01'; d = addDays(d, 1)) {
        const next = offsetAtNoon(d, timeZone);
        if (next !== offset) changes.push([timeZone, addDays(d, -1)], [timeZone, d]);
        offset = next;
      }
    }
    expect(new Set(changes.map(([z]) => z))).toEqual(new Set(MIDNIGHT_CHANGES));
    for (const [timeZone, d] of changes) {
      const start = startOfDay(d, timeZone).getTime();
      expect(dayOf(start - 1, timeZone) < d).toBe(true);
      expect(dayOf(start, timeZone) >= d).toBe(true);
      const end = endOfDay(d, timeZone).getTime();
      expect(dayOf(end, timeZone) <= d).toBe(true);
      expect(dayOf(end + 1, timeZone) > d).toBe(true);
    }
    // A day the clocks skipped midnight on starts at 01:00.
    const skipped = changes.filter(([z, d]) => formatInstant(startOfDay(d, z), z, 'HH:mm') !== '00:00');
    expect(skipped.length).toBeGreaterThan(10);
    // Apia skipped 30 Dec 2011 altogether: that "day" starts and ends at the jump to the 31st.
    expect(dayOf(startOfDay('2011-12-30', 'Pacific/Apia'), 'Pacific/Apia')).toBe('2011-12-31');
  });
});

describe('formatInstant', () => {
  it("writes dayjs's tokens in the zone", () => {
    const iso = '2026-09-03T18:05:09Z';
    expect(formatInstant(iso, 'UTC', 'ddd D MMM YYYY, HH:mm')).toBe('Thu 3 Sep 2026, 18:05');
    expect(formatInstant(iso, 'Asia/Kolkata', 'dddd D MMMM YYYY, HH:mm:ss')).toBe(
      'Thursday 3 September 2026, 23:35:09',
    );
    expect(formatInstant(iso, 'Pacific/Auckland', 'YYYY-MM-DD HH:mm')).toBe('2026-09-04 06:05');
    expect(formatInstant(iso, 'UTC', '[at] HH:mm')).toBe('at 18:05');
  });
});

describe('calendar dates', () => {
  it('are written as they are, in no zone', () => {
    expect(formatCalendarDate('2026-12-01', 'D MMM YYYY')).toBe('1 Dec 2026');
    expect(formatCalendarDate('2026-12-01', 'dddd')).toBe('Tuesday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formatDayOf writes a calendar date as it is and an instant as its day in the zone', () => {
    expect(formatDayOf('2026-12-01', 'Pacific/Pago_Pago')).toBe('1 Dec 2026');
    expect(formatDayOf('2026-12-01T02:00:00Z', 'Pacific/Pago_Pago')).toBe('30 Nov 2026');
    expect(formatDayOf('2026-12-01T02:00:00Z', 'UTC')).toBe('1 Dec 2026');
  });
});
