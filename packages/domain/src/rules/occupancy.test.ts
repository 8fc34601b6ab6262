import { describe, expect, it } from 'vitest';
import { matchDurationMinutes, occupanciesOverlap } from './occupancy.ts';

const at = (iso: string | null, durationMinutes = 120) => ({
  startsAt: iso ? new Date(iso) : null,
  durationMinutes,
});

describe('occupancy', () => {
  it('gives each sport its duration, e-sports and others a default', () => {
    expect(matchDurationMinutes('football')).toBe(120);
    expect(matchDurationMinutes('basketball')).toBe(150);
    expect(matchDurationMinutes('counter-strike-2', true)).toBe(60);
    expect(matchDurationMinutes('curling')).toBe(120);
  });

  it('overlaps within the duration, not at or after its end, never without a time', () => {
    expect(occupanciesOverlap(at('2026-12-01T15:00:00Z'), at('2026-12-01T16:59:00Z'))).toBe(true);
    expect(occupanciesOverlap(at('2026-12-01T15:00:00Z'), at('2026-12-01T17:00:00Z'))).toBe(false);
    expect(occupanciesOverlap(at('2026-12-01T17:00:00Z'), at('2026-12-01T15:00:00Z'))).toBe(false);
    expect(occupanciesOverlap(at('2026-12-01T15:00:00Z', 60), at('2026-12-01T14:30:00Z', 60))).toBe(true);
    expect(occupanciesOverlap(at(null), at('2026-12-01T15:00:00Z'))).toBe(false);
  });
});
