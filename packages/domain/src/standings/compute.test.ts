import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { computeLiveStandings, computeStandings, ensureValidStandingsRules } from './compute.ts';
import { footballLeaguePresets, standingsPresets } from './presets.ts';
import type { StandingsMatch, StandingsRules } from './types.ts';

const m = (
  home: string,
  away: string,
  homeGoals: number,
  awayGoals: number,
  extra: Partial<StandingsMatch<string>> = {},
): StandingsMatch<string> => ({ home, away, homeGoals, awayGoals, ...extra });

const football = standingsPresets.football;
const order = (rows: { team: string }[]) => rows.map((r) => r.team);

describe('computeStandings basics', () => {
  it('counts a football win, draw and loss with 3/1/0', () => {
    const rows = computeStandings({ matches: [m('A', 'B', 2, 1), m('B', 'C', 0, 0)], rules: football });
    expect(rows).toMatchObject([
      {
        pos: 1,
        team: 'A',
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        goalsFor: 2,
        goalsAgainst: 1,
        goalDifference: 1,
      },
      { pos: 2, team: 'C', played: 1, drawn: 1, points: 1 },
      { pos: 3, team: 'B', played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 1 },
    ]);
    expect(rows[0]?.points).toBe(3);
  });

  it('lists teams without a match yet', () => {
    const rows = computeStandings({ matches: [m('A', 'B', 1, 0)], rules: football, teams: ['A', 'B', 'Z'] });
    expect(rows.find((r) => r.team === 'Z')).toMatchObject({ played: 0, points: 0, form: [] });
    expect(rows).toHaveLength(3);
  });

  it('returns an empty table for no teams', () => {
    expect(computeStandings({ matches: [], rules: football })).toEqual([]);
  });

  it('counts only finished matches by default and live ones when asked', () => {
    const matches = [
      m('A', 'B', 1, 0),
      m('B', 'C', 2, 0, { status: 'live' }),
      m('A', 'C', 0, 0, { status: 'scheduled' }),
      m('C', 'A', 5, 0, { status: 'postponed' }),
      m('C', 'B', 1, 1, { status: 'cancelled' }),
    ];
    const finished = computeStandings({ matches, rules: football });
    expect(finished.find((r) => r.team === 'B')).toMatchObject({ played: 1, points: 0, live: false });
    const live = computeLiveStandings({ matches, rules: football });
    expect(live.find((r) => r.team === 'B')).toMatchObject({ played: 2, points: 3, live: true });
    expect(live.find((r) => r.team === 'A')?.live).toBe(false);
  });

  it('skips a match without a score', () => {
    const rows = computeStandings({
      matches: [{ home: 'A', away: 'B', homeGoals: null, awayGoals: null, status: 'live' }],
      rules: football,
      includeLive: true,
    });
    expect(rows.every((r) => r.played === 0)).toBe(true);
  });

  it.each([
    ['a team playing itself', m('A', 'A', 1, 0), 'standings.same_team'],
    ['negative goals', m('A', 'B', -1, 0), 'standings.invalid_score'],
    ['fractional goals', m('A', 'B', 1.5, 0), 'standings.invalid_score'],
    ['a level overtime result', m('A', 'B', 2, 2, { decidedBy: 'overtime' }), 'standings.invalid_score'],
  ])('rejects %s', (_label, match, code) => {
    try {
      computeStandings({ matches: [match], rules: standingsPresets.iceHockey });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(code);
    }
  });

  it.each([
    ['an unknown scope', { ...football, h2hScope: 'sometimes' }, 'standings.unknown_h2h_scope'],
    ['points that are not numbers', { ...football, win: Number.NaN }, 'standings.invalid_rules'],
    ['tiebreakers that are not a list', { ...football, tiebreakers: 'points' }, 'standings.invalid_rules'],
  ])('rejects rules with %s', (_label, rules, code) => {
    expect(() => ensureValidStandingsRules(rules as unknown as StandingsRules)).toThrowError(
      expect.objectContaining({ code }),
    );
  });

  it('reads rules without a scope as a mini-league built once', () => {
    const { h2hScope: _scope, ...rules } = footballLeaguePresets.serieA;
    const matches = [m('Lazio', 'Roma', 1, 0), m('Roma', 'Empoli', 5, 0), m('Empoli', 'Lazio', 1, 0)];
    const rows = computeStandings({ matches, rules: rules as unknown as StandingsRules });
    expect(order(rows)).toEqual(['Roma', 'Lazio', 'Empoli']);
  });

  it('rejects an unknown criterion', () => {
    const rules = { ...football, tiebreakers: ['points', 'charisma'] } as unknown as StandingsRules;
    expect(() => computeStandings({ matches: [], rules })).toThrowError(
      /Unknown tie-breaking criterion: charisma/,
    );
  });

  it('ranks on points first even when the rules list only the tie-breakers', () => {
    const rules: StandingsRules = { ...football, tiebreakers: ['goalDifference'] };
    const rows = computeStandings({
      matches: [m('A', 'B', 1, 0), m('C', 'B', 0, 0), m('C', 'D', 0, 0)],
      rules,
    });
    expect(order(rows)).toEqual(['A', 'C', 'D', 'B']);
    expect(rows[0]?.explanation?.criterion).toBe('points');
  });

  it('ranks a curtailed season on points per game (Ligue 1 2019-20)', () => {
    const rules: StandingsRules = { ...football, tiebreakers: ['pointsPerGame', 'goalDifference'] };
    // B: 3 points from 1 game; A: 4 from 2; C: 3 from 3 and D: 4 from 4 (1.00 each), D on goal difference.
    const matches = [
      m('A', 'C', 1, 0),
      m('A', 'D', 0, 0),
      m('B', 'D', 2, 0),
      m('C', 'D', 1, 0),
      m('D', 'C', 2, 0),
    ];
    const rows = computeStandings({ matches, rules });
    expect(order(rows)).toEqual(['B', 'A', 'D', 'C']);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'pointsPerGame', values: [3, 2] });
  });

  it('counts away wins for the UEFA criterion', () => {
    const rules: StandingsRules = { ...football, tiebreakers: ['points', 'awayWins'] };
    const rows = computeStandings({ matches: [m('A', 'X', 1, 0), m('Y', 'B', 0, 1)], rules });
    expect(order(rows).slice(0, 2)).toEqual(['B', 'A']);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'awayWins', values: [1, 0] });
  });

  it('keeps the last five results as form, oldest first, in date order', () => {
    const matches = [
      m('A', 'B', 0, 1, { date: '2024-01-06' }),
      m('A', 'B', 1, 0, { date: '2024-01-01' }),
      m('A', 'B', 1, 1, { date: '2024-01-02' }),
      m('B', 'A', 3, 0, { date: '2024-01-03' }),
      m('B', 'A', 0, 2, { date: '2024-01-04' }),
      m('A', 'B', 2, 2, { date: '2024-01-05' }),
    ];
    const rows = computeStandings({ matches, rules: football });
    expect(rows.find((r) => r.team === 'A')?.form).toEqual(['D', 'L', 'W', 'D', 'L']);
    expect(
      computeStandings({ matches, rules: football, formLength: 2 }).find((r) => r.team === 'B')?.form,
    ).toEqual(['D', 'W']);
  });
});

