// Adversarial tests of computeStandings, written from the competitions' regulations rather than from the engine:
// small hand-built leagues where the rule (not the data) decides, and an independent oracle that re-implements
// "mini-league built once" (La Liga art. 201, Serie A NOIF art. 51.6) and "re-applied to the teams still level"
// (UEFA club competitions, art. 17 / 16 of the group-stage regulations) as plain sorts, compared on random seasons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings } from './compute.ts';
import { formatSeparation, toTiebreakText } from './explain.ts';
import { footballLeaguePresets, standingsPresets } from './presets.ts';
import type { Criterion, StandingsInput, StandingsMatch, StandingsRules } from './types.ts';

const m = (home: string, away: string, homeGoals: number, awayGoals: number): StandingsMatch<string> => ({
  home,
  away,
  homeGoals,
  awayGoals,
});
const order = (rows: { team: string }[]) => rows.map((r) => r.team);
const { laLiga, serieA, uefaGroup, premierLeague } = footballLeaguePresets;

/** Every ordering of a short list (for permutation tests). */
function permutations<X>(items: readonly X[]): X[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('the contract of computeStandings', () => {
  it('takes { matches, rules, adjustments, teams } and returns the contract fields first, in table order', () => {
    const rows = computeStandings({
      matches: [{ home: 'Ajax', away: 'PSV', homeGoals: 2, awayGoals: 1 }],
      rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points', 'goalDifference'], h2hScope: 'tiedGroup' },
      adjustments: [{ team: 'PSV', points: -1, reason: 'Crowd trouble' }],
      teams: ['Ajax', 'PSV', 'Feyenoord'],
    });
    expect(rows.map((r) => Object.keys(r).slice(0, 10))).toEqual(
      Array(3).fill([
        'pos',
        'team',
        'played',
        'won',
        'drawn',
        'lost',
        'goalsFor',
        'goalsAgainst',
        'goalDifference',
        'points',
      ]),
    );
    expect(
      rows.map(({ pos, team, played, won, drawn, lost, goalsFor, goalsAgainst, goalDifference, points }) => ({
        pos,
        team,
        played,
        won,
        drawn,
        lost,
        goalsFor,
        goalsAgainst,
        goalDifference,
        points,
      })),
    ).toEqual([
      {
        pos: 1,
        team: 'Ajax',
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        goalsFor: 2,
        goalsAgainst: 1,
        goalDifference: 1,
        points: 3,
      },
      {
        pos: 2,
        team: 'Feyenoord',
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
      },
      {
        pos: 3,
        team: 'PSV',
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        goalsFor: 1,
        goalsAgainst: 2,
        goalDifference: -1,
        points: -1,
      },
    ]);
  });
});

// Four clubs level on 6 points, plus E. Among the four: A 6 (+5), B 6 (+1), C 3 (−3, 1 scored), D 3 (−3, 1 scored);
// C beat D. Outside the four, D scored more: overall goal difference D +1, C −2.
const levelFour = [
  m('A', 'B', 0, 1),
  m('A', 'C', 3, 0),
  m('A', 'D', 3, 0),
  m('B', 'C', 1, 0),
  m('D', 'B', 1, 0),
  m('C', 'D', 1, 0),
  m('C', 'E', 1, 0),
  m('D', 'E', 4, 0),
];

// A, B and C level on 13 points. Among them (home and away): A 9; B and C 4 each with goal difference −1 and one
// goal scored, although B beat C 1–0 and drew 0–0. Overall goal difference: C +14, B +2.
const levelThree = [
  m('A', 'B', 1, 0),
  m('B', 'A', 0, 1),
  m('A', 'C', 1, 0),
  m('C', 'A', 1, 0),
  m('B', 'C', 1, 0),
  m('C', 'B', 0, 0),
  m('A', 'D', 1, 1),
  m('A', 'E', 1, 0),
  m('B', 'D', 1, 0),
  m('B', 'E', 1, 0),
  m('E', 'B', 0, 1),
  m('C', 'D', 5, 0),
  m('C', 'E', 5, 0),
  m('D', 'C', 0, 5),
];

describe('head-to-head: built once ("tiedGroup") against re-applied ("recursive")', () => {
  it('re-applies head-to-head to two clubs still level after the three-club mini-league (UEFA)', () => {
    const rows = computeStandings({ matches: levelThree, rules: uefaGroup });
    expect(rows.slice(0, 3).map((r) => [r.team, r.points])).toEqual([
      ['A', 13],
      ['B', 13],
      ['C', 13],
    ]);
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'B',
      values: [9, 4],
      miniLeague: ['A', 'B', 'C'],
    });
    expect(rows[1]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'C',
      values: [4, 1],
      miniLeague: ['B', 'C'],
    });
  });

  it('goes to overall goal difference for the same two clubs when the mini-league is built once (Serie A, La Liga)', () => {
    for (const rules of [serieA, laLiga]) {
      const rows = computeStandings({ matches: levelThree, rules });
      expect(order(rows)).toEqual(['A', 'C', 'B', 'D', 'E']);
      expect(rows[1]?.explanation).toEqual({ criterion: 'goalDifference', above: 'B', values: [14, 2] });
    }
  });

  it('applies every head-to-head criterion to the whole mini-league before re-applying to a sub-group', () => {
    // A and B are level on head-to-head points among the four; A is above on head-to-head goal difference of the
    // four-club mini-league (not re-applied to A and B alone, where B won).
    for (const rules of [uefaGroup, serieA]) {
      const rows = computeStandings({ matches: levelFour, rules });
      expect(rows[0]?.explanation).toEqual({
        criterion: 'h2hGoalDifference',
        above: 'B',
        values: [5, 1],
        miniLeague: ['A', 'B', 'C', 'D'],
      });
    }
  });

  it('splits a four-club tie 2–2 and re-applies head-to-head to the pair still level (UEFA)', () => {
    const rows = computeStandings({ matches: levelFour, rules: uefaGroup });
    expect(order(rows)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(rows[1]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'C',
      values: [6, 3],
      miniLeague: ['A', 'B', 'C', 'D'],
    });
    expect(rows[2]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'D',
      values: [3, 0],
      miniLeague: ['C', 'D'],
    });
  });

  it('sends the same pair to overall goal difference when the mini-league is built once (Serie A)', () => {
    const rows = computeStandings({ matches: levelFour, rules: serieA });
    expect(order(rows)).toEqual(['A', 'B', 'D', 'C', 'E']);
    expect(rows[1]?.explanation).toMatchObject({ criterion: 'h2hPoints', above: 'D', values: [6, 3] });
    expect(rows[2]?.explanation).toEqual({ criterion: 'goalDifference', above: 'C', values: [1, -2] });
  });

  it('keeps the first mini-league for a head-to-head criterion listed after an overall one (built once)', () => {
    // A cycle (A 3–0 B, B 2–1 C, C 2–0 A) leaves A, B and C level on head-to-head points; overall goal difference
    // then puts A first and leaves B and C level. Goals among all three: C 3, B 2; between B and C alone: B 2, C 1.
    const matches = [
      m('A', 'B', 3, 0),
      m('B', 'C', 2, 1),
      m('C', 'A', 2, 0),
      m('A', 'H', 2, 0),
      m('B', 'F', 4, 0),
      m('C', 'G', 1, 0),
    ];
    const tiebreakers: Criterion[] = ['points', 'h2hPoints', 'goalDifference', 'h2hGoalsFor'];
    const once = computeStandings({ matches, rules: { ...laLiga, tiebreakers, h2hScope: 'tiedGroup' } });
    expect(order(once).slice(0, 3)).toEqual(['A', 'C', 'B']);
    expect(once[1]?.explanation).toEqual({
      criterion: 'h2hGoalsFor',
      above: 'B',
      values: [3, 2],
      miniLeague: ['A', 'B', 'C'],
    });
    const reapplied = computeStandings({ matches, rules: { ...laLiga, tiebreakers, h2hScope: 'recursive' } });
    expect(order(reapplied).slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(reapplied[1]?.explanation).toEqual({
      criterion: 'h2hGoalsFor',
      above: 'C',
      values: [2, 1],
      miniLeague: ['B', 'C'],
    });
  });

  it('moves on to overall criteria when re-applying head-to-head separates nobody, without looping', () => {
    // P and Q drew both their matches and lost both to O by the same score: level among three and among two.
    const matches = [
      m('O', 'P', 1, 0),
      m('P', 'O', 0, 1),
      m('O', 'Q', 1, 0),
      m('Q', 'O', 0, 1),
      m('P', 'Q', 1, 1),
      m('Q', 'P', 1, 1),
      m('P', 'X', 4, 0),
      m('Q', 'X', 2, 0),
      m('P', 'Y', 1, 0),
      m('Q', 'Y', 1, 0),
      m('X', 'O', 1, 0),
    ];
    // O 12 points, P and Q 2 + 6 = 8: only P and Q are level; their mini-league is level, so goal difference.
    const rows = computeStandings({ matches, rules: uefaGroup });
    expect(order(rows).slice(0, 3)).toEqual(['O', 'P', 'Q']);
    expect(rows[1]?.explanation).toEqual({ criterion: 'goalDifference', above: 'Q', values: [3, 1] });
  });
});

