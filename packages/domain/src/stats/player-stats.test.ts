import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  computeLeaderboard,
  computePlayerStats,
  MatchEventType,
  type PlayerStatLine,
  rankStatLines,
  type StatsMatch,
} from './player-stats.ts';

const premier = { id: 'L1', name: 'Premier' };
const cup = { id: 'L2', name: 'Cup' };

const matchOne: StatsMatch<string> = {
  league: premier,
  appearances: [
    { player: 'ann', started: true },
    { player: 'bea', started: true },
    { player: 'cat', started: false },
    { player: 'dot', started: false },
    { player: 'eve', started: true },
  ],
  events: [
    { type: 'goal', player: 'ann', minute: 10, assistBy: 'bea' },
    { type: 'penaltyGoal', player: 'ann', minute: 30 },
    { type: 'yellowCard', player: 'bea', minute: 40 },
    { type: 'secondYellow', player: 'bea', minute: 70 },
    { type: 'substitutionOut', player: 'eve', minute: 60 },
    { type: 'substitutionIn', player: 'cat', minute: 60 },
    { type: 'ownGoal', player: 'cat', minute: 80 },
  ],
};

const matchTwo: StatsMatch<string> = {
  league: cup,
  duration: 120,
  appearances: [
    { player: 'ann', started: true, minutes: 95 },
    { player: 'cat', started: true },
  ],
  events: [
    { type: 'goal', player: 'cat', minute: 100 },
    { type: 'assist', player: 'ann', minute: 100 },
    { type: 'redCard', player: 'cat', minute: 110 },
  ],
};

describe('computePlayerStats', () => {
  const stats = computePlayerStats([matchOne, matchTwo]);
  const of = (player: string) => stats.find((s) => s.player === player)!;

  it.each([
    ['ann', { appearances: 2, starts: 2, minutes: 90 + 95, goals: 2, penaltyGoals: 1, assists: 1 }],
    ['bea', { appearances: 1, starts: 1, minutes: 70, assists: 1, yellowCards: 2, redCards: 1 }],
    ['cat', { appearances: 2, starts: 1, minutes: 30 + 110, goals: 1, ownGoals: 1, redCards: 1 }],
    ['dot', { appearances: 0, starts: 0, minutes: 0 }],
    ['eve', { appearances: 1, starts: 1, minutes: 60 }],
  ])('%s overall', (player, expected) => {
    expect(of(player).overall).toMatchObject(expected);
  });

  it('groups per league by champLeagueRef with its name (grouping option 1), leagues by name', () => {
    expect(of('ann').byLeague.map((l) => l.champLeagueRef)).toEqual([cup, premier]);
    expect(of('ann').byLeague[1]).toMatchObject({ goals: 2, minutes: 90, appearances: 1 });
    expect(of('ann').byLeague[0]).toMatchObject({ goals: 0, assists: 1, minutes: 95 });
  });

  it("counts the sport's own events by their value", () => {
    const [line] = computePlayerStats([
      {
        appearances: [{ player: 'p', started: true, minutes: 32 }],
        events: [
          { type: 'points', player: 'p', value: 3 },
          { type: 'points', player: 'p', value: 2 },
          { type: 'foul', player: 'p' },
          { type: 'foul', player: 'p' },
        ],
      },
    ]);
    expect(line?.overall.events).toEqual({ points: 5, foul: 2 });
    expect(line?.byLeague[0]?.champLeagueRef.name).toBe('');
  });

  it('rejects a match without a positive duration', () => {
    expect(() => computePlayerStats([{ ...matchOne, duration: 0 }])).toThrow(DomainError);
  });

  it('names the event types', () => {
    expect(MatchEventType.SecondYellow).toBe('secondYellow');
  });
});

describe('computeLeaderboard', () => {
  const line = (goals: number, minutes: number, points = 0): PlayerStatLine => ({
    appearances: 1,
    starts: 1,
    minutes,
    goals,
    penaltyGoals: 0,
    ownGoals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    events: points ? { points } : ({} as Record<string, number>),
  });
  const lines = [
    { player: 'z', line: line(5, 900) },
    { player: 'b', line: line(7, 800) },
    { player: 'a', line: line(5, 900, 12) },
    { player: 'c', line: line(5, 450) },
    { player: 'n', line: line(0, 10) },
  ];

  it('ranks by the stat, then fewer minutes, then player id; equal values share a rank', () => {
    expect(computeLeaderboard(lines, 'goals')).toEqual([
      { rank: 1, player: 'b', value: 7, minutes: 800 },
      { rank: 2, player: 'c', value: 5, minutes: 450 },
      { rank: 2, player: 'a', value: 5, minutes: 900 },
      { rank: 2, player: 'z', value: 5, minutes: 900 },
    ]);
  });

  it('gives the same board for any input order', () => {
    expect(computeLeaderboard([...lines].reverse(), 'goals')).toEqual(computeLeaderboard(lines, 'goals'));
  });

  it.each([
    [2, ['b', 'c']],
    [0, []],
  ])('cuts to the top %i', (limit, players) => {
    expect(computeLeaderboard(lines, 'goals', limit).map((e) => e.player)).toEqual(players);
  });

  it("ranks by a sport's own event", () => {
    expect(computeLeaderboard(lines, 'events.points')).toEqual([
      { rank: 1, player: 'a', value: 12, minutes: 900 },
    ]);
  });
});

describe('rankStatLines', () => {
  const line = (over: Partial<PlayerStatLine>): PlayerStatLine => ({
    appearances: 1,
    starts: 1,
    minutes: 90,
    goals: 0,
    penaltyGoals: 0,
    ownGoals: 0,
    assists: 0,
    yellowCards: 0,
    redCards: 0,
    events: {},
    ...over,
  });

  it('keeps zeros, shares ranks on equal values, and orders ties by minutes then name', () => {
    const ranked = rankStatLines(
      [
        { player: '1', name: 'Zoe', line: line({ goals: 2 }) },
        { player: '2', name: 'Abe', line: line({ goals: 2 }) },
        { player: '3', name: 'Cal', line: line({ goals: 2, minutes: 45 }) },
        { player: '4', name: 'Dee', line: line({}) },
        { player: '5', name: 'Eve', line: line({ goals: 3 }) },
      ],
      'goals',
    );
    expect(ranked.map((r) => [r.rank, r.player])).toEqual([
      [1, '5'],
      [2, '3'],
      [2, '2'],
      [2, '1'],
      [5, '4'],
    ]);
  });

  it('ranks cards by red cards, then yellow cards', () => {
    const ranked = rankStatLines(
      [
        { player: 'y3', line: line({ yellowCards: 3 }) },
        { player: 'r1', line: line({ redCards: 1 }) },
        { player: 'r1y1', line: line({ redCards: 1, yellowCards: 1 }) },
        { player: 'y3b', line: line({ yellowCards: 3 }) },
      ],
      'cards',
    );
    expect(ranked.map((r) => [r.rank, r.player])).toEqual([
      [1, 'r1y1'],
      [2, 'r1'],
      [3, 'y3'],
      [3, 'y3b'],
    ]);
  });
});

describe('assists from a box score', () => {
  it('counts the value of an assist line', () => {
    const [s] = computePlayerStats([
      { appearances: [{ player: 'p', started: true }], events: [{ type: 'assist', player: 'p', value: 7 }] },
    ]);
    expect(s?.overall.assists).toBe(7);
  });
});
