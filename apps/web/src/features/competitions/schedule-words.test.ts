import type { Constraint } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { groundRoundsOf, roundCountOf, toScheduleBody, withGroundRounds } from './schedule-draft.ts';
import { brokenMarks } from './schedule-marks.ts';
import { describeRoundList, describeScheduleConstraint } from './schedule-words.ts';

const names: Record<string, string> = { h: 'Harbour', r: 'Riverside', n: 'Northgate', e: 'Eastfield' };
const ctx = {
  t: i18n.t.bind(i18n),
  name: (id: string) => names[id] ?? '?',
  teamCount: 4,
  roundCount: 6,
  language: 'en',
};
const say = (c: Constraint) => describeScheduleConstraint(c, ctx);

describe('describeScheduleConstraint: the constraints in the organiser’s words', () => {
  it('says a ground taken, a fixed and a forbidden game as the issue does', () => {
    expect(say({ kind: 'maxHomeInRounds', teams: ['r'], rounds: [3, 4, 5], max: 0 })).toBe(
      'Riverside: no home game in rounds 3–5',
    );
    expect(say({ kind: 'fixedGame', home: 'h', away: 'r', rounds: [4] })).toBe(
      'Harbour v Riverside must be in round 4',
    );
    expect(say({ kind: 'fixedGame', home: 'h', away: 'r', rounds: [2, 4] })).toBe(
      'Harbour v Riverside must be in one of rounds 2 and 4',
    );
    expect(say({ kind: 'forbiddenGame', home: 'h', away: 'r', rounds: [1, 3, 5, 6] })).toBe(
      'Harbour v Riverside may not be in rounds 1, 3, 5 and 6',
    );
  });

  it('says "per team" and "every team" when a rule is about every team and every round', () => {
    const all = ['h', 'r', 'n', 'e'];
    const every = [1, 2, 3, 4, 5, 6];
    expect(say({ kind: 'maxBreaks', teams: all, rounds: every, breakType: 'any', max: 1 })).toBe(
      'At most 1 break per team',
    );
    expect(say({ kind: 'maxBreaks', teams: all, rounds: every, breakType: 'home', max: 2 })).toBe(
      'At most 2 home breaks per team',
    );
    expect(say({ kind: 'maxBreaks', teams: ['h', 'r'], rounds: [2, 3], breakType: 'any', max: 0 })).toBe(
      'Each of Harbour and Riverside: at most 0 breaks in rounds 2 and 3',
    );
    expect(say({ kind: 'separation', teams: all, min: 2 })).toBe(
      'All teams: at least 2 rounds between the two meetings of each pair',
    );
    expect(say({ kind: 'homeBalance', teams: all, rounds: every, maxDifference: 1 })).toBe(
      'All teams: home games played differ by at most 1 after every round',
    );
    expect(say({ kind: 'maxTotalBreaks', teams: all, rounds: [1, 2], max: 3 })).toBe(
      'All teams together: at most 3 breaks in rounds 1 and 2',
    );
  });

  it('says the other kinds, caps with their venue and wishes with their weight', () => {
    expect(say({ kind: 'maxAwayInRounds', teams: ['n'], rounds: [1, 2], max: 1, min: 1 })).toBe(
      'Northgate: at least 1 and at most 1 away game in rounds 1 and 2',
    );
    expect(
      say({
        kind: 'maxGamesAgainstInRounds',
        teams: ['h'],
        opponents: ['r', 'n'],
        venue: 'home',
        rounds: [1],
        max: 0,
      }),
    ).toBe('Harbour: at most 0 home games against Riverside and Northgate in round 1');
    expect(
      say({
        kind: 'maxGamesAgainstInAnyWindow',
        teams: ['h'],
        opponents: ['r'],
        venue: 'any',
        window: 3,
        max: 1,
      }),
    ).toBe('Harbour: at most 1 game against Riverside in any 3 rounds in a row');
    expect(
      say({
        kind: 'maxGroupGames',
        teams: ['h', 'r'],
        opponents: ['n', 'e'],
        venue: 'away',
        rounds: [2],
        per: 'eachRound',
        max: 1,
      }),
    ).toBe(
      'Harbour and Riverside together: at most 1 away game against Northgate and Eastfield in each of round 2',
    );
    expect(
      say({
        kind: 'gamesInRounds',
        games: [
          { home: 'h', away: 'r' },
          { home: 'n', away: 'e' },
        ],
        rounds: [6],
        min: 1,
        max: 2,
      }),
    ).toBe('1 to 2 of Harbour v Riverside and Northgate v Eastfield in round 6');
    expect(
      say({ kind: 'maxHomeInRounds', teams: ['r'], rounds: [3, 4, 5], max: 0, soft: true, weight: 5 }),
    ).toBe('Riverside: no home game in rounds 3–5 (wish, weight 5)');
  });

  it('writes runs of rounds as ranges', () => {
    expect(describeRoundList([9, 7, 8, 1, 3], { ...ctx, roundCount: 10 })).toBe('rounds 1, 3 and 7–9');
    expect(describeRoundList([2], ctx)).toBe('round 2');
    expect(describeRoundList([], ctx)).toBe('no round');
  });
});