describe('Serie A: head-to-head before goal difference', () => {
  // Roma took 4 points from Lazio, Lazio 1; Lazio has the better goal difference.
  const derby = [m('Roma', 'Lazio', 1, 0), m('Lazio', 'Roma', 1, 1), m('Lazio', 'Empoli', 5, 0)];

  it('puts Roma above Lazio on head-to-head points, and says so', () => {
    const rows = computeStandings({ matches: derby, rules: serieA });
    expect(order(rows)).toEqual(['Roma', 'Lazio', 'Empoli']);
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'Lazio',
      values: [4, 1],
      miniLeague: ['Lazio', 'Roma'],
    });
    expect(formatSeparation(rows[0]!.explanation!)).toBe('above Lazio on head-to-head points, 4 to 1');
    expect(toTiebreakText(rows[0]!)).toBe('above Lazio on head-to-head points, 4 to 1');
  });

  it('puts Lazio first on the same results under goal-difference-first rules (Premier League)', () => {
    const rows = computeStandings({ matches: derby, rules: premierLeague });
    expect(order(rows)).toEqual(['Lazio', 'Roma', 'Empoli']);
    expect(rows[0]?.explanation).toEqual({ criterion: 'goalDifference', above: 'Roma', values: [4, 1] });
  });

  it('uses head-to-head goal difference when head-to-head points are level', () => {
    const matches = [
      m('Roma', 'Lazio', 2, 0),
      m('Lazio', 'Roma', 1, 0),
      m('Roma', 'Empoli', 1, 0),
      m('Lazio', 'Empoli', 5, 0),
    ];
    const rows = computeStandings({ matches, rules: serieA });
    expect(order(rows)).toEqual(['Roma', 'Lazio', 'Empoli']);
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hGoalDifference',
      above: 'Lazio',
      values: [1, -1],
      miniLeague: ['Lazio', 'Roma'],
    });
  });

  it('uses head-to-head away goals where the rules list them', () => {
    // 2–1 and 0–1: level on head-to-head points, goal difference and goals; B scored its goal away.
    const rules: StandingsRules = {
      ...serieA,
      tiebreakers: [
        'points',
        'h2hPoints',
        'h2hGoalDifference',
        'h2hGoalsFor',
        'h2hAwayGoals',
        'goalDifference',
      ],
    };
    const rows = computeStandings({ matches: [m('A', 'B', 2, 1), m('B', 'A', 1, 0)], rules });
    expect(order(rows)).toEqual(['B', 'A']);
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hAwayGoals',
      above: 'A',
      values: [1, 0],
      miniLeague: ['A', 'B'],
    });
  });
});

