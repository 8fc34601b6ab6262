import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visitorDay } from './time-zones.ts';

describe('visitorDay', () => {
  it('is the day a browser in that time zone computes: local midnight to 23:59:59.999', () => {
    expect(visitorDay(new Date('2026-11-27T10:00:00Z'), 'UTC')).toEqual({
      date: '2026-11-27',
      start: '2026-11-27T00:00:00.000Z',
      end: '2026-11-27T23:59:59.999Z',
    });
    // Berlin in winter is UTC+1: its day starts at 23:00 UTC the day before.
    expect(visitorDay(new Date('2026-11-27T23:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-11-28',
      start: '2026-11-27T23:00:00.000Z',
      end: '2026-11-28T22:59:59.999Z',
    });
    // The day summer time starts in New York is 23 hours long.
    expect(visitorDay(new Date('2026-03-08T12:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-08',
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T03:59:59.999Z',
    });
  });

  it('starts at the midnight of its date and ends 23:59:59.999 later on its wall clock, in any zone', () => {
    const zones = ['UTC', 'Europe/London', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Auckland'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const day = visitorDay(now, zone);
          const wall = (iso: string) =>
            new Intl.DateTimeFormat('sv-SE', {
              timeZone: zone,
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
              hourCycle: 'h23',
            }).format(new Date(iso));
          expect(wall(day.start)).toBe(`${day.date} 00:00:00`);
          expect(wall(day.end)).toBe(`${day.date} 23:59:59`);
          expect(Date.parse(day.start)).toBeLessThanOrEqual(now.getTime());
          expect(Date.parse(day.end)).toBeGreaterThanOrEqual(now.getTime());
        },
      ),
    );
  });
});
