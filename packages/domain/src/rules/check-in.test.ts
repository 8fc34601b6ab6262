import { describe, expect, it } from 'vitest';
import { checkInState, missingCheckIns } from './check-in.ts';

const window = {
  opensAt: new Date('2030-05-01T10:00:00Z'),
  closesAt: new Date('2030-05-01T11:00:00Z'),
  closedAt: null,
};

describe('checkInState', () => {
  it.each([
    ['2030-05-01T09:59:59Z', 'scheduled'],
    ['2030-05-01T10:00:00Z', 'open'],
    ['2030-05-01T10:59:59Z', 'open'],
    ['2030-05-01T11:00:00Z', 'closed'],
  ] as const)('at %s the window is %s', (now, state) => {
    expect(checkInState(window, new Date(now))).toBe(state);
  });

  it('is none without a window, closed once the close ran', () => {
    expect(checkInState(null, new Date())).toBe('none');
    expect(
      checkInState(
        { ...window, closedAt: new Date('2030-05-01T10:30:00Z') },
        new Date('2030-05-01T10:31:00Z'),
      ),
    ).toBe('closed');
  });
});

describe('missingCheckIns', () => {
  it('keeps the entry order of the teams not checked in', () => {
    expect(missingCheckIns(['a', 'b', 'c', 'd'], ['c', 'a'])).toEqual(['b', 'd']);
  });
});
