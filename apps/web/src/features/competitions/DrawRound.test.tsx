import { MantineProvider } from '@mantine/core';
import type { Tie } from '@matchday/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { DrawRound, teamsStillIn } from './DrawRound.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const teams = ['Porto', 'Roma', 'Ajax', 'Celtic', 'Lyon'].map((name, i) => ({ id: id(i + 1), name }));

function tie(home: number, away: number, winner: number | null, round = 1): Tie {
  return {
    round,
    slot: 0,
    bracket: null,
    homeTeamId: id(home),
    awayTeamId: id(away),
    homeTeamName: null,
    awayTeamName: null,
    fixtureIds: [],
    aggregate: { home: 0, away: 0 },
    decidedBy: winner === null ? null : 'aggregate',
    winnerTeamId: winner === null ? null : id(winner),
  };
}

function setup(props: Partial<Parameters<typeof DrawRound>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = (p: Partial<Parameters<typeof DrawRound>[0]>) => (
    <MantineProvider env="test">
      <DrawRound
        round={1}
        teams={teams}
        playing={[]}
        pending={false}
        error={null}
        onSubmit={onSubmit}
        {...p}
      />
    </MantineProvider>
  );
  const r = render(view(props));
  return {
    onSubmit,
    user: userEvent.setup(),
    rerender: (p: Partial<Parameters<typeof DrawRound>[0]>) => r.rerender(view(p)),
  };
}

describe('teamsStillIn', () => {
  it('leaves out the losers of decided ties and holds back the teams of ties still played', () => {
    const { available, playing } = teamsStillIn(teams, [tie(1, 2, 2), tie(3, 4, null)]);
    expect(available.map((t) => t.name)).toEqual(['Roma', 'Lyon']);
    expect(playing.map((t) => t.name)).toEqual(['Ajax', 'Celtic']);
  });
});

describe('DrawRound', () => {
  it('pairs teams by tapping one then the other, and sends the pairs, the first at home', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByText('Porto'));
    expect(screen.getByText('Now tap the opponent of Porto.')).toBeInTheDocument();
    await user.click(screen.getByText('Ajax'));
    await user.click(screen.getByText('Lyon'));
    await user.click(screen.getByText('Roma'));
    const pairs = screen.getByRole('list', { name: 'Pairings' });
    expect(
      within(pairs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Porto v Ajax', '2.Lyon v Roma']);
    const stillIn = screen.getByRole('group', { name: 'Teams still in' });
    expect(within(stillIn).queryByText('Porto')).not.toBeInTheDocument();
    expect(screen.getByText('1 team left undrawn goes through to the next round.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take back Lyon v Roma' }));
    await user.click(screen.getByRole('button', { name: 'Draw 1 pair' }));
    expect(onSubmit).toHaveBeenCalledWith([[id(1), id(3)]], expect.any(Function));
  });

  it('says which pair and team the server refused, and why a draw must wait', async () => {
    const { user, rerender } = setup();
    await user.click(screen.getByText('Porto'));
    await user.click(screen.getByText('Ajax'));
    rerender({
      error: new ApiError({
        status: 400,
        code: 'validation',
        message: 'Invalid',
        errors: [{ field: 'body.pairings.0.1', message: 'is not still in' }],
      }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Pair 1, Ajax: is not still in');
    rerender({ error: new ApiError({ status: 409, code: 'stage.round_unfinished', message: 'Conflict' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('A tie of the round before has no winner yet');
  });

  it('names the teams whose tie is still being played', () => {
    setup({ playing: [teams[2]!] });
    expect(screen.getByText(/Still playing their tie: Ajax/)).toBeInTheDocument();
  });
});
