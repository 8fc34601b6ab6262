import { describe, expect, it } from 'vitest';
import { findRulesProblems, TIEBREAK_CRITERIA, toRulesPreset } from './rules-preset.ts';

const sport = (id: string, points = { win: 3, draw: 1, loss: 0 }) => ({ id, name: id, points });

describe('toRulesPreset', () => {
  it('keeps overtime and shoot-out points of the engine preset (ice hockey)', () => {
    expect(toRulesPreset(sport('ice-hockey'))).toMatchObject({
      win: 3,
      overtimeWin: 2,
      overtimeLoss: 1,
      shootoutWin: 2,
      shootoutLoss: 1,
      h2hScope: 'recursive',
    });
  });

  it("falls back on the sport's own points with the usual criteria, overtime included", () => {
    expect(toRulesPreset(sport('curling', { win: 2, draw: 1, loss: 0, overtimeWin: 2 } as never))).toEqual({
      win: 2,
      draw: 1,
      loss: 0,
      overtimeWin: 2,
      tiebreakers: ['points', 'goalDifference', 'goalsFor'],
      h2hScope: 'tiedGroup',
    });
  });

  it('starts from 3-1-0 without a sport, and never carries undefined fields', () => {
    const rules = toRulesPreset(undefined);
    expect(rules).toMatchObject({ win: 3, draw: 1, loss: 0 });
    expect(Object.values(rules).every((v) => v !== undefined)).toBe(true);
  });

  it('hands out a copy: editing one preset leaves the next untouched', () => {
    toRulesPreset(sport('football')).tiebreakers.push('lots');
    expect(toRulesPreset(sport('football')).tiebreakers).not.toContain('lots');
  });
});

describe('findRulesProblems', () => {
  it.each([
    [{ tiebreakers: ['points', 'goalDifference'], h2hScope: 'tiedGroup' }, []],
    [{ tiebreakers: ['points', 'coinToss'], h2hScope: 'tiedGroup' }, ['tiebreakers.1']],
    [{ tiebreakers: ['points'], h2hScope: 'sometimes' }, ['h2hScope']],
    [{ tiebreakers: ['points', 'points'], h2hScope: 'recursive' }, ['tiebreakers']],
  ])('finds the problems of %j at %j', (rules, fields) => {
    expect(findRulesProblems(rules).map((p) => p.field)).toEqual(fields);
  });

  it('names the unknown criterion and the known ones', () => {
    const [problem] = findRulesProblems({ tiebreakers: ['coinToss'], h2hScope: 'tiedGroup' });
    expect(problem?.detail).toBe('Unknown tie-breaker "coinToss".');
    expect(problem?.message).toContain(TIEBREAK_CRITERIA.join(', '));
  });
});
