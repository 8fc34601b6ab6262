import { MantineProvider } from '@mantine/core';
import type { ChampRules } from '@matchday/contracts';
import { EDITABLE_CRITERIA as criteria, H2H_SCOPES as scopes } from '@matchday/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RulesEditor } from './RulesEditor.tsx';

function Harness({ initial, onChange }: { initial: ChampRules; onChange: (r: ChampRules) => void }) {
  const [rules, setRules] = useState(initial);
  return (
    <RulesEditor
      value={rules}
      criteria={criteria}
      h2hScopes={scopes}
      onChange={(r) => {
        setRules(r);
        onChange(r);
      }}
    />
  );
}

function setup(initial: Partial<ChampRules> = {}) {
  const onChange = vi.fn<(r: ChampRules) => void>();
  const rules: ChampRules = {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: ['points', 'goalDifference', 'goalsFor'],
    h2hScope: 'tiedGroup',
    ...initial,
  };
  render(
    <MantineProvider env="test">
      <Harness initial={rules} onChange={onChange} />
    </MantineProvider>,
  );
  const order = () =>
    screen.getAllByTestId('tiebreaker').map((li) => within(li).getByText(/^\d+\./).textContent);
  return { onChange, user: userEvent.setup(), order };
}

describe('RulesEditor', () => {
  it('shows the preset criteria in order', () => {
    const { order } = setup();
    expect(order()).toEqual(['1. Points', '2. Goal difference', '3. Goals scored']);
  });

  it('moves a criterion up and down', async () => {
    const { user, order, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Move Goals scored up' }));
    expect(order()).toEqual(['1. Points', '2. Goals scored', '3. Goal difference']);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tiebreakers: ['points', 'goalsFor', 'goalDifference'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Move Points down' }));
    expect(order()).toEqual(['1. Goals scored', '2. Points', '3. Goal difference']);
  });

  it('cannot move the first criterion up or the last down', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Move Points up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Goals scored down' })).toBeDisabled();
  });

  it('removes a criterion', async () => {
    const { user, order } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove Goal difference' }));
    expect(order()).toEqual(['1. Points', '2. Goals scored']);
  });

  it('adds an unused criterion at the end and asks for the head-to-head scope only then', async () => {
    const { user, order, onChange } = setup();
    expect(screen.queryByLabelText('Head-to-head scope')).not.toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Add a tie-breaker')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Head-to-head points' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(order()).toEqual(['1. Points', '2. Goal difference', '3. Goals scored', '4. Head-to-head points']);
    expect(screen.getAllByLabelText('Head-to-head scope')[0]).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tiebreakers: ['points', 'goalDifference', 'goalsFor', 'h2hPoints'] }),
    );
  });

  it('edits the points for a win', async () => {
    const { user, onChange } = setup();
    const win = screen.getByLabelText('Points for a win');
    await user.clear(win);
    await user.type(win, '2');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ win: 2 }));
  });
});