describe('points adjustments', () => {
  // X took 4 points from Y, Y 1; Y has the better goal difference. Raw points: X 7, Y 4.
  const matches = [m('X', 'Y', 1, 0), m('Y', 'X', 1, 1), m('X', 'Z', 1, 0), m('Y', 'Z', 5, 0)];

  it('makes clubs level, and head-to-head then ignores the deduction (La Liga)', () => {
    const adjustments = [{ team: 'X', points: -3, reason: 'Unpaid wages' }];
    const rows = computeStandings({ matches, rules: laLiga, adjustments });
    expect(rows.map((r) => [r.team, r.points])).toEqual([
      ['X', 4],
      ['Y', 4],
      ['Z', 0],
    ]);
    expect(rows[0]).toMatchObject({
      pointsAdjustment: -3,
      adjustments: [{ points: -3, reason: 'Unpaid wages' }],
    });
    expect(rows[0]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'Y',
      values: [4, 1],
      miniLeague: ['X', 'Y'],
    });
  });

  it('makes clubs level, then goal difference decides under goal-difference-first rules', () => {
    const adjustments = [{ team: 'X', points: -3, reason: 'Unpaid wages' }];
    const rows = computeStandings({ matches, rules: premierLeague, adjustments });
    expect(order(rows)).toEqual(['Y', 'X', 'Z']);
    expect(rows[0]?.explanation).toEqual({ criterion: 'goalDifference', above: 'X', values: [4, 2] });
  });

  it('makes clubs that were level un-level, so head-to-head is never reached', () => {
    const level = matches.filter((match) => !(match.home === 'X' && match.away === 'Z'));
    expect(order(computeStandings({ matches: level, rules: laLiga }))).toEqual(['X', 'Y', 'Z']);
    const rows = computeStandings({
      matches: level,
      rules: laLiga,
      adjustments: [{ team: 'X', points: -1, reason: 'Ineligible player' }],
    });
    expect(order(rows)).toEqual(['Y', 'X', 'Z']);
    expect(rows[0]?.explanation).toEqual({ criterion: 'points', above: 'X', values: [4, 3] });
  });

  it('lists a club with adjustments and no match, placed by its adjusted points', () => {
    const rows = computeStandings({
      matches,
      rules: laLiga,
      adjustments: [
        { team: 'W', points: -2, reason: 'Withdrew' },
        { team: 'V', points: 5, reason: 'Awarded matches' },
      ],
    });
    expect(order(rows)).toEqual(['X', 'V', 'Y', 'Z', 'W']);
    expect(rows[1]).toMatchObject({
      team: 'V',
      pos: 2,
      played: 0,
      points: 5,
      goalsFor: 0,
      pointsAdjustment: 5,
    });
    expect(rows[4]).toMatchObject({
      team: 'W',
      pos: 5,
      played: 0,
      won: 0,
      points: -2,
      adjustments: [{ points: -2, reason: 'Withdrew' }],
    });
  });
});

