import { describe, expect, it } from 'vitest';
import { checkTimetable } from './checker.ts';
import type { Constraint, TimetableGame, TimetableProblem } from './types.ts';

// A phased double round robin of four teams (rounds from 0), written by hand:
// team 0 plays H A H A H A (no break); team 1 plays A A H H H A (an away break in round 1, home breaks in rounds 3 and 4).
const GAMES: TimetableGame[] = [
  [0, 0, 1],
  [0, 2, 3],
  [1, 2, 0],
  [1, 3, 1],
  [2, 0, 3],
  [2, 1, 2],
  [3, 1, 0],
  [3, 3, 2],
  [4, 0, 2],
  [4, 1, 3],
  [5, 3, 0],
  [5, 2, 1],
].map(([round, home, away]) => ({ round: round!, home: home!, away: away! }));

const check = (constraint: Constraint) =>
  checkTimetable({ teamCount: 4, legs: 2, phased: true, constraints: [constraint] }, GAMES);
const deviation = (constraint: Constraint) => check(constraint).violations[0]?.deviation ?? 0;

describe('checkTimetable structure', () => {
  it('accepts a complete phased double round robin', () => {
    const result = checkTimetable({ teamCount: 4, legs: 2, phased: true, constraints: [] }, GAMES);
    expect(result).toEqual({ structure: [], violations: [], feasible: true, softPenalty: 0 });
  });

  it('names a missing game, a team playing twice in a round and a pair in the wrong half', () => {
    const broken = [...GAMES.slice(1), { round: 0, home: 0, away: 2 }];
    const result = checkTimetable({ teamCount: 4, legs: 2, phased: true, constraints: [] }, broken);
    expect(result.feasible).toBe(false);
    expect(result.structure).toContain('team 2 plays twice in round 0');
    expect(result.structure).toContain('0 and 1 do not meet once at each ground');
  });

  it('needs each pair once per half only when phased', () => {
    // Rounds 1 and 3 swapped: still a double round robin, but 0 and 1 meet twice in the first half.
    const swapped = GAMES.map((g) =>
      g.round === 1 ? { ...g, round: 3 } : g.round === 3 ? { ...g, round: 1 } : g,
    );
    const { structure } = checkTimetable({ teamCount: 4, legs: 2, phased: true, constraints: [] }, swapped);
    expect(structure).toContain('0 and 1 do not meet once in each half');
    expect(structure).toHaveLength(4);
    expect(
      checkTimetable({ teamCount: 4, legs: 2, phased: false, constraints: [] }, swapped).structure,
    ).toEqual([]);
  });
});