describe('adjustments', () => {
  it('deducts points with reasons, and a deduction decides who is level', () => {
    const matches = [m('A', 'X', 1, 0), m('C', 'X', 5, 0), m('C', 'Y', 1, 0), m('B', 'X', 1, 0)];
    const rows = computeStandings({
      matches,
      rules: football,
      adjustments: [
        { team: 'C', points: -3, reason: 'Fielded an ineligible player' },
        { team: 'B', points: 1, reason: 'Awarded on appeal' },
        { team: 'B', points: -1, reason: 'Late kick-off' },
      ],
    });
    expect(order(rows)).toEqual(['C', 'A', 'B', 'Y', 'X']);
    expect(rows[0]).toMatchObject({ points: 3, pointsAdjustment: -3 });
    // Level on 3 after the deduction, C is above A on goal difference, not on points.
    expect(rows[0]?.explanation).toEqual({ criterion: 'goalDifference', above: 'A', values: [6, 1] });
    expect(rows[2]).toMatchObject({ team: 'B', points: 3, pointsAdjustment: 0 });
    expect(rows[2]?.adjustments).toEqual([
      { points: 1, reason: 'Awarded on appeal' },
      { points: -1, reason: 'Late kick-off' },
    ]);
  });

  it('lists a team that only has an adjustment', () => {
    const rows = computeStandings({
      matches: [],
      rules: football,
      adjustments: [{ team: 'Q', points: -6, reason: 'Administration' }],
    });
    expect(rows).toMatchObject([{ team: 'Q', points: -6, played: 0 }]);
  });
});