describe('clubs without a counted match', () => {
  it('lists clubs of `teams` with no match, ranked by the criteria like everyone else', () => {
    const matches = [m('A', 'Z', 5, 0)];
    for (const rules of [premierLeague, laLiga, uefaGroup]) {
      const rows = computeStandings({ matches, rules, teams: ['N', 'A', 'Z'] });
      expect(order(rows)).toEqual(['A', 'N', 'Z']);
      expect(rows[1]).toMatchObject({ pos: 2, played: 0, points: 0, goalDifference: 0 });
      expect(rows[1]?.explanation).toEqual({ criterion: 'goalDifference', above: 'Z', values: [0, -5] });
    }
  });

  it('lists clubs whose only match is still to be played, and does not count it', () => {
    const rows = computeStandings({
      matches: [
        m('A', 'B', 1, 0),
        { home: 'C', away: 'D', homeGoals: null, awayGoals: null, status: 'scheduled' },
      ],
      rules: laLiga,
    });
    expect(order(rows)).toEqual(['A', 'C', 'D', 'B']);
    expect(rows.find((r) => r.team === 'C')).toMatchObject({ played: 0, points: 0 });
  });
});

describe('clubs level on every criterion', () => {
  // P, Q and R each beat a different club 1–0 and drew 1–1 with each other: level on everything, head-to-head too.
  const matches = [
    m('P', 'F', 1, 0),
    m('Q', 'G', 1, 0),
    m('R', 'H', 1, 0),
    m('P', 'Q', 1, 1),
    m('Q', 'R', 1, 1),
    m('R', 'P', 1, 1),
  ];

  it.each([
    ['Premier League', premierLeague],
    ['La Liga', laLiga],
    ['UEFA', uefaGroup],
  ])('gives consecutive positions in a fixed order under %s rules', (_name, rules) => {
    const rows = computeStandings({ matches, rules });
    expect(rows.slice(0, 3).map((r) => [r.pos, r.team])).toEqual([
      [1, 'P'],
      [2, 'Q'],
      [3, 'R'],
    ]);
    expect(rows.map((r) => r.pos)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]?.explanation?.criterion).toBe('identifier');
  });

  it('gives the same rows, explanations included, for every order of the matches and of the listed teams', () => {
    const input = (list: StandingsMatch<string>[], teams: string[]): StandingsInput<string> => ({
      matches: list,
      rules: uefaGroup,
      teams,
      adjustments: [
        { team: 'F', points: 1, reason: 'a' },
        { team: 'G', points: 1, reason: 'b' },
      ],
    });
    // `form` follows the order of the results when they carry no dates, so it is left out here.
    const rows = (list: StandingsMatch<string>[], teams: string[]) =>
      computeStandings(input(list, teams)).map(({ form: _form, ...row }) => row);
    const expected = rows(matches, ['P', 'Q', 'R']);
    for (const list of permutations(matches)) expect(rows(list, ['R', 'Q', 'P'])).toEqual(expected);
    expect(rows([...matches].reverse(), ['Q', 'P', 'R'])).toEqual(expected);
  });

  it('orders numeric team ids numerically (9 above 10)', () => {
    const rows = computeStandings({
      matches: [
        { home: 10, away: 1, homeGoals: 1, awayGoals: 0 },
        { home: 9, away: 2, homeGoals: 1, awayGoals: 0 },
      ],
      rules: premierLeague,
    });
    expect(rows.map((r) => r.team)).toEqual([9, 10, 1, 2]);
    expect(rows[0]?.explanation).toEqual({ criterion: 'identifier', above: 10, values: [9, 10] });
  });
});

