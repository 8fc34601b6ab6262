import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/zoned-time.ts';
import {
  daysOf,
  formatDay,
  formatRange,
  groupByDay,
  instantsOf,
  LIST_DAYS,
  parseCalendarDay,
  rangeOf,
  shiftAnchor,
  weekdayNames,
  weekdayOf,
} from './calendar-dates.ts';

describe('rangeOf', () => {
  it('shows a month as whole weeks, Monday to Sunday', () => {
    const { start, end } = rangeOf('month', '2026-03-18');
    expect([start, end]).toEqual(['2026-02-23', '2026-04-05']);
    expect(weekdayOf(start)).toBe(1);
    expect(daysOf(start, end)).toHaveLength(42);
  });

  it("shows the anchor's week and LIST_DAYS days for the list", () => {
    expect(rangeOf('week', '2026-03-05')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(rangeOf('week', '2026-03-08')).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    const list = rangeOf('list', '2026-03-05');
    expect(daysOf(list.start, list.end)).toHaveLength(LIST_DAYS);
  });

  it('keeps every range within the 62 days the server answers, in any zone', () => {
    for (let month = 1; month <= 12; month++) {
      const range = rangeOf('month', `2026-${String(month).padStart(2, '0')}-15`);
      for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago']) {
        const { from, to } = instantsOf(range, zone);
        expect(Date.parse(to) - Date.parse(from)).toBeLessThan(62 * 86_400_000);
      }
    }
  });
});

describe('instantsOf', () => {
  it("asks from the first day's start to the last day's end in the viewer's zone", () => {
    const range = rangeOf('month', '2026-03-18');
    expect(instantsOf(range, 'UTC')).toEqual({
      from: '2026-02-23T00:00:00.000Z',
      to: '2026-04-05T23:59:59.999Z',
    });
    // Berlin: UTC+1 in February, UTC+2 from 29 March.
    expect(instantsOf(range, 'Europe/Berlin')).toEqual({
      from: '2026-02-22T23:00:00.000Z',
      to: '2026-04-05T21:59:59.999Z',
    });
    expect(instantsOf(range, 'Asia/Kolkata').from).toBe('2026-02-22T18:30:00.000Z');
  });
});

describe('shiftAnchor', () => {
  it('pages by month, week and list length', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-03-05', -1)).toBe('2026-02-26');
    expect(shiftAnchor('list', '2026-03-01', 1)).toBe(addDays('2026-03-01', LIST_DAYS));
  });
});

describe('parseCalendarDay', () => {
  it('takes real calendar dates only', () => {
    expect(parseCalendarDay('2026-03-18')).toBe('2026-03-18');
    expect(parseCalendarDay('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDay('2026-02-30')).toBeUndefined();
    expect(parseCalendarDay('2026-3-18')).toBeUndefined();
    expect(parseCalendarDay('soon')).toBeUndefined();
    expect(parseCalendarDay(null)).toBeUndefined();
  });
});

describe('groupByDay', () => {
  it("groups by the kick-off's day in the zone it is given, keeping the order", () => {
    const a = { startsAt: '2026-03-01T10:00:00Z' };
    const b = { startsAt: '2026-03-01T20:00:00Z' };
    const c = { startsAt: '2026-03-02T09:00:00Z' };
    expect([...groupByDay([a, b, c], 'UTC')]).toEqual([
      ['2026-03-01', [a, b]],
      ['2026-03-02', [c]],
    ]);
    // 20:00 UTC is already the 2nd in Kolkata (01:30).
    expect([...groupByDay([a, b, c], 'Asia/Kolkata')]).toEqual([
      ['2026-03-01', [a]],
      ['2026-03-02', [b, c]],
    ]);
  });
});

describe('calendar days in words', () => {
  it('are written as the days they are, in no zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Sunday, March 1');
    expect(formatDay('2026-03-01', 'en-GB')).toBe('Sunday 1 March');
    expect(formatRange('month', '2026-02-23', '2026-04-05', '2026-03-18', 'en')).toBe('March 2026');
    expect(formatRange('week', '2026-03-02', '2026-03-08', '2026-03-05', 'en-GB')).toMatch(
      /^2\s*–\s*8 Mar 2026$/,
    );
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});