// Four clubs level on 6 points. Among themselves: A 6, B 4, C 4, D 2, and B and C level on every head-to-head
// criterion although B beat C. Outside: C scored more.
const levelFour = [
  m('B', 'C', 1, 0),
  m('A', 'B', 1, 0),
  m('D', 'B', 0, 0),
  m('C', 'A', 1, 0),
  m('C', 'D', 0, 0),
  m('A', 'D', 1, 0),
  m('D', 'E', 1, 0),
  m('D', 'F', 0, 0),
  m('B', 'E', 0, 0),
  m('B', 'F', 0, 0),
  m('C', 'E', 3, 3),
  m('C', 'F', 0, 0),
  m('G', 'A', 1, 0),
  m('H', 'A', 1, 0),
];
const h2hThenGoals = ['points', 'h2hPoints', 'h2hGoalDifference', 'h2hGoalsFor', 'goalsFor'] as const;

describe('head-to-head scope', () => {
  it('builds the mini-league once for all teams level ("tiedGroup", Spain and Italy)', () => {
    const rules: StandingsRules = { ...football, tiebreakers: h2hThenGoals, h2hScope: 'tiedGroup' };
    const rows = computeStandings({ matches: levelFour, rules });
    expect(order(rows).slice(0, 4)).toEqual(['A', 'C', 'B', 'D']);
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'C',
      values: [6, 4],
      miniLeague: ['A', 'B', 'C', 'D'],
    });
    expect(rows[1]?.explanation).toMatchObject({ criterion: 'goalsFor', above: 'B', values: [4, 1] });
  });

  it('re-applies head-to-head to a sub-group still level ("recursive", UEFA)', () => {
    const rules: StandingsRules = { ...football, tiebreakers: h2hThenGoals, h2hScope: 'recursive' };
    const rows = computeStandings({ matches: levelFour, rules });
    expect(order(rows).slice(0, 4)).toEqual(['A', 'B', 'C', 'D']);
    expect(rows[1]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'C',
      values: [3, 0],
      miniLeague: ['B', 'C'],
    });
    expect(rows[2]?.explanation).toMatchObject({ criterion: 'h2hPoints', above: 'D', values: [4, 2] });
  });

  it('applies head-to-head only to teams still level after overall criteria (Bundesliga)', () => {
    // X and Y level on points, goal difference and goals; level head-to-head too, but X scored 2 away, Y 1.
    // T is level on points with a better goal difference although it lost to both.
    const matches = [
      m('X', 'Y', 0, 1),
      m('Y', 'X', 1, 2),
      m('X', 'Z', 1, 0),
      m('Y', 'W', 1, 0),
      m('T', 'W', 9, 0),
      m('T', 'Z', 9, 0),
      m('T', 'V', 9, 0),
      m('T', 'X', 0, 1),
      m('T', 'Y', 0, 1),
    ];
    const rows = computeStandings({ matches, rules: footballLeaguePresets.bundesliga });
    expect(order(rows).slice(0, 3)).toEqual(['T', 'X', 'Y']);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'goalDifference', above: 'X', values: [25, 2] });
    expect(rows[1]?.explanation).toEqual({
      criterion: 'h2hAwayGoals',
      above: 'Y',
      values: [2, 1],
      miniLeague: ['X', 'Y'],
    });
  });

  it('ranks by head-to-head before goal difference (Serie A)', () => {
    const matches = [m('Lazio', 'Roma', 1, 0), m('Roma', 'Empoli', 5, 0), m('Empoli', 'Lazio', 1, 0)];
    const rows = computeStandings({ matches, rules: footballLeaguePresets.serieA });
    // All three on 3 points: the mini-league is the whole season, and is a perfect circle.
    expect(order(rows)).toEqual(['Roma', 'Lazio', 'Empoli']);
    expect(rows[0]?.explanation?.criterion).toBe('h2hGoalDifference');
  });

  it('ignores h2h for two level teams that have not met yet', () => {
    const matches = [m('A', 'X', 2, 0), m('B', 'Y', 1, 0)];
    const rows = computeStandings({ matches, rules: footballLeaguePresets.laLiga });
    expect(order(rows).slice(0, 2)).toEqual(['A', 'B']);
    expect(rows[0]?.explanation?.criterion).toBe('goalDifference');
  });
});

