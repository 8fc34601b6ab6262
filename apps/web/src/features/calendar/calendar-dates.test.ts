import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayKeyOf, daysOf, groupByDay, LIST_DAYS, rangeOf, shiftAnchor } from './calendar-dates.ts';

describe('rangeOf', () => {
  it('shows a month as whole weeks, Monday to Sunday', () => {
    const { start, end } = rangeOf('month', dayjs('2026-03-18'));
    expect(dayKeyOf(start)).toBe('2026-02-23');
    expect(dayKeyOf(end)).toBe('2026-04-05');
    expect(start.day()).toBe(1);
    expect(daysOf(start, end)).toHaveLength(42);
  });

  it("shows the anchor's week and LIST_DAYS days for the list", () => {
    const week = rangeOf('week', dayjs('2026-03-05'));
    expect([dayKeyOf(week.start), dayKeyOf(week.end)]).toEqual(['2026-03-02', '2026-03-08']);
    const list = rangeOf('list', dayjs('2026-03-05'));
    expect(daysOf(list.start, list.end)).toHaveLength(LIST_DAYS);
  });

  it('keeps every range within the 62 days the server answers', () => {
    for (let month = 0; month < 12; month++) {
      const { start, end } = rangeOf('month', dayjs('2026-01-01').add(month, 'month'));
      expect(end.diff(start, 'day')).toBeLessThan(62);
    }
  });
});

describe('shiftAnchor', () => {
  it('pages by month, week and list length', () => {
    expect(dayKeyOf(shiftAnchor('month', dayjs('2026-01-31'), 1))).toBe('2026-02-01');
    expect(dayKeyOf(shiftAnchor('week', dayjs('2026-03-05'), -1))).toBe('2026-02-26');
    expect(dayKeyOf(shiftAnchor('list', dayjs('2026-03-01'), 1))).toBe(
      dayKeyOf(dayjs('2026-03-01').add(LIST_DAYS, 'day')),
    );
  });
});

describe('groupByDay', () => {
  it('groups by the local day of the kick-off, keeping the order', () => {
    const a = { startsAt: dayjs('2026-03-01T10:00').toISOString() };
    const b = { startsAt: dayjs('2026-03-01T20:00').toISOString() };
    const c = { startsAt: dayjs('2026-03-02T09:00').toISOString() };
    expect([...groupByDay([a, b, c])]).toEqual([
      ['2026-03-01', [a, b]],
      ['2026-03-02', [c]],
    ]);
  });
});
