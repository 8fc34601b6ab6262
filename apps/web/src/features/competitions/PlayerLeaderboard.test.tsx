import type { PlayerLeaderboardRow } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { PlayerLeaderboard } from './PlayerLeaderboard.tsx';

const CHAMP = '00000000-0000-4000-8000-000000000100';
const TEAM = '00000000-0000-4000-8000-000000000200';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => vi.unstubAllGlobals());

function row(n: number, over: Partial<PlayerLeaderboardRow> = {}): PlayerLeaderboardRow {
  return {
    rank: n,
    playerId: id(300 + n),
    playerName: `Player ${n}`,
    photo: null,
    teamId: TEAM,
    teamName: 'Lions FC',
    appearances: 3,
    starts: 3,
    minutes: 270,
    goals: 10 - n,
    penaltyGoals: 0,
    assists: n,
    ownGoals: 0,
    yellowCards: 1,
    redCards: 0,
    events: {},
    ...over,
  };
}

const page = (items: PlayerLeaderboardRow[], totalItems: number, pageIndex = 0) => ({
  items,
  totalItems,
  pageIndex,
  pageSize: 20,
});

function setup(answer: (url: URL) => unknown, sportKindId = 'football') {
  const server = mockServer({
    [`GET /api/champs/${CHAMP}/player-stats`]: ({ url }) => ({ body: answer(url) }),
  });
  renderWithProviders(
    <PlayerLeaderboard
      champId={CHAMP}
      sportKindId={sportKindId}
      playerPath={(p) => `/observe/player/${p}`}
      teamPath={(t) => `/observe/team/${t}`}
    />,
  );
  return server;
}

const queries = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.includes('player-stats')).map((c) => new URL(c.path, 'http://x').searchParams);

describe('PlayerLeaderboard', () => {
  it('ranks players by goals first, each linking to their page with their team under the name', async () => {
    const { calls } = setup(() => page([row(1, { goals: 6, playerName: 'James Rodríguez' }), row(2)], 2));
    const table = await screen.findByRole('table', { name: 'Player leaderboard' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1');
    expect(within(rows[1]!).getByRole('link', { name: 'James Rodríguez' })).toHaveAttribute(
      'href',
      `/observe/player/${id(301)}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/observe/team/${TEAM}`,
    );
    expect(queries(calls)[0]?.get('sort')).toBe('goals');
    expect(queries(calls)[0]?.get('pageSize')).toBe('20');
  });

  it('asks the server for another order when the sort changes, from the first page', async () => {
    const { calls } = setup((url) => page([row(1)], 45, Number(url.searchParams.get('pageIndex'))));
    await screen.findByRole('table', { name: 'Player leaderboard' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries(calls).at(-1)?.get('pageIndex')).toBe('1'));
    await u.click(screen.getByRole('radio', { name: 'Assists' }));
    await waitFor(() => expect(queries(calls).at(-1)?.get('sort')).toBe('assists'));
    expect(queries(calls).at(-1)?.get('pageIndex')).toBe('0');
  });

  it('pages through a long leaderboard', async () => {
    setup(() => page([row(1)], 45));
    await screen.findByRole('table', { name: 'Player leaderboard' });
    // 45 players, 20 a page: three pages.
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
  });

  it('explains that the leaderboard fills from the match sheets while it is empty', async () => {
    setup(() => page([], 0));
    expect(await screen.findByText(/The leaderboard fills from the match sheets/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a box-score sport’s own columns instead of goals and cards', async () => {
    setup(() => page([row(1, { events: { points: 31, rebounds: 12 } })], 1), 'basketball');
    const table = await screen.findByRole('table', { name: 'Player leaderboard' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual(expect.arrayContaining(['PTS', 'REB', 'AST']));
    expect(head).not.toContain('G');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('31');
    expect(screen.queryByRole('radio', { name: 'Goals' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Minutes' })).toBeInTheDocument();
  });
});