describe('last resorts', () => {
  const twins = [m('A', 'X', 1, 0), m('B', 'Y', 1, 0)];

  it('falls back to the team identifier so the order never changes between calls', () => {
    const rows = computeStandings({ matches: [m('B', 'Y', 1, 0), m('A', 'X', 1, 0)], rules: football });
    expect(order(rows)).toEqual(['A', 'B', 'X', 'Y']);
    expect(rows[0]?.explanation).toEqual({ criterion: 'identifier', above: 'B', values: ['A', 'B'] });
  });

  it('uses fair play points, fewer first, when listed', () => {
    const rules: StandingsRules = { ...football, tiebreakers: [...football.tiebreakers, 'fairPlay'] };
    const rows = computeStandings({
      matches: twins,
      rules,
      fairPlay: [
        { team: 'A', points: 7 },
        { team: 'B', points: 3 },
      ],
    });
    expect(order(rows).slice(0, 2)).toEqual(['B', 'A']);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'fairPlay', values: [3, 7] });
  });

  it('applies a manual order, then a drawing of lots, after the rules', () => {
    expect(
      order(computeStandings({ matches: twins, rules: football, lots: ['B', 'A'] })).slice(0, 2),
    ).toEqual(['B', 'A']);
    const rows = computeStandings({ matches: twins, rules: football, manualOrder: ['B'], lots: ['A', 'B'] });
    expect(order(rows).slice(0, 2)).toEqual(['B', 'A']);
    expect(rows[0]?.explanation?.criterion).toBe('manualOrder');
  });

  it('shares the place of teams level on everything when asked (Premier League)', () => {
    const rows = computeStandings({ matches: twins, rules: football, sharedPlaces: true });
    expect(rows.map((r) => r.pos)).toEqual([1, 1, 3, 3]);
  });
});

