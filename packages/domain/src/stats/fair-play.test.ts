import { describe, expect, it } from 'vitest';
import { computeStandings } from '../standings/compute.ts';
import { footballLeaguePresets } from '../standings/presets.ts';
import { computeDisciplinaryPoints } from './fair-play.ts';

describe('computeDisciplinaryPoints (UEFA)', () => {
  it.each([
    ['a yellow card', ['yellowCard'], 1],
    ['a sending-off for two yellows', ['yellowCard', 'secondYellow'], 3],
    ['a direct red', ['redCard'], 3],
    ['a yellow then a direct red', ['yellowCard', 'redCard'], 4],
    ['other events', ['goal', 'foul'], undefined],
  ])('%s → %s', (_label, types, expected) => {
    const result = computeDisciplinaryPoints(types.map((type) => ({ team: 'A', type })));
    expect(result[0]?.points).toBe(expected);
  });

  it('feeds the fairPlay criterion of the standings', () => {
    const fairPlay = computeDisciplinaryPoints([
      { team: 'A', type: 'redCard' },
      { team: 'B', type: 'yellowCard' },
    ]);
    const rows = computeStandings({
      matches: [
        { home: 'A', away: 'X', homeGoals: 1, awayGoals: 0 },
        { home: 'B', away: 'Y', homeGoals: 1, awayGoals: 0 },
      ],
      rules: footballLeaguePresets.uefaGroup,
      fairPlay,
    });
    expect(rows.slice(0, 2).map((r) => r.team)).toEqual(['B', 'A']);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'fairPlay', values: [1, 3] });
  });
});
