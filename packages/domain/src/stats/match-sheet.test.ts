import fc from 'fast-check';
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

  // Issue 30, item 6: "Track lineups" on, a side without a line-up plays nobody (withoutSheet: []).
  it('gives no appearance to a substitute coming on for a side without a line-up, only their events', () => {
    const l = linesOf(
      football({
        sides: [
          { lineup: null, withoutSheet: [] },
          { lineup: [{ player: 'opp', started: true }], withoutSheet: [] },
        ],
        events: [
          {
            type: 'substitution',
            side: 'home',
            playerId: 'out',
            relatedPlayerId: 'sub',
            minute: 46,
            period: 2,
          },
          { type: 'goal', side: 'home', playerId: 'sub', minute: 70, period: 2 },
          { type: 'yellowCard', side: 'home', playerId: 'out', minute: 20, period: 1 },
        ],
      }),
    );
    expect(l.get('sub')).toMatchObject({ appearances: 0, starts: 0, minutes: 0, goals: 1 });
    expect(l.get('out')).toMatchObject({ appearances: 0, minutes: 0, yellowCards: 1 });
    expect(l.get('opp')).toMatchObject({ appearances: 1, minutes: 90 });
  });

  it('gives no appearance to a player coming on who is not on the side’s line-up', () => {
    const l = linesOf(
      football({
        sides: [{ lineup: [{ player: 'ann', started: true }], withoutSheet: [] }],
        events: [
          {
            type: 'substitution',
            side: 'home',
            playerId: 'ann',
            relatedPlayerId: 'zed',
            minute: 60,
            period: 2,
          },
        ],
      }),
    );
    expect(l.get('ann')).toMatchObject({ appearances: 1, minutes: 60 });
    // Nothing of zed's counts: the substitution was their only event.
    expect(l.get('zed')?.appearances ?? 0).toBe(0);
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

describe('toSheetStatsMatch with "Track lineups" on (property)', () => {
  const player = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5');
  const event = fc.record({
    type: fc.constantFrom('goal', 'penaltyGoal', 'ownGoal', 'yellowCard', 'redCard', 'substitution'),
    side: fc.constantFrom('home', 'away'),
    playerId: player,
    relatedPlayerId: fc.option(player, { nil: null }),
    minute: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    period: fc.integer({ min: 1, max: 4 }),
  });

  it('gives nobody an appearance in a match without line-ups, whatever its events', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        const lines = linesOf(
          football({
            sides: [
              { lineup: null, withoutSheet: [] },
              { lineup: null, withoutSheet: [] },
            ],
            events,
          }),
        );
        for (const line of lines.values())
          expect([line.appearances, line.starts, line.minutes]).toEqual([0, 0, 0]);
      }),
    );
  });

  it('gives appearances only to players on a line-up, whatever its events', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ player, started: fc.boolean() }), {
          selector: (l) => l.player,
          maxLength: 3,
        }),
        fc.array(event, { maxLength: 12 }),
        (lineup, events) => {
          const lines = linesOf(
            football({
              sides: [
                { lineup, withoutSheet: [] },
                { lineup: null, withoutSheet: [] },
              ],
              events,
            }),
          );
          const listed = new Set<string>(lineup.map((l) => l.player));
          for (const [who, line] of lines) if (!listed.has(who)) expect(line.appearances).toBe(0);
        },
      ),
    );
  });
});
