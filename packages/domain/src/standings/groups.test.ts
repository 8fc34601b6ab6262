import { describe, expect, it } from 'vitest';
import { computeGroupStandings } from './groups.ts';
import { findStandingsPreset, footballLeaguePresets, standingsPresets } from './presets.ts';

describe('computeGroupStandings', () => {
  it('builds one table per group, groups in key order', () => {
    const result = computeGroupStandings({
      matches: [
        { group: 'B', home: 'b1', away: 'b2', homeGoals: 0, awayGoals: 2 },
        { group: 'A', home: 'a1', away: 'a2', homeGoals: 1, awayGoals: 0 },
        { group: 'A', home: 'a2', away: 'a3', homeGoals: 1, awayGoals: 1 },
      ],
      teams: [
        { team: 'b3', group: 'B' },
        { team: 'c1', group: 'C' },
      ],
      rules: standingsPresets.football,
      adjustments: [{ team: 'b2', points: -3, reason: 'Sanction' }],
    });
    expect(result.map((g) => g.group)).toEqual(['A', 'B', 'C']);
    expect(result[0]?.rows.map((r) => [r.team, r.points])).toEqual([
      ['a1', 3],
      ['a3', 1],
      ['a2', 1],
    ]);
    expect(result[1]?.rows.map((r) => [r.team, r.points])).toEqual([
      ['b2', 0],
      ['b3', 0],
      ['b1', 0],
    ]);
    expect(result[2]?.rows).toMatchObject([{ team: 'c1', played: 0, pos: 1 }]);
  });

  it('orders numeric group keys numerically', () => {
    const groups = [10, 2, 1].map((group) => ({
      group,
      home: `h${group}`,
      away: `a${group}`,
      homeGoals: 0,
      awayGoals: 0,
    }));
    const result = computeGroupStandings({ matches: groups, rules: standingsPresets.football });
    expect(result.map((g) => g.group)).toEqual([1, 2, 10]);
  });

  it('counts live matches per group only when asked', () => {
    const matches = [{ group: 1, home: 'x', away: 'y', homeGoals: 1, awayGoals: 0, status: 'live' as const }];
    expect(computeGroupStandings({ matches, rules: standingsPresets.football })[0]?.rows[0]?.played).toBe(0);
    const live = computeGroupStandings({ matches, rules: standingsPresets.football, includeLive: true });
    expect(live[0]?.rows[0]).toMatchObject({ team: 'x', points: 3, live: true });
  });
});

describe('presets', () => {
  it.each([
    ['Football', standingsPresets.football],
    ['eFootball', standingsPresets.football],
    ['EA FC', standingsPresets.football],
    ['Ice Hockey', standingsPresets.iceHockey],
    ['volleyball', standingsPresets.volleyball],
    ['Basketball', standingsPresets.basketball],
    ['Rugby Union', standingsPresets.rugby],
    ['Handball', standingsPresets.handball],
    ['Chess', undefined],
  ])('finds the preset for "%s"', (sport, preset) => {
    expect(findStandingsPreset(sport)).toBe(preset);
  });

  it('has the rules object shape for every preset', () => {
    for (const rules of [...Object.values(standingsPresets), ...Object.values(footballLeaguePresets)]) {
      expect(typeof rules.win).toBe('number');
      expect(typeof rules.draw).toBe('number');
      expect(typeof rules.loss).toBe('number');
      expect(['tiedGroup', 'recursive']).toContain(rules.h2hScope);
      expect(rules.tiebreakers.length).toBeGreaterThan(0);
    }
  });
});