describe('overall criteria that are easy to confuse', () => {
  // P: won 2–0 at home, lost 0–2 at home. Q: drew 0–0 at home and 1–1 twice away. Both 3 points, goal difference 0,
  // 2 goals; P has a win more, Q two away goals more.
  const matches = [
    m('P', 'F1', 2, 0),
    m('P', 'F2', 0, 2),
    m('Q', 'F3', 0, 0),
    m('F1', 'Q', 1, 1),
    m('F2', 'Q', 1, 1),
  ];
  const rulesWith = (tiebreakers: Criterion[]): StandingsRules => ({ ...premierLeague, tiebreakers });
  const row = (rows: ReturnType<typeof computeStandings<string>>, team: string) =>
    rows.find((r) => r.team === team);

  it('counts goals for and away goals for separately', () => {
    const rows = computeStandings({ matches, rules: premierLeague });
    expect(row(rows, 'P')).toMatchObject({ goalsFor: 2, awayGoalsFor: 0, won: 1, drawn: 0, lost: 1 });
    expect(row(rows, 'Q')).toMatchObject({ goalsFor: 2, awayGoalsFor: 2, won: 0, drawn: 3, lost: 0 });
  });

  it.each([
    [['points', 'goalDifference', 'goalsFor', 'wins', 'awayGoalsFor'], ['P', 'Q'], 'wins', [1, 0]],
    [['points', 'goalDifference', 'goalsFor', 'awayGoalsFor', 'wins'], ['Q', 'P'], 'awayGoalsFor', [2, 0]],
    [['points', 'goalDifference', 'goalsFor'], ['P', 'Q'], 'identifier', ['P', 'Q']],
  ] as const)('with %j ranks %j on %s', (tiebreakers, expected, criterion, values) => {
    const rows = computeStandings({ matches, rules: rulesWith([...tiebreakers]) });
    const placed = order(rows).filter((team) => team === 'P' || team === 'Q');
    expect(placed).toEqual(expected);
    expect(row(rows, expected[0])?.explanation).toEqual({ criterion, above: expected[1], values });
  });
});

