import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { fixture } from './admin-test-data.ts';
import { MatchClock } from './MatchClock.tsx';

const football = { count: 2, minutes: 45, name: 'half' };
const volleyball = { count: 5, minutes: null, name: 'set' };
const NOW = new Date('2026-05-01T19:00:00.000Z').getTime();
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

afterEach(() => vi.useRealTimers());

describe('MatchClock', () => {
  it('runs the clock of a live half into added time, every second', () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(
      <MatchClock
        fixture={fixture({ status: 'live', period: 1, periodStartedAt: ago(46 * 60 + 30) })}
        periods={football}
        sportKindId="football"
      />,
    );
    expect(screen.getByRole('timer', { name: 'Match clock' })).toHaveTextContent('45+1:30');
    expect(screen.getByText('1st half')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer')).toHaveTextContent('45+1:32');
  });

  it.each([
    [{ status: 'halftime' as const, period: 1 }, 'Half-time'],
    [{ status: 'halftime' as const, period: 2 }, 'Break before extra time'],
    [{ status: 'scheduled' as const, period: null }, 'Not started'],
    [{ status: 'finished' as const, period: null }, 'Full time'],
  ])('shows no running clock when the match is %o: “%s”', (state, label) => {
    renderWithProviders(<MatchClock fixture={fixture(state)} periods={football} sportKindId="football" />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('names the period of an untimed sport instead of a minute', () => {
    renderWithProviders(
      <MatchClock
        fixture={fixture({ status: 'live', period: 3, periodStartedAt: ago(600) })}
        periods={volleyball}
        sportKindId="volleyball"
      />,
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Set 3')).toBeInTheDocument();
  });

  it('draws no running clock on the server, so the browser takes the drawing over a second later (ADR 0025)', async () => {
    vi.useFakeTimers({ now: NOW });
    const clock = (
      <MantineProvider>
        <MatchClock
          fixture={fixture({ status: 'live', period: 1, periodStartedAt: ago(600) })}
          periods={football}
          sportKindId="football"
        />
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(clock);
    document.body.append(container);
    expect(container).not.toHaveTextContent('10:00');
    expect(container).toHaveTextContent('Live');
    vi.setSystemTime(NOW + 1500);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, clock, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // Taken over, the clock runs.
    expect(screen.getByRole('timer', { name: 'Match clock' })).toHaveTextContent('10:01');
    container.remove();
  });
});
