import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute.ts';
import { formatSeparation, toCriterionLabel, toTiebreakText } from './explain.ts';
import { footballLeaguePresets } from './presets.ts';
import type { Separation } from './types.ts';

const names: Record<string, string> = {
  laz: 'Lazio',
  rom: 'Roma',
  mci: 'Manchester City',
  mun: 'Manchester United',
};
const nameOf = (id: string) => names[id] ?? id;

describe('formatSeparation', () => {
  it.each<[Separation<string>, string]>([
    [{ criterion: 'h2hPoints', above: 'laz', values: [4, 1] }, 'above Lazio on head-to-head points, 4 to 1'],
    [
      { criterion: 'goalDifference', above: 'mun', values: [64, 56] },
      'above Manchester United on goal difference, +64 to +56',
    ],
    [
      { criterion: 'h2hGoalDifference', above: 'rom', values: [0, -2] },
      'above Roma on head-to-head goal difference, 0 to -2',
    ],
    [{ criterion: 'points', above: 'rom', values: [89, 70] }, 'above Roma on points, 89 to 70'],
    [{ criterion: 'goalsFor', above: 'rom', values: [45, 44] }, 'above Roma on goals scored, 45 to 44'],
    [
      { criterion: 'winPercentage', above: 'rom', values: [0.75, 0.5] },
      'above Roma on win percentage, 0.750 to 0.500',
    ],
    [{ criterion: 'goalRatio', above: 'rom', values: [5 / 3, 1] }, 'above Roma on score ratio, 1.667 to 1'],
    [
      { criterion: 'goalRatio', above: 'rom', values: [Number.POSITIVE_INFINITY, 2] },
      'above Roma on score ratio, ∞ to 2',
    ],
    [{ criterion: 'fairPlay', above: 'rom', values: [3, 7] }, 'above Roma on fair play points, 3 to 7'],
    [{ criterion: 'lots', above: 'rom', values: [1, 2] }, 'above Roma on drawing of lots'],
    [{ criterion: 'manualOrder', above: 'rom', values: [1, 2] }, "above Roma on the organiser's decision"],
    [{ criterion: 'identifier', above: 'rom', values: ['laz', 'rom'] }, 'above Roma on listing order'],
  ])('%j → %s', (separation, text) => {
    expect(formatSeparation(separation, nameOf)).toBe(text);
  });

  it('uses the identifier when no name lookup is given', () => {
    expect(formatSeparation({ criterion: 'wins', above: 'B', values: [3, 2] })).toBe(
      'above B on wins, 3 to 2',
    );
    expect(toCriterionLabel('h2hAwayGoals')).toBe('head-to-head away goals');
  });

  it('explains a computed Serie A head-to-head', () => {
    const rows = computeStandings({
      matches: [
        { home: 'laz', away: 'rom', homeGoals: 1, awayGoals: 0 },
        { home: 'rom', away: 'laz', homeGoals: 1, awayGoals: 1 },
        { home: 'rom', away: 'x', homeGoals: 3, awayGoals: 0 },
      ],
      rules: footballLeaguePresets.serieA,
    });
    expect(rows[0]?.team).toBe('laz');
    expect(formatSeparation(rows[0]!.explanation!, nameOf)).toBe('above Roma on head-to-head points, 4 to 1');
  });
});

describe('toTiebreakText', () => {
  it.each<[{ explanation?: Separation<string> }, string | null]>([
    [{}, null],
    [{ explanation: { criterion: 'points', above: 'rom', values: [50, 49] } }, null],
    [
      { explanation: { criterion: 'h2hPoints', above: 'rom', values: [4, 1] } },
      'above Roma on head-to-head points, 4 to 1',
    ],
  ])('%j → %s', (row, text) => {
    expect(toTiebreakText(row, nameOf)).toBe(text);
  });
});
