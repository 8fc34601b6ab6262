import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKickOff, formatKickOffShort, formatKickOffTime } from './kick-off.ts';

// What the functions stand in for (they avoid Intl's names on a page's first load), in each zone.
const long = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const short = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const time = (timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

// UTC (the fast path, without Intl), zones with summer time in either hemisphere, Kolkata's half hour,
// Kathmandu's quarter, Lord Howe's half-hour summer time, and the day line's two sides.
const zone = fc.constantFrom(
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
);
// Kick-offs from 1990 to 2100, to the minute.
const kickOff = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000).toISOString());

describe('formatKickOff', () => {
  it('names the day, the date and a 24-hour time in the zone it is given', () => {
    expect(formatKickOff('2026-11-26T12:05:00Z', 'UTC')).toBe('Thu, 26 Nov 2026, 12:05');
    expect(formatKickOff('2026-09-05T12:00:00Z', 'UTC')).toBe('Sat, 5 Sept 2026, 12:00');
    expect(formatKickOff('2026-11-26T20:00:00Z', 'Asia/Kolkata')).toBe('Fri, 27 Nov 2026, 01:30');
    expect(formatKickOff('2026-07-01T18:00:00Z', 'Europe/London')).toBe('Wed, 1 Jul 2026, 19:00');
    expect(formatKickOff('2026-07-01T18:00:00Z', 'America/New_York')).toBe('Wed, 1 Jul 2026, 14:00');
  });

  it('writes any kick-off as Intl.DateTimeFormat en-GB does in that zone', () => {
    fc.assert(
      fc.property(
        kickOff,
        zone,
        (iso, timeZone) => formatKickOff(iso, timeZone) === long(timeZone).format(new Date(iso)),
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatKickOffShort', () => {
  it('orders day and month as the match pages do, without the year', () => {
    expect(formatKickOffShort('2026-11-26T12:05:00Z', 'UTC')).toBe('Thu 26 Nov, 12:05');
    expect(formatKickOffShort('2026-11-26T12:05:00Z', 'Pacific/Kiritimati')).toBe('Fri 27 Nov, 02:05');
  });

  it('writes any kick-off as Intl.DateTimeFormat en-GB does without the year, in that zone', () => {
    fc.assert(
      fc.property(
        kickOff,
        zone,
        (iso, timeZone) => formatKickOffShort(iso, timeZone) === short(timeZone).format(new Date(iso)),
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatKickOffTime', () => {
  it('writes the time of any kick-off as Intl.DateTimeFormat en does on a 24-hour clock, in that zone', () => {
    fc.assert(
      fc.property(
        kickOff,
        zone,
        (iso, timeZone) => formatKickOffTime(iso, timeZone) === time(timeZone).format(new Date(iso)),
      ),
      { numRuns: 500 },
    );
  });
});
