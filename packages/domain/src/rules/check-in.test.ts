import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInState, missingCheckIns, roundCheckInOutcome } from './check-in.ts';

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

describe('roundCheckInOutcome', () => {
  const match = { homeTeamId: 'h', awayTeamId: 'a' };
  it.each([
    [['h', 'a'], { kind: 'play' }],
    [['h'], { kind: 'forfeit', side: 'away' }],
    [['a'], { kind: 'forfeit', side: 'home' }],
    [[], { kind: 'cancel' }],
  ] as const)('with %j checked in: %j', (checkedIn, outcome) => {
    expect(roundCheckInOutcome(match, new Set<string>(checkedIn))).toEqual(outcome);
  });

  it('never forfeits a side that checked in, and plays exactly when both did', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (homeIn, awayIn) => {
        const checkedIn = new Set([...(homeIn ? ['h'] : []), ...(awayIn ? ['a'] : [])]);
        const outcome = roundCheckInOutcome(match, checkedIn);
        expect(outcome.kind === 'play').toBe(homeIn && awayIn);
        if (outcome.kind === 'forfeit')
          expect(checkedIn.has(outcome.side === 'home' ? 'h' : 'a')).toBe(false);
        expect(outcome.kind === 'cancel').toBe(!homeIn && !awayIn);
      }),
    );
  });
});