describe('real groups decided by head-to-head', () => {
  const contract = (rows: ReturnType<typeof computeStandings<string>>) =>
    rows.map((r) => [r.pos, r.team, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.points]);

  it('UEFA EURO 2024 group E: four teams on 4 points, separated by head-to-head goal difference and goals', () => {
    const matches = [
      m('Romania', 'Ukraine', 3, 0),
      m('Belgium', 'Slovakia', 0, 1),
      m('Slovakia', 'Ukraine', 1, 2),
      m('Belgium', 'Romania', 2, 0),
      m('Slovakia', 'Romania', 1, 1),
      m('Ukraine', 'Belgium', 0, 0),
    ];
    const rows = computeStandings({ matches, rules: uefaGroup });
    expect(contract(rows)).toEqual([
      [1, 'Romania', 3, 1, 1, 1, 4, 3, 4],
      [2, 'Belgium', 3, 1, 1, 1, 2, 1, 4],
      [3, 'Slovakia', 3, 1, 1, 1, 3, 3, 4],
      [4, 'Ukraine', 3, 1, 1, 1, 2, 4, 4],
    ]);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'h2hGoalsFor', values: [4, 2] });
  });

  it('UEFA EURO 2004 group C: Sweden, Denmark and Italy level on every head-to-head result but goals', () => {
    const matches = [
      m('Denmark', 'Italy', 0, 0),
      m('Sweden', 'Bulgaria', 5, 0),
      m('Bulgaria', 'Denmark', 0, 2),
      m('Italy', 'Sweden', 1, 1),
      m('Denmark', 'Sweden', 2, 2),
      m('Italy', 'Bulgaria', 2, 1),
    ];
    // EURO 2004: head-to-head points, goal difference and goals first, then overall goal difference and goals.
    const rules: StandingsRules = {
      ...uefaGroup,
      tiebreakers: ['points', 'h2hPoints', 'h2hGoalDifference', 'h2hGoalsFor', 'goalDifference', 'goalsFor'],
    };
    const rows = computeStandings({ matches, rules });
    expect(contract(rows)).toEqual([
      [1, 'Sweden', 3, 1, 2, 0, 8, 3, 5],
      [2, 'Denmark', 3, 1, 2, 0, 4, 2, 5],
      [3, 'Italy', 3, 1, 2, 0, 3, 2, 5],
      [4, 'Bulgaria', 3, 0, 0, 3, 1, 9, 0],
    ]);
    expect(rows[0]?.explanation).toMatchObject({ criterion: 'h2hGoalsFor', values: [3, 2] });
    expect(rows[1]?.explanation).toMatchObject({ criterion: 'h2hGoalsFor', values: [2, 1] });
  });

  it('FIFA World Cup 1994 group E: goals first, then the match between Ireland and Italy', () => {
    const matches = [
      m('Italy', 'Ireland', 0, 1),
      m('Norway', 'Mexico', 1, 0),
      m('Italy', 'Norway', 1, 0),
      m('Mexico', 'Ireland', 2, 1),
      m('Ireland', 'Norway', 0, 0),
      m('Italy', 'Mexico', 1, 1),
    ];
    const rules: StandingsRules = {
      ...premierLeague,
      tiebreakers: ['points', 'goalDifference', 'goalsFor', 'h2hPoints'],
    };
    const rows = computeStandings({ matches, rules });
    expect(contract(rows)).toEqual([
      [1, 'Mexico', 3, 1, 1, 1, 3, 3, 4],
      [2, 'Ireland', 3, 1, 1, 1, 2, 2, 4],
      [3, 'Italy', 3, 1, 1, 1, 2, 2, 4],
      [4, 'Norway', 3, 1, 1, 1, 1, 1, 4],
    ]);
    expect(rows[1]?.explanation).toEqual({
      criterion: 'h2hPoints',
      above: 'Italy',
      values: [3, 0],
      miniLeague: ['Ireland', 'Italy'],
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// An independent oracle, written as plain sorts from the regulations' wording, for rules of the usual shape:
// points, then (optionally) a run of head-to-head criteria, then overall criteria.

interface Line {
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  awayGoalsFor: number;
  won: number;
}

function tally(matches: readonly StandingsMatch<string>[], teams: readonly string[], rules: StandingsRules) {
  const lines = new Map<string, Line>(
    teams.map((t) => [t, { points: 0, goalsFor: 0, goalsAgainst: 0, awayGoalsFor: 0, won: 0 }]),
  );
  const members = new Set(teams);
  for (const { home, away, homeGoals, awayGoals } of matches) {
    if (!members.has(home) || !members.has(away) || homeGoals === null || awayGoals === null) continue;
    const h = lines.get(home)!;
    const a = lines.get(away)!;
    h.goalsFor += homeGoals;
    h.goalsAgainst += awayGoals;
    a.goalsFor += awayGoals;
    a.goalsAgainst += homeGoals;
    a.awayGoalsFor += awayGoals;
    if (homeGoals > awayGoals) {
      h.points += rules.win;
      a.points += rules.loss;
      h.won++;
    } else if (homeGoals < awayGoals) {
      a.points += rules.win;
      h.points += rules.loss;
      a.won++;
    } else {
      h.points += rules.draw;
      a.points += rules.draw;
    }
  }
  return lines;
}

function criterionValue(criterion: Criterion, line: Line): number {
  switch (criterion) {
    case 'points':
    case 'h2hPoints':
      return line.points;
    case 'goalDifference':
    case 'h2hGoalDifference':
      return line.goalsFor - line.goalsAgainst;
    case 'goalsFor':
    case 'h2hGoalsFor':
      return line.goalsFor;
    case 'awayGoalsFor':
    case 'h2hAwayGoals':
      return line.awayGoalsFor;
    case 'wins':
      return line.won;
    case 'fairPlay':
      return 0;
    default:
      throw new Error(`oracle does not know ${criterion}`);
  }
}

/** Lexicographic comparison, higher first, then team id. */
function byKeys(keyOf: (team: string) => number[]) {
  return (a: string, b: string) => {
    const x = keyOf(a);
    const y = keyOf(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return y[i]! - x[i]!;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}

function oracle(
  matches: readonly StandingsMatch<string>[],
  teams: string[],
  rules: StandingsRules,
): string[] {
  const overall = tally(matches, teams, rules);
  const criteria = rules.tiebreakers;
  const firstH2h = criteria.findIndex((c) => c.startsWith('h2h'));
  const afterH2h = firstH2h === -1 ? [] : criteria.slice(firstH2h).filter((c) => !c.startsWith('h2h'));
  const h2h = criteria.filter((c) => c.startsWith('h2h'));
  const before = firstH2h === -1 ? criteria : criteria.slice(0, firstH2h);
  const overallKey = (list: readonly Criterion[]) => (t: string) =>
    list.map((c) => criterionValue(c, overall.get(t)!));
  const groupsOf = (list: string[], key: (t: string) => number[]) => {
    const groups = new Map<string, string[]>();
    for (const t of list) {
      const k = key(t).join('|');
      groups.set(k, [...(groups.get(k) ?? []), t]);
    }
    return [...groups.values()];
  };

  // Teams level on everything before the first head-to-head criterion form the (first) mini-league.
  const sorted = [...teams].sort(byKeys(overallKey(before)));
  if (firstH2h === -1) return sorted;
  const out: string[] = [];
  for (const level of groupsOf(sorted, overallKey(before))) {
    if (rules.h2hScope === 'tiedGroup') {
      // Built once: every criterion has one value per team; the order is a plain lexicographic sort.
      const mini = tally(matches, level, rules);
      const key = (t: string) => [
        ...h2h.map((c) => criterionValue(c, mini.get(t)!)),
        ...overallKey(afterH2h)(t),
      ];
      out.push(...[...level].sort(byKeys(key)));
    } else {
      // Re-applied: h2h on the group; any class still level (and smaller) starts again; else overall criteria.
      const reapply = (group: string[]): string[] => {
        if (group.length <= 1) return group;
        const mini = tally(matches, group, rules);
        const key = (t: string) => h2h.map((c) => criterionValue(c, mini.get(t)!));
        return groupsOf([...group].sort(byKeys(key)), key).flatMap((cls) =>
          cls.length === group.length ? [...cls].sort(byKeys(overallKey(afterH2h))) : reapply(cls),
        );
      };
      out.push(...reapply(level));
    }
  }
  return out;
}

describe('computeStandings against an independent oracle of the regulations', () => {
  const TEAMS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  const team = fc.constantFrom(...TEAMS);
  // Scores 0–2 and short seasons: most tables have several clubs level on points, often three or more.
  const season = fc.array(
    fc
      .record({
        home: team,
        away: team,
        homeGoals: fc.integer({ min: 0, max: 2 }),
        awayGoals: fc.integer({ min: 0, max: 2 }),
      })
      .filter((x) => x.home !== x.away),
    { maxLength: 30 },
  );

  it.each([
    ['La Liga (built once)', laLiga],
    ['Serie A (built once)', serieA],
    ['UEFA (re-applied)', uefaGroup],
    ['Premier League (no head-to-head)', premierLeague],
    ['handball (re-applied)', standingsPresets.handball],
    [
      'head-to-head with away goals, re-applied',
      { ...uefaGroup, tiebreakers: ['points', 'h2hPoints', 'h2hAwayGoals', 'h2hGoalsFor', 'goalDifference'] },
    ],
  ] as const)(
    'orders every random season as the oracle does: %s',
    (_name, rules) => {
      fc.assert(
        fc.property(season, (matches) => {
          const engine = computeStandings({ matches, rules, teams: TEAMS }).map((r) => r.team);
          expect(engine).toEqual(oracle(matches, TEAMS, rules));
        }),
        { numRuns: 400 },
      );
    },
    30_000,
  );
});
