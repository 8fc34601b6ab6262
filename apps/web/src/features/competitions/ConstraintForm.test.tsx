import { MantineProvider } from '@mantine/core';
import type { Constraint } from '@matchday/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConstraintForm, type FormKind } from './ConstraintForm.tsx';

const teams = [
  { id: 'h', name: 'Harbour' },
  { id: 'r', name: 'Riverside' },
  { id: 'n', name: 'Northgate' },
  { id: 'e', name: 'Eastfield' },
];

function setup(props: { initial?: Constraint; initialKind?: FormKind } = {}) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <ConstraintForm
        teams={teams}
        roundCount={3}
        roundLabel={(round) => `Round ${round}`}
        onSubmit={onSubmit}
        onCancel={() => {}}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** Picks `option` in the select or multi-select labelled `label`. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ConstraintForm', () => {
  it('names each missing field of a fixed game and refuses a team playing itself', async () => {
    const { onSubmit, user } = setup({ initialKind: 'fixedGame' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Pick the home team')).toBeInTheDocument();
    expect(screen.getByText('Pick the away team')).toBeInTheDocument();
    expect(screen.getByText('Pick at least one round')).toBeInTheDocument();
    await pick(user, 'Home team', 'Harbour');
    await pick(user, 'Away team', 'Harbour');
    expect(await screen.findByText('A team cannot play itself')).toBeInTheDocument();
    await pick(user, 'Away team', 'Riverside');
    await pick(user, 'Rounds', 'Round 2');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'fixedGame', home: 'h', away: 'r', rounds: [2] });
  });

  it('makes a ground unavailable a hard "no home game" constraint of one team', async () => {
    const { onSubmit, user } = setup();
    await pick(user, 'Team', 'Riverside');
    await pick(user, 'Rounds', 'Round 1');
    // The list stays open for more rounds.
    await user.click(screen.getByRole('option', { name: 'Round 3' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'maxHomeInRounds', teams: ['r'], rounds: [1, 3], max: 0 });
  });

  it('asks for at most one break per team over all rounds by default, and turns a rule into a weighted wish', async () => {
    const { onSubmit, user } = setup({ initialKind: 'maxBreaks' });
    expect(screen.getByRole('checkbox', { name: 'All teams' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All rounds' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: /A wish, not a rule/ }));
    const weight = screen.getByRole('textbox', { name: 'Weight' });
    await user.clear(weight);
    await user.type(weight, '0');
    expect(await screen.findByText('Enter a whole number from 1 to 1000000')).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, '10');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'maxBreaks',
      teams: ['h', 'r', 'n', 'e'],
      rounds: [1, 2, 3],
      breakType: 'any',
      max: 1,
      soft: true,
      weight: 10,
    });
  });

  it('edits a separation and a home balance with their numbers', async () => {
    const { onSubmit, user } = setup({
      initial: { kind: 'separation', teams: ['h', 'r', 'n', 'e'], min: 1 },
    });
    const min = screen.getByRole('textbox', { name: 'Rounds between at least' });
    await user.clear(min);
    await user.type(min, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'separation', teams: ['h', 'r', 'n', 'e'], min: 2 });
  });

  it('opens a team’s "no home game" rounds as its ground being unavailable, keeping the wish', () => {
    setup({ initial: { kind: 'maxHomeInRounds', teams: ['r'], rounds: [2], max: 0, soft: true, weight: 3 } });
    expect(screen.getByRole('combobox', { name: 'What must hold' })).toHaveValue('Ground unavailable');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Riverside');
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveValue('3');
    expect(screen.getAllByText('Round 2')[0]).toHaveClass('mantine-Pill-label');
  });

  it('needs opponents for games against some teams', async () => {
    const { onSubmit, user } = setup({ initialKind: 'maxGamesAgainstInRounds' });
    await pick(user, 'Teams', 'Harbour');
    await user.click(screen.getByRole('checkbox', { name: 'All rounds' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Pick at least one opponent')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
