import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-25T12:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2026-11-25T11:59:30.000Z', 'now'],
    ['2026-11-25T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-25T09:00:00.000Z', '3 hours ago'],
    ['2026-11-24T12:00:00.000Z', 'yesterday'],
    ['2026-12-08T12:00:00.000Z', 'in 13 days'],
    ['2026-09-20T12:00:00.000Z', '2 months ago'],
    ['2024-11-01T12:00:00.000Z', '2 years ago'],
  ])('reads %s as “%s”', (iso, text) => {
    expect(formatRelativeTime(iso, now)).toBe(text);
  });
});