describe('sport presets', () => {
  it('gives ice hockey 3/2/1/0 for regulation, overtime and shoot-out results', () => {
    const rows = computeStandings({
      matches: [
        m('A', 'B', 3, 2, { decidedBy: 'overtime' }),
        m('C', 'D', 2, 1, { decidedBy: 'shootout' }),
        m('A', 'C', 4, 1),
      ],
      rules: standingsPresets.iceHockey,
    });
    const points = Object.fromEntries(rows.map((r) => [r.team, r.points]));
    expect(points).toEqual({ A: 5, B: 1, C: 2, D: 1 });
    expect(rows.find((r) => r.team === 'A')).toMatchObject({ won: 2, overtimeWon: 1, drawn: 0 });
    expect(rows.find((r) => r.team === 'B')).toMatchObject({ lost: 1, overtimeLost: 1 });
  });

  it.each([
    [3, 0, 3, 0],
    [3, 1, 3, 0],
    [3, 2, 2, 1],
    [2, 3, 1, 2],
    [1, 3, 0, 3],
  ])('gives volleyball %i–%i: %i and %i points', (home, away, homePoints, awayPoints) => {
    const rows = computeStandings({ matches: [m('H', 'V', home, away)], rules: standingsPresets.volleyball });
    const points = Object.fromEntries(rows.map((r) => [r.team, r.points]));
    expect(points).toEqual({ H: homePoints, V: awayPoints });
  });

  it('ranks volleyball by points, then wins, then set ratio', () => {
    const matches = [
      m('A', 'X', 3, 0),
      m('A', 'Y', 2, 3),
      m('B', 'X', 3, 1),
      m('B', 'Y', 2, 3),
      m('C', 'X', 3, 2),
      m('C', 'Y', 3, 2),
    ];
    const rows = computeStandings({ matches, rules: standingsPresets.volleyball });
    // Y 5 points; C, A, B 4 points each: C has two wins, A and B one; A's sets 5–3 beat B's 5–4.
    expect(order(rows)).toEqual(['Y', 'C', 'A', 'B', 'X']);
    expect(rows[1]?.explanation).toMatchObject({ criterion: 'wins', above: 'A', values: [2, 1] });
    expect(rows[2]?.explanation).toMatchObject({
      criterion: 'goalRatio',
      above: 'B',
      values: [5 / 3, 5 / 4],
    });
  });

  it('ranks basketball by win percentage when teams played different numbers of games', () => {
    const matches = [
      m('A', 'B', 80, 70),
      m('A', 'C', 70, 75),
      m('A', 'D', 90, 60),
      m('B', 'C', 99, 98),
      m('F', 'D', 80, 70),
    ];
    const rows = computeStandings({ matches, rules: standingsPresets.basketball });
    // F 1–0 (2 points) above A 2–1 (5 points); B and C 1–1 split by their game; D 0–2.
    expect(order(rows)).toEqual(['F', 'A', 'B', 'C', 'D']);
    expect(rows[0]).toMatchObject({
      points: 2,
      explanation: { criterion: 'winPercentage', values: [1, 4 / 6] },
    });
    expect(rows[1]?.points).toBe(5);
    expect(rows[2]?.explanation).toMatchObject({ criterion: 'h2hPoints', above: 'C', values: [2, 1] });
  });

  it('gives rugby try and losing bonus points', () => {
    const rows = computeStandings({
      matches: [
        m('A', 'B', 30, 25, { homeTries: 4, awayTries: 4 }),
        m('C', 'D', 20, 10, { homeTries: 2, awayTries: 1 }),
      ],
      rules: standingsPresets.rugby,
    });
    const byTeam = Object.fromEntries(rows.map((r) => [r.team, r]));
    expect(byTeam.A).toMatchObject({ points: 5, bonusPoints: 1 });
    expect(byTeam.B).toMatchObject({ points: 2, bonusPoints: 2 });
    expect(byTeam.C).toMatchObject({ points: 4, bonusPoints: 0 });
    expect(byTeam.D).toMatchObject({ points: 0, bonusPoints: 0 });
  });

  it.each([
    ['football', standingsPresets.football, 3, 0, 3, 0],
    ['basketball', standingsPresets.basketball, 20, 0, 2, 0],
  ])(
    'awards a %s forfeit with the awarded score',
    (_sport, rules, winnerGoals, loserGoals, winPts, lossPts) => {
      const rows = computeStandings({ matches: [m('A', 'B', 1, 4, { forfeit: 'away' })], rules });
      expect(rows[0]).toMatchObject({
        team: 'A',
        goalsFor: winnerGoals,
        goalsAgainst: loserGoals,
        points: winPts,
      });
      expect(rows[1]).toMatchObject({ team: 'B', lost: 1, points: lossPts });
    },
  );
});