describe('the draft: ground availability as constraints and the request', () => {
  it('keeps one "no home game" constraint per team, in place, and drops it when no round is taken', () => {
    const fixed: Constraint = { kind: 'fixedGame', home: 'h', away: 'r', rounds: [4] };
    let list = withGroundRounds([fixed], 'r', [3, 2]);
    expect(list).toEqual([fixed, { kind: 'maxHomeInRounds', teams: ['r'], rounds: [2, 3], max: 0 }]);
    list = withGroundRounds(list, 'r', [2, 3, 5]);
    expect(groundRoundsOf(list, 'r')).toEqual([2, 3, 5]);
    expect(list).toHaveLength(2);
    expect(withGroundRounds(list, 'r', [])).toEqual([fixed]);
  });

  it('counts a stage’s rounds and sends weekly or listed dates', () => {
    expect(roundCountOf({ type: 'league', legs: 1, groupCount: 1 }, 6)).toBe(5);
    expect(roundCountOf({ type: 'league', legs: 2, groupCount: 1 }, 5)).toBe(10);
    const dates = {
      mode: 'weekly' as const,
      startDate: '2027-03-06',
      daysBetweenRounds: 7,
      roundDates: [],
      kickoffTime: '14:30',
    };
    expect(toScheduleBody({ constraints: [], dates }, 5, true)).toEqual({
      constraints: [],
      dryRun: true,
      kickoffTime: '14:30',
      startDate: '2027-03-06',
      daysBetweenRounds: 7,
    });
    const listed = { ...dates, mode: 'list' as const, roundDates: ['2027-03-06', '2027-03-20'] };
    expect(toScheduleBody({ constraints: [], dates: listed }, 2, false).roundDates).toEqual([
      '2027-03-06',
      '2027-03-20',
    ]);
    // A list with a round left without a date is not sent: the API maps dates to rounds in order.
    expect(toScheduleBody({ constraints: [], dates: listed }, 3, false).roundDates).toBeUndefined();
  });
});

describe('brokenMarks: where a broken wish shows in the preview', () => {
  const games = [
    { round: 1, homeTeamId: 'h', awayTeamId: 'r' },
    { round: 1, homeTeamId: 'n', awayTeamId: 'e' },
    { round: 2, homeTeamId: 'h', awayTeamId: 'n' },
    { round: 2, homeTeamId: 'r', awayTeamId: 'e' },
    { round: 3, homeTeamId: 'e', awayTeamId: 'h' },
    { round: 3, homeTeamId: 'r', awayTeamId: 'n' },
  ];

  it('marks the home games over a cap, and their rounds', () => {
    const c: Constraint = { kind: 'maxHomeInRounds', teams: ['h'], rounds: [1, 2], max: 1, soft: true };
    const marks = brokenMarks([c], games, [0]).get(0)!;
    expect([...marks.games]).toEqual([0, 2]);
    expect([...marks.rounds].sort()).toEqual([1, 2]);
  });

  it('marks the two games of a break, a misplaced fixed game and its wanted round', () => {
    const breaks: Constraint = {
      kind: 'maxBreaks',
      teams: ['h'],
      rounds: [1, 2, 3],
      breakType: 'any',
      max: 0,
    };
    expect([...brokenMarks([breaks], games, [0]).get(0)!.games].sort()).toEqual([0, 2]);
    const fixed: Constraint = { kind: 'fixedGame', home: 'r', away: 'e', rounds: [3] };
    const marks = brokenMarks([fixed], games, [0]).get(0)!;
    expect([...marks.games]).toEqual([3]);
    expect([...marks.rounds]).toEqual([3]);
  });

  it('only looks at the constraints said to be broken', () => {
    const c: Constraint = { kind: 'forbiddenGame', home: 'h', away: 'r', rounds: [1] };
    expect(brokenMarks([c], games, []).size).toBe(0);
    expect([...brokenMarks([c], games, [0]).get(0)!.games]).toEqual([0]);
  });
});
