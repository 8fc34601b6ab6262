import { describe, expect, it } from 'vitest';
import { formatKickOff, formatKickOffShort } from './kick-off.ts';

describe('formatKickOff', () => {
  it('names the day, the date and a 24-hour time', () => {
    // Noon UTC is the same day from UTC−11 to UTC+11; the hour is the viewer's.
    expect(formatKickOff('2026-11-26T12:05:00Z')).toMatch(/^Thu, 26 Nov 2026, [0-2]\d:\d5$/);
  });
});

describe('formatKickOffShort', () => {
  it('orders day and month as the match pages do, without the year', () => {
    expect(formatKickOffShort('2026-11-26T12:05:00Z')).toMatch(/^Thu,? 26 Nov,? [0-2]\d:\d5$/);
  });
});
