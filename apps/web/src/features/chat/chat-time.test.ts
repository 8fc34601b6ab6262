import { describe, expect, it } from 'vitest';
import { formatChatMoment, formatChatTime } from './chat-time.ts';

const NOW = Date.parse('2026-05-01T20:00:00Z');

describe('formatChatTime', () => {
  it('says "just now" and minutes ago whatever the zone', () => {
    expect(formatChatTime('2026-05-01T19:59:30Z', NOW, 'just now', 'Asia/Kolkata', 'en')).toBe('just now');
    expect(formatChatTime('2026-05-01T19:55:00Z', NOW, 'just now', 'Asia/Kolkata', 'en')).toBe('5 min. ago');
  });

  it("shows the time of a message of the viewer's today, and the date of an older one, in the viewer's zone", () => {
    // 15:00 UTC on 1 May: the same day as 20:00 UTC in UTC; in Kolkata 20:30 on the 1st against 01:30 on the 2nd.
    const message = '2026-05-01T15:00:00Z';
    expect(formatChatTime(message, NOW, 'just now', 'UTC', 'en-GB')).toBe('15:00');
    expect(formatChatTime(message, NOW, 'just now', 'Asia/Kolkata', 'en-GB')).toBe('1 May, 20:30');
  });
});

describe('formatChatMoment', () => {
  it("writes the date and time in the viewer's zone", () => {
    expect(formatChatMoment('2026-05-01T15:00:00Z', 'UTC', 'en-GB')).toBe('1 May 2026, 15:00');
    expect(formatChatMoment('2026-05-01T15:00:00Z', 'America/New_York', 'en-GB')).toBe('1 May 2026, 11:00');
  });
});
