import { describe, expect, it } from 'vitest';
import { computeMatchLength, type SheetMatch, toSheetStatsMatch } from './match-sheet.ts';
import { computePlayerStats, type PlayerStatLine } from './player-stats.ts';

const linesOf = (match: SheetMatch<string>): Map<string, PlayerStatLine> =>
  new Map(computePlayerStats([toSheetStatsMatch(match)]).map((s) => [s.player, s.overall]));

const football = (over: Partial<SheetMatch<string>>): SheetMatch<string> => ({
  duration: 90,
  boxScoreKeys: [],
  sides: [],
  events: [],
  ...over,
});

describe('toSheetStatsMatch (football family)', () => {
  const lines = linesOf(
    football({
      sides: [
        {
          lineup: [
            { player: 'ann', started: true },
            { player: 'bob', started: true },
            { player: 'cy', started: false },
            { player: 'dan', started: false },
          ],
          withoutSheet: ['nobody'],
        },
        { lineup: null, withoutSheet: ['opp1', 'opp2'] },
      ],
      events: [
        { type: 'goal', side: 'home', playerId: 'ann', relatedPlayerId: 'bob', minute: 12, period: 1 },
        { type: 'substitution', side: 'home', playerId: 'bob', relatedPlayerId: 'cy', minute: 60, period: 2 },
        { type: 'ownGoal', side: 'away', playerId: 'opp1', minute: 70, period: 2 },
        { type: 'redCard', side: 'away', playerId: 'opp2', minute: 80, period: 2 },
        { type: 'shootoutScored', side: 'home', playerId: 'ann', minute: null, period: 5 },
      ],
    }),
  );

  it.each([
    ['ann', { appearances: 1, starts: 1, minutes: 90, goals: 1, assists: 0 }],
    ['bob', { appearances: 1, starts: 1, minutes: 60, assists: 1 }],
    ['cy', { appearances: 1, starts: 0, minutes: 30 }],
    ['dan', { appearances: 0, minutes: 0 }],
    ['opp1', { appearances: 1, starts: 1, minutes: 90, goals: 0, ownGoals: 1 }],
    ['opp2', { appearances: 1, minutes: 80, redCards: 1 }],
  ])('%s', (player, expected) => {
    expect(lines.get(player)).toMatchObject(expected);
  });

  it('plays the players of a side without a sheet, and nobody else of a side with one', () => {
    expect(lines.has('nobody')).toBe(false);
  });

  it('drops shoot-out kicks (no goal for ann from the shoot-out)', () => {
    expect(lines.get('ann')?.events).toEqual({});
  });

  it('counts the goal of a player not on the sheet but no appearance for them', () => {
    const l = linesOf(
      football({
        sides: [{ lineup: [{ player: 'ann', started: true }], withoutSheet: [] }],
        events: [{ type: 'goal', side: 'home', playerId: 'zed', minute: 5, period: 1 }],
      }),
    );
    expect(l.get('zed')).toMatchObject({ appearances: 0, goals: 1 });
  });

  it('ignores box-score lines in sports that record events', () => {
    const l = linesOf(
      football({
        sides: [{ lineup: [{ player: 'ann', started: true, stats: { points: 3 } }], withoutSheet: [] }],
      }),
    );
    expect(l.get('ann')?.events).toEqual({});
  });
});

describe('toSheetStatsMatch (box score)', () => {
  const keys = ['points', 'rebounds', 'assists', 'steals', 'blocks', 'fouls', 'minutes'];
  const lines = linesOf({
    duration: 40,
    boxScoreKeys: keys,
    events: [],
    sides: [
      {
        lineup: [
          { player: 'hal', started: true, stats: { points: 21, assists: 7, rebounds: 0, minutes: 34 } },
          { player: 'ivy', started: true, stats: null },
          { player: 'jo', started: false, stats: { points: 4, minutes: 6 } },
          { player: 'kim', started: false, stats: { points: 2 } },
          { player: 'lee', started: false, stats: { points: 0, minutes: 0 } },
          { player: 'max', started: true, stats: { kills: 9 } },
        ],
        withoutSheet: [],
      },
    ],
  });

  it.each([
    ['hal', { appearances: 1, starts: 1, minutes: 34, assists: 7, events: { points: 21 } }],
    ['ivy', { appearances: 1, starts: 1, minutes: 40, events: {} }],
    ['jo', { appearances: 1, starts: 0, minutes: 6, events: { points: 4 } }],
    ['kim', { appearances: 1, starts: 0, minutes: 0, events: { points: 2 } }],
    ['lee', { appearances: 0, minutes: 0, events: {} }],
    // A column of another sport is not this sport's statistic.
    ['max', { appearances: 1, events: {} }],
  ])('%s', (player, expected) => {
    expect(lines.get(player)).toMatchObject(expected);
  });
});

describe('computeMatchLength', () => {
  it.each([
    ['regular time', 'football', [{ period: 1 }, { period: 2 }], false, 90],
    ['an event in extra time', 'football', [{ period: 3 }], false, 120],
    ['a shoot-out kick', 'football', [{ period: 5 }], false, 120],
    ['a result on penalties', 'football', [], true, 120],
    ['futsal extra time', 'futsal', [{ period: 4 }], false, 50],
    ['a sport without extra time', 'basketball', [{ period: 3 }], true, 90],
  ])('%s', (_label, sport, events, penalties, expected) => {
    expect(computeMatchLength(sport, sport === 'futsal' ? 40 : 90, events, penalties)).toBe(expected);
  });
});
