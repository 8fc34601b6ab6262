import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKickOff, formatKickOffShort, formatKickOffTime } from './kick-off.ts';

// What the functions stand in for (they avoid Intl on a page's first load).
const LONG = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// Kick-offs from 1990 to 2100, to the minute.
const kickOff = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000).toISOString());

describe('formatKickOff', () => {
  it('names the day, the date and a 24-hour time', () => {
    // Noon UTC is the same day from UTC−11 to UTC+11; the hour is the viewer's.
    expect(formatKickOff('2026-11-26T12:05:00Z')).toMatch(/^Thu, 26 Nov 2026, [0-2]\d:\d5$/);
    expect(formatKickOff('2026-09-05T12:00:00Z')).toMatch(/^Sat, 5 Sept 2026, [0-2]\d:[0-5]\d$/);
  });

  it('writes any kick-off as Intl.DateTimeFormat en-GB does, in the viewer’s time zone', () => {
    fc.assert(fc.property(kickOff, (iso) => formatKickOff(iso) === LONG.format(new Date(iso))));
  });
});

describe('formatKickOffShort', () => {
  it('orders day and month as the match pages do, without the year', () => {
    expect(formatKickOffShort('2026-11-26T12:05:00Z')).toMatch(/^Thu 26 Nov, [0-2]\d:\d5$/);
  });

  it('writes any kick-off as Intl.DateTimeFormat en-GB does without the year', () => {
    fc.assert(fc.property(kickOff, (iso) => formatKickOffShort(iso) === SHORT.format(new Date(iso))));
  });
});

describe('formatKickOffTime', () => {
  it('writes the time of any kick-off as Intl.DateTimeFormat en does on a 24-hour clock', () => {
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(fc.property(kickOff, (iso) => formatKickOffTime(iso) === time.format(new Date(iso))));
  });
});