describe('checkTimetable deviation of each constraint kind (ITC2021 counting)', () => {
  it.each<[string, Constraint, number]>([
    ['home cap that holds', { kind: 'maxHomeInRounds', teams: [0], rounds: [0, 2, 4], max: 3 }, 0],
    ['home cap broken by one', { kind: 'maxHomeInRounds', teams: [0], rounds: [0, 2, 4], max: 2 }, 1],
    ['home minimum missed', { kind: 'maxHomeInRounds', teams: [0], rounds: [1, 3], max: 2, min: 1 }, 1],
    ['ground taken: no away game', { kind: 'maxAwayInRounds', teams: [0, 1], rounds: [1], max: 0 }, 2],
    ['away cap that holds', { kind: 'maxAwayInRounds', teams: [0], rounds: [0], max: 0 }, 0],
    [
      'games against, any venue',
      {
        kind: 'maxGamesAgainstInRounds',
        teams: [0],
        opponents: [1, 2],
        venue: 'any',
        rounds: [0, 1],
        max: 1,
      },
      1,
    ],
    [
      'games against, home only',
      {
        kind: 'maxGamesAgainstInRounds',
        teams: [0],
        opponents: [1, 2],
        venue: 'home',
        rounds: [0, 1],
        max: 1,
      },
      0,
    ],
    [
      'window of three that holds',
      {
        kind: 'maxGamesAgainstInAnyWindow',
        teams: [0],
        opponents: [1, 2, 3],
        venue: 'home',
        window: 3,
        max: 2,
      },
      0,
    ],
    [
      'window broken in two windows',
      {
        kind: 'maxGamesAgainstInAnyWindow',
        teams: [0],
        opponents: [1, 2, 3],
        venue: 'home',
        window: 3,
        max: 1,
      },
      2,
    ],
    [
      'group games in total',
      {
        kind: 'maxGroupGames',
        teams: [0, 1],
        opponents: [2, 3],
        venue: 'home',
        rounds: [0, 1, 2, 3, 4, 5],
        per: 'total',
        max: 3,
      },
      1,
    ],
    [
      'group games each round',
      {
        kind: 'maxGroupGames',
        teams: [0, 1],
        opponents: [2, 3],
        venue: 'home',
        rounds: [0, 1, 2, 3, 4, 5],
        per: 'eachRound',
        max: 1,
      },
      2,
    ],
    [
      'group games with venue any count both sides',
      {
        kind: 'maxGroupGames',
        teams: [0, 1],
        opponents: [0, 1],
        venue: 'any',
        rounds: [0],
        per: 'total',
        max: 1,
      },
      1,
    ],
    ['fixed game in its round', { kind: 'fixedGame', home: 0, away: 1, rounds: [0] }, 0],
    ['fixed game elsewhere', { kind: 'fixedGame', home: 0, away: 1, rounds: [3, 4] }, 1],
    ['forbidden game played', { kind: 'forbiddenGame', home: 0, away: 1, rounds: [0, 1] }, 1],
    ['forbidden game avoided', { kind: 'forbiddenGame', home: 0, away: 1, rounds: [1, 2] }, 0],
    [
      'games in rounds, exactly',
      {
        kind: 'gamesInRounds',
        games: [
          { home: 0, away: 1 },
          { home: 2, away: 3 },
        ],
        rounds: [0],
        min: 2,
        max: 2,
      },
      0,
    ],
    [
      'games in rounds, below the minimum',
      {
        kind: 'gamesInRounds',
        games: [
          { home: 0, away: 1 },
          { home: 1, away: 0 },
        ],
        rounds: [1, 2],
        min: 1,
        max: 2,
      },
      1,
    ],
    [
      'breaks of a team that hold',
      { kind: 'maxBreaks', teams: [0, 1], rounds: [0, 1, 2, 3, 4, 5], breakType: 'any', max: 3 },
      0,
    ],
    [
      'breaks of a team over the cap',
      { kind: 'maxBreaks', teams: [1], rounds: [0, 1, 2, 3, 4, 5], breakType: 'any', max: 1 },
      2,
    ],
    [
      'home breaks only',
      { kind: 'maxBreaks', teams: [1], rounds: [0, 1, 2, 3, 4, 5], breakType: 'home', max: 0 },
      2,
    ],
    ['round 0 has no break', { kind: 'maxBreaks', teams: [1], rounds: [0], breakType: 'any', max: 0 }, 0],
    ['total breaks', { kind: 'maxTotalBreaks', teams: [0, 1], rounds: [1, 2, 3], max: 1 }, 1],
    [
      'home balance broken after round 1',
      { kind: 'homeBalance', teams: [0, 1], rounds: [0], maxDifference: 0 },
      1,
    ],
    [
      'home balance that holds',
      { kind: 'homeBalance', teams: [0, 1], rounds: [0, 1, 2, 3, 4, 5], maxDifference: 1 },
      0,
    ],
    ['separation that holds (rounds 0 and 3: 2 between)', { kind: 'separation', teams: [0, 1], min: 2 }, 0],
    ['separation short by two', { kind: 'separation', teams: [0, 1], min: 4 }, 2],
  ])('%s', (_label, constraint, expected) => {
    expect(deviation(constraint)).toBe(expected);
    expect(check(constraint).feasible).toBe(expected === 0);
  });

  it('charges a broken soft constraint weight × deviation and keeps the timetable feasible', () => {
    const result = check({ kind: 'separation', teams: [0, 1], min: 4, soft: true, weight: 5 });
    expect(result).toMatchObject({
      feasible: true,
      softPenalty: 10,
      violations: [{ index: 0, deviation: 2, soft: true }],
    });
  });

  it('checks a single round robin with an odd number of teams (one bye each)', () => {
    const problem: TimetableProblem = { teamCount: 3, legs: 1, constraints: [] };
    const games = [
      { round: 0, home: 0, away: 1 },
      { round: 1, home: 2, away: 0 },
      { round: 2, home: 1, away: 2 },
    ];
    expect(checkTimetable(problem, games).feasible).toBe(true);
    expect(checkTimetable(problem, games.slice(1)).structure).toContain('0 and 1 do not meet exactly once');
  });
});
