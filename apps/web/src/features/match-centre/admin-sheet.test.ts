import { describe, expect, it } from 'vitest';
import { lastEnteredEvent, periodOfEventMinute, sidePlayers } from './admin-sheet.ts';
import { ADA, awayPlayers, event, fullLineups, homePlayers, lineup, squadEntry } from './admin-test-data.ts';

const football = { count: 2, minutes: 45, name: 'half' };
const futsal = { count: 2, minutes: 20, name: 'half' };

describe('periodOfEventMinute', () => {
  it.each([
    [1, 1],
    [45, 1],
    [46, 2],
    [90, 2],
    [91, 3],
    [105, 3],
    [106, 4],
    [120, 4],
  ])('puts football minute %i in period %i (45+3 stays in the first half)', (minute, period) => {
    expect(periodOfEventMinute(minute, football, 'football')).toBe(period);
  });

  it('counts futsal’s 20-minute halves, not football’s 45', () => {
    expect(periodOfEventMinute(20, futsal, 'futsal')).toBe(1);
    expect(periodOfEventMinute(25, futsal, 'futsal')).toBe(2);
  });

  it('gives no period when the sport keeps no clock', () => {
    expect(periodOfEventMinute(10, { count: 5, minutes: null, name: 'set' }, 'volleyball')).toBeNull();
  });
});

describe('sidePlayers', () => {
  it('puts the starters on the pitch, changed by substitutions and sending-offs', () => {
    const { home } = fullLineups();
    const off = homePlayers[0]!;
    const on = homePlayers[11]!;
    const sentOff = homePlayers[1]!;
    const players = sidePlayers(
      home,
      [],
      [
        event({ type: 'substitution', playerId: off.id, relatedPlayerId: on.id }),
        event({ type: 'redCard', playerId: sentOff.id }),
        // The other side's events change nothing here.
        event({ type: 'redCard', playerId: awayPlayers[0]!.id }),
      ],
    );
    const onPitch = players.filter((p) => p.onPitch).map((p) => p.playerId);
    expect(onPitch).toHaveLength(10);
    expect(onPitch).toContain(on.id);
    expect(onPitch).not.toContain(off.id);
    expect(onPitch).not.toContain(sentOff.id);
    // On-pitch players come first.
    expect(players.slice(0, 10).every((p) => p.onPitch)).toBe(true);
  });

  it('offers the whole competition squad when no line-up was picked', () => {
    const players = sidePlayers(lineup('home'), homePlayers.map(squadEntry), []);
    expect(players).toHaveLength(homePlayers.length);
    expect(players.every((p) => p.onPitch)).toBe(true);
    expect(players.find((p) => p.playerId === ADA.id)?.shirtNumber).toBe(9);
  });
});

describe('lastEnteredEvent', () => {
  it('takes the event entered last, not the last in match order', () => {
    const late = event({ type: 'goal', playerId: ADA.id, minute: 80, createdAt: '2026-05-01T18:30:00.000Z' });
    const enteredLast = event({
      type: 'yellowCard',
      playerId: ADA.id,
      minute: 12,
      createdAt: '2026-05-01T18:40:00.000Z',
    });
    expect(lastEnteredEvent([late, enteredLast])?.id).toBe(enteredLast.id);
    expect(lastEnteredEvent([])).toBeUndefined();
  });
});
